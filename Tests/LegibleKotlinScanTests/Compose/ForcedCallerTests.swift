import Foundation
import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import Testing

/// A theme that forces one appearance reaches the composables called inside it (omnivore 322ce62b
/// OnboardingScreen.kt:108, `OmnivoreTheme(darkTheme = false) { … WelcomeHeader() … NavHost {
/// composable(route) { AuthProviderScreen(…) } } }`). Reduced theme: light onSurface #1F1B16,
/// dark #EAE1D9; light primary #EFC125, dark #745B00; the fill #FCEBA8. By hand: #EAE1D9 on
/// #FCEBA8 is 1.08:1 and #EFC125 on it 1.42:1; #1F1B16 on it is 14.3:1 and #745B00 5.43:1.
@Suite struct ForcedCallerTests {
    static let theme = """
        private val LightColors = lightColorScheme(onSurface = Color(0xFF1F1B16), primary = Color(0xFFEFC125))
        private val DarkColors = darkColorScheme(onSurface = Color(0xFFEAE1D9), primary = Color(0xFF745B00))
        @Composable fun AppTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
            val colors = if (darkTheme) DarkColors else LightColors
            MaterialTheme(colorScheme = colors, content = content)
        }
        """

    /// The contrast findings of a whole scan of `files`; those named in `raw` are written without the Compose imports.
    static func scan(_ files: [(String, String)], raw: Set<String> = []) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-forced-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, body) in files {
            let text = raw.contains(name) ? body : CallerFillTests.header + body
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }
    }

    /// The onboarding: a header in its own file and a screen in another, reached through a NavHost.
    static func screens(forced: String = "AppTheme(darkTheme = false)", role: String = "onSurface") -> [(String, String)] {
        [
            ("Theme.kt", theme),
            (
                "Onboarding.kt",
                """
                @Composable fun Onboarding() {
                    \(forced) {
                        Box(Modifier.background(Color(0xFFFCEBA8))) {
                            Header()
                            NavHost(startDestination = "a") { composable("a") { Provider() } }
                        }
                    }
                }
                @Composable fun Header() {
                    Text("Welcome", color = MaterialTheme.colorScheme.\(role))
                }
                """
            ),
            ("Provider.kt", "@Composable fun Provider() {\n    Text(\"Continue\", color = MaterialTheme.colorScheme.\(role))\n}"),
        ]
    }

    @Test func aScreenCalledOnlyInsideAForcedLightThemeIsNotJudgedInDark() async throws {
        // Before: "#eae1d9 on #fceba8 is 1.08:1 in dark" at both texts.
        #expect(try await Self.scan(Self.screens()).isEmpty)
    }

    @Test func theSameTextFailingInLightStillFires() async throws {
        let findings = try await Self.scan(Self.screens(role: "primary"))
        #expect(findings.count == 2, "\(findings.map(\.message))")
        for finding in findings {
            #expect(finding.message.contains("1.42:1") && !finding.message.contains("dark"), "\(finding.message)")
            #expect(finding.property("appearancesJudged")?.contains("AppTheme(darkTheme = false) (Onboarding.kt:4) shows only light") == true)
        }
    }

    @Test func aScreenAlsoCalledOutsideTheForcedThemeIsJudgedInBoth() async throws {
        var files = Self.screens()
        files.append(("Other.kt", "@Composable fun Other() {\n    Box(Modifier.background(Color(0xFFFCEBA8))) { Provider() }\n}"))
        let findings = try await Self.scan(files)
        #expect(findings.count == 1 && findings[0].location?.file.hasSuffix("Provider.kt") == true, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("in dark") == true)
    }

    @Test func aThemeThatForcesNothingLeavesBothJudged() async throws {
        let findings = try await Self.scan(Self.screens(forced: "AppTheme"))
        #expect(findings.count == 2 && findings.allSatisfy { $0.message.contains("1.08:1 in dark") }, "\(findings.map(\.message))")
    }

    @Test func aReferenceOrACallOutsideComposeFilesIsACallerTheSurveyDoesNotSee() async throws {
        var referenced = Self.screens()
        referenced.append(("Routes.kt", "val screens = listOf(::Provider)"))
        #expect(try await Self.scan(referenced).count == 1)
        let activity = "import androidx.activity.compose.setContent\nclass Main : ComponentActivity() {\n    fun start() { setContent { Provider() } }\n}"
        #expect(try await Self.scan(Self.screens() + [("Main.kt", activity)], raw: ["Main.kt"]).count == 1)
    }
}
