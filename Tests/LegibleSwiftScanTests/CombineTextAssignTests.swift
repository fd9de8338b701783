import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Combine's `assign(to: \.text, on: view)` sets the view's text as `view.text = …` does
/// (``RxTextBindings``), reduced from siskin-im (fresh-ios23a A): BaseChatTableViewCell.swift:169
/// assigns the formatted time to the `timestampView` outlet, so Conversation.storyboard:233's
/// "Temporary label" was measured as the text shown (an `overflow.label` error).
@Suite struct CombineTextAssignTests {
    static let xib = OwnedXib.document(
        owner: "BaseChatTableViewCell",
        outlets: [("timestampView", "ts1")],
        subviews: [
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Temporary label" numberOfLines="1" adjustsFontForContentSizeCategory="YES" id="ts1">
                <rect key="frame" x="300" y="8" width="60" height="14"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
            </label>
            """
        ])

    static func code(_ assignment: String) -> String {
        """
        import Combine
        import UIKit
        class BaseChatTableViewCell: UITableViewCell {
            @IBOutlet var timestampView: UILabel?
            private var cancellables: Set<AnyCancellable> = []
            func set(timestamp: Date) {
                if let timestampView = self.timestampView {
                    \(assignment)
                }
            }
        }
        """
    }

    private func rules(_ assignment: String) async throws -> [String] {
        let report = try await scanXibWithCode(xib: Self.xib, code: Self.code(assignment), name: "BaseChatTableViewCell")
        return report.findings.findings.filter { $0.id == "ts1" || $0.id.hasPrefix("ts1.") }.map(\.rule)
    }

    @Test func anAssignedTextIsCodes() async throws {
        // Must NOT be overflow.label: code replaces the placeholder (a text-in-code note instead).
        for path in [#"\.text"#, #"\.attributedText"#, #"\UILabel.text"#] {
            let assigned =
                "CurrentTimePublisher.publisher.map({ now in format(timestamp, now) }).assign(to: \(path), on: timestampView).store(in: &cancellables)"
            let found = try await rules(assigned)
            #expect(!found.contains("overflow.label") && found.contains("overflow.text-in-code"), "\(path): \(found)")
        }
    }

    @Test func anAssignmentOfAnotherPropertyLeavesTheFilesText() async throws {
        // Must fire: the file's text shows when code assigns only whether it is hidden, or a text
        // to another object.
        for assigned in [
            "publisher.map { $0 == nil }.assign(to: \\.isHidden, on: timestampView).store(in: &cancellables)",
            "publisher.assign(to: \\.text, on: model).store(in: &cancellables)",
        ] {
            #expect(try await rules(assigned).contains("overflow.label"), "\(assigned)")
        }
    }
}
