import LegibleColor
import LegibleReporting
import LegibleTokens

/// Translucent fills: what a `#AARRGGBB` background (written, through `@color/`, or in a
/// `<shape>`'s `<solid>`) shows depends on what is behind it.
extension AndroidLayoutWalk {
    /// A view's own background over what its ancestors show: an opaque colour as it is; a fully
    /// transparent one leaves the ancestors'; a translucent one is composited, in each
    /// appearance, over the fill behind it when that is known — an ancestor's, or the window's
    /// for an activity's content view (``windowBackground(ofLayout:root:)``). With nothing known
    /// behind it (a fragment, a list item, an app widget over the wallpaper), a black, white or
    /// grey wash stays translucent for ``judgedBackground(_:text:)``; any other fill is
    /// unresolved rather than measured over a guess.
    func layered(_ color: ScannedColor, over below: ScannedColor?) -> ScannedColor {
        let alphas = alphas(of: color)
        if alphas.isEmpty || alphas.allSatisfy({ $0 >= 1 }) { return color }
        if alphas.allSatisfy({ $0 <= 0 }) { return below ?? color }
        if let fill = appearanceSides(color) {
            if let behind = below.flatMap(appearanceSides) {
                let result = TranslucentFill.layer(fill, over: behind)
                if isOpaque(result) || isNeutralWash(result) { return result }
            } else if isNeutralWash(fill) {
                return fill
            }
        }
        let written =
            switch color {
            case .resource(let name): "@color/\(name)"
            case .themed(let name, let theme, _, _): "\(name) (in the theme \(theme))"
            default: "a translucent colour"
            }
        return .unresolved(written, reason: TranslucentFill.unknownBackdropReason)
    }

    /// A `<layer-list>`'s fill (``AndroidLayerListFill``): its top-most covering colour, layered
    /// over the covering colours under it while it is translucent (``layered(_:over:)``). Only
    /// the layers down to the first opaque one are read: nothing under it shows. A translucent
    /// top over a layer that is not one colour (a picture, an inset or shaped layer) is
    /// unresolved; over the list's bottom it stays translucent, over the view's parent, as a
    /// translucent `<shape>` does.
    mutating func layerListColor(
        _ value: String, _ layers: AndroidLayerListFill.Fill, id: String, location: Finding.Location
    ) -> ScannedColor? {
        var fills: [ScannedColor] = []
        var hidden = false
        for written in layers.colors {
            guard let fill = color(written, id: id, location: location) else { return nil }
            fills.append(fill)
            let opacities = alphas(of: fill)
            if opacities.isEmpty || opacities.allSatisfy({ $0 >= 1 }) {
                hidden = true
                break
            }
        }
        guard hidden || layers.reachesBottom else {
            return .unresolved(
                value,
                reason:
                    "a <layer-list> whose covering layers are translucent over a layer that is not one colour (a picture, an inset or shaped layer), so what shows through is not known"
            )
        }
        var result = fills.removeLast()
        for fill in fills.reversed() { result = layered(fill, over: result) }
        return result
    }

    /// The background the element's text is judged on: a translucent wash over nothing known
    /// (``layered(_:over:)``) is judged over black or white, whichever gives the text more
    /// contrast, in each appearance (``TranslucentFill/bestCase(_:text:)``, as a Compose scrim
    /// is): whatever is behind it lies between the two, so text that fails there fails over
    /// any backdrop (Nextcloud Notes bce8c817 `widget_note_list.xml:26`, #cccccc on a
    /// #ddffffff app widget, 1.60:1 at best). Any other background as it is.
    func judgedBackground(_ background: ScannedColor?, text: ScannedColor?) -> ScannedColor? {
        guard let background, !isOpaque(background), let wash = appearanceSides(background), isNeutralWash(wash) else { return background }
        guard let ink = text.flatMap(appearanceSides), isOpaque(ink) else {
            return .unresolved("a translucent background", reason: TranslucentFill.unknownBackdropReason)
        }
        // A literal wash is the same in both appearances; named as written, for the message.
        if case .literal(let color, let alpha) = wash {
            return TranslucentFill.bestCase(.themed(TranslucentFill.written(color, alpha * color.alpha), theme: sidesTheme, light: wash, dark: wash), text: ink)
        }
        return TranslucentFill.bestCase(wash, text: ink)
    }

    /// A colour's alpha in each appearance where it is known: a literal's, a resource's per
    /// appearance, a theme attribute's light and dark sides (a splash theme's transparent
    /// `colorPrimary` behind a view is no fill at all); empty when none is known.
    func alphas(of color: ScannedColor) -> [Double] {
        switch color {
        case .literal(let value, let alpha): [alpha * value.alpha]
        case .resource(let name):
            ColorAppearance.allCases.compactMap { resourceValue(name, in: $0)?.alpha }
        case .themed(_, _, let light, let dark): alphas(of: light) + alphas(of: dark)
        default: []
        }
    }

    /// The colour as literals in light and dark: a literal as it is; a colour resource by its
    /// `values` and `values-night` values (one literal when they agree); a theme attribute by its
    /// sides. `nil` when a side is not known.
    func appearanceSides(_ color: ScannedColor) -> ScannedColor? {
        switch color {
        case .literal: return color
        case .resource(let name):
            guard let light = resourceValue(name, in: .light), let dark = resourceValue(name, in: .dark) else { return nil }
            if light == dark { return .literal(light, alpha: 1) }
            return .themed("@color/\(name)", theme: sidesTheme, light: .literal(light, alpha: 1), dark: .literal(dark, alpha: 1))
        case .themed(let name, let theme, let light, let dark):
            guard let lightSide = appearanceSides(light), let darkSide = appearanceSides(dark) else { return nil }
            return .themed(name, theme: theme, light: lightSide, dark: darkSide)
        default: return nil
        }
    }

    /// The theme a colour resource's light and dark values are named in: the application's,
    /// whose night mode picks `values-night`.
    private var sidesTheme: String { resources.applicationTheme?.name ?? "the app's" }

    private func resourceValue(_ name: String, in appearance: ColorAppearance) -> SRGBColor? {
        (scan?.color(named: name, in: appearance) ?? resources.color(named: name, in: appearance))?.color
    }

    /// Whether every side of the colour is a known opaque literal.
    private func isOpaque(_ color: ScannedColor) -> Bool {
        guard let sides = appearanceSides(color) else { return false }
        let alphas = alphas(of: sides)
        return !alphas.isEmpty && alphas.allSatisfy { $0 >= 1 }
    }

    /// Whether every side is a black, white or grey literal, translucent or not
    /// (``TranslucentFill/isNeutral(_:)``).
    private func isNeutralWash(_ color: ScannedColor) -> Bool {
        switch color {
        case .literal(let value, _): TranslucentFill.isNeutral(value)
        case .themed(_, _, let light, let dark): isNeutralWash(light) && isNeutralWash(dark)
        default: false
        }
    }
}
