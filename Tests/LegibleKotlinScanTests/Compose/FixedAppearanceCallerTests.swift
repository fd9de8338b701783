import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// An app theme that other files call, fixed dark by its flag's default (issue 33, round 25,
/// pattern 1): green_android 370cd508 theme/Theme.kt:113-115 `fun GreenTheme(isLight: Boolean =
/// false, …) { val colorScheme = if (isLight) GreenColorsLight else GreenColors; MaterialTheme(…)
/// }`, called as `GreenTheme { … }` by GreenActivity.kt:66, GreenApp.kt:260 and
/// ComposeUIActivity.kt:29; only JadeQRScreen.kt:150 passes `isLight = isLightTheme` (a view
/// model's choice for its QR code). GreenAssetAccounts.kt:189 and AccountOverviewScreen.kt:220 were
/// judged "in light", which the app never shows. Reduced palettes, as in ``FixedAppearanceTests``:
/// primary white in both, surface white in light and black in dark (the app builds hers with
/// `ColorScheme(…)` and `.copy(background = Color.White)`). By hand: white on white 1.00:1;
/// #333333 on black 1.66:1, on white 12.63:1.
@Suite struct FixedAppearanceCallerTests {
    static let theme = """
        internal val GreenColors = darkColorScheme(primary = Color(0xFFFFFFFF), surface = Color(0xFF000000))
        internal val GreenColorsLight = lightColorScheme(primary = Color(0xFFFFFFFF), surface = Color(0xFFFFFFFF))
        @Composable
        fun GreenTheme(isLight: Boolean = false, content: @Composable () -> Unit) {
            val colorScheme = if (isLight) GreenColorsLight else GreenColors
            MaterialTheme(colorScheme = colorScheme, content = content)
        }
        """

    static func activity(_ call: String = "GreenTheme { Orders() }") -> String {
        """
        class GreenActivity : ComponentActivity() {
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                setContent { \(call) }
            }
        }
        """
    }

    static let orders = """
        @Composable fun Orders() {
            Surface {
                Text("Orders", color = MaterialTheme.colorScheme.primary)
                Text("Delete", color = Color(0xFF333333))
            }
        }
        """

    /// JadeQRScreen.kt:98/:150, a screen's own theme by a view model's value.
    static let jade = """
        @Composable fun JadeQRScreen(viewModel: JadeQRViewModel) {
            val isLightTheme by viewModel.isLightTheme.collectAsStateWithLifecycle()
            GreenTheme(isLight = isLightTheme) {
                Surface { Text("Scan", color = MaterialTheme.colorScheme.primary) }
            }
        }
        """

    static func scan(activity: String = Self.activity(), extra: [(String, String)] = []) async throws -> [Finding] {
        try await ForcedCallerTests.scan([("Theme.kt", Self.theme), ("GreenActivity.kt", activity), ("Orders.kt", Self.orders)] + extra)
    }

    @Test func aCalledThemeWhoseEveryCallTakesTheDarkDefaultIsJudgedInDarkOnly() async throws {
        let findings = try await Self.scan().filter { $0.location?.file.hasSuffix("Orders.kt") == true }
        // Must not fire: the white title fails only in light (1.00:1). Must fire: #333333 on black, 1.66:1.
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.location?.line == 6 && finding.message.contains("1.66:1") && !finding.message.contains("12.63"), "\(finding.message)")
        #expect(finding.property("appearancesJudged")?.contains("shows only dark") == true, "\(finding.properties)")
    }

    @Test func aScreensOwnCallWithAViewModelsValueIsJudgedInBoth() async throws {
        let findings = try await Self.scan(extra: [("JadeQRScreen.kt", Self.jade)])
        let orders = findings.filter { $0.location?.file.hasSuffix("Orders.kt") == true }
        // The app stays dark elsewhere; inside the screen's own theme the white title on white fails in light.
        #expect(orders.map { $0.location?.line } == [6], "\(orders.map(\.message))")
        let jade = findings.filter { $0.location?.file.hasSuffix("JadeQRScreen.kt") == true }
        #expect(jade.contains { $0.location?.line == 6 && $0.message.contains("1.00:1") }, "\(jade.map(\.message))")
    }

    @Test func aThemeThatFollowsTheSystemOrIsPassedOnIsNotFixed() async throws {
        // Must not fix: the system's appearance chooses the scheme; both are judged, as before.
        let system = try await Self.scan(activity: Self.activity("GreenTheme(isLight = !isSystemInDarkTheme()) { Orders() }"))
        #expect(system.contains { $0.location?.line == 5 && $0.message.contains("1.00:1") }, "\(system.map(\.message))")
        // Must not fix: a reference lets any code call it with any flag.
        let reference = try await Self.scan(extra: [("Host.kt", "val host: @Composable (Boolean, @Composable () -> Unit) -> Unit = ::GreenTheme\n")])
        #expect(reference.contains { $0.location?.line == 5 && $0.message.contains("1.00:1") }, "\(reference.map(\.message))")
        // Must not fix: an app root (not a screen) whose value is no literal.
        let root = try await Self.scan(activity: Self.activity("GreenTheme(isLight = settings.light) { Orders() }"))
        #expect(root.contains { $0.location?.line == 5 && $0.message.contains("1.00:1") }, "\(root.map(\.message))")
    }
}
