import Testing

/// `text.clamped`: `LocalDensity provides Density(…)` with a constant or capped font scale.
@Suite struct ComposeTextClampedTests {
    @Test func aPinnedOrCappedFontScaleIsClamped() throws {
        let body = """
            @Composable fun Pinned(content: @Composable () -> Unit) {
                val density = LocalDensity.current
                CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale = 1f)) { content() }
                CompositionLocalProvider(LocalDensity provides Density(density.density)) { content() }
                CompositionLocalProvider(LocalDensity provides Density(density.density, density.fontScale.coerceAtMost(1.3f))) { content() }
                CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale = minOf(density.fontScale, 2f))) { content() }
            }
            """
        let result = try composeFindings(body, rule: "text.clamped")
        #expect(result.map { $0.location!.description } == ["Screen.kt:5:30", "Screen.kt:6:30", "Screen.kt:7:30", "Screen.kt:8:30"])
        #expect(result.map(\.severity) == [.warning, .warning, .warning, .note])
        #expect(result[0].message.contains("pins the font scale at 1×"))
        #expect(result[2].message.contains("caps the font scale at 1.3×"))
        #expect(result[0].id == "Pinned:5")
    }

    @Test func aDensityThatKeepsTheFontScaleIsNotClamped() throws {
        let body = """
            @Composable fun Kept(content: @Composable () -> Unit) {
                val density = LocalDensity.current
                CompositionLocalProvider(LocalDensity provides Density(2f, density.fontScale)) { content() }
                CompositionLocalProvider(LocalDensity provides density) { content() }
                CompositionLocalProvider(LocalContentColor provides Color.White) { content() }
            }
            """
        #expect(try composeFindings(body, rule: "text.clamped").isEmpty)
    }
}
