import LegibleColor
import LegibleSyntax

/// A view's `android:alpha` fades everything it draws, its text included: Omni-Notes 16fbf883
/// `note_layout.xml:119`, the note list's date, is `#b9000000` text in a view at alpha 0.6, so
/// its ink is 0.725 × 0.6 = 43.5% black over the card's white, 3.19:1 at 11 sp, where the
/// colour alone passes.
extension AndroidLayoutWalk {
    /// The view's text colour faded by its own `android:alpha` (the colour's alpha times the
    /// view's), when the view draws no fill of its own (a view's alpha fades its own background
    /// too, which this does not model) and no code sets or animates its alpha (a fade-in's start
    /// is no state a person reads). The colour as it is otherwise: alpha 1, no alpha, an ancestor's
    /// alpha (which fades the fill behind the text with it), or a colour whose value is not known.
    func fadedByViewAlpha(_ color: ScannedColor?, _ view: AndroidView, id: String, drawsOwnFill: Bool) -> ScannedColor? {
        guard let color, !drawsOwnFill, let written = view.android("alpha"), let alpha = Double(written.trimmingWhitespace),
            alpha > 0, alpha < 1, resources.sourceFacts?.setsAlpha(ofView: id) != true
        else { return color }
        return faded(color, by: alpha) ?? color
    }

    /// `color` at `alpha` times its own alpha, in each appearance; `nil` when a side's value is not known.
    private func faded(_ color: ScannedColor, by alpha: Double) -> ScannedColor? {
        switch color {
        case .literal(let value, let own): return .literal(value, alpha: own * alpha)
        case .themed(let name, let theme, let light, let dark):
            guard let light = faded(light, by: alpha), let dark = faded(dark, by: alpha) else { return nil }
            return .themed(name, theme: theme, light: light, dark: dark)
        case .resource:
            // A resource's light and dark values, as literals (``appearanceSides(_:)``), then faded.
            guard let sides = appearanceSides(color), sides != color else { return nil }
            return faded(sides, by: alpha)
        default: return nil
        }
    }
}
