import LegibleScan

/// The width each composable's content gets on each screen (`scan: screens: android:`), laid out
/// as Compose's own layouts do, so a Text's width is known wherever the file says it: a screen's
/// root fills the screen, a Column, Box, Card or LazyColumn hands its children its width less its
/// padding, a Row measures its fixed-width children in order and shares what is left among the
/// weighted ones, a Material button takes its content padding off.
///
/// Where the width would be a guess (a composable of the app's own, a slot of a Material
/// component such as a top bar's title, a padding held in a parameter) it is left unknown: the
/// Text then gets no per-screen width and nothing is measured at a made-up width.
extension ComposeFileScan {
    /// Layouts whose content lambda gets their own width (less their modifiers).
    static let columnLayouts: Set<String> = [
        "Column", "Box", "BoxWithConstraints", "Surface", "Card", "ElevatedCard", "OutlinedCard", "LazyColumn", "FlowRow", "FlowColumn",
        "item", "items", "itemsIndexed", "stickyHeader", "key", "AnimatedVisibility", "AnimatedContent", "Crossfade", "CompositionLocalProvider",
        "ProvideTextStyle", "MaterialTheme", "SelectionContainer", "DisableSelection",
    ]

    /// Scope functions whose lambda runs in place (`state?.let { Text(it) }`, `list.forEach { … }`).
    static let inPlaceCalls: Set<String> = ["let", "also", "run", "apply", "with", "forEach", "forEachIndexed", "repeat", "takeIf"]

    /// Whether a function is a screen, whose content fills the screen's width: a composable named
    /// `…Screen` (what navigation destinations are called), or `Content()` of a class named
    /// `…Screen` (Voyager's screens).
    func isScreen(_ declaration: KotlinDeclaration, owner: String?) -> Bool {
        guard declaration.keyword == "fun", declaration.annotations.contains(where: { $0.name == "Composable" }) else { return false }
        return declaration.name.hasSuffix("Screen") || (declaration.name == "Content" && owner?.hasSuffix("Screen") == true)
    }

    /// The width a call's content lambda gets on each screen, `nil` when unknown.
    func contentRoom(_ call: ComposeCall, lambda: KotlinLambda?, context: Context) -> [Double]? {
        if call.name == "setContent" { return screens }
        if call.name == "Scaffold" {
            return chainRoom(call.modifier, context.room ?? screens, context)
        }
        if call.name == "ModalBottomSheet", let maximum = ComposeMaterialSizes.table["ModalBottomSheet.maxWidth"] {
            return chainRoom(call.modifier, screens.map { min($0, maximum) }, context)
        }
        guard let room = context.room else { return nil }
        if let padding = buttonPadding(call) {
            return chainRoom(call.modifier, room, context).map { $0.map { max($0 - padding, 0) } }
        }
        guard Self.columnLayouts.contains(call.name) || call.name == "Row" else { return nil }
        guard let inside = chainRoom(call.modifier, room, context) else { return nil }
        guard call.name == "LazyColumn", let padding = call.argument("contentPadding") else { return inside }
        guard let sides = ModifierChain.horizontalPadding([KotlinArgument(name: nil, value: padding)], values: values, zeroPaddings: context.zeroPaddings)
        else { return nil }
        return inside.map { max($0 - sides, 0) }
    }

    /// A Material button's horizontal content padding: its default, or the `contentPadding` it is given.
    func buttonPadding(_ call: ComposeCall) -> Double? {
        guard let padding = ComposeMaterialSizes.buttonPadding(call.name) else { return nil }
        guard let given = call.argument("contentPadding") else { return padding }
        return ModifierChain.horizontalPadding([KotlinArgument(name: nil, value: given)], values: values, zeroPaddings: [])
    }

    /// `room` narrowed by the `modifier` argument's chain; a chain that does not start from
    /// `Modifier` or the function's own `modifier` parameter (a modifier held elsewhere) is unknown.
    func chainRoom(_ modifier: KotlinExpression?, _ room: [Double]?, _ context: Context) -> [Double]? {
        guard let room else { return nil }
        guard let modifier else { return room }
        guard let root = ModifierChain.root(of: modifier), root == "Modifier" || root == "modifier" else { return nil }
        return ModifierChain(modifier).room(room, values: values, zeroPaddings: context.zeroPaddings)
    }

    /// The names a Scaffold's content lambda calls its padding (`{ padding -> … }`, or `it`):
    /// their sides are the window's side insets, 0 on a phone held upright.
    func scaffoldPaddings(_ lambda: KotlinLambda?) -> Set<String> {
        guard let lambda else { return [] }
        return lambda.parameters.isEmpty ? ["it"] : Set(lambda.parameters)
    }
}

// Rows: the fixed-width children in order, then the weighted ones share the rest.
extension ComposeFileScan {
    /// Whether a call's content is laid out in a row: a `Row`, or a Material button's content.
    func isRow(_ name: String) -> Bool { name == "Row" || ComposeMaterialSizes.buttonPadding(name) != nil }

    /// A row's content, each statement with the width ``rowRooms(_:room:spacing:context:)`` gives it.
    func walkRow(_ statements: [KotlinStatement], of call: ComposeCall, _ context: Context) {
        let spacing = call.name == "Row" ? rowSpacing(call) : 0
        let rooms = rowRooms(statements, room: context.room, spacing: spacing, context: context)
        let siblings = withEquivalentClicks(statements, context)
        for (statement, room) in zip(statements, rooms) {
            var child = siblings
            child.room = room
            walk(statement, child)
        }
    }

    /// The space a Row puts between its children: `Arrangement.spacedBy(8.dp)`, else 0; `nil` when unknown.
    func rowSpacing(_ call: ComposeCall) -> Double? {
        guard let arrangement = call.argument("horizontalArrangement") else { return 0 }
        guard case .call(let callee, let arguments, _) = values.constants.resolve(arrangement).kind, case .member(_, "spacedBy", _) = callee.kind else {
            return arrangement.sketch.hasPrefix("Arrangement.") ? 0 : nil
        }
        return values.dp(arguments.first?.value)
    }

    /// The width each statement of a row's content gets on each screen, as Compose's Row measures
    /// them (RowColumnMeasurePolicy): each child without a weight in order, with what the ones
    /// before it and the spacing after each left; then the weighted children share what all the
    /// others and the spacing between them leave, by weight. A child whose width the file does
    /// not fix leaves the ones after it, and the weighted ones, unknown.
    func rowRooms(_ statements: [KotlinStatement], room: [Double]?, spacing: Double?, context: Context) -> [[Double]?] {
        var rooms = [[Double]?](repeating: nil, count: statements.count)
        guard let room, let spacing else { return rooms }
        var used = room.map { _ in 0.0 }
        var known = true
        var weighted: [(index: Int, weight: Double)] = []
        for (index, statement) in statements.enumerated() {
            guard case .expression(let expression) = statement else { continue }
            let call = composeCall(expression)
            if let call, let weight = ModifierChain(call.modifier).links.first(where: { $0.name == "weight" }) {
                guard let value = values.number(weight.argument("weight", at: 0)), value > 0 else { return rooms }
                weighted.append((index, value))
                continue
            }
            if known { rooms[index] = zip(room, used).map { max($0 - $1, 0) } }
            guard known, let call, let width = fixedWidth(call, context: context) else {
                known = false
                continue
            }
            used = zip(room, used).map { total, before in
                let placed = min(width, max(total - before, 0))
                return before + placed + min(spacing, max(total - before - placed, 0))
            }
        }
        guard known, !weighted.isEmpty else { return rooms }
        let total = weighted.map(\.weight).reduce(0, +)
        let between = spacing * Double(weighted.count - 1)
        for (index, weight) in weighted {
            rooms[index] = zip(room, used).map { max($0 - $1 - between, 0) * weight / total }
        }
        return rooms
    }

    /// A statement's call of a composable by name, `nil` for anything else (an `if`, a call on a value).
    func composeCall(_ expression: KotlinExpression) -> ComposeCall? {
        guard case .call(let callee, let arguments, _) = expression.kind, case .name(let name) = callee.kind else { return nil }
        return ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine)
    }

    /// The width a child takes in a row when the file fixes it: a `width`/`size` in its chain
    /// plus the padding outside it, or a fixed-size Material control (`Icon` 24 dp, `IconButton`
    /// 48 dp, `Spacer` 0) plus its padding; `nil` when its content decides (a Text, a Button).
    func fixedWidth(_ call: ComposeCall, context: Context) -> Double? {
        let chain = ModifierChain(call.modifier)
        if let modifier = call.modifier, !["Modifier", "modifier"].contains(ModifierChain.root(of: modifier) ?? "") { return nil }
        var padding = 0.0
        for link in chain.links {
            if ["width", "size", "requiredWidth", "requiredSize"].contains(link.name) {
                return chain.size(of: link, horizontal: true, values: values).map { $0 + padding }
            }
            if ModifierChain.constrainsSize(link, horizontal: true) { return nil }
            if link.name == "padding" {
                guard let sides = ModifierChain.horizontalPadding(link.arguments, values: values, zeroPaddings: context.zeroPaddings) else { return nil }
                padding += sides
            } else if !ModifierChain.widthNeutral.contains(link.name) {
                return nil
            }
        }
        if call.name == "Spacer" { return padding }
        return ComposeMaterialSizes.controlWidth(call.name, minimumTargetOff: context.minimumTargetOff).map { $0 + padding }
    }
}
