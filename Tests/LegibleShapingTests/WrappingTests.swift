import Foundation
import LegibleShaping
import Testing

/// Line filling, hard breaks, long words, CJK, mixed scripts, truncation and empty text. Expected
/// line contents follow UAX #14 and UILabel's behaviour; widths are checked against the one-line
/// measurement of each line's text (itself checked against hb-shape in HarfBuzzFixtureTests).
struct WrappingTests {
    let measurer = bundledMeasurer

    func lineWidth(_ text: String, size: Double = 17) -> Double {
        measurer.measure(text, LayoutOptions(size: size)).width
    }

    @Test func emptyTextHasNoLinesAndFits() {
        let layout = measurer.measure("", LayoutOptions(size: 17, width: 100, maxLines: 1))
        #expect(layout.lines.isEmpty)
        #expect(layout.width == 0)
        #expect(layout.height == 0)
        #expect(layout.fits)
        #expect(layout.overflow == 0)
    }

    @Test func greedyFillingBreaksAtSpacesAndIgnoresTrailingSpaces() {
        let width = lineWidth("Continue to")
        let layout = measurer.measure("Continue to payment", LayoutOptions(size: 17, width: width))
        #expect(layout.lines.map(\.text) == ["Continue to", "payment"])
        #expect(abs(layout.lines[0].width - width) < 1e-9)
        #expect(abs(layout.lines[1].width - lineWidth("payment")) < 1e-9)
        #expect(layout.fits)
        // Trailing spaces hang: the same text with extra spaces still fits the same width.
        let spaced = measurer.measure("Continue to    ", LayoutOptions(size: 17, width: width, maxLines: 1))
        #expect(spaced.fits)
        #expect(spaced.lines.map(\.text) == ["Continue to"])
    }

    @Test func hardBreaksAreHonouredWithoutAWidth() {
        let layout = measurer.measure("First\nSecond\r\n\u{2029}Fourth", LayoutOptions(size: 17))
        #expect(layout.lines.map(\.text) == ["First", "Second", "", "Fourth"])
        #expect(layout.fits)
        #expect(abs(layout.height - 4 * layout.lineHeight) < 1e-9)
    }

    @Test func longWordBreaksBetweenGraphemeClusters() {
        let word = "Donaudampfschifffahrtsgesellschaft"
        let layout = measurer.measure(word, LayoutOptions(size: 17, width: 80))
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined() == word)
        for line in layout.lines {
            #expect(line.width <= 80 + 1e-9)
        }
        // Each line is as long as it can be: one more character would not fit.
        let first = layout.lines[0].text
        let next = String(word.prefix(first.count + 1))
        #expect(lineWidth(next) > 80)
    }

    @Test func graphemeClustersAreNeverSplit() {
        let text = "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"
        let layout = measurer.measure(text, LayoutOptions(size: 17, width: 20))
        for line in layout.lines {
            #expect(line.text.unicodeScalars.first != "\u{301}")
        }
        #expect(layout.lines.map(\.text).joined() == text)
    }

    /// Offsets are UTF-16 code units of the text whatever the UTF-8 length of its characters (1 to
    /// 4 bytes): ICU's grapheme boundaries equal Swift's own `Character` boundaries.
    @Test func utf16OffsetsMatchTheTextForEveryUTF8Length() {
        let text = "Aé€😀 ü日本\u{1F1EB}\u{1F1F7} שלום👩\u{200D}👩\u{200D}👧 x\u{301}"
        let shaped = measurer.shape(text, key: measurer.shapingKey(forSize: 17, tracking: .none))
        let swiftBoundaries = text.indices.map { $0.utf16Offset(in: text) } + [text.utf16.count]
        #expect(shaped.graphemeBoundaries == swiftBoundaries)
        #expect(shaped.lineBreakOpportunities.last?.utf16Offset == text.utf16.count)
        let clusters = shaped.glyphRuns.flatMap { $0.glyphs.map(\.cluster) }
        #expect(clusters.allSatisfy { swiftBoundaries.contains($0) })
    }

    @Test func cjkBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        // Noto Sans CJK ideographs and full-width punctuation are 1 em each; "界。" cannot be split,
        // and "你好，世界。" (6 em) is wider than 5 em.
        let layout = measurer.measure("你好，世界。这是一个测试", LayoutOptions(size: 17, width: 5 * 17))
        #expect(layout.lines.first?.text == "你好，世")
        #expect(layout.lines.allSatisfy { $0.text.first != "，" && $0.text.first != "。" })
        #expect(layout.lines.map(\.text).joined() == "你好，世界。这是一个测试")
        #expect(abs((layout.lines.first?.width ?? 0) - 4 * 17) < 1e-9)
    }

    @Test func mixedScriptsFallBackAndMeasureEachRun() {
        let text = "Hello שלום 你好 مرحبا 👍🏽"
        let layout = measurer.measure(text, LayoutOptions(size: 17))
        #expect(layout.missingCharacters.isEmpty)
        let shaped = measurer.shape(text, key: measurer.shapingKey(forSize: 17, tracking: .none))
        let fonts = Set(shaped.glyphRuns.map { URL(fileURLWithPath: $0.font.path).lastPathComponent })
        #expect(
            fonts == [
                "Inter-roman.var.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansCJK-Regular.ttc",
                "NotoSansArabic-Regular.ttf", "NotoColorEmoji.ttf",
            ])
        #expect(shaped.glyphRuns.contains { $0.isRightToLeft })
    }

    /// Inter has no "ﬁ" (U+FB01): it comes from a fallback, and the letters after it go back to
    /// Inter rather than staying in the fallback's run.
    @Test func lettersAfterAFallbackCharacterReturnToTheFirstFont() throws {
        let key = measurer.shapingKey(forSize: 17, tracking: .none)
        let shaped = measurer.shape("ﬁle affine", key: key)
        let runs = shaped.glyphRuns.map { (URL(fileURLWithPath: $0.font.path).lastPathComponent, $0.glyphs.count) }
        #expect(runs.map(\.0) == ["NotoSansCJK-Regular.ttc", "Inter-roman.var.ttf"])
        #expect(runs.first?.1 == 1)
        // The same widths as each part shaped alone in its face (those equal hb-shape's).
        let cjk = try singleFaceMeasurer(bundledFont("Noto/NotoSansCJK-Regular.ttc", faceIndex: 2))
        let inter = try singleFaceMeasurer(
            bundledFont("Inter/Inter-roman.var.ttf"),
            variations: [FontVariation(axis: "wght", value: 400)])
        let parts =
            cjk.shape("ﬁ", key: cjk.shapingKey(forSize: 17, tracking: .none)).advanceInEm
            + inter.shape("le affine", key: inter.shapingKey(forSize: 17, tracking: .none)).advanceInEm
        #expect(abs(shaped.advanceInEm - parts) < 1e-12)
    }

    @Test func uncoveredCharactersAreReported() {
        let layout = measurer.measure("a\u{10FFFD}b\u{13000}", LayoutOptions(size: 17))
        #expect(layout.missingCharacters.map(\.scalar) == ["\u{10FFFD}", "\u{13000}"])
        #expect(layout.missingCharacters.map(\.utf16Offset) == [1, 4])
    }

    @Test func tailTruncationCutsTheLastLineAndReportsWhere() {
        let text = "Your payment could not be processed because the card has expired"
        let width = 150.0
        let layout = measurer.measure(text, LayoutOptions(size: 17, width: width, maxLines: 2))
        #expect(layout.lines.count == 2)
        #expect(layout.neededLineCount > 2)
        #expect(!layout.fits)
        #expect(layout.overflow > 0)
        let last = layout.lines[1]
        #expect(last.text.hasSuffix("\u{2026}"))
        #expect(last.width <= width + 1e-9)
        let cut = layout.truncation
        #expect(cut != nil)
        let kept = String(text.prefix(cut?.keptCharacters ?? 0))
        #expect(text.hasPrefix(kept))
        #expect(last.text == kept.dropFirst(layout.lines[0].text.count + 1).trimmingTrailingSpaces + "\u{2026}")
        // The ellipsis line is as full as it can be: one more character would not fit.
        let longer = String(text.prefix((cut?.keptCharacters ?? 0) + 1)).dropFirst(layout.lines[0].text.count + 1)
        #expect(lineWidth(String(longer) + "\u{2026}") > width)
    }

    @Test func trackingIsAddedBetweenClustersButNotAfterTheLast() {
        let text = "Tracking"
        let plain = measurer.measure(text, LayoutOptions(size: 17)).width
        let tracked = measurer.measure(text, LayoutOptions(size: 17, tracking: .points(0.5))).width
        // Eight clusters, seven gaps. No ligature in this word, so turning them off changes nothing.
        #expect(abs(tracked - (plain + 7 * 0.5)) < 1e-9)
    }

    /// A base and its combining mark are one cluster, as they are one grapheme.
    @Test func clustersAreCountedLikeGraphemes() {
        let key = measurer.shapingKey(forSize: 17, tracking: .none)
        for text in ["Tracking", "Na\u{308}chste", "e\u{301}te\u{301}", "保存更改", "👍🏽 ok"] {
            #expect(measurer.shape(text, key: key).clusterCount == text.count, "\(text)")
        }
    }

    @Test func displayFaceFromTwentyPoints() {
        #expect(measurer.shapingKey(forSize: 19.5, tracking: .none).usesDisplayFace == false)
        #expect(measurer.shapingKey(forSize: 20, tracking: .none).usesDisplayFace)
        #expect(measurer.familyName(forSize: 28).contains("Display"))
        #expect(measurer.shapingKey(forSize: 17, tracking: .none) == measurer.shapingKey(forSize: 11, tracking: .none))
    }

    @Test func oneShapeLaysOutAtEverySizeOfItsKey() {
        let key = measurer.shapingKey(forSize: 17, tracking: .none)
        let shaped = measurer.shape("Continue to payment", key: key)
        for size in [11.0, 12, 13, 15, 16, 17, 19] {
            #expect(measurer.shapingKey(forSize: size, tracking: .none) == key)
            let once = shaped.layout(LayoutOptions(size: size, width: 100))
            let fresh = measurer.measure("Continue to payment", LayoutOptions(size: size, width: 100))
            #expect(once == fresh)
        }
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: String {
        var text = String(self)
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// The break data a caller can read from a ShapedText, against UAX #14 and #29 by hand.
struct BreakDataTests {
    @Test func lineBreakOpportunitiesAndGraphemes() {
        let shaped = bundledMeasurer.shape("Hi there\nyou 👍🏽", key: bundledMeasurer.shapingKey(forSize: 17, tracking: .none))
        // After "Hi " (3), after "there\n" (9, mandatory), after "you " (13), at the end (17:
        // 👍🏽 is 4 code units; ICU gives the end of text the status of an ordinary break).
        #expect(shaped.lineBreakOpportunities.map(\.utf16Offset) == [3, 9, 13, 17])
        #expect(shaped.lineBreakOpportunities.map(\.isMandatory) == [false, true, false, false])
        // 👍🏽 (two surrogate pairs) is one grapheme cluster.
        #expect(shaped.graphemeBoundaries.suffix(2) == [13, 17])
        let whole = shaped.advanceInEm(of: 0..<17)
        #expect(abs(whole - shaped.advanceInEm) < 1e-12)
    }
}
