import SwiftSyntax

/// A computed `UIFont` instance property whose getter is one `switch` (`var textFont: UIFont {
/// switch self { case .incoming, .outgoing, .neutral: return .subhead1; case .secondary: return
/// .caption } }`), kept among the file's font constants as `Type.name`, so that a use through a
/// property or parameter of that type (`component.font = type.textFont` with `type: AmountType`,
/// ``InstanceLetFonts/key(_:types:)``) reads it. Its getter is read as a closure called in place,
/// which is a fixed font only when every case returns one (``FontExpressionReader/everyCaseFixed(_:)``).
/// unstoppable-wallet-ios 426cdf59 `CellComponent.swift:64` with :368-372, the amount of every
/// transaction row, fixed 12–14 pt, was missed (fresh-ios26a pattern 5).
enum SwitchedFontProperties {
    /// `Type.name` and the getter as a called closure, for a computed `UIFont` instance property
    /// of a `struct`, `class` or `enum` whose getter is one `switch`; `nil` for anything else.
    static func binding(_ node: VariableDeclSyntax) -> (key: String, value: ExprSyntax)? {
        guard node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1, let binding = node.bindings.first,
            !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }), AppFonts.isUIFont(binding.typeAnnotation?.type),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1,
            body.first?.item.as(ExpressionStmtSyntax.self)?.expression.is(SwitchExprSyntax.self) == true
                || body.first?.item.is(SwitchExprSyntax.self) == true,
            let owner = owner(of: node)
        else { return nil }
        let called = SwiftParsing.parse("_ = {\n" + body.trimmedDescription + "\n}()")
        guard let value = called.statements.first?.item.as(SequenceExprSyntax.self).flatMap({ Array($0.elements).last }) else { return nil }
        return ("\(owner).\(name)", value)
    }

    /// The `struct`, `class` or `enum` (or the type an extension extends) `node` is a member of.
    private static func owner(of node: VariableDeclSyntax) -> String? {
        guard let block = node.parent?.as(MemberBlockItemSyntax.self)?.parent?.parent?.as(MemberBlockSyntax.self) else { return nil }
        if let type = block.parent?.as(StructDeclSyntax.self) { return type.name.text }
        if let type = block.parent?.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = block.parent?.as(EnumDeclSyntax.self) { return type.name.text }
        if let extended = block.parent?.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
        return nil
    }
}
