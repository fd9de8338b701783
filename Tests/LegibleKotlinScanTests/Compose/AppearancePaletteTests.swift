import Foundation
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// 2fas-android 6bbcc5c4: one palette whose fields each choose by appearance
/// (`ThemeColors(onSurfaceSecondary = if (isInDarkTheme) … else …, primary = colorScheme.primary)`,
/// AppTheme.kt:67), handed out by an object no marker takes (`object TwTheme { val color …
/// get() = LocalThemeColors.current }`, TwTheme.kt:11). Its first scan measured none of the app's
/// colours; the judge found #9E9E9E on white at 2.67:1 on every settings screen.
@Suite struct AppearancePaletteTests {
    static let colors = """
        package app.ds
        import androidx.compose.ui.graphics.Color
        data class ThemeColors(val primary: Color = Color.Unspecified, val background: Color = Color.Unspecified,
            val onSurfacePrimary: Color = Color.Unspecified, val onSurfaceSecondary: Color = Color.Unspecified)
        internal val onSurfaceSecondaryLight = Color(0xFF9E9E9E)
        internal val onSurfaceSecondaryDark = Color(0xFF636363)
        internal val OverriddenLightColors = lightColorScheme(primary = Color(0xFFED1C24), background = Color(0xFFFFFFFF))
        internal val OverriddenDarkColors = darkColorScheme(primary = Color(0xFFF83A40), background = Color(0xFF101116))
        """

    static func themeFile(condition: String = "isInDarkTheme") -> String {
        """
        package app.ds
        import androidx.compose.runtime.*
        val LocalThemeColors = staticCompositionLocalOf { ThemeColors() }
        @Composable fun MainAppTheme(content: @Composable () -> Unit) {
            val isInDarkTheme = isSystemInDarkTheme()
            val colorScheme: ColorScheme = when {
                isInDarkTheme -> OverriddenDarkColors
                else -> OverriddenLightColors
            }
            val themeColors = ThemeColors(
                primary = colorScheme.primary,
                background = colorScheme.background,
                onSurfacePrimary = Color(0xFF000000),
                onSurfaceSecondary = if (\(condition)) onSurfaceSecondaryDark else onSurfaceSecondaryLight,
            )
            CompositionLocalProvider(LocalThemeColors provides themeColors) { MaterialTheme(colorScheme = colorScheme, content = content) }
        }
        """
    }

    static let objectFile = """
        package app.ds
        import androidx.compose.runtime.Composable
        object TwTheme {
            val color: ThemeColors
                @Composable
                get() = LocalThemeColors.current
            val typo: ThemeTypo
                @Composable
                get() = ThemeTypo()
        }
        """

    static func color(_ field: String, condition: String = "isInDarkTheme") throws -> ScannedColor? {
        let theme = ComposeAppThemeTests.theme([("Colors.kt", colors), ("AppTheme.kt", themeFile(condition: condition))])
        return try ComposeThemeTests.screen("Text(\"a\", color = LocalThemeColors.current.\(field))", theme: theme).first?.textColor
    }

    @Test func aFieldThatChoosesByAppearanceIsEachAppearancesBranch() throws {
        let expected = ScannedColor.themed(
            "LocalThemeColors.current.onSurfaceSecondary", theme: "LocalThemeColors", light: ComposeThemeTests.literal(0x9E9E9E),
            dark: ComposeThemeTests.literal(0x636363))
        #expect(try Self.color("onSurfaceSecondary") == expected)
    }

    @Test func aFieldReadFromTheChosenSchemeIsThatRoleInEachAppearance() throws {
        let expected = ScannedColor.themed(
            "LocalThemeColors.current.primary", theme: "LocalThemeColors", light: ComposeThemeTests.literal(0xED1C24),
            dark: ComposeThemeTests.literal(0xF83A40))
        #expect(try Self.color("primary") == expected)
    }

    /// A condition that says nothing of the appearance (a premium switch) is not split: that
    /// field stays unknown rather than taken from one branch.
    @Test func aChoiceByAnythingElseStaysUnknown() throws {
        let color = try Self.color("onSurfaceSecondary", condition: "isPremium")
        guard case .themed(_, _, .unresolved, .unresolved)? = color else {
            Issue.record("expected unresolved in both appearances, got \(String(describing: color))")
            return
        }
    }

    @Test func theWholeScanFollowsTheObjectAndJudgesBothAppearances() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-appearance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("Colors.kt", Self.colors), ("AppTheme.kt", Self.themeFile()), ("TwTheme.kt", Self.objectFile)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        // Line 5: #9E9E9E on #FFFFFF is 2.679:1 in light, #636363 on #101116 3.138:1 in dark (WCAG's
        // formula by hand; ratios are cut, not rounded, to two places). Line 6:
        // the scheme's red at 24 sp is large text, and passes 3:1 in both (4.38:1 and 5.0:1).
        try
            (composeHeader + "@Composable fun S() {\n    Box(Modifier.background(TwTheme.color.background)) {\n"
            + "        Text(\"a\", color = TwTheme.color.onSurfaceSecondary)\n        Text(\"b\", color = TwTheme.color.primary, fontSize = 24.sp)\n    }\n}\n")
            .write(to: folder.appendingPathComponent("Screen.kt"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [ComposeSourceReader()]).scan()
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" }
        #expect(contrast.map(\.location?.line) == [5], "\(contrast.map(\.message))")
        #expect(contrast.first?.message.contains("2.67:1 in light and 3.13:1 in dark") == true, "\(contrast.map(\.message))")
    }
}
