import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// An app theme called to force one appearance (Element X ProtectedView.kt:53, `ElementTheme(theme
/// = Theme.Light)` over a dark scrim) shows only that appearance inside.
@Suite struct ForcedAppearanceTests {
    static func styles(_ body: String) throws -> [Bool?] {
        try texts(body).map { $0.interfaceStyle?.isDark }
    }

    @Test func anAppThemeCalledWithAnAppearanceForcesIt() throws {
        let forced = try Self.styles(
            """
            @Composable fun Scrim() {
                AppTheme(theme = Theme.Light, applySystemBarsUpdate = false) { Text("light") }
                AppTheme(darkTheme = true) { Text("dark") }
                ForcedDarkAppTheme { Text("forced dark") }
                AppTheme(useDarkTheme = false) { Row { Text("nested light") } }
            }
            """)
        #expect(forced == [false, true, true, false])
    }

    @Test func otherCallsForceNothing() throws {
        let free = try Self.styles(
            """
            @Composable fun Screen(theme: Theme) {
                AppTheme { Text("system") }
                AppTheme(theme = theme) { Text("a variable") }
                MaterialTheme(colorScheme = darkColorScheme()) { Text("material") }
                Card(colors = Colors.Dark) { Text("not a theme") }
                AppTheme(theme = Theme.Light) { }
                Text("after")
            }
            """)
        #expect(free == [nil, nil, nil, nil, nil])
    }

    @Test func theForcedAppearanceSaysWhereItIsForced() throws {
        // contrast.text judges only this appearance and gives this reason (`appearancesJudged`).
        let elements = try texts("AppTheme(theme = Theme.Light) {\n    Text(\"Show\", color = Color(0xFF222222))\n}")
        #expect(elements.first?.interfaceStyle?.reason == "AppTheme(… = Theme.Light) (Screen.kt:3) shows only light")
    }
}
