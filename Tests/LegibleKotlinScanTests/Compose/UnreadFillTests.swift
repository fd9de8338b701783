import Testing

/// A fill the reader cannot read covers what is behind it: the text on it is not judged on the
/// fill around it. Ratio by hand (WCAG relative luminance): #949494 (L = 0.2962) on white is
/// 1.05 / 0.3462 = 3.03:1, below 4.5:1.
@Suite struct UnreadFillTests {
    static func contrast(_ body: String) async throws -> [String] {
        try await scanProject(body).filter { $0.contains("contrast.text") }
    }

    /// Anytype 1c92276a SpaceChatWidget.kt:132: an unread count's white text on a circle whose
    /// colour `if (isMuted) … else …` chooses, inside a white card, was judged on the card (1.00:1
    /// in light). Here a grey that fails on the white card (3.03:1) and passes on both of the circle's
    /// fills (black 7.1:1, navy #000080 5.5:1), each judged since both show: only how the circle's fill is read decides.
    @Test func aBackgroundChosenByAConditionIsNotTheCardAround() async throws {
        let conditional = """
            @Composable fun Count(isMuted: Boolean) {
                Box(Modifier.background(Color.White)) {
                    Box(Modifier.background(color = if (isMuted) Color(0xFF000000) else Color(0xFF000080), shape = CircleShape)) {
                        Text("3", color = Color(0xFF949494))
                    }
                }
            }
            """
        #expect(try await Self.contrast(conditional).isEmpty)
        // A fill the file gives is judged as before: #949494 on white, 3.03:1.
        let known = conditional.replacingOccurrences(of: "if (isMuted) Color(0xFF000000) else Color(0xFF000080)", with: "Color.White")
        #expect(try await Self.contrast(known) == ["6:13 contrast.text error"])
    }

    /// Anytype 1c92276a WidgetOverlayFragment.kt:498: `.background(background_primary).then(when
    /// (spaceBackground) { is SolidColor -> Modifier.background(color.copy(alpha = …)) … })` tints
    /// the fill with the space's wallpaper; the texts inside were judged on the plain fill.
    @Test func aThenThatDrawsAFillCoversTheOneBefore() async throws {
        let tinted = """
            @Composable fun Widgets(wallpaper: Wallpaper) {
                Box(
                    Modifier.background(Color.White).then(
                        when (wallpaper) {
                            is Wallpaper.Solid -> Modifier.background(color = wallpaper.color.copy(alpha = 0.33f))
                            else -> Modifier
                        }
                    )
                ) {
                    Text("space", color = Color(0xFF949494))
                }
            }
            """
        #expect(try await Self.contrast(tinted).isEmpty)
        // A `then` that draws nothing leaves the white fill: #949494 on white, 3.03:1.
        let plain =
            "@Composable fun Widgets() {\n    Box(Modifier.background(Color.White).then(Modifier.padding(4.dp))) { Text(\"space\", color = Color(0xFF949494)) }\n}"
        #expect(try await Self.contrast(plain) == ["4:74 contrast.text error"])
    }
}
