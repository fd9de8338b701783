import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// `UIFont(descriptor:size: 0)` of a text style's descriptor: a size of 0 keeps the descriptor's
/// own size (Apple), so the font is that style at the size of the moment, live only with
/// `adjustsFontForContentSizeCategory` like `preferredFont(forTextStyle:)` (Delta adee3c5c
/// `WhatsNewViewController.swift:87`, `GameCollectionViewController.swift:559`,
/// `SaveStatesViewController.swift:644`, `SaveStatesCollectionHeaderView.swift:83`, bold
/// descriptors of `.largeTitle`, `.subheadline` and `.title3`, were missed).
extension FontExpressionReader {
    func descriptorFont(_ call: FunctionCallExprSyntax) -> FontReading? {
        // Another size pins the font, but the descriptor's family is not read: left unknown.
        guard constants.number(call.argument("size")) == 0, let descriptor = call.argument("descriptor"),
            let (style, bold) = descriptorStyle(descriptor, call: call, depth: 0)
        else { return nil }
        return FontReading(font: .textStyle(style, weight: bold ? .bold : nil, live: false))
    }

    /// The text style of `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`, through
    /// `.withSymbolicTraits(…)` (with `!`, `?`, `??`) and a local `let`/`var` holding it, and
    /// whether a trait it is given is bold.
    private func descriptorStyle(_ expression: ExprSyntax, call: FunctionCallExprSyntax, depth: Int) -> (TextStyle, Bool)? {
        guard depth < 4 else { return nil }
        let expression = expression.unparenthesized
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return descriptorStyle(unwrap.expression, call: call, depth: depth) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return descriptorStyle(optional.expression, call: call, depth: depth) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
            return descriptorStyle(elements[0], call: call, depth: depth)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let value = call.localValue(of: reference.baseName.text) else { return nil }
            return descriptorStyle(value, call: call, depth: depth + 1)
        }
        guard let made = expression.as(FunctionCallExprSyntax.self), let member = made.calledExpression.as(MemberAccessExprSyntax.self) else {
            return nil
        }
        switch member.declName.baseName.text {
        case "preferredFontDescriptor":
            guard let style = textStyle(made.argument("withTextStyle")) else { return nil }
            return (style, false)
        case "withSymbolicTraits":
            guard let base = member.base, let (style, bold) = descriptorStyle(base, call: call, depth: depth) else { return nil }
            return (style, bold || made.arguments.first?.expression.trimmedDescription.contains("traitBold") == true)
        default:
            return nil
        }
    }
}
