import LegibleReporting
import Testing

/// A SwiftUI `Button` whose action is an empty closure does nothing on a tap: no target
/// (linphone-iphone `StartConversationFragment.swift:99`, the decorative magnifier of a search
/// field, `Button(action: { }, label: { Image("magnifying-glass") … .frame(width: 25, height: 25) })`).
@Suite struct EmptyActionButtonTests {
    /// linphone's search field, reduced: the magnifier button, then a clear button that acts.
    private func searchField(_ magnifier: String) -> String {
        """
        import SwiftUI
        struct StartConversationFragment: View {
            @State var searchField = ""
            var body: some View {
                HStack {
                    \(magnifier)
                    Spacer()
                    Button(action: {
                        searchField = ""
                    }, label: {
                        Image("x").resizable().frame(width: 25, height: 25)
                    })
                }
            }
        }
        """
    }

    private func targetLines(_ source: String) async throws -> [Int] {
        try await scanFindings(swift: source).filter { $0.rule == "target.small" && $0.severity > .note }.compactMap { $0.location?.line }
    }

    @Test func aButtonWhoseActionIsEmptyIsNoTarget() async throws {
        let shapes = [
            "Button(action: {\n}, label: {\nImage(\"magnifying-glass\").resizable().frame(width: 25, height: 25)\n})",
            "Button(action: { /* decorative */ }) { Image(\"magnifying-glass\").resizable().frame(width: 25, height: 25) }",
            "Button {\n} label: {\nImage(\"magnifying-glass\").resizable().frame(width: 25, height: 25)\n}",
            "Button(\"Search\") { }.frame(width: 25, height: 25)",
        ]
        for shape in shapes {
            // Must not: the magnifier; must: the clear button beside it, whose action empties the field.
            let lines = try await targetLines(searchField(shape))
            let clear = 6 + shape.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            #expect(lines == [clear], "\(shape): \(lines)")
        }
    }

    @Test func aButtonThatActsIsStillATarget() async throws {
        for shape in [
            "Button(action: { search() }, label: {\nImage(\"magnifying-glass\").resizable().frame(width: 25, height: 25)\n})",
            "Button(action: search) { Image(\"magnifying-glass\").resizable().frame(width: 25, height: 25) }",
            "Button { search() } label: { Image(\"magnifying-glass\").resizable().frame(width: 25, height: 25) }",
        ] {
            // Must fire: both buttons act, and each is 25 pt.
            let lines = try await targetLines(searchField(shape))
            #expect(lines.count == 2 && lines.first == 6, "\(shape): \(lines)")
        }
    }
}
