import LegibleScan

/// A card's or filled button's `colors =`, read only when it is Material's own colours call.
extension ComposeFileScan {
    /// A card's or filled button's `colors =`: Material's colours call (`CardDefaults.cardColors(
    /// containerColor = …)`, a `.copy(…)` of one, or a `val` of the file that is one), `.some(nil)`
    /// when none is written. Anything else (a `val` chosen by a condition, a parameter, an app's
    /// function) gives a fill and a content colour the reader does not know: both are made
    /// unknown and `nil` is returned, rather than Material's default fill. Meshtastic 10d52c8e
    /// ContactItem.kt:92, `Card(colors = colors)` with `val colors = if (isOutlined) … else …`,
    /// was judged on the default surfaceContainerHighest.
    func materialColors(_ call: ComposeCall, context: inout Context) -> ComposeCall?? {
        guard let written = call.argument("colors") else { return .some(nil) }
        let resolved = values.constants.resolve(written)
        if let arguments = Self.materialColorsArguments(resolved) {
            return .some(ComposeCall(name: "colors", arguments: arguments, position: resolved.position, endLine: resolved.endLine))
        }
        context.background = .unresolved(written.sketch, reason: "colours the reader cannot read (a parameter, a condition, an app's function)")
        context.contentColor = nil
        return nil
    }

    /// The arguments of `CardDefaults.cardColors(…)`, `ButtonDefaults.buttonColors(…)`,
    /// `IconButtonDefaults.filledIconButtonColors(…)`, or of a `.copy(…)` of one (the copy's over
    /// the inner call's); `nil` for any other expression.
    static func materialColorsArguments(_ expression: KotlinExpression) -> [KotlinArgument]? {
        guard case .call(let callee, let arguments, nil) = expression.kind, case .member(let base, let function, _) = callee.kind else { return nil }
        if function == "copy", let inner = materialColorsArguments(base) {
            let named = Set(arguments.compactMap(\.name))
            return inner.filter { !named.contains($0.name ?? "") } + arguments
        }
        guard case .name(let object) = base.kind, ["CardDefaults", "ButtonDefaults", "IconButtonDefaults"].contains(object), function.hasSuffix("Colors")
        else { return nil }
        return arguments
    }
}
