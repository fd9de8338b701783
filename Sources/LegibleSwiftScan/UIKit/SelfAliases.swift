import SwiftSyntax

/// Names code binds to `self` in a closure that captures it weakly: `guard let strongSelf = self`
/// (Pocket Casts c23892d1 PodcastListViewController.swift:283,
/// `strongSelf.noPodcastsView.isHidden = …`), `if let this = self { … }`, `let me = self`. A
/// property set through one is set on the enclosing type's own view.
enum SelfAliases {
    /// Whether `name` is bound to `self` by a statement or condition around `node`, within the
    /// enclosing type.
    static func isAlias(_ name: String, around node: some SyntaxProtocol) -> Bool {
        guard name != "self", !name.isEmpty else { return false }
        var current = Syntax(node).parent
        while let ancestor = current, !ancestor.is(ClassDeclSyntax.self), !ancestor.is(StructDeclSyntax.self), !ancestor.is(ExtensionDeclSyntax.self) {
            if let list = ancestor.as(CodeBlockItemListSyntax.self), list.contains(where: { binds(name, in: $0.item) }) { return true }
            if let conditional = ancestor.as(IfExprSyntax.self), conditional.conditions.contains(where: { binds(name, condition: $0.condition) }) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// `guard let name = self else …` or `let name = self`.
    private static func binds(_ name: String, in item: CodeBlockItemSyntax.Item) -> Bool {
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return guardStatement.conditions.contains { binds(name, condition: $0.condition) }
        }
        guard let declaration = item.as(VariableDeclSyntax.self) else { return false }
        return declaration.bindings.contains { binding in
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && isSelf(binding.initializer?.value)
        }
    }

    /// `let name = self` as an optional binding condition.
    private static func binds(_ name: String, condition: ConditionElementSyntax.Condition) -> Bool {
        guard let binding = condition.as(OptionalBindingConditionSyntax.self) else { return false }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && isSelf(binding.initializer?.value)
    }

    private static func isSelf(_ expression: ExprSyntax?) -> Bool {
        expression?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
