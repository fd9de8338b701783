import LegibleReporting
import LegibleScan

/// An app theme other files call, fixed by what every call gives its flag (issue 33, round 25,
/// pattern 1): green_android 370cd508 theme/Theme.kt:113-115 `fun GreenTheme(isLight: Boolean =
/// false, …) { val colorScheme = if (isLight) GreenColorsLight else GreenColors`, and every call
/// that hosts the app (GreenActivity.kt:66, GreenApp.kt:260, ComposeUIActivity.kt:29) is
/// `GreenTheme { … }`: the app is dark whatever the system's mode, and texts were judged "in
/// light" over white (GreenAssetAccounts.kt:189, AccountOverviewScreen.kt:220).
///
/// Literal, never a guess, as for a private theme (``ComposeFixedAppearance``): the theme files'
/// only `MaterialTheme(colorScheme = …)` is in this function, its scheme `if (flag) A else B` with
/// `flag` a parameter whose name says dark or light; every call in the app's Kotlin (previews
/// aside) gives the flag a literal, a `val` holding one, or its default, all alike, and at least
/// one leaves it to its default (the app's root; a theme only ever given a value is a screen's).
/// The one exception is a screen's own call (a function whose name ends in `Screen`) with a value
/// that is no system appearance (JadeQRScreen.kt:150 `GreenTheme(isLight = isLightTheme)`, a
/// view model's choice for a QR code): it themes that screen only, whose content is judged in both
/// appearances (``ComposeFileScan/leavesFixedAppearance(_:arguments:)``). A reference to the
/// function (`::GreenTheme`), a call passing `isSystemInDarkTheme()` or a parameter anywhere
/// else, or a second such theme leaves both appearances judged.
extension ComposeFixedAppearance {
    /// The app's public theme function whose calls fix the appearance.
    struct CalledTheme: Sendable {
        /// The function's name (`GreenTheme`).
        var function: String
        /// Its flag parameter's name and position (`isLight`, 0).
        var flag: String
        var index: Int
        /// The appearance its calls fix.
        var style: ScannedInterfaceStyle
    }

    /// The most files parsed for the function's calls (those that name it).
    static let maximumCallerFiles = 100

    /// The theme function among `themeFiles` that other files call, with the appearance every
    /// call in `sources` fixes; `nil` when there is none, or more than one candidate.
    static func calledTheme(themeFiles: [(path: String, file: KotlinFile)], sources: KotlinSourceTexts) -> CalledTheme? {
        var candidates: [(function: KotlinDeclaration, flag: String, index: Int)] = []
        var schemes = 0
        for (_, file) in themeFiles {
            for case .declaration(let function) in file.statements where function.keyword == "fun" {
                for scheme in schemeArguments(in: function) {
                    schemes += 1
                    if let found = schemeFlag(scheme, in: function) { candidates.append((function, found.flag, found.index)) }
                }
            }
        }
        guard schemes == 1, let candidate = candidates.first, !candidate.function.modifiers.contains("private") else { return nil }
        guard let style = style(calling: candidate.function, flag: candidate.flag, index: candidate.index, sources: sources) else { return nil }
        return CalledTheme(function: candidate.function.name, flag: candidate.flag, index: candidate.index, style: style)
    }

    /// The flag `scheme` (written in `function`, or as a `val` of its body) is chosen by: a
    /// parameter whose name says dark or light, and its position.
    private static func schemeFlag(_ scheme: KotlinExpression, in function: KotlinDeclaration) -> (flag: String, index: Int)? {
        var value = scheme
        if case .name(let name) = scheme.kind {
            // A scheme given as a parameter may be passed by any call: not fixed by the flag.
            guard !function.parameters.contains(where: { $0.name == name }) else { return nil }
            value = ComposeConstants(function.body ?? []).resolve(scheme)
        }
        guard case .control("if", let parts) = value.kind, parts.count == 3, case .name(let flag) = parts[0].kind,
            let index = function.parameters.firstIndex(where: { $0.name == flag }), flagSaysDark(flag) != nil
        else { return nil }
        return (flag, index)
    }

    /// The appearance every call of `function` among `sources` fixes, `nil` when some call does not.
    private static func style(calling function: KotlinDeclaration, flag: String, index: Int, sources: KotlinSourceTexts) -> ScannedInterfaceStyle? {
        guard let saysDark = flagSaysDark(flag) else { return nil }
        var agreed: ScannedInterfaceStyle?
        // The app's own root calls leave the flag to its default: a theme only ever given a value
        // is a screen's forced theme (omnivore's `OmnivoreTheme(darkTheme = false)`), not the app's.
        var takesDefault = false
        var parsed = 0
        for path in sources.paths {
            guard let text = sources.text(path), ComposePreviewOnly.containsWord(text, function.name) else { continue }
            parsed += 1
            guard parsed <= maximumCallerFiles else { return nil }
            let file = KotlinParser.parse(text)
            let names = ComposeConstants(file.statements)
            var failed = false
            callSites(of: function.name, in: file.statements, enclosing: nil) { call, caller in
                guard !failed else { return }
                guard let call else {
                    failed = true
                    return
                }
                guard case .call(_, let arguments, _) = call.kind else { return }
                if !arguments.contains(where: { $0.name == flag }), arguments.prefix(while: { $0.name == nil }).count <= index { takesDefault = true }
                let written = flagValue(arguments, flag: flag, index: index, parameter: function.parameters[index])
                let value = written.flatMap { Self.literal($0, names: ComposeConstants(caller?.body ?? []).over(names)) }
                guard let written, let value else {
                    // A screen's own theme, by a value that is no system appearance: that screen only.
                    if let written, caller?.name.hasSuffix("Screen") == true, !written.sketch.contains("SystemInDark") { return }
                    failed = true
                    return
                }
                let style = ScannedInterfaceStyle(
                    isDark: value == saysDark, scope: .app, written: "\(function.name)(\(flag) = \(written.sketch)), the app's only theme",
                    location: Finding.Location(file: path, line: call.position.line, column: call.position.column))
                if let agreed, agreed.isDark != style.isDark { failed = true }
                agreed = agreed ?? style
            }
            if failed { return nil }
        }
        return takesDefault ? agreed : nil
    }

    /// Each call of `name` in `statements` (`nil` for a reference, `::name`, which any code may
    /// call) with the function it is written in; previews are left out.
    private static func callSites(
        of name: String, in statements: [KotlinStatement], enclosing: KotlinDeclaration?, _ visit: (KotlinExpression?, KotlinDeclaration?) -> Void
    ) {
        for statement in statements {
            guard case .declaration(let declaration) = statement, declaration.keyword != "fun" || declaration.name != name else { continue }
            if ["class", "object", "interface"].contains(declaration.keyword) {
                callSites(of: name, in: declaration.body ?? [], enclosing: nil, visit)
                if let initializer = declaration.initializer { visitCalls(of: name, in: [.expression(initializer)], caller: enclosing, visit) }
                continue
            }
            if ComposePreviewHelpers.isPreview(declaration) { continue }
            visitCalls(of: name, in: [statement], caller: declaration.keyword == "fun" ? declaration : enclosing, visit)
        }
        // Code outside any declaration (a script's statements).
        visitCalls(of: name, in: statements.filter { if case .declaration = $0 { false } else { true } }, caller: enclosing, visit)
    }

    private static func visitCalls(
        of name: String, in statements: [KotlinStatement], caller: KotlinDeclaration?, _ visit: (KotlinExpression?, KotlinDeclaration?) -> Void
    ) {
        KotlinWalk.expressions(in: statements) { expression in
            switch expression.kind {
            case .reference(_, name): visit(nil, caller)
            case .call(let callee, _, _): if case .name(name) = callee.kind { visit(expression, caller) }
            default: break
            }
        }
    }
}
