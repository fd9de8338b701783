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

    /// phoenix 13c8ddb6 `HomeBalance.kt:281`: the file's `OnChainBalanceEntry` shows its
    /// `description` slot inside the app's `Clickable(backgroundColor = MaterialTheme.colors.surface)`;
    /// the texts callers pass as `description =` (`:202`) were judged on the dialog's grey around the
    /// call (#f2f6f7, "3.30:1") instead of the white they are on.
    static func entryScreen(_ entry: String) -> String {
        """
        \(entry)
        @Composable fun BalanceDialog() {
            Column(Modifier.background(Color(0xFF000000))) {
                Entry(label = "L", description = { Text("D", color = Color(0xFF999999)) })
            }
        }
        """
    }

    @Test func aNamedSlotShownOnTheFillTheFunctionGivesIsOnThatFill() throws {
        let entry = """
            @Composable private fun Entry(label: String, description: @Composable () -> Unit) {
                Clickable(onClick = {}, backgroundColor = Color(0xFFFFFFFF)) { Column(Modifier.padding(16.dp)) { Text(label); description() } }
            }
            """
        // Must fire: #999999 passes on the black around the call (7.37:1) and fails on the white it is on (2.85:1).
        let fills = try Self.fills(Self.entryScreen(entry))
        let description = try #require(fills.last)
        #expect(description.lowercased().contains("ffffff") && !description.contains("000000"), "\(fills)")
    }

    @Test func aNamedSlotOutsideTheFillOrOnAColourNotReadKeepsNoWrongFill() throws {
        // Must not: the slot shown outside the filled call stays on the black around the call; a
        // fill from a parameter leaves its background unknown, not black.
        let outside = """
            @Composable private fun Entry(label: String, description: @Composable () -> Unit) {
                Column { Clickable(onClick = {}, backgroundColor = Color(0xFFFFFFFF)) { Text(label) }; description() }
            }
            """
        let parameter = """
            @Composable private fun Entry(label: String, fill: Color, description: @Composable () -> Unit) {
                Clickable(onClick = {}, backgroundColor = fill) { Column { Text(label); description() } }
            }
            """
        let outsideFill = try #require(try Self.fills(Self.entryScreen(outside)).last)
        #expect(outsideFill.contains("000000") && !outsideFill.lowercased().contains("ffffff"), "\(outsideFill)")
        let parameterFill = try #require(try Self.fills(Self.entryScreen(parameter)).last)
        #expect(!parameterFill.contains("000000") && !parameterFill.lowercased().contains("ffffff"), "\(parameterFill)")
    }
}
