import SwiftSyntax

/// The default a type's stored property is declared with, for a name its own code reads:
/// `var fontStyle: UIFont.TextStyle = .body` for `UIFont.preferredFont(forTextStyle: fontStyle)`
/// (Rocket.Chat 3172a098 StyledButton.swift:23, :82, the title font of 11 storyboard buttons,
/// was not read, fresh-ios13a M4). A name a local, a parameter or a closure's parameter binds
/// is not the property's, and a static property is not read.
enum StoredPropertyDefaults {
    /// The initial value of the stored property `expression` names (`name` or `self.name`), in
    /// the class or struct whose code holds it; `nil` when something nearer binds the name.
    /// The property `expression` names, written `name` or `self.name`; `nil` for anything else.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { return member.declName.baseName.text }
        return nil
    }

    static func value(of expression: ExprSyntax) -> ExprSyntax? {
        let expression = expression.unparenthesized
        guard let name = propertyName(expression) else { return nil }
        if expression.localValue(of: name) != nil { return nil }
        var current = expression.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self),
                closure.signature?.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) == true
            {
                return nil
            }
            if let function = ancestor.as(FunctionDeclSyntax.self), binds(function.signature.parameterClause.parameters, name) { return nil }
            if let initializer = ancestor.as(InitializerDeclSyntax.self), binds(initializer.signature.parameterClause.parameters, name) { return nil }
            if let members = ancestor.as(ClassDeclSyntax.self)?.memberBlock ?? ancestor.as(StructDeclSyntax.self)?.memberBlock {
                return initializer(of: name, in: members)
            }
            current = ancestor.parent
        }
        return nil
    }

    private static func binds(_ parameters: FunctionParameterListSyntax, _ name: String) -> Bool {
        parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    private static func initializer(of name: String, in members: MemberBlockSyntax) -> ExprSyntax? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.accessorBlock == nil ? binding.initializer?.value : nil
            }
        }
        return nil
    }
}
