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
        let measurer = try singleFaceMeasurer(bundledFont("Inter/Inter-roman.var.ttf"),
                                              variations: FontVariation.parseList("wght=650,wdth=90"))
        #expect(measurer.unappliedVariations.count == 1)
        #expect(measurer.unappliedVariations.first?.contains("no 'wdth' axis; wdth=90 not applied") == true)
    }

    @Test func badVariationListsAreRejected() {
        for text in ["wght", "wght=heavy", "weight=700", "wght=1,", "=5"] {
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

    @Test func oneMegabyteStringWrapsCorrectly() {
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
}
