import SwiftSyntax

/// A font kept in an instance `let` with a default (`struct Appearance { let textFont =
/// UIFont.systemFont(ofSize: 16) }`), read where a property of that type is used
/// (`label.font = self.appearance.textFont`). A `let` given a value where it is declared is
/// never set again, not even by an initializer, so every instance of the type holds that font.
/// stepik-ios a0e3696e `UnsupportedCodeLanguageView.swift:4-21` (and 116 more such properties in
/// 84 files, fresh-ios24a pattern 6) was missed while the `static let` form was found. A `var`
/// member is not taken: the memberwise initializer or any code may replace it.
enum InstanceLetFonts {
    /// The type whose stored instance `let` `node` is, with the value given where it is declared
    /// (`Appearance` for `let textFont = …` in `struct Appearance`); `nil` for a `var`, a static
    /// member, a local, or a `let` without a value.
    static func ownerType(_ node: VariableDeclSyntax) -> String? {
        guard node.bindingSpecifier.tokenKind == .keyword(.let), !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            node.bindings.allSatisfy({ $0.initializer != nil && $0.accessorBlock == nil })
        else { return nil }
        return memberOwner(node)
    }

    /// The `struct` or `class` `node` is a member of, by its own name; `nil` for anything else.
    static func memberOwner(_ node: VariableDeclSyntax) -> String? {
        guard let block = node.parent?.as(MemberBlockItemSyntax.self)?.parent?.parent?.as(MemberBlockSyntax.self) else { return nil }
        if let type = block.parent?.as(StructDeclSyntax.self) { return type.name.text }
        if let type = block.parent?.as(ClassDeclSyntax.self) { return type.name.text }
        return nil
    }

    /// A parameter's type as written when it is a type's name (`appearance: Appearance = Appearance()`).
    static func declaredType(_ node: FunctionParameterSyntax) -> String? {
        let written = node.type.trimmedDescription
        let type = written.hasSuffix("?") || written.hasSuffix("!") ? String(written.dropLast()) : written
        return isTypeName(type) ? type : nil
    }

    /// The type of each binding of `node` as written, when it is one: its annotation
    /// (`let appearance: Appearance`) or a call of a capitalised name (`= Appearance()`),
    /// with optionals unwrapped.
    static func declaredTypes(_ node: VariableDeclSyntax) -> [(name: String, type: String)] {
        node.bindings.compactMap { binding -> (name: String, type: String)? in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            if let written = binding.typeAnnotation?.type.trimmedDescription {
                let type = written.hasSuffix("?") || written.hasSuffix("!") ? String(written.dropLast()) : written
                return isTypeName(type) ? (name, type) : nil
            }
            guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
            let type = call.calledExpression.trimmedDescription
            return isTypeName(type) ? (name, type) : nil
        }
    }

    /// `Appearance`, `View.Appearance`: capitalised plain names joined by dots.
    private static func isTypeName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in part.first?.isUppercase == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }

    /// The key a member read through a property of a known type is kept under
    /// (`self.appearance.textFont`, `appearance.textFont` → `Appearance.textFont`); `nil` for
    /// any other expression or a property whose type is not known.
    static func key(_ member: MemberAccessExprSyntax, types: [String: String]) -> String? {
        guard let base = member.base?.unparenthesized, member.declName.argumentNames == nil else { return nil }
        let property: String
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            property = reference.baseName.text
        } else if let inner = base.as(MemberAccessExprSyntax.self), inner.base?.trimmedDescription == "self" {
            property = inner.declName.baseName.text
        } else {
            return nil
        }
        guard property.first?.isLowercase == true, let type = types[property] else { return nil }
        return "\(type).\(member.declName.baseName.text)"
    }
}
