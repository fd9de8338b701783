import LegibleScan
import Testing

/// `overflow.unknown-width` on Compose: a note only for a Text that can be cut off, one with a
/// line limit or a height its chain bounds; a Text that wraps freely (Compose's default,
/// `maxLines = Int.MAX_VALUE`) grows taller at any width, so there is nothing to audit.
@Suite struct ComposeUnknownWidthTests {
    /// The lines of `overflow.unknown-width` findings of a whole scan of `body` in a composable
    /// whose width is not known (a slot of a composable from another file).
    static func notedLines(_ body: String) async throws -> [Int] {
        let wrapped = "@Composable\nfun Row(s: S) {\n    AppCard {\n" + body + "\n    }\n}"
        return try await scanProject(wrapped).filter { $0.contains("overflow.unknown-width") }.compactMap { Int($0.prefix(while: { $0 != ":" })) }.sorted()
    }

    @Test func aTextThatWrapsFreelyIsNotNoted() async throws {
        // Lines 6–10 of Screen.kt: none has a line limit or a height bound (a weight shares a Row's width, Element X's AttachmentsPreviewView).
        let body = """
            Text("Fern")
            Text(stringResource(R.string.x), modifier = Modifier.padding(8.dp))
            Text("Moss", modifier = Modifier.heightIn(min = 48.dp))
            Text("Reed", softWrap = true, style = MaterialTheme.typography.bodyMedium)
            Text("Iris", modifier = Modifier.weight(1f).align(Alignment.CenterVertically))
            """
        #expect(try await Self.notedLines(body) == [])
    }

    @Test func aTextThatCanBeCutOffIsNoted() async throws {
        // Each can lose text at a width the file does not give: one line, two lines, no wrapping,
        // a fixed height (20 dp is one line of 16 sp at 1x only), a height bound the file does not give.
        let body = """
            Text("Fern", maxLines = 1)
            Text("Moss", maxLines = 2, overflow = TextOverflow.Ellipsis)
            Text("Reed", softWrap = false)
            Text("Sedge", modifier = Modifier.height(20.dp))
            Text("Rush", modifier = Modifier.heightIn(max = rowHeight))
            Text("Iris", modifier = Modifier.fillMaxHeight())
            """
        let noted = try await Self.notedLines(body)
        #expect(noted == [6, 7, 8, 9, 10, 11], "\(noted)")
    }

    @Test func theElementsSayHowTheyWrap() throws {
        let elements = try texts(
            """
            Text("a")
            Text("b", modifier = Modifier.height(24.dp).padding(vertical = 2.dp))
            Text("c", modifier = Modifier.fillMaxHeight())
            Text("d", maxLines = 3)
            """)
        // b: 24 less 2 + 2 of padding inside it; c: bounded by a height the file does not give, so its lines are not known.
        #expect(elements.map(\.maxLines) == [0, 0, nil, 3])
        #expect(elements.map(\.textHeight) == [nil, 20, nil, nil])
    }
}
