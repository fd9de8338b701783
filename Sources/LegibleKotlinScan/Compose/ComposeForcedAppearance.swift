import LegibleScan

/// An app theme called to force one appearance on what it wraps: `ElementTheme(theme =
/// Theme.Light) { … }` (Element X's ProtectedView.kt:53 puts light text on a dark scrim whatever
/// the system's mode), `AppTheme(darkTheme = true) { … }`, `ForcedDarkElementTheme { … }`. The
/// elements inside show only that appearance, as SwiftUI's `.preferredColorScheme(.dark)` does.
extension ComposeFileScan {
    /// The appearance the call `name(arguments)` forces, `nil` when it forces none. Only a
    /// composable whose name ends in `Theme` counts: an argument `X.Light`/`X.Dark`, a boolean
    /// literal (or a `val` holding one) for a parameter whose name says dark (`darkTheme = true`),
    /// or a name that says `Dark` itself.
    func forcedAppearance(_ name: String, arguments: [KotlinArgument], position: KotlinPosition) -> ScannedInterfaceStyle? {
        guard name.hasSuffix("Theme"), name != "MaterialTheme" else { return nil }
        let location = location(position)
        if name.dropLast(5).contains("Dark") {
            return ScannedInterfaceStyle(isDark: true, scope: .file(path), written: "\(name) { … }", location: location)
        }
        for argument in arguments {
            let value = argument.value
            if case .member(_, let member, _) = value.kind, member == "Light" || member == "Dark" {
                return ScannedInterfaceStyle(isDark: member == "Dark", scope: .file(path), written: "\(name)(… = \(value.sketch))", location: location)
            }
            // A `val` holding a literal counts as the literal (bitkit Theme.kt:55 `val
            // isSystemInDarkTheme = true`); one holding a call (`isSystemInDarkTheme()`) does not.
            let literal = values.constants.resolve(value).sketch
            guard let label = argument.name, label.lowercased().contains("dark"), literal == "true" || literal == "false" else { continue }
            let written = value.sketch == literal ? literal : "\(value.sketch), \(literal)"
            return ScannedInterfaceStyle(isDark: literal == "true", scope: .file(path), written: "\(name)(\(label) = \(written))", location: location)
        }
        return nil
    }

    /// Whether the call `name(arguments)` sets a colour scheme that may not be the one the app's
    /// theme fixes (``ComposeFixedAppearance``): a screen's own `MaterialTheme(colorScheme = …)`.
    /// Both appearances are judged inside it.
    /// So does a screen's own call of the app's theme function that fixes the appearance, when it
    /// gives the flag a value no literal fixes (green_android JadeQRScreen.kt:150 `GreenTheme(isLight
    /// = isLightTheme)`, ``ComposeFixedAppearance/CalledTheme``).
    func leavesFixedAppearance(_ name: String, arguments: [KotlinArgument]) -> Bool {
        guard forcedStyle?.scope == .app else { return false }
        if name == "MaterialTheme" { return arguments.contains { $0.name == "colorScheme" } }
        guard let called = values.theme.calledTheme, name == called.function else { return false }
        let leading = arguments.prefix { $0.name == nil }
        let written = arguments.first { $0.name == called.flag }?.value ?? (called.index < leading.count ? leading[called.index].value : nil)
        guard let written else { return false }
        let literal = values.constants.resolve(written).sketch
        return literal != "true" && literal != "false"
    }
}
