/// One palette whose fields each choose by appearance, read as a light and a dark palette.
///
/// 2fas-android 6bbcc5c4 AppTheme.kt:67 builds its whole palette in one call, each field choosing
/// (`ThemeColors(onSurfaceSecondary = if (isInDarkTheme) onSurfaceSecondaryDark else
/// onSurfaceSecondaryLight, primary = colorScheme.primary, …)`) and provides it with
/// `LocalThemeColors provides themeColors`: as one palette, every choosing field was unreadable
/// and no colour of the app's screens was measured.
extension ComposeAppThemesCollector {
    /// The light and dark palettes `fields` gives: a field `if (c) a else b` whose condition says
    /// dark (or light, or is negated) takes its branch for each; a field that reads the Material
    /// scheme the same function picks by appearance (`colorScheme.primary`, where `val
    /// colorScheme = when { isInDarkTheme -> DarkColors; else -> LightColors }`) is that role of
    /// the theme's scheme, `MaterialTheme.colorScheme.primary`, measured in each appearance; the
    /// rest are the same in both. `nil` when no field chooses.
    static func splitByAppearance(
        _ fields: [String: KotlinExpression], constants: ComposeConstants
    ) -> (light: [String: KotlinExpression], dark: [String: KotlinExpression])? {
        var light = fields
        var dark = fields
        var split = false
        for (key, value) in fields {
            if case .control("if", let parts) = value.kind, parts.count == 3, var first = saysDark(parts[0].sketch) {
                if parts[0].sketch.hasPrefix("!") { first.toggle() }
                dark[key] = first ? parts[1] : parts[2]
                light[key] = first ? parts[2] : parts[1]
                split = true
            } else if let role = schemeRole(value, constants: constants) {
                light[key] = role
                dark[key] = role
                split = true
            }
        }
        return split ? (light, dark) : nil
    }

    /// The light and dark leaves of a palette ``splitByAppearance(_:constants:)`` splits.
    static func appearanceLeaves(_ fields: [String: KotlinExpression], className: String?, path: String, constants: ComposeConstants) -> [Leaf]? {
        guard let (light, dark) = splitByAppearance(fields, constants: constants) else { return nil }
        return [Leaf(fields: light, className: className, dark: false, path: path), Leaf(fields: dark, className: className, dark: true, path: path)]
    }

    /// `colorScheme.primary` → `MaterialTheme.colorScheme.primary` when `colorScheme` is a value
    /// that chooses among Material colour schemes (`lightColorScheme(…)`, `darkColorScheme(…)`,
    /// `dynamic…ColorScheme(…)`, or names holding them) and nothing else.
    private static func schemeRole(_ value: KotlinExpression, constants: ComposeConstants) -> KotlinExpression? {
        guard case .member(let base, let role, let safe) = value.kind, case .name = base.kind else { return nil }
        let chosen = constants.resolve(base)
        guard case .control(let keyword, let parts) = chosen.kind, keyword == "when" || keyword == "if" else { return nil }
        // The parts come flat, conditions among the values: every part that is a scheme counts,
        // and at least a light and a dark one must be there.
        var kinds: Set<String> = []
        for part in parts {
            guard case .call(let callee, _, _) = constants.resolve(part).kind, case .name(let function) = callee.kind else { continue }
            if function.hasSuffix("ColorScheme") { kinds.insert(function.lowercased().contains("dark") ? "dark" : "light") }
        }
        guard kinds == ["light", "dark"] else { return nil }
        func made(_ kind: KotlinExpression.Kind, depth: Int) -> KotlinExpression {
            KotlinExpression(kind: kind, position: value.position, endLine: value.endLine, depth: depth)
        }
        let theme = made(.member(base: made(.name("MaterialTheme"), depth: 1), name: "colorScheme", safe: false), depth: 2)
        return made(.member(base: theme, name: role, safe: safe), depth: 3)
    }
}
