import Foundation
import LegibleShaping
import LegibleTestSupport
import Testing

/// Fonts and texts a user can get wrong: clear errors or correct results, never a crash.
struct BadInputTests {
    func error(_ source: FontSource) -> String? {
        do {
            _ = try TextMeasurer(FontConfiguration(text: source))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func missingFontFileIsNamed() {
        #expect(error(FontSource(path: "/nonexistent/Font.ttf")) == "font '/nonexistent/Font.ttf': no such file")
    }

    @Test func fileThatIsNotAFontIsRejected() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-not-a-font-\(UUID().uuidString).ttf")
        try Data("This is a text file, not a font.\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let message = try #require(error(FontSource(path: url.path)))
        #expect(message.hasPrefix("font '\(url.path)': not a font file"))
    }

    @Test func directoryIsRejected() {
        let message = error(FontSource(path: packageRoot.appendingPathComponent("Fonts").path))
        #expect(message?.contains("is a directory") == true)
    }

    @Test func badFaceIndexListsTheRange() {
        #expect(error(bundledFont("Noto/NotoSansCJK-Regular.ttc", faceIndex: 10))?.hasSuffix("face index 10 out of range; the file has 10 faces (0…9)") == true)
        #expect(error(bundledFont("Inter/Inter-roman.var.ttf", faceIndex: -1))?.contains("face index -1 out of range") == true)
    }

    @Test func axesTheFontLacksAreReported() throws {
        let measurer = try singleFaceMeasurer(
            bundledFont("Inter/Inter-roman.var.ttf"),
            variations: FontVariation.parseList("wght=650,wdth=90"))
        #expect(measurer.unappliedVariations.count == 1)
        #expect(measurer.unappliedVariations.first?.contains("no 'wdth' axis; wdth=90 not applied") == true)
    }

    @Test func badVariationListsAreRejected() {
        // Hex floats, inf and nan are no numbers a person types (wght=0x10 read as 16).
        for text in ["wght", "wght=heavy", "weight=700", "wght=1,", "=5", "wght=0x10", "wght=inf", "wght=nan", "wght=1e999"] {
            #expect(throws: FontError.self) { try FontVariation.parseList(text) }
        }
    }

    @Test func embeddedNULIsMeasuredLikeAnyControlCharacter() {
        let layout = bundledMeasurer.measure("Save\u{0}Cancel", LayoutOptions(size: 17, width: 200))
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text == "Save\u{0}Cancel")
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func loneSurrogatesAndNoncharactersDoNotCrash() {
        let text = String(decoding: [0x61, 0xD800, 0x62, 0xDC00] as [UInt16], as: UTF16.self)
        let layout = bundledMeasurer.measure(text + "\u{FFFF}", LayoutOptions(size: 17, width: 10, maxLines: 1))
        #expect(layout.lines.count == 1)
    }

    @Test(.tags(.slow), .skippedWhenQuick) func oneMegabyteStringWrapsCorrectly() {
        let word = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. "
        let text = String(repeating: word, count: 1_048_576 / word.utf8.count + 1)
        let layout = bundledMeasurer.measure(text, LayoutOptions(size: 17, width: 320))
        #expect(layout.lines.count > 1_000)
        #expect(layout.lines.allSatisfy { $0.width <= 320 + 1e-9 })
        #expect(layout.fits)
        let longWord = String(repeating: "x", count: 1_048_576)
        let truncated = bundledMeasurer.measure(longWord, LayoutOptions(size: 17, width: 320, maxLines: 3))
        #expect(truncated.lines.count == 3)
        #expect(!truncated.fits)
    }

    // MARK: Fonts that are not what they claim (damaged, cut short, out-of-range unitsPerEm)

    // A font cut to 500 bytes was accepted and named in the report while every glyph came from the
    // fallbacks. The first table in directory order that does not fit in 500 bytes is named.
    @Test func aFontCutShortIsRefusedNamingTheTableThatDoesNotFit() throws {
        var font = try DamagedFont(bundled: "Inter/Inter-roman.var.ttf")
        let firstBeyond = try #require(font.tables.first { $0.offset + $0.length > 500 })
        font.bytes = Array(font.bytes.prefix(500))
        let path = try font.write()
        #expect(
            error(FontSource(path: path))
                == "font '\(path)': cut short: its '\(firstBeyond.tag)' table ends at byte \(firstBeyond.offset + firstBeyond.length) of a 500-byte file (a damaged or partly copied font)"
        )
    }

    @Test(arguments: [
        ("cmap", "which characters the font has"), ("hmtx", "the width of each glyph"), ("hhea", "the horizontal metrics header"),
        ("head", "the font header"), ("maxp", "the glyph count"),
    ])
    func aFontWithoutARequiredTableIsRefused(tag: String, purpose: String) throws {
        var font = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        font.hideTable(tag, as: "zzzz")
        let path = try font.write()
        #expect(error(FontSource(path: path)) == "font '\(path)': it has no '\(tag)' table (\(purpose)), which every font Legible measures with needs")
    }

    @Test func aFontWithoutGlyphsIsRefused() throws {
        var font = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        font.hideTable("glyf", as: "zzzz")
        let path = try font.write()
        #expect(error(FontSource(path: path)) == "font '\(path)': it has no glyphs: none of the tables glyf and loca, CFF, CFF2, CBDT and CBLC, or sbix")
        // CFF outlines (Noto Sans CJK) and colour bitmaps (Noto Color Emoji) are glyphs too.
        #expect(error(bundledFont("Noto/NotoSansCJK-Regular.ttc", faceIndex: 2)) == nil)
        #expect(error(bundledFont("Noto/NotoColorEmoji.ttf")) == nil)
    }

    // OpenType allows unitsPerEm from 16 to 16384; a font with 1 measured silently wrong.
    @Test(arguments: [UInt16(0), 1, 15, 16_385, 65_535])
    func unitsPerEmOutsideOpenTypesRangeIsRefused(unitsPerEm: UInt16) throws {
        var font = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        font.setUnitsPerEm(unitsPerEm)
        let path = try font.write()
        #expect(error(FontSource(path: path)) == "font '\(path)': unitsPerEm \(unitsPerEm) is out of range: OpenType allows 16 to 16384")
    }

    @Test(arguments: [UInt16(16), 16_384])
    func unitsPerEmAtTheEndsOfTheRangeIsRead(unitsPerEm: UInt16) throws {
        var font = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        font.setUnitsPerEm(unitsPerEm)
        #expect(error(FontSource(path: try font.write())) == nil)
    }

    // A cmap table with no subtable (numTables, at byte 2 of the table, set to 0) maps nothing.
    @Test func aCmapThatMapsNothingIsRefused() throws {
        var font = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        let cmap = try #require(font.tables.first { $0.tag == "cmap" })
        font.bytes[cmap.offset + 2] = 0
        font.bytes[cmap.offset + 3] = 0
        let path = try font.write()
        #expect(error(FontSource(path: path)) == "font '\(path)': its 'cmap' table maps no character (it is damaged, or in a format HarfBuzz cannot read)")
    }

    // `font.ttc#-1` said "no such file".
    @Test func aFaceIsNamedAfterAHash() throws {
        #expect(try FontSource(parsing: "Fonts/Noto/NotoSansCJK-Regular.ttc#2") == FontSource(path: "Fonts/Noto/NotoSansCJK-Regular.ttc", faceIndex: 2))
        #expect(try FontSource(parsing: "Inter.ttf") == FontSource(path: "Inter.ttf"))
        for text in ["font.ttc#-1", "font.ttc#x", "font.ttc#", "font.ttc#+1", "font.ttc#99999999999999999999"] {
            #expect(throws: FontError.self) { try FontSource(parsing: text) }
        }
        #expect {
            try FontSource(parsing: "font.ttc#-1")
        } throws: { error in
            (error as? FontError)?.description
                == "font 'font.ttc#-1': the face index after # must be a whole number from 0 (path#index, such as font.ttc#2), and no file is named 'font.ttc#-1'"
        }
        // A file whose name has a # is read whole.
        let path = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf").write(name: "Hebrew#bold.ttf")
        #expect(try FontSource(parsing: path) == FontSource(path: path))
    }
}
