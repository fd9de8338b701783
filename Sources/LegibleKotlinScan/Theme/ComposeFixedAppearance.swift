import LegibleReporting
import LegibleScan

/// An app whose Material theme picks its scheme by a dark flag that every call fixes with a
/// literal shows only that appearance. bitkit-android 1059c1bd Theme.kt:55 `val isSystemInDarkTheme = true
/// // isSystemInDarkTheme()` is passed as `AppTheme(inDarkTheme = isSystemInDarkTheme)` (:59), the
/// only call of the private `AppTheme`, whose `colorScheme = if (inDarkTheme) ColorPalette.Dark
/// else ColorPalette.Light` (:70) goes to `MaterialTheme`: the light scheme never shows, and 24
/// texts were reported failing in light only.
///
/// Literal, never a guess: every `MaterialTheme(colorScheme = …)` of the theme files is in a
/// private function whose scheme is `if (flag) A else B`, `flag` a parameter whose name says
/// dark; every call of that function in its file (previews aside, at least one) passes `flag` a
/// `true`/`false` literal or a `val` holding one (not a call such as `isSystemInDarkTheme()`),
/// all alike, and none passes the scheme itself. Anything else leaves both appearances judged.
enum ComposeFixedAppearance {
    /// The appearance the app's theme files fix, `nil` when they fix none.
    static func style(in files: [(path: String, file: KotlinFile)]) -> ScannedInterfaceStyle? {
        var agreed: ScannedInterfaceStyle?
        for (path, file) in files {
            for case .declaration(let function) in file.statements where function.keyword == "fun" {
                for scheme in schemeArguments(in: function) {
                    guard let style = fixed(scheme, in: function, file: file, path: path), agreed.map({ $0.isDark == style.isDark }) ?? true
                    else { return nil }
                    agreed = agreed ?? style
                }
            }
        }
        return agreed
    }

    /// Whether a flag's name says `true` is dark (`darkTheme`), light (`isLight`), or neither (`nil`).
    static func flagSaysDark(_ flag: String) -> Bool? {
        let name = flag.lowercased()
        if name.contains("dark") { return true }
        return name.contains("light") ? false : nil
    }

    /// The `colorScheme` arguments of the `MaterialTheme(…)` calls in `function`.
    static func schemeArguments(in function: KotlinDeclaration) -> [KotlinExpression] {
        var found: [KotlinExpression] = []
        KotlinWalk.expressions(in: [.declaration(function)]) { expression in
            guard case .call(let callee, let arguments, _) = expression.kind, case .name("MaterialTheme") = callee.kind,
                let scheme = arguments.first(where: { $0.name == "colorScheme" })
            else { return }
            found.append(scheme.value)
        }
        return found
    }

    /// The appearance `scheme`, written in `function`, is fixed to by every call of `function`.
    private static func fixed(_ scheme: KotlinExpression, in function: KotlinDeclaration, file: KotlinFile, path: String) -> ScannedInterfaceStyle? {
        guard function.modifiers.contains("private") else { return nil }
        // The scheme as a parameter's default or a `val` of the function's body.
        var value = scheme
        var schemeParameter: String?
        if case .name(let name) = scheme.kind {
            if let parameter = function.parameters.first(where: { $0.name == name }) {
                schemeParameter = name
                value = parameter.defaultValue ?? scheme
            } else {
                value = ComposeConstants(function.body ?? []).resolve(scheme)
            }
        }
        guard case .control("if", let parts) = value.kind, parts.count == 3, case .name(let flag) = parts[0].kind,
            let index = function.parameters.firstIndex(where: { $0.name == flag }), flagSaysDark(flag) == true
        else { return nil }
        let fileNames = ComposeConstants(file.statements)
        var agreed: ScannedInterfaceStyle?
        for case .declaration(let caller) in file.statements where caller.name != function.name {
            var failed = false
            KotlinWalk.expressions(in: [.declaration(caller)]) { expression in
                if case .reference(_, function.name) = expression.kind { failed = true }
                guard !failed, case .call(let callee, let arguments, _) = expression.kind, case .name(function.name) = callee.kind else { return }
                // A preview shows what it is given; the app's screens are what counts.
                if ComposePreviewHelpers.isPreview(caller) { return }
                guard !arguments.contains(where: { $0.name != nil && $0.name == schemeParameter }),
                    let written = flagValue(arguments, flag: flag, index: index, parameter: function.parameters[index]),
                    let literal = literal(written, names: ComposeConstants(caller.body ?? []).over(fileNames))
                else {
                    failed = true
                    return
                }
                let style = ScannedInterfaceStyle(
                    isDark: literal, scope: .app, written: "\(function.name)(\(flag) = \(written.sketch)), the app's only theme",
                    location: Finding.Location(file: path, line: expression.position.line, column: expression.position.column))
                if let agreed, agreed.isDark != style.isDark {
                    failed = true
                    return
                }
                agreed = agreed ?? style
            }
            if failed { return nil }
        }
        return agreed
    }

    /// What a call passes for the flag: by name, by position among leading unnamed arguments, or the default.
    static func flagValue(_ arguments: [KotlinArgument], flag: String, index: Int, parameter: KotlinParameter) -> KotlinExpression? {
        if let named = arguments.first(where: { $0.name == flag }) { return named.value }
        let leading = arguments.prefix { $0.name == nil }
        if index < leading.count { return leading[leading.startIndex + index].value }
        return parameter.defaultValue
    }

    /// `true`/`false`, written or the value of a `val` holding it; `nil` for a call or anything else.
    static func literal(_ expression: KotlinExpression, names: ComposeConstants) -> Bool? {
        switch names.resolve(expression).kind {
        case .name("true"): true
        case .name("false"): false
        default: nil
        }
    }
}
