import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, class 8: a button class that sizes itself in code makes the frame its xib gives a
/// placeholder. Corona-Warn-App 02c629b6 `ENAButton.swift:39` overrides `intrinsicContentSize` to
/// be at least 50 pt high and `:86` constrains `heightAnchor` to at least 50; its buttons, 30 pt
/// high in `DiaryEditEntriesViewController.xib:28` and five more xibs, were target.small errors.
/// A class that constrains itself to a small constant, or sizes nothing, keeps the finding.
@Suite struct SelfSizingViewTests {
    static let classes = """
        import UIKit
        final class TallButton: UIButton {
            override var intrinsicContentSize: CGSize {
                var size = super.intrinsicContentSize
                if size.height < 50 { size.height = 50 }
                return size
            }
        }
        final class AnchoredButton: UIButton {
            override func awakeFromNib() {
                super.awakeFromNib()
                heightAnchor.constraint(greaterThanOrEqualToConstant: 50).isActive = true
            }
        }
        final class TinyButton: UIButton {
            override func awakeFromNib() {
                super.awakeFromNib()
                self.heightAnchor.constraint(equalToConstant: 24).isActive = true
            }
        }
        final class PlainButton: UIButton {
            func show() { other.heightAnchor.constraint(equalToConstant: 60).isActive = true }
        }
        """

    /// A 30 pt high button of `customClass`, id `id`.
    static func button(_ id: String, _ customClass: String, y: Int) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" customClass="\(customClass)" id="\(id)">
            <rect key="frame" x="16" y="\(y)" width="300" height="30"/>
            <state key="normal" title="Continue"/>
        </button>
        """
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <subviews>
                        \(button("tall", "TallButton", y: 0))
                        \(button("anchored", "AnchoredButton", y: 40))
                        \(button("tiny", "TinyButton", y: 80))
                        \(button("plain", "PlainButton", y: 120))
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test func aButtonClassThatSizesItselfMakesTheFramesHeightAPlaceholder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-self-sizing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("Entries.xib"), atomically: true, encoding: .utf8)
        try Self.classes.write(to: folder.appendingPathComponent("Buttons.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let small = Dictionary(uniqueKeysWithValues: report.findings.findings.filter { $0.rule == "target.small" }.map { ($0.id, $0) })
        // Must fire: 30 pt is under 44 where nothing in code sizes the button, or sizes it to 24.
        #expect(small["plain"].map { $0.severity > .note } == true)
        #expect(small["tiny"].map { $0.severity > .note } == true)
        // Must not fire: the class's own code decides the height.
        #expect(small["tall"]?.severity == .note)
        #expect(small["tall"]?.message.hasPrefix("code sets TallButton.self.intrinsicContentSize, so the file's value is a placeholder") == true)
        #expect(small["anchored"]?.severity == .note)
    }
}
