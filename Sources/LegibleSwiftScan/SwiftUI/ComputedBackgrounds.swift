import LegibleScan
import SwiftSyntax

/// A SwiftUI background given by a computed property of the view (`.background(backgroundColor)`
/// with `var backgroundColor: Color { switch flavor { case .max: return .green … } }`): each
/// colour it returns is a state the user sees, so the text is judged on each, as a Compose
/// colour a function returns is. Kiwix 973f26d2 `Views/BuildingBlocks/FlavorTag.swift:29`, white
/// `.caption` text on `.green`, `.blue` or `.orange` (about 2.2:1, 4.0:1 and 2.2:1 in light), was
/// missed. A property whose getter returns a colour the scan cannot read keeps that state
/// unknown; the ones it reads are still judged.
enum ComputedBackgrounds {
    /// The colours, with the case each is returned in, that the property `expression` names
    /// (`backgroundColor` or `self.backgroundColor`) returns; empty when it names no computed
    /// property of the type around it, or none of its colours is read. A case in which `label`
    /// (the button's label closure) shows no text is not a state of the text (``LabelSwitchCases``).
    /// Else the app's colour member a flag chooses (``ChosenColors``), each colour a state.
    static func states(_ expression: ExprSyntax, scan: SwiftFileScan, label: ClosureExprSyntax? = nil) -> [ScannedColorState] {
        guard let getter = getter(named: propertyName(expression), from: expression) else { return ChosenColors.backgroundStates(expression, scan: scan) }
        let textless = label.flatMap(LabelSwitchCases.textlessCases)
        var states: [ScannedColorState] = []
        for returned in returned(getter) {
            var items = returned.items
            if let textless, returned.subject == textless.subject, !items.isEmpty {
                items.removeAll(where: textless.items.contains)
                if items.isEmpty { continue }
            }
            guard let color = scan.colors(uiKit: false).read(returned.value) else { continue }
            states.append(ScannedColorState(condition: returned.condition(items), color: color))
        }
        return states
    }

    /// A value a getter returns, with the `switch` case around it: its subject and the case's
    /// items (none for `default`).
    private struct Returned {
        var value: ExprSyntax
        var subject: String? = nil
        var items: [String] = []
        var isDefault = false

        /// `flavor is .max`; `flavor is another value` for `default`; empty outside a case.
        func condition(_ shown: [String]) -> String {
            guard let subject else { return "" }
            return isDefault ? "\(subject) is another value" : "\(subject) is \(shown.joined(separator: ", "))"
        }
    }

    private static func propertyName(_ expression: ExprSyntax) -> String? {
        let expression = expression.unparenthesized
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The getter body of the computed `var name` of the nearest type around `node`.
    private static func getter(named name: String?, from node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        guard let name else { return nil }
        var current = node.parent
        while let ancestor = current {
            if let members = ancestor.as(MemberBlockSyntax.self)?.members {
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    else { continue }
                    switch binding.accessorBlock?.accessors {
                    case .getter(let body)?: return body
                    case .accessors(let accessors)?: return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                    default: return nil
                    }
                }
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// What a getter returns, with the `switch` case around each value: `return x` statements,
    /// and the lone expression of a getter or of a `switch` expression's case.
    private static func returned(_ body: CodeBlockItemListSyntax) -> [Returned] {
        if body.count == 1, let only = body.first?.item, let expression = only.as(ExprSyntax.self) ?? only.as(ExpressionStmtSyntax.self)?.expression {
            if let switchExpression = expression.as(SwitchExprSyntax.self) { return caseValues(switchExpression) }
            if !expression.is(IfExprSyntax.self) { return [Returned(value: expression)] }
        }
        var found: [Returned] = []
        var pending: [Syntax] = body.map { Syntax($0) }
        while let node = pending.popLast(), found.count < 64 {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { continue }
            if let statement = node.as(ReturnStmtSyntax.self), let value = statement.expression {
                found.append(returned(value, around: node))
                continue
            }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return found.reversed()
    }

    private static func caseValues(_ switchExpression: SwitchExprSyntax) -> [Returned] {
        switchExpression.cases.compactMap { item in
            guard let switchCase = item.as(SwitchCaseSyntax.self), switchCase.statements.count == 1, let only = switchCase.statements.first?.item,
                let expression = only.as(ExprSyntax.self) ?? only.as(ReturnStmtSyntax.self)?.expression
            else { return nil }
            return returned(expression, in: switchCase, subject: switchExpression.subject)
        }
    }

    /// `value` with the `switch` case around `node`, if any.
    private static func returned(_ value: ExprSyntax, around node: Syntax) -> Returned {
        var current = node.parent
        while let ancestor = current {
            if let switchCase = ancestor.as(SwitchCaseSyntax.self), let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                return returned(value, in: switchCase, subject: switchExpression.subject)
            }
            current = ancestor.parent
        }
        return Returned(value: value)
    }

    private static func returned(_ value: ExprSyntax, in switchCase: SwitchCaseSyntax, subject: ExprSyntax) -> Returned {
        var result = Returned(value: value, subject: subject.trimmedDescription)
        switch switchCase.label {
        case .case(let label): result.items = label.caseItems.map { $0.pattern.trimmedDescription }
        case .default: result.isDefault = true
        }
        return result
    }
}
