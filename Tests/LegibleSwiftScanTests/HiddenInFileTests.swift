import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Text its xib hides shows only when code shows it. Pocket Casts c23892d1
/// FilterPreviewViewController.xib:119 hides "Add more criteria…" and FilterPreviewViewController.swift:177
/// shows it (`self.addMoreLabel.isHidden = false`): its overflow is an error that says code shows
/// it. A hidden label only an outlet reaches is a warning; one nothing reaches never shows: a note.
@Suite struct HiddenInFileTests {
    static func hidden(_ id: String) -> String {
        OwnedXib.germanLabel(id).replacingOccurrences(of: "<label ", with: #"<label hidden="YES" "#)
    }

    /// A hidden view holding a label, as Pocket Casts' `noEpisodeView` holds its title.
    static let hiddenContainer = """
        <view hidden="YES" id="box"><rect key="frame" x="0" y="100" width="375" height="40"/>
        <subviews>\(OwnedXib.germanLabel("inBox"))</subviews></view>
        """

    static let xib = OwnedXib.document(
        owner: "FilterPreview", outlets: [("addMoreLabel", "shown"), ("otherLabel", "untouched"), ("noEpisodeView", "box")],
        subviews: [hidden("shown"), hidden("untouched"), hidden("unreached"), OwnedXib.germanLabel("plain"), hiddenContainer])

    static let code = """
        final class FilterPreview: UIViewController {
            @IBOutlet var addMoreLabel: UILabel!
            @IBOutlet var otherLabel: UILabel!
            @IBOutlet var noEpisodeView: UIView!
            func update(count: Int) {
                self.addMoreLabel.isHidden = false
                // Another object's `otherLabel`, not this owner's: no alias of self.
                guard let other = Self.shared else { return }
                other.otherLabel.isHidden = false
            }
            func reload() {
                load { [weak self] count in
                    guard let strongSelf = self else { return }
                    strongSelf.noEpisodeView.isHidden = count != 0
                }
            }
        }
        """

    static func overflows() async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-hidden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("FilterPreview.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("FilterPreview.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "overflow.label" }
    }

    @Test func hiddenTextCodeShowsIsAnErrorThatSaysSo() async throws {
        let overflow = try await Self.overflows()
        let shown = try #require(overflow.first { $0.id.hasPrefix("shown") })
        #expect(shown.severity == .error)
        #expect(shown.message.contains("hidden in the file; code sets FilterPreview.addMoreLabel.isHidden"), "\(shown.message)")
        let inBox = try #require(overflow.first { $0.id.hasPrefix("inBox") })
        #expect(inBox.severity == .error)
        #expect(inBox.message.contains("code sets FilterPreview.noEpisodeView.isHidden"), "\(inBox.message)")
    }

    @Test func hiddenTextOnlyAnOutletReachesIsAWarning() async throws {
        let untouched = try #require(try await Self.overflows().first { $0.id.hasPrefix("untouched") })
        #expect(untouched.severity == .warning)
        #expect(untouched.message.contains("shown only if code shows it through FilterPreview.otherLabel"), "\(untouched.message)")
    }

    @Test func hiddenTextNothingReachesIsANoteAndShownTextIsUntouched() async throws {
        let overflow = try await Self.overflows()
        let unreached = try #require(overflow.first { $0.id.hasPrefix("unreached") })
        #expect(unreached.severity == .note)
        #expect(unreached.message.hasPrefix("hidden in the file, and no outlet"), "\(unreached.message)")
        let plain = try #require(overflow.first { $0.id.hasPrefix("plain") })
        #expect(plain.severity == .error)
        #expect(!plain.message.contains("hidden"), "\(plain.message)")
    }
}
