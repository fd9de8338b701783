import Testing

/// Fills the walk cannot see where they are drawn leave what is inside unmeasured, rather than
/// judged on the fill around the call. Ratio by hand (WCAG relative luminance): #949494
/// (L = 0.2962) on white is 1.05 / 0.3462 = 3.03:1, below 4.5:1.
@Suite struct WindowFillTests {
    static func contrast(_ body: String) async throws -> [String] {
        try await scanProject(body).filter { $0.contains("contrast.text") }
    }

    /// Google AI Edge Gallery 2cb35a2e ChatView.kt:490: the labels of a full-screen image viewer in
    /// a `Dialog`, over a pager painted 95% black, were judged on the chat screen's white.
    @Test func aDialogsContentIsNotOnTheScreensFill() async throws {
        let viewer = """
            @Composable fun Viewer() {
                Box(Modifier.background(Color.White)) {
                    Dialog(onDismissRequest = {}) {
                        Box(Modifier.fillMaxSize()) { Text("Share", color = Color(0xFF949494)) }
                    }
                }
            }
            """
        #expect(try await Self.contrast(viewer).isEmpty)
        // A fill drawn inside the dialog is judged: #949494 on white, 3.03:1.
        let filled = viewer.replacingOccurrences(of: "Box(Modifier.fillMaxSize())", with: "Box(Modifier.background(Color.White))")
        let found = try await Self.contrast(filled)
        #expect(found == ["6:53 contrast.text error"], "\(found)")
    }

    /// Gallery ChatPanel.kt:487: `var messageBubbleModifier = Modifier…` is given
    /// `.background(backgroundColor)` and then `Box(modifier = messageBubbleModifier)`; the audio
    /// clip's white duration inside (AudioPlaybackPanel.kt:168) was judged on the screen's surface.
    @Test func aModifierValueGivenAFillHidesTheFillAround() async throws {
        let bubble = """
            @Composable fun Bubble(message: String, isUser: Boolean) {
                Column(Modifier.background(Color.White)) {
                    var bubbleModifier = Modifier.padding(8.dp)
                    if (isUser) {
                        bubbleModifier = bubbleModifier.background(Color.Black)
                    }
                    Box(modifier = bubbleModifier) { Text(message, color = Color(0xFF949494)) }
                }
            }
            """
        #expect(try await Self.contrast(bubble).isEmpty)
        // A value that only pads leaves the white fill: 3.03:1.
        let padded = bubble.replacingOccurrences(
            of: "bubbleModifier = bubbleModifier.background(Color.Black)", with: "bubbleModifier = bubbleModifier.padding(4.dp)")
        #expect(try await Self.contrast(padded) == ["9:42 contrast.text error"])
    }
    /// Anytype 1c92276a AllContentScreen.kt:243: `val contentModifier = if (…) Modifier….background(
    /// background_primary) else Modifier….background(background_primary)` draws one known fill.
    /// #949494 on white 3.03:1 fails; on the black around it (0.3462 / 0.05) 6.92:1 would pass.
    @Test func aValWhoseBranchesDrawOneFillGivesIt() async throws {
        let screen = """
            @Composable fun AllContent(isSearch: Boolean) {
                Column(Modifier.background(Color.Black)) {
                    val contentModifier = if (isSearch) Modifier.padding(4.dp).background(Color.White) else Modifier.background(Color.White)
                    Box(modifier = contentModifier) { Text("Nothing found", color = Color(0xFF949494)) }
                }
            }
            """
        let found = try await Self.contrast(screen)
        #expect(found == ["6:43 contrast.text error"], "\(found)")
        // Branches that differ leave the fill unknown.
        let differing = screen.replacingOccurrences(of: "else Modifier.background(Color.White)", with: "else Modifier.background(Color.Gray)")
        #expect(try await Self.contrast(differing).isEmpty)
    }
}
