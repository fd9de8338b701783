import LegibleScan

/// An appearance an app theme forces on what it wraps (``ComposeFileScan/forcedAppearance(_:arguments:position:)``)
/// reaches the composables called inside it, as the fill around the call does
/// (``ComposeCallerFills``): omnivore 322ce62b OnboardingScreen.kt:108 wraps its screens in
/// `OmnivoreTheme(darkTheme = false) { … }` and calls `WelcomeHeader()` (same file, :140) and
/// `AuthProviderScreen(…)` (another file, inside a NavHost's `composable(route) { … }`) in it;
/// their texts were judged in dark too, on the onboarding's light fill (26 wrong findings).
///
/// Literal, never a guess: a composable takes a forced appearance only when it is declared once
/// among the app's Compose files, is called at least once, and every call (previews aside) is
/// inside a theme that forces that same appearance, or in a composable that itself takes it (at
/// most four calls up). A call outside, a call from a function the survey does not know (a class's
/// method, an Activity's `setContent { … }` in a file that names no `androidx.compose`), or a
/// reference (`::Name`) leaves it judged in both.
extension ComposeCallerFills {
    /// Function name → its declaring file and the appearance every call of it is forced into.
    static func forcedAppearances(
        declarations: [String: (path: String, isPrivate: Bool)], sites: [String: [Site]], unsurveyed: Set<String>
    ) -> [String: (path: String, style: ScannedInterfaceStyle)] {
        var found: [String: (path: String, style: ScannedInterfaceStyle)] = [:]
        for (name, declared) in declarations where !unsurveyed.contains(name) {
            var visited: Set<String> = [name]
            if let style = forced(name, declarations: declarations, sites: sites, unsurveyed: unsurveyed, visited: &visited, depth: 0) {
                found[name] = (declared.path, style)
            }
        }
        return found
    }

    private static func forced(
        _ name: String, declarations: [String: (path: String, isPrivate: Bool)], sites: [String: [Site]], unsurveyed: Set<String>,
        visited: inout Set<String>, depth: Int
    ) -> ScannedInterfaceStyle? {
        guard let declared = declarations[name], !unsurveyed.contains(name) else { return nil }
        // A private function is called only from its own file; a call of that name elsewhere is another function.
        let calls = (sites[name] ?? []).filter { !declared.isPrivate || $0.location.file == declared.path }
        var agreed: ScannedInterfaceStyle?
        for site in calls {
            var style = site.forced
            if style == nil, let owner = site.owner, depth < 4, !visited.contains(owner) {
                visited.insert(owner)
                style = forced(owner, declarations: declarations, sites: sites, unsurveyed: unsurveyed, visited: &visited, depth: depth + 1)
                visited.remove(owner)
            }
            guard let style, agreed.map({ $0.isDark == style.isDark }) ?? true else { return nil }
            agreed = agreed ?? style
        }
        return agreed
    }

    /// The names `statements` refer to as `::Name` (a composable passed on as a function, called where the survey does not see).
    static func referencedNames(in statements: [KotlinStatement]) -> Set<String> {
        var names: Set<String> = []
        KotlinWalk.expressions(in: statements) { expression in
            if case .reference(_, let name) = expression.kind { names.insert(name) }
        }
        return names
    }

    /// The capitalised names a Kotlin file the survey skips calls (an Activity's `setContent {
    /// Screen() }` importing only `androidx.activity.compose`): none of them is forced.
    static func callsOutsideSurvey(text: String) -> Set<String> {
        guard KotlinDeclaredNames.contains(text, "setContent") || KotlinDeclaredNames.contains(text, "Composable") else { return [] }
        var names: Set<String> = []
        KotlinWalk.expressions(in: KotlinParser.parse(text).statements) { expression in
            if case .call(let callee, _, _) = expression.kind, case .name(let name) = callee.kind, name.first?.isUppercase == true { names.insert(name) }
            if case .reference(_, let name) = expression.kind { names.insert(name) }
        }
        return names
    }
}

extension ComposeFileScan {
    /// The appearance every call of the function `declaration` is forced into (``ComposeCallerFills/forcedAppearances(declarations:sites:unsurveyed:)``),
    /// when nothing around it in its own file forces one.
    func callersForcedStyle(_ declaration: KotlinDeclaration) -> ScannedInterfaceStyle? {
        // The app's fixed appearance gives way to callers that force one (a light onboarding in a dark app).
        guard declaration.keyword == "fun", forcedStyle == nil || forcedStyle?.scope == .app else { return nil }
        return values.theme.callerFills.forcedStyle(for: declaration.name, path: path)
    }
}
