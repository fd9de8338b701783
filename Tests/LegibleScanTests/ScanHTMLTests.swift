import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// The scan's page (issue 26): the number of pictures it says it has is the number it has, one
/// per overflow finding, and each label's text sits in a left-to-right paragraph, isolated with
/// its own direction and drawn from the bundled fonts (the sample has German and Japanese).
@Suite("Scan HTML report")
struct ScanHTMLTests {
    func occurrences(of needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func thePageCountsItsPicturesAndDrawsEachLabelsText() async throws {
        let report = try await ScanSampleTests.scan()
        var html = ""
        report.write(.html, to: &html)
        // One finding per label, each naming the locales it overflows in; a picture per locale.
        let overflows = report.findings.findings.filter { $0.rule == "overflow.label" }
        let locales = overflows.map { $0.property("locales")?.components(separatedBy: ", ").count ?? 1 }.reduce(0, +)
        #expect(overflows.count > 1 && locales > overflows.count)
        let pictures = occurrences(of: "<div class=\"preview\">", in: html)
        #expect(pictures == locales)
        #expect(html.contains("Each of the \(pictures) overflowing labels has a picture"))
        #expect(occurrences(of: "<p class=\"label-text\">“<bdi dir=\"", in: html) == pictures)
        #expect(occurrences(of: "<p class=\"label-text\">“<bdi dir=\"rtl\" lang=\"ar\">", in: html) >= 1)
        #expect(occurrences(of: "<svg class=\"glyphs\"", in: html) == pictures)
        #expect(!html.contains("dir=\"auto\""))
        // A finding is a left-to-right sentence that quotes its label.
        #expect(html.contains("<td>&quot;Änderungen speichern&quot; overflows from Medium"))
        // The Japanese label, drawn from Noto Sans CJK: hb-shape gives 変更を保存 Σ ax = 5000 of
        // 1000 units per em, so 5 × 16 = 80 px at 16 px.
        let japanese = try #require(html.components(separatedBy: "lang=\"ja\">").dropFirst().first?.components(separatedBy: "</bdi>").first)
        #expect(japanese.contains(">変更を保存</span>"))
        #expect(japanese.hasPrefix("<svg class=\"glyphs\" aria-hidden=\"true\" xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" "))
        #expect(occurrences(of: "<path d=\"M", in: japanese) >= 1)
        // Each picture is titled with its label's own key, never a number the scan made up to
        // hand the label to the audit (the pictures once said "#0 [de]").
        #expect(!html.contains("<title>#"))
        #expect(html.contains("<title>Sav-Lb-002.text [de]</title>"))
    }
}
