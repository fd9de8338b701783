import LegibleScan
import SwiftSyntax

/// The icon-font glyphs a UIKit code label is only ever given (``EmojiText/isPrivateUseOnly(_:)``):
/// ef-app_ios `IconView.swift:71-74`, `private func makeAwesomeFontIcon(code: String)` setting
/// `label.font = UIFont(name: "FontAwesome", size: 18)` and `label.text = code`, which the file
/// calls only with `"\u{f188}"` (the bug icon), was a `text.fixed-size` warning for a picture.
///
/// Only what the function that makes the label sets: each `label.text = …` in it is a literal of
/// private-use characters, or a parameter of that function, itself private, every call of which
/// in the type passes such a literal. An attributed text, another value or a call from elsewhere
/// leaves the text unknown.
enum PrivateUseTexts {
    /// The emoji (``EmojiRawValues``) or else the icon-font glyphs the view `receiver` only ever shows.
    static func picture(ofReceiver receiver: String, at node: Syntax, scan: SwiftFileScan) -> String? {
        EmojiRawValues.emoji(ofReceiver: receiver, at: node, scan: scan) ?? glyphs(ofReceiver: receiver, at: node)
    }

    static func glyphs(ofReceiver receiver: String, at node: Syntax) -> String? {
        guard receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let function = enclosingFunction(node), let body = function.body
        else { return nil }
        var shown: [String] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == receiver {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id
            else { continue }
            let property = member.declName.baseName.text
            if property == "attributedText" { return nil }
            guard property == "text" else { continue }
            guard let value = assignedValue(member), let glyphs = glyphs(of: value, in: function) else { return nil }
            shown.append(glyphs)
        }
        // Several glyphs are as much pictures as one: the first stands for them in the message.
        return shown.first
    }

    /// The value of `member = value`, `nil` when `member` is not assigned there.
    private static func assignedValue(_ member: MemberAccessExprSyntax) -> ExprSyntax? {
        guard let list = member.parent?.as(ExprListSyntax.self) else { return nil }
        let items = Array(list)
        guard let index = items.firstIndex(where: { $0.id == member.id }), index + 2 < items.count, items[index + 1].is(AssignmentExprSyntax.self)
        else { return nil }
        return items[index + 2]
    }

    /// The private-use text `value` is: a literal, or a parameter every call in the type fills with one.
    private static func glyphs(of value: ExprSyntax, in function: FunctionDeclSyntax) -> String? {
        if let literal = value.stringLiteralValue { return EmojiText.isPrivateUseOnly(literal) ? literal : nil }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
            function.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
            let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
            let type = Syntax(function).enclosingTypeDeclaration
        else { return nil }
        let label = parameter.firstName.text
        var given: [String] = []
        for token in type.tokens(viewMode: .sourceAccurate) where token.text == function.name.text {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { continue }
            guard let argument = call.arguments.first(where: { ($0.label?.text ?? "_") == label }), let literal = argument.expression.stringLiteralValue,
                EmojiText.isPrivateUseOnly(literal)
            else { return nil }
            given.append(literal)
        }
        return given.first
    }

    private static func enclosingFunction(_ node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function }
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }
}
