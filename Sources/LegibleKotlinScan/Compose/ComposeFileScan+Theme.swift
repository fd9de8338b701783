import LegibleReporting
import LegibleScan
import LegibleTypeScale

/// What the theme's own calls say at their lines (dynamic colour is not measured), colours
/// written as numbers in screens (`color.literal`), and the text style Material components give
/// the text inside them.
extension ComposeFileScan {
    /// `dynamicLightColorScheme(context)`: a note that these colours are not measured.
    func themeCall(_ call: ComposeCall, context: Context) {
        guard call.name.hasPrefix("dynamic"), call.name.hasSuffix("ColorScheme") else { return }
        // Behind `dynamicColor: Boolean = false` that no file of the app turns on: never shown.
        if let owner = context.owner, values.theme.dynamicOff.contains(owner) { return }
        // androidx's `dynamicLightColorScheme(context)`/`dynamicDarkColorScheme(context)` read the wallpaper;
        // any other (materialkolor's `dynamicColorScheme(seedColor = …)`, FlorisBoard) builds a scheme from a seed colour.
        let wallpaper = call.name == "dynamicLightColorScheme" || call.name == "dynamicDarkColorScheme"
        let source =
            wallpaper
            ? "takes the app's colours from the wallpaper on Android 12 and later"
            : "builds the app's colours from a seed colour while it runs"
        findings.append(
            Finding(
                id: id(call.position, context), rule: ScanRules.unresolved.id, severity: .note,
                message:
                    "\(call.name)(…) \(source), which no file can say: "
                    + (values.theme.unresolvedReason == nil
                        ? "contrast is measured with the app's fixed lightColorScheme/darkColorScheme only"
                        : "its colours are not measured"),
                location: location(call.position)))
    }

    /// `color.literal` (off by default): `Color(0xFF…)` or `Color(r, g, b)` written in a screen,
    /// not in the design system's own files (a file named for colours, themes or tokens) and not
    /// a top-level or object constant naming a colour.
    func colorLiteral(_ call: ComposeCall, expression: KotlinExpression, context: Context) {
        guard context.inFunction, !isDesignSystemFile, !call.arguments.isEmpty, case .literal(let color, _)? = values.color(expression) else { return }
        // The reader reports the literal; the rule says why it matters.
        findings.append(
            ScanRules.colorLiteralFinding(
                written: "Color(…) (\(color.androidHex))", id: id(call.position, context), location: location(call.position), compose: true))
    }

    /// Whether the file's name says it holds the design system (`Color.kt`, `Theme.kt`, `Palette.kt`, `Tokens.kt`).
    var isDesignSystemFile: Bool {
        let name = fileStem.lowercased()
        return ["color", "colour", "theme", "palette", "token", "style", "brand"].contains { name.contains($0) }
    }

    /// The context an argument of `call` is read in: the text style Material gives a slot
    /// (`TopAppBar(title =)` is titleLarge, a button's content labelLarge), or the app with
    /// `ProvideTextStyle` (``providedTextStyle(_:_:)``).
    func argumentContext(_ call: ComposeCall, argument: String?, _ context: Context) -> Context {
        var inner = context
        if let role = Self.slotRoles[call.name]?[argument ?? "content"] ?? Self.slotRoles[call.name]?["*"] {
            inner.textRole = role
            inner.textStyleUnread = false
        }
        if argument == nil || argument == "content" { providedTextStyle(call, &inner) }
        if let argument, argument != "content", let filled = slotFills[call.name], filled.slots.contains(argument) { slotFill(filled.call, &inner) }
        return inner
    }

    /// A named slot (`description = { … }`) the file's own composable shows inside a call given a
    /// `backgroundColor =`/`containerColor =` (``ComposeSlotCards/fills(in:)``) is on that colour, with its
    /// content colour unknown (the container may set one); a colour the reader cannot read leaves
    /// the slot's background unknown.
    private func slotFill(_ container: ComposeCall, _ context: inout Context) {
        guard let written = container.argument("backgroundColor") ?? container.argument("containerColor") else { return }
        if let fill = values.color(written) {
            if !ComposeValues.isClear(fill) { context.layer(fill) }
        } else {
            context.background = .unresolved(written.sketch, reason: "a colour the reader cannot read (a parameter, a state, a call)")
        }
        context.contentColor = nil
    }

    /// Material 3's `ProvideTextStyle(value) { … }` merges `value` into LocalTextStyle: a type
    /// role (`MaterialTheme.typography.bodyMedium`) sets every metric, so the Texts inside with
    /// no style of their own are that role (aniyomi 22 AnimeInfoHeader.kt:525, a clickable
    /// source name whose line is bodyMedium's 20 sp, not bodyLarge's 24); any other style is
    /// not read, and their line is not known.
    private func providedTextStyle(_ call: ComposeCall, _ context: inout Context) {
        guard call.name == "ProvideTextStyle", importsMaterial3(call.name) else { return }
        let style = ComposeTextStyle(call.argument("value", at: 0), values: values)
        if let role = style.role, !style.isConstructed, !style.isUnread, !style.setsLineMetrics, style.size == nil {
            context.textRole = role
            context.textStyleUnread = false
        } else {
            context.textStyleUnread = true
        }
    }

    /// Component → slot (`*` for all, `content` for the trailing lambda) → LocalTextStyle there,
    /// from the Material 3 components' sources (`ProvideTextStyle(MaterialTheme.typography.…)`).
    static let slotRoles: [String: [String: MaterialTypeRole]] = {
        var table: [String: [String: MaterialTypeRole]] = [
            "TopAppBar": ["title": .titleLarge], "CenterAlignedTopAppBar": ["title": .titleLarge], "MediumTopAppBar": ["title": .headlineSmall],
            "LargeTopAppBar": ["title": .headlineMedium], "AlertDialog": ["title": .headlineSmall, "text": .bodyMedium],
            "NavigationBarItem": ["label": .labelMedium], "NavigationRailItem": ["label": .labelMedium], "NavigationDrawerItem": ["label": .labelLarge],
            "Tab": ["text": .titleSmall], "LeadingIconTab": ["text": .titleSmall],
            "ListItem": ["headlineContent": .bodyLarge, "supportingContent": .bodyMedium, "overlineContent": .labelMedium, "trailingContent": .labelSmall],
            "SnackbarHost": ["*": .bodyMedium], "Snackbar": ["*": .bodyMedium], "Badge": ["*": .labelSmall],
        ]
        for button in [
            "Button", "TextButton", "OutlinedButton", "ElevatedButton", "FilledTonalButton", "ExtendedFloatingActionButton", "FilterChip", "AssistChip",
            "InputChip", "SuggestionChip",
        ] {
            table[button] = ["*": .labelLarge]
        }
        return table
    }()
}
