import LegibleScan

/// The app's own theme objects: colour and type classes of its design system provided through a
/// CompositionLocal, read in the pre-pass so `AppTheme.colors.textPrimary`,
/// `LocalAppColors.current.textPrimary` or `BitwardenTheme.colorScheme.text.primary` in any
/// file resolve to the app's values in light and dark, as `MaterialTheme.colorScheme` roles do.
///
/// What is recognised, by shape and name:
/// - `val LocalAppColors = staticCompositionLocalOf { lightAppColors }` (or `compositionLocalOf`):
///   a local and its default;
/// - `LocalAppColors provides X` anywhere in the theme files, where X may be `if (dark) A else B`,
///   a `when`, or a `val` naming either;
/// - the palettes themselves, `val lightAppColors = AppColors(textPrimary = Color(0xFF…), …)`:
///   a call of a class the app declares, its arguments by name or by its constructor's order,
///   its constructor's defaults for the rest, nested classes as paths (`text.primary`), and
///   `x.copy(field = …)`;
/// - `object AppTheme { val colors: AppColors @Composable get() = LocalAppColors.current }`,
///   through the theme's constants (a getter is the property's value).
///
/// A palette whose name says `dark` (or `night`), or that is the first branch of an `if` whose
/// condition says `dark`, is the dark one; the others are light. A palette a function builds
/// while the app runs (`dynamicAppColors(…)`) is not measured, and the theme's name says so.
/// Several different light (or dark) palettes is a theme picker: a field they all give the same
/// value is measured, the others are unresolved with that reason.
struct ComposeAppThemes: Sendable {
    /// One CompositionLocal's palettes, as field path → the expression the palette gives it.
    struct Palette: Sendable {
        /// The files the palettes were read from, for messages.
        var name = ""
        var light: [String: KotlinExpression] = [:]
        /// `nil` when the app gives no dark palette the reader found (and it has a runtime one).
        var dark: [String: KotlinExpression]?
        /// Why the local's fields cannot be resolved; `nil` when they can.
        var unresolvedReason: String?
        /// The fields the app's several light (or dark) palettes give different values: a picker.
        var chosenWhileRunning: Set<String> = []
        /// Why a field of ``chosenWhileRunning`` is not measured.
        var choiceReason: String?
        /// Fields a function of the app sets while it runs, with why (Wire's `withAccent(…)`):
        /// said instead of ``choiceReason``.
        var runtimeReasons: [String: String] = [:]
        /// The class every palette is a call of, when they agree (`SemanticColors`).
        var className: String?
        /// The class's extension properties, read against each palette (``ComposeReceiverScope``).
        var extensions: [String: KotlinExpression] = [:]
    }

    /// Local name (`LocalAppColors`) → its palettes.
    var locals: [String: Palette] = [:]
    /// The app's functions that return a local's palette when called with no arguments, by name,
    /// as the expression they return then (``ComposeThemeAccessors``).
    var accessors: [String: KotlinExpression] = [:]

    /// Whether any local is known (a quick test before a lookup).
    var isEmpty: Bool { locals.isEmpty }

    /// The local and field path `expression` names (`AppTheme.colors.text.primary` →
    /// `LocalAppColors`, `text.primary`), through `constants`.
    func field(_ expression: KotlinExpression, constants: ComposeConstants) -> (local: String, path: String)? {
        guard !locals.isEmpty, case .member = expression.kind else { return nil }
        guard let (local, path) = path(expression, constants: constants, depth: 0), !path.isEmpty else { return nil }
        return (local, path.joined(separator: "."))
    }

    private func path(_ expression: KotlinExpression, constants: ComposeConstants, depth: Int) -> (String, [String])? {
        guard depth < 12 else { return nil }
        let value = constants.resolve(expression)
        // `colorsScheme()`: an accessor function, read as what it returns.
        if case .call(let callee, [], nil) = value.kind, case .name(let function) = callee.kind, let returned = accessors[function] {
            return path(returned, constants: constants, depth: depth + 1)
        }
        guard case .member(let base, let name, _) = value.kind else { return nil }
        if name == "current", case .name(let local) = base.kind, locals[local] != nil { return (local, []) }
        guard let (local, path) = self.path(base, constants: constants, depth: depth + 1) else { return nil }
        return (local, path + [name])
    }

    /// The expressions the light and dark palettes give `expression`'s field; `nil` when it names
    /// no field of a known local.
    func expressions(_ expression: KotlinExpression, constants: ComposeConstants) -> (palette: Palette, light: KotlinExpression?, dark: KotlinExpression?)? {
        guard let (local, path) = field(expression, constants: constants), let palette = locals[local] else { return nil }
        if palette.light[path] == nil, let extensionValue = palette.extensions[path] {
            // `ElementTheme.colors.roomListRoomName`: an extension property, read in each palette.
            return (
                palette, ComposeReceiverScope.substitute(extensionValue, fields: palette.light),
                palette.dark.map { ComposeReceiverScope.substitute(extensionValue, fields: $0) }
            )
        }
        return (palette, palette.light[path], palette.dark?[path])
    }
}

extension ComposeValues {
    /// A field of the app's theme object (`AppTheme.colors.textPrimary`) in light and dark; `nil`
    /// when `expression` names none.
    func appThemeColor(_ expression: KotlinExpression) -> ScannedColor? {
        guard !theme.appThemes.isEmpty, let found = theme.appThemes.expressions(expression, constants: constants) else { return nil }
        let written = expression.sketch
        if let reason = found.palette.unresolvedReason { return .unresolved(written, reason: reason) }
        // A field the app's palettes disagree on (a picker's variant) is unmeasured in that
        // appearance only.
        let path = theme.appThemes.field(expression, constants: constants)?.path ?? ""
        let chosen = (found.palette.runtimeReasons[path] ?? found.palette.choiceReason).flatMap { reason in
            found.palette.chosenWhileRunning.contains(path) ? ScannedColor.unresolved(written, reason: reason) : nil
        }
        // The palette's own values, read without the theme objects (a palette naming another
        // theme object's field is not followed: no cycles).
        var inner = self
        inner.theme.appThemes = ComposeAppThemes()
        let unreadable = "a colour the reader cannot read from the app's theme"
        let light: ScannedColor
        if let lightExpression = found.light {
            light = inner.color(lightExpression).map { Self.inAppearance($0, dark: false) } ?? .unresolved(lightExpression.sketch, reason: unreadable)
        } else if let chosen {
            light = chosen
        } else {
            return nil
        }
        let dark: ScannedColor
        if let darkExpression = found.dark {
            dark = inner.color(darkExpression).map { Self.inAppearance($0, dark: true) } ?? .unresolved(darkExpression.sketch, reason: unreadable)
        } else if found.palette.dark != nil, let chosen {
            dark = chosen
        } else {
            dark = .unresolved(written, reason: "the app's dark palette is built while it runs")
        }
        if case .unresolved = light, case .unresolved = dark, chosen != nil { return chosen }
        return .themed(written, theme: found.palette.name, light: light, dark: dark)
    }

    /// A palette field that is a role of the theme's Material scheme (``ComposeAppThemesCollector/splitByAppearance(_:constants:)``)
    /// reads light and dark itself: each of the palette's appearances takes its own.
    private static func inAppearance(_ color: ScannedColor, dark: Bool) -> ScannedColor {
        guard case .themed(_, _, let light, let darkColor) = color else { return color }
        return dark ? darkColor : light
    }
}
