import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// A title whose line count code changes is not measured at the file's one line: Open Food Facts
/// 35cf4ea5 AllergensAddTableViewCell.swift:24 sets `addButton.titleLabel?.numberOfLines = 2`
/// (AllergensAddTableViewCell.xib:29 was an overflow error at one line), and KeePassium e651df4f's
/// `MultilineButton` sets its own `titleLabel?.numberOfLines = 0` (ExpiryDateEditorVC.storyboard:51).
/// The overflow is a note that says so; a button no code touches stays an error.
@Suite struct CodeSetLineCountTests {
    /// A 60 pt wide one-line button whose German title cannot fit at 20 pt, of `customClass` if any.
    static func button(_ id: String, customClass: String? = nil) -> String {
        let custom = customClass.map { #"customClass="\#($0)""# } ?? ""
        return """
            <button lineBreakMode="middleTruncation" \(custom) id="\(id)"><rect key="frame" x="0" y="0" width="60" height="24"/>
            <fontDescription key="fontDescription" type="system" pointSize="20"/><state key="normal" title="Willkommen bei uns"/></button>
            """
    }

    static let xib = OwnedXib.document(
        owner: "AllergensAddCell", outlets: [("addButton", "owned")],
        subviews: [button("owned"), button("multiline", customClass: "MultilineButton"), button("plain")])

    static let code = """
        final class AllergensAddCell: UITableViewCell {
            @IBOutlet weak var addButton: UIButton!
            override func awakeFromNib() {
                super.awakeFromNib()
                addButton.titleLabel?.lineBreakMode = .byWordWrapping
                addButton.titleLabel?.numberOfLines = 2
            }
        }
        class MultilineButton: UIButton {
            private func setupView() {
                titleLabel?.numberOfLines = 0
            }
        }
        """

    @Test func anOverflowAtALineCountCodeChangesIsANote() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-line-count-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("AllergensAdd.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("AllergensAddCell.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        func findings(_ id: String) -> [Finding] { overflow.filter { $0.id.hasPrefix(id) } }
        #expect(!findings("owned").isEmpty && !findings("multiline").isEmpty && !findings("plain").isEmpty, "\(overflow.map(\.id))")
        #expect(findings("owned").allSatisfy { $0.severity == .note && $0.message.contains("AllergensAddCell.addButton.numberOfLines") })
        #expect(findings("multiline").allSatisfy { $0.severity == .note && $0.message.contains("MultilineButton.self.numberOfLines") })
        #expect(findings("plain").allSatisfy { $0.severity == .error }, "\(findings("plain").map(\.message))")
    }

    /// What a label subclass sets on itself is not set on its superclass's labels: Pocket Casts
    /// c23892d1's `ExpandableLabel: ThemeableLabel` sets its own `numberOfLines`, and every
    /// `ThemeableLabel`'s overflow had become a note.
    @Test func aSubclassesOwnLineCountIsNotItsSuperclasses() async throws {
        func label(_ id: String, _ custom: String) -> String {
            OwnedXib.germanLabel(id).replacingOccurrences(of: "id=\"\(id)\"", with: "customClass=\"\(custom)\" id=\"\(id)\"")
        }
        let xib = OwnedXib.document(
            owner: "ListController", outlets: [], subviews: [label("themed", "ThemeableLabel"), label("expandable", "ExpandableLabel")])
        let code = """
            class ThemeableLabel: UILabel {}
            class ExpandableLabel: ThemeableLabel {
                func collapse() { numberOfLines = 3 }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-line-count-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib.write(to: folder.appendingPathComponent("List.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("Labels.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        let themed = overflow.filter { $0.id.hasPrefix("themed") }
        let expandable = overflow.filter { $0.id.hasPrefix("expandable") }
        #expect(!themed.isEmpty && themed.allSatisfy { $0.severity == .error }, "\(themed.map(\.message))")
        #expect(!expandable.isEmpty && expandable.allSatisfy { $0.severity == .note }, "\(expandable.map(\.message))")
    }
}
