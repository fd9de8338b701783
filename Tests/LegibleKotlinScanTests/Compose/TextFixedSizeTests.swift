import LegibleScan
import Testing

/// `text.fixed-size`: sizes frozen against the font scale, and the sizes that scale.
@Suite struct ComposeTextFixedSizeTests {
    @Test func dpConvertedToSpIsFixed() throws {
        let body = """
            val density = LocalDensity.current
            val titleSize = with(density) { 18.dp.toSp() }
            @Composable fun Title() {
                Text("a", fontSize = with(LocalDensity.current) { 14.dp.toSp() })
                Text("b", fontSize = titleSize, fontWeight = FontWeight.Bold)
                Text("c", fontSize = (12 / LocalDensity.current.fontScale).sp)
                Text("d", fontSize = 16.sp / density.fontScale)
                Text("e", style = MaterialTheme.typography.bodyLarge.copy(fontSize = with(density) { 20.dp.toSp() }))
            }
            """
        let fonts = try texts(body).map(\.font)
        #expect(
            fonts == [
                .fixed(size: 14, unit: "dp", weight: .regular, family: nil), .fixed(size: 18, unit: "dp", weight: .bold, family: nil),
                .fixed(size: 12, unit: "dp", weight: .regular, family: nil), .fixed(size: 16, unit: "dp", weight: .regular, family: nil),
                .fixed(size: 20, unit: "dp", weight: .regular, family: nil),
            ])
    }

    @Test func spSizesAndTypographyRolesScale() throws {
        let body = """
            private const val Body = 14
            object Dimens { val Caption = 12.sp }
            @Composable fun Body() {
                Text("a", fontSize = 14.sp)
                Text("b", fontSize = Body.sp, fontWeight = FontWeight.W600)
                Text("c", fontSize = Dimens.Caption)
                Text("d", style = MaterialTheme.typography.bodyLarge)
                Text("e", style = MaterialTheme.typography.titleMedium.copy(fontWeight = FontWeight.Bold))
                Text("f", fontSize = TextUnit(15f, TextUnitType.Sp))
                Text("g", style = TextStyle(fontSize = 11.sp))
                Text("h")
            }
            """
        let fonts = try texts(body).map(\.font)
        #expect(
            fonts == [
                .scaled(size: 14, relativeTo: nil, weight: .regular, family: nil), .scaled(size: 14, relativeTo: nil, weight: .semibold, family: nil),
                .scaled(size: 12, relativeTo: nil, weight: .regular, family: nil), .materialRole(.bodyLarge),
                .scaled(size: 16, relativeTo: nil, weight: .bold, family: nil), .scaled(size: 15, relativeTo: nil, weight: .regular, family: nil),
                // No style: LocalTextStyle, Material 3's bodyLarge.
                .scaled(size: 11, relativeTo: nil, weight: .regular, family: nil), .materialRole(.bodyLarge),
            ])
    }

    @Test func theWholeScanReportsOnlyTheFixedOne() async throws {
        let body = """
            @Composable fun A() {
                Text("fixed", fontSize = with(LocalDensity.current) { 14.dp.toSp() })
                Text("scales", fontSize = 14.sp)
            }
            """
        let findings = try await scanProject(body).filter { $0.contains("text.fixed-size") }
        #expect(findings == ["4:5 text.fixed-size warning"])
    }

    @Test func anEmojiSizedAsAnIconIsNoText() async throws {
        // Element X's reaction and status pickers freeze emoji at icon sizes on purpose.
        let body = """
            @Composable fun Pick(emoji: String, emojiSize: TextUnit, name: String) {
                Text(emoji, fontSize = with(LocalDensity.current) { 24.dp.toSp() })
                Text("✏️", fontSize = with(LocalDensity.current) { 16.dp.toSp() })
                Text("👍🏽", fontSize = with(LocalDensity.current) { 16.dp.toSp() })
                Text(text = "x", style = LocalTextStyle.current.copy(fontSize = emojiSize))
                Text(name, fontSize = with(LocalDensity.current) { 16.dp.toSp() })
                Text("OK ✅", fontSize = with(LocalDensity.current) { 16.dp.toSp() })
                Text("12", fontSize = with(LocalDensity.current) { 16.dp.toSp() })
                Text(emoji, fontSize = 24.sp)
            }
            """
        // Lines 4–7 are emoji; 8 (a name), 9 (words with an emoji) and 10 (digits) are text, fixed.
        let findings = try await scanProject(body).filter { $0.contains("text.fixed-size") }
        #expect(findings == ["10:5 text.fixed-size warning", "8:5 text.fixed-size warning", "9:5 text.fixed-size warning"])
        // An emoji in sp is a label like any other.
        #expect(try texts(body).map(\.font).last == .scaled(size: 24, relativeTo: nil, weight: .regular, family: nil))
    }
}
