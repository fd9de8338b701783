import LegibleScan

/// A small tap target that runs the same handler as a control beside or around it that is not
/// small: WCAG 2.5.8's "Equivalent" exception, so `target.small` makes it a note naming that
/// control (``ScannedEquivalentControl``). Orgzly Revived 04fd283e `SearchFilterWidget.kt:528`:
///
/// ```kotlin
/// Row {
///     RadioButtonFormLockup(entry.sortOrder == sortOrder, callback, stringResource(entry.label), …)
///     AnimatedVisibility(…) { Icon(…, modifier = Modifier.noRippleClickable(enabled = enabled, onClick = callback)) }
/// }
/// ```
///
/// The 24 dp arrow runs `callback`, which the row's `RadioButtonFormLockup` passes on to
/// `OrgzlyRadioButton`, which passes it to Material's `RadioButton` (48 dp reserved).
///
/// Only what the file shows counts: the same handler — one name (`callback`), one function
/// reference (`viewModel::sort`), or a lambda that only calls one function with the same
/// arguments (`{ sort(entry) }`; `{ callback() }` is `callback`), or a lambda with the same text
/// (`{ expanded.value = !expanded.value }`) — given to a control in the same block as the target
/// or one enclosing it: a Material control that reserves 48 dp (a button, checkbox, radio button,
/// switch or chip, where that minimum is not switched off), or a call of the app's own composable
/// that hands that parameter on to one (``reaching``); or the click modifier of any composable the
/// target is inside (``withEnclosingClick(_:_:)``). A lambda that reads its argument
/// (`{ select(it) }`) is not the same handler anywhere else.
struct ComposeEquivalentControls: Sendable {
    /// The most files (and bytes) the pre-pass parses: only files with a composable taking a function.
    static let maximumFiles = 2_000
    static let maximumBytes = 32 << 20

    /// An app composable's parameters in order, and those it hands to a Material control that
    /// reserves 48 dp (directly or through another such composable), by function name.
    struct Composable: Sendable, Hashable {
        var parameters: [String]
        var reaching: Set<String>
    }

    private(set) var composables: [String: Composable] = [:]

    /// A handler given to a control that is not small, as the walk carries it to what is inside.
    struct Click: Sendable, Hashable {
        var key: String
        var control: ScannedEquivalentControl
    }

    /// Material controls that reserve 48 dp and take a handler (text fields and sliders do not count).
    static let controls: Set<String> = Set(ComposeCall.materialControls.filter { $0.value == .button || $0.value == .toggle }.keys)

    /// The app's composables that hand a handler to a Material control, from the Kotlin files among `sources`.
    static func collect(sources: KotlinSourceTexts) -> ComposeEquivalentControls {
        let texts = KotlinPrePassFiles.texts(sources: sources, maximumFiles: maximumFiles, maximumBytes: maximumBytes) { text in
            // Any composable may hand a handler on to one that reaches a control: a function-typed parameter says it may.
            KotlinDeclaredNames.contains(text, "@Composable") && KotlinDeclaredNames.contains(text, "->")
        }
        return collect(files: texts.map(KotlinParser.parse))
    }

    /// The same from parsed files (the tests' entry point).
    static func collect(files: [KotlinFile]) -> ComposeEquivalentControls {
        var declarations: [String: KotlinDeclaration] = [:]
        var twice: Set<String> = []
        for file in files {
            for case .declaration(let declaration) in file.statements where declaration.keyword == "fun" && declaration.receiver == nil {
                if declarations[declaration.name] != nil { twice.insert(declaration.name) }
                declarations[declaration.name] = declaration
            }
        }
        // An overloaded name is not followed: which one a call means is not read.
        for name in twice { declarations[name] = nil }
        var result = ComposeEquivalentControls()
        for (name, declaration) in declarations {
            result.composables[name] = Composable(parameters: declaration.parameters.map(\.name), reaching: [])
        }
        // Through other composables, one level a round, as far as the chain goes (bounded).
        for _ in 0..<4 {
            var changed = false
            for (name, declaration) in declarations {
                let handlers = Set(declaration.parameters.filter { $0.type.contains("->") }.map(\.name))
                var reaching = result.composables[name]?.reaching ?? []
                for call in calls(in: declaration.body ?? declaration.initializer.map { [KotlinStatement.expression($0)] } ?? []) {
                    for key in result.handlerKeys(of: call.name, call.arguments, minimumTargetOff: false) where handlers.contains(key) {
                        reaching.insert(key)
                    }
                }
                if reaching != result.composables[name]?.reaching {
                    result.composables[name]?.reaching = reaching
                    changed = true
                }
            }
            if !changed { break }
        }
        return result
    }

    /// The handler keys a call of `name` gives a control that is not small: every handler
    /// argument of a Material control (not its `modifier`), or the arguments an app composable
    /// hands on to one.
    func handlerKeys(of name: String, _ arguments: [KotlinArgument], minimumTargetOff: Bool) -> [String] {
        if Self.controls.contains(name) {
            guard !minimumTargetOff else { return [] }
            return arguments.filter { $0.name != "modifier" }.compactMap { Self.key($0.value) }
        }
        guard let composable = composables[name], !composable.reaching.isEmpty else { return [] }
        var keys: [String] = []
        for (index, argument) in arguments.enumerated() {
            // A positional argument after a named one is not Kotlin; before them it is the parameter at its place.
            let parameter =
                argument.name
                ?? (arguments[..<index].allSatisfy { $0.name == nil } && index < composable.parameters.count
                    ? composable.parameters[index] : nil)
            guard let parameter, composable.reaching.contains(parameter), let key = Self.key(argument.value) else { continue }
            keys.append(key)
        }
        return keys
    }

    /// A handler as the same value wherever it is written: a name, a function reference, or a
    /// lambda that only calls one function (its call, or the callee when it takes no argument).
    /// `nil` for anything else, and for a lambda that reads its parameters.
    static func key(_ expression: KotlinExpression) -> String? {
        switch expression.kind {
        case .name(let name): return ["null", "true", "false", "it", "this"].contains(name) ? nil : name
        case .reference, .member: return expression.sketch
        case .lambda(let lambda):
            // `{ select(it) }` runs with what the component gives it: not one value.
            guard lambda.parameters.isEmpty, !lambda.body.isEmpty,
                !lambda.sketch.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains("it")
            else { return nil }
            guard lambda.body.count == 1, case .expression(let inner) = lambda.body[0], case .call(let callee, let arguments, nil) = inner.kind else {
                // Any other body is the same handler where its text is the same: GeometricWeather
                // b2373551 LiveWallpaperConfigActivity.kt:167, `{ expanded.value = !expanded.value }`.
                return lambda.sketch
            }
            return arguments.isEmpty ? key(callee) : inner.sketch
        default: return nil
        }
    }

    /// The calls `statements` make, at any depth (lambdas and control flow included).
    static func calls(in statements: [KotlinStatement]) -> [ComposeCall] {
        var found: [ComposeCall] = []
        var stack = expressions(statements)
        while let expression = stack.popLast(), found.count < 10_000 {
            switch expression.kind {
            case .call(let callee, let arguments, let lambda):
                if case .name(let name) = callee.kind {
                    found.append(ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine, lambda: lambda))
                }
                stack.append(callee)
                stack.append(contentsOf: arguments.map(\.value))
                if let lambda { stack.append(contentsOf: expressions(lambda.body)) }
            case .lambda(let lambda): stack.append(contentsOf: expressions(lambda.body))
            case .block(let body): stack.append(contentsOf: expressions(body))
            case .control(_, let parts): stack.append(contentsOf: parts)
            case .member(let base, _, _): stack.append(base)
            default: break
            }
        }
        return found
    }

    private static func expressions(_ statements: [KotlinStatement]) -> [KotlinExpression] {
        statements.compactMap { statement in
            switch statement {
            case .expression(let expression): expression
            case .assignment(_, _, let value): value
            case .declaration(let declaration): declaration.initializer
            }
        }
    }
}

extension ComposeFileScan {
    /// `context` with the handlers the calls among `statements` give controls that are not small,
    /// for every target inside them (their siblings' and their own content's).
    func withEquivalentClicks(_ statements: [KotlinStatement], _ context: Context) -> Context {
        var context = context
        for case .expression(let expression) in statements {
            guard case .call(let callee, let arguments, _) = expression.kind, case .name(let name) = callee.kind else { continue }
            for key in values.theme.equivalentControls.handlerKeys(of: name, arguments, minimumTargetOff: context.minimumTargetOff) {
                let control = ScannedEquivalentControl(name: "\(name) (line \(expression.position.line))", handler: key)
                context.equivalentClicks.append(ComposeEquivalentControls.Click(key: key, control: control))
            }
        }
        return context
    }

    /// The control that runs the same handler as the click at `click` in `chain`, when one is in
    /// reach (``withEquivalentClicks(_:_:)``).
    func equivalentControl(_ chain: ModifierChain, click: Int, context: Context) -> ScannedEquivalentControl? {
        guard !context.equivalentClicks.isEmpty, let key = Self.handlerKey(chain.links[click]) else { return nil }
        return context.equivalentClicks.first { $0.key == key }?.control
    }

    /// The handler of a click link as ``ComposeEquivalentControls/key(_:)`` names it.
    static func handlerKey(_ link: ModifierChain.Link) -> String? {
        var handlers = link.arguments.filter { ModifierChain.Link.handlerLabels.contains($0.name ?? "") }.map(\.value)
        if let lambda = link.lambda { handlers.append(KotlinExpression(kind: .lambda(lambda), position: lambda.position, endLine: lambda.endLine, depth: 1)) }
        // A click that does more than one thing (a tap and a long press) is the same only when all are.
        guard handlers.count == 1 else { return nil }
        return ComposeEquivalentControls.key(handlers[0])
    }

    /// `context` for what is inside `call` (its content and slots) when its own modifier has a
    /// click: a target inside that runs the same handler is covered by it, so it is no target of
    /// its own. GeometricWeather b2373551 LiveWallpaperConfigActivity.kt:167, a 24 dp `Icon` in
    /// the `trailingIcon` of a full-width `OutlinedTextField` whose `clickable` runs the same
    /// `expanded.value = !expanded.value`.
    func withEnclosingClick(_ call: ComposeCall, _ context: Context) -> Context {
        let chain = ModifierChain(call.modifier)
        guard let click = clickIndex(chain, context: context), let key = Self.handlerKey(chain.links[click]) else { return context }
        var context = context
        let control = ScannedEquivalentControl(name: "\(call.name) (line \(call.position.line))", handler: key)
        context.equivalentClicks.append(ComposeEquivalentControls.Click(key: key, control: control))
        return context
    }
}
