import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, class 8: a colour code sets on every view of an array literal through `forEach`
/// replaces the file's (Zotero 00280bd8 `ShareViewController.swift:709-715`,
/// `[translationContainer, collectionPickerContainer, …].forEach { container in
/// container?.backgroundColor = … }`; the labels in those containers, `MainInterface.storyboard:221`,
/// were measured on the file's systemGray6). A container the array leaves out keeps its finding.
@Suite struct ForEachReceiverTests {
    /// A 0.9 grey (#e6e6e6) box holding one 0.55 grey (#8c8c8c) label.
    static func box(_ id: String, label: String) -> String {
        """
        <view id="\(id)"><rect key="frame" x="0" y="0" width="375" height="60"/>
        <color key="backgroundColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <subviews><label text="Collection" id="\(label)"><rect key="frame" x="16" y="8" width="200" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/>
        <color key="textColor" white="0.55" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label></subviews></view>
        """
    }

    static let xib = OwnedXib.document(
        owner: "ShareViewController", outlets: [("collectionContainer", "a"), ("tagContainer", "b"), ("footerContainer", "c")],
        subviews: [box("a", label: "inA"), box("b", label: "inB"), box("c", label: "inC")])

    static let code = """
        final class ShareViewController: UIViewController {
            @IBOutlet private var collectionContainer: UIView!
            @IBOutlet private var tagContainer: UIView!
            @IBOutlet private var footerContainer: UIView!
            private func setupPickers() {
                [self.collectionContainer, self.tagContainer].forEach { container in
                    container?.backgroundColor = .secondarySystemBackground
                }
            }
        }
        """

    @Test func aBackgroundSetThroughForEachIsAPlaceholder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-foreach-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("Share.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("ShareViewController.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let contrast = Dictionary(uniqueKeysWithValues: report.findings.findings.filter { $0.rule == "contrast.text" }.map { ($0.id, $0) })
        // #8c8c8c on #e6e6e6 is 2.63:1 by hand ((0.787 + 0.05) / (0.2623 + 0.05)): an error where
        // nothing replaces the box's colour.
        #expect(contrast["inC"].map { $0.severity > .note } == true)
        #expect(contrast["inA"]?.severity == .note)
        #expect(contrast["inB"]?.severity == .note)
        #expect(contrast["inB"]?.message.hasPrefix("code sets ShareViewController.tagContainer.backgroundColor") == true)
    }
}
