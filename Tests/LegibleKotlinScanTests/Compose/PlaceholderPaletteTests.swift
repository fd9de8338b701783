import Foundation
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// A CompositionLocal's default whose colours are all `Color.Unspecified` is a placeholder the
/// theme's provider replaces (Proton Pass d04eec28 PassColors.kt:288): it is no second light
/// palette that would make every field "chosen while the app runs".
@Suite struct PlaceholderPaletteTests {
    /// Proton Pass's shape: palettes in the class's companion object, the provider's value a
    /// parameter default choosing between them.
    static func colorsFile(default placeholder: String) -> String {
        """
        package app.ui.theme
        import androidx.compose.ui.graphics.Color
        data class PassColors(val textWeak: Color, val backgroundNorm: Color, val brush: Brush) {
            companion object {
                val Dark = PassColors(textWeak = Color(0xFF444444), backgroundNorm = Color(0xFF000000), brush = Brush.linearGradient(listOf(Color.Black)))
                val Light = PassColors(textWeak = Color(0xFFBBBBBB), backgroundNorm = Color(0xFFFFFFFF), brush = Brush.linearGradient(listOf(Color.White)))
            }
        }
        val LocalPassColors = staticCompositionLocalOf { \(placeholder) }
        """
    }

    static let themeFile = """
        package app.ui.theme
        import androidx.compose.runtime.*
        @Composable fun PassTheme(isDark: Boolean = isNightMode(), passColors: PassColors = if (isDark) PassColors.Dark else PassColors.Light, content: @Composable () -> Unit) {
            CompositionLocalProvider(LocalPassColors provides passColors) { content() }
        }
        object PassTheme { val colors: PassColors @Composable get() = LocalPassColors.current }
        """

    static func color(placeholder: String) throws -> ScannedColor? {
        let theme = ComposeAppThemeTests.theme([("PassColors.kt", colorsFile(default: placeholder)), ("PassTheme.kt", themeFile)])
        return try ComposeThemeTests.screen("Text(\"a\", color = PassTheme.colors.textWeak)", theme: theme).first?.textColor
    }

    @Test func anUnspecifiedDefaultIsNoPalette() throws {
        let placeholder = "PassColors(textWeak = Color.Unspecified, backgroundNorm = Color.Unspecified, brush = Brush.linearGradient())"
        #expect(
            try Self.color(placeholder: placeholder)
                == .themed(
                    "PassTheme.colors.textWeak", theme: "LocalPassColors", light: ComposeThemeTests.literal(0xBBBBBB),
                    dark: ComposeThemeTests.literal(0x444444)))
    }

    @Test func aDefaultWithARealColourStillCounts() throws {
        // One real colour makes it a palette that can show (outside the theme): the fields it
        // gives differently stay unresolved, as a picker's.
        let partial = "PassColors(textWeak = Color(0xFF777777), backgroundNorm = Color.Unspecified, brush = Brush.linearGradient())"
        guard case .unresolved(_, let reason)? = try Self.color(placeholder: partial) else {
            Issue.record("expected unresolved")
            return
        }
        #expect(reason.contains("2 light"))
    }

    @Test func theWholeScanJudgesTheProvidedPalettes() async throws {
        // #BBBBBB on #FFFFFF is 1.92:1 in light, #444444 on #000000 2.16:1 in dark.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-placeholder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let placeholder = "PassColors(textWeak = Color.Unspecified, backgroundNorm = Color.Unspecified, brush = Brush.linearGradient())"
        try Self.colorsFile(default: placeholder).write(to: folder.appendingPathComponent("PassColors.kt"), atomically: true, encoding: .utf8)
        try Self.themeFile.write(to: folder.appendingPathComponent("PassTheme.kt"), atomically: true, encoding: .utf8)
        try
            (composeHeader
            + "@Composable fun S() {\n    Box(Modifier.background(PassTheme.colors.backgroundNorm)) { Text(\"a\", color = PassTheme.colors.textWeak) }\n}\n")
            .write(to: folder.appendingPathComponent("Screen.kt"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [ComposeSourceReader()]).scan()
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" }
        #expect(contrast.map(\.location?.line) == [4], "\(contrast.map(\.message))")
        #expect(contrast.first?.message.contains("1.91:1 in light and 2.15:1 in dark") == true, "\(contrast.map(\.message))")
    }
}
