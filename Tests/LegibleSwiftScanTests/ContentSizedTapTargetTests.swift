import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A view made tappable by `.onTapGesture` with no frame of its own is its content's size when
/// it sizes to its content (an image loader, a stack): Ice Cubes 0fc41d2c
/// `CustomEmojisView.swift:24-40`, a 40×40 custom emoji a tap inserts, was not judged.
@Suite struct ContentSizedTapTargetTests {
    static func emoji(_ content: String, around: String = "LazyImage(url: emoji.url)", after: String = "") -> String {
        """
        import SwiftUI
        import NukeUI
        struct CustomEmojisView: View {
            let emoji: Emoji
            var body: some View {
                \(around) { state in
                    \(content)
                }\(after)
                .onTapGesture {
                    store.insertStatusText(text: " :\\(emoji.shortcode): ")
                }
            }
        }
        """
    }

    /// The real branches: the image, or a grey placeholder while it loads, both 40×40.
    static let realBranches = """
        if let image = state.image {
            image
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 40, height: 40)
                .accessibilityAddTraits(.isButton)
        } else if state.isLoading {
            Rectangle()
                .fill(Color.gray)
                .frame(width: 40, height: 40)
                .accessibility(hidden: true)
        }
        """

    private func small(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "target.small" }
    }

    @Test func aFramedImageInALoadersClosureIsTheTarget() async throws {
        // Must fire: the real shape, 40×40.
        let found = try await small(Self.emoji(Self.realBranches))
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains("40×40 pt") == true, "\(found.map(\.message))")
    }

    @Test func whatIsNotJudgedFromItsContent() async throws {
        // Must NOT fire: 48×48 is big enough.
        #expect(try await small(Self.emoji("state.image?.resizable().frame(width: 48, height: 48)")).isEmpty)
        // A scroll view takes the room it is offered, whatever its content.
        #expect(try await small(Self.emoji(Self.realBranches, around: "ScrollView")).isEmpty)
        // Padding around the loader grows it by an amount added to no content size here.
        #expect(try await small(Self.emoji(Self.realBranches, after: ".padding(8)")).isEmpty)
        // A branch of unknown size leaves the size unknown.
        #expect(try await small(Self.emoji("if let image = state.image { image.frame(width: 40, height: 40) } else { ProgressView() }")).isEmpty)
    }
}
