import LegibleColor
import LegibleScan

/// Reads Objective-C `UIColor` expressions into `ScannedColor`s: `[UIColor whiteColor]` and
/// UIKit's other fixed colours, the system and semantic colours (`[UIColor labelColor]`,
/// `UIColor.systemBackgroundColor`), `[UIColor colorNamed:@"Brand"]`,
/// `[UIColor colorWithRed:green:blue:alpha:]` and `[UIColor colorWithWhite:alpha:]` with
/// literal components. Anything else (a category method, a macro) is left unknown.
struct ObjCColorReader {
    let fonts: ObjCFontReader

    /// The colour `expression` spells, `nil` for anything else.
    func read(_ expression: ObjCExpression) -> ScannedColor? {
        if case .path(let names) = expression, names.count == 2, names[0] == "UIColor" { return named(names[1]) }
        guard case .message(let receiver, let selector, let arguments) = expression, receiver.pathText == "UIColor" else { return nil }
        switch selector {
        case "colorNamed:":
            guard case .string(let name)? = arguments.first else { return nil }
            return .asset(name)
        case "colorWithRed:green:blue:alpha:" where arguments.count == 4:
            return literal(arguments[0], arguments[1], arguments[2], alpha: arguments[3])
        case "colorWithWhite:alpha:" where arguments.count == 2:
            return literal(arguments[0], arguments[0], arguments[0], alpha: arguments[1])
        default:
            return arguments.isEmpty ? named(selector) : nil
        }
    }

    /// `whiteColor`, `labelColor`, `systemBackgroundColor`.
    private func named(_ selector: String) -> ScannedColor? {
        guard selector.hasSuffix("Color") else { return nil }
        let name = String(selector.dropLast(5))
        if name == "clear" { return .literal(.white, alpha: 0) }
        if let value = Self.fixed[name] { return .literal(value, alpha: 1) }
        return Self.systemNames.contains(name) ? .system(name) : nil
    }

    private func literal(_ red: ObjCExpression, _ green: ObjCExpression, _ blue: ObjCExpression, alpha: ObjCExpression) -> ScannedColor? {
        guard let r = fonts.number(red), let g = fonts.number(green), let b = fonts.number(blue), let a = fonts.number(alpha),
            [r, g, b, a].allSatisfy({ (0...1).contains($0) })
        else { return nil }
        return .literal(SRGBColor(red: r, green: g, blue: b), alpha: a)
    }

    /// UIKit's fixed colours (`[UIColor redColor]` is pure red, not system red).
    private static let fixed: [String: SRGBColor] = [
        "white": .white, "black": .black, "red": SRGBColor(red: 1, green: 0, blue: 0), "green": SRGBColor(red: 0, green: 1, blue: 0),
        "blue": SRGBColor(red: 0, green: 0, blue: 1), "cyan": SRGBColor(red: 0, green: 1, blue: 1), "yellow": SRGBColor(red: 1, green: 1, blue: 0),
        "magenta": SRGBColor(red: 1, green: 0, blue: 1), "orange": SRGBColor(red: 1, green: 0.5, blue: 0), "purple": SRGBColor(red: 0.5, green: 0, blue: 0.5),
        "brown": SRGBColor(red: 0.6, green: 0.4, blue: 0.2), "gray": SRGBColor(red: 0.5, green: 0.5, blue: 0.5),
        "darkGray": SRGBColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3), "lightGray": SRGBColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
    ]

    /// UIKit's system and semantic colour names, as the Swift reader knows them.
    private static let systemNames: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "separator", "opaqueSeparator",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint",
        "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray",
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "lightText", "darkText",
    ]
}

extension ScannedColor {
    /// Whether the colour lets what is behind it show through: as a background, what the text
    /// really sits on is then not known.
    var isTranslucent: Bool {
        guard case .literal(let value, let alpha) = self else { return false }
        return alpha < 1 || value.alpha < 1
    }
}
