import LegibleScan
import Testing

/// What is inside a click handler sizes its area only when it sets a size: under
/// `size(24.dp).clickable { }` an unknown padding inside changes nothing (Wire d34c49fc
/// AttachmentScaffold.kt:71, a 24 dp menu icon that was left unknown).
@Suite struct ClickAreaInsideTests {
    @Test func anUnknownPaddingInsideASizedHandlerIsNoMatter() throws {
        let body = """
            Icon(painter, null, modifier = Modifier.size(24.dp).align(Alignment.TopEnd).clip(CircleShape).clickable { menu() }.background(c).padding(dimensions().spacing4x))
            Box(Modifier.size(56.dp).clickable { open() }.padding(theme.spacing.small))
            """
        // 24 dp, set outside the handler; 56 dp likewise (large enough).
        #expect(try ComposeTargetSmallTests.sizes(body) == ["tappable 24.0×24.0", "tappable 56.0×56.0"])
    }

    @Test func theWholeScanReportsTheSmallOne() async throws {
        let body = """
            @Composable fun S() {
                Icon(painter, null, modifier = Modifier.size(24.dp).clickable { menu() }.padding(dimensions().spacing4x))
                Box(Modifier.size(56.dp).clickable { open() }.padding(theme.spacing.small))
            }
            """
        #expect(try await scanProject(body).filter { $0.contains("target.small") } == ["4:5 target.small error"])
    }

    @Test func anUnknownPaddingThatSizesTheAreaStaysUnknown() throws {
        // The size inside the handler, or the content's, grows by the padding: unknown, not guessed.
        let body = """
            Box(Modifier.clickable { open() }.padding(theme.spacing.small).size(24.dp))
            Icon(Icons.Default.Close, null, modifier = Modifier.clickable { close() }.padding(theme.spacing.small))
            """
        #expect(try ComposeTargetSmallTests.sizes(body) == ["tappable -×-", "tappable -×-"])
    }
}
