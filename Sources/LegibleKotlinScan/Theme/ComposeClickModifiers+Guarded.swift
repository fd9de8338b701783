/// An app's click modifier that clicks only when its nullable handler is given — bitkit-android 1059c1bd
/// Modifiers.kt:27, used 88 times (its 24 dp eye icon, BalanceHeaderView.kt:171, was no target):
///
/// ```kotlin
/// fun Modifier.clickableAlpha(pressedAlpha: Float = 0.7f, onClick: (() -> Unit)?): Modifier = composed {
///     this.graphicsLayer { this.alpha = alpha }
///         .then(if (onClick != null) Modifier.clickable(onClick = { … }) else Modifier)
/// }
/// ```
///
/// A use is a target only where it is given a handler that cannot be `null`: a lambda, a
/// reference, or a parameter of the enclosing composable whose type is not nullable (or that
/// defaults to `null` and some caller passes). `clickableAlpha(onClick = if (enabled) onClick
/// else null)` and other conditions are not, as a click behind `thenIf(enabled)` is not.
extension ComposeClickModifiers {
    /// Links before the click that draw or describe but do not move or resize the area.
    static let areaNeutral: Set<String> = ["graphicsLayer", "alpha", "semantics", "testTag"]

    /// The nullable handler parameter `value` clicks with: `[this.neutral(…)].then(if (h != null)
    /// Modifier.clickable(…) else Modifier)`; `nil` for any other shape.
    static func guardedHandler(_ value: KotlinExpression, parameters: [KotlinParameter]) -> Handler? {
        guard case .call(let callee, let arguments, nil) = value.kind, arguments.count == 1 else { return nil }
        switch callee.kind {
        case .name("then"): break
        case .member(let base, "then", _) where onReceiver(base): break
        default: return nil
        }
        guard case .control("if", let parts) = arguments[0].value.kind, parts.count == 3,
            let handler = nonNullSubject(parts[0]), isHandler(single(parts[1]), thenAllowed: false),
            ["Modifier", "this"].contains(single(parts[2]).sketch),
            let index = parameters.firstIndex(where: { $0.name == handler }), parameters[index].type.hasSuffix("?")
        else { return nil }
        return Handler(name: handler, index: index)
    }

    /// Whether `base` is the receiver, bare or under area-neutral links (`this.graphicsLayer { … }`).
    private static func onReceiver(_ base: KotlinExpression) -> Bool {
        switch base.kind {
        case .name(let name): return name == "this" || name == "Modifier"
        case .call(let callee, _, _):
            if case .name(let name) = callee.kind { return areaNeutral.contains(name) }
            guard case .member(let inner, let name, _) = callee.kind else { return false }
            return areaNeutral.contains(name) && onReceiver(inner)
        default: return false
        }
    }

    /// `x` of `x != null` (or `null != x`).
    private static func nonNullSubject(_ condition: KotlinExpression) -> String? {
        guard case .binary("!=", let left, let right) = condition.kind else { return nil }
        if case .name(let name) = left.kind, right.sketch == "null" { return name }
        if case .name(let name) = right.kind, left.sketch == "null" { return name }
        return nil
    }

    /// The one expression of a `{ … }` branch, or the branch itself.
    private static func single(_ branch: KotlinExpression) -> KotlinExpression {
        if case .block(let statements) = branch.kind, statements.count == 1, case .expression(let only) = statements[0] { return only }
        return branch
    }
}

extension ComposeFileScan {
    /// The index of the chain's first click: Compose's, or the app's own; one of the app's that
    /// clicks only with a handler counts only where it is given one that cannot be `null`.
    func clickIndex(_ chain: ModifierChain, context: Context) -> Int? {
        let theme = values.theme
        return chain.links.firstIndex { link in
            guard ModifierChain.clickNames.contains(link.name) || theme.clickModifiers.contains(link.name), !link.doesNothing else { return false }
            guard let handler = theme.guardedClickModifiers[link.name] else { return true }
            return givesHandler(link, handler, context: context)
        }
    }

    private func givesHandler(_ link: ModifierChain.Link, _ handler: ComposeClickModifiers.Handler, context: Context) -> Bool {
        guard let value = link.argument(handler.name, at: handler.index) else { return link.hasLambda }
        switch value.kind {
        case .lambda, .reference: return true
        case .name(let name):
            guard let owner = context.owner, let parameter = parameter(name, of: owner) else { return false }
            if !parameter.type.hasSuffix("?") { return true }
            return parameter.defaultValue?.sketch == "null" && values.theme.callerFills.passes(owner, path: path, label: name)
        default: return false
        }
    }

    /// The parameter `name` of the file's one top-level function `function`.
    private func parameter(_ name: String, of function: String) -> KotlinParameter? {
        var found: [KotlinDeclaration] = []
        for case .declaration(let declaration) in file.statements where declaration.keyword == "fun" && declaration.name == function {
            found.append(declaration)
        }
        guard found.count == 1 else { return nil }
        return found[0].parameters.first { $0.name == name }
    }
}
