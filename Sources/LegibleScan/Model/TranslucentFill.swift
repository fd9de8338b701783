import LegibleColor

/// A fill with alpha under 1 drawn over what is behind it: the one place every reader layers a
/// translucent background (Android layouts, Jetpack Compose).
///
/// What shows through a translucent fill is part of the colour the text is seen on (WCAG's
/// Understanding 1.4.3 measures text over the colour a person sees). When the file fixes the
/// backdrop — an opaque fill of an enclosing container — the two are composited, per appearance.
/// When it does not (a picture, a video, a container whose colour is not known, no container at
/// all), a black, white or grey wash (a scrim) is judged over the backdrop that gives the text the most contrast: black or
/// white, whichever is better (composited luminance is monotonic in the backdrop's, and a ratio
/// only grows as the two luminances part, so no backdrop does better than the better of the two).
/// Text that fails even then fails over every picture; text that passes is not flagged on a guess.
package enum TranslucentFill {
    /// Why a translucent fill's colour is not known: the reason a background reports.
    package static let unknownBackdropReason =
        "a translucent background over a backdrop the file does not fix (a picture, a video, a container of unknown colour), so the colour the text is seen on is not known"

    /// `fill` drawn over `backdrop`: an opaque fill as it is; a translucent literal composited
    /// over a literal backdrop (over each side of a themed one); a themed fill side by side (over
    /// the backdrop's same side when it is themed too). A translucent fill over any other
    /// backdrop, or over none, stays as it is, for ``bestCase(_:text:)``. Colours whose alpha the
    /// caller cannot know (a resource, an asset) are returned as they are.
    package static func layer(_ fill: ScannedColor, over backdrop: ScannedColor?) -> ScannedColor {
        switch fill {
        case .literal(let color, let alpha):
            let opacity = alpha * color.alpha
            if opacity >= 1 { return fill }
            // Over a backdrop the file does not fix the fill stays translucent: ``bestCase(_:text:)`` judges it.
            return layer(color, opacity: opacity, over: backdrop) ?? fill
        case .themed(let name, let theme, let light, let dark):
            guard case .themed(_, _, let lightBehind, let darkBehind)? = backdrop else {
                return .themed(name, theme: theme, light: layer(light, over: backdrop), dark: layer(dark, over: backdrop))
            }
            return .themed(name, theme: theme, light: layer(light, over: lightBehind), dark: layer(dark, over: darkBehind))
        default:
            return fill
        }
    }

    /// Whether `fill` hides what is behind it, as ``layer(_:over:)`` takes it: a literal at full
    /// opacity, a themed colour opaque on both sides, and a colour whose alpha is known only later
    /// (a resource, an asset); an unresolved colour does not.
    package static func hidesBackdrop(_ fill: ScannedColor) -> Bool {
        switch fill {
        case .literal(let color, let alpha): alpha * color.alpha >= 1
        case .themed(_, _, let light, let dark): hidesBackdrop(light) && hidesBackdrop(dark)
        case .unresolved: false
        default: true
        }
    }

    /// A translucent literal over `backdrop`, or `nil` when the backdrop's colour is not known opaque.
    private static func layer(_ color: SRGBColor, opacity: Double, over backdrop: ScannedColor?) -> ScannedColor? {
        switch backdrop {
        case .literal(let below, let alpha):
            // Over a translucent fill the result is translucent still (`composited` keeps its alpha).
            var top = color
            top.alpha = opacity
            var bottom = below
            bottom.alpha = alpha * below.alpha
            let result = top.composited(over: bottom)
            return .literal(result, alpha: result.alpha >= 1 ? 1 : result.alpha)
        case .themed(let name, let theme, let light, let dark):
            // `opacity` already holds the colour's own alpha: the fill passed on is the opaque
            // colour at `opacity`, or each side (and each side's side, a resource's light and dark
            // values under a theme's) would multiply it in again. SeriesGuide 72ea839fc
            // `fragment_shows_popular.xml:42`, #66000000 over #ebebeb, was 0.4³ = 6.4% black
            // (#dcdcdc, 1.06:1) instead of 40% (#8d8d8d, 2.58:1).
            var opaque = color
            opaque.alpha = 1
            let fill = ScannedColor.literal(opaque, alpha: opacity)
            return .themed("\(written(color, opacity)) over \(name)", theme: theme, light: layer(fill, over: light), dark: layer(fill, over: dark))
        default:
            return nil
        }
    }

    /// The background text of colour `text` is judged on: a neutral fill still translucent (its
    /// backdrop unknown, ``isNeutral(_:)``) composited over black or white, whichever gives the text more contrast, per
    /// appearance; unresolved when the text's colour there is not an opaque literal. Any other
    /// background is returned as it is.
    package static func bestCase(_ background: ScannedColor?, text: ScannedColor?) -> ScannedColor? {
        switch background {
        case .literal(let color, let alpha)? where alpha * color.alpha < 1 && alpha * color.alpha > 0 && isNeutral(color):
            guard case .literal(let ink, let inkAlpha)? = text, inkAlpha * ink.alpha >= 1 else {
                return .unresolved(written(color, alpha * color.alpha), reason: unknownBackdropReason)
            }
            var top = color
            top.alpha = alpha * color.alpha
            let overBlack = top.composited(over: .black)
            let overWhite = top.composited(over: .white)
            return .literal(ink.contrastRatio(to: overBlack) >= ink.contrastRatio(to: overWhite) ? overBlack : overWhite, alpha: 1)
        case .themed(let name, let theme, let light, let dark)?:
            var inks = (text, text)
            if case .themed(_, _, let lightInk, let darkInk)? = text { inks = (lightInk, darkInk) }
            let sides = (bestCase(light, text: inks.0) ?? light, bestCase(dark, text: inks.1) ?? dark)
            if sides.0 == light && sides.1 == dark { return background }
            return .themed("\(name) over black or white, whichever is more legible", theme: theme, light: sides.0, dark: sides.1)
        default:
            return background
        }
    }

    /// Whether a fill is a black, white or grey wash (channels within 5% of each other): a scrim
    /// or a glass drawn over content. A tinted fill (`BitcoinOrange.copy(alpha = 0.1f)` behind
    /// orange text, Amethyst OtsSettingsSection.kt:193) is a tonal chip on the app's surface, which
    /// the rule's window backdrop (white in light, black in dark) stands for.
    static func isNeutral(_ color: SRGBColor) -> Bool {
        let channels = [color.red, color.green, color.blue]
        return (channels.max() ?? 0) - (channels.min() ?? 0) <= 0.05
    }

    /// `#ffffff at 8%`: the fill as a person reads it in a message.
    static func written(_ color: SRGBColor, _ opacity: Double) -> String {
        var opaque = color
        opaque.alpha = 1
        return "\(opaque.hex) at \(Int((opacity * 100).rounded()))%"
    }
}
