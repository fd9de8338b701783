import LegibleTestSupport
import Testing

@testable import LegibleColor

@Suite("APCA")
struct APCATests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let background: String
        let lc: Double
        var testDescription: String { "\(text) on \(background)" }
    }

    /// Tests/Reference/apca-published-tests.csv: apca-w3's own tests plus Leonardo's and chroma.js's.
    static let published: [Case] = {
        guard let table = try? CSVTable.reference("apca-published-tests.csv") else { return [] }
        return table.rows.compactMap { row in
            guard let text = row["text"], let background = row["background"],
                let lc = row["Lc"].flatMap(Double.init)
            else { return nil }
            return Case(text: text, background: background, lc: lc)
        }
    }()

    @Test func publishedCasesAreLoaded() {
        #expect(APCATests.published.count >= 26)
    }

    @Test(arguments: APCATests.published)
    func lcMatchesPublishedValue(testCase: Case) throws {
        let lc = try SRGBColor(parsing: testCase.text).apcaContrast(on: try SRGBColor(parsing: testCase.background))
        #expect(abs(lc - testCase.lc) < 1e-9, "got \(lc)")
    }

    @Test func polarityIsSigned() throws {
        let grey = try SRGBColor(parsing: "#888")
        #expect(grey.apcaContrast(on: .white) > 0)
        #expect(SRGBColor.white.apcaContrast(on: grey) < 0)
    }

    @Test func translucentTextIsBlendedFirst() throws {
        // apca-w3 test/index.js: calcAPCA('#0006', '#fff') = 54.62184067441377.
        let measurement = ContrastMeasurement(foreground: try SRGBColor(parsing: "#0006"), background: .white)
        #expect(abs(measurement.apcaContrast - 54.62184067441377) < 1e-9)
    }

    @Test func constantsEqualTablesFile() throws {
        typealias K = APCA.Constants
        let swift: [String: Double] = [
            "mainTRC": K.mainTRC, "red_coefficient": K.redCoefficient, "green_coefficient": K.greenCoefficient,
            "blue_coefficient": K.blueCoefficient, "normal_background_exponent": K.normalBackgroundExponent,
            "normal_text_exponent": K.normalTextExponent, "reverse_text_exponent": K.reverseTextExponent,
            "reverse_background_exponent": K.reverseBackgroundExponent, "black_threshold": K.blackThreshold,
            "black_clamp": K.blackClamp, "scale_black_on_white": K.scaleBlackOnWhite,
            "scale_white_on_black": K.scaleWhiteOnBlack, "offset_black_on_white": K.offsetBlackOnWhite,
            "offset_white_on_black": K.offsetWhiteOnBlack, "minimum_luminance_difference": K.minimumLuminanceDifference,
            "low_clip": K.lowClip,
        ]
        let table = try CSVTable.tables("apca-constants.csv")
        #expect(table.rows.count == swift.count)
        for row in table.rows {
            let name = try #require(row["name"])
            #expect(swift[name] == row["value"].flatMap(Double.init), "\(name)")
        }
    }

    @Test(arguments: [("apca-font-sizes.csv", APCAFontLookup.sizes), ("apca-font-deltas.csv", APCAFontLookup.deltas)])
    func fontTableEqualsTablesFileInEveryCell(file: String, swift: [[Double]]) throws {
        let table = try CSVTable.tables(file)
        #expect(table.header == ["Lc"] + APCAFontLookup.weights.map { "w\($0)" })
        #expect(table.rows.count == swift.count)
        for (index, row) in table.rows.enumerated() where index < swift.count {
            #expect(row["Lc"].flatMap(Double.init) == APCAFontLookup.rowContrasts[index])
            for (column, weight) in APCAFontLookup.weights.enumerated() {
                #expect(row["w\(weight)"].flatMap(Double.init) == swift[index][column], "\(file) Lc \(index) w\(weight)")
            }
        }
    }

    private func sizes(_ lc: Double) -> [APCAFontRequirement] {
        let lookup = APCAFontLookup.minimumFontSizes(lc: lc)
        return APCAFontLookup.weights.compactMap { lookup[$0] }
    }

    @Test func lookupOnTableRows() {
        // fontLookupAPCA(75) and fontLookupAPCA(45) as published.
        #expect(sizes(75) == [60, 42, 24, 18, 16, 15, 14, 16, 18].map { .minimumSize($0) })
        #expect(sizes(45) == [108, 96, 72, 42, 32, 28, 24, 24, 24].map { .minimumSize($0) })
    }

    @Test func lookupInterpolatesLikeThePublishedFunction() {
        // Worked by hand from fontLookupAPCA for Lc 63.0565 (#888 on white): row Lc 60, step 0.6113;
        // sizes above 24 px round(size − delta × step); others step down in whole half-pixels.
        #expect(sizes(63.056469930209424) == [70, 47, 36, 23, 20, 17.5, 15.5, 16, 18].map { .minimumSize($0) })
        // |Lc| is used: −68.54 is row Lc 65, step 0.7083.
        #expect(sizes(-68.54146436644962) == [65, 45, 29, 20.25, 18.5, 16.5, 15, 16, 18].map { .minimumSize($0) })
    }

    @Test func lowContrastIsNonTextOrProhibited() {
        #expect(sizes(27).allSatisfy { $0 == .nonTextOnly })
        #expect(sizes(20).allSatisfy { $0 == .nonTextOnly })
        #expect(sizes(10).allSatisfy { $0 == .prohibited })
        #expect(sizes(3).allSatisfy { $0 == .prohibited })
        #expect(sizes(0).allSatisfy { $0 == .prohibited })
        #expect(sizes(32)[0] == .nonTextOnly)
        #expect(sizes(200).count == 9)
    }
}
