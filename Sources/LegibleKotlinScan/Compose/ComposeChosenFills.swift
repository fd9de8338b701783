import LegibleScan

/// A fill a condition chooses, `Modifier.background(if (selected) A else B)`, with both colours
/// known: both show (the condition changes while the app runs), so the text inside is judged on
/// each, as on a gradient's stops, and one finding names the fill where it is least legible
/// (omnivore 322ce62b SavedItemCard.kt:58, a list card's fill chosen by `selected`: its #898989
/// byline fails on both and was not judged). Only `if`/`else` with two readable colours, as the
/// chain's last fill and with nothing drawn in code: anything else stays a fill not known.
extension ComposeFileScan {
    /// The two backdrops of a chain whose last fill is `background(if (c) A else B)`, each over
    /// `context`'s; `nil` for any other chain.
    func chosenFills(_ chain: ModifierChain, over context: Context) -> [DrawnStop]? {
        guard let link = chain.links.last(where: { $0.name == "background" || ModifierChain.drawsFill($0) }), link.name == "background",
            !chain.links.contains(where: { ComposeDrawnBackdrop.fill(of: $0, values: values) != nil }),
            let written = link.argument("color", at: 0), case .control("if", let parts) = values.constants.resolve(written).kind, parts.count == 3
        else { return nil }
        let condition = parts[0].sketch
        // A condition on the appearance (`if (LocalPrimalTheme.current.isDarkTheme) A else B`, Primal
        // LiveStreamColors.kt:13) shows one fill in each appearance, not both in both: the fill is
        // that themed colour (``ComposeAppearanceConditions``). Not a guess from words: `isHighlighted`
        // says nothing of the appearance.
        guard values.saysDark(parts[0]) == nil else { return nil }
        var stops: [DrawnStop] = []
        for (index, branch) in parts.dropFirst().enumerated() {
            guard let color = values.color(Self.single(branch)) else { return nil }
            if case .unresolved = color { return nil }
            var over = context
            over.layer(color)
            let simple = condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            let when = index == 0 ? condition : simple ? "not \(condition)" : "not (\(condition))"
            stops.append(DrawnStop(name: when, color: over.background, backdrop: "the fill chosen when \(when)"))
        }
        return stops
    }

    /// Whether a Text inside such a fill has colours a condition chooses too: which fill each
    /// colour shows on is not known (the same `selected` may choose both), so neither is judged.
    static func choosesBoth(_ element: ScannedElement, stops: [DrawnStop]) -> Bool {
        stops.contains { $0.backdrop != nil } && element.textColorStates.contains { !$0.condition.isEmpty }
    }

    /// A branch in braces with one expression: that expression.
    private static func single(_ branch: KotlinExpression) -> KotlinExpression {
        if case .block(let statements) = branch.kind, statements.count == 1, case .expression(let only) = statements[0] { return only }
        return branch
    }
}
