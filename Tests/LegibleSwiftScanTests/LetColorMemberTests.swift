import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// swift-paperless `AppShared/Sources/AppShared/Views/CustomFields/DocumentLinkView.swift:166`:
/// the linked documents' chips, `HStack { Image(…); Text(document.title) }
/// .foregroundStyle(foregroundColor).background { RoundedRectangle(…).fill(backgroundColor) }`
/// in a `NavigationLink` label, with `private let backgroundColor: Color = .accentColor` and
/// `private let foregroundColor: Color = .white` (`:120-121`): white on the accent green, 4.14:1 in
/// dark, was never measured, as a name was read as no colour (``Constants/colors``).
@Suite struct LetColorMemberTests {
    static let source = """
        import SwiftUI

        struct Flow<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { VStack { content } }
        }

        struct AttachedFiles: View {
            let names: [String]
            private let chipFill: Color = .red
            private let chipText: Color = .white

            var body: some View {
                NavigationLink {
                    Text("Files")
                } label: {
                    VStack {
                        Flow {
                            ForEach(names, id: \\.self) { name in
                                HStack {
                                    Image(systemName: "doc")
                                    Text(name)
                                }
                                .foregroundStyle(chipText)
                                .background { RoundedRectangle(cornerRadius: 5).fill(self.chipFill) }
                            }
                        }
                    }
                }
            }
        }

        struct TintedFiles: View {
            let names: [String]
            private var tagFill: Color
            @State private var tagText: Color = .white
            private let badgeText: Color = .white

            init(names: [String], fill: Color) {
                self.names = names
                tagFill = fill
            }

            var body: some View {
                ForEach(names, id: \\.self) { name in
                    HStack {
                        Text(name)
                    }
                    .foregroundStyle(tagText)
                    .background(tagFill)
                    Text(name).foregroundStyle(badgeText).background(Color.red)
                }
            }

            func recolor(badgeText: Color) {}
        }
        """

    @Test func aLetColourOfTheViewIsItsValue() async throws {
        let found = try await scanFindings(swift: Self.source).filter { $0.rule == "contrast.text" }
        // Must fire: white on system red, 3.56:1 in light (line 22), through `chipText` and `self.chipFill`.
        // Must not: a `var` set from `init` and a `@State` colour (line 47), whose values are not
        // known; nor a `let` named again by a parameter (`badgeText`, line 51), which may be either.
        #expect(found.map { $0.location?.line ?? 0 } == [22], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("#ffffff on systemRed") == true, "\(found.first?.message ?? "")")
    }
}
