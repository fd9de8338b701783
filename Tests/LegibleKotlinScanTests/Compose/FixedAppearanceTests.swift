import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// An app theme fixed dark by a literal (bitkit-android 1059c1bd Theme.kt:55-76): `val
/// isSystemInDarkTheme = true // isSystemInDarkTheme()` passed as `AppTheme(inDarkTheme = …)`, the
/// private theme's only call, whose default `colorScheme = if (inDarkTheme) ColorPalette.Dark else
/// ColorPalette.Light` goes to `MaterialTheme`. Light never shows: 24 texts failing only there
/// were errors. Reduced palettes: primary white in both; surface white in light, black in dark.
/// By hand: white on white 1.00:1, white on black 21:1; #333333 on black 1.66:1, on white 12.63:1.
@Suite struct FixedAppearanceTests {
    static func theme(flag: String = "val isSystemInDarkTheme = true // isSystemInDarkTheme()") -> String {
        """
        private object ColorPalette {
            val Light = lightColorScheme(primary = Color(0xFFFFFFFF), surface = Color(0xFFFFFFFF))
            val Dark = darkColorScheme(primary = Color(0xFFFFFFFF), surface = Color(0xFF000000))
        }
        @Composable internal fun AppThemeSurface(content: @Composable () -> Unit) {
            \(flag)
            AppTheme(inDarkTheme = isSystemInDarkTheme) { Surface(content = content) }
        }
        @Composable private fun AppTheme(
            inDarkTheme: Boolean = isSystemInDarkTheme(),
            colorScheme: ColorScheme = if (inDarkTheme) ColorPalette.Dark else ColorPalette.Light,
            content: @Composable () -> Unit,
        ) {
            MaterialTheme(colorScheme = colorScheme, content = content)
        }
        """
    }

    static let screen = """
        @Composable fun Orders() {
            Surface {
                Text("Orders", color = MaterialTheme.colorScheme.primary)
                Text("Delete", color = Color(0xFF333333))
            }
        }
        """

    static func scan(flag: String? = nil) async throws -> [Finding] {
        let theme = flag.map { Self.theme(flag: $0) } ?? Self.theme()
        return try await ForcedCallerTests.scan([("Theme.kt", theme), ("Orders.kt", Self.screen)])
    }

    @Test func aThemeFixedDarkByALiteralValIsJudgedInDarkOnly() async throws {
        let findings = try await Self.scan()
        // Must not fire: the white title fails only in light (1.00:1), which never shows.
        // Must fire: #333333 on black, 1.66:1 in dark, with no light ratio quoted.
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.location?.line == 6 && finding.message.contains("1.66:1") && !finding.message.contains("12.63"), "\(finding.message)")
        #expect(finding.property("appearancesJudged")?.contains("shows only dark") == true, "\(finding.properties)")
    }

    @Test func aFlagThatReadsTheSystemIsNotFixed() async throws {
        // `val dark = isSystemInDarkTheme()` is a call: both appearances are judged, as before.
        let findings = try await Self.scan(flag: "val isSystemInDarkTheme = isSystemInDarkTheme()")
        #expect(findings.count == 2, "\(findings.map(\.message))")
        #expect(findings.contains { $0.location?.line == 5 && $0.message.contains("1.00:1") })
    }

    @Test func aScreensOwnSchemeIsJudgedInBoth() async throws {
        // Color.Gray (#888888) on white is 3.54:1 in either appearance: a finding both ways.
        let screen = """
            @Composable fun Onboarding() {
                MaterialTheme(colorScheme = onboardingScheme) {
                    Box(Modifier.background(Color.White)) { Text("Welcome", color = Color.Gray) }
                }
                Box(Modifier.background(Color.White)) { Text("Skip", color = Color.Gray) }
            }
            """
        let findings = try await ForcedCallerTests.scan([("Theme.kt", Self.theme()), ("Onboarding.kt", screen)])
        let onlyDark = { (line: Int) in
            findings.first { $0.location?.line == line }?.property("appearancesJudged")?.contains("shows only dark")
        }
        // Inside the screen's own scheme, not the app's fixed dark; outside it, dark only.
        #expect(findings.count == 2 && onlyDark(5) != true && onlyDark(7) == true, "\(findings.map { ($0.location?.line, $0.properties) })")
    }
}
