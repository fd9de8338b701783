import Foundation
import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import Testing

/// A card's or filled button's `colors =` that is not Material's colours call leaves the fill
/// unknown, rather than Material's default. Meshtastic 10d52c8e ContactItem.kt:92 writes
/// `Card(colors = colors)` with `val colors = if (isOutlined) CardDefaults.outlinedCardColors(
/// containerColor = Color.Transparent) else CardDefaults.cardColors(containerColor = …)`; its
/// `ContactHeader`'s onSurfaceVariant date (ContactItem.kt:156) was judged on the default
/// surfaceContainerHighest (4.36:1), a fill the card never draws.
///
/// Ratios by hand (WCAG relative luminance): #999999 is L = 0.3185; on white (1.05 / 0.3685) =
/// 2.849, shown 2.84:1, failing 4.5:1; on Material's baseline surfaceContainerHighest #e6e0e9
/// (L = 0.7601) 2.19:1, also failing, so only the reading of `colors =` decides.
@Suite struct CardColorsTests {
    static let material3 = "import androidx.compose.material3.Card\n"

    static func fills(_ body: String) throws -> [String] {
        try ComposeSourceReader().read(text: Self.material3 + composeHeader + body, path: "Screen.kt", resources: ScanResources())
            .elements.filter { $0.kind == .label }.map { String(describing: $0.backgroundColor) }
    }

    @Test func coloursChosenByAConditionAreNotTheDefaultFill() async throws {
        let body = """
            @Composable fun ContactItem(isOutlined: Boolean) {
                val colors = if (isOutlined) {
                    CardDefaults.outlinedCardColors(containerColor = Color.Transparent)
                } else {
                    CardDefaults.cardColors(containerColor = Color.Gray)
                }
                Card(colors = colors) { Text("12:04", color = Color(0xFF999999)) }
            }
            """
        let fills = try Self.fills(body)
        #expect(fills.count == 1 && fills[0].contains("unresolved") && !fills[0].contains("surfaceContainerHighest"), "\(fills)")
        #expect(try await scanProject(Self.material3 + body).filter { $0.contains("contrast.text") }.isEmpty)
    }

    @Test func aParameterOrAnAppsFunctionIsNotRead() throws {
        let parameter = "@Composable fun Item(colors: CardColors) { Card(colors = colors) { Text(\"a\", color = Color(0xFF999999)) } }"
        let function = "@Composable fun Item() { Button(onClick = {}, colors = AppButtons.primary()) { Text(\"a\", color = Color(0xFF999999)) } }"
        for body in [parameter, function] {
            let fills = try Self.fills(body)
            #expect(fills.count == 1 && fills[0].contains("unresolved"), "\(fills)")
        }
    }

    @Test func materialsColoursCallIsReadDirectlyThroughAValOrACopy() async throws {
        let direct = "@Composable fun A() { Card(colors = CardDefaults.cardColors(containerColor = Color.White)) { Text(\"a\", color = Color(0xFF999999)) } }"
        let named = """
            @Composable fun B() {
                val colors = CardDefaults.cardColors(containerColor = Color.White)
                Card(colors = colors) { Text("a", color = Color(0xFF999999)) }
            }
            """
        let copied =
            "@Composable fun C() { Card(colors = CardDefaults.cardColors().copy(containerColor = Color.White)) { Text(\"a\", color = Color(0xFF999999)) } }"
        for body in [direct, named, copied] {
            let findings = try await scanProject(Self.material3 + body).filter { $0.contains("contrast.text error") }
            #expect(findings.count == 1, "\(body)")
        }
        // No `colors =`: Material's default fill, as before.
        #expect(try Self.fills("@Composable fun D() { Card { Text(\"a\") } }").first?.contains("surfaceContainerHighest") == true)
    }

    /// The caller-fill shape of Meshtastic's `ContactHeader`: a Text in a function called inside
    /// `Card(colors = colors)` is not judged on a fill the card may not draw.
    @Test func aCallInsideSuchACardGivesNoFill() async throws {
        let findings = try await CallerFillTests.scan([
            ("Label.kt", CallerFillTests.label),
            (
                "Screen.kt",
                """
                @Composable fun Screen(selected: Boolean) {
                    val colors = if (selected) CardDefaults.cardColors(containerColor = Color.Gray) else CardDefaults.cardColors()
                    Card(colors = colors) { Label("a") }
                }
                """
            ),
        ])
        #expect(findings.isEmpty)
    }
}
