import Testing

/// A text composable's colour chosen by a parameter its call leaves at the default: only the
/// branch that shows there is judged (Proton Pass d04eec28 SectionSubtitle.kt:43, whose warning
/// colour shows only when a history screen passes `ItemDiffType.Content`). #BBBBBB on white is
/// 1.9199 by WCAG's formula (L = 0.4969; 1.05 / 0.5469), shown cut to 1.91:1.
@Suite struct FixedConditionTests {
    static let subtitle = """
        enum class Diff { None, Content }
        @Composable fun Subtitle(text: String, diff: Diff = Diff.None) {
            Text(text, color = if (diff == Diff.Content) { Color(0xFFBBBBBB) } else { Color.Black })
        }
        """

    @Test func theDefaultsBranchAloneIsJudged() async throws {
        let findings = try await CallerFillTests.scan([
            ("Subtitle.kt", Self.subtitle),
            ("Screen.kt", "@Composable fun Screen() {\n    Box(Modifier.background(Color.White)) { Subtitle(\"a\") }\n}"),
        ])
        #expect(findings.isEmpty)
    }

    @Test func theBranchTheCallChoosesIsJudged() async throws {
        let findings = try await CallerFillTests.scan([
            ("Subtitle.kt", Self.subtitle),
            ("Screen.kt", "@Composable fun Screen() {\n    Box(Modifier.background(Color.White)) { Subtitle(\"a\", diff = Diff.Content) }\n}"),
        ])
        try #require(findings.count == 1)
        #expect(findings[0].message.contains("1.91:1"))
        #expect(findings[0].location?.file.hasSuffix("Screen.kt") == true)
    }
}
