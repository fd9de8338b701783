import Foundation
import LegibleColor
import LegibleScan
import LegibleTypeScale
import Testing

@testable import LegibleKotlinScan

/// The app's own theme objects: colour and type classes provided through CompositionLocals, read
/// across files, in light and dark.
@Suite struct ComposeAppThemeTests {
    static let colorsFile = """
        package app.ui.theme
        import androidx.compose.ui.graphics.Color
        data class TextColors(val secondary: Color = Color(0xFF757575), val hint: Color = Color(0xFFBBBBBB))
        data class AppColors(val textPrimary: Color, val background: Color, val text: TextColors = TextColors())
        object Palette { val Ink = Color(0xFF111111) }
        val lightAppColors = AppColors(textPrimary = Palette.Ink, background = Color(0xFFFFFFFF))
        val darkAppColors = AppColors(Color(0xFFEEEEEE), Color(0xFF000000), text = TextColors(secondary = Color(0xFF9E9E9E), hint = Color(0xFF444444)))
        data class AppTypography(val title: TextStyle = TextStyle(fontSize = 18.sp), val caption: TextStyle = TextStyle(fontSize = 10.dp.toSp()))
        """
    static let themeFile = """
        package app.ui.theme
        import androidx.compose.runtime.*
        val LocalAppColors = staticCompositionLocalOf { lightAppColors }
        val LocalAppTypography = staticCompositionLocalOf { AppTypography() }
        object AppTheme {
            val colors: AppColors
                @Composable
                @ReadOnlyComposable
                get() = LocalAppColors.current
            val typography: AppTypography @Composable get() = LocalAppTypography.current
        }
        @Composable fun AppTheme(dark: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
            CompositionLocalProvider(LocalAppColors provides if (dark) darkAppColors else lightAppColors) { content() }
        }
        """

    static func theme(_ files: [(String, String)]) -> ComposeTheme {
        ComposeThemeCollector.collect(texts: files.map { (path: $0.0, text: $0.1) })
    }

    static let literal = ComposeThemeTests.literal

    @Test func fieldsResolveAcrossFilesInLightAndDark() throws {
        let theme = Self.theme([("Colors.kt", Self.colorsFile), ("Theme.kt", Self.themeFile)])
        let elements = try ComposeThemeTests.screen(
            """
            @Composable fun Home() {
                Text("a", color = AppTheme.colors.textPrimary)
                Text("b", color = LocalAppColors.current.text.secondary)
                val colors = AppTheme.colors
                Box(Modifier.background(colors.background)) { Text("c", color = colors.text.hint) }
            }
            """, theme: theme)
        let name = "LocalAppColors"
        // The light palette names an object's constant; the dark one is written by position.
        #expect(elements[0].textColor == .themed("AppTheme.colors.textPrimary", theme: name, light: Self.literal(0x111111), dark: Self.literal(0xEEEEEE)))
        // A nested class: the light palette takes its constructor's default, the dark one sets it.
        #expect(
            elements[1].textColor == .themed("LocalAppColors.current.text.secondary", theme: name, light: Self.literal(0x757575), dark: Self.literal(0x9E9E9E)))
        #expect(elements[2].textColor == .themed("colors.text.hint", theme: name, light: Self.literal(0xBBBBBB), dark: Self.literal(0x444444)))
        #expect(elements[2].backgroundColor == .themed("colors.background", theme: name, light: Self.literal(0xFFFFFF), dark: Self.literal(0x000000)))
    }

    @Test func typographyObjectsGiveTheirStyles() throws {
        let theme = Self.theme([("Colors.kt", Self.colorsFile), ("Theme.kt", Self.themeFile)])
        let elements = try ComposeThemeTests.screen(
            """
            Text("a", style = AppTheme.typography.title)
            Text("b", style = AppTheme.typography.caption)
            Text("c", style = AppTheme.typography.title.copy(fontWeight = FontWeight.Bold))
            """, theme: theme)
        #expect(elements[0].font == .scaled(size: 18, relativeTo: nil, weight: .regular, family: nil))
        // 10.dp.toSp() in the app's type object: frozen against the font scale.
        #expect(elements[1].font == .fixed(size: 10, unit: "dp", weight: .regular, family: nil))
        #expect(elements[2].font == .scaled(size: 18, relativeTo: nil, weight: .bold, family: nil))
    }

    @Test func whatIsNotAFieldOrIsChosenWhileRunningIsNotGuessed() throws {
        let theme = Self.theme([("Colors.kt", Self.colorsFile), ("Theme.kt", Self.themeFile)])
        let elements = try ComposeThemeTests.screen(
            """
            Text("a", color = AppTheme.colors.accent)
            Text("b", color = AppTheme.shapes.small)
            """, theme: theme)
        // Not a field of the palettes, not a theme object the app declares: unknown (as any colour the reader cannot read), not guessed.
        for element in elements {
            guard case .unresolved? = element.textColor else {
                Issue.record("expected unresolved, got \(String(describing: element.textColor))")
                continue
            }
        }

        // Three light palettes (a theme picker): said, not guessed.
        let picker = Self.theme([
            (
                "Colors.kt",
                Self.colorsFile
                    + "\nval sepiaAppColors = AppColors(Color(0xFF5B4636), Color(0xFFF4ECD8))\nval blueAppColors = AppColors(Color.Blue, Color.White)"
            ),
            (
                "Theme.kt",
                Self.themeFile
                    + "\n@Composable fun Picked(choice: Int) {\n    CompositionLocalProvider(LocalAppColors provides when (choice) {"
                    + " 1 -> sepiaAppColors; else -> blueAppColors }) {}\n}"
            ),
        ])
        let picked = try ComposeThemeTests.screen("Text(\"a\", color = AppTheme.colors.textPrimary)", theme: picker)
        guard case .unresolved(_, let reason)? = picked.first?.textColor else {
            Issue.record("expected unresolved, got \(String(describing: picked.first?.textColor))")
            return
        }
        #expect(reason.contains("3 light"))
    }

    @Test func aPaletteBuiltWhileRunningIsSaidAndTheFixedOnesMeasured() throws {
        // Bitwarden's shape: a `when` over a runtime-built (dynamic) palette and the fixed ones, named by appearance.
        let theme = Self.theme([
            ("Colors.kt", Self.colorsFile),
            (
                "Theme.kt",
                """
                package app.ui.theme
                val LocalAppColors = compositionLocalOf { lightAppColors }
                val LocalManager = compositionLocalOf<Manager> { error("no manager") }
                object AppTheme { val colors: AppColors @Composable get() = LocalAppColors.current }
                @Composable fun AppTheme(dynamic: Boolean, content: @Composable () -> Unit) {
                    val isDarkTheme = isSystemInDarkTheme()
                    val chosen = when {
                        dynamic -> dynamicAppColors(isDarkTheme)
                        isDarkTheme -> darkAppColors
                        else -> lightAppColors
                    }
                    CompositionLocalProvider(LocalAppColors provides chosen) { content() }
                }
                """
            ),
        ])
        let elements = try ComposeThemeTests.screen("Text(\"a\", color = AppTheme.colors.textPrimary)", theme: theme)
        #expect(
            elements.first?.textColor
                == .themed(
                    "AppTheme.colors.textPrimary", theme: "LocalAppColors (dynamic colour not measured)", light: Self.literal(0x111111),
                    dark: Self.literal(0xEEEEEE)))
        // A local whose default is an error and that is never provided a palette: nothing is resolved from it.
        #expect(theme.appThemes.locals["LocalManager"]?.unresolvedReason != nil)
    }

    @Test func theWholeScanMeasuresTheAppsFieldsInBothAppearances() async throws {
        // #BBBBBB on #FFFFFF is 1.9198:1 (light); #444444 on #000000 is 2.1561:1 (dark), both under 4.5. #111111 on
        // #FFFFFF is 18.88:1 and #EEEEEE on #000000 18.10:1: no finding at line 4.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-app-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.colorsFile.write(to: folder.appendingPathComponent("Colors.kt"), atomically: true, encoding: .utf8)
        try Self.themeFile.write(to: folder.appendingPathComponent("Theme.kt"), atomically: true, encoding: .utf8)
        try
            (composeHeader
            + "@Composable fun S() {\n    Box(Modifier.background(AppTheme.colors.background)) { Text(\"a\", color = AppTheme.colors.textPrimary) }\n"
            + "    Box(Modifier.background(AppTheme.colors.background)) { Text(\"b\", color = AppTheme.colors.text.hint) }\n}\n")
            .write(to: folder.appendingPathComponent("Screen.kt"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [ComposeSourceReader()]).scan()
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" }
        #expect(contrast.map(\.location?.line) == [5], "\(contrast.map(\.message))")
        #expect(contrast.contains { $0.message.contains("1.91:1 in light and 2.15:1 in dark") }, "\(contrast.map(\.message))")
    }
}
