import SwiftSyntax

extension SyntaxProtocol {
    /// The value `let name = value` (or `var`) gives `name` in a block around this node, nearest
    /// block first, within the function or closure holding it: what a local name stands for
    /// (`let viewController = SPAuthViewController(…)`, `let descriptor = UIFont.preferredFontDescriptor(…)`).
    func localValue(of name: String) -> ExprSyntax? {
        var current = parent
        while let ancestor = current {
            if let block = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }
}
