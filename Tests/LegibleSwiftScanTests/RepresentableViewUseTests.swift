import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A `UIViewRepresentable` is a SwiftUI view: where the app uses it decides whether a screen shows
/// the UIKit views its `makeUIView`/`updateUIView` build (issue 33, fresh-ios9b D2). Clendar
/// 3f2cf4fc `Clendar/Components/MultilineTextField.swift:15-145`: `fileprivate struct
/// UITextViewWrapper: UIViewRepresentable`, built only by `MultilineTextField.body` (:115), which
/// only `MultilineTextField_Previews` in `#if DEBUG` (:131-145) uses; the wrapper's Body text view
/// (:27) was a wrong `text.not-live` warning. Its nested `Coordinator` naming
/// `UITextViewWrapper.recalculateHeight` is the wrapper's own code, not a use.
@Suite struct RepresentableViewUseTests {
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-representable-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)), options: [])
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.not-live" }
    }

    /// Clendar's file, cut to what the scan reads.
    static let multilineTextField = """
        import SwiftUI
        import UIKit

        fileprivate struct UITextViewWrapper: UIViewRepresentable {
            typealias UIViewType = UITextView
            @Binding var text: String
            @Binding var calculatedHeight: CGFloat

            func makeUIView(context: UIViewRepresentableContext<UITextViewWrapper>) -> UITextView {
                let textField = UITextView()
                textField.delegate = context.coordinator
                textField.isEditable = true
                textField.font = UIFont.preferredFont(forTextStyle: .body)
                return textField
            }

            func updateUIView(_ uiView: UITextView, context: UIViewRepresentableContext<UITextViewWrapper>) {
                UITextViewWrapper.recalculateHeight(view: uiView, result: $calculatedHeight)
            }

            fileprivate static func recalculateHeight(view: UIView, result: Binding<CGFloat>) {}

            func makeCoordinator() -> Coordinator { Coordinator(text: $text, height: $calculatedHeight) }

            final class Coordinator: NSObject, UITextViewDelegate {
                var text: Binding<String>
                var calculatedHeight: Binding<CGFloat>
                init(text: Binding<String>, height: Binding<CGFloat>) {
                    self.text = text
                    self.calculatedHeight = height
                }
                func textViewDidChange(_ uiView: UITextView) {
                    UITextViewWrapper.recalculateHeight(view: uiView, result: calculatedHeight)
                }
            }
        }

        struct MultilineTextField: View {
            @Binding private var text: String
            @State private var dynamicHeight: CGFloat = 100
            init(_ placeholder: String = "", text: Binding<String>) { self._text = text }
            var body: some View {
                UITextViewWrapper(text: $text, calculatedHeight: $dynamicHeight)
                    .frame(minHeight: dynamicHeight, maxHeight: dynamicHeight)
            }
        }

        #if DEBUG
        struct MultilineTextField_Previews: PreviewProvider {
            static var previews: some View {
                VStack(alignment: .leading) {
                    MultilineTextField("Enter some text here", text: .constant(""))
                }
            }
        }
        #endif
        """

    @Test func aRepresentableOnlyAPreviewedViewUsesIsANote() async throws {
        // Must NOT be a warning: the wrapper's only user is a view only the preview shows.
        let found = try await scan(["MultilineTextField.swift": Self.multilineTextField])
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("only previews, #if DEBUG code or views on no screen use UITextViewWrapper") == true, "\(found.map(\.message))")
    }

    @Test func aRepresentableAScreenShowsIsJudged() async throws {
        // Must fire: a shipping screen shows MultilineTextField, so the Body text view that does
        // not follow the text size is a warning.
        let screen =
            "import SwiftUI\nstruct QuickEventView: View {\n    @State var text = \"\"\n    var body: some View { MultilineTextField(\"Title\", text: $text) }\n}\n"
        let found = try await scan(["MultilineTextField.swift": Self.multilineTextField, "QuickEventView.swift": screen])
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }
}
