import LegibleReporting
import LegibleScan
import Testing

/// A representable's `updateUIView(_:context:)` is given the view its `makeUIView(context:)`
/// returned, so fonts set on both are set on one view, judged once (fresh iOS judge 14b, D4):
/// Element X 5d0343c4 `RoomScreen/ComposerToolbar/View/MessageComposerTextField.swift:76`
/// (`textView.font = font` on the `ElementTextView` `makeUIView` makes and returns) and `:122`
/// (`textView.font = font` in `updateUIView(_ textView: UITextView, …)`) were two `text.not-live`
/// warnings for the one composer text view.
@Suite struct RepresentableUpdateTests {
    /// Element X's `UITextViewWrapper`, cut to the font and the two functions.
    static let wrapper = """
        import SwiftUI
        struct UITextViewWrapper: UIViewRepresentable {
            @Binding var text: NSAttributedString
            private let font = UIFont.preferredFont(forTextStyle: .body)
            func makeUIView(context: Context) -> UITextView {
                let textView = UITextView()
                textView.font = font
                return textView
            }
            func updateUIView(_ textView: UITextView, context: Context) {
                if textView.attributedText != text {
                    textView.attributedText = text
                    textView.font = font
                }
            }
        }
        """

    @Test func theMadeAndUpdatedViewIsOneFinding() async throws {
        // Must fire once, where the view is made (:7); must NOT fire again in the update (:13).
        let found = try await scanFindings(swift: Self.wrapper).filter { $0.rule == "text.not-live" }
        #expect(found.map { $0.location?.line ?? 0 } == [7], "\(found.map(\.message))")
    }

    @Test func anUpdatedViewOfAnotherNameIsTheMadeOneToo() async throws {
        // Must fire once: `uiView` is the `textView` that `makeUIView` returned.
        let renamed = Self.wrapper.replacingOccurrences(of: "_ textView: UITextView", with: "_ uiView: UITextView")
            .replacingOccurrences(of: "if textView.attributedText", with: "if uiView.attributedText")
            .replacingOccurrences(
                of: "        textView.attributedText = text\n            textView.font", with: "        uiView.attributedText = text\n            uiView.font")
        #expect(renamed.contains("uiView.font = font"))
        let found = try await scanFindings(swift: renamed).filter { $0.rule == "text.not-live" }
        #expect(found.map { $0.location?.line ?? 0 } == [7], "\(found.map(\.message))")
    }

    @Test func aViewTheUpdateMakesItselfIsAnother() async throws {
        // Must fire twice: the update's own new label is not the view make returned.
        let own = Self.wrapper.replacingOccurrences(
            of: "textView.attributedText = text",
            with: "textView.attributedText = text; let label = UILabel(); label.text = \"Hi\"; label.font = font; textView.addSubview(label)")
        #expect(own.contains("label.font = font"))
        let found = try await scanFindings(swift: own).filter { $0.rule == "text.not-live" }
        #expect(found.count == 2, "\(found.map(\.message))")
    }
}
