import LegibleScan
import Testing

/// `overflow.label`: the width and lines a Text is laid out in, from its modifiers.
@Suite struct ComposeOverflowLabelTests {
    @Test func widthsComeFromTheModifierChain() throws {
        let body = """
            private val CardWidth = 160.dp
            Text("a", maxLines = 1, modifier = Modifier.width(120.dp))
            Text("b", maxLines = 2, modifier = Modifier.padding(16.dp).width(120.dp).padding(horizontal = 8.dp))
            Text("c", modifier = Modifier.widthIn(max = 200.dp))
            Text("d", modifier = Modifier.size(CardWidth, 40.dp))
            Text("e", modifier = Modifier.requiredWidth(90.dp).padding(start = 4.dp, end = 6.dp))
            Text("f", softWrap = false, modifier = Modifier.fillMaxWidth())
            """
        let elements = try texts(body)
        // b: 120 less 8 on each side inside it; the 16 outside does not count. e: 90 − 4 − 6.
        #expect(elements.prefix(5).map(\.textWidth) == [.fixed(120), .fixed(104), .maximum(200), .fixed(160), .fixed(80)])
        // Compose's default is no line limit (`Int.MAX_VALUE`); d's size fixes its height too.
        #expect(elements.map(\.maxLines) == [1, 2, 0, 0, 0, 1])
        #expect(elements.map(\.textHeight) == [nil, nil, nil, 40, nil, nil])
        if case .unknown = elements[5].textWidth {} else { Issue.record("fillMaxWidth is not laid out: expected an unknown width") }
    }

    @Test func aLongLabelInANarrowFixedWidthOverflows() async throws {
        let body = """
            Text("Einstellungen für Barrierefreiheit", fontSize = 16.sp, maxLines = 1, modifier = Modifier.width(60.dp))
            Text("OK", fontSize = 16.sp, maxLines = 1, modifier = Modifier.width(200.dp))
            """
        let findings = try await scanProject(body).filter { $0.contains("overflow.label") }
        #expect(findings.map { $0.prefix(4) } == ["3:1 "])
    }
}
