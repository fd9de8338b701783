import SwiftSyntax

extension SyntaxProtocol {
    /// The value a local `let name = value` gives `name` where this node reads it, looking out
    /// through the closures around the node to the function that holds them: a `let` is never
    /// assigned again, so a closure that captures it reads the value it was bound to.
    /// unstoppable-wallet-ios 426cdf59 `CellComponent.swift:156-169` binds `let titleFont: UIFont =
    /// .subhead2` in `static func fromToRow` and sets it in `.text { component in component.font =
    /// titleFont }`; the same name bound to other fonts in the file's other functions left it out of
    /// the file's constants, so the fixed title and address of every send confirmation were missed
    /// (fresh-ios26a pattern 6a). `nil` when the nearest declaration is not a `let` with a value, or a
    /// closure on the way binds the name as a parameter.
    func capturedLetValue(of name: String) -> ExprSyntax? {
        var current = Syntax(self)
        while let parent = current.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self), let found = Self.declaration(of: name, in: block, before: current) {
                return found.bindingSpecifier.tokenKind == .keyword(.let) && found.bindings.count == 1 ? found.bindings.first?.initializer?.value : nil
            }
            if let closure = parent.as(ClosureExprSyntax.self), Self.closure(closure, binds: name) { return nil }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// The last declaration of `name` in `block` before the item holding `node`.
    private static func declaration(of name: String, in block: CodeBlockItemListSyntax, before node: Syntax) -> VariableDeclSyntax? {
        var found: VariableDeclSyntax?
        for item in block {
            if item.id == node.id { break }
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            if variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) { found = variable }
        }
        return found
    }

    /// Whether a closure's parameters (`component in`, `(a, b) in`) or captures name `name`.
    private static func closure(_ closure: ClosureExprSyntax, binds name: String) -> Bool {
        guard let signature = closure.signature else { return false }
        return signature.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}
