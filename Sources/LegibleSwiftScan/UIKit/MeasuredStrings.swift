import SwiftSyntax

/// An attributed string made only to be measured, never drawn: its font sizes a view
/// (`textFieldString.size().width`), and no element shows it, so its fixed size is no
/// `text.fixed-size`. omnivore `LabelsEntryView.swift:98`, `var textFieldString: NSAttributedString
/// { NSAttributedString(string: searchTerm, attributes: [.font: UIFont.systemFont(ofSize: 14)]) }`
/// whose one use is `textFieldString.size().width` (:121) to width a text field whose own 14 pt
/// font (:132) is reported there, was a wrong warning (fresh-ios20c).
///
/// Read in the file: the string is `NSAttributedString(string:attributes:)` measured where it is
/// made (`….size()`, `….boundingRect(…)`), or the value of a local `let` or of a computed
/// property that is not `public` or `open` (its getter's only expression, under `#if` or not),
/// every use of whose name in the file is such a measurement. A use passed anywhere else (a
/// `Text`, `attributedText =`) may be drawn, and the font is judged.
enum MeasuredStrings {
    /// The calls that measure an attributed string.
    private static let measurements: Set<String> = ["size", "boundingRect"]

    /// Whether the attributes `dictionary` style only a string that is measured.
    static func isOnlyMeasured(_ dictionary: DictionaryExprSyntax) -> Bool {
        guard let argument = dictionary.parent?.as(LabeledExprSyntax.self), argument.label?.text == "attributes",
            let made = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            ["NSAttributedString", "NSMutableAttributedString"].contains(made.calledName ?? "")
        else { return false }
        if isMeasured(ExprSyntax(made)) { return true }
        guard let (name, scope) = holder(of: made) else { return false }
        var uses = 0
        for token in scope.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            // The declaration's own name.
            if token.parent?.is(IdentifierPatternSyntax.self) == true { continue }
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), isMeasured(ExprSyntax(reference)) else { return false }
            uses += 1
        }
        return uses > 0
    }

    /// Whether `expression` is the base of a measuring call: `expression.size()`, `expression.boundingRect(…)`.
    private static func isMeasured(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
            measurements.contains(member.declName.baseName.text),
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        else { return false }
        return true
    }

    /// The name that holds the string `made`, and the syntax its uses are in: a local `let`'s
    /// block, or the file for a computed property's getter.
    private static func holder(of made: FunctionCallExprSyntax) -> (String, Syntax)? {
        var node = Syntax(made)
        // Up through the getter's `#if` clauses and statement list to its binding.
        while let parent = node.parent {
            if let binding = parent.as(PatternBindingSyntax.self) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
                else { return nil }
                if binding.initializer?.value.id == made.id, variable.bindingSpecifier.tokenKind == .keyword(.let),
                    let block = variable.parent?.parent?.as(CodeBlockItemListSyntax.self)
                {
                    return (name, Syntax(block))
                }
                guard binding.accessorBlock != nil, isOnlyExpression(made, of: binding),
                    !variable.modifiers.contains(where: { ["public", "open"].contains($0.name.text) })
                else { return nil }
                return (name, Syntax(made.root))
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { return nil }
            node = parent
        }
        return nil
    }

    /// Whether `made` is the only statement of each branch of the getter: no other statement
    /// can hand it to a view first.
    private static func isOnlyExpression(_ made: FunctionCallExprSyntax, of binding: PatternBindingSyntax) -> Bool {
        var node = Syntax(made)
        while let parent = node.parent, parent.id != binding.id {
            if let list = parent.as(CodeBlockItemListSyntax.self), list.count != 1 { return false }
            // A `return` is the statement's only expression too.
            if !(parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self) || parent.is(ReturnStmtSyntax.self)
                || parent.is(IfConfigClauseSyntax.self) || parent.is(IfConfigClauseListSyntax.self) || parent.is(IfConfigDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(AccessorDeclListSyntax.self)
                || parent.is(CodeBlockSyntax.self))
            {
                return false
            }
            node = parent
        }
        return true
    }
}
