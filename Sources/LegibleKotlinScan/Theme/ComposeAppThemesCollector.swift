/// Reads ``ComposeAppThemes`` from the theme files the pre-pass parsed: the classes the app
/// declares (their constructors' parameters), its CompositionLocals and what is provided for them.
struct ComposeAppThemesCollector {
    var classes: [String: [KotlinParameter]] = [:]
    private(set) var defaults: [String: KotlinExpression] = [:]
    /// Extension properties of the app's classes: class → property → its value (`val
    /// SemanticColors.roomListRoomName get() = textPrimary`).
    private var extensions: [String: [String: KotlinExpression]] = [:]
    var provided: [String: [Provided]] = [:]
    let constants: ComposeConstants
    /// Properties declared in the app's classes' bodies, with their getters (`val currentTheme
    /// get() = if (isSystemInDarkTheme()) dark else light` in Wire's `ThemeDependent`).
    var classProperties: [String: [String: KotlinExpression]] = [:]
    /// Extension functions of the app's classes that return `copy(…)` of their receiver, by name,
    /// with the copy's arguments (Wire's `WireColorScheme.withAccent(accent)`).
    var extensionCopies: [String: [KotlinArgument]] = [:]
    /// The theme files' top-level functions' parameters, and their calls in the theme files, so a
    /// palette passed as a parameter is followed to its callers (Firefox's `ProvideFirefoxColors(colors)`).
    var functions: [String: [KotlinParameter]] = [:]
    var calls: [String: [Call]] = [:]
    /// Enum classes' entries and functions that only forward to a class's constructor (``ComposeAppThemesCollector+Enums``).
    var enumEntries: [String: [KotlinExpression]] = [:]
    var forwarders: [String: (className: String, parameters: [KotlinParameter])] = [:]

    /// A value provided for a local: where, and the names it reads.
    struct Provided {
        var value: KotlinExpression
        var constants: ComposeConstants
        var path: String
        /// The top-level function it is provided in.
        var function: String?
    }

    /// A call of a theme file's function: its arguments, the caller's names and function.
    struct Call {
        var arguments: [KotlinArgument]
        var constants: ComposeConstants
        var function: String?
    }

    /// The app themes `files` declare, their names read through `constants` (the theme's).
    static func collect(files: [(path: String, file: KotlinFile)], constants: ComposeConstants) -> ComposeAppThemes {
        guard let collector = gather(files: files, constants: constants) else { return ComposeAppThemes() }
        var themes = ComposeAppThemes()
        for (local, value) in collector.defaults { themes.locals[local] = collector.palette(local, default: value) }
        return themes
    }

    /// The classes, locals and provided values of `files`; `nil` when they declare no local.
    private static func gather(files: [(path: String, file: KotlinFile)], constants: ComposeConstants) -> ComposeAppThemesCollector? {
        var collector = ComposeAppThemesCollector(constants: constants)
        for (path, file) in files { collector.declarations(file.statements, owner: nil, path: path) }
        guard !collector.defaults.isEmpty else { return nil }
        for (path, file) in files {
            // A provider's value is often a `val` of the theme function or one of its parameters'
            // defaults: that function's own names first, then the file's.
            let fileNames = ComposeConstants(withParameterDefaults: file.statements).over(constants)
            for statement in file.statements {
                var function: String?
                if case .declaration(let declaration) = statement, declaration.keyword == "fun" { function = declaration.name }
                let local = function == nil ? fileNames : ComposeConstants(withParameterDefaults: [statement]).over(fileNames)
                KotlinWalk.expressions(in: [statement]) { expression in
                    collector.note(expression, constants: local, path: path, function: function)
                }
            }
        }
        return collector
    }

    /// The names the app's locals' palettes use that no file of `files` declares: a palette
    /// named in a branch (`compoundColorsLight`), the class a palette calls (`SemanticColors`),
    /// the object its fields name (`LightColorTokens`). What the pre-pass looks for in the app's
    /// other files; names in any other place (a parameter, a condition) are not looked for.
    /// Also the classes the palettes are calls of, declared or not, whose extensions are looked for.
    static func missingNames(files: [(path: String, file: KotlinFile)]) -> (names: Set<String>, classes: Set<String>) {
        let constants = ComposeConstants(declarationsOf: files.map(\.file.statements))
        guard let collector = gather(files: files, constants: constants) else { return ([], []) }
        var wanted: Set<String> = []
        var classes: Set<String> = []
        for value in collector.defaults.values { collector.wanted(value, constants: constants, into: &wanted, classes: &classes) }
        for values in collector.provided.values {
            for provided in values { collector.wanted(provided.value, constants: provided.constants, into: &wanted, classes: &classes) }
        }
        var declared: Set<String> = []
        for (_, file) in files { for case .declaration(let declaration) in file.statements { declared.insert(declaration.name) } }
        return (wanted.subtracting(declared), classes)
    }

    /// The names a palette expression needs and `constants` does not give, as ``leaves(_:constants:dark:path:into:depth:)`` walks it.
    private func wanted(
        _ expression: KotlinExpression, constants: ComposeConstants, into wanted: inout Set<String>, classes: inout Set<String>, depth: Int = 0
    ) {
        guard depth < 12 else { return }
        let value = constants.resolve(expression)
        switch value.kind {
        case .name(let name) where name.first?.isLetter == true:
            wanted.insert(name)
            for alternative in constants.alternatives(of: name) ?? [] {
                self.wanted(alternative, constants: constants, into: &wanted, classes: &classes, depth: depth + 1)
            }
        case .member(let base, _, _):
            // `WireColorSchemeTypes.currentTheme`: the value whose field or property it reads, and
            // once that is known, the class it calls and what it passes (`ThemeDependent(light = LightWireColorScheme, …)`).
            let owner = constants.resolve(base)
            if case .name(let name) = owner.kind, name.first?.isLetter == true { wanted.insert(name) }
            if case .call(let callee, let arguments, _) = owner.kind, case .name(let name) = callee.kind, name.first?.isUppercase == true {
                if self.classes[name] == nil { wanted.insert(name) }
                for argument in arguments { self.wanted(argument.value, constants: constants, into: &wanted, classes: &classes, depth: depth + 1) }
            }
        case .call(let callee, _, let lambda?) where callee.sketch == "remember":
            if case .expression(let last)? = lambda.body.last { self.wanted(last, constants: constants, into: &wanted, classes: &classes, depth: depth + 1) }
        case .control("if", let parts) where parts.count == 3:
            for part in parts.dropFirst() { self.wanted(part, constants: constants, into: &wanted, classes: &classes, depth: depth + 1) }
        case .control("when", let parts):
            for part in parts { self.wanted(part, constants: constants, into: &wanted, classes: &classes, depth: depth + 1) }
        case .block(let statements):
            if case .expression(let last)? = statements.last { self.wanted(last, constants: constants, into: &wanted, classes: &classes, depth: depth + 1) }
        case .call(let callee, let arguments, _):
            if case .member(let base, "copy", _) = callee.kind {
                return self.wanted(base, constants: constants, into: &wanted, classes: &classes, depth: depth + 1)
            }
            guard case .name(let name) = callee.kind, name.first?.isUppercase == true else { return }
            classes.insert(name)
            if self.classes[name] == nil { wanted.insert(name) }
            // The objects the fields name: `LightColorTokens.colorGray1400`.
            for argument in arguments {
                if case .member(let base, _, _) = argument.value.kind, case .name(let owner) = base.kind, owner.first?.isUppercase == true {
                    wanted.insert(owner)
                }
            }
        default: return
        }
    }

    init(constants: ComposeConstants) { self.constants = constants }

    /// Records a provider (`LocalX provides value`) or a call of a theme file's function.
    private mutating func note(_ expression: KotlinExpression, constants: ComposeConstants, path: String, function: String?) {
        if case .binary("provides", let target, let value) = expression.kind, case .name(let name) = target.kind, defaults[name] != nil {
            provided[name, default: []].append(Provided(value: value, constants: constants, path: path, function: function))
        } else if case .call(let callee, let arguments, _) = expression.kind, case .name(let name) = callee.kind, functions[name] != nil {
            calls[name, default: []].append(Call(arguments: arguments, constants: constants, function: function))
        }
    }

    mutating func declarations(_ statements: [KotlinStatement], owner: String?, path: String) {
        for case .declaration(let declaration) in statements {
            switch declaration.keyword {
            case "class":
                classes[declaration.name] = declaration.parameters
                if let owner { classes[owner + "." + declaration.name] = declaration.parameters }
                declarations(declaration.body ?? [], owner: declaration.name, path: path)
                if declaration.modifiers.contains("enum") { enumEntries[declaration.name] = Self.entries(of: declaration) }
                for case .declaration(let member) in declaration.body ?? [] where member.keyword == "val" && member.receiver == nil {
                    if let value = member.initializer { classProperties[declaration.name, default: [:]][member.name] = value }
                }
            case "fun":
                if declaration.receiver != nil, let copied = Self.returnedCopy(declaration) { extensionCopies[declaration.name] = copied }
                if owner == nil, !declaration.parameters.isEmpty { functions[declaration.name] = declaration.parameters }
                if owner == nil, let forwarded = Self.forwardedClass(declaration) { forwarders[declaration.name] = (forwarded, declaration.parameters) }
            case "object", "interface": declarations(declaration.body ?? [], owner: declaration.name, path: path)
            case "val":
                if let receiver = declaration.receiver, let value = declaration.initializer {
                    extensions[receiver, default: [:]][declaration.name] = value
                    continue
                }
                guard let value = declaration.initializer, case .call(let callee, _, let lambda?) = value.kind, case .name(let function) = callee.kind,
                    function == "staticCompositionLocalOf" || function == "compositionLocalOf", case .expression(let last)? = lambda.body.last
                else { continue }
                defaults[declaration.name] = last
            default: continue
            }
        }
    }

    /// A palette found as a branch: its fields, whether its name or branch says dark, and its file.
    struct Leaf {
        var fields: [String: KotlinExpression]?
        /// The class the palette is a call of (`SemanticColors`).
        var className: String?
        var dark: Bool?
        var path: String
        /// Whether the palette is `x.copy(…)` of another.
        var isCopy = false
        /// Fields a function sets while the app runs, with why (Wire's accent, `withAccent(…)`).
        var runtime: [String: String] = [:]
        /// Whether a `when` branch gave it under a name of neither appearance (``whenLeaves(_:_:)``).
        var unnamed = false
    }

    private func palette(_ local: String, default value: KotlinExpression) -> ComposeAppThemes.Palette {
        var leaves: [Leaf] = []
        self.leaves(value, constants: constants, dark: nil, path: "", into: &leaves)
        for provided in provided[local] ?? [] {
            self.leaves(provided.value, constants: provided.constants, dark: nil, path: provided.path, into: &leaves, function: provided.function)
        }
        // A default whose colours are all `Color.Unspecified` (Proton Pass d04eec28 PassColors.kt:288)
        // is a placeholder the theme's provider replaces, not a palette that shows.
        leaves.removeAll { $0.fields.map(Self.isPlaceholder) ?? false }
        var palette = ComposeAppThemes.Palette()
        let read = leaves.filter { $0.fields != nil }
        guard !read.isEmpty else {
            palette.unresolvedReason = "the app builds \(local)'s values while it runs"
            return palette
        }
        let runtime = read.count < leaves.count
        func distinct(_ leaves: [Leaf]) -> [[String: KotlinExpression]] {
            var found: [[String: KotlinExpression]] = []
            for leaf in leaves where !found.contains(leaf.fields!) { found.append(leaf.fields!) }
            return found
        }
        // A palette no name or branch places (a picker's `sepiaColors`) may show in either.
        // A `.copy(…)` of a palette beside the palette itself (Element X 477aa366 ElementTheme.kt:116,
        // `if (theme == Theme.Black) compoundDark.copy(bgCanvasDefault = Color.Black) else compoundDark`)
        // is a variant the user opts into: the appearance shows the palette it copies.
        func withoutVariants(_ leaves: [Leaf]) -> [Leaf] { leaves.contains { !$0.isCopy } ? leaves.filter { !$0.isCopy } : leaves }
        let dark = distinct(withoutVariants(read.filter { $0.dark != false }))
        let light = distinct(withoutVariants(read.filter { $0.dark != true }))
        let choice =
            "the app gives \(local) \(light.count) light and \(dark.count) dark palettes that differ here; which one shows is chosen while it runs"
        palette.light = Self.agreed(light, unresolved: &palette.chosenWhileRunning)
        // One palette and nothing built at run time: the app looks the same in both appearances.
        if read.contains(where: { $0.dark == true }) {
            palette.dark = Self.agreed(dark, unresolved: &palette.chosenWhileRunning)
        } else if !runtime, !light.isEmpty {
            palette.dark = palette.light
        }
        if !palette.chosenWhileRunning.isEmpty { palette.choiceReason = choice }
        // A field any provided palette sets while the app runs is not known in either appearance.
        for leaf in read { palette.runtimeReasons.merge(leaf.runtime) { first, _ in first } }
        for key in palette.runtimeReasons.keys {
            palette.light[key] = nil
            palette.dark?[key] = nil
            palette.chosenWhileRunning.insert(key)
        }
        if light.isEmpty { palette.unresolvedReason = "the app gives \(local) no light palette the reader found" }
        let classNames = Set(read.compactMap(\.className))
        if classNames.count == 1, let className = classNames.first {
            palette.className = className
            palette.extensions = extensions[className] ?? [:]
        }
        // Named by the local, which the app's theme object reads (the palettes' files are many).
        palette.name = local + (runtime ? " (dynamic colour not measured)" : "")
        return palette
    }

    /// Whether a palette is a placeholder: its colours all `Color.Unspecified`, anything else an
    /// empty value (`backgroundBrush = Brush.linearGradient()`, as Proton Pass's default writes);
    /// so are lengths all `Dp.Unspecified` beside `0.dp` and `Float.NaN` (Kickstarter e5ba636b
    /// KSDimensions.kt:137, `staticCompositionLocalOf { KSDimensions() }`, which `KSTheme`
    /// replaces with `KSStandardDimensions`).
    private static func isPlaceholder(_ fields: [String: KotlinExpression]) -> Bool {
        var unspecified = false
        for value in fields.values {
            if ["Color.Unspecified", "Dp.Unspecified", "TextUnit.Unspecified"].contains(value.sketch) {
                unspecified = true
            } else if ["0.dp", "Float.NaN"].contains(value.sketch) {
                continue
            } else if case .call(_, let arguments, nil) = value.kind, arguments.isEmpty {
                continue
            } else {
                return false
            }
        }
        return unspecified
    }

    /// The palettes `expression` may be: the branches of `if`/`when`, names followed to their
    /// values, and calls of the app's classes read into fields.
    func leaves(
        _ expression: KotlinExpression, constants: ComposeConstants, dark: Bool?, path: String, into leaves: inout [Leaf], depth: Int = 0,
        function: String? = nil
    ) {
        guard depth < 12 else { return }
        // Only a name says which appearance it is (`darkAppColors`), not a call's arguments.
        var said = dark
        if case .name(let name) = expression.kind { said = Self.saysDark(name) ?? dark }
        if case .member(_, let name, _) = expression.kind { said = Self.saysDark(name) ?? dark }
        // `darkColors.copy(background = Color.Black)`: a variant of the palette it copies.
        if case .call(let callee, _, _) = expression.kind, case .member(let base, "copy", _) = callee.kind, case .name(let name) = base.kind {
            said = Self.saysDark(name) ?? dark
        }
        let scope = Scope(constants: constants, dark: said, path: path, depth: depth + 1, function: function)
        // A parameter of the theme function hides a theme constant of its name (Primal's `extraColorScheme`).
        if let found = shadowingParameterLeaves(expression, scope) {
            leaves += found
            return
        }
        let value = constants.resolve(expression)
        switch value.kind {
        case .control("if", let parts) where parts.count == 3:
            let condition = parts[0].sketch
            var first = Self.saysDark(condition)
            if condition.hasPrefix("!") { first = first.map { !$0 } }
            self.leaves(parts[1], constants: constants, dark: first ?? said, path: path, into: &leaves, depth: depth + 1, function: function)
            self.leaves(parts[2], constants: constants, dark: first.map { !$0 } ?? said, path: path, into: &leaves, depth: depth + 1, function: function)
        case .control("when", let parts):
            leaves += whenLeaves(parts, scope)
        case .block(let statements):
            if case .expression(let last)? = statements.last {
                self.leaves(last, constants: constants, dark: said, path: path, into: &leaves, depth: depth + 1, function: function)
            }
        case .member(let base, let name, _):
            leaves += memberLeaves(base, name, scope)
        case .name(let name):
            if let alternatives = constants.alternatives(of: name) {
                // Two copies of the design system: each copy's palette, so only fields they agree on are known.
                for alternative in alternatives {
                    self.leaves(alternative, constants: constants, dark: said, path: path, into: &leaves, depth: depth + 1, function: function)
                }
            } else {
                leaves += parameterLeaves(name, scope)
            }
        case .call(let callee, let arguments, let lambda):
            if let fields = fields(value, constants: constants, depth: 0) {
                let className = className(value, constants: constants)
                if said == nil, let split = Self.appearanceLeaves(fields, className: className, path: path, constants: constants) {
                    leaves += split
                    return
                }
                var leaf = Leaf(fields: fields, className: className, dark: said, path: path)
                if case .member(_, "copy", _) = callee.kind { leaf.isCopy = true }
                leaves.append(leaf)
            } else if let found = chainedLeaves(callee, arguments, lambda, scope) {
                leaves += found
            } else if case .name(let name) = callee.kind, name.first?.isLowercase == true, !Self.isPredicate(name), !Self.neverReturns.contains(name) {
                // `dynamicAppColors(scheme)`: built while the app runs.
                leaves.append(Leaf(fields: nil, dark: said, path: path))
            }
        default: return
        }
    }

    /// The class a palette call builds: the callee, or for `x.copy(…)` the class of `x`.
    func className(_ call: KotlinExpression, constants: ComposeConstants, depth: Int = 0) -> String? {
        guard depth < 6, case .call(let callee, _, _) = call.kind else { return nil }
        if case .member(let base, "copy", _) = callee.kind { return className(constants.resolve(base), constants: constants, depth: depth + 1) }
        return classes[callee.sketch] != nil ? callee.sketch : forwarders[callee.sketch]?.className
    }

    /// `isSystemInDarkTheme()`: a `when`'s condition (its parts come flat), not a palette.
    static func isPredicate(_ name: String) -> Bool {
        guard name.hasPrefix("is") || name.hasPrefix("has"), let next = name.dropFirst(name.hasPrefix("is") ? 2 : 3).first else { return false }
        return next.isUppercase
    }

    /// `dark` when the text says dark or night, `false` when it says light or day, else `nil`.
    static func saysDark(_ text: String) -> Bool? {
        let lower = text.lowercased()
        if lower.contains("dark") || lower.contains("night") { return true }
        if lower.contains("light") || lower.contains("day") { return false }
        return nil
    }

    /// The fields a call of one of the app's classes sets: by name, by position, the constructor's
    /// defaults, nested classes as `outer.inner`; `x.copy(…)` over `x`'s fields.
    func fields(_ call: KotlinExpression, constants: ComposeConstants, depth: Int) -> [String: KotlinExpression]? {
        guard depth < 6, case .call(let callee, let arguments, _) = call.kind else { return nil }
        var fields: [String: KotlinExpression] = [:]
        var parameters: [KotlinParameter] = []
        if case .member(let base, "copy", _) = callee.kind {
            guard let copied = self.fields(constants.resolve(base), constants: constants, depth: depth + 1) else { return nil }
            fields = copied
        } else {
            guard let known = classes[callee.sketch] ?? forwardedParameters(callee.sketch) else { return nil }
            parameters = known
        }
        var given: Set<String> = []
        for (offset, argument) in arguments.enumerated() {
            guard let name = argument.name ?? (offset < parameters.count ? parameters[offset].name : nil) else { continue }
            given.insert(name)
            set(name, argument.value, in: &fields, constants: constants, depth: depth)
        }
        for parameter in parameters where !given.contains(parameter.name) {
            if let value = parameter.defaultValue { set(parameter.name, value, in: &fields, constants: constants, depth: depth) }
        }
        return fields
    }

    func set(_ name: String, _ value: KotlinExpression, in fields: inout [String: KotlinExpression], constants: ComposeConstants, depth: Int) {
        let resolved = constants.resolve(value)
        if case .call(let callee, _, _) = resolved.kind, classes[callee.sketch] != nil,
            let nested = self.fields(resolved, constants: constants, depth: depth + 1)
        {
            for key in fields.keys where key.hasPrefix(name + ".") { fields[key] = nil }
            for (key, inner) in nested { fields[name + "." + key] = inner }
        } else {
            fields[name] = value
        }
    }
}
