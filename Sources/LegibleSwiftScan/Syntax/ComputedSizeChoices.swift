import SwiftSyntax

/// A computed property whose getter only ever returns number literals:
///
/// ```swift
/// private var deviceFontSize: CGFloat {
///     switch UIScreen.main.bounds.height {
///     case ..<568: return 28
///     case ..<667: return 32
///     default: return 36
///     }
/// }
/// ```
///
/// is one of those numbers whatever the condition, so `.system(size: deviceFontSize)` is a fixed
/// size, as `.system(size: small ? 28 : 36)` is (``FixedSizeBranches``). nightguard 4d82879b
/// `SnoozePopupView.swift:56` and `:75` (28/32/36 and 24/28/32 pt, :104-118) were missed.
///
/// Every `return` of the getter (not those of a closure or function inside it) must return a
/// literal, or, for a getter of one `switch` or `if` expression without `return`, every branch's
/// value: a branch that returns anything else (a variable, a scaled size) leaves it unknown.
enum ComputedSizeChoices {
    /// The numbers the getter of `binding` returns, `nil` unless every value it can return is a literal.
    static func numbers(of binding: PatternBindingSyntax) -> [Double]? {
        guard let body = getterBody(binding) else { return nil }
        if body.count == 1, let only = body.first, let value = branchValues(only.item) { return value }
        var values: [Double] = []
        var allLiteral = true
        collectReturns(in: Syntax(body), into: &values, allLiteral: &allLiteral)
        return allLiteral && !values.isEmpty ? values : nil
    }

    /// The statements of a computed property's getter: `var x: CGFloat { … }` or `get { … }`.
    private static func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard binding.initializer == nil, let accessors = binding.accessorBlock?.accessors else { return nil }
        switch accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) && $0.effectSpecifiers == nil }?.body?.statements
        }
    }

    /// The values of a getter that is one expression: a literal, or a `switch`/`if` expression
    /// whose every branch is one literal (or such an expression again).
    private static func branchValues(_ item: CodeBlockItemSyntax.Item) -> [Double]? {
        if let statement = item.as(ExpressionStmtSyntax.self) { return expressionValues(statement.expression) }
        if let expression = item.as(ExprSyntax.self) { return expressionValues(expression) }
        return nil
    }

    private static func expressionValues(_ expression: ExprSyntax) -> [Double]? {
        if let value = Constants().number(expression) { return [value] }
        if let choice = expression.as(SwitchExprSyntax.self) {
            var values: [Double] = []
            for case .switchCase(let branch) in choice.cases {
                guard branch.statements.count == 1, let only = branch.statements.first, let value = branchValues(only.item) else { return nil }
                values += value
            }
            return values.isEmpty ? nil : values
        }
        if let choice = expression.as(IfExprSyntax.self) {
            guard choice.body.statements.count == 1, let only = choice.body.statements.first, var values = branchValues(only.item) else { return nil }
            switch choice.elseBody {
            case .ifExpr(let next)?:
                guard let more = expressionValues(ExprSyntax(next)) else { return nil }
                values += more
            case .codeBlock(let block)?:
                guard block.statements.count == 1, let last = block.statements.first, let more = branchValues(last.item) else { return nil }
                values += more
            case nil: return nil
            }
            return values
        }
        return nil
    }

    /// Every `return` under `node`, leaving out closures and nested functions, whose own
    /// `return`s are not the getter's.
    private static func collectReturns(in node: Syntax, into values: inout [Double], allLiteral: inout Bool) {
        for child in node.children(viewMode: .sourceAccurate) {
            if child.is(ClosureExprSyntax.self) || child.is(FunctionDeclSyntax.self) || child.is(AccessorBlockSyntax.self) { continue }
            if let statement = child.as(ReturnStmtSyntax.self) {
                if let value = Constants().number(statement.expression) { values.append(value) } else { allLiteral = false }
                continue
            }
            collectReturns(in: child, into: &values, allLiteral: &allLiteral)
        }
    }
}
