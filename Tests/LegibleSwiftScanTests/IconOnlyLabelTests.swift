import LegibleScan
import LegibleSwiftScan
import Testing

/// A `Label` shown as its icon alone (`.labelStyle(.iconOnly)`) shows no text: the chain's fixed
/// font sizes a symbol (Swiftfin's player buttons), not text, so it is no `text.fixed-size`. The
/// same label with its title shown is.
@Suite struct IconOnlyLabelTests {
    @Test func anIconOnlyLabelsFontIsNotText() throws {
        let source = """
            import SwiftUI
            struct Controls: View {
                var playing: Bool
                var body: some View {
                    VStack {
                        Label("Skip", systemImage: "goforward.15")
                            .labelStyle(.iconOnly)
                            .font(.system(size: 32))
                        Group {
                            if playing { Label("Pause", systemImage: "pause.fill") } else { Label("Play", systemImage: "play.fill") }
                        }
                        .font(.system(size: 36, weight: .bold))
                        .labelStyle(.iconOnly)
                        Label("Skip", systemImage: "goforward.15")
                            .font(.system(size: 15))
                    }
                }
            }
            """
        let fixed = try scanSwift(source).elements.filter { if case .fixed = $0.font { true } else { false } }
        #expect(fixed.map(\.location.line) == [14])
    }
}
