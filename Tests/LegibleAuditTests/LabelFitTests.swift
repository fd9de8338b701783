import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Single labels against hb-shape, not against numbers Legible printed. Widths are HarfBuzz
/// advance sums (font units) ÷ units per em × point size, plus Apple's SF Pro tracking
/// (Tables/tracking-sf-pro.csv, points column) after every character but the last on a line.
/// The advances (HarfBuzz 6, features as Legible shapes under tracking; whole-text shaping,
/// split at the space by cluster):
///
///     hb-shape --features=-liga,-clig --variations=wght=400 --output-format=json \
///         Fonts/Inter/Inter-roman.var.ttf "Benachrichtigungen anzeigen"
///         → Σ ax = 39412 of 2816 upem: "Benachrichtigungen" 26592, space 792, "anzeigen" 12028
///     … Fonts/Inter/InterDisplay-roman.var.ttf "Benachrichtigungen anzeigen"
///         → Σ ax = 25869 of 2048 upem: 17410, 570, 7889
///         per character (clusters 0…26) in Inter Text: 1832 1640 1648 1588 1572 1664 1048 668 1572
///         1664 1024 668 1716 1636 1648 1716 1640 1648 792 1588 1648 1480 1640 668 1716 1640 1648;
///         in Inter Display: 1208 1076 1100 1046 1040 1108 632 392 1040 1108 616 392 1138 1100 1100
///         1138 1076 1100 570 1046 1100 961 1076 392 1138 1076 1100
///     … --variations=wght=600 Fonts/Inter/Inter-roman.var.ttf "Benachrichtigungen anzeigen"
///         → Σ ax = 40674 of 2816 upem (Semibold: Headline's own weight)
///     hb-shape --features=-liga,-clig --language=ar Fonts/Noto/NotoSansArabic-Regular.ttf "إعدادات الخصوصية"
///         → Σ ax = 7797 of 1000 upem: "إعدادات" 3219, space 260, "الخصوصية" 4318
///     hb-shape --features=-liga,-clig --language=zh-Hans --face-index=2 Fonts/Noto/NotoSansCJK-Regular.ttc "通知设置已更新"
///         → 7 × 1000 of 1000 upem
///
/// Body is 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt from xSmall to AX5 (HIG), Inter Text
/// below 20 pt and Inter Display from 20 pt; the Arabic and Chinese letters come from the
/// bundled fallbacks at every size.
@Suite("Single-label fit")
struct LabelFitTests {
    static let fitter = LabelFitter(fontsDirectory: packageRoot.appendingPathComponent("Fonts").path)
    static let bodySizes: [(DynamicTypeCategory, Double)] = zip(DynamicTypeCategory.allCases, [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]).map {
        ($0, $1)
    }

    /// SF Pro's tracking in points at the Body sizes (Tables/tracking-sf-pro.csv).
    static let tracking: [Double: Double] = [
        14: -0.15, 15: -0.23, 16: -0.31, 17: -0.43, 19: -0.45, 21: -0.36, 23: -0.10, 28: 0.38, 33: 0.40, 40: 0.37, 47: 0.37, 53: 0.31,
    ]

    static func width(_ units: Double, upem: Double, size: Double, characters: Int) -> Double {
        units / upem * size + tracking[size]! * Double(characters - 1)
    }

    /// The largest category whose expected width (or widths, one per line) fits `limit`.
    static func largestFitting(_ widths: (Double) -> [Double], limit: Double) -> DynamicTypeCategory? {
        var largest: DynamicTypeCategory?
        for (category, size) in bodySizes {
            guard widths(size).allSatisfy({ $0 <= limit }) else { break }
            largest = category
        }
        return largest
    }

    /// The widths of the lines a text wraps into, filled greedily as UILabel fills them (and as
    /// the README describes): as many words as fit, breaking after spaces; a word wider than the
    /// line broken after as many characters as fit; trailing spaces and the tracking after a
    /// line's last character not counted. `advances`: each character's advance in points.
    static func wrap(_ text: String, advances: [Double], tracking: Double, limit: Double) -> [Double] {
        let characters = Array(text)
        func width(_ range: Range<Int>) -> Double {
            var end = range.upperBound
            while end > range.lowerBound, characters[end - 1] == " " { end -= 1 }
            guard end > range.lowerBound else { return 0 }
            return advances[range.lowerBound..<end].reduce(0, +) + tracking * Double(end - range.lowerBound - 1)
        }
        let breaks = characters.indices.filter { $0 > 0 && characters[$0 - 1] == " " } + [characters.count]
        var lines: [Double] = []
        var start = 0
        while start < characters.count {
            let opportunities = breaks.filter { $0 > start }
            var end = opportunities.prefix { width(start..<$0) <= limit }.last
            if end == nil {
                // The first word alone is too wide: as many of its characters as fit, at least one.
                end = start + 1
                while end! < opportunities[0], width(start..<(end! + 1)) <= limit { end! += 1 }
            }
            lines.append(width(start..<end!))
            start = end!
        }
        return lines
    }

    static func label(width: Double, lines: Int) -> LabelLayout {
        LabelLayout(sizing: .textStyle(.body), weight: .regular, width: width, maxLines: lines)
    }

    @Test func germanOnOneAndTwoLines() throws {
        // Inter Text below 20 pt, Inter Display from 20 pt.
        func whole(_ size: Double) -> Double {
            size < 20 ? Self.width(39412, upem: 2816, size: size, characters: 27) : Self.width(25869, upem: 2048, size: size, characters: 27)
        }
        let textAdvances: [Double] = [
            1832, 1640, 1648, 1588, 1572, 1664, 1048, 668, 1572, 1664, 1024, 668, 1716, 1636, 1648, 1716, 1640, 1648, 792, 1588, 1648,
            1480, 1640, 668, 1716, 1640, 1648,
        ]
        let displayAdvances: [Double] = [
            1208, 1076, 1100, 1046, 1040, 1108, 632, 392, 1040, 1108, 616, 392, 1138, 1100, 1100, 1138, 1076, 1100, 570, 1046, 1100,
            961, 1076, 392, 1138, 1076, 1100,
        ]
        #expect(textAdvances.reduce(0, +) == 39412 && displayAdvances.reduce(0, +) == 25869)
        func lines(_ size: Double, limit: Double = 240) -> [Double] {
            let (units, upem) = size < 20 ? (textAdvances, 2816.0) : (displayAdvances, 2048.0)
            return Self.wrap("Benachrichtigungen anzeigen", advances: units.map { $0 / upem * size }, tracking: Self.tracking[size]!, limit: limit)
        }
        let oneLine = try Self.fitter.fit("Benachrichtigungen anzeigen", in: Self.label(width: 240, lines: 1), locale: "de")
        #expect(Self.largestFitting({ [whole($0)] }, limit: 240) == .large)  // 226.75 at Large, 254.22 at xLarge
        #expect(oneLine.fitsUpTo == .large)
        for (category, size) in Self.bodySizes {
            let fitted = try #require(oneLine.size(at: category))
            #expect(abs(fitted.oneLineWidth - whole(size)) < 1e-6, "\(category): \(fitted.oneLineWidth) vs \(whole(size))")
            #expect(abs(fitted.measurement.requiredWidth - whole(size)) < 1e-6)
            #expect(fitted.measurement.size == size)
        }
        #expect(oneLine.size(at: .xLarge)?.measurement.lines == 2)  // the words wrap in 240 pt

        // On two lines: one word a line up to xxxLarge ("Benachrichtigungen" is 193.82 pt there);
        // from AX1 the long word no longer fits a line and is broken between characters, and
        // the text still takes two lines until AX3.
        let twoLines = try Self.fitter.fit("Benachrichtigungen anzeigen", in: Self.label(width: 240, lines: 2), locale: "de")
        #expect(lines(23).count == 2 && abs(lines(23)[0] - Self.width(17410, upem: 2048, size: 23, characters: 18)) < 1e-9)
        #expect(Self.largestFitting({ size in lines(size).count <= 2 ? lines(size) : [.infinity] }, limit: 240) == .ax2)
        #expect(twoLines.fitsUpTo == .ax2)
        for (category, size) in Self.bodySizes {
            #expect(twoLines.size(at: category)?.measurement.lines == lines(size).count, "\(category)")
        }
        let xxxLarge = try #require(twoLines.size(at: .xxxLarge))
        #expect(abs(xxxLarge.oneLineWidth - whole(23)) < 1e-6)
        // The narrowest width in which the text still takes two lines (breaking inside the long
        // word: "Benachrichtigu" / "ngen anzeigen"), to 1/100 pt.
        var (tooNarrow, wideEnough) = (0.0, 240.0)
        while wideEnough - tooNarrow > 0.001 {
            let middle = (tooNarrow + wideEnough) / 2
            if lines(23, limit: middle).count <= 2 { wideEnough = middle } else { tooNarrow = middle }
        }
        #expect(abs(xxxLarge.measurement.requiredWidth - wideEnough) <= 0.011, "\(xxxLarge.measurement.requiredWidth) vs \(wideEnough)")
    }

    @Test func arabicOnOneAndTwoLines() throws {
        func whole(_ size: Double) -> Double { Self.width(7797, upem: 1000, size: size, characters: 16) }
        func words(_ size: Double) -> [Double] {
            [Self.width(3219, upem: 1000, size: size, characters: 7), Self.width(4318, upem: 1000, size: size, characters: 8)]
        }
        let oneLine = try Self.fitter.fit("إعدادات الخصوصية", in: Self.label(width: 160, lines: 1), locale: "ar")
        #expect(Self.largestFitting({ [whole($0)] }, limit: 160) == .xxLarge)  // 158.34 at xxLarge, 177.83 at xxxLarge
        #expect(oneLine.fitsUpTo == .xxLarge)
        #expect(oneLine.missingCharacters.isEmpty)
        for (category, size) in Self.bodySizes {
            #expect(abs((oneLine.size(at: category)?.oneLineWidth ?? 0) - whole(size)) < 1e-6, "\(category)")
        }
        let twoLines = try Self.fitter.fit("إعدادات الخصوصية", in: Self.label(width: 160, lines: 2), locale: "ar")
        #expect(Self.largestFitting(words, limit: 160) == .ax2)  // 145.29 at AX2, 175.31 at AX3
        #expect(twoLines.fitsUpTo == .ax2)
        #expect(twoLines.size(at: .ax2)?.measurement.lines == 2)
    }

    @Test func chineseOnOneAndTwoLines() throws {
        // Seven ideographs of 1 em; a line may break between any two of them.
        func line(_ size: Double, _ characters: Int) -> Double {
            Self.width(Double(characters) * 1000, upem: 1000, size: size, characters: characters)
        }
        let oneLine = try Self.fitter.fit("通知设置已更新", in: Self.label(width: 160, lines: 1), locale: "zh-Hans")
        #expect(Self.largestFitting({ [line($0, 7)] }, limit: 160) == .xxLarge)  // 144.84 at xxLarge, 160.40 at xxxLarge
        #expect(oneLine.fitsUpTo == .xxLarge)
        #expect(abs((oneLine.size(at: .xxxLarge)?.oneLineWidth ?? 0) - line(23, 7)) < 1e-6)
        // Two lines: four ideographs on the first (a greedy fill), three on the second.
        let twoLines = try Self.fitter.fit("通知设置已更新", in: Self.label(width: 160, lines: 2), locale: "zh-Hans")
        #expect(Self.largestFitting({ [line($0, 4), line($0, 3)] }, limit: 160) == .ax2)  // 133.2 at AX2, 161.11 at AX3
        #expect(twoLines.fitsUpTo == .ax2)
        #expect(twoLines.size(at: .ax3)?.measurement.lines == 3)
    }

    /// A Headline label built without a weight is measured at Semibold, Headline's own weight
    /// in Apple's table (Tables/ios-emphasized-weights.csv), as `legible measure --style
    /// headline` measures it: 17 pt at Large, Inter Text at wght 600.
    @Test func aHeadlineWithoutAWeightIsMeasuredAtSemibold() throws {
        let semibold = Self.width(40674, upem: 2816, size: 17, characters: 27)  // 234.37
        let regular = Self.width(39412, upem: 2816, size: 17, characters: 27)  // 226.75
        let headline = LabelLayout(sizing: .textStyle(.headline), width: 400, maxLines: 1)
        let fit = try Self.fitter.fit("Benachrichtigungen anzeigen", in: headline, locale: "de")
        #expect(fit.layout.weight == .semibold)
        let large = try #require(fit.size(at: .large))
        #expect(abs(large.oneLineWidth - semibold) < 1e-6, "\(large.oneLineWidth) vs \(semibold)")
        // `weight:` still overrides the style's own.
        var regularHeadline = headline
        regularHeadline.weight = .regular
        let overridden = try Self.fitter.fit("Benachrichtigungen anzeigen", in: regularHeadline, locale: "de")
        #expect(abs((overridden.size(at: .large)?.oneLineWidth ?? 0) - regular) < 1e-6)
    }

    @Test func fixedSizeIsTheSameAtEveryCategory() throws {
        let label = LabelLayout(sizing: .fixed(points: 17), width: 240, maxLines: 1)
        let fit = try Self.fitter.fit("Benachrichtigungen anzeigen", in: label, locale: "de")
        #expect(fit.sizes.count == 12)
        #expect(Set(fit.sizes.map(\.oneLineWidth)).count == 1)
        #expect(fit.fitsUpTo == .ax5)
    }

    /// The fitter and the audit share their steps: every label of the sample catalog gets the
    /// same measurements either way.
    @Test func agreesWithTheAuditOfTheSampleCatalog() async throws {
        let result = try await Sample.audit()
        #expect(!result.labels.isEmpty)
        for label in result.labels {
            let fit = try Self.fitter.fit(label.displayText, in: label.layout, locale: label.entry.locale)
            #expect(fit.sizes.map(\.measurement) == label.measurements, "\(label.findingID)")
            #expect(fit.fitsUpTo == label.fitsUpTo)
            #expect(fit.missingCharacters == label.missingCharacters)
        }
    }

    /// The example of the "Fitting one label" article (and of the sample catalog's
    /// settings.save, whose widths SampleAuditTests derives from hb-shape).
    @Test func theArticlesButton() throws {
        let button = LabelLayout(sizing: .textStyle(.body), weight: .semibold, width: 160, maxLines: 1)
        #expect(try Self.fitter.fit("Save changes", in: button, locale: "en").fitsUpTo == .xxxLarge)
        #expect(try Self.fitter.fit("Änderungen speichern", in: button, locale: "de").fitsUpTo == .xSmall)
        #expect(try Self.fitter.fit("保存更改", in: button, locale: "zh-Hans").fitsUpTo == .ax2)
        let chinese = try Self.fitter.fit("通知设置已更新", in: Self.label(width: 160, lines: 2), locale: "zh-Hans")
        #expect(abs((chinese.size(at: .large)?.oneLineWidth ?? 0) - 116.42) < 1e-9)
    }

    @Test func aFontThatCannotBeLoadedIsAnError() {
        let label = LabelLayout(font: "/nonexistent/font.ttf", width: 100)
        #expect(throws: AuditError.self) { try Self.fitter.fit("x", in: label, locale: "en") }
    }

    @Test func fitsRoundTripThroughJSON() throws {
        let fit = try Self.fitter.fit("通知设置已更新", in: Self.label(width: 160, lines: 2), locale: "zh-Hans")
        let decoded = try JSONDecoder().decode(LabelFit.self, from: JSONEncoder().encode(fit))
        #expect(decoded == fit)
    }
}
