import LegibleScan
import LegibleTypeScale

/// What the app's Kotlin says about its Material theme, gathered from all its files before any
/// screen is read: the colour scheme its `lightColorScheme(…)` and `darkColorScheme(…)` build,
/// the type roles its `Typography(…)` overrides, and the colour and size constants the theme
/// files name (`val Purple80 = Color(0xFFD0BCFF)` in Color.kt, used in Theme.kt).
///
/// A role the scheme does not set is Material 3's baseline (``ComposeMaterialDefaults``). When
/// the app builds no scheme the reader recognises, or several different ones (a theme picker),
/// roles stay unresolved with that reason rather than guessed.
package struct ComposeTheme: Sendable {
    /// The files the schemes were read from, for messages: `Theme.kt`, `Light.kt + Dark.kt`.
    var name = ""
    /// Role → the colour the app's light scheme gives it (only the roles it sets).
    var light: [String: ScannedColor] = [:]
    /// Role → the colour the app's dark scheme gives it; `nil` when the app builds no dark scheme.
    var dark: [String: ScannedColor]?
    /// Why roles cannot be resolved (no scheme found, several found); `nil` when they can.
    var unresolvedReason: String? = "the reader found no lightColorScheme(…) or darkColorScheme(…) in the app's Kotlin"
    /// Whether the app also uses dynamic colour (`dynamicLightColorScheme`), which no file can give.
    var usesDynamicColor = false
    /// Functions whose dynamic colour is behind a switch the app never turns on: their dynamic
    /// schemes are not noted.
    var dynamicOff: Set<String> = []
    /// The app's Material 2 palettes and type styles (``ComposeMaterial2Theme``).
    var material2 = ComposeMaterial2Theme()
    /// Type role → the font the app's `Typography(…)` gives it (only the roles it sets).
    var typography: [MaterialTypeRole: ScannedFont] = [:]
    /// The constants of the files the theme was read from, for any file's names.
    var constants = ComposeConstants()
    /// The lengths declared once in one file and used by name in others (``ComposeSharedLengths``).
    var sharedLengths = ComposeSharedLengths()
    /// The design system's text composables, by name (``ComposeWrapperCollector``).
    var wrappers: [String: ComposeWrapper] = [:]
    /// The app's own composables, and those that put their `modifier` on a clickable (``ComposeClickWrappers``).
    var clickWrappers = ComposeClickWrappers()
    /// The app's own theme objects provided through CompositionLocals (`AppTheme.colors.x`).
    var appThemes = ComposeAppThemes()
    /// The app's unit helpers that freeze a text size (`val Int.nonScaledSp`), by name
    /// (``ComposeFrozenSizeHelpers``).
    var frozenSizeHelpers: [String: ComposeFrozenSizeHelpers.Receiver] = [:]
    /// The app's own click modifiers (`fun Modifier.noRippleClickable(…) = clickable(…)`), by
    /// name (``ComposeClickModifiers``).
    var clickModifiers: Set<String> = []
    /// Those that click only when given a handler that is not `null`, with that handler
    /// (``ComposeClickModifiers/guardedHandler(_:parameters:)``).
    var guardedClickModifiers: [String: ComposeClickModifiers.Handler] = [:]
    /// The app's dark flags and functions that read the appearance (``ComposeAppearanceConditions``).
    var appearance = ComposeAppearanceConditions.Declared()
    /// The one appearance the app's theme shows, when a literal fixes it (``ComposeFixedAppearance``).
    var fixedAppearance: ScannedInterfaceStyle?
    /// The app's theme function other files call that fixes it, when that is how it is fixed
    /// (``ComposeFixedAppearance/CalledTheme``).
    var calledTheme: ComposeFixedAppearance.CalledTheme?
    /// The app's string properties holding a string resource (``ComposeStringProperties``).
    var stringProperties: Set<String> = []
    /// The app's composables that show a slot lambda with nothing painted around it (``ComposeOpenSlots``).
    var openSlots = ComposeOpenSlots()
    /// The fills the app's calls of its composables draw around them (``ComposeCallerFills``).
    var callerFills = ComposeCallerFills()
    /// The app's composables that hand a handler on to a Material control (``ComposeEquivalentControls``).
    var equivalentControls = ComposeEquivalentControls()
    /// The app's flags fixed at `false` and the code they switch off (``ComposeFalseFlags``).
    var falseFlags = ComposeFalseFlags()
    /// The application modules' composables only previews call (``ComposePreviewOnly``).
    var previewOnly = ComposePreviewOnly()

    /// A theme that knows nothing: every role unresolved, the Material type scale's sizes.
    package init() {}

    /// `MaterialTheme.colorScheme.ROLE` as the app's theme gives it, in light and dark.
    func color(role: String) -> ScannedColor {
        // Short: the message names the role, the theme and both colours in 200 characters.
        let written = "colorScheme.\(role)"
        if let unresolvedReason { return .unresolved(written, reason: unresolvedReason) }
        let dynamic = usesDynamicColor ? " (dynamic colour not measured)" : ""
        let light = light[role] ?? Self.baseline(role, dark: false)
        let dark: ScannedColor
        if let scheme = self.dark {
            dark = scheme[role] ?? Self.baseline(role, dark: true)
        } else {
            dark = .unresolved(written, reason: "the app builds no darkColorScheme(…) the reader found")
        }
        return .themed(written, theme: name + dynamic, light: light, dark: dark)
    }

    private static func baseline(_ role: String, dark: Bool) -> ScannedColor {
        guard let color = ComposeMaterialDefaults.color(role: role, dark: dark) else {
            return .unresolved(role, reason: "not a Material 3 colour role")
        }
        return .literal(color, alpha: 1)
    }

    /// `MaterialTheme.typography.ROLE`'s font: the app's override, else the Material type scale's.
    func font(role: MaterialTypeRole) -> ScannedFont {
        typography[role] ?? .materialRole(role)
    }
}
