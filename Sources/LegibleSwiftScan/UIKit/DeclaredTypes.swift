import LegibleScan
import SwiftSyntax

/// The type code declares a name with, read from the declaration nearest a use: a local
/// `let cell = tableView.dequeueReusableCell(…) as! ProfileCell`, `guard let cell = … as? ProfileCell`,
/// `let header: HeaderView = …`, `let view = ProfileView()`, a call given `ProfileCell.self`, a
/// parameter `cell: ProfileCell`, or a stored property of the enclosing type. Syntax only: a type
/// inferred from a function's return is not known.
enum DeclaredTypes {
    /// The declared type of `name` as seen from `node`, without optionality or generic arguments.
    static func type(of name: String, at node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let block = ancestor.as(CodeBlockItemListSyntax.self), let type = declared(name, in: block) { return type }
            if let conditions = ancestor.as(IfExprSyntax.self)?.conditions, let type = declared(name, in: conditions) { return type }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return simple(parameter.type.trimmedDescription)
                }
            }
            if let closure = ancestor.as(ClosureExprSyntax.self), case .parameterClause(let parameters)? = closure.signature?.parameterClause {
                for parameter in parameters.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return parameter.type.map { simple($0.trimmedDescription) } ?? nil
                }
            }
            if let members = ancestor.as(MemberBlockSyntax.self)?.members {
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self), let type = declared(name, in: variable) else { continue }
                    return type
                }
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    private static func declared(_ name: String, in block: CodeBlockItemListSyntax) -> String? {
        for item in block {
            if let variable = item.item.as(VariableDeclSyntax.self), let type = declared(name, in: variable) { return type }
            if let conditions = item.item.as(GuardStmtSyntax.self)?.conditions, let type = declared(name, in: conditions) { return type }
        }
        return nil
    }

    private static func declared(_ name: String, in conditions: ConditionElementListSyntax) -> String? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            if let annotation = binding.typeAnnotation { return simple(annotation.type.trimmedDescription) }
            return binding.initializer.flatMap { type(ofValue: $0.value) }
        }
        return nil
    }

    private static func declared(_ name: String, in variable: VariableDeclSyntax) -> String? {
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let annotation = binding.typeAnnotation { return simple(annotation.type.trimmedDescription) }
            return binding.initializer.flatMap { type(ofValue: $0.value) }
        }
        return nil
    }

    /// `x as! T`, `x as? T`, `T(…)`, or a call given `T.self`.
    private static func type(ofValue value: ExprSyntax) -> String? {
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
                return simple(type.type.trimmedDescription)
            }
            return nil
        }
        if let cast = value.as(AsExprSyntax.self) { return simple(cast.type.trimmedDescription) }
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return simple(reference.baseName.text)
        }
        for argument in call.arguments {
            if let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base?.trimmedDescription, base.first?.isUppercase == true
            {
                return simple(base)
            }
        }
        return nil
    }

    /// `ProfileCell!` → `ProfileCell`, `Module.ProfileCell?` → `ProfileCell`; `nil` for a
    /// function, tuple or collection type.
    private static func simple(_ type: String) -> String? {
        var text = type
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if let open = text.firstIndex(of: "<") { text = String(text[..<open]) }
        let last = text.split(separator: ".").last.map(String.init) ?? text
        guard let first = last.first, first.isUppercase, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return last
    }
}
