import SwiftSyntax

/// Where a bare name given to a view's `font` is not the file's constant of that name: a
/// parameter of the function or closure around it, or a name an `if let`/`guard let` binds.
/// unstoppable-wallet-ios 426cdf59 `SectionsTableView.swift:82-83`, `if let font { cell.label.font
/// = font }` of the parameter `font: UIFont? = nil` (:72), was read as the `let font: UIFont =
/// .caption` another function of the file binds (:139), a fixed 12 pt the caller never chose.
/// Also the type a parameter of the function around is written with, for `type.textFont`
/// (``SwitchedFontProperties``) when the file gives that name two types.
enum ShadowedFontNames {
    /// Whether `value`, a bare name, is bound by a parameter or optional binding around it.
    static func isShadowed(_ value: ExprSyntax) -> Bool {
        guard let name = value.unparenthesized.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var current = value.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return binds(function.signature.parameterClause.parameters, name) }
            if let initializer = node.as(InitializerDeclSyntax.self) { return binds(initializer.signature.parameterClause.parameters, name) }
            if let closure = node.as(ClosureExprSyntax.self), let signature = closure.signature,
                signature.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) })
            {
                return true
            }
            if let conditions = node.as(IfExprSyntax.self)?.conditions ?? node.as(GuardStmtSyntax.self)?.conditions,
                conditions.contains(where: { $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.trimmedDescription == name })
            {
                return true
            }
            if node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The key `Type.member` of `base.member` when `base` is a parameter of the function around,
    /// written with a type's name (`type: AmountType`); `nil` otherwise.
    static func parameterKey(_ value: ExprSyntax) -> String? {
        guard let member = value.unparenthesized.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        var current = value.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                guard let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == base }),
                    let type = InstanceLetFonts.declaredType(parameter)
                else { return nil }
                return "\(type).\(member.declName.baseName.text)"
            }
            if node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    private static func binds(_ parameters: FunctionParameterListSyntax, _ name: String) -> Bool {
        parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }
}
