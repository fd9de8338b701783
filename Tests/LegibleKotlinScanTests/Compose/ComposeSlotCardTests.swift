import Foundation
import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import Testing

/// fresh-android13a M2: openScale f7a733b2 `InsightsScreen.kt:1100-1120`, a same-file
/// `InsightCard(title, content: @Composable () -> Unit)` that is `Card { Column { Text(title);
/// content() } }`. The sparkline dates its callers pass as the trailing lambda (`:381`, `:386`,
/// #999999 here) were unjudged with no note; they are on the card's fill, its default
/// `surfaceContainerHighest` (left unresolved here: the test app has no colour scheme).
@Suite struct ComposeSlotCardTests {
    static let material3 = "import androidx.compose.material3.Card\n"

    static func fills(_ body: String) throws -> [String] {
        try ComposeSourceReader().read(text: Self.material3 + composeHeader + body, path: "Screen.kt", resources: ScanResources())
            .elements.filter { $0.kind == .label }.map { String(describing: $0.backgroundColor) }
    }

    static func screen(_ card: String) -> String {
        """
        \(card)
        @Composable fun InsightsScreen() {
            InsightCard(title = "T") { Text("Jan", color = Color(0xFF999999)) }
        }
        """
    }

    @Test func aTextInTheContentSlotOfASameFileCardIsOnTheCardsFill() throws {
        let card = """
            @Composable private fun InsightCard(title: String, content: @Composable () -> Unit) {
                Card(Modifier.fillMaxWidth()) { Column(Modifier.padding(16.dp)) { Text(title); content() } }
            }
            """
        // Must fire: the date is on the card's default container.
        let fills = try Self.fills(Self.screen(card))
        #expect(fills.count == 2 && fills.allSatisfy { $0.contains("surfaceContainerHighest") }, "\(fills)")
    }

    @Test func aSlotShownOutsideACardOrACardOfUnknownFillGivesNoFill() throws {
        // Must not: the slot is outside the card, behind a fill the walk does not read, or the
        // card's colours come from a parameter.
        let outside = """
            @Composable private fun InsightCard(title: String, content: @Composable () -> Unit) {
                Column { Card { Text(title) }; content() }
            }
            """
        let painted = """
            @Composable private fun InsightCard(title: String, content: @Composable () -> Unit) {
                Card { Column(Modifier.background(brush)) { Text(title); content() } }
            }
            """
        let parameter = """
            @Composable private fun InsightCard(title: String, colors: CardColors, content: @Composable () -> Unit) {
                Card(colors = colors) { Text(title); content() }
            }
            """
        for card in [outside, painted, parameter] {
            let fills = try Self.fills(Self.screen(card))
            let date = try #require(fills.last)
            #expect(!date.contains("surfaceContainerHighest"), "\(card): \(fills)")
        }
    }
}
