import SwiftSyntax

/// A label code makes with `UILabel()` (or `UILabel(frame:)`) and never gives a font or an
/// attributed text: it shows UIKit's default label font, a fixed 17 pt system font that no text
/// size a person chooses changes. Shrinking it undoes no chosen size, so, as for any fixed font,
/// it is no `text.shrinks` finding (the rule's documentation). 2fas-ios 693a08e5
/// `SettingsMenuViewController+TableCellHandling.swift:93-103`, a "donate" label that shrinks to
/// 30% with no font set, was a `text.shrinks` warning (fresh-ios17a B).
///
/// The size is not reported as `text.fixed-size`: a font set through another name the view is
/// handed to is not followed, so the label's font is left unknown rather than guessed.
enum DefaultFontLabels {
    /// Whether `receiver` is a local an enclosing block declares as a plain `UILabel()` that the
    /// block never gives a `font` or `attributedText`, nor the enclosing type through the name a
    /// closure returning it is bound to.
    static func keepsDefaultFont(_ receiver: String, at node: Syntax) -> Bool {
        guard receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let block = declaringBlock(of: receiver, around: node) else {
            return false
        }
        guard !setsFont(receiver, in: block.description) else { return false }
        // `let donateLabel = { let label = UILabel(); …; return label }()`: the view is `donateLabel`
        // after, anywhere in the type (a stored property's too).
        if let closure = block.parent?.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self),
            let bound = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)
        {
            var scope = Syntax(call)
            while let parent = scope.parent, !scope.isProtocol(DeclGroupSyntax.self) { scope = parent }
            return !setsFont(bound.identifier.text, in: scope.description)
        }
        // Returned from a function: its caller may give it a font the scan does not follow.
        return !block.contains { $0.item.as(ReturnStmtSyntax.self)?.expression?.trimmedDescription == receiver }
    }

    /// Whether `text` names `name.font` or `name.attributedText` (`?.` too), `name` a whole word.
    private static func setsFont(_ name: String, in text: String) -> Bool {
        for property in ["font", "attributedText"] {
            for written in ["\(name).\(property)", "\(name)?.\(property)"] {
                var searched = text[...]
                while let range = searched.range(of: written) {
                    let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                    let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                    let isWord = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
                    if !isWord(before) && !isWord(after) { return true }
                    searched = text[range.upperBound...]
                }
            }
        }
        return false
    }

    /// The nearest enclosing block that declares `name` as `UILabel()`/`UILabel(frame: …)`;
    /// `nil` when the nearest declaration of it is anything else.
    private static func declaringBlock(of name: String, around node: Syntax) -> CodeBlockItemListSyntax? {
        var current = node.parent
        while let ancestor = current, !ancestor.isProtocol(DeclGroupSyntax.self) {
            if let block = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                    else { continue }
                    guard binding.typeAnnotation == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                        call.calledExpression.trimmedDescription == "UILabel", call.trailingClosure == nil,
                        call.arguments.isEmpty || (call.arguments.count == 1 && call.arguments.first?.label?.text == "frame")
                    else { return nil }
                    return block
                }
            }
            current = ancestor.parent
        }
        return nil
    }
}
