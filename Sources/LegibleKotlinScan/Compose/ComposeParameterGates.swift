/// An element inside `if (flag)`, where `flag` is a parameter of its function, shows only at the
/// calls that may pass `flag` true: Primal 2b1f6bc ListNoContent.kt:60 draws its refresh
/// TextButton `if (refreshButtonVisible)`, and the callers whose fills it was judged on
/// (GenericReactionsLazyColumn.kt:58, ReactionsZapsLazyColumn.kt:76,
/// LocalSessionDetailsScreen.kt:103) all pass `refreshButtonVisible = false`.
///
/// The walk keeps the conditions of the `if`s around it that are a bare name or its negation
/// (`flag`, `!flag`); a caller's fill is then judged only where each such condition may hold
/// (``ComposeFileScan/shows(_:owner:arguments:)``: a literal `true`/`false` passed, or the
/// default, settles it; anything else, or a name that is no parameter, may hold).
enum ComposeParameterGates {
    /// The condition that holds in branch `index` of an `if` whose parts are `parts` (condition,
    /// then, else): `flag` or `!flag`; `nil` for the condition itself or a condition of another shape.
    static func condition(_ parts: [KotlinExpression], branch index: Int) -> String? {
        guard index == 1 || index == 2, parts.count > index else { return nil }
        var negated = index == 2
        var condition = parts[0]
        if case .prefix("!", let operand) = condition.kind { (condition, negated) = (operand, !negated) }
        guard case .name(let name) = condition.kind else { return nil }
        return negated ? "!" + name : name
    }
}

extension ComposeFileScan {
    /// The context of branch `index` of an `if`: with its condition among the gates when it names a flag.
    func gated(_ parts: [KotlinExpression], branch index: Int, _ context: Context) -> Context {
        guard let condition = ComposeParameterGates.condition(parts, branch: index) else { return context }
        var inner = context
        inner.gates.append(condition)
        return inner
    }

    /// `entry` with only the fills of calls where every gate around the element may hold.
    func gatedEntry(_ entry: ComposeCallerFills.Entry, owner: String, context: Context) -> ComposeCallerFills.Entry {
        guard !context.gates.isEmpty else { return entry }
        var kept = entry
        kept.fills = entry.fills.filter { fill in context.gates.allSatisfy { shows($0, owner: owner, arguments: fill.arguments) } }
        return kept
    }
}
