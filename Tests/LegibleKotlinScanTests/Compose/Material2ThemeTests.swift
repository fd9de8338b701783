import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// A Material 2 theme (`androidx.compose.material`), reduced from phoenix's Android app
/// (13c8ddb6): palettes from `lightColors(…)`/`darkColors(…)` (Theme.kt:93-131), a
/// `Typography(…)` built in a function of the palette whose styles carry colours, one chosen by the
/// app's own dark flag (Theme.kt:134-209), and that flag, a property reading a CompositionLocal
/// and `isSystemInDarkTheme()` (Ambients.kt:49-51) by which the theme picks its palette
/// (Theme.kt:226-231). Nothing of it was measured. By hand: white on #25A5FF is 2.66:1 and black
/// on it 7.90:1; #B5BBC9 on white 1.92:1, #5F6A8A on #1B1B29 3.17:1; #99A2B6 on white 2.56:1,
/// #73899E on #1B1B29 4.70:1; #2B313E on white 13.03:1.
@Suite struct Material2ThemeTests {
    static let modeFile = """
        package app
        import androidx.compose.foundation.isSystemInDarkTheme
        import androidx.compose.runtime.*
        enum class Mode { DAY, NIGHT, FOLLOW }
        val LocalMode = staticCompositionLocalOf { Mode.FOLLOW }
        val isDarkShown: Boolean
            @Composable
            get() = LocalMode.current.let { it == Mode.NIGHT || (it == Mode.FOLLOW && isSystemInDarkTheme()) }
        """

    static func themeFile(typographyCall: String = "appType(colors)", extraPalette: String = "") -> String {
        """
        package app.theme
        import androidx.compose.material.Colors
        import androidx.compose.material.MaterialTheme
        import androidx.compose.material.Typography
        import androidx.compose.material.darkColors
        import androidx.compose.material.lightColors
        import androidx.compose.runtime.Composable
        import androidx.compose.ui.graphics.Color
        import androidx.compose.ui.text.TextStyle
        import androidx.compose.ui.unit.sp
        import app.isDarkShown
        val sky = Color(0xff25a5ff)
        val slate800 = Color(0xff2b313e)
        private val DayPalette = lightColors(primary = sky, onPrimary = Color.White, surface = Color.White, onSurface = slate800)
        private val NightPalette = darkColors(primary = sky, onPrimary = Color.Black, surface = Color(0xFF1B1B29), onSurface = Color(0xFFB5BBC9))
        \(extraPalette)
        val faintText @Composable get() = if (isDarkShown) Color(0xFF5F6A8A) else Color(0xFFB5BBC9)
        @Composable
        private fun appType(colors: Colors) = Typography(
            subtitle2 = TextStyle(fontSize = 14.sp, color = if (isDarkShown) Color(0xFF73899E) else Color(0xFF99A2B6)),
            body1 = TextStyle(fontSize = 16.sp, color = colors.onSurface),
            caption = TextStyle(fontSize = 16.sp, color = faintText),
            h6 = TextStyle(color = Color(0xFFB5BBC9)),
        )
        @Composable
        fun AppTheme(content: @Composable () -> Unit) {
            val isDarkShown = isDarkShown
            val colors = if (isDarkShown) NightPalette else DayPalette
            MaterialTheme(colors = colors, typography = \(typographyCall), content = content)
        }
        """
    }

    static let screenHeader = """
        import androidx.compose.foundation.background
        import androidx.compose.material.MaterialTheme
        import androidx.compose.material.Surface
        import androidx.compose.material.Text
        import androidx.compose.ui.Modifier
        import androidx.compose.ui.unit.sp

        """

    static func scan(_ screen: String, theme: String = themeFile()) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-material2-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("Mode.kt", modeFile), ("theme/Theme.kt", theme), ("Screen.kt", screenHeader + screen)] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }
    }

    static func colors(_ screen: String, theme: String = themeFile()) throws -> [(text: ScannedColor?, background: ScannedColor?)] {
        var reader = ComposeSourceReader()
        reader.theme = ComposeThemeCollector.collect(texts: [(path: "Mode.kt", text: modeFile), (path: "Theme.kt", text: theme)])
        return try reader.read(text: screenHeader + screen, path: "Screen.kt", resources: ScanResources()).elements
            .filter { $0.kind == .label }.map { ($0.textColor, $0.backgroundColor) }
    }

    @Test func onPrimaryOnPrimaryFailsInLightOnly() async throws {
        // HomeNotices.kt:203-210, the "+N" badge.
        let findings = try await Self.scan(
            """
            @Composable fun Badge() {
                Text("+2", modifier = Modifier.background(MaterialTheme.colors.primary), style = MaterialTheme.typography.body1.copy(color = MaterialTheme.colors.onPrimary, fontSize = 14.sp))
            }
            """)
        #expect(findings.count == 1 && findings[0].location?.line == 8, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("2.65:1 in light") == true && findings.first?.message.contains("dark") == false, "\(findings.map(\.message))")
    }

    @Test func aMaterial2SurfacesContentIsItsFillsOnRole() async throws {
        // Material 2's contentColorFor(colors.primary) is colors.onPrimary, not Material 3's scheme.
        let findings = try await Self.scan(
            """
            @Composable fun Chip() {
                Surface(color = MaterialTheme.colors.primary) { Text("new", fontSize = 14.sp) }
                Surface(color = MaterialTheme.colors.surface) { Text("old", fontSize = 14.sp) }
            }
            """)
        #expect(findings.map(\.location?.line) == [8], "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("colors.onPrimary") == true, "\(findings.map(\.message))")
    }

    @Test func aPassingPaletteAndTheTypographysPaletteColourDoNotFire() async throws {
        // body1's `colors.onSurface` is the theme's, since the theme passes it the palette it shows.
        let findings = try await Self.scan(
            """
            @Composable fun Row() {
                Text("a", modifier = Modifier.background(MaterialTheme.colors.surface), color = MaterialTheme.colors.onSurface)
                Text("b", modifier = Modifier.background(MaterialTheme.colors.surface), style = MaterialTheme.typography.body1)
            }
            """)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        let colors = try Self.colors("@Composable fun Row() {\n    Text(\"b\", style = MaterialTheme.typography.body1)\n}")
        #expect(
            colors.first?.text
                == .themed("colors.onSurface", theme: "Theme.kt", light: ComposeThemeTests.literal(0x2B313E), dark: ComposeThemeTests.literal(0xB5BBC9)))
    }

    @Test func typographyColoursChosenByTheAppsDarkFlagFail() async throws {
        // NotificationsView.kt:411 (caption, its colour a property of the flag) and a settings value (subtitle2).
        let findings = try await Self.scan(
            """
            @Composable fun Notes() {
                Text("now", modifier = Modifier.background(MaterialTheme.colors.surface), style = MaterialTheme.typography.caption.copy(fontSize = 12.sp))
                Text("value", modifier = Modifier.background(MaterialTheme.colors.surface), style = MaterialTheme.typography.subtitle2)
            }
            """)
        let messages = findings.map(\.message)
        #expect(findings.map(\.location?.line) == [8, 9], "\(messages)")
        #expect(messages.first?.contains("1.92:1 in light and 3.16:1 in dark") == true, "\(messages)")
        #expect(messages.last?.contains("2.56:1 in light") == true && messages.last?.contains("dark") == false, "\(messages)")
    }

    @Test func aStyleWithoutItsSizeOrAPaletteTheThemeDoesNotShowIsNotMeasured() async throws {
        // h6 sets no size: Material 2's sizes are not the reader's, so its colour is not taken.
        let unsized = try await Self.scan(
            "@Composable fun Title() {\n    Text(\"t\", modifier = Modifier.background(MaterialTheme.colors.surface), style = MaterialTheme.typography.h6)\n}")
        #expect(unsized.isEmpty, "\(unsized.map(\.message))")
        // The typography function given another palette than the theme's: its `colors.onSurface` is unknown.
        let theme = Self.themeFile(typographyCall: "appType(DayPalette)")
        let colors = try Self.colors("@Composable fun Row() {\n    Text(\"b\", style = MaterialTheme.typography.body1)\n}", theme: theme)
        guard case .unresolved? = colors.first?.text else {
            Issue.record("\(String(describing: colors.first?.text))")
            return
        }
    }

    @Test func severalPalettesOrAnAppsOwnLightColorsLeaveRolesUnresolved() throws {
        let twoLight = Self.themeFile(extraPalette: "private val SepiaPalette = lightColors(primary = Color(0xFF704214))")
        let screen = "@Composable fun Badge() {\n    Text(\"a\", color = MaterialTheme.colors.primary)\n}"
        guard case .unresolved(_, let reason)? = try Self.colors(screen, theme: twoLight).first?.text else {
            Issue.record("a light palette of two was taken")
            return
        }
        #expect(reason.contains("2 Material 2 light"), "\(reason)")
        // `lightColors` the app declares itself (not androidx's) builds no Material 2 palette.
        let own = Self.themeFile().replacingOccurrences(of: "import androidx.compose.material.lightColors\n", with: "")
            .replacingOccurrences(of: "import androidx.compose.material.darkColors\n", with: "")
        guard case .unresolved? = try Self.colors(screen, theme: own).first?.text else {
            Issue.record("the app's own lightColors was read as Material 2's")
            return
        }
    }

    @Test func theFlagThePalettesArePickedByIsTheAppearance() throws {
        let theme = ComposeThemeCollector.collect(texts: [(path: "Mode.kt", text: Self.modeFile), (path: "Theme.kt", text: Self.themeFile())])
        #expect(theme.appearance.choosers["isDarkShown"] == true)
        // A flag no top-level declaration gives (a parameter, a local) is no appearance.
        let local = Self.themeFile().replacingOccurrences(of: "val isDarkShown = isDarkShown", with: "val isDarkShown = remember { pick() }")
        let refused = ComposeThemeCollector.collect(texts: [(path: "Mode.kt", text: Self.modeFile), (path: "Theme.kt", text: local)])
        #expect(refused.appearance.choosers.isEmpty, "\(refused.appearance.choosers)")
    }

    @Test func tablesFileEqualsTheDefaults() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Tables/compose-material2-colors.csv")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        #expect(rows.count == ComposeMaterial2Defaults.colorRoles.count)
        #expect(rows.map { $0[0] } == ComposeMaterial2Theme.colorRoles)
        for row in rows {
            let pair = ComposeMaterial2Defaults.colorRoles[row[0]]
            #expect(pair.map { String(format: "#%06X", $0.light) } == row[1], "\(row[0]) light")
            // `secondaryVariant` in dark is the call's `secondary`; its entry is secondary's default.
            let dark = row[2] == "secondary" ? rows.first { $0[0] == "secondary" }?[2] : row[2]
            #expect(pair.map { String(format: "#%06X", $0.dark) } == dark, "\(row[0]) dark")
        }
    }
}
