import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// The autosize range Android gives a uniform `TextView` that writes none, as the scan uses it,
/// equals `Tables/android-autosize-defaults.csv` (read from AOSP's `TextView` and AppCompat's
/// `AppCompatTextViewAutoSizeHelper`) in every cell.
@Suite struct AndroidAutoSizeDefaultsTests {
    @Test func defaultsEqualTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-autosize-defaults.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let code = ["autoSizeMinTextSize": AndroidLayoutWalk.defaultAutoSizeMinimum, "autoSizeMaxTextSize": AndroidLayoutWalk.defaultAutoSizeMaximum]
        #expect(rows.map { $0[0] }.sorted() == code.keys.sorted())
        for row in rows { #expect(code[row[0]] == Double(row[1]), "\(row[0])") }
    }
}
