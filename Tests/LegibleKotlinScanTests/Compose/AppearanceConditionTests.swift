import Foundation
import Testing

/// A colour chosen by a condition that is the appearance shows its dark branch in dark and its
/// light branch in light, not both in both (Primal f5d5ee2f ReferencedStream.kt:149/178,
/// NoteAudioLinkPreview.kt:191, StreamMetaData.kt:45: the dark theme's grey was judged on the
/// light card). The theme file is reduced from Primal's PrimalTheme.kt:15 and PrimalDarkTheme.kt:9.
/// By hand: #808080 on #EEEEEE is 3.40:1, #111111 on #EEEEEE 16.28:1; #6E6E6E on #F5F5F5 4.68:1
/// and on #121212 3.67:1.
@Suite struct AppearanceConditionTests {
    static let theme = """
        enum class PrimalTheme(val themeName: String, val isDarkTheme: Boolean) {
            Midnight(themeName = "midnight", isDarkTheme = true),
            Ice(themeName = "ice", isDarkTheme = false),
        }
        val LocalPrimalTheme = compositionLocalOf<PrimalTheme> { PrimalTheme.Ice }
        @Composable fun isAppInDarkPrimalTheme(): Boolean = LocalPrimalTheme.current.isDarkTheme
        @Composable fun isDarkLayout(): Boolean = false
        """

    /// A card of fixed fill `#EEEEEE` whose status text's colour `color` chooses.
    static func status(_ color: String, before: String = "", parameters: String = "") -> String {
        """
        @Composable fun Status(\(parameters)) {
            \(before)
            Column(Modifier.background(Color(0xFFEEEEEE))) {
                Text("Started 5 min ago", color = \(color))
            }
        }
        """
    }

    static func scan(_ screen: String) async throws -> [String] {
        try await CallerFillTests.scan([("Theme.kt", theme), ("Status.kt", screen)]).map(\.message)
    }

    /// The one finding must be the dark branch's, in dark alone.
    static func expectDarkOnly(_ messages: [String]) {
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.allSatisfy { $0.contains("#808080 on #eeeeee is 3.40:1 in dark") && !$0.contains("in light") }, "\(messages)")
    }

    @Test func anAppFunctionReadingTheThemesDarkFlag() async throws {
        Self.expectDarkOnly(try await Self.scan(Self.status("if (isAppInDarkPrimalTheme()) { Color(0xFF808080) } else { Color(0xFF111111) }")))
    }

    @Test func aValHoldingItAndItsNegation() async throws {
        let before = "val isDarkTheme = isAppInDarkPrimalTheme()"
        Self.expectDarkOnly(try await Self.scan(Self.status("if (!isDarkTheme) Color(0xFF111111) else Color(0xFF808080)", before: before)))
    }

    @Test func theCompositionLocalsFlagAndAWhen() async throws {
        let color = "when (LocalPrimalTheme.current.isDarkTheme) { true -> Color(0xFF808080)\n false -> Color(0xFF111111) }"
        Self.expectDarkOnly(try await Self.scan(Self.status(color)))
    }

    @Test func aBooleanParameterNamedSo() async throws {
        Self.expectDarkOnly(try await Self.scan(Self.status("if (isDarkTheme) Color(0xFF808080) else Color(0xFF111111)", parameters: "isDarkTheme: Boolean")))
    }

    @Test func aFunctionNamedDarkThatReadsNoAppearanceIsTwoStates() async throws {
        // `isDarkLayout()` returns `false`: nothing says the appearance, so both colours show in both.
        let messages = try await Self.scan(Self.status("if (isDarkLayout()) Color(0xFF808080) else Color(0xFF111111)"))
        #expect(messages.count == 1 && messages[0].contains("in light"), "\(messages)")
    }

    @Test func aThemePickersEntryIsNoAppearance() async throws {
        // AppearanceSettingsScreen.kt:258: each entry of the picker shows at once, whatever the appearance.
        let color = "if (primalTheme.isDarkTheme) Color(0xFF808080) else Color(0xFF111111)"
        let messages = try await Self.scan(Self.status(color, parameters: "primalTheme: PrimalTheme"))
        #expect(messages.count == 1 && messages[0].contains("in light"), "\(messages)")
    }

    @Test func aFillChosenByTheAppearanceIsJudgedInEach() async throws {
        // Primal LiveStreamColors.kt:13: dark #121212 and light #F5F5F5.
        let screen = """
            @Composable fun Chat() {
                Column(Modifier.background(if (isAppInDarkPrimalTheme()) Color(0xFF121212) else Color(0xFFF5F5F5))) {
                    Text("a message", color = Color(0xFF6E6E6E))
                }
            }
            """
        let messages = try await Self.scan(screen)
        #expect(messages.count == 1 && messages[0].contains("#6e6e6e on #121212 is 3.67:1 in dark") && !messages[0].contains("in light"), "\(messages)")
    }

    @Test func aHighlightedFillIsNoAppearance() async throws {
        // `isHighlighted` names light only as a word: both fills show.
        let fill = "if (isHighlighted) Color(0xFFE0E0E0) else Color.White"
        let card = ChosenFillTests.card("Color(0xFF898989)", fill: fill).replacingOccurrences(of: "selected: Boolean", with: "isHighlighted: Boolean")
        let messages = try await CallerFillTests.scan([("Card.kt", card)]).map(\.message)
        #expect(messages.count == 1 && messages[0].contains("the fill chosen when isHighlighted"), "\(messages)")
    }
}
