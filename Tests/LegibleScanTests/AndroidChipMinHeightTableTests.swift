import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// The `chipMinHeight` of Material's chip styles, as the scan uses it for a chip that writes a
/// `chipMinTouchTargetSize`, equals `Tables/android-chip-min-heights.csv` (read from
/// material-components-android `chip/res/values/styles.xml` and `tokens.xml`) in every cell.
@Suite struct AndroidChipMinHeightTableTests {
    @Test func tableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-chip-min-heights.csv"), encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "style,chip_min_height_dp,source")
        let rows = lines.dropFirst().map { $0.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.map { $0[0] }.sorted() == AndroidLayoutWalk.chipMinHeights.keys.sorted())
        for row in rows {
            #expect(row.count == 3 && row[2].hasPrefix("material-components-android "), "\(row[0])")
            #expect(AndroidLayoutWalk.chipMinHeights[row[0]] == Double(row[1]), "\(row[0])")
        }
    }

    /// A chip whose style is not read draws at the one height every style sets.
    @Test func theDefaultIsEveryStylesHeight() {
        #expect(AndroidLayoutWalk.chipMinHeights.values.allSatisfy { $0 == AndroidLayoutWalk.defaultChipMinHeight })
    }
}
