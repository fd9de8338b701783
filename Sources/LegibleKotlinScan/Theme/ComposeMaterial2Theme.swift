import LegibleScan

/// What the app's Kotlin says about its Material 2 theme (`androidx.compose.material`): the
/// palettes its `lightColors(…)` and `darkColors(…)` build, and the text styles its Material 2
/// `Typography(subtitle1 = TextStyle(…), …)` gives the type roles.
///
/// phoenix's Android app (13c8ddb6; utils/Theme.kt:93–131) builds one of each and hands them to
/// `MaterialTheme(colors = …)`: `MaterialTheme.colors.onPrimary` on `MaterialTheme.colors.primary`
/// (HomeNotices.kt:203-210, white on #25A5FF, 2.66:1) was never measured. As for Material 3, a
/// role the call does not set is Material 2's default (``ComposeMaterial2Defaults``), and no
/// palette, or several of a kind, leaves every role unresolved with the reason.
struct ComposeMaterial2Theme: Sendable {
    /// The files the palettes were read from, for messages.
    var name = ""
    /// Role → the colour the app's `lightColors(…)` gives it (every role).
    var light: [String: ScannedColor] = [:]
    /// Role → the colour the app's `darkColors(…)` gives it; `nil` when the app builds none.
    var dark: [String: ScannedColor]?
    /// Why roles cannot be resolved; `nil` when they can.
    var unresolvedReason: String? = "the reader found no Material 2 lightColors(…) or darkColors(…) in the app's Kotlin"
    /// Type role (`caption`) → the `TextStyle(…)` the app's Material 2 `Typography(…)` gives it,
    /// its palette parameter read as `MaterialTheme.colors` (``ComposeMaterial2Typography``).
    var typography: [String: KotlinExpression] = [:]

    /// Material 2's colour roles, in `lightColors`'s parameter order (for arguments by position).
    static let colorRoles = [
        "primary", "primaryVariant", "secondary", "secondaryVariant", "background", "surface", "error",
        "onPrimary", "onSecondary", "onBackground", "onSurface", "onError",
    ]

    /// Material 2's type roles, which Material 3 does not have.
    static let typeRoles: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "subtitle1", "subtitle2", "body1", "body2", "button", "caption", "overline",
    ]

    /// `MaterialTheme.colors.ROLE` as the app's palettes give it, in light and dark.
    func color(role: String) -> ScannedColor {
        let written = "colors.\(role)"
        guard ComposeMaterial2Defaults.colorRoles[role] != nil else {
            return .unresolved("MaterialTheme.\(written)", reason: "not a Material 2 colour role")
        }
        if let unresolvedReason { return .unresolved("MaterialTheme.\(written)", reason: unresolvedReason) }
        let light = light[role] ?? .unresolved(written, reason: "the app builds no Material 2 lightColors(…) the reader found")
        let dark = dark?[role] ?? .unresolved(written, reason: "the app builds no Material 2 darkColors(…) the reader found")
        return .themed(written, theme: name, light: light, dark: dark)
    }

    /// The theme the app's `lightColors(…)` and `darkColors(…)` calls build: one of each at most.
    static func read(light: [ComposeThemeCollector.SchemeCall], dark: [ComposeThemeCollector.SchemeCall], values: ComposeValues) -> Self {
        var theme = Self()
        guard !light.isEmpty || !dark.isEmpty else { return theme }
        guard light.count <= 1, dark.count <= 1 else {
            let files = Set((light + dark).map { ComposeThemeCollector.fileName($0.path) }).sorted().prefix(3).joined(separator: ", ")
            theme.unresolvedReason =
                "the app builds \(light.count) Material 2 light and \(dark.count) dark palettes (in \(files)…); which one shows is chosen while it runs"
            return theme
        }
        theme.unresolvedReason = nil
        var names: [String] = []
        if let call = light.first {
            theme.light = roles(call.call, dark: false, values: values)
            names.append(ComposeThemeCollector.fileName(call.path))
        }
        if let call = dark.first {
            theme.dark = roles(call.call, dark: true, values: values)
            if !names.contains(ComposeThemeCollector.fileName(call.path)) { names.append(ComposeThemeCollector.fileName(call.path)) }
        }
        theme.name = names.joined(separator: " + ")
        return theme
    }

    /// Every role of one palette: the call's argument (by name or position), else the default.
    private static func roles(_ call: ComposeCall, dark: Bool, values: ComposeValues) -> [String: ScannedColor] {
        var written: [String: KotlinExpression] = [:]
        for (offset, argument) in call.arguments.enumerated() {
            guard let role = argument.name ?? (offset < colorRoles.count ? colorRoles[offset] : nil), colorRoles.contains(role) else { continue }
            written[role] = argument.value
        }
        var roles: [String: ScannedColor] = [:]
        for role in colorRoles {
            if let value = written[role] {
                roles[role] = values.color(value) ?? .unresolved(value.sketch, reason: "a colour the reader cannot read from the app's theme")
            } else if let color = ComposeMaterial2Defaults.color(role: role, dark: dark) {
                roles[role] = .literal(color, alpha: 1)
            }
        }
        // `darkColors(secondaryVariant: Color = secondary)`: the call's own secondary.
        if dark, written[ComposeMaterial2Defaults.followsSecondary] == nil, let secondary = roles["secondary"] {
            roles[ComposeMaterial2Defaults.followsSecondary] = secondary
        }
        return roles
    }
}
