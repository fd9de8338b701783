import LegibleReporting
import Testing

/// nos 0ea82184 `Nos/Models/NotificationViewModel.swift:58`: a model file importing UIKit, not
/// SwiftUI, sets `name[range].font = .boldSystemFont(ofSize: 17)` on an `AttributedString`:
/// UIKit's font attribute, which the SwiftUI `Text(viewModel.actionText)` that shows it
/// (`NotificationCard.swift:33`) ignores. It was a `text.fixed-size` warning; it is a note.
@Suite struct UIKitAttributedStringFontTests {
    static func model(imports: String = "import Foundation\nimport UIKit", extra: String = "") -> String {
        """
        \(imports)

        final class AlertRowModel {
            let headline: AttributedString

            init(name: String, verb: String) {
                var who = AttributedString("\\(name) ")
                let range = Range(uncheckedBounds: (who.startIndex, who.endIndex))
                who[range].font = .boldSystemFont(ofSize: 17)
                headline = who + AttributedString(verb)\(extra)
            }
        }
        """
    }

    static func fixedSize(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source, file: "AlertRowModel.swift").filter { $0.rule == "text.fixed-size" }
    }

    @Test func aUIKitAttributeOfAnAttributedStringIsANote() async throws {
        // Must NOT be a warning: the attribute is UIKit's, and no UIKit view in the file draws it.
        let found = try await Self.fixedSize(Self.model())
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.contains("UIKit's font attribute of the AttributedString who") == true, "\(found.map(\.message))")
    }

    @Test func anAttributedStringTheFileGivesAUIKitViewIsJudged() async throws {
        // Must fire: the file makes it an NSAttributedString for a label, which draws 17 pt.
        let label = "\n        let label = UILabel()\n        label.attributedText = NSAttributedString(headline)"
        let found = try await Self.fixedSize(Self.model(extra: label))
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    @Test func aFileThatImportsSwiftUIIsJudged() async throws {
        // Must fire: with SwiftUI imported the scan does not decide whose attribute it is.
        let found = try await Self.fixedSize(Self.model(imports: "import SwiftUI\nimport UIKit"))
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }
}
