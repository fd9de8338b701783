/// The longer chains design systems build their palettes through, followed literally:
/// - a field of a value built from an app class (`WireColorSchemeTypes.light`, with
///   `val WireColorSchemeTypes = ThemeDependent(light = LightWireColorScheme, dark = …)`), and a
///   property the class's body computes from its fields (`ThemeDependent.currentTheme`, whose
///   getter is `if (isSystemInDarkTheme()) dark else light`), read against that value (Wire d34c49fc
///   ThemeUtils.kt:25, WireColorScheme.kt:358);
/// - `remember(…) { palette }`, which is the palette;
/// - an app's extension function that returns `copy(…)` of its receiver (`baseColorScheme.withAccent(accent)`,
///   Wire AccentSwatch.kt:264): the receiver's palettes, with the fields the copy sets chosen while
///   the app runs (the user's accent), so not measured;
/// - `colors.copy()` of a palette passed as a parameter, followed to the theme files' calls of
///   that function (`ProvideFirefoxColors(colors)` in `FirefoxTheme`, Firefox fe8a71cd FirefoxTheme.kt:866);
/// - a `when` whose branches name a light and a dark palette: a branch named neither is a variant
///   the user opts into (Firefox's `privateColorPalette` in private browsing), and the appearance
///   shows the light or dark one.
extension ComposeAppThemesCollector {
    /// Where a palette expression is read: its names, the appearance said so far, its file, how
    /// deep the walk is, and the theme function it is in.
    struct Scope {
        var constants: ComposeConstants
        var dark: Bool?
        var path: String
        var depth: Int
        var function: String?
    }

    /// Functions that never return a value (a local's default that throws when nothing is provided).
    static let neverReturns: Set<String> = ["error", "TODO", "throw"]

    /// The leaves of a `when`'s parts; those named neither light nor dark are dropped when others
    /// are named both (a variant the user opts into, not what either appearance shows).
    func whenLeaves(_ parts: [KotlinExpression], _ scope: Scope) -> [Leaf] {
        var found: [Leaf] = []
        for part in parts {
            var branch: [Leaf] = []
            leaves(part, constants: scope.constants, dark: scope.dark, path: scope.path, into: &branch, depth: scope.depth, function: scope.function)
            // Only a name says it: a part that is a name of neither appearance is marked as such.
            let named = Self.nameSaysDark(part)
            found += branch.map { leaf in
                var leaf = leaf
                // (A palette built while the app runs, dynamic colour, is no variant: it stays.)
                if scope.dark == nil, named == nil, leaf.dark == nil, leaf.fields != nil { leaf.unnamed = true }
                return leaf
            }
        }
        let light = found.contains { $0.dark == false }
        let dark = found.contains { $0.dark == true }
        guard light, dark else {
            return found.map {
                var leaf = $0
                leaf.unnamed = false
                return leaf
            }
        }
        return found.filter { !$0.unnamed }
    }

    /// `dark`/`light` when `expression` is a name or member that says so, else `nil`.
    private static func nameSaysDark(_ expression: KotlinExpression) -> Bool? {
        switch expression.kind {
        case .name(let name), .member(_, let name, _): saysDark(name)
        default: nil
        }
    }

    /// `value.field` where `value` is a call of an app class: the argument it gives the field, or
    /// the class's property computed from its fields.
    func memberLeaves(_ base: KotlinExpression, _ name: String, _ scope: Scope) -> [Leaf] {
        if let found = enumParameterLeaves(base, name, scope) { return found }
        let resolved = scope.constants.resolve(base)
        guard case .call(let callee, _, _) = resolved.kind, let parameters = classes[callee.sketch] else { return [] }
        let arguments = Self.arguments(of: resolved, parameters: parameters)
        var found: [Leaf] = []
        if let field = arguments[name] {
            leaves(field, constants: scope.constants, dark: Self.saysDark(name) ?? scope.dark, path: scope.path, into: &found, depth: scope.depth)
        } else if let property = classProperties[callee.sketch]?[name] {
            let value = ComposeReceiverScope.substitute(property, fields: arguments)
            leaves(value, constants: scope.constants, dark: scope.dark, path: scope.path, into: &found, depth: scope.depth)
        }
        return found
    }

    /// A parameter of the theme function with no default: what the theme files' calls of the
    /// function pass for it.
    func parameterLeaves(_ name: String, _ scope: Scope) -> [Leaf] {
        guard let function = scope.function, let parameters = functions[function], let index = parameters.firstIndex(where: { $0.name == name })
        else { return [] }
        var found: [Leaf] = []
        for call in calls[function] ?? [] {
            let given =
                call.arguments.first { $0.name == name }
                ?? (index < call.arguments.count && call.arguments[...index].allSatisfy { $0.name == nil } ? call.arguments[index] : nil)
            guard let given else { continue }
            leaves(given.value, constants: call.constants, dark: scope.dark, path: scope.path, into: &found, depth: scope.depth, function: call.function)
        }
        return found
    }

    /// `remember { palette }`, `palette.copy(…)` of a palette that is no call here, and an
    /// extension that returns a copy; `nil` for any other call.
    func chainedLeaves(_ callee: KotlinExpression, _ arguments: [KotlinArgument], _ lambda: KotlinLambda?, _ scope: Scope) -> [Leaf]? {
        var found: [Leaf] = []
        if callee.sketch == "remember" || callee.sketch == "derivedStateOf" {
            guard case .expression(let last)? = lambda?.body.last else { return [] }
            leaves(last, constants: scope.constants, dark: scope.dark, path: scope.path, into: &found, depth: scope.depth, function: scope.function)
            return found
        }
        guard case .member(let base, let name, _) = callee.kind, name == "copy" || extensionCopies[name] != nil else { return nil }
        leaves(base, constants: scope.constants, dark: scope.dark, path: scope.path, into: &found, depth: scope.depth, function: scope.function)
        let copied = name == "copy" ? arguments : extensionCopies[name] ?? []
        return found.map { leaf in
            guard var fields = leaf.fields else { return leaf }
            var leaf = leaf
            for argument in copied {
                guard let field = argument.name else { continue }
                if name == "copy" {
                    set(field, argument.value, in: &fields, constants: scope.constants, depth: 0)
                    leaf.isCopy = true
                    continue
                }
                // Set by the extension from its parameters (`swatch[roles.primary]`): chosen while the app runs.
                Self.setWhileRunning(field, argument.value, by: name, fields: &fields, runtime: &leaf.runtime)
            }
            leaf.fields = fields
            return leaf
        }
    }

    /// Marks `field` as set while the app runs by the extension `function`, or only the fields
    /// `field = field.copy(primary = …)` sets of a nested palette (Wire's `selfBubble.copy(…)`).
    private static func setWhileRunning(
        _ field: String, _ value: KotlinExpression, by function: String, fields: inout [String: KotlinExpression], runtime: inout [String: String],
        depth: Int = 0
    ) {
        if depth < 4, case .call(let callee, let arguments, nil) = value.kind, case .member(let base, "copy", _) = callee.kind,
            base.sketch == field.split(separator: ".").last.map(String.init)
        {
            for argument in arguments {
                guard let inner = argument.name else { continue }
                setWhileRunning(field + "." + inner, argument.value, by: function, fields: &fields, runtime: &runtime, depth: depth + 1)
            }
            return
        }
        for key in fields.keys where key == field || key.hasPrefix(field + ".") {
            fields[key] = nil
            runtime[key] = "\(function)(…) sets it while the app runs"
        }
        runtime[field] = "\(function)(…) sets it while the app runs"
    }

    /// A call's arguments by parameter name: named, by position, else the parameter's default.
    static func arguments(of call: KotlinExpression, parameters: [KotlinParameter]) -> [String: KotlinExpression] {
        guard case .call(_, let arguments, _) = call.kind else { return [:] }
        var found: [String: KotlinExpression] = [:]
        for (offset, argument) in arguments.enumerated() {
            guard let name = argument.name ?? (offset < parameters.count ? parameters[offset].name : nil) else { continue }
            found[name] = argument.value
        }
        for parameter in parameters where found[parameter.name] == nil { found[parameter.name] = parameter.defaultValue }
        return found
    }

    /// The arguments of the `copy(…)` an extension function returns (`= copy(…)` or `return copy(…)` last).
    static func returnedCopy(_ declaration: KotlinDeclaration) -> [KotlinArgument]? {
        var returned = declaration.initializer
        if returned == nil, case .expression(let last)? = declaration.body?.last {
            returned = if case .jump("return", let value?) = last.kind { value } else { last }
        }
        guard let returned, case .call(let callee, let arguments, nil) = returned.kind, case .name("copy") = callee.kind else { return nil }
        return arguments
    }
}
