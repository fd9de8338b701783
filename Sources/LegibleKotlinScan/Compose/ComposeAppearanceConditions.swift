import Foundation

/// Conditions that are the appearance: `if (c) A else B` whose `c` is true exactly in dark shows
/// A in dark and B in light, not both in both (Primal f5d5ee2f ReferencedStream.kt:149,
/// `color = if (isAppInDarkPrimalTheme()) onSurfaceVariantAlt3 else onSurfaceVariantAlt2`: the
/// dark theme's grey was judged on the light card too). Read from the code, not guessed from
/// names where the code says more:
/// - `isSystemInDarkTheme()`; Material 2's `MaterialTheme.colors.isLight` (light);
/// - `LocalX.current.flag`, a CompositionLocal's value whose `flag` the app declares as a
///   `Boolean` constructor parameter of a class, named with `Dark` (Primal PrimalTheme.kt:15,
///   `val isDarkTheme: Boolean`, read as `LocalPrimalTheme.current.isDarkTheme`);
/// - an app function of no parameters whose value is one of those, or negates one (Primal
///   PrimalDarkTheme.kt:9, `fun isAppInDarkPrimalTheme(): Boolean = LocalPrimalTheme.current.isDarkTheme`);
/// - the flag the app's theme picks its dark palette by (``ComposeAppearanceChoosers``);
/// - a `val` holding one of those; a `Boolean` parameter whose default is one of those, or named
///   so (``appearanceParameterNames``): its callers pass the appearance.
/// `primalTheme.isDarkTheme` (a theme picker's entry, AppearanceSettingsScreen.kt:258) is no
/// appearance: every entry shows at once.
enum ComposeAppearanceConditions {
    static let maximumFiles = 400
    static let maximumBytes = 16 << 20

    /// Boolean parameter names taken as the appearance without a default that says so.
    static let appearanceParameterNames: Set<String> = ["isDarkTheme", "darkTheme", "isDark", "isDarkMode", "darkMode", "isInDarkTheme", "useDarkTheme"]

    /// What the app declares: its dark flags and its functions that read the appearance.
    struct Declared: Sendable {
        /// Boolean constructor parameters of the app's classes whose name says dark.
        var darkFlags: Set<String> = []
        /// Function → whether it is true in dark (`false` for one true in light).
        var functions: [String: Bool] = [:]
        /// The flags the app's theme picks its dark palette by, as written and as the theme's
        /// constants resolve them (``ComposeAppearanceChoosers``), from the theme pre-pass.
        var choosers: [String: Bool] = [:]
    }

    static func collect(sources: KotlinSourceTexts, choosers: [String: Bool] = [:]) -> Declared {
        let texts = KotlinPrePassFiles.texts(sources: sources, maximumFiles: maximumFiles, maximumBytes: maximumBytes) { text in
            KotlinDeclaredNames.contains(text, "Dark") && KotlinDeclaredNames.contains(text, "Boolean") || KotlinDeclaredNames.contains(text, "colors.isLight")
        }
        return collect(files: texts.map(KotlinParser.parse), choosers: choosers)
    }

    /// The flags first (a function reads one another file declares), then the functions.
    static func collect(files: [KotlinFile], choosers: [String: Bool] = [:]) -> Declared {
        var declared = Declared(choosers: choosers)
        for file in files { collectFlags(file.statements, into: &declared.darkFlags) }
        var refused: Set<String> = []
        for file in files {
            for case .declaration(let function) in file.statements where function.keyword == "fun" && function.receiver == nil {
                let says = function.parameters.isEmpty ? value(of: function).flatMap { saysDark($0, declared: declared) } : nil
                if let says, !refused.contains(function.name), declared.functions[function.name].map({ $0 == says }) ?? true {
                    declared.functions[function.name] = says
                } else {
                    declared.functions[function.name] = nil
                    refused.insert(function.name)
                }
            }
        }
        return declared
    }

    private static func collectFlags(_ statements: [KotlinStatement], into flags: inout Set<String>) {
        for case .declaration(let declaration) in statements where ["class", "object", "interface"].contains(declaration.keyword) {
            for parameter in declaration.parameters where parameter.type == "Boolean" && namesDark(parameter.name) { flags.insert(parameter.name) }
            collectFlags(declaration.body ?? [], into: &flags)
        }
    }

    /// `Dark` as a word of a camel-case name (`isDarkTheme`, `darkMode`), not `darkenedColor`'s.
    static func namesDark(_ name: String) -> Bool {
        guard let range = name.range(of: "Dark") ?? (name.hasPrefix("dark") ? name.range(of: "dark") : nil) else { return false }
        let rest = name[range.upperBound...]
        return rest.isEmpty || rest.first?.isUppercase == true
    }

    /// A function's `= expression` body, or a body that is one `return`.
    private static func value(of function: KotlinDeclaration) -> KotlinExpression? {
        if let initializer = function.initializer { return initializer }
        guard let body = function.body, body.count == 1, case .expression(let only) = body[0], case .jump("return", let result?) = only.kind else {
            return nil
        }
        return result
    }

    /// Whether `condition` (not followed through names) is true in dark (`true`) or in light
    /// (`false`); `nil` when it is not the appearance.
    static func saysDark(_ condition: KotlinExpression, declared: Declared) -> Bool? {
        if !declared.choosers.isEmpty, let says = declared.choosers[condition.sketch] { return says }
        switch condition.kind {
        case .prefix("!", let operand): return saysDark(operand, declared: declared).map { !$0 }
        case .call(let callee, let arguments, nil) where arguments.isEmpty:
            guard case .name(let name) = callee.kind else { return nil }
            return name == "isSystemInDarkTheme" ? true : declared.functions[name]
        case .member(let base, let flag, _):
            if condition.sketch == "MaterialTheme.colors.isLight" { return false }
            guard declared.darkFlags.contains(flag), case .member(let local, "current", _) = base.kind, case .name(let holder) = local.kind,
                holder.hasPrefix("Local")
            else { return nil }
            return true
        default: return nil
        }
    }

    /// The file's `Boolean` parameters that are the appearance: named so, or whose default is it.
    /// A name two functions declare differently is none.
    static func parameters(in statements: [KotlinStatement], declared: Declared) -> [String: Bool] {
        var found: [String: Bool] = [:]
        var refused: Set<String> = []
        func visit(_ statements: [KotlinStatement]) {
            for case .declaration(let declaration) in statements {
                for parameter in declaration.parameters where declaration.keyword == "fun" && parameter.type == "Boolean" {
                    let named: Bool? = appearanceParameterNames.contains(parameter.name) ? true : nil
                    let says = parameter.defaultValue.flatMap { saysDark($0, declared: declared) } ?? named
                    if let says, !refused.contains(parameter.name), found[parameter.name].map({ $0 == says }) ?? true {
                        found[parameter.name] = says
                    } else if found[parameter.name] != nil || says != nil {
                        found[parameter.name] = nil
                        refused.insert(parameter.name)
                    }
                }
                visit(declaration.body ?? [])
            }
        }
        visit(statements)
        return found
    }
}

extension ComposeValues {
    /// Whether `condition` is true in dark (`true`) or in light (`false`), through the file's
    /// `val`s (`val isDarkTheme = isAppInDarkPrimalTheme()`, ReferencedStream.kt:164) and its
    /// appearance parameters; `nil` when it is not the appearance.
    func saysDark(_ condition: KotlinExpression, depth: Int = 0) -> Bool? {
        guard depth < 6 else { return nil }
        let value = constants.resolve(condition)
        if case .prefix("!", let operand) = value.kind { return saysDark(operand, depth: depth + 1).map { !$0 } }
        if let says = ComposeAppearanceConditions.saysDark(value, declared: theme.appearance) { return says }
        guard case .name(let name) = value.kind else { return nil }
        // A `val` of that name in two functions: the appearance only if each says the same.
        if let alternatives = constants.alternatives(of: name) {
            let said = alternatives.map { saysDark($0, depth: depth + 1) }
            guard let first = said.first, let first, said.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        return appearanceParameters[name]
    }
}
