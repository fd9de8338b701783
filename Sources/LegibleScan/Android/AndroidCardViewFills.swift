import LegibleColor
import LegibleReporting
import LegibleSyntax

/// The fills androidx CardView's own library styles give a card that names no
/// `cardBackgroundColor` of its own: `CardView.Light` is `cardview_light_background` (white) and
/// `CardView.Dark` `cardview_dark_background` (`#424242`). A plain `CardView` (the default
/// `CardView` style, which sets none) takes a colour computed from the theme at run time, and
/// Material's cards their theme's surface: neither is here.
///
/// `Tables/android-cardview-colors.csv` gives each value's source, and a test compares every cell.
enum AndroidCardViewFills {
    /// Library style → its `cardBackgroundColor` as `0xRRGGBB` (both are opaque).
    static let fills: [String: UInt32] = ["CardView.Light": 0xFFFFFF, "CardView.Dark": 0x424242]

    /// The fill of a card whose style chain ends in `library`; `nil` for a style the table does not hold.
    static func fill(ofLibraryStyle library: String) -> SRGBColor? {
        fills[library].map { SRGBColor(red8: UInt8(($0 >> 16) & 0xFF), green8: UInt8(($0 >> 8) & 0xFF), blue8: UInt8($0 & 0xFF)) }
    }
}

extension AndroidLayoutWalk {
    /// An androidx `CardView`'s fill from its style when it sets no `cardBackgroundColor`: the
    /// style it names (`@style/X`, or `?attr/X` as the application theme gives it) followed to
    /// `CardView.Light` or `CardView.Dark`, in light and in dark mode, or to an app style's own
    /// `cardBackgroundColor`. gh4a 39f03ffe release.xml:17 is `style="?attr/cardViewTheme"`, which
    /// the theme gives as `CardView.DayNight` ← `CardView.Light` (`CardView.Dark` in
    /// `values-night`): white, so its `?colorAccent` text (#65b345, 2.6:1) was never judged.
    /// `nil` when a side is not known: the caller leaves the card's fill unresolved.
    mutating func cardViewStyleFill(_ view: AndroidView, id: String, location: Finding.Location) -> ScannedColor? {
        guard view.tag == "CardView", let written = view.attributes["style"] else { return nil }
        var sides: [ScannedColor] = []
        for dark in [false, true] {
            guard let style = cardStyleName(written, dark: dark),
                let resolved = try? resources.resolveStyle(style.name, isFramework: style.isFramework, night: dark)
            else { return nil }
            if let own = resolved.items["app:cardBackgroundColor"] {
                guard let color = color(own, id: id, location: location) else { return nil }
                sides.append(color)
            } else if let library = resolved.library, !library.isFramework, let fill = AndroidCardViewFills.fill(ofLibraryStyle: library.name) {
                sides.append(.literal(fill, alpha: 1))
            } else {
                return nil
            }
        }
        if sides[0] == sides[1] { return sides[0] }
        return .themed(written, theme: resources.applicationTheme?.name ?? "", light: sides[0], dark: sides[1])
    }

    /// The style a card's `style=` names in light or dark mode: `@style/X` as written, `?attr/X`
    /// as the application theme sets it (`nil` when it sets no style there).
    private func cardStyleName(_ written: String, dark: Bool) -> (name: String, isFramework: Bool)? {
        if let reference = AndroidValueSyntax.reference(written), reference.type == "style" { return (reference.name, reference.isFramework) }
        guard let attribute = AndroidValueSyntax.themeAttribute(written), !attribute.isFramework,
            case .value(let value)? = try? resources.themeValue(attribute.name, isFramework: false, dark: dark),
            let reference = AndroidValueSyntax.reference(value), reference.type == "style"
        else { return nil }
        return (reference.name, reference.isFramework)
    }
}
