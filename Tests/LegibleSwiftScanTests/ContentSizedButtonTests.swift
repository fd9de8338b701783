import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// A plain button sized by one line of its text (``ContentSizedButtons``). Hackers ffea336a
/// `App/PostCommentsSheetComponents.swift:285`, the collapsed header's upvote pill: a `.plain`
/// Button around a Caption 1 count padded 6 pt top and bottom, 28 pt tall. (The app draws the
/// pill with its own `PostPillView` and `.scaledFont(.caption)` modifier, which the scan does not
/// read; here the pill's body is written in the button, with the text style it scales.)
@Suite struct ContentSizedButtonTests {
    static func header(_ button: String) -> String {
        """
        import SwiftUI

        struct CollapsedHeader: View {
            let score: Int
            let onUpvote: () -> Void
            var body: some View {
                HStack(spacing: 8) {
                    \(button)
                }
            }
        }
        """
    }

    static let pill = """
        Button(action: onUpvote) {
            Text("\\(score)")
                .font(.caption)
                .foregroundStyle(.orange)
                .padding(.vertical, 6)
                .padding(.horizontal, 10)
                .background(Capsule().fill(Color.orange.opacity(0.15)))
        }
        .buttonStyle(.plain)
        """

    static func small(_ button: String) async throws -> [Finding] {
        try await scanFindings(swift: header(button)).filter { $0.rule == "target.small" }
    }

    @Test func aPlainPillIsItsLineAndPadding() async throws {
        let found = try await Self.small(Self.pill)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains("28 pt tall") == true, "\(found.map(\.message))")
        // A title button's text style is the button's font: Footnote's line is 18 pt.
        let title = try await Self.small(#"Button("Reply") { onUpvote() }.font(.footnote).buttonStyle(.borderless)"#)
        #expect(title.first?.message.contains("18 pt tall") == true, "\(title.map(\.message))")
    }

    @Test func whatAContentSizedButtonDoesNotDecide() async throws {
        let cases = [
            // Must NOT fire: a bordered style pads the label by amounts Apple does not publish.
            Self.pill.replacingOccurrences(of: ".buttonStyle(.plain)", with: ".buttonStyle(.bordered)"),
            // No style named on the button: the environment's may pad it.
            Self.pill.replacingOccurrences(of: ".buttonStyle(.plain)", with: ".accessibilityLabel(\"Upvote\")"),
            // 44 pt or more: Body's 22 pt line and 11 + 11 pt.
            Self.pill.replacingOccurrences(of: ".caption", with: ".body").replacingOccurrences(of: "vertical, 6", with: "vertical, 11"),
            // A frame sizes it instead; an app's own font modifier is not a text style the scan knows.
            Self.pill.replacingOccurrences(of: ".padding(.horizontal, 10)", with: ".frame(minHeight: 44)"),
            Self.pill.replacingOccurrences(of: ".font(.caption)", with: ".scaledFont(.caption)"),
            // A List row takes the tap; the system draws toolbar buttons.
            "List { \(Self.pill) }",
            "Color.clear.toolbar { ToolbarItem { \(Self.pill) } }",
        ]
        for source in cases {
            #expect(try await Self.small(source).isEmpty, "\(source)")
        }
    }

    @Test func anAlertOrToolbarOnTheViewAroundItIsNotItsContainer() async throws {
        // Must fire: `.alert(…)` applied to the stack only presents the alert from it; the pill
        // stays the app's 28 pt button (isowords c727d3a7 `DailyChallengeView.swift:367`).
        let alert = #".alert("Delete?", isPresented: .constant(false)) { Button("OK") {} }"#
        let applied = try await Self.small("VStack { \(Self.pill) }\(alert)")
        #expect(applied.count == 1 && applied.first?.message.contains("28 pt tall") == true, "\(applied.map(\.message))")
        let framed = "Button(action: onUpvote) { Image(systemName: \"plus\") }.frame(width: 30, height: 30)"
        #expect(try await Self.small("VStack { \(framed) }\(alert)").count == 1)
        // Must NOT fire: in the alert's actions or the toolbar's items the system draws it.
        let cases = [
            #"Color.clear.alert("Delete?", isPresented: .constant(false)) { "# + Self.pill + " }",
            #"Color.clear.alert("Delete?", isPresented: .constant(false)) { "# + framed + " }",
            "VStack { Text(\"Score\") }.toolbar { \(Self.pill) }",
        ]
        for source in cases {
            #expect(try await Self.small(source).isEmpty, "\(source)")
        }
    }
}
