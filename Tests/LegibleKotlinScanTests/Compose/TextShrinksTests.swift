import LegibleScan
import Testing

/// `text.shrinks`: `autoSize = TextAutoSize.StepBased(…)`.
@Suite struct ComposeTextShrinksTests {
    @Test func stepBasedAutoSizeShrinks() throws {
        let body = """
            BasicText("a", autoSize = TextAutoSize.StepBased(minFontSize = 8.sp, maxFontSize = 16.sp))
            Text("b", autoSize = TextAutoSize.StepBased())
            Text("c", fontSize = 16.sp)
            Text("d", autoSize = null)
            """
        let shrinks = try texts(body).map(\.shrink)
        #expect(
            shrinks == [
                ScannedShrink(mechanism: "autoSize = TextAutoSize.StepBased(…)", minimumScale: 0.5),
                ScannedShrink(mechanism: "autoSize = TextAutoSize.StepBased(…)", minimumScale: nil), nil, nil,
            ])
    }

    @Test func theWholeScanReportsIt() async throws {
        let findings = try await scanProject("Text(\"b\", autoSize = TextAutoSize.StepBased())\nText(\"c\")").filter { $0.contains("text.shrinks") }
        #expect(findings == ["3:1 text.shrinks warning"])
    }
}
