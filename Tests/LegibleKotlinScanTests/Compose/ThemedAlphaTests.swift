import LegibleColor
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// `x.copy(alpha = a)` of a theme colour is that colour at alpha `a` in light and dark (Element X
/// 477aa366 TimelineItemGalleryView.kt:379: white "+3" on `bgSubtleTertiary.copy(alpha = 0.7f)` was
/// not measured); a colour whose value is not known here is still not guessed.
@Suite struct ThemedAlphaTests {
    @Test func aThemeColoursAlphaIsKeptInBothAppearances() throws {
        let body = """
            Box(Modifier.background(MaterialTheme.colorScheme.primary.copy(alpha = 0.5f))) { Text("a", color = Color.White) }
            Box(Modifier.background(Color.Black.copy(alpha = 0.5f).copy(alpha = 0.5f))) { Text("b", color = Color.White) }
            """
        let elements = try ComposeThemeTests.screen(body, theme: ComposeThemeTests.theme())
        // The test theme's primary is #005AC1 in light; dark is the baseline's #D0BCFF. Nothing
        // behind the Boxes is known: each side is judged over the backdrop better for white text
        // (TranslucentBackdropTests), which for black at 25% is black.
        guard case .themed(let name, "Theme.kt", .literal, .literal)? = elements[0].backgroundColor else {
            Issue.record("expected both sides kept, got \(String(describing: elements[0].backgroundColor))")
            return
        }
        #expect(name.hasPrefix("colorScheme.primary.copy(alpha = 0.5)"))
        #expect(elements[1].backgroundColor == .literal(.black, alpha: 1))
    }

    @Test func unknownValuesAreNotGuessed() throws {
        let body = """
            Box(Modifier.background(colorResource(R.color.brand).copy(alpha = 0.5f))) { Text("a", color = Color.White) }
            Box(Modifier.background(tint.copy(alpha = 0.5f))) { Text("b", color = Color.White) }
            Box(Modifier.background(MaterialTheme.colorScheme.primary.copy(alpha = fraction))) { Text("c", color = Color.White) }
            """
        let elements = try ComposeThemeTests.screen(body, theme: ComposeThemeTests.theme())
        // Unknown, with its reason, and not the fill around the box either.
        let unknown = elements.allSatisfy { element in
            if case .unresolved? = element.backgroundColor { return true }
            return false
        }
        #expect(unknown, "\(elements.map(\.backgroundColor))")
    }
}
