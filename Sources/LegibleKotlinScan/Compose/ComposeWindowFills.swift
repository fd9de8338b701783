import LegibleScan

/// Fills the walk cannot see where they are drawn, so what is inside is not judged on the fill
/// around the call:
/// - a new window: `Dialog { }`, `BasicAlertDialog { }` and `Popup { }` show their content in a
///   window of their own, over a scrim or over whatever is on screen, not on the screen's fill
///   (Google AI Edge Gallery 2cb35a2e ChatView.kt:490, white labels of a full-screen image viewer
///   whose pager draws 95% black, were judged on the chat screen's white);
/// - a modifier kept in a `val` or `var` that is given a fill somewhere in the file (`var
///   bubble = Modifier…; bubble = bubble.background(backgroundColor)`, `Box(modifier = bubble)`:
///   Gallery ChatPanel.kt:487, an audio clip's white duration judged on the screen's surface).
extension ComposeFileScan {
    /// Composables that open a window of their own, with no fill of their own.
    static let ownWindows: Set<String> = ["Dialog", "BasicAlertDialog", "Popup"]

    /// The fill `call` leaves its content, over `outer`, when it is a new window or its modifier
    /// is a value of the file that may draw a fill; `nil` when neither. A `val` whose value (or
    /// each branch of its `if`) draws one known fill gives that fill (Anytype 1c92276a
    /// AllContentScreen.kt:243, `val contentModifier = if (…) Modifier….background(background_primary)
    /// else Modifier….background(background_primary)`); anything else leaves it unknown.
    func windowOrNamedFill(_ call: ComposeCall, over outer: ScannedColor?) -> ScannedColor? {
        if Self.ownWindows.contains(call.name) {
            return .unresolved(call.name, reason: "a window of its own, over whatever is on screen")
        }
        guard let root = Self.root(call.modifier), case .name(let name) = root.kind, name != "Modifier", filledModifierNames.contains(name) else {
            return nil
        }
        let value = values.constants.resolve(root)
        if value != root {
            var branches = [value]
            if case .control("if", let parts) = value.kind, parts.count == 3 { branches = [Self.unwrapped(parts[1]), Self.unwrapped(parts[2])] }
            let fills = branches.map { ModifierChain($0).background(values: values) }
            if let first = fills.first, let known = first, fills.allSatisfy({ $0 == known }) {
                if case .unresolved = known { return known }
                return TranslucentFill.layer(known, over: outer)
            }
        }
        return .unresolved(name, reason: "a fill the modifier \(name) may be given")
    }

    /// `bubble` for `bubble.padding(4.dp)` or `bubble`: the expression the chain starts from.
    static func root(_ expression: KotlinExpression?) -> KotlinExpression? {
        var current = expression
        while let node = current {
            switch node.kind {
            case .name: return node
            case .member(let base, _, _): current = base
            case .call(let callee, _, _): current = callee
            default: return nil
            }
        }
        return nil
    }

    /// `{ x }` as `x`.
    private static func unwrapped(_ expression: KotlinExpression) -> KotlinExpression {
        if case .block(let statements) = expression.kind, statements.count == 1, case .expression(let only) = statements[0] { return only }
        return expression
    }

    /// The names of `statements`' `val`s and `var`s (at any depth) whose value, or a value
    /// assigned to them, calls `background`, `drawBehind` or `paint`.
    static func filledModifierNames(in statements: [KotlinStatement]) -> Set<String> {
        var names: Set<String> = []
        KotlinWalk.statements(in: statements) { statement in
            switch statement {
            case .declaration(let declaration) where declaration.keyword == "val" || declaration.keyword == "var":
                if let value = declaration.initializer, drawsFill(value) { names.insert(declaration.name) }
            case .assignment(let target, _, let value):
                if case .name(let name) = target.kind, drawsFill(value) { names.insert(name) }
            default: break
            }
        }
        return names
    }

    /// Whether `expression` calls a modifier that paints (`.background(…)`, `drawBehind { }`, `paint(…)`).
    static func drawsFill(_ expression: KotlinExpression) -> Bool {
        var found = false
        KotlinWalk.expressions(in: expression, depth: 0) { node in
            guard !found, case .call(let callee, _, _) = node.kind else { return }
            switch callee.kind {
            case .name(let name), .member(_, let name, _): found = ["background", "drawBehind", "paint"].contains(name)
            default: break
            }
        }
        return found
    }
}
