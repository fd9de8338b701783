import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, a wrong finding (fresh-ios18b): nightguard 4d82879b `SlideToSnoozeView.swift:165` sets
/// `textLabel.font` to 24/27 pt, but the view's only user, the representable in `MainView.swift:104-126`,
/// gives the label an attributed title through `setAttributedTitle(title:)` (:247-248) on every
/// update, whose runs carry their own fonts (27 and 15 pt, reported where they are written). The
/// label's own font is never drawn: a note. A user that sets plain `text` draws it: a warning.
@Suite struct AttributedSetterFontTests {
    static let view = """
        import UIKit
        public class SlideToSnoozeView: UIView {
            public let textLabel: UILabel = {
                let label = UILabel.init()
                return label
            }()
            private func setStyle() {
                textLabel.numberOfLines = 2
                textLabel.font = UIFont.systemFont(ofSize: DeviceSize().isSmall ? 24 : 27)
            }
            public func setAttributedTitle(title : NSMutableAttributedString) {
                self.textLabel.attributedText = title
            }
        }
        """

    static let user = """
        import SwiftUI
        struct SlideToSnooze: UIViewRepresentable {
            @Binding var snoozeText: String
            @Binding var lowPredictionText: String
            func makeUIView(context: Context) -> SlideToSnoozeView {
                let view = SlideToSnoozeView()
                return view
            }
            func updateUIView(_ uiView: SlideToSnoozeView, context: Context) {
                let titleAttributes: [NSAttributedString.Key: Any] = [
                    .font: UIFont.systemFont(ofSize: 27),
                    .foregroundColor: UIColor.white
                ]
                let title = NSMutableAttributedString(string: snoozeText, attributes: titleAttributes)
                if !lowPredictionText.isEmpty {
                    let predictionAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
                    let predictionString = NSAttributedString(string: "\\n\\(lowPredictionText)", attributes: predictionAttributes)
                    title.append(predictionString)
                }
                uiView.setAttributedTitle(title: title)
            }
        }
        """

    private func fixedSize(_ files: [String: String]) async throws -> [Finding] {
        try await scanFindings(swiftFiles: files).filter { $0.rule == "text.fixed-size" }
    }

    private func labelFinding(_ found: [Finding]) -> Finding? {
        found.first { $0.location?.file.hasSuffix("SlideToSnoozeView.swift") == true && $0.location?.line == 9 }
    }

    @Test func aLabelEveryUserGivesFontedAttributedTextIsANote() async throws {
        // Must NOT fire: the label's own 24 pt is never drawn. The attributes' 27 and 15 pt still do.
        let found = try await fixedSize(["SlideToSnoozeView.swift": Self.view, "MainView.swift": Self.user])
        let label = try #require(labelFinding(found), "\(found.map(\.message))")
        #expect(label.severity == .note, "\(label.message)")
        #expect(label.message.hasPrefix("every use of SlideToSnoozeView gives this label attributed text with its own fonts"), "\(label.message)")
        let attributed = found.filter { $0.location?.file.hasSuffix("MainView.swift") == true }
        #expect(attributed.map { $0.location?.line ?? 0 }.sorted() == [11, 16] && attributed.allSatisfy { $0.severity == .warning })
    }

    @Test func aLabelGivenPlainTextStaysAWarning() async throws {
        // Must fire: the user sets the label's `text`, drawn in the label's own font.
        let plain = Self.user.replacingOccurrences(of: "uiView.setAttributedTitle(title: title)", with: "uiView.textLabel.text = snoozeText")
        let found = try await fixedSize(["SlideToSnoozeView.swift": Self.view, "MainView.swift": plain])
        #expect(labelFinding(found)?.severity == .warning, "\(found.map(\.message))")
    }

    @Test func anotherUserThatMakesTheViewKeepsTheWarning() async throws {
        // Must fire: a second file makes the view and never calls the setter.
        let other = "import UIKit\nfinal class Host: UIViewController {\n    let slider = SlideToSnoozeView()\n}\n"
        let found = try await fixedSize(["SlideToSnoozeView.swift": Self.view, "MainView.swift": Self.user, "Host.swift": other])
        #expect(labelFinding(found)?.severity == .warning, "\(found.map(\.message))")
        // Nor does a run without a font: the label's own font draws it.
        let unfonted = Self.user.replacingOccurrences(of: "[.font: UIFont.systemFont(ofSize: 15)]", with: "[.foregroundColor: UIColor.yellow]")
        let mixed = try await fixedSize(["SlideToSnoozeView.swift": Self.view, "MainView.swift": unfonted])
        #expect(labelFinding(mixed)?.severity == .warning, "\(mixed.map(\.message))")
    }
}
