/// Reads ``ComposeAppThemes`` from the theme files the pre-pass parsed: the classes the app
/// declares (their constructors' parameters), its CompositionLocals and what is provided for them.
struct ComposeAppThemesCollector {
    private var classes: [String: [KotlinParameter]] = [:]
    private var defaults: [String: KotlinExpression] = [:]
    private var provided: [String: [(value: KotlinExpression, constants: ComposeConstants, path: String)]] = [:]
    private let constants: ComposeConstants

    /// The app themes `files` declare, their names read through `constants` (the theme's).
    static func collect(files: [(path: String, file: KotlinFile)], constants: ComposeConstants) -> ComposeAppThemes {
        var collector = ComposeAppThemesCollector(constants: constants)
        for (path, file) in files { collector.declarations(file.statements, owner: nil, path: path) }
        guard !collector.defaults.isEmpty else { return ComposeAppThemes() }
        for (path, file) in files {
            // A provider's value is often a `val` of the theme function: the file's own names first.
            let local = ComposeConstants(file.statements).over(constants)
            KotlinWalk.expressions(in: file.statements) { expression in
                guard case .binary("provides", let target, let value) = expression.kind, case .name(let name) = target.kind,
                    collector.defaults[name] != nil
                else { return }
                collector.provided[name, default: []].append((value, local, path))
            }
        }
        var themes = ComposeAppThemes()
        for (local, value) in collector.defaults { themes.locals[local] = collector.palette(local, default: value) }
        return themes
    }

    private init(constants: ComposeConstants) { self.constants = constants }

    private mutating func declarations(_ statements: [KotlinStatement], owner: String?, path: String) {
        for case .declaration(let declaration) in statements {
            switch declaration.keyword {
            case "class":
                classes[declaration.name] = declaration.parameters
                if let owner { classes[owner + "." + declaration.name] = declaration.parameters }
                declarations(declaration.body ?? [], owner: declaration.name, path: path)
            case "object", "interface": declarations(declaration.body ?? [], owner: declaration.name, path: path)
            case "val":
                guard let value = declaration.initializer, case .call(let callee, _, let lambda?) = value.kind, case .name(let function) = callee.kind,
                    function == "staticCompositionLocalOf" || function == "compositionLocalOf", case .expression(let last)? = lambda.body.last
                else { continue }
                defaults[declaration.name] = last
            default: continue
            }
        }
    }

    /// A palette found as a branch: its fields, whether its name or branch says dark, and its file.
    private struct Leaf {
        var fields: [String: KotlinExpression]?
        var dark: Bool?
        var path: String
    }

    private func palette(_ local: String, default value: KotlinExpression) -> ComposeAppThemes.Palette {
        var leaves: [Leaf] = []
        self.leaves(value, constants: constants, dark: nil, path: "", into: &leaves)
        for (value, constants, path) in provided[local] ?? [] { self.leaves(value, constants: constants, dark: nil, path: path, into: &leaves) }
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
        let dark = distinct(read.filter { $0.dark == true })
        let light = distinct(read.filter { $0.dark != true })
        guard light.count <= 1, dark.count <= 1 else {
            palette.unresolvedReason = "the app gives \(local) \(light.count) light and \(dark.count) dark palettes; which one shows is chosen while it runs"
            return palette
        }
        palette.light = light.first ?? [:]
        // One palette and nothing built at run time: the app looks the same in both appearances.
        palette.dark = dark.first ?? (runtime || light.isEmpty ? nil : light.first)
        if light.isEmpty { palette.unresolvedReason = "the app gives \(local) no light palette the reader found" }
        // Named by the local, which the app's theme object reads (the palettes' files are many).
        palette.name = local + (runtime ? " (dynamic colour not measured)" : "")
        return palette
    }

    /// The palettes `expression` may be: the branches of `if`/`when`, names followed to their
    /// values, and calls of the app's classes read into fields.
    private func leaves(_ expression: KotlinExpression, constants: ComposeConstants, dark: Bool?, path: String, into leaves: inout [Leaf], depth: Int = 0) {
        guard depth < 12 else { return }
        // Only a name says which appearance it is (`darkAppColors`), not a call's arguments.
        var said = dark
        if case .name(let name) = expression.kind { said = Self.saysDark(name) ?? dark }
        if case .member(_, let name, _) = expression.kind { said = Self.saysDark(name) ?? dark }
        let value = constants.resolve(expression)
        switch value.kind {
        case .control("if", let parts) where parts.count == 3:
            let condition = parts[0].sketch
            var first = Self.saysDark(condition)
            if condition.hasPrefix("!") { first = first.map { !$0 } }
            self.leaves(parts[1], constants: constants, dark: first ?? said, path: path, into: &leaves, depth: depth + 1)
            self.leaves(parts[2], constants: constants, dark: first.map { !$0 } ?? said, path: path, into: &leaves, depth: depth + 1)
        case .control("when", let parts):
            for part in parts { self.leaves(part, constants: constants, dark: said, path: path, into: &leaves, depth: depth + 1) }
        case .block(let statements):
            if case .expression(let last)? = statements.last {
                self.leaves(last, constants: constants, dark: said, path: path, into: &leaves, depth: depth + 1)
            }
        case .call(let callee, _, _):
            if let fields = fields(value, constants: constants, depth: 0) {
                leaves.append(Leaf(fields: fields, dark: said, path: path))
            } else if case .name(let name) = callee.kind, name.first?.isLowercase == true {
                // `dynamicAppColors(scheme)`: built while the app runs.
                leaves.append(Leaf(fields: nil, dark: said, path: path))
            }
        default: return
        }
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
    private func fields(_ call: KotlinExpression, constants: ComposeConstants, depth: Int) -> [String: KotlinExpression]? {
        guard depth < 6, case .call(let callee, let arguments, _) = call.kind else { return nil }
        var fields: [String: KotlinExpression] = [:]
        var parameters: [KotlinParameter] = []
        if case .member(let base, "copy", _) = callee.kind {
            guard let copied = self.fields(constants.resolve(base), constants: constants, depth: depth + 1) else { return nil }
            fields = copied
        } else {
            guard let known = classes[callee.sketch] else { return nil }
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

    private func set(_ name: String, _ value: KotlinExpression, in fields: inout [String: KotlinExpression], constants: ComposeConstants, depth: Int) {
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

/// Every expression of a file, to a bounded depth, for the pre-pass's searches.
enum KotlinWalk {
    static func expressions(in statements: [KotlinStatement], depth: Int = 0, _ visit: (KotlinExpression) -> Void) {
        guard depth < KotlinLimits.maximumDepth else { return }
        for statement in statements {
            switch statement {
            case .declaration(let declaration):
                if let initializer = declaration.initializer { expressions(in: initializer, depth: depth + 1, visit) }
                for parameter in declaration.parameters { if let value = parameter.defaultValue { expressions(in: value, depth: depth + 1, visit) } }
                expressions(in: declaration.body ?? [], depth: depth + 1, visit)
            case .expression(let expression): expressions(in: expression, depth: depth + 1, visit)
            case .assignment(_, _, let value): expressions(in: value, depth: depth + 1, visit)
            }
        }
    }

    static func expressions(in expression: KotlinExpression, depth: Int, _ visit: (KotlinExpression) -> Void) {
        guard depth < KotlinLimits.maximumDepth else { return }
        visit(expression)
        switch expression.kind {
        case .call(let callee, let arguments, let lambda):
            expressions(in: callee, depth: depth + 1, visit)
            for argument in arguments { expressions(in: argument.value, depth: depth + 1, visit) }
            if let lambda { expressions(in: lambda.body, depth: depth + 1, visit) }
        case .member(let base, _, _): expressions(in: base, depth: depth + 1, visit)
        case .binary(_, let left, let right):
            expressions(in: left, depth: depth + 1, visit)
            expressions(in: right, depth: depth + 1, visit)
        case .prefix(_, let operand), .postfix(_, let operand), .typeCheck(_, let operand, _): expressions(in: operand, depth: depth + 1, visit)
        case .lambda(let lambda): expressions(in: lambda.body, depth: depth + 1, visit)
        case .block(let statements), .objectLiteral(let statements): expressions(in: statements, depth: depth + 1, visit)
        case .control(_, let parts): for part in parts { expressions(in: part, depth: depth + 1, visit) }
        case .jump(_, let value?): expressions(in: value, depth: depth + 1, visit)
        default: break
        }
    }
}
