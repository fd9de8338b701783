import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33: `text.shrinks` exempts fixed sizes, and texts joined with `+` are fixed when every
/// part has a fixed font of its own.
@Suite struct ConcatenatedTextShrinkTests {
    /// AltStore 65fe3998 `AltWidget/WidgetView.swift:55-66`: "Expires in" at 13 pt and the days at
    /// 15 pt (both `.system(size:weight:design:)`), joined and given `.minimumScaleFactor(0.5)`:
    /// shrinking undoes no size a person chose, so it must not fire (its modifier, line 9). Must fire: the same
    /// join where one part is the Body text style, which follows the text size (line 14).
    @Test func aJoinOfFixedSizesDoesNotShrinkAChosenSize() async throws {
        let source = """
            import SwiftUI
            struct Expiry: View {
                var body: some View {
                    (
                        Text("Expires in\\n").font(.system(size: 13, weight: .semibold, design: .rounded)).foregroundColor(.white) +
                        Text("3 days").font(.system(size: 15, weight: .semibold, design: .rounded))
                    )
                    .lineLimit(2)
                    .minimumScaleFactor(0.5)
                    (
                        Text("Expires in\\n").font(.body) + Text("3 days").font(.system(size: 15))
                    )
                    .lineLimit(2)
                    .minimumScaleFactor(0.5)
                }
            }
            """
        let shrinks = try await scanFindings(swift: source).filter { $0.rule == "text.shrinks" }
        #expect(shrinks.map { $0.location?.line ?? 0 } == [14])
    }
}
