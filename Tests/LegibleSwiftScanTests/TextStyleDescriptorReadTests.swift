import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// ef-app_ios `EventDetailSummaryTableViewCell.swift:9-10`: the event title's font is made at
/// `UIFontDescriptor.preferredFontDescriptor(withTextStyle: .largeTitle).pointSize`, the descriptor
/// kept in a local `let` first, so the title keeps the Large Title's size of the moment (missed);
/// the storyboard's 28 pt it replaces was noted as "a fixed 28 pt", which is not what shows.
@Suite struct TextStyleDescriptorReadTests {
    static let cell = """
        import UIKit
        final class SummaryCell: UITableViewCell {
            @IBOutlet private weak var headingLabel: UILabel! {
                didSet {
                    let largeSize = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .largeTitle)
                    headingLabel.font = UIFont.systemFont(ofSize: largeSize.pointSize, weight: .bold)
                }
            }
            func setUp(_ other: UILabel) {
                other.font = UIFont.boldSystemFont(ofSize: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize)
            }
        }
        """

    @Test func aDescriptorsPointSizeMadeIntoAFontIsNotLive() async throws {
        let notLive = try await scanFindings(swift: Self.cell).filter { $0.rule == "text.not-live" }
        #expect(notLive.map { $0.location?.line ?? 0 } == [5, 10])
        let message = notLive.first?.message ?? ""
        #expect(message.hasPrefix("the font is made at the Large Title style's size read once (UIFontDescriptor.preferredFontDescriptor"))
        #expect(notLive.allSatisfy { $0.severity == .warning && $0.message.count <= 200 })
    }

    /// A descriptor's size kept for a line height, a descriptor's font made without its size, or
    /// a size read again where the text size changes: no finding.
    @Test func aDescriptorsPointSizeNotMadeIntoAFontOrReadAgainIsNotAFinding() async throws {
        let source = """
            import UIKit
            final class SummaryCell: UITableViewCell {
                func height() -> CGFloat {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
                    return descriptor.pointSize * 1.2
                }
                func setUp(_ label: UILabel) {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
                    label.font = UIFont(descriptor: descriptor, size: 0)
                    label.adjustsFontForContentSizeCategory = true
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    let largeSize = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .largeTitle)
                    textLabel?.font = UIFont.systemFont(ofSize: largeSize.pointSize, weight: .bold)
                }
            }
            """
        #expect(try await scanFindings(swift: source).filter { $0.rule == "text.not-live" }.isEmpty)
    }

    static func heading(_ id: String) -> String {
        """
        <label text="Event title" id="\(id)"><rect key="frame" x="0" y="0" width="300" height="34"/>
        <fontDescription key="fontDescription" name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="28"/></label>
        """
    }

    /// The file's fixed 28 pt that code replaces with a size read once is a placeholder for that,
    /// said without calling the title "a fixed 28 pt"; one code replaces with a fixed font keeps
    /// the file's judgement after the placeholder's lead.
    @Test func theFilesFontReplacedByASizeReadOnceIsNotedAsSuch() async throws {
        let xib = OwnedXib.document(
            owner: "SummaryCell", outlets: [("headingLabel", "readOnce"), ("otherLabel", "fixed")], subviews: [Self.heading("readOnce"), Self.heading("fixed")])
        let code = Self.cell.replacingOccurrences(
            of: "func setUp(_ other: UILabel) {",
            with: "@IBOutlet private weak var otherLabel: UILabel!\n    func setUp(_ other: UILabel) {\n        otherLabel.font = UIFont.systemFont(ofSize: 30)"
        )
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-descriptor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib.write(to: folder.appendingPathComponent("SummaryCell.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("SummaryCell.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let fixed = Dictionary(uniqueKeysWithValues: report.findings.findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) })
        let readOnce = try #require(fixed["readOnce"])
        #expect(readOnce.severity == .note)
        #expect(
            readOnce.message
                == "code sets SummaryCell.headingLabel.font at a text style's size read once (text.not-live where the size is read), so the file's font is a placeholder"
        )
        #expect(readOnce.property("fileValueFinding")?.contains("28 pt") == true)
        let other = try #require(fixed["fixed"])
        #expect(other.severity == .note)
        #expect(other.message.hasPrefix("code sets SummaryCell.otherLabel.font, so the file's value is a placeholder: the font is a fixed 28 pt"))
    }
}
