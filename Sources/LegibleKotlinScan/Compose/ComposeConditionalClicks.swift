import LegibleScan

/// A click a modifier adds only when the caller gives a handler, and the height a
/// `fillMaxHeight()` target gets from the layout around it — PodAura 3e4c1c5e SheetChip.kt:55:
///
/// ```kotlin
/// fun SheetChip(…, onIconClick: (() -> Unit)? = null) {
///     Row(modifier = modifier.height(35.dp).combinedClickable(…).padding(5.dp)) {
///         Icon(modifier = Modifier.clip(CircleShape).thenIfNotNull(onIconClick) { clickable(onClick = it) }
///             .padding(3.dp).fillMaxHeight().aspectRatio(1f), …)
/// ```
///
/// The icon is a 25 dp target of its own inside the 35 dp chip, but only where a caller passes
/// `onIconClick` (EditFeedSheet.kt:616 does; the chips of EditMediaSheet.kt do not, and there the
/// icon is no target). So the click counts only when the value it depends on is a parameter of
/// the enclosing composable that defaults to `null` and some call of that composable in the app
/// passes it by name (``ComposeCallerFills/passes(_:path:label:)``); a click under any other
/// condition (`thenIf(enabled) { … }`, a state) is not a target, as before.
extension ComposeFileScan {
    /// The index of a link that applies a click only when its value is not `null`
    /// (`thenIfNotNull(x) { clickable(…) }`, `ifNotNull(x) { … }`), when a caller passes `x`.
    func conditionalClick(_ chain: ModifierChain, context: Context) -> Int? {
        guard let owner = context.owner else { return nil }
        for (index, link) in chain.links.enumerated() where link.name.hasSuffix("NotNull") {
            guard let lambda = link.lambda, case .expression(let last)? = lambda.body.last, isClickCall(last),
                let subject = link.argument("value", at: 0), case .name(let parameter) = subject.kind,
                defaultsToNull(parameter, of: owner), values.theme.callerFills.passes(owner, path: path, label: parameter)
            else { continue }
            return index
        }
        return nil
    }

    /// `clickable(…)`, `this.clickable(…)`, `Modifier.combinedClickable(…)`, an app's own click modifier.
    private func isClickCall(_ expression: KotlinExpression) -> Bool {
        guard let (name, _) = ComposeClickModifiers.modifierCall(expression) else { return false }
        return ComposeClickModifiers.handlers.contains(name) || values.theme.clickModifiers.contains(name)
    }

    /// Whether the file's one top-level function `function` has a parameter `parameter` whose default is `null`.
    private func defaultsToNull(_ parameter: String, of function: String) -> Bool {
        let declarations = file.statements.compactMap { statement -> KotlinDeclaration? in
            guard case .declaration(let declaration) = statement, declaration.keyword == "fun", declaration.name == function else { return nil }
            return declaration
        }
        guard declarations.count == 1 else { return false }
        return declarations[0].parameters.contains { $0.name == parameter && $0.defaultValue?.sketch == "null" }
    }

    /// The most height a `Row`, `Column` or `Box` gives its direct content: its chain's known
    /// height less the padding inside it; `nil` when not known, or when it scrolls (its content
    /// then has no bound at all).
    func contentHeightRoom(_ call: ComposeCall) -> Double? {
        guard ["Row", "Column", "Box"].contains(call.name) else { return nil }
        let chain = ModifierChain(call.modifier)
        if chain.links.contains(where: { $0.name.hasSuffix("Scroll") || $0.name.hasSuffix("scroll") }) { return nil }
        guard case .known(let height)? = chain.fixedHeight(values: values) else { return nil }
        return height
    }

    /// The height of a click area whose content is `fillMaxHeight()` (whole) in a layout that
    /// gives `room`: the room less the padding outside the click; `nil` when anything else
    /// bounds the height or a padding is not known.
    func filledClickHeight(_ chain: ModifierChain, click: Int, room: Double?) -> Double? {
        guard let room else { return nil }
        let vertical = { (link: ModifierChain.Link) in ModifierChain.constrainsSize(link, horizontal: false) }
        guard !chain.links[..<click].contains(where: vertical), let fill = chain.links[(click + 1)...].first(where: vertical),
            fill.name == "fillMaxHeight", fill.arguments.isEmpty || fill.arguments.first?.value.sketch == "1f"
        else { return nil }
        var outside = 0.0
        for link in chain.links[..<click] {
            guard chain.knowsPadding(link, values: values) else { return nil }
            outside += chain.padding(of: link, horizontal: false, values: values)
        }
        return max(room - outside, 0)
    }
}
