import SwiftSyntax

extension UIKitReader {
    /// The scope a receiver's name belongs to (see ``UIKitReceiver``).
    static func scopeKey(_ receiver: String, node: some SyntaxProtocol) -> String {
        let root = String(receiver.prefix { $0 != "." && $0 != "[" && $0 != "(" })
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                if root.hasPrefix("$") { return "\(closure.id)" }
                if let parameters = closure.signature?.parameterClause,
                    parameters.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(Substring(root))
                {
                    return "\(closure.id)"
                }
            }
            if let block = ancestor.as(CodeBlockItemListSyntax.self), declares(block, root) { return "\(block.id)" }
            if ancestor.is(ClassDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) || ancestor.is(ExtensionDeclSyntax.self)
                || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self)
            {
                return "\(ancestor.id)"
            }
            current = ancestor.parent
        }
        return "file"
    }

    private static func declares(_ block: CodeBlockItemListSyntax, _ name: String) -> Bool {
        block.contains { item in
            guard let variable = item.item.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }
}
