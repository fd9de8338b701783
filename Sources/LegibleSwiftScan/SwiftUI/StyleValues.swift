import SwiftParser
import SwiftSyntax

/// The values a button style's computed padding takes at one call (``ProjectButtonStyles``):
/// Element X `compound-ios/…/CompoundButtonStyle.swift:60-83`,
/// `private var horizontalPadding: CGFloat { if kind == .textLink { return 0 }; return switch size { … case .toolbarIcon: 3 } }`,
/// with `kind` and `size` from `.compound(.tertiary, size: .toolbarIcon)` (`static func
/// compound(_ kind: Self.Kind, size: Self.Size = .large) -> CompoundButtonStyle {
/// CompoundButtonStyle(kind: kind, size: size) }`, :15-17). Only `return`, `if` over `==`/`!=`
/// of a stored property and a case, and `switch` over a stored property are read: anything
/// else leaves the amount unknown, and the button is then sized by its label alone, as before.
enum StyleValues {
    /// The static factories of `extension ButtonStyle where Self == Style`, by name.
    static func factories(in fileExtension: ExtensionDeclSyntax) -> [(String, StylePadding.Factory)] {
        guard ["ButtonStyle", "SwiftUI.ButtonStyle"].contains(fileExtension.extendedType.trimmedDescription),
            let requirement = fileExtension.genericWhereClause?.requirements.first?.requirement.as(SameTypeRequirementSyntax.self),
            requirement.leftType.trimmedDescription == "Self"
        else { return [] }
        let style = requirement.rightType.trimmedDescription
        var found: [(String, StylePadding.Factory)] = []
        for member in fileExtension.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "static" }),
                let statements = function.body?.statements, statements.count == 1,
                let made = made(statements.first?.item, style: style)
            else { continue }
            let parameters = function.signature.parameterClause.parameters.map { parameter in
                StylePadding.Parameter(
                    label: parameter.firstName.text == "_" ? nil : parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                    value: parameter.defaultValue?.value.trimmedDescription)
            }
            var arguments: [String: String] = [:]
            for argument in made.arguments { if let label = argument.label?.text { arguments[label] = argument.expression.trimmedDescription } }
            found.append((function.name.text, StylePadding.Factory(style: style, parameters: parameters, arguments: arguments)))
        }
        return found
    }

    /// The `Style(…)` call a factory's only statement returns.
    private static func made(_ item: CodeBlockItemSyntax.Item?, style: String) -> FunctionCallExprSyntax? {
        var expression = item?.as(ExprSyntax.self)
        if let statement = item?.as(ReturnStmtSyntax.self) { expression = statement.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == style else { return nil }
        return call
    }

    /// The style's initialiser arguments, by label, that a call of `factory` gives: each factory
    /// parameter takes the call's argument or its default.
    static func arguments(of call: FunctionCallExprSyntax, factory: StylePadding.Factory) -> [String: String]? {
        var given: [String: String] = [:]
        var remaining = Array(call.arguments)
        for parameter in factory.parameters {
            if let index = remaining.firstIndex(where: { $0.label?.text == parameter.label }) {
                given[parameter.name] = remaining[index].expression.trimmedDescription
                remaining.remove(at: index)
            } else if let value = parameter.value {
                given[parameter.name] = value
            }
        }
        guard remaining.isEmpty else { return nil }
        return factory.arguments.mapValues { given[$0] ?? $0 }
    }

    /// The initial values of the style's stored properties (`var size: Size = .large`).
    static func storedDefaults(in type: StructDeclSyntax) -> [String: String] {
        var defaults: [String: String] = [:]
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    defaults[name] = value.trimmedDescription
                }
            }
        }
        return defaults
    }

    /// The declaration of the computed property `name`, kept as text to evaluate at each call.
    static func computed(_ name: String, in type: StructDeclSyntax) -> String? {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && $0.accessorBlock != nil })
            else { continue }
            return variable.trimmedDescription
        }
        return nil
    }

    /// The number the computed property `declaration` gives when the stored properties have
    /// `values` (each a case, `.toolbarIcon`); `nil` when it cannot be read.
    static func evaluate(_ declaration: String, values: [String: String]) -> Double? {
        let tree = SwiftParsing.parse(declaration)
        guard let variable = tree.statements.first?.item.as(VariableDeclSyntax.self), let accessors = variable.bindings.first?.accessorBlock,
            case .getter(let statements) = accessors.accessors
        else { return nil }
        if case .value(let number) = Evaluation(values: values).run(statements) { return number }
        return nil
    }

    private enum Outcome {
        case value(Double)
        /// The statements end without returning.
        case next
        case unknown
    }

    private struct Evaluation {
        let values: [String: String]

        func run(_ statements: CodeBlockItemListSyntax) -> Outcome {
            for item in statements {
                let outcome: Outcome
                if let statement = item.item.as(ReturnStmtSyntax.self) {
                    outcome = statement.expression.map(value) ?? .unknown
                } else if let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression {
                    // A lone expression is the getter's value; an `if` without `else` may fall through.
                    if let branch = expression.as(IfExprSyntax.self), branch.elseBody == nil {
                        outcome = conditional(branch)
                    } else if statements.count == 1 {
                        outcome = value(expression)
                    } else {
                        return .unknown
                    }
                } else {
                    return .unknown
                }
                if case .next = outcome { continue }
                return outcome
            }
            return .next
        }

        func value(_ expression: ExprSyntax) -> Outcome {
            if let number = Constants().number(expression) { return .value(number) }
            if let branch = expression.as(IfExprSyntax.self) { return conditional(branch) }
            guard let choice = expression.as(SwitchExprSyntax.self), let subject = bound(choice.subject) else { return .unknown }
            for clause in choice.cases {
                guard let clause = clause.as(SwitchCaseSyntax.self) else { return .unknown }
                switch clause.label {
                case .default: return run(clause.statements)
                case .case(let label):
                    let names = label.caseItems.map { Self.caseName($0.pattern.trimmedDescription) }
                    if names.contains(subject) { return run(clause.statements) }
                }
            }
            return .unknown
        }

        func conditional(_ branch: IfExprSyntax) -> Outcome {
            var holds = true
            for condition in branch.conditions {
                guard let expression = condition.condition.as(ExprSyntax.self), let result = test(expression) else { return .unknown }
                holds = holds && result
            }
            if holds { return run(branch.body.statements) }
            switch branch.elseBody {
            case .none: return .next
            case .codeBlock(let block): return run(block.statements)
            case .ifExpr(let next): return conditional(next)
            }
        }

        /// `kind == .textLink`, `size != .small`, joined by `&&`.
        func test(_ expression: ExprSyntax) -> Bool? {
            guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            var result = true
            var index = 0
            while index + 2 < elements.count {
                guard let left = bound(elements[index]), let op = elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                    op == "==" || op == "!="
                else { return nil }
                let equal = left == Self.caseName(elements[index + 2].trimmedDescription)
                result = result && (op == "==" ? equal : !equal)
                index += 3
                if index == elements.count { return result }
                guard elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" else { return nil }
                index += 1
            }
            return nil
        }

        /// The case a stored property (`size`, `self.size`) has.
        func bound(_ expression: ExprSyntax) -> String? {
            guard let name = expression.lastName,
                expression.is(DeclReferenceExprSyntax.self) || expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self",
                let value = values[name]
            else { return nil }
            return Self.caseName(value)
        }

        /// `toolbarIcon` for `.toolbarIcon`, `Size.toolbarIcon` and `Self.Size.toolbarIcon`.
        static func caseName(_ text: String) -> String {
            String(text.split(separator: ".").last ?? Substring(text))
        }
    }
}
