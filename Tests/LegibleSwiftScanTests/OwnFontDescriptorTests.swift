import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Code that rebuilds a label's own font at size 0 keeps the file's font (Tofu 7947669c).
@Suite struct OwnFontDescriptorTests {
    static func label(_ id: String) -> String {
        """
        <label text="123 456" id="\(id)"><rect key="frame" x="0" y="0" width="300" height="53"/>
        <fontDescription key="fontDescription" type="system" weight="thin" pointSize="44"/></label>
        """
    }

    /// Tofu `AccountCell.swift:172–173` gives `valueLabel` (`Main.storyboard:98`, 44 pt Thin)
    /// monospaced digits with `UIFont(descriptor: valueLabel.font.fontDescriptor.addingAttributes(…),
    /// size: 0)`: the 44 pt Thin shows, a warning. A label given another label's descriptor, or
    /// its own at another size, is still a placeholder code replaces: a note.
    @Test func aFontRebuiltFromTheLabelsOwnAtSizeZeroKeepsTheFilesFont() async throws {
        let xib = OwnedXib.document(
            owner: "AccountCell", outlets: [("valueLabel", "value"), ("otherLabel", "other"), ("sizedLabel", "sized")],
            subviews: [Self.label("value"), Self.label("other"), Self.label("sized")])
        let code = """
            final class AccountCell: UITableViewCell {
                @IBOutlet private var valueLabel: UILabel!
                @IBOutlet private var otherLabel: UILabel!
                @IBOutlet private var sizedLabel: UILabel!
                override func awakeFromNib() {
                    let featureSettings: [[UIFontDescriptor.FeatureKey: Any]] =
                        [[.featureIdentifier: kNumberSpacingType, .typeIdentifier: kMonospacedNumbersSelector]]
                    let fontDescriptor = valueLabel.font.fontDescriptor.addingAttributes([.featureSettings: featureSettings])
                    valueLabel.font = UIFont(descriptor: fontDescriptor, size: 0)
                    otherLabel.font = UIFont(descriptor: fontDescriptor, size: 0)
                    sizedLabel.font = UIFont(descriptor: sizedLabel.font.fontDescriptor, size: 12)
                }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-own-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib.write(to: folder.appendingPathComponent("AccountCell.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("AccountCell.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let fixed = Dictionary(report.findings.findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }) { first, _ in first }
        let value = try #require(fixed["value"])
        #expect(value.severity == .warning && value.message.hasPrefix("the font is a fixed 44 pt System Thin"), "\(value.message)")
        #expect(fixed["other"]?.severity == .note, "\(fixed["other"]?.message ?? "")")
        #expect(fixed["sized"]?.severity == .note, "\(fixed["sized"]?.message ?? "")")
    }

    /// Pocket Casts c23892d1 `EpisodeCell.swift:30`, `informationLabel.font =
    /// informationLabel.font.monospaced()`, where the app's `UIFont.monospaced()` returns
    /// `UIFont(descriptor: fontDescriptor.addingAttributes(…), size: pointSize)`
    /// (UIFontExtension.swift:22-33): the xib's fixed size shows (EpisodeCell.xib:163), a warning.
    /// An app method that makes the font bold, or larger, replaces the file's: a note.
    @Test func anAppMethodThatKeepsTheFontsOwnSizeKeepsTheFilesFont() async throws {
        let xib = OwnedXib.document(
            owner: "EpisodeCell", outlets: [("informationLabel", "value"), ("boldLabel", "other"), ("largerLabel", "sized")],
            subviews: [Self.label("value"), Self.label("other"), Self.label("sized")])
        let code = """
            final class EpisodeCell: UITableViewCell {
                @IBOutlet var informationLabel: UILabel!
                @IBOutlet var boldLabel: UILabel!
                @IBOutlet var largerLabel: UILabel!
                override func awakeFromNib() {
                    informationLabel.font = informationLabel.font.monospaced()
                    boldLabel.font = boldLabel.font.bolder()
                    largerLabel.font = largerLabel.font.larger()
                }
            }
            """
        let fonts = """
            import UIKit
            public extension UIFont {
                func monospaced() -> UIFont {
                    let settings = [[UIFontDescriptor.FeatureKey.selector: kNumberSpacingType, UIFontDescriptor.FeatureKey.type: kMonospacedNumbersSelector]]
                    let fontDescriptor = fontDescriptor.addingAttributes([UIFontDescriptor.AttributeName.featureSettings: settings])
                    return UIFont(descriptor: fontDescriptor, size: pointSize)
                }
                func bolder() -> UIFont {
                    UIFont(descriptor: fontDescriptor.withSymbolicTraits(.traitBold)!, size: pointSize)
                }
                func larger() -> UIFont {
                    UIFont(descriptor: fontDescriptor, size: pointSize + 2)
                }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-own-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib.write(to: folder.appendingPathComponent("EpisodeCell.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("EpisodeCell.swift"), atomically: true, encoding: .utf8)
        try fonts.write(to: folder.appendingPathComponent("UIFontExtension.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let fixed = Dictionary(report.findings.findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }) { first, _ in first }
        // Must fire: monospaced() keeps the 44 pt.
        let value = try #require(fixed["value"])
        #expect(value.severity == .warning && value.message.hasPrefix("the font is a fixed 44 pt System Thin"), "\(value.message)")
        // Must not fire: a bold font, a larger one.
        #expect(fixed["other"]?.severity == .note, "\(fixed["other"]?.message ?? "")")
        #expect(fixed["sized"]?.severity == .note, "\(fixed["sized"]?.message ?? "")")
    }
}
