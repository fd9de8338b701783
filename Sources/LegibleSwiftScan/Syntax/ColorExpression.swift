import LegibleColor
import LegibleScan
import SwiftSyntax

/// Reads SwiftUI `Color`, `ShapeStyle` and UIKit `UIColor` expressions into `ScannedColor`s.
///
/// Recognised (see Documentation/SwiftScan.md): `Color("Name")`, `UIColor(named: "Name")`,
/// `Color(.name)` (an asset's generated symbol, or a UIKit system colour by its name),
/// `Color(uiColor: …)`, `Color(UIColor.…)`; the system colours `.primary`, `.secondary`,
/// `.red`…`.brown`, `UIColor.label`, `.systemBackground`…; literals `Color(red:green:blue:)`
/// (with `opacity:` and a leading colour space), `Color(white:)`, `UIColor(red:green:blue:alpha:)`,
/// `UIColor(white:alpha:)`, `#colorLiteral(red:green:blue:alpha:)`, `.white`, `.black`, `.clear`,
/// and `.opacity(_:)`/`withAlphaComponent(_:)` on any of them; and the app's own static members
/// of `Color` and `UIColor` extensions in any file (``ExtensionColors``); a `let` of type `Color`
/// the file declares once with such a value (``Constants/colors``).
struct ColorExpressionReader {
    let constants: Constants
    /// Whether a bare `.red` is UIKit's (pure sRGB red) rather than SwiftUI's (system red).
    var uiKit = false
    /// The app's own `Color`/`UIColor` members, from every file (``ExtensionColors``).
    var extensionColors = ExtensionColors()
    /// Names that hold a floating-point number (a colour helper's `Double` parameters,
    /// ``ColorHelperFunctions``), which divide as written: `red / 255.0`.
    var floatingNames: Set<String> = []
    /// The symbols Xcode generates for the app's asset catalog colours
    /// (``ScanResources/assetColorSymbols``), which `Color.x`, `UIColor.x` and `.x` may name.
    var assetSymbols: Set<String> = []

    /// The colour `expression` spells, with where a literal is written (for `color.literal`);
    /// `nil` for anything else.
    func read(_ expression: ExprSyntax) -> ScannedColor? {
        let expression = expression.unparenthesized
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return literal(
                red: macro.arguments.first { $0.label?.text == "red" }?.expression,
                green: macro.arguments.first { $0.label?.text == "green" }?.expression,
                blue: macro.arguments.first { $0.label?.text == "blue" }?.expression,
                alpha: macro.arguments.first { $0.label?.text == "alpha" }?.expression)
        }
        if let value = constantColor(expression) {
            // `chipFill` or `self.chipFill`, a `let` of type `Color`: a SwiftUI colour wherever it is used.
            var reader = self
            reader.uiKit = false
            return reader.read(value)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return named(member) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if call.arguments.isEmpty, call.trailingClosure == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let type = member.base.map({ Self.memberTypes[$0.trimmedDescription] }) ?? (uiKit ? "UIColor" : "Color")
        {
            // `UIColor.nightguardAccent()`: the app's colour function (``ExtensionColors``).
            guard case .color(let color) = extensionColors.lookup("\(member.declName.baseName.text)()", of: type) else { return nil }
            return color
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            guard name == "opacity" || name == "withAlphaComponent", let alpha = constants.number(call.arguments.first?.expression),
                let color = read(base)
            else { return nil }
            return withAlpha(color, alpha)
        }
        guard let type = call.calledName, type == "Color" || type == "UIColor" || type == "SwiftUI.Color" else { return nil }
        if let name = call.argument(nil)?.stringLiteralValue, call.arguments.count <= 2 {
            // `UIColor("#925CF3")` through the app's own `init(_ rgba: String, …)` (Habitica aafd43ae
            // `HabiticaPromotions.swift:375`, read as an asset and its 4.16:1 missed). UIKit has no
            // such initialiser, and SwiftUI's `Color(_:bundle:)` loses to the app's own.
            if extensionColors.hasStringInit(type == "UIColor" ? "UIColor" : "Color"), let color = Self.hexString(name) { return color }
            return .asset(name)
        }
        if let name = call.argument("named")?.stringLiteralValue { return .asset(name) }
        // `UIColor(resource: .brand)`: the generated symbol of the asset "Brand".
        if let member = call.argument("resource")?.unparenthesized.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "ColorResource",
            assetSymbols.contains(member.declName.baseName.text)
        {
            return .asset(member.declName.baseName.text)
        }
        if let inner = call.argument("uiColor") {
            // `Color(uiColor: .x)`: `.x` is a UIColor's member.
            var reader = self
            reader.uiKit = true
            return reader.read(inner)
        }
        if let inner = call.argument("cgColor") { return read(inner) }
        if call.arguments.count == 1, let inner = call.argument(nil) {
            // `Color(.brand)` / `Color(UIColor.systemBackground)` / `Color(.systemBackground)`.
            if let member = inner.unparenthesized.as(MemberAccessExprSyntax.self) {
                let base = member.base?.trimmedDescription
                let symbol = member.declName.baseName.text
                // `Color(UIColor.cryptomatorPrimary)` (Cryptomator `UIColor+CryptomatorColors.swift:28`):
                // the app's own UIColor member, known or not.
                if base == nil || base == "UIColor" || base == "UIKit.UIColor" {
                    switch extensionColors.lookup(symbol, of: "UIColor") {
                    case .color(let color): return color
                    case .unknown: return nil
                    case .notDeclared: break
                    }
                }
                if base == nil || base == "UIColor" || base == "UIKit.UIColor" {
                    if ScannedColor.uiKitSystemNames.contains(symbol) { return .system(symbol) }
                    // `Color(.darkGray)` and `Color(UIColor.darkGray)` are `Color(uiColor: .darkGray)`,
                    // UIKit's fixed #555555, not an asset (SimpleLogin 3313850e `Keyboard Extension/NoSessionView.swift:20`
                    // was reported as an unknown asset and its 2.28:1 on systemGray6 missed).
                    if let value = ScannedColor.uiKitFixedColors[symbol] { return .literal(value, alpha: 1) }
                    return base == nil ? .asset(symbol) : nil
                }
                if base == "ColorResource" { return .asset(symbol) }
            }
            // `Color(UIColor.nightguardAccent())`, `Color(UIColor(red: …))`: a UIColor made by a call.
            if inner.unparenthesized.is(FunctionCallExprSyntax.self) {
                var reader = self
                reader.uiKit = true
                return reader.read(inner)
            }
            return nil
        }
        if call.argument("white") != nil {
            let white = call.argument("white")
            return literal(red: white, green: white, blue: white, alpha: call.argument("alpha") ?? call.argument("opacity"))
        }
        return literal(
            red: call.argument("red"), green: call.argument("green"), blue: call.argument("blue"),
            alpha: call.argument("alpha") ?? call.argument("opacity"))
    }

    /// The value of the file's `let` colour `expression` names (``Constants/colors``).
    private func constantColor(_ expression: ExprSyntax) -> ExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return constants.colors[reference.baseName.text] }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" else { return nil }
        return constants.colors[member.declName.baseName.text]
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional but for three digits, which could as
    /// well be a short asset name such as "bad"); `nil` for anything else.
    static func hexString(_ text: String) -> ScannedColor? {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3 where text.hasPrefix("#"):
            let red = Double((value >> 8) & 0xF) / 15, green = Double((value >> 4) & 0xF) / 15, blue = Double(value & 0xF) / 15
            return .literal(SRGBColor(red: red, green: green, blue: blue), alpha: 1)
        case 6, 8:
            let rgb = digits.count == 8 ? value >> 8 : value
            let alpha = digits.count == 8 ? Double(value & 0xFF) / 255 : 1
            let red = Double((rgb >> 16) & 0xFF) / 255, green = Double((rgb >> 8) & 0xFF) / 255, blue = Double(rgb & 0xFF) / 255
            return .literal(SRGBColor(red: red, green: green, blue: blue), alpha: alpha)
        default: return nil
        }
    }

    private func literal(red: ExprSyntax?, green: ExprSyntax?, blue: ExprSyntax?, alpha: ExprSyntax?) -> ScannedColor? {
        guard let r = component(red), let g = component(green), let b = component(blue) else { return nil }
        let a = alpha == nil ? 1 : component(alpha)
        guard let a, [r, g, b, a].allSatisfy({ (0...1).contains($0) }) else { return nil }
        return .literal(SRGBColor(red: r, green: g, blue: b), alpha: a)
    }

    /// A number, or one number literal divided by another (`187 / 255`, IceCubes
    /// `DesignSystem/Resources/Colors.swift:5`): a `Double` argument makes both `Double`s. Names
    /// are not divided (an `Int` constant would divide as integers) but for ``floatingNames``.
    private func component(_ expression: ExprSyntax?) -> Double? {
        if let value = constants.number(expression) { return value }
        guard let sequence = expression?.unparenthesized.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(sequence.elements)
        guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
            parts[0].is(IntegerLiteralExprSyntax.self) || parts[0].is(FloatLiteralExprSyntax.self) || isFloatingName(parts[0]),
            parts[2].is(IntegerLiteralExprSyntax.self) || parts[2].is(FloatLiteralExprSyntax.self),
            let dividend = constants.number(parts[0]), let divisor = constants.number(parts[2]), divisor != 0
        else { return nil }
        return dividend / divisor
    }

    private func isFloatingName(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self).map { floatingNames.contains($0.baseName.text) } ?? false
    }

    private func withAlpha(_ color: ScannedColor, _ alpha: Double) -> ScannedColor? {
        // `.secondary.opacity(0.5)` (Home Assistant d722d781 `JinjaTemplateEditorSheet.swift:155`, a
        // placeholder at about 1.9:1 that was missed): a label style's value at that alpha.
        if case .system(let name) = color { return ScannedColor.systemName(name, opacity: alpha).map { .system($0) } }
        guard case .literal(let value, let old) = color else { return nil }
        return .literal(value, alpha: old * alpha)
    }

    /// `.primary`, `Color.red`, `UIColor.label`, `.white`, `.accentColor` (not known: `nil`).
    private func named(_ member: MemberAccessExprSyntax) -> ScannedColor? {
        let base = member.base?.trimmedDescription
        let name = member.declName.baseName.text
        // The app's own member first: declared in the app's module, it shadows SwiftUI's or
        // UIKit's of the same name, and one the scan cannot read leaves the colour unknown.
        if let type = base == nil ? (uiKit ? "UIColor" : "Color") : Self.memberTypes[base!] {
            switch extensionColors.lookup(name, of: type) {
            case .color(let color): return color
            case .unknown: return nil
            case .notDeclared: break
            }
        }
        switch name {
        case "white": return base == nil || Self.colorTypes.contains(base!) ? .literal(.white, alpha: 1) : nil
        case "black": return base == nil || Self.colorTypes.contains(base!) ? .literal(.black, alpha: 1) : nil
        case "clear": return base == nil || Self.colorTypes.contains(base!) ? .literal(.black, alpha: 0) : nil
        default: break
        }
        if base == nil || base == "UIColor" || base == "UIKit.UIColor" {
            if ScannedColor.uiKitSystemNames.contains(name) { return .system(name) }
        }
        if (base == nil && uiKit) || base == "UIColor" || base == "UIKit.UIColor", let value = ScannedColor.uiKitFixedColors[name] {
            return .literal(value, alpha: 1)
        }
        if (base == nil && !uiKit) || base == "Color" || base == "SwiftUI.Color", let system = Self.swiftUISystemNames[name] {
            return .system(system)
        }
        // `ColorResource.brand` is the symbol Xcode generates for the asset "Brand". So is
        // `Color.brand` when an asset catalog has that colour and no app code declares the
        // member (tophat bcf81ca9 `OnboardingView.swift:53`, whose text on it was missed); else
        // it may be the app's own static property, so it is not guessed at.
        if base == "ColorResource" { return .asset(name) }
        if base == nil || Self.colorTypes.contains(base!), assetSymbols.contains(name) { return .asset(name) }
        return nil
    }

    private static let colorTypes: Set<String> = ["Color", "SwiftUI.Color", "UIColor", "UIKit.UIColor"]
    /// The type whose ``ExtensionColors`` a member of each written base is.
    private static let memberTypes: [String: String] = ["Color": "Color", "SwiftUI.Color": "Color", "UIColor": "UIColor", "UIKit.UIColor": "UIColor"]

    /// SwiftUI's colours and semantic styles by the UIKit name Apple's table gives them.
    private static let swiftUISystemNames: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel", "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow",
        "green": "systemGreen", "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
        "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray",
        // The hierarchical styles (`.foregroundStyle(.tertiary)`) over the default foreground.
        "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel",
    ]
}
