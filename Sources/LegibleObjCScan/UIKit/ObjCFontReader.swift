import LegibleScan
import LegibleTypeScale

/// Reads Objective-C `UIFont` expressions into `ScannedFont`s, as the Swift reader reads
/// `UIFont` ones.
///
/// Recognised: `[UIFont systemFontOfSize:]` (and `boldSystemFontOfSize:`,
/// `italicSystemFontOfSize:`, `systemFontOfSize:weight:`, `monospacedSystemFontOfSize:weight:`,
/// `monospacedDigitSystemFontOfSize:weight:`), `[UIFont fontWithName:size:]`,
/// `[font fontWithSize:]`, `[UIFont preferredFontForTextStyle:]` (with or without a trait
/// collection), and `scaledFontForFont:` on `[UIFontMetrics defaultMetrics]`,
/// `UIFontMetrics.defaultMetrics`, `[UIFontMetrics metricsForTextStyle:]` or
/// `[[UIFontMetrics alloc] initForTextStyle:]`. A size must be a literal or a constant of the
/// file (``ObjCConstants``); anything else is left unknown.
struct ObjCFontReader {
    let constants: ObjCConstants
    let scope: Int

    /// The font `expression` spells, `nil` when it is not a recognised shape.
    func read(_ expression: ObjCExpression) -> ScannedFont? { read(expression, hops: 0) }

    private func read(_ expression: ObjCExpression, hops: Int) -> ScannedFont? {
        guard hops < 8 else { return nil }
        switch expression {
        case .path(let names) where names.count == 1:
            return constants.value(of: names[0], scope: scope).flatMap { read($0, hops: hops + 1) }
        case .message(let receiver, let selector, let arguments):
            return message(receiver: receiver, selector: selector, arguments: arguments, hops: hops)
        default:
            return nil
        }
    }

    private func message(receiver: ObjCExpression, selector: String, arguments: [ObjCExpression], hops: Int) -> ScannedFont? {
        if selector.hasPrefix("scaledFontForFont:"), let font = arguments.first.flatMap({ read($0, hops: hops + 1) }) {
            guard let relativeTo = metricsStyle(receiver) else { return nil }
            switch font {
            case .fixed(let size, _, let weight, let family), .scaled(let size, _, let weight, let family):
                return .scaled(size: size, relativeTo: relativeTo, weight: weight, family: family)
            case .textStyle, .materialRole:
                return font
            }
        }
        if selector == "fontWithSize:", let size = arguments.first.flatMap(number), let font = read(receiver, hops: hops + 1) {
            // `[[UIFont preferredFontForTextStyle:…] fontWithSize:20]` pins the size.
            return .fixed(size: size, unit: "pt", weight: font.weightOrRegular, family: font.family)
        }
        guard receiver.pathText == "UIFont" else { return nil }
        return classMessage(selector, arguments)
    }

    /// `[UIFont …]`.
    private func classMessage(_ selector: String, _ arguments: [ObjCExpression]) -> ScannedFont? {
        let first = arguments.first
        switch selector {
        case "systemFontOfSize:", "italicSystemFontOfSize:", "systemFontOfSize:weight:", "monospacedSystemFontOfSize:weight:",
            "monospacedDigitSystemFontOfSize:weight:", "systemFontOfSize:weight:width:":
            guard let size = first.flatMap(number) else { return nil }
            let weight = arguments.count > 1 ? Self.weight(arguments[1]) ?? .regular : .regular
            return .fixed(size: size, unit: "pt", weight: weight, family: nil)
        case "boldSystemFontOfSize:":
            guard let size = first.flatMap(number) else { return nil }
            return .fixed(size: size, unit: "pt", weight: .bold, family: nil)
        case "fontWithName:size:":
            guard arguments.count == 2, let size = number(arguments[1]) else { return nil }
            var family: String?
            if case .string(let name) = arguments[0] { family = name }
            return .fixed(size: size, unit: "pt", weight: .regular, family: family)
        case "preferredFontForTextStyle:", "preferredFontForTextStyle:compatibleWithTraitCollection:":
            // Live only with adjustsFontForContentSizeCategory; the view's reader knows.
            return first.flatMap(Self.textStyle).map { .textStyle($0, weight: nil, live: false) }
        default:
            return nil
        }
    }

    /// The size as written when `expression` makes a system or named font sized by one of UIKit's
    /// class constants (`[UIFont systemFontOfSize:[UIFont labelFontSize]]`, `UIFont.smallSystemFontSize`):
    /// fixed, with no value in points Apple's documentation gives (``ScannedElement/fixedSizeConstant``,
    /// as the Swift reader reads it).
    func sizeConstant(_ expression: ObjCExpression) -> String? {
        guard case .message(let receiver, let selector, let arguments) = expression, receiver.pathText == "UIFont" else { return nil }
        let size: ObjCExpression?
        switch selector {
        case "systemFontOfSize:", "italicSystemFontOfSize:", "systemFontOfSize:weight:", "monospacedSystemFontOfSize:weight:",
            "monospacedDigitSystemFontOfSize:weight:", "systemFontOfSize:weight:width:", "boldSystemFontOfSize:":
            size = arguments.first
        case "fontWithName:size:":
            size = arguments.count == 2 ? arguments[1] : nil
        default:
            return nil
        }
        // A local bound to one and never assigned again (``ObjCConstants`` drops those), as the
        // Swift reader traces `let size = …`: Moonlight da470355 `SettingsViewController.m:440`,
        // `CGFloat fontSize = [UIFont smallSystemFontSize];` for `[UIFont systemFontOfSize:fontSize]`
        // at :446 (issue 33, fresh-ios12b D7).
        if let name = size?.name, let bound = constants.value(of: name, scope: scope), let text = Self.constantText(bound) {
            return "a size from `\(name)` (\(text))"
        }
        return size.flatMap(Self.constantText)
    }

    /// `UIFont.smallSystemFontSize` (or `[UIFont smallSystemFontSize]`) as written, for one of the
    /// four constants; `nil` for anything else.
    private static func constantText(_ size: ObjCExpression) -> String? {
        let constants: Set<String> = ["labelFontSize", "systemFontSize", "smallSystemFontSize", "buttonFontSize"]
        guard let text = size.pathText, text.hasPrefix("UIFont."), constants.contains(String(text.dropFirst("UIFont.".count))) else { return nil }
        return text
    }

    /// The text style a `UIFontMetrics` scales with (Body for the default metrics); `nil` when
    /// the receiver is not a metrics object the reader knows.
    private func metricsStyle(_ receiver: ObjCExpression) -> TextStyle? {
        if receiver.pathText == "UIFontMetrics.defaultMetrics" { return .body }
        guard case .message(_, let selector, let arguments) = receiver else { return nil }
        switch selector {
        case "metricsForTextStyle:", "initForTextStyle:":
            return arguments.first.flatMap(Self.textStyle)
        default:
            return nil
        }
    }

    /// A number literal or a constant of the file that is one.
    func number(_ expression: ObjCExpression) -> Double? {
        switch expression {
        case .number(let value): return value
        case .path(let names) where names.count == 1:
            guard case .number(let value)? = constants.value(of: names[0], scope: scope) else { return nil }
            return value
        default: return nil
        }
    }

    /// `UIFontTextStyleBody` (and the other ten constants) as a text style.
    static func textStyle(_ expression: ObjCExpression) -> TextStyle? {
        guard let name = expression.name, name.hasPrefix("UIFontTextStyle") || name.hasPrefix("UICTFontTextStyle") else { return nil }
        return try? TextStyle(parsing: name)
    }

    /// `UIFontWeightSemibold` (and the other eight constants) as a weight.
    static func weight(_ expression: ObjCExpression) -> FontWeight? {
        guard let name = expression.name, name.hasPrefix("UIFontWeight"), name.count > 12 else { return nil }
        let bare = name.dropFirst(12)
        return FontWeight(caseName: bare.prefix(1).lowercased() + bare.dropFirst())
    }
}
