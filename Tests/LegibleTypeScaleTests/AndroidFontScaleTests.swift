import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Android font scales: parsing, names, and Material letter spacing converted as Compose converts
/// a `TextUnit.sp` (the same non-linear curve as the size), checked against Tables/.
struct AndroidFontScaleTests {
    @Test(arguments: [("1.5", 1.5), ("1.5x", 1.5), ("150%", 1.5), ("0.85X", 0.85), ("2×", 2.0), (" 1.3 ", 1.3)])
    func parses(text: String, value: Double) throws {
        #expect(try AndroidFontScale(parsing: text).value == value)
    }

    @Test(arguments: ["", "x", "0", "4", "-1.5", "1,5", "nan", "0x1p0"])
    func rejects(text: String) {
        #expect(throws: TypeScaleError.self) { try AndroidFontScale(parsing: text) }
    }

    @Test func systemScalesAreAndroid14s() throws {
        #expect(AndroidFontScale.systemScales.map(\.value) == [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2])
        #expect(AndroidFontScale.systemScales.map(\.displayName) == ["0.85x", "1x", "1.15x", "1.3x", "1.5x", "1.8x", "2x"])
        #expect(TextSizeStep.fontScale(AndroidFontScale.systemScales[4]).displayName == "1.5x")
        #expect(TextSizeStep.category(.ax2).displayName == "AX2")
        #expect(try TextSizePlatform(parsing: "Android") == .android)
    }

    /// Letter spacing (under 8 sp) lies below the table's first point, so it scales by that
    /// point's ratio dp/sp: the table's 8 sp row, read here, not Legible's interpolation.
    @Test func letterSpacingScalesWithTheFirstTablePoint() throws {
        let rows = try CSVTable.tables("android-font-scale-curves.csv").rows.filter { $0["sp"] == "8" }
        #expect(rows.count == 5)
        for row in rows {
            let scale = try AndroidFontScale(try number(row["font_scale"]))
            let ratio = try number(row["dp"]) / 8
            for spacing in [0.1, 0.25, 0.5, -0.25] {
                #expect(abs(scale.dp(fromSP: spacing) - spacing * ratio) < 1e-12, "\(spacing) sp at \(scale)")
            }
        }
    }
}
