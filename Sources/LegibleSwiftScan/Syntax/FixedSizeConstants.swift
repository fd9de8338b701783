import SwiftSyntax

/// UIKit's class constants of font size, `UIFont.labelFontSize`, `.systemFontSize`,
/// `.smallSystemFontSize` and `.buttonFontSize`, as the size of a font made in code
/// (`UIFont.systemFont(ofSize: UIFont.labelFontSize * 0.8)`, ownCloud 0ac09a30
/// UniversalItemListCell.swift:214; NetNewsWire 834decfa ArticleSearchBar.swift:119).
///
/// Each is one number for the whole app, which no text size a person chooses changes, so the
/// font is fixed. Apple's documentation of them gives no value in points (only "the standard font
/// size, in points, for labels"), so the size is kept as written and nothing is measured at it
/// (``ScannedElement/fixedSizeConstant``).
extension FontExpressionReader {
    /// The size as written when `expression` makes a font whose size is one of the constants, or
    /// arithmetic on one with number literals or the file's constants; `nil` for any other font.
    func fixedSizeConstant(_ expression: ExprSyntax) -> String? {
        let expression = expression.unparenthesized
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return fixedSizeConstant(unwrap.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return fixedSizeConstant(optional.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `UIFont(name: "Avenir", size: UIFont.labelFontSize) ?? …`: the first is the one meant.
            let elements = Array(sequence.elements)
            if elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) {
                // `style == .subtitle ? UIFont.systemFont(ofSize: UIFont.systemFontSize) : UIFont.systemFont(ofSize:
                // UIFont.labelFontSize)` (ownCloud 0ac09a30 ThemeTableViewCell.swift:130): fixed in the branches named.
                let named = [fixedSizeConstant(ternary.thenExpression), fixedSizeConstant(elements[elements.count - 1])].compactMap { $0 }
                return named.isEmpty ? nil : named.joined(separator: " or ")
            }
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
            return fixedSizeConstant(Self.switchesToNil(elements[0]) ? elements[2] : elements[0])
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        // An app's font function (`.appFont(withSize: FontSizeSelection.current.contentFontSize, weight:
        // .bold)`, primal-ios-app Font+Extra.swift:11-25): its body, and in it the case its `switch` takes.
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty, case .font(let returned)? = Self.switchedReturn(closure) {
            return fixedSizeConstant(returned)
        }
        guard let size = sizeArgument(call) else { return appFunctionBody(call).flatMap { $0.reader.fixedSizeConstant($0.body) } }
        if let parameter = SizeParameters.numberParameter(size) { return parameter }
        if let traced = SizeVariables.describe(size, constants: constants) { return traced }
        if let scaled = AppScaledSizes.describe(size, constants: constants, fileMentionsDynamicType: fileMentionsDynamicType) { return scaled }
        // `UIFont.systemFont(ofSize: Values.mediumFontSize)`: a number constant of the app (``AppSizeConstants``).
        if let constant = appFonts.sizes.describe(size) { return constant }
        guard mentionsOnlyConstants(size) else { return nil }
        return size.trimmedDescription
    }

    /// `.system(size: Values.mediumFontSize)`, with or without `.bold()`, `.weight(…)` and the
    /// modifiers that keep the size: the size another file's constant fixes (``AppSizeConstants``),
    /// as a SwiftUI `.font(…)` gives it; `nil` for any other font.
    func appSizeConstant(_ expression: ExprSyntax) -> String? {
        var call = expression.unparenthesized.as(FunctionCallExprSyntax.self)
        while let current = call, let member = current.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.unparenthesized.as(FunctionCallExprSyntax.self)
        {
            guard ["weight", "bold", "italic", "monospacedDigit", "monospaced", "smallCaps", "leading", "width"].contains(member.declName.baseName.text)
            else { return nil }
            call = base
        }
        guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "system",
            let size = call.argument("size")
        else { return nil }
        let base = member.base?.trimmedDescription
        guard base == nil || base == "Font" || base == "SwiftUI.Font" else { return nil }
        // A file-private struct's `let` every initializer sets to a number (``LiteralStructSizes``).
        return appFonts.sizes.describe(size) ?? LiteralStructSizes.describe(size)
    }

    /// The constants, by name.
    static let sizeConstants: Set<String> = ["labelFontSize", "systemFontSize", "smallSystemFontSize", "buttonFontSize"]

    /// The size argument of a call that makes a UIKit font of a given size.
    private func sizeArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "UIFont" && call.hasLabels(["name", "size"]) ? call.argument("size") : nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let base = member.base?.trimmedDescription
        switch member.declName.baseName.text {
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            return base == nil || base == "UIFont" || base == "UIKit.UIFont" ? call.argument("ofSize") : nil
        case "withSize":
            return call.arguments.count == 1 ? call.arguments.first?.expression : nil
        case "system":
            // SwiftUI's `Font.system(size:weight:design:)`.
            return base == nil || base == "Font" || base == "SwiftUI.Font" ? call.argument("size") : nil
        default:
            return nil
        }
    }

    /// Whether `size` is one of the constants, alone or in arithmetic (`* 0.8`, `+ 2`) with
    /// numbers the file gives.
    private func mentionsOnlyConstants(_ size: ExprSyntax) -> Bool {
        var parts: [ExprSyntax] = [size.unparenthesized]
        if let sequence = parts[0].as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count % 2 == 1 else { return false }
            for (index, element) in elements.enumerated() where index % 2 == 1 {
                guard let operation = element.as(BinaryOperatorExprSyntax.self), ["*", "/", "+", "-"].contains(operation.operator.text) else {
                    return false
                }
            }
            parts = stride(from: 0, to: elements.count, by: 2).map { elements[$0].unparenthesized }
        }
        var named = false
        for part in parts {
            if isSizeConstant(part) {
                named = true
            } else if constants.number(part) == nil {
                return false
            }
        }
        return named
    }

    /// `UIFont.labelFontSize` or `UIKit.UIFont.labelFontSize` (a bare `.labelFontSize` in a size
    /// argument would name a member of `CGFloat`, which has none such).
    private func isSizeConstant(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), Self.sizeConstants.contains(member.declName.baseName.text) else {
            return false
        }
        let base = member.base?.trimmedDescription
        return base == "UIFont" || base == "UIKit.UIFont"
    }
}
