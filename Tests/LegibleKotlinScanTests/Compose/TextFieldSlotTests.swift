import Foundation
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// The placeholder of a Material 3 text field on its unfocused container, or through a
/// transparent one on what is around the field. #888888 (L = 0.2462) on white is
/// 1.05 / 0.2962 = 3.54:1 (fails 4.5:1); on black 5.92:1.
@Suite struct TextFieldSlotTests {
    /// Neo-Backup b27516fc DevTools.kt:214: a grey placeholder in an outlined field whose container is transparent.
    static func searchField(container: String, around: String) -> String {
        """
        @Composable fun Search() {
            Surface(color = \(around)) {
                OutlinedTextField(
                    value = input.value,
                    placeholder = { Text(text = "search", color = Color(0xFF888888)) },
                    colors = TextFieldDefaults.colors().copy(unfocusedContainerColor = \(container)),
                )
            }
        }
        """
    }

    @Test func aPlaceholderIsJudgedOnTheFieldsContainerOrWhatIsBehindIt() async throws {
        #expect(
            try await ListItemColorTests.contrast([("Search.kt", Self.searchField(container: "Color.Transparent", around: "Color.White"))]) == ["Search.kt:7"])
        #expect(try await ListItemColorTests.contrast([("Search.kt", Self.searchField(container: "Color.Transparent", around: "Color.Black"))]).isEmpty)
        #expect(try await ListItemColorTests.contrast([("Search.kt", Self.searchField(container: "Color.Black", around: "Color.White"))]).isEmpty)
    }

    /// Neo-Backup b27516fc DevTools.kt:214 (a composable declared twice, which no caller fill
    /// reaches) and TerminalPage.kt:675 (under a transparent Scaffold): with nothing known behind
    /// a transparent field, its own-coloured placeholder is judged on the scheme's surface
    /// (baseline #FFFBFE: 3.39:1 in light), and the finding names that assumption.
    @Test func aPlaceholderWithNothingKnownBehindIsJudgedOnTheSurface() async throws {
        let field = "@Composable fun Search() {\n    OutlinedTextField(value = v, placeholder = { Text(\"search\", color = Color(0xFF888888)) })\n}"
        #expect(try await ListItemColorTests.contrast([("Search.kt", field), ("Theme.kt", Self.theme)]) == ["Search.kt:4"])
        let messages = try Self.states(field).map(\.condition)
        #expect(messages == ["its transparent field shows the scheme's surface"])
        // Material's own placeholder colour (onSurfaceVariant) and a field inside a menu, which
        // draws its own container, are not judged on the surface.
        let plain = "@Composable fun Search() {\n    OutlinedTextField(value = v, placeholder = { Text(\"search\") })\n}"
        #expect(try Self.states(plain).isEmpty)
        let menu =
            "@Composable fun Search() {\n    DropdownMenu(expanded = true, onDismissRequest = {}) {\n        OutlinedTextField(value = v, placeholder = { Text(\"search\", color = Color(0xFF888888)) })\n    }\n}"
        #expect(try await ListItemColorTests.contrast([("Search.kt", menu), ("Theme.kt", Self.theme)]).isEmpty)
    }

    /// Material's baseline schemes, as an app's theme.
    static let theme = """
        private val Light = lightColorScheme()
        private val Dark = darkColorScheme()
        @Composable fun AppTheme(content: @Composable () -> Unit) {
            MaterialTheme(colorScheme = if (isSystemInDarkTheme()) Dark else Light, content = content)
        }
        """

    /// The colour states of the Texts of `body`, read with the baseline theme.
    static func states(_ body: String) throws -> [ScannedColorState] {
        var reader = ComposeSourceReader()
        reader.theme = ComposeThemeCollector.collect(texts: [(path: "Theme.kt", text: ListItemColorTests.header + theme)])
        return try reader.read(text: ListItemColorTests.header + body, path: "Search.kt", resources: ScanResources()).elements.flatMap(\.textColorStates)
    }

    @Test func aTransparentFieldsPlaceholderTakesItsCallersFill() async throws {
        let input =
            "@Composable fun TextInput(placeholder: String) {\n    OutlinedTextField(value = v, placeholder = { Text(placeholder, color = Color(0xFF888888)) })\n}"
        let screen = { (fill: String) in "@Composable fun Screen() {\n    Surface(color = \(fill)) { Column { TextInput(\"search\") } }\n}" }
        #expect(try await ListItemColorTests.contrast([("TextInput.kt", input), ("Screen.kt", screen("Color.White"))]) == ["TextInput.kt:4"])
        #expect(try await ListItemColorTests.contrast([("TextInput.kt", input), ("Screen.kt", screen("Color.Black"))]).isEmpty)
        // A filled field's own container (here black) is behind it, not the caller's white.
        let filled = input.replacingOccurrences(
            of: "v, placeholder", with: "v, colors = TextFieldDefaults.colors(unfocusedContainerColor = Color.Black), placeholder")
        #expect(try await ListItemColorTests.contrast([("TextInput.kt", filled), ("Screen.kt", screen("Color.White"))]).isEmpty)
    }
}
