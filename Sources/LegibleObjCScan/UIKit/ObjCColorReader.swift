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
        if let value = ScannedColor.uiKitFixedColors[name] { return .literal(value, alpha: 1) }
        return ScannedColor.uiKitSystemNames.contains(name) ? .system(name) : nil
    }

    private func literal(_ red: ObjCExpression, _ green: ObjCExpression, _ blue: ObjCExpression, alpha: ObjCExpression) -> ScannedColor? {
        guard let r = fonts.number(red), let g = fonts.number(green), let b = fonts.number(blue), let a = fonts.number(alpha),
            [r, g, b, a].allSatisfy({ (0...1).contains($0) })
        else { return nil }
        return .literal(SRGBColor(red: r, green: g, blue: b), alpha: a)
    }
}
