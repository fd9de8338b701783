import LegibleReporting
import LegibleScan
import Testing

/// A SwiftUI `Text` given `Font(UIFont.preferredFont(forTextStyle:))` keeps the size the UIFont
/// had when it was made; the fix is SwiftUI's `.font(.body)`, not UIKit's
/// `adjustsFontForContentSizeCategory`, which a `Text` does not have (fresh iOS judge 14b, D3):
/// Element X 5d0343c4 `RoomScreen/ComposerToolbar/View/MessageComposerTextField.swift:37-38`,
/// `Text(placeholder).font(Font(UIFont.preferredFont(forTextStyle: .body)))`.
@Suite struct WrappedUIFontAdviceTests {
    @Test func aSwiftUITextGivenAUIFontIsToldToUseSwiftUIsStyle() async throws {
        // Must fire, with SwiftUI's advice.
        let source = """
            import SwiftUI
            struct MessageComposerTextField: View {
                let placeholder: String
                var body: some View {
                    Text(placeholder)
                        .font(Font(UIFont.preferredFont(forTextStyle: .body)))
                }
            }
            """
        let found = try await scanFindings(swift: source).filter { $0.rule == "text.not-live" }
        #expect(found.count == 1)
        #expect(found.first?.message.hasSuffix("use .font(.body)") == true, "\(found.map(\.message))")
        #expect(found.first?.message.contains("adjustsFontForContentSizeCategory") == false)
    }

    @Test func aUIKitLabelKeepsUIKitsAdvice() async throws {
        // Must fire with the UIKit flag's advice; must NOT get SwiftUI's.
        let source = """
            import UIKit
            final class Cell: UITableViewCell {
                let title = UILabel()
                func setUp() { title.font = UIFont.preferredFont(forTextStyle: .footnote) }
            }
            """
        let found = try await scanFindings(swift: source).filter { $0.rule == "text.not-live" }
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("the Footnote text style is set without adjustsFontForContentSizeCategory") == true)
    }
}
