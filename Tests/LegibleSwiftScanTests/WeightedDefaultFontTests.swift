import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// swift-paperless `PermissionsEditView.swift:309`, `Label(…).foregroundStyle(.red).bold()` shown
/// in a `Form`, and `ReleaseNotesView.swift:408`, a `Button` whose chain is `.foregroundStyle(.white)
/// .bold().background { Capsule().fill(.accent) }`: 17 pt Bold is large text (3:1), and both pass
/// it; with no `.font` they were judged as 17 pt Regular against 4.5:1 (``WeightedDefaultFont``).
@Suite struct WeightedDefaultFontTests {
    static let source = """
        import SwiftUI

        struct NoticeForm: View {
            private func notice(_ text: String) -> some View {
                Label(text, systemImage: "exclamationmark.circle")
                    .foregroundStyle(.red)
                    .bold()
            }
            private func plainNotice(_ text: String) -> some View {
                Label(text, systemImage: "exclamationmark.circle")
                    .foregroundStyle(.red)
            }
            var body: some View {
                Form {
                    notice("Locked out")
                    plainNotice("Read only")
                }
            }
        }

        struct DismissBar: View {
            let shown: Bool
            var body: some View {
                VStack {
                    if shown {
                        Button {
                        } label: {
                            Text("Close").padding()
                        }
                        .foregroundStyle(.white)
                        .bold()
                        .background { Capsule().fill(Color(red: 0.2, green: 0.55, blue: 0.25)) }
                    }
                    Button {
                    } label: {
                        Text("Later").padding()
                    }
                    .foregroundStyle(.white)
                    .background { Capsule().fill(Color(red: 0.2, green: 0.55, blue: 0.25)) }
                    VStack {
                        Button {
                        } label: {
                            Text("Skip")
                        }
                        .foregroundStyle(.white)
                        .fontWeight(.bold)
                        .background(Color(red: 0.2, green: 0.55, blue: 0.25))
                    }
                    .font(.footnote)
                }
            }
        }
        """

    @Test func aWeightWithNoFontIsBodyInThatWeight() async throws {
        let found = try await scanFindings(swift: Self.source).filter { $0.rule == "contrast.text" }
        // Must fire: the same colours at 17 pt Regular, red on white 3.56:1 (line 10) and white on
        // #338c40 4.21:1 (34); and bold under a `.font(.footnote)` set around it, 13 pt Bold (41).
        // Must not: the bold label (5) and the bold button (26), 17 pt Bold large text at 3:1.
        #expect(found.map { $0.location?.line ?? 0 } == [10, 34, 41], "\(found.map(\.message))")
    }
}
