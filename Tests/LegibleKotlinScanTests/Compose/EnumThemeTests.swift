import Foundation
import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import Testing

/// Primal f5d5ee2f reads its colours through `object AppTheme { val colorScheme @Composable get()
/// = MaterialTheme.colorScheme; val extraColorScheme @Composable get() = LocalExtraColors.current }`
/// (AppTheme.kt:37-45), `LocalExtraColors` provided by `ExtraColorSchemeProvider(extraColorScheme =
/// primalTheme.extraColorScheme)` from an enum whose entries carry their palette and `isDarkTheme`.
/// Reduced: by hand, white on #0C7DD8 is 4.25:1; #808080 on #E5E5E5 3.13:1 (cut, not rounded) and #757575 on
/// #222222 3.45:1; #111111 on #E5E5E5 15.2:1 and #EEEEEE on #222222 13.5:1.
@Suite struct EnumThemeTests {
    static let files: [(String, String)] = [
        (
            "theme/colors/Ice.kt",
            """
            import androidx.compose.material3.lightColorScheme
            import androidx.compose.ui.graphics.Color
            private val iceAccent2 = Color(0xFF0C7DD8)
            private val iceForeground4 = Color(0xFF808080)
            val iceColorScheme = lightColorScheme(tertiary = iceAccent2, background = Color(0xFFF5F5F5))
            val iceExtraColorScheme = extraColorScheme(
                surfaceVariantAlt1 = Color(0xFFE5E5E5), onSurfaceVariantAlt1 = Color(0xFF111111), onSurfaceVariantAlt3 = iceForeground4,
            )
            """
        ),
        (
            "theme/colors/Midnight.kt",
            """
            import androidx.compose.material3.darkColorScheme
            import androidx.compose.ui.graphics.Color
            val midnightColorScheme = darkColorScheme(tertiary = Color(0xFF0C7DD8), background = Color(0xFF000000))
            val midnightExtraColorScheme = extraColorScheme(
                surfaceVariantAlt1 = Color(0xFF222222), onSurfaceVariantAlt1 = Color(0xFFEEEEEE), onSurfaceVariantAlt3 = Color(0xFF757575),
            )
            """
        ),
        (
            "theme/colors/ExtraColorScheme.kt",
            """
            import androidx.compose.runtime.*
            import androidx.compose.ui.graphics.Color
            @Composable
            fun ExtraColorSchemeProvider(extraColorScheme: ExtraColorScheme, content: @Composable () -> Unit) {
                CompositionLocalProvider(LocalExtraColors provides extraColorScheme, content = content)
            }
            class ExtraColorScheme(surfaceVariantAlt1: Color, onSurfaceVariantAlt1: Color, onSurfaceVariantAlt3: Color) {
                var surfaceVariantAlt1 by mutableStateOf(surfaceVariantAlt1, structuralEqualityPolicy())
                    internal set
            }
            fun extraColorScheme(surfaceVariantAlt1: Color, onSurfaceVariantAlt1: Color, onSurfaceVariantAlt3: Color): ExtraColorScheme =
                ExtraColorScheme(
                    surfaceVariantAlt1 = surfaceVariantAlt1, onSurfaceVariantAlt1 = onSurfaceVariantAlt1, onSurfaceVariantAlt3 = onSurfaceVariantAlt3,
                )
            internal val LocalExtraColors = staticCompositionLocalOf<ExtraColorScheme> { error("No extra colors provided.") }
            """
        ),
        (
            "theme/domain/PrimalTheme.kt",
            """
            import androidx.compose.material3.ColorScheme
            enum class PrimalTheme(val themeName: String, val colorScheme: ColorScheme, val extraColorScheme: ExtraColorScheme, val isDarkTheme: Boolean) {
                Midnight(themeName = "midnight", colorScheme = midnightColorScheme, extraColorScheme = midnightExtraColorScheme, isDarkTheme = true),
                Ice(themeName = "ice", colorScheme = iceColorScheme, extraColorScheme = iceExtraColorScheme, isDarkTheme = false),
                ;
            }
            """
        ),
        (
            "theme/AppTheme.kt",
            """
            import androidx.compose.material3.ColorScheme
            import androidx.compose.material3.MaterialTheme
            import androidx.compose.runtime.Composable
            @Composable
            fun PrimalTheme(primalTheme: PrimalTheme, content: @Composable () -> Unit) {
                ExtraColorSchemeProvider(extraColorScheme = primalTheme.extraColorScheme) {
                    MaterialTheme(colorScheme = primalTheme.colorScheme, content = content)
                }
            }
            object AppTheme {
                val colorScheme: ColorScheme
                    @Composable
                    get() = MaterialTheme.colorScheme
                val extraColorScheme: ExtraColorScheme
                    @Composable
                    get() = LocalExtraColors.current
            }
            """
        ),
    ]

    static func scan(_ screen: String) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-enum-theme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in Self.files + [("Screen.kt", composeHeader + "import androidx.compose.ui.graphics.Color\n" + screen)] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }
    }

    @Test func theThemeObjectsMaterialSchemeIsMaterialThemes() async throws {
        // DvmFeedListItem.kt:385, the SUB badge: white on AppTheme.colorScheme.tertiary.
        let findings = try await Self.scan(
            "@Composable fun Badge() {\n    Box(Modifier.background(AppTheme.colorScheme.tertiary)) { Text(\"SUB\", color = Color.White, fontSize = 10.sp) }\n}"
        )
        #expect(findings.count == 1 && findings[0].message.contains("4.25:1 in light, the same in dark"), "\(findings.map(\.message))")
    }

    @Test func anEnumsPalettesAreTheLocalsInTheirAppearances() async throws {
        // ExploreHomeContent.kt:187, the search hint: Alt3 on Alt1, failing in both.
        let findings = try await Self.scan(
            """
            @Composable fun Search() {
                Row(Modifier.background(AppTheme.extraColorScheme.surfaceVariantAlt1)) {
                    Text("Search", color = AppTheme.extraColorScheme.onSurfaceVariantAlt3, fontSize = 15.sp)
                    Text("Ok", color = AppTheme.extraColorScheme.onSurfaceVariantAlt1, fontSize = 15.sp)
                }
            }
            """)
        #expect(findings.map(\.location?.line) == [6], "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("3.13:1 in light and 3.45:1 in dark") == true, "\(findings.map(\.message))")
    }
}
