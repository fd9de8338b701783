import SwiftSyntax

extension SyntaxProtocol {
    /// The value `let name = value` (or `var`) gives `name` before this node: in the block holding
    /// it, then in each block around that one, the nearest declaration first, within the function
    /// or closure holding the node. What a local name stands for (`let viewController =
    /// SPAuthViewController(…)`, `let descriptor = UIFont.preferredFontDescriptor(…)`, `let buttons
    /// = [leftButton, rightButton]`).
    func localValue(of name: String) -> ExprSyntax? {
        var current = Syntax(self)
        while let parent = current.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                var value: ExprSyntax?
                for item in block {
                    if item.id == current.id { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        value = binding.initializer?.value
                    }
                }
                if let value { return value }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent
        }
        return nil
    }
}
