import LegibleScan
import Testing

/// `// legible:ignore-next-line`, `// legible:ignore` before a statement, `@Suppress("legible:…")`.
@Suite struct ComposeSuppressionTests {
    @Test func commentsAndAnnotationsAttachToTheElementsTheyCover() throws {
        let body = """
            // legible:ignore-next-line text.fixed-size — brand lockup
            Text("a", fontSize = with(LocalDensity.current) { 14.dp.toSp() })
            // legible:ignore text.shrinks — badge digits
            Text(
                "b",
                autoSize = TextAutoSize.StepBased()
            )
            @Suppress("legible:target.small — decorative close")
            @Composable fun Close() {
                Icon(Icons.Default.Close, null, modifier = Modifier.clickable { tap() })
            }
            Text("c")
            """
        let elements = try scanCompose(body).elements
        #expect(elements[0].suppressions.map(\.rule) == ["text.fixed-size"])
        #expect(elements[0].suppressions.first?.reason == "brand lockup")
        #expect(elements[1].suppressions.map(\.rule) == ["text.shrinks"])
        #expect(elements[2].suppressions.map(\.rule) == ["target.small"])
        #expect(elements[2].suppressions.first?.reason == "decorative close")
        #expect(elements[3].suppressions.isEmpty)
    }

    @Test func readerFindingsAreSuppressedAndAMissingReasonIsANote() throws {
        let body = """
            CompositionLocalProvider(
                // legible:ignore-next-line text.clamped
                LocalDensity provides Density(1f, 1f)
            ) {}
            """
        let findings = try scanCompose(body).findings
        #expect(findings.map(\.rule) == ["scan.suppression-reason"])
        #expect(findings.first?.location?.line == 4)
    }

    @Test func theWholeScanHonoursThem() async throws {
        let body = """
            // legible:ignore-next-line text.fixed-size — brand lockup
            Text("a", fontSize = with(LocalDensity.current) { 14.dp.toSp() })
            Text("b", fontSize = with(LocalDensity.current) { 14.dp.toSp() })
            """
        #expect(try await scanProject(body).filter { $0.contains("text.fixed-size") } == ["5:1 text.fixed-size warning"])
    }
}
