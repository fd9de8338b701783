import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// A label whose attributed text code builds as a plain first run plus appended runs keeps its
/// file font for that first run, and a font made at a copied size held in a local is fixed.
/// OnionBrowser 44edf9a8 CircuitNodeCell.swift:35-53 (xib :49, 13 pt) and SecurityLevelCell.swift:73-89
/// (xib :35, 15 pt Bold; the recommendation's run at `nameLb.font.pointSize - 2`, :75-76).
@Suite struct AppendedAttributedRunsTests {
    static func label(_ id: String, y: Int) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" text="Gold" id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="300" height="18"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
        </label>
        """
    }

    static let xib = OwnedXib.document(
        owner: "LevelCell", outlets: [("nameLb", "name"), ("styledLb", "styled")], subviews: [label("name", y: 10), label("styled", y: 40)])

    static let code = """
        import UIKit
        final class LevelCell: UITableViewCell {
            @IBOutlet weak var nameLb: UILabel!
            @IBOutlet weak var styledLb: UILabel!
            func set(_ name: String, _ recommendation: String?) {
                let text = NSMutableAttributedString(string: name)
                if let recommendation {
                    let size = nameLb.font.pointSize - 2
                    var font = UIFont.systemFont(ofSize: size, weight: .bold)
                    if let descriptor = font.fontDescriptor.withSymbolicTraits([.traitItalic, .traitBold]) {
                        font = UIFont(descriptor: descriptor, size: size)
                    }
                    text.append(NSAttributedString(string: " "))
                    text.append(NSAttributedString(string: recommendation, attributes: [.font: font]))
                }
                nameLb.attributedText = text
                let styled = NSMutableAttributedString(string: name)
                styled.addAttribute(.font, value: UIFont.preferredFont(forTextStyle: .body), range: NSRange(location: 0, length: styled.length))
                styledLb.attributedText = styled
            }
        }
        """

    @Test func appendedRunsKeepTheFilesFontAndACopiedLocalSizeIsFixed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-appended-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("LevelCell.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("LevelCell.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let fixed = report.findings.findings.filter { $0.rule == "text.fixed-size" }
        // Must fire: the first run keeps the xib's 15 pt Bold (it was a note, "code sets LevelCell.nameLb.font").
        let name = try #require(fixed.first { $0.id == "name" })
        #expect(name.severity == .warning, "\(name.message)")
        // Must fire: the recommendation's font, 2 pt under the copied size, where it is made.
        let run = try #require(fixed.first { $0.location?.file.hasSuffix("LevelCell.swift") == true })
        #expect(run.severity == .warning && run.location?.line == 9, "\(run.location?.line ?? 0) \(run.message)")
        #expect(run.message.contains("nameLb.font.pointSize - 2 (copied from another font)"), "\(run.message)")
        // Must not: a string code restyles whole (`addAttribute(.font, …)`) replaces the file's font.
        let styled = try #require(fixed.first { $0.id == "styled" })
        #expect(styled.severity == .note && styled.message.hasPrefix("code sets LevelCell.styledLb.font"), "\(styled.message)")
    }
}
