import LegibleScan
import LegibleTestSupport
import Testing

/// The Android phone screens the scan lays out at by default, read from
/// `Tables/android-screen-widths.csv` (issue 34, item 4).
@Suite struct AndroidScreensTests {
    @Test func theScreensTableEveryCell() throws {
        let table = try CSVTable.tables("android-screen-widths.csv")
        #expect(table.records.count == AndroidScreens.all.count)
        for (row, screen) in zip(table.rows, AndroidScreens.all) {
            #expect(row["screen"] == screen.name)
            #expect(try number(row["width_dp"]) == screen.width && number(row["height_dp"]) == screen.height, "\(screen.name)")
            #expect(try number(row["width_px"]) == Double(screen.widthPixels) && number(row["height_px"]) == Double(screen.heightPixels))
            #expect(try number(row["dpi"]) == Double(screen.dpi))
            #expect((row["audited_by_default"] == "yes") == screen.isAuditedByDefault)
            #expect(row["source"]?.isEmpty == false)
        }
    }

    /// Each dp size is the pixels at the density as Android works it out
    /// (`screenWidthDp = widthPixels / (densityDpi / 160)`, rounded down): the table's dp columns
    /// cannot drift from its pixel columns.
    @Test func dpSizesArePixelsAtTheDensity() {
        for screen in AndroidScreens.all {
            #expect(screen.width == (Double(screen.widthPixels) * 160 / Double(screen.dpi)).rounded(.down), "\(screen.name)")
            #expect(screen.height == (Double(screen.heightPixels) * 160 / Double(screen.dpi)).rounded(.down), "\(screen.name)")
        }
        // By hand: 240 × 160 / 120 = 320; 1080 × 160 / 480 = 360; 1080 × 160 / 420 = 411.43 → 411.
        #expect(AndroidScreens.defaultWidths == [320, 360, 411])
    }

    /// The configuration's default and the layout reader's are the table's, and a listed width replaces them.
    @Test func theDefaultsAreTheTables() throws {
        #expect(ScanConfiguration.defaultScreenWidths(for: .android) == AndroidScreens.defaultWidths)
        #expect(AndroidLayoutReader.defaultScreenWidths == AndroidScreens.defaultWidths)
        #expect(ScanConfiguration().screenWidths(for: .android) == [320, 360, 411])
        let configured = try ScanConfiguration(parsing: "scan:\n  screens:\n    android: [393]\n", file: "legible.yaml", isJSON: false)
        #expect(configured.screenWidths(for: .android) == [393])
    }
}
