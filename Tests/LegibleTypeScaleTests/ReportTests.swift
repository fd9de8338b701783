import Foundation
import LegibleReporting
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// The type-scale reports in every format, read back and compared with `Tables/` (the HIG's
/// Dynamic Type and tracking tables, the Material tokens, AOSP's font-scale curves) and with
/// published conversion factors — never with text the reports printed before.
@Suite("Reports: type scale, tracking, scaled sizes, units")
struct ReportTests {
    // MARK: Dynamic Type

    private struct IOSRow: Decodable, Equatable {
        let style: String
        let category: String
        let size: Double
        let leading: Double
        let weight: String
        let weightValue: Int
        let emphasizedWeight: String
    }

    @Test func dynamicTypeJSONEqualsTheTable() throws {
        let sizes = try CSVTable.tables("dynamic-type-ios.csv")
        let emphasized = Dictionary(uniqueKeysWithValues: try CSVTable.tables("ios-emphasized-weights.csv").rows.map { ($0["style"] ?? "", $0) })
        let json = TypeScaleReport().rendered(as: .json)
        let rows = try JSONDecoder().decode([IOSRow].self, from: Data(json.utf8))
        #expect(rows.count == sizes.rows.count)
        for (row, published) in zip(rows, sizes.rows) {
            #expect(row.style == published["style"] && row.category == published["category"])
            #expect(row.size == (try number(published["size_pt"])), "\(row.style) \(row.category)")
            #expect(row.leading == (try number(published["leading_pt"])), "\(row.style) \(row.category)")
            #expect(row.weight == published["weight"])
            #expect(row.weightValue == (row.weight == "Semibold" ? 600 : 400))
            #expect(row.emphasizedWeight == emphasized[row.style]?["emphasized_weight"])
        }
    }

    @Test func dynamicTypeCSVHasTheTableColumnsAndTheEmphasizedWeight() throws {
        let file = try String(contentsOf: tablesDirectory.appendingPathComponent("dynamic-type-ios.csv"), encoding: .utf8)
        let published = file.split(whereSeparator: \.isNewline).map(String.init)
        let printed = TypeScaleReport().rendered(as: .csv).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(printed.last == "", "ends with a newline")
        #expect(printed.count - 1 == published.count)
        for (line, expected) in zip(printed, published) {
            #expect(line.split(separator: ",").prefix(5).joined(separator: ",") == expected)
        }
        #expect(printed.first == "style,category,size_pt,leading_pt,weight,emphasized_weight")
    }

    @Test func dynamicTypeTextTableHasEveryCellAsSizeOverLeading() throws {
        let sizes = try CSVTable.tables("dynamic-type-ios.csv")
        let text = TypeScaleReport().rendered(as: .text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Dynamic Type, iOS and iPadOS (HIG), points: size/leading")
        for style in TextStyle.allCases {
            let cells = sizes.rows.filter { $0["style"] == style.displayName }.map { "\($0["size_pt"] ?? "")/\($0["leading_pt"] ?? "")" }
            let line = try #require(lines.first { $0.hasPrefix(style.displayName + " ") })
            let columns = line.dropFirst(style.displayName.count).split(separator: " ").map(String.init)
            #expect(Array(columns.prefix(12)) == cells, "\(style)")
        }
    }

    @Test func oneCategoryListsEachStyleAndOneStyleEachCategory() throws {
        let sizes = try CSVTable.tables("dynamic-type-ios.csv")
        let atAX3 = TypeScaleReport(categories: [.ax3]).rendered(as: .text).split(separator: "\n").map(String.init)
        #expect(atAX3[0] == "Dynamic Type, iOS and iPadOS (HIG), points at AX3")
        #expect(atAX3[1].split(separator: " ") == ["Style", "Size", "Leading", "Weight", "Emphasized"])
        let bodyAtAX3 = try #require(sizes.rows.first { $0["style"] == "Body" && $0["category"] == "AX3" })
        #expect(
            atAX3.contains {
                $0.split(separator: " ") == ["Body", bodyAtAX3["size_pt"], bodyAtAX3["leading_pt"], "Regular", "Semibold"].map { Substring($0 ?? "") }
            })

        let body = TypeScaleReport(styles: [.body]).rendered(as: .text).split(separator: "\n").map(String.init)
        #expect(body[0] == "Dynamic Type, iOS and iPadOS (HIG), points for Body")
        #expect(body.count == 2 + DynamicTypeCategory.allCases.count)
    }

    // MARK: Material

    private struct MaterialRow: Decodable {
        let role: String
        let size: Double
        let lineHeight: Double
        let tracking: Double
        let weight: String
        let weightValue: Int
        let fontScale: Double?
        let sizeDP: Double?
        let lineHeightDP: Double?
    }

    /// Android 14's dp for a size at a font scale with a table, interpolated here from
    /// `Tables/android-font-scale-curves.csv` (AOSP `FontScaleConverterFactory`).
    private func publishedDP(_ sp: Double, fontScale: String) throws -> Double {
        let points = try CSVTable.tables("android-font-scale-curves.csv").rows.filter { $0["font_scale"] == fontScale }
            .map { (try number($0["sp"]), try number($0["dp"])) }
        if let exact = points.first(where: { $0.0 == sp }) { return exact.1 }
        let upper = try #require(points.firstIndex { $0.0 > sp })
        let (low, high) = upper == 0 ? ((0.0, 0.0), points[0]) : (points[upper - 1], points[upper])
        return low.1 + (high.1 - low.1) * (sp - low.0) / (high.0 - low.0)
    }

    /// The baseline rows of `Tables/material-type-scale.csv` (the report lists no emphasized variants).
    private func baselineTokens() throws -> [[String: String]] {
        try CSVTable.tables("material-type-scale.csv").rows.filter { !($0["role"] ?? "").hasSuffix(" Emphasized") }
    }

    @Test(arguments: ["1.15", "1.3", "1.5", "1.8", "2"])
    func materialJSONEqualsTheTokensAndTheFontScaleCurves(_ fontScale: String) throws {
        let tokens = try baselineTokens()
        let report = try TypeScaleReport(materialRoles: MaterialTypeRole.allCases, fontScale: try number(fontScale))
        let rows = try JSONDecoder().decode([MaterialRow].self, from: Data(report.rendered(as: .json).utf8))
        #expect(rows.map(\.role) == tokens.map { $0["role"] ?? "" })
        for (row, token) in zip(rows, tokens) {
            #expect(row.size == (try number(token["size_sp"])))
            #expect(row.lineHeight == (try number(token["line_height_sp"])))
            #expect(row.tracking == (try number(token["tracking_sp"])))
            #expect(Double(row.weightValue) == (try number(token["weight"])))
            #expect(row.fontScale == (try number(fontScale)))
            #expect(abs((row.sizeDP ?? .nan) - (try publishedDP(row.size, fontScale: fontScale))) < 0.0005, "\(row.role) size at \(fontScale)")
            #expect(abs((row.lineHeightDP ?? .nan) - (try publishedDP(row.lineHeight, fontScale: fontScale))) < 0.0005, "\(row.role) line at \(fontScale)")
        }
    }

    @Test func materialBelowTheCurvesIsLinear() throws {
        // AOSP: font scales below 1.13 multiply (1.1 × 16 sp = 17.6 dp).
        let report = try TypeScaleReport(materialRoles: [.bodyLarge], fontScale: 1.1)
        #expect(report.materialRows[0].sizeDP.map { abs($0 - 17.6) < 1e-9 } == true)
        #expect(report.rendered(as: .text).hasPrefix("Material 3 type scale, sp; dp at font scale 1.1 (linear at this scale)\n"))
        let curved = try TypeScaleReport(materialRoles: [.bodyLarge], fontScale: 2).rendered(as: .text)
        #expect(curved.hasPrefix("Material 3 type scale, sp; dp at font scale 2 with Android 14 non-linear scaling\n"))
    }

    @Test func materialCSVHasTheTokenColumns() throws {
        let tokens = try baselineTokens()
        let lines = try TypeScaleReport(materialRoles: MaterialTypeRole.allCases).rendered(as: .csv).split(separator: "\n").map(String.init)
        #expect(lines[0] == "role,size_sp,line_height_sp,tracking_sp,weight")
        let expected = tokens.map { row in ["role", "size_sp", "line_height_sp", "tracking_sp", "weight"].map { row[$0] ?? "" }.joined(separator: ",") }
        #expect(Array(lines.dropFirst()) == expected)
        let scaled = try TypeScaleReport(materialRoles: [.labelSmall], fontScale: 1.5).rendered(as: .csv).split(separator: "\n")
        #expect(scaled[0] == "role,size_sp,line_height_sp,tracking_sp,weight,font_scale,size_dp,line_height_dp")
        #expect(scaled[1].hasPrefix("Label Small,11,16,0.5,500,1.5,"))
    }

    @Test func aFontScaleMustBePositiveAndFinite() {
        for bad in [0, -1, .infinity, .nan] {
            #expect(throws: TypeScaleError.self) { try TypeScaleReport(materialRoles: [.bodyLarge], fontScale: bad) }
        }
    }

    // MARK: Tracking

    private struct TrackingObject: Decodable {
        let family: String
        let size: Double
        let tracking1000em: Double
        let trackingPoints: Double
        let basis: String
    }

    @Test func trackingReportGivesThePublishedRows() throws {
        for row in try CSVTable.tables("tracking-sf-pro.csv").rows {
            let family = try TrackingTable(parsing: row["family"] ?? "")
            let size = try number(row["size_pt"])
            let report = try TrackingReport(size: size, family: family)
            let object = try JSONDecoder().decode(TrackingObject.self, from: Data(report.rendered(as: .json).utf8))
            #expect(object.family == row["family"] && object.size == size && object.basis == "published row")
            #expect(object.tracking1000em == (try number(row["tracking_1000em"])), "\(family) \(size)")
            #expect(object.trackingPoints == (try number(row["tracking_pt"])), "\(family) \(size)")
            let text = report.rendered(as: .text)
            #expect(
                text == "\(row["family"] ?? "") at \(row["size_pt"] ?? "") pt: \(row["tracking_1000em"] ?? "")/1000 em = "
                    + "\(try number(row["tracking_pt"]).formatted()) pt (published row)\n", "\(text)")
        }
    }

    @Test func trackingBetweenRowsIsInterpolated() throws {
        // HIG SF Pro: 54 pt +6/1000 em 0.32 pt, 56 pt +6 0.30 pt → 55 pt: 6, 0.31.
        let report = try TrackingReport(size: 55)
        #expect(report.rendered(as: .text) == "SF Pro at 55 pt: 6/1000 em = 0.31 pt (interpolated between 54 and 56 pt)\n")
        #expect(throws: TypeScaleError.self) { try TrackingReport(size: 0) }
        #expect(throws: TypeScaleError.self) { try TrackingReport(size: -.infinity) }
    }

    // MARK: Scaled sizes

    private struct ScaledRow: Decodable {
        let size: Double
        let style: String
        let category: String
        let ratio: Double
        let scaled: Double
        let uncapped: Double
        let maximum: Double?
        let capped: Bool
    }

    @Test(arguments: TextStyle.allCases)
    func scaledSizesFollowTheStyleColumn(_ style: TextStyle) throws {
        let column = try CSVTable.tables("dynamic-type-ios.csv").rows.filter { $0["style"] == style.displayName }
        let atLarge = try number(column.first { $0["category"] == "Large" }?["size_pt"])
        let report = try ScaledSizeReport(size: 15, style: style, maximum: 40)
        let rows = try JSONDecoder().decode([ScaledRow].self, from: Data(report.rendered(as: .json).utf8))
        #expect(rows.map(\.category) == column.map { $0["category"] ?? "" })
        for (row, published) in zip(rows, column) {
            let ratio = try number(published["size_pt"]) / atLarge
            // Rounded to 4 and 3 decimals in the JSON.
            #expect(abs(row.ratio - ratio) <= 0.00005 + 1e-12, "\(style) \(row.category)")
            #expect(abs(row.uncapped - 15 * ratio) <= 0.0005 + 1e-12)
            #expect(abs(row.scaled - min(15 * ratio, 40)) <= 0.0005 + 1e-12)
            #expect(row.capped == (15 * ratio > 40) && row.maximum == 40 && row.size == 15 && row.style == style.displayName)
        }
    }

    @Test func scaledSizeTextMarksTheCap() throws {
        // Body: 53 pt at AX5 ÷ 17 pt at Large = ×3.1176; 15 pt → 46.7647 pt, capped at 40.
        let lines = try ScaledSizeReport(size: 15, categories: [.ax5], maximum: 40).rendered(as: .text).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "15 pt at Large, scaled with Body, at most 40 pt")
        #expect(lines[1].split(separator: " ") == ["Category", "Ratio", "Size", "(pt)"])
        let cells = lines[2].split(separator: " ").map(String.init)
        #expect(Array(cells.prefix(5)) == ["AX5", "×3.1176", "40", "capped", "from"])
        let cappedFrom = try #require(Double(cells.last ?? ""))
        let uncapped: Double = 15.0 * 53 / 17
        #expect(abs(cappedFrom - uncapped) < 0.006)
        #expect(throws: TypeScaleError.self) { try ScaledSizeReport(size: 15, maximum: 0) }
    }

    // MARK: Units

    @Test func unitsUsePublishedFactors() throws {
        // HIG, Images: @1x/@2x/@3x; Android density buckets (Tables/pixel-densities.csv); CSS: 1px = 0.75pt.
        #expect(try UnitConversionReport(value: 100, from: .applePixel(scale: 1), to: .applePixel(scale: 3)).rendered(as: .text) == "100 px@1x = 300 px@3x\n")
        #expect(try UnitConversionReport(value: 16, from: .cssPixel, to: .cssPoint).rendered(as: .text) == "16 css-px = 12 css-pt\n")
        for row in try CSVTable.tables("pixel-densities.csv").rows where row["platform"] == "android" {
            let density = try AndroidDensity(parsing: row["name"] ?? "")
            let report = try UnitConversionReport(value: 48, from: .dp, to: .androidPixel(density))
            #expect(abs(report.conversions[0].result - 48 * (try number(row["pixels_per_unit"]))) < 1e-9, "\(density)")
            #expect(report.conversions[0].assumesLogicalPixelsMatch == false)
        }
    }

    @Test func spConversionsUseTheFontScaleCurves() throws {
        // AOSP's 2.0 table: 14 sp → 26 dp.
        let report = try UnitConversionReport(value: 14, from: .sp, to: .dp, fontScale: 2)
        #expect(report.rendered(as: .text) == "14 sp = \(try publishedDP(14, fontScale: "2").formatted()) dp (font scale 2)\n")
        let json = try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [String: Any]
        #expect(json?["result"] as? Double == 26 && json?["fontScale"] as? Double == 2 && json?["note"] == nil)
    }

    @Test func everyUnitListsEachUnitAndSaysWhenItCrossesPlatforms() throws {
        let report = try UnitConversionReport(value: 17, from: .point)
        #expect(report.conversions.map(\.to) == UnitConversionReport.everyUnit)
        let objects = try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [[String: Any]]
        #expect(objects?.count == UnitConversionReport.everyUnit.count)
        #expect(objects?.first { $0["to"] as? String == "px@3x" }?["result"] as? Double == 51)
        #expect(objects?.first { $0["to"] as? String == "dp" }?["note"] as? String == "assumes 1 pt = 1 dp = 1 css-px")
        #expect(objects?.first { $0["to"] as? String == "px@2x" }?["note"] == nil)
        let text = report.rendered(as: .text)
        #expect(text.hasPrefix("17 pt is\n\n"))
        #expect(text.hasSuffix("\n\nBetween platforms: 1 pt = 1 dp = 1 css-px (the usual design convention).\n"))
        #expect(throws: TypeScaleError.self) { try UnitConversionReport(value: .nan, from: .point) }
    }

    // MARK: Numbers people type

    @Test func numbersAreDecimalOnly() throws {
        #expect(try TypeScaleNumber.parse(" -8 ", role: "value") == -8)
        #expect(try TypeScaleNumber.parsePositive("1.5e1", role: "size", unit: "points") == 15)
        for bad in ["0x1p4", "inf", "nan", "1e999", "abc", ""] {
            #expect(throws: TypeScaleError("size \"\(bad)\": expected a number, such as 17 or 15.5")) {
                try TypeScaleNumber.parsePositive(bad, role: "size", unit: "points")
            }
        }
        #expect(throws: TypeScaleError("size \"0\": expected a positive number of points")) {
            try TypeScaleNumber.parsePositive("0", role: "size", unit: "points")
        }
    }

    // Numbers out of range for their meaning: `units 1e308` printed inf, `scale 1e308` and `tracking 1e-320` worked on sizes no
    // text has. Sizes are 1 to 10,000 pt, font scales 0.1 to 10, lengths at most 1e9.
    @Test func numbersAreWithinTheRangeOfTheirMeaning() throws {
        let sizes = TypeScaleNumber.pointSizes
        #expect(try TypeScaleNumber.parse("10000", role: "size", in: sizes, unit: "points") == 10_000)
        #expect(try TypeScaleNumber.parse("1", role: "size", in: sizes, unit: "points") == 1)
        for text in ["1e308", "1e-320", "0.5", "10000.5"] {
            #expect(throws: TypeScaleError("size \"\(text)\": expected 1 to 10000 points")) {
                try TypeScaleNumber.parse(text, role: "size", in: sizes, unit: "points")
            }
        }
        #expect(throws: TypeScaleError("size \"-2\": expected a positive number of points")) {
            try TypeScaleNumber.parse("-2", role: "size", in: sizes, unit: "points")
        }
        #expect(throws: TypeScaleError("value 1e+308: expected -1000000000 to 1000000000 pt")) { try UnitConversionReport(value: 1e308, from: .point) }
        #expect(throws: TypeScaleError("value -1000000000.5: expected -1000000000 to 1000000000 dp")) {
            try UnitConversionReport(value: -1_000_000_000.5, from: .dp)
        }
        #expect(try UnitConversionReport(value: -1e9, from: .point, to: .applePixel(scale: 3)).conversions[0].result == -3e9)
        #expect(throws: TypeScaleError("font scale 1e+308: expected 0.1 to 10 times the default size")) {
            try UnitConversionReport(value: 14, from: .sp, fontScale: 1e308)
        }
        #expect(throws: TypeScaleError("font scale 0.05: expected 0.1 to 10 times the default size")) {
            try TypeScaleReport(materialRoles: [.bodyLarge], fontScale: 0.05)
        }
        #expect(throws: TypeScaleError("size 1e-05: expected 1 to 10000 points")) { try TrackingReport(size: 1e-5) }
        #expect(throws: TypeScaleError("size 0.5: expected 1 to 10000 points")) { try TrackingReport(size: 0.5) }
        #expect(throws: TypeScaleError("size 10001: expected 1 to 10000 points")) { try TrackingReport(size: 10_001) }
        #expect(throws: TypeScaleError("maximum 1e+308: expected 1 to 10000 points")) { try ScaledSizeReport(size: 15, maximum: 1e308) }
    }

    @Test func aLongValueIsCutShortInTheMessage() {
        let text = String(repeating: "9", count: 100_000)
        #expect(
            throws: TypeScaleError(
                "value \"\(String(repeating: "9", count: 64))…\" (100000 bytes, cut to the first 64 characters): expected a number, such as 17 or 15.5")
        ) {
            try TypeScaleNumber.parse(text, role: "value")
        }
        #expect(throws: TypeScaleError.self) { try FontWeight(parsing: text) }
    }

    // MARK: Codable

    @Test func reportsAndTheirValuesRoundTripThroughJSON() throws {
        func roundTrip<Value: Codable & Equatable>(_ value: Value) throws {
            let decoded = try JSONDecoder().decode(Value.self, from: try JSONEncoder().encode(value))
            #expect(decoded == value)
        }
        try roundTrip(TypeScaleReport(styles: [.body, .headline], categories: [.large, .ax5]))
        try roundTrip(try TypeScaleReport(materialRoles: [.bodyLarge], fontScale: 1.3))
        try roundTrip(try TrackingReport(size: 23, family: .sfLegacy))
        try roundTrip(try ScaledSizeReport(size: 15, maximum: 40))
        try roundTrip(try UnitConversionReport(value: 14, from: .sp, fontScale: 2))
        try roundTrip([LengthUnit.applePixel(scale: 2), .androidPixel(.xxhdpi), .cssPoint])
        try roundTrip(MaterialTypeRole.titleMedium.style)
        try roundTrip(TrackingTable.newYork.lookUpTracking(atSize: 300))
    }
}

extension Double {
    /// The number as the HIG prints it: no trailing zeros ("0.3", "-0.43", "26").
    fileprivate func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
