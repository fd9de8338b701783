import SwiftSyntax

/// Recognises `AttributeContainer`s, whose `font` and `foregroundColor` look like a view's
/// properties but style a button configuration's title: `var container = AttributeContainer()`,
/// and whatever a `titleTextAttributesTransformer` (or any `…TextAttributesTransformer`)
/// closure sets on its argument.
enum AttributeContainers {
    /// Whether `receiver` (as written before the property) is an attribute container at `node`.
    static func holds(_ receiver: String, node: some SyntaxProtocol) -> Bool {
        let root = String(receiver.prefix { $0 != "." && $0 != "[" && $0 != "(" })
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), isTransformer(closure) { return true }
            if let block = ancestor.as(CodeBlockItemListSyntax.self), declaresContainer(block, root) { return true }
            if ancestor.is(MemberBlockSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// Whether the statement that holds `closure` names a text attributes transformer before it
    /// (`config.titleTextAttributesTransformer = .init { … }`, `UIConfigurationTextAttributesTransformer { … }`).
    private static func isTransformer(_ closure: ClosureExprSyntax) -> Bool {
        var current = closure.parent
        while let ancestor = current {
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) {
                let length = closure.position.utf8Offset - ancestor.position.utf8Offset
                guard length > 0 else { return false }
                let before = String(decoding: Array(ancestor.description.utf8.prefix(length)), as: UTF8.self)
                return before.contains("AttributesTransformer")
            }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `block` declares `name` as an `AttributeContainer` (by its type or its value).
    private static func declaresContainer(_ block: CodeBlockItemListSyntax, _ name: String) -> Bool {
        declaresLocal(name, in: block) { type, value in type.hasPrefix("AttributeContainer") || value.hasPrefix("AttributeContainer") }
    }

    /// Whether `block` declares a variable `name` whose written type and initial value (either may
    /// be empty) `matches` accepts: the attribute readers' test of what a local holds.
    static func declaresLocal(
        _ name: String, in block: CodeBlockItemListSyntax, where matches: (_ type: String, _ value: String) -> Bool
    ) -> Bool {
        block.contains { item in
            guard let variable = item.item.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { binding in
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return false }
                return matches(binding.typeAnnotation?.type.trimmedDescription ?? "", binding.initializer?.value.trimmedDescription ?? "")
            }
        }
    }
}
