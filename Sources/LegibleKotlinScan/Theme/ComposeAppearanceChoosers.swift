/// The app's own dark flag, known by what its theme does with it: the condition of `if (c)
/// DarkPalette else LightPalette`, where the branches are the app's `darkColors(…)` and
/// `lightColors(…)` (or Material 3's `darkColorScheme`/`lightColorScheme`), is true exactly when
/// the app shows its dark palette, whatever the flag reads.
///
/// phoenix's Android app (13c8ddb6) declares `val isDarkTheme: Boolean @Composable get() =
/// LocalTheme.current.let { it == UserTheme.DARK || (it == UserTheme.SYSTEM && isSystemInDarkTheme()) }`
/// (Ambients.kt:49-51) and picks `val palette = if (isDarkTheme) DarkColorPalette else
/// LightColorPalette` (Theme.kt:227): `if (isDarkTheme) gray600 else gray200` in its muted text
/// colour was no appearance, and the text was judged on neither.
///
/// Only a name the theme files declare at the top level (a `val`, or a `fun` of no parameters),
/// `Dark` a word of it, and not a parameter of the function that picks; a name that picks both
/// ways is none.
enum ComposeAppearanceChoosers {
    static let darkPalettes: Set<String> = ["darkColors", "darkColorScheme"]
    static let lightPalettes: Set<String> = ["lightColors", "lightColorScheme"]

    /// Condition → whether it is true in dark: the flag's name, and the value its top-level
    /// declaration gives it (by sketch), which is what a screen's constants resolve it to.
    static func collect(files: [(path: String, file: KotlinFile)], constants: ComposeConstants) -> [String: Bool] {
        let declared = topLevelNames(files)
        var found: [String: Bool] = [:]
        var refused: Set<String> = []
        for (_, file) in files {
            for case .declaration(let function) in file.statements where function.keyword == "fun" {
                let locals = ComposeConstants([.declaration(function)])
                let scope = locals.over(constants)
                let parameters = Set(function.parameters.map(\.name))
                KotlinWalk.expressions(in: [.declaration(function)]) { expression in
                    guard let (flag, condition, dark) = chooser(expression, locals: locals, scope: scope), declared.contains(flag),
                        !parameters.contains(flag), ComposeAppearanceConditions.namesDark(flag)
                    else { return }
                    // The flag as a screen writes it, and what the theme's constants make of it.
                    for key in Set([condition.sketch, constants.resolve(condition).sketch]) where !refused.contains(key) {
                        guard found[key].map({ $0 == dark }) ?? true else {
                            found[key] = nil
                            refused.insert(key)
                            continue
                        }
                        found[key] = dark
                    }
                }
            }
        }
        return found
    }

    /// `if (flag) Dark else Light` (or its mirror, or `!flag`): the flag's name, the flag as
    /// written (`isDarkTheme`, `isDark()`), and whether it says dark.
    private static func chooser(
        _ expression: KotlinExpression, locals: ComposeConstants, scope: ComposeConstants
    ) -> (String, KotlinExpression, Bool)? {
        guard case .control("if", let parts) = expression.kind, parts.count == 3 else { return nil }
        var condition = parts[0]
        var negated = false
        if case .prefix("!", let operand) = condition.kind { (condition, negated) = (operand, true) }
        // Through the function's own `val`s only (`val isDarkTheme = isDarkTheme` names the top-level one).
        let flag: String
        let written = locals.resolve(condition)
        switch written.kind {
        case .name(let name): flag = name
        case .call(let callee, let arguments, nil) where arguments.isEmpty:
            guard case .name(let name) = callee.kind else { return nil }
            flag = name
        default: return nil
        }
        let kinds = parts[1...].map { part -> Bool? in
            guard case .call(let callee, _, _) = scope.resolve(part).kind, case .name(let function) = callee.kind else { return nil }
            return darkPalettes.contains(function) ? true : lightPalettes.contains(function) ? false : nil
        }
        guard let first = kinds[0], let second = kinds[1], first != second else { return nil }
        return (flag, written, first != negated)
    }

    /// The `val`s and the parameterless `fun`s the files declare at the top level.
    private static func topLevelNames(_ files: [(path: String, file: KotlinFile)]) -> Set<String> {
        var names: Set<String> = []
        for (_, file) in files {
            for case .declaration(let declaration) in file.statements where declaration.receiver == nil {
                if declaration.keyword == "val" || (declaration.keyword == "fun" && declaration.parameters.isEmpty) { names.insert(declaration.name) }
            }
        }
        return names
    }
}
