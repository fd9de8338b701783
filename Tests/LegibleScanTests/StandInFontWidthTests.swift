import LegibleTestSupport
import Testing

@testable import LegibleScan

/// The near-edge overflow margins against `Tables/stand-in-font-widths.csv`, the measurement of
/// SF Pro against Inter on Xcode's frames they come from (Documentation/Scan.md, "within 2%").
@Suite struct StandInFontWidthTests {
    static func ratio(_ weight: String, _ column: String) throws -> Double {
        let table = try CSVTable.tables("stand-in-font-widths.csv")
        let row = try #require(table.rows.first { $0["weight"] == weight }, "no row \(weight)")
        return try #require(Double(row[column] ?? ""), "\(weight) \(column)")
    }

    /// Regular: SF Pro as narrow as 0.986 of Inter on a frame that fits, so Inter may need
    /// 1 / 0.986 − 1 more than the frame: that much is a note.
    @Test func theRegularMarginIsTheNarrowestMeasuredSFPro() throws {
        let narrowest = try Self.ratio("regular", "min_sf_pro_over_inter")
        #expect(abs(ScanOverflowAudit.regularStandInError - (1 / narrowest - 1)) < 1e-12)
    }

    /// The warning's 2% holds the Regular margin; at Medium and heavier SF Pro was never narrower
    /// than Inter (the least ratio is 1), so no further room is owed there.
    @Test func theWarningMarginHoldsEveryRowsRoom() throws {
        #expect(ScanOverflowAudit.standInFontError >= ScanOverflowAudit.regularStandInError)
        #expect(try Self.ratio("medium-and-heavier", "min_sf_pro_over_inter") >= 1)
        // Must not: a margin below what Regular measured would call fitting text an overflow.
        #expect(ScanOverflowAudit.standInFontError < 1 / (try Self.ratio("regular", "min_sf_pro_over_inter")) - 1 + 0.01)
    }
}
