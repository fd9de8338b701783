import LegibleShaping
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Shortcuts that must give exactly what shaping afresh gives: a shape reused under another key
/// (`ShapedText.reused(as:)`) and faces shared between measurers (`FontCache`).
struct ShapeReuseTests {
    /// Apple's tracking is 0 pt at 12 pt and not at 13 pt, so the two sizes differ only in
    /// whether optional ligatures are off.
    let withLigatures = bundledMeasurer.shapingKey(forSize: 12, tracking: .hig(.sfPro))
    let withoutLigatures = bundledMeasurer.shapingKey(forSize: 13, tracking: .hig(.sfPro))

    @Test func theKeysDifferOnlyInTheLigatureSetting() {
        #expect(!withLigatures.disablesOptionalLigatures)
        #expect(withoutLigatures.disablesOptionalLigatures)
        #expect(withLigatures.usesDisplayFace == withoutLigatures.usesDisplayFace)
    }

    /// Inter's `GSUB` has neither `liga` nor `clig` (its ligatures are in `dlig` and `calt`), so
    /// its text is the same shaped either way and one shape serves both keys.
    @Test(arguments: ["Save changes", "office affine fluffy", "Einstellungen für Benachrichtigungen", "-> 12:30 ffi", "Сохранить"])
    func textInInterIsReused(text: String) throws {
        let reused = try #require(bundledMeasurer.shape(text, key: withLigatures).reused(as: withoutLigatures))
        let fresh = bundledMeasurer.shape(text, key: withoutLigatures)
        #expect(reused.key == withoutLigatures)
        #expect(reused.glyphRuns == fresh.glyphRuns)
        let options = LayoutOptions(size: 13, tracking: .hig(.sfPro), width: 60, maxLines: 0)
        #expect(reused.layout(options).lines.map(\.width) == fresh.layout(options).lines.map(\.width))
    }

    /// Noto Sans CJK has `liga`: text that falls back to it is shaped again (Inter has no "ﬁ"
    /// character either, so that falls back to Noto Sans CJK too).
    @Test func textShapedWithAFaceThatHasLigaturesIsNotReused() {
        #expect(bundledMeasurer.shape("保存更改", key: withLigatures).reused(as: withoutLigatures) == nil)
        #expect(bundledMeasurer.shape("ﬁle", key: withLigatures).reused(as: withoutLigatures) == nil)
        #expect(bundledMeasurer.shape("Save 保存", key: withoutLigatures).reused(as: withLigatures) == nil)
    }

    @Test func anotherFaceIsNeverReused() throws {
        let display = bundledMeasurer.shapingKey(forSize: 20, tracking: .hig(.sfPro))
        #expect(display.usesDisplayFace)
        let shaped = bundledMeasurer.shape("Save changes", key: withoutLigatures)
        #expect(shaped.reused(as: display) == nil)
        #expect(try #require(shaped.reused(as: withoutLigatures)).key == withoutLigatures)
    }

    /// Line breaks found for one shape of a text count the lines of its other shapes; breaks of
    /// another text are not used.
    @Test func lineBreaksServeEveryShapeOfTheirText() {
        let text = "Einstellungen für Benachrichtigungen und Datenschutz"
        let display = bundledMeasurer.shapingKey(forSize: 28, tracking: .hig(.sfPro))
        let (textShape, displayShape) = (bundledMeasurer.shape(text, key: withoutLigatures), bundledMeasurer.shape(text, key: display))
        let options = [28.0, 33, 40].map { LayoutOptions(size: $0, tracking: .hig(.sfPro), width: 200) }
        let expected = options.map { displayShape.layout($0).neededLineCount }
        #expect(displayShape.neededLineCounts(options, lineBreaks: textShape.lineBreaks) == expected)
        #expect(displayShape.neededLineCounts(options) == expected)
        let other = bundledMeasurer.shape("Save", key: display).lineBreaks
        #expect(displayShape.neededLineCounts(options, lineBreaks: other) == expected)
        #expect(expected.allSatisfy { $0 > 1 })
    }

    @Test func measurersSharingACacheMeasureLikeSeparateOnes() throws {
        let directory = packageRoot.appendingPathComponent("Fonts").path
        let cache = FontCache()
        for weight in [FontWeight.regular, FontWeight(value: 650)] {
            var configuration = try FontConfiguration.bundled(weight: weight, directory: directory)
            configuration.language = "de"
            let shared = try TextMeasurer(configuration, cache: cache)
            let separate = try TextMeasurer(configuration)
            for text in ["Einstellungen für Benachrichtigungen", "保存更改", "حفظ التغييرات", "Fotos 📷"] {
                for size in [13.0, 17, 28] {
                    let options = LayoutOptions(size: size, tracking: .hig(.sfPro), width: 120, maxLines: 2)
                    let (left, right) = (shared.measure(text, options), separate.measure(text, options))
                    #expect(left.lines.map(\.width) == right.lines.map(\.width), "\(text) at \(size) pt, weight \(weight)")
                    #expect(left.neededLineCount == right.neededLineCount)
                }
            }
        }
    }

    @Test func aFontThatCannotBeLoadedIsReportedEveryTime() {
        let cache = FontCache()
        let missing = FontConfiguration(text: FontSource(path: "/nonexistent/Missing.ttf"))
        for _ in 0..<2 {
            #expect {
                _ = try TextMeasurer(missing, cache: cache)
            } throws: { error in
                (error as? FontError)?.description == "font '/nonexistent/Missing.ttf': no such file"
            }
        }
    }
}
