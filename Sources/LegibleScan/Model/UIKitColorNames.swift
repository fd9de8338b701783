import LegibleColor

// UIKit's colour names, shared by the Swift and Objective-C readers: `UIColor.red` and
// `[UIColor redColor]` are the same fixed colour, `.label` and `labelColor` the same semantic
// one, so the two readers read them from one list.

extension ScannedColor {
    /// UIKit's fixed colours by name (`UIColor.red` is pure red, not system red), per the
    /// `UIColor` documentation's component values.
    package static let uiKitFixedColors: [String: SRGBColor] = [
        "white": .white, "black": .black, "red": SRGBColor(red: 1, green: 0, blue: 0), "green": SRGBColor(red: 0, green: 1, blue: 0),
        "blue": SRGBColor(red: 0, green: 0, blue: 1), "cyan": SRGBColor(red: 0, green: 1, blue: 1), "yellow": SRGBColor(red: 1, green: 1, blue: 0),
        "magenta": SRGBColor(red: 1, green: 0, blue: 1), "orange": SRGBColor(red: 1, green: 0.5, blue: 0), "purple": SRGBColor(red: 0.5, green: 0, blue: 0.5),
        "brown": SRGBColor(red: 0.6, green: 0.4, blue: 0.2), "gray": SRGBColor(red: 0.5, green: 0.5, blue: 0.5),
        "darkGray": SRGBColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3), "lightGray": SRGBColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
    ]

    /// UIKit's system and semantic colour names (`UIColor.label`, `.systemBackground`): a colour
    /// the scan resolves per appearance (`.system(name)`).
    package static let uiKitSystemNames: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "separator", "opaqueSeparator",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint",
        "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray",
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "lightText", "darkText",
    ]

    /// Whether the colour lets what is behind it show through (`.clear`, `.opacity(0.5)`): as a
    /// background, what the text really sits on is then not known.
    package var isTranslucent: Bool {
        if case .system(let name) = self { return Self.systemOpacity(name) != nil }
        guard case .literal(let value, let alpha) = self else { return false }
        return alpha < 1 || value.alpha < 1
    }

    /// A text style of Apple's at an opacity (`.secondary.opacity(0.5)`), as the Swift reader
    /// names it: `secondaryLabel.opacity(0.5)`. Only the label styles, made for text, are composed.
    package static func systemName(_ name: String, opacity: Double) -> String? {
        guard labelStyles.contains(name), (0...1).contains(opacity) else { return nil }
        return "\(name).opacity(\(opacity))"
    }

    /// The style and opacity of a name ``systemName(_:opacity:)`` made; `nil` for any other.
    package static func systemOpacity(_ name: String) -> (name: String, opacity: Double)? {
        guard name.hasSuffix(")"), let open = name.range(of: ".opacity(") else { return nil }
        let base = String(name[..<open.lowerBound])
        guard labelStyles.contains(base), let opacity = Double(name[open.upperBound...].dropLast()) else { return nil }
        return (base, opacity)
    }

    private static let labelStyles: Set<String> = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel"]
}
