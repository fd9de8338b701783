import LegibleScan
import SwiftSyntax

/// An attributes dictionary given only to a lone dot of a longer attributed string: the call
/// that takes it names the part it styles as a dot (`decorate(textToDecorate: badgeSymbol,
/// attributes: [.font: UIFont.systemFont(ofSize: 10, weight: .bold)])` with `let badgeSymbol =
/// "●"`, or `addAttributes([.font: …], range: (text as NSString).range(of: "●"))`). Its font
/// sizes an indicator's shape, not text a person reads, as a label showing only the dot does
/// (``ScannedElement/pictogram``): 2fas-ios 693a08e5 `MainMenuViewController.swift:65`, the
/// unread badge after a menu title, was a `text.fixed-size` warning (fresh-ios17a D).
enum AttributedDots {
    /// The dot the call holding `dictionary` applies it to, `nil` when an argument of that call
    /// is not a lone dot (a string literal, a name bound to one in an enclosing block, or such a
    /// value given to `range(of:)`).
    static func dot(styledBy dictionary: DictionaryExprSyntax) -> String? {
        guard let argument = dictionary.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        return dot(amongArgumentsOf: call)
    }

    /// The dot an argument of `call` names (`addAttribute(.font, value: …, range: …)`'s range).
    static func dot(amongArgumentsOf call: FunctionCallExprSyntax) -> String? {
        for argument in call.arguments {
            if let dot = dot(argument.expression) { return dot }
        }
        return nil
    }

    private static func dot(_ expression: ExprSyntax) -> String? {
        let expression = expression.unparenthesized
        if let literal = literalText(expression) { return EmojiText.isDotGlyph(literal) ? literal : nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            let bound = boundLiteral(reference.baseName.text, around: expression)
        {
            return EmojiText.isDotGlyph(bound) ? bound : nil
        }
        // `(text as NSString).range(of: "●")`, `text.range(of: badgeSymbol)`.
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledName == "range", call.arguments.count == 1,
            let searched = call.argument("of")
        {
            return dot(searched)
        }
        return nil
    }

    /// A string literal of one segment, as written.
    private static func literalText(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// The literal a `let name = "…"` of an enclosing block binds `name` to, the nearest first.
    private static func boundLiteral(_ name: String, around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let block = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                        let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                    else { continue }
                    return binding.initializer.flatMap { literalText($0.value) }
                }
            }
            if ancestor.isProtocol(DeclGroupSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }
}
