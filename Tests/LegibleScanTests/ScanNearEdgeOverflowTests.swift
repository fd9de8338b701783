import Foundation
import LegibleAudit
import LegibleReporting
import LegibleTypeScale
import Testing

@testable import LegibleScan

/// An iOS overflow within the stand-in font's error is at most a warning that says so (Pocket
/// Casts c23892d1 UserEpisodeDetailViewController.xib:63 needed 219.2 pt of 219, an error): SF Pro
/// measured up to 1.4% narrower than Inter on Xcode's own frames of text-sized labels, so text
/// needing under 2% more than its label may fit on a phone.
@Suite struct ScanNearEdgeOverflowTests {
    /// "Done with this item" at 16 pt Regular: hb-shape gives Inter's 19 glyphs 18,669 units of
    /// 2,048 (145.85 pt), less the SF Pro table's -0.31 pt tracking at 16 pt between 18 (or 19)
    /// of them: 140.3 (140.0) pt.
    static func label(_ id: String, width: Double) -> String {
        """
        <label text="Done with this item" numberOfLines="1" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="16" y="0" width="\(width)" height="20"/>
            <constraints><constraint firstAttribute="width" constant="\(width)" id="w\(id)"/></constraints>
            <fontDescription key="fontDescription" type="system" pointSize="16"/>
        </label>
        """
    }

    static func overflows() async throws -> [Finding] {
        // 138.5 pt: 1.1–1.3% short. 132 pt: 6–6.3% short. 143 pt: room to spare.
        let xib = ScanFolder.xib(Self.label("near", width: 138.5) + Self.label("far", width: 132) + Self.label("fits", width: 143))
        let folder = try ScanFolder(["Item.xib": xib])
        defer { folder.remove() }
        return try await folder.scan().findings.findings.filter { $0.rule == "overflow.label" }
    }

    @Test func anOverflowWithinTwoPercentIsAWarningThatSaysSo() async throws {
        let near = try #require(try await Self.overflows().first { $0.id.hasPrefix("near") })
        #expect(near.severity == .warning)
        #expect(near.message.contains("within 2% of fitting"), "\(near.message)")
        #expect(near.property(ScanOverflowAudit.nearEdgeProperty) != nil)
    }

    @Test func aClearOverflowStaysAnErrorAndAFitIsSilent() async throws {
        let findings = try await Self.overflows()
        let far = try #require(findings.first { $0.id.hasPrefix("far") })
        #expect(far.severity == .error)
        #expect(!far.message.contains("within 2%"), "\(far.message)")
        #expect(!findings.contains { $0.id.hasPrefix("fits") }, "\(findings.map(\.id))")
    }

    /// A label that overflows by under 2% at its first size but far more at a larger one overflows
    /// whatever the font: only where it starts is uncertain, so it is not marked.
    @Test func anOverflowThatGrowsWithTheTextSizeIsNotANearMiss() throws {
        func measurement(_ category: DynamicTypeCategory, _ required: Double) -> CategoryMeasurement {
            CategoryMeasurement(
                category: category, size: 17, requiredWidth: required, availableWidth: 100, lines: 1, fits: required <= 100,
                overflow: max(0, required - 100))
        }
        #expect(ScanOverflowAudit.isNearMiss([measurement(.xSmall, 99), measurement(.large, 101.5)]))
        #expect(!ScanOverflowAudit.isNearMiss([measurement(.large, 101.5), measurement(.ax5, 130)]))
        #expect(!ScanOverflowAudit.isNearMiss([measurement(.large, 99)]))
    }
}
