import Foundation
import LegibleAudit
import LegibleCatalogs
import LegiblePNG
import LegibleTestSupport
import Testing

/// Issue 26's complaints about the audit's page, each checked in the page itself: a legend for
/// every class of cell, told apart by lightness rather than hue; right-to-left text beside its
/// key with its quotes in place; CJK text drawn from the bundled fonts; a size that fits never
/// in red; and the number of pictures the page says it has.
@Suite("Audit HTML report, readable")
struct HTMLReportReadabilityTests {
    func occurrences(of needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// The `class="fit X"` values of the cells (or of the legend's samples).
    func classes(_ prefix: String, in html: String) -> Set<String> {
        Set(html.components(separatedBy: prefix + "class=\"fit ").dropFirst().map { String($0.prefix { $0 != "\"" }) })
    }

    /// A page with a key in English only, so one cell is missing, and keys of every reach.
    func pageWithAMissingCell() async throws -> String {
        let layout = LayoutSpec(defaults: LayoutRule(width: 120))
        let english = try catalog(#"{"short": "OK", "long": "A label far too long for this width", "en.only": "Hi"}"#, locale: "en", file: "en.json")
        let german = try catalog(#"{"short": "OK", "long": "Eine viel zu lange Beschriftung für diese Breite"}"#, locale: "de", file: "de.json")
        let result = try await OverflowAuditor(spec: layout).audit([english, german])
        return AuditReport(result).rendered(as: .html)
    }

    @Test func theLegendExplainsEveryClassThePageUses() async throws {
        let html = try await pageWithAMissingCell()
        let used = classes("<td ", in: html)
        #expect(used.contains("missing") && used.contains("all"), "\(used)")
        let legend = try #require(html.components(separatedBy: "<ul class=\"legend\">").dropFirst().first?.components(separatedBy: "</ul>").first)
        let explained = classes("<span ", in: legend)
        #expect(used.isSubset(of: explained), "no legend entry for \(used.subtracting(explained))")
        #expect(explained == ["all", "large", "standard", "small", "none", "missing"])
        #expect(legend.contains(">-</span> no text for this key in this locale"))
    }

    /// Not hue alone: read from the page's style sheet, the five reaches get darker in order, each
    /// at least 1.3:1 from the next (WCAG's luminance), and every cell's text reaches 4.5:1 on it.
    @Test func theReachesDifferInLightnessAndTheirTextIsReadable() async throws {
        let html = try await pageWithAMissingCell()
        func colours(_ reach: String) throws -> (background: String, text: String) {
            let rule = try #require(html.components(separatedBy: ".fit.\(reach) {").dropFirst().first?.prefix { $0 != "}" })
            func value(_ name: String) throws -> String {
                try #require(rule.components(separatedBy: " \(name): ").dropFirst().first.map { String($0.prefix(7)) }, "\(reach) \(name)")
            }
            return (try value("background"), try value("color"))
        }
        let reaches = ["all", "large", "standard", "small", "none"]
        let pairs = try reaches.map(colours)
        for (reach, pair) in zip(reaches, pairs) {
            #expect(IndependentWCAG.ratio(pair.text, pair.background) >= 4.5, "\(reach): \(pair)")
        }
        for index in pairs.indices.dropLast() {
            let (lighter, darker) = (pairs[index].background, pairs[index + 1].background)
            let ratio = IndependentWCAG.ratio(lighter, darker)
            #expect(ratio >= 1.3, "\(reaches[index]) \(lighter) and \(reaches[index + 1]) \(darker) are \(ratio):1 apart")
            func luminance(_ hex: String) -> Double { IndependentWCAG.ratio(hex, "#000000") }
            #expect(luminance(lighter) > luminance(darker), "\(reaches[index]) is not lighter than \(reaches[index + 1])")
        }
    }

    /// The Arabic text sits in a left-to-right paragraph, right after the opening quote, isolated
    /// and marked right-to-left, with its glyphs drawn; the Chinese text is drawn from the bundled
    /// Noto CJK, so it reads without a CJK font on the machine: its Han characters are full width,
    /// 1000 of 1000 units each (`hb-shape --face-index=2 Fonts/Noto/NotoSansCJK-Regular.ttc
    /// "保存更改"` → Σ ax = 4000), so the drawing is exactly 4 × 16 = 64 px wide at 16 px.
    @Test func rightToLeftAndCJKTextIsIsolatedAndDrawn() async throws {
        let report = AuditReport(try await Sample.audit())
        let html = report.rendered(as: .html)
        let paragraphs = html.components(separatedBy: "<p class=\"label-text\">").dropFirst().compactMap { $0.components(separatedBy: "</p>").first }
        var checked: Set<String> = []
        for label in report.reportedOverflows where ["ar", "zh-Hans"].contains(label.entry.locale) {
            let hidden = "<span class=\"visually-hidden\">\(label.displayText)</span>"
            let paragraph = try #require(paragraphs.first { $0.contains(hidden) }, "\(label.displayText)")
            let direction = label.entry.locale == "ar" ? "rtl" : "ltr"
            #expect(paragraph.hasPrefix("“<bdi dir=\"\(direction)\" lang=\"\(label.entry.locale)\"><svg class=\"glyphs\""), "\(paragraph.prefix(80))")
            #expect(paragraph.hasSuffix("</svg>\(hidden)</bdi>”"))
            #expect(occurrences(of: "<path d=\"M", in: paragraph) >= 1)
            if label.displayText == "保存更改" {
                #expect(paragraph.contains(" width=\"64\" "), "\(paragraph.prefix(160))")
            }
            checked.insert(label.entry.locale)
        }
        #expect(checked == ["ar", "zh-Hans"])
        #expect(paragraphs.contains { $0.contains(">保存更改</span>") })
        #expect(!html.contains("dir=\"auto\""))
    }

    /// Each picture on the page shows the largest size that fits, the first size that overflows
    /// and the largest — no other — and a size that fits has no red in it.
    @Test func picturesShowThreeSizesAndFitsAreNeverRed() async throws {
        let report = AuditReport(try await Sample.audit())
        let html = report.rendered(as: .html)
        let pictures: [String] = Array(html.components(separatedBy: "<div class=\"preview\">").dropFirst())
        #expect(pictures.count == report.reportedOverflows.count)
        for (label, picture) in zip(report.reportedOverflows, pictures) {
            let svg = try #require(picture.components(separatedBy: "</svg>").first)
            let rows: [String] = Array(svg.components(separatedBy: "<g>\n").dropFirst())
            let overflowing = label.measurements.filter { !$0.fits }
            let expected: [String] =
                (label.fitsUpToStep == nil ? [] : [label.fitsUpToStep!.displayName])
                + [overflowing.first!.step.displayName] + (overflowing.count > 1 ? [overflowing.last!.step.displayName] : [])
            let captions: [String] = rows.map { (row: String) -> String in String(row.split(separator: ">", maxSplits: 1)[1].prefix { $0 != "<" }) }
            #expect(
                captions.count == expected.count && zip(captions, expected).allSatisfy { $0.hasPrefix($1 + " · ") },
                "\(label.entry.key) [\(label.entry.locale)]: \(captions) for \(expected)")
            let fits = " · fits</text>"
            for row in rows where row.contains(fits) {
                #expect(!row.contains("#d70015"), "\(label.entry.key) [\(label.entry.locale)]: a size that fits has red")
            }
            #expect(rows.filter { !$0.contains(fits) }.allSatisfy { $0.contains("#d70015") })
        }
        // The files still draw every size.
        let files = try OverflowAuditor(spec: try LayoutSpec(contentsOfFile: Sample.layoutPath)).previews(for: report.reportedOverflows)
        for (label, file) in zip(report.reportedOverflows, files) {
            let rows = occurrences(of: "<g>\n", in: file.svg)
            #expect(rows == label.measurements.filter { !$0.fits }.count + (label.fitsUpToStep == nil ? 0 : 1))
        }
    }

    @Test func thePageCountsThePicturesItHas() async throws {
        let report = AuditReport(try await Sample.audit())
        let html = report.rendered(as: .html)
        let count = report.reportedOverflows.count
        #expect(count > 1)
        #expect(html.contains("Each of the \(count) overflowing labels has a picture"))
        #expect(occurrences(of: "<div class=\"preview\">", in: html) == count)
    }

    /// Text from the catalog stays text: markup is escaped in the hidden copy and the title, and
    /// a control character never reaches the page raw.
    @Test func labelTextIsEscapedOnThePage() async throws {
        let layout = LayoutSpec(defaults: LayoutRule(width: 20))
        let result = try await OverflowAuditor(spec: layout).audit([try catalog(#"{"k": "<b>Tom & \"Jerry\"</b>\u0001 مرحبا"}"#)])
        let html = AuditReport(result).rendered(as: .html)
        #expect(html.contains("<span class=\"visually-hidden\">&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;"))
        #expect(!html.contains("<b>"))
        #expect(!html.unicodeScalars.contains("\u{1}"))
    }

    /// In Chromium, the Arabic label's text is drawn right after its key, at the left of the page
    /// (issue 26: about 1,100 px away, at the right edge of a 1280 px window).
    @Test(.enabled(if: Chromium.path != nil, "chromium is not installed (make deps installs Debian's chromium)"), .tags(.browser, .slow), .skippedWhenQuick)
    func aBrowserDrawsArabicTextBesideItsKey() async throws {
        let html = AuditReport(try await Sample.audit()).rendered(as: .html)
        let head = try #require(html.components(separatedBy: "<body>").first)
        let section = try #require(html.components(separatedBy: "<section class=\"label\">").dropFirst().first { $0.contains("dir=\"rtl\"") })
        let heading = try #require(section.components(separatedBy: "<p class=\"fail\">").first)
        let text = try #require(section.components(separatedBy: "<p class=\"label-text\"").dropFirst().first?.components(separatedBy: "</p>").first)
        let page = head + "<body>\n<section class=\"label\">" + heading + "<p class=\"label-text\"" + text + "</p></section></body></html>\n"
        try ScratchFolder.with(["page.html": page]) { folder in
            let screenshot = folder.file("page.png")
            let shot = try Chromium.run(
                ["--window-size=1280,160", "--screenshot=\(screenshot)", URL(fileURLWithPath: folder.file("page.html")).absoluteString],
                folder: folder)
            #expect(shot.status == 0, "\(shot.stderr)")
            let image = try RGBAImage(contentsOfPNGFile: screenshot)
            var rightmostInk = 0
            var inkRows = Set<Int>()
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let offset = (y * image.width + x) * 4
                    if image.pixels[offset] < 110 && image.pixels[offset + 1] < 110 && image.pixels[offset + 2] < 110 {
                        rightmostInk = max(rightmostInk, x)
                        inkRows.insert(y)
                    }
                }
            }
            #expect(inkRows.count > 20, "nothing drawn")
            #expect(rightmostInk < 420, "ink reaches x = \(rightmostInk) of 1280")
        }
    }
}
