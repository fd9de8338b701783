import SwiftSyntax

/// The modifiers written after a chain's `#if` postfix clauses:
///
/// ```swift
/// Text(count, format: .number)
///   .minimumScaleFactor(0.6)
///   #if targetEnvironment(macCatalyst)
///     .font(.scaledFootnote)
///   #else
///     .font(.footnote)
///     .dynamicTypeSize(.medium)
///   #endif
///   .monospacedDigit()
/// ```
///
/// Swift parses `Text(…).minimumScaleFactor(0.6)` as the `#if`'s base, so ``ModifierChain``
/// stops there; the clause's modifiers and those after `#endif` apply to the same view (Ice Cubes
/// 0fc41d2c `StatusActionButton.swift:117-129`, whose pin to Medium was not seen and the shrink
/// was a warning).
///
/// Only the clause an iPhone or iPad build compiles counts (``IfConfigModifiers/compilesForIOS(_:)``):
/// a pin under `#if os(visionOS)` pins no iOS text, so the iOS text it follows is still judged.
/// When an earlier clause's condition cannot be decided (`DEBUG`, a custom flag,
/// `targetEnvironment(simulator)`), no clause of that `#if` counts, as before.
extension ModifierChain {
    /// The modifiers applied to the view after the chain's outermost call, through `#if`
    /// postfix clauses, innermost first: the iOS clause's, then those after `#endif`, outwards.
    var modifiersAfterIfConfigs: [Modifier] {
        var found: [Modifier] = []
        var node = Syntax(outermost)
        while let parent = node.parent {
            if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base.map(Syntax.init)?.id == node.id {
                if let clause = IfConfigModifiers.iOSClause(of: postfix.config), case .postfixExpression(let expression)? = clause.elements {
                    found += IfConfigModifiers.modifiers(of: expression)
                }
                node = parent
            } else if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == node.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            {
                found.append(Modifier(name: member.declName.baseName.text, call: call))
                node = Syntax(call)
            } else {
                break
            }
        }
        return found
    }
}

enum IfConfigModifiers {
    /// The clause an iOS build compiles: the first whose condition is true after only false
    /// ones; `nil` when none is, or one before it cannot be decided.
    static func iOSClause(of config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause }
            switch compilesForIOS(condition) {
            case true?: return clause
            case false?: continue
            case nil: return nil
            }
        }
        return nil
    }

    /// Whether an iOS build leaves out `node`: it is in an `#if` clause other than the one an
    /// iPhone or iPad build compiles, when that can be decided (``IfConfigModifiers/iOSClause(of:)``).
    static func isExcludedFromIOS(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self), let config = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                if let taken = IfConfigModifiers.iOSClause(of: config) {
                    if taken.id != clause.id { return true }
                } else if config.clauses.allSatisfy({ $0.condition.map(IfConfigModifiers.compilesForIOS) == false }) {
                    // Every clause is another platform's and there is no `#else`.
                    return true
                }
            }
            current = ancestor.parent
        }
        return false
    }

    /// The modifiers of a clause's postfix expression (`.font(.footnote).dynamicTypeSize(.medium)`,
    /// whose innermost call has no base), through an `#if` nested in it, innermost first.
    static func modifiers(of expression: ExprSyntax) -> [ModifierChain.Modifier] {
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
            let before = postfix.base.map(modifiers(of:)) ?? []
            guard let clause = iOSClause(of: postfix.config), case .postfixExpression(let inner)? = clause.elements else { return before }
            return before + modifiers(of: inner)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return [] }
        let before = member.base.map(modifiers(of:)) ?? []
        return before + [ModifierChain.Modifier(name: member.declName.baseName.text, call: call)]
    }

    /// Whether an `#if` condition holds in an iPhone or iPad build: `os(iOS)` and
    /// `canImport(UIKit)` do, another `os(…)`, `targetEnvironment(macCatalyst)` and
    /// `canImport(AppKit)` do not; `!`, `&&`, `||` and parentheses combine them. `nil` for
    /// anything else (`DEBUG`, a flag, `swift(>=5.9)`, `targetEnvironment(simulator)`).
    static func compilesForIOS(_ condition: ExprSyntax) -> Bool? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return compilesForIOS(only.expression)
        }
        if let not = condition.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" { return compilesForIOS(not.expression).map { !$0 } }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine(compilesForIOS(infix.leftOperand), name, compilesForIOS(infix.rightOperand))
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return sequenceValue(Array(sequence.elements)) }
        guard let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch name {
        case "os": return argument == "iOS"
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        case "canImport":
            if argument == "UIKit" { return true }
            return argument == "AppKit" ? false : nil
        default: return nil
        }
    }

    /// `a || b && c` unfolded: `&&` binds tighter than `||`.
    private static func sequenceValue(_ elements: [ExprSyntax]) -> Bool? {
        guard elements.count % 2 == 1 else { return nil }
        var alternatives: [Bool?] = []
        var current = compilesForIOS(elements[0])
        for index in stride(from: 1, to: elements.count, by: 2) {
            guard let name = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            let next = compilesForIOS(elements[index + 1])
            switch name {
            case "&&": current = combine(current, "&&", next)
            case "||":
                alternatives.append(current)
                current = next
            default: return nil
            }
        }
        alternatives.append(current)
        return alternatives.dropFirst().reduce(alternatives[0]) { combine($0, "||", $1) }
    }

    /// Three-valued `&&` and `||`: a known side can decide alone (`false && x`, `true || x`).
    private static func combine(_ left: Bool?, _ name: String, _ right: Bool?) -> Bool? {
        switch name {
        case "&&":
            if left == false || right == false { return false }
            return left == true && right == true ? true : nil
        case "||":
            if left == true || right == true { return true }
            return left == false && right == false ? false : nil
        default: return nil
        }
    }
}

extension SwiftUIElements {
    /// The chain before the `#if` whose branch holds `chain` (its root an implicit `.font(…)`), if any.
    static func viewBeforeIfConfig(_ chain: ModifierChain) -> ModifierChain? {
        guard let call = chain.root.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil
        else { return nil }
        var child = Syntax(call)
        var current = child.parent
        while let node = current {
            // Only an `#if` whose clause holds the call: one whose base holds it (an inner `#if` after
            // `.navigationTitle("T")` in an outer one's clause, Yattee 65b2f985
            // PlaylistSelectorSheet.swift:82) gives back the same chain, and recursing on it never ended.
            if let postfix = node.as(PostfixIfConfigExprSyntax.self), let base = postfix.base, Syntax(base).id != child.id {
                return ModifierChain(outermost: base)
            }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return nil }
            child = node
            current = node.parent
        }
        return nil
    }

    /// The view a clamp in `chain` applies to: what it is called on, or, for a chain in an `#if`
    /// postfix clause (`.font(.footnote).dynamicTypeSize(.medium)`, which starts at a modifier
    /// with no base), the view before the `#if` (Ice Cubes 0fc41d2c `StatusActionButton.swift:117-129`:
    /// the clause's modifiers alone show no view, so they drew no text). `nil` when that view is
    /// not found.
    static func clampedView(of modifier: ModifierChain.Modifier, in chain: ModifierChain) -> ExprSyntax? {
        var outer = chain
        var steps = 0
        // An `#if` in another's clause: each step goes one `#if` out.
        while let before = viewBeforeIfConfig(outer) {
            guard steps < 8 else { return nil }
            (outer, steps) = (before, steps + 1)
        }
        if steps > 0 { return outer.outermost }
        if let root = chain.root.as(FunctionCallExprSyntax.self), root.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil }) == true {
            return nil
        }
        return modifier.call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }
}
