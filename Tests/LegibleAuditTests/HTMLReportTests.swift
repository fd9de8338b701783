import Foundation
import LegibleAudit
import LegibleCatalogs
import LegiblePNG
import LegibleTestSupport
import Testing

/// `legible audit --format html`: the page holds one fits cell per key and locale, one inline
/// picture per overflowing label with IDs that never clash, nothing that runs or fetches — and
/// a browser draws a right-to-left label's overflow inside its picture.
@Suite("Audit HTML report")
struct HTMLReportTests {
    func occurrences(of needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func everyKeyAndLocaleHasACellAndEveryOverflowAPicture() async throws {
        let report = AuditReport(try await Sample.audit())
        let html = report.rendered(as: .html)
        let keys = Set(report.result.labels.map(\.entry.key))
        let locales = Set(report.result.labels.map(\.entry.locale))
        #expect(occurrences(of: "<td class=\"fit ", in: html) == keys.count * locales.count)
        #expect(occurrences(of: "<div class=\"preview\">\n<svg ", in: html) == report.reportedOverflows.count)
        #expect(occurrences(of: "<svg class=\"glyphs\"", in: html) == report.reportedOverflows.count)
        #expect(occurrences(of: "<section class=\"label\">", in: html) == report.reportedOverflows.count)
        #expect(occurrences(of: "<script", in: html) == 0)
        #expect(html.contains("default-src 'none'"))
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count, "an element ID is used twice")
        // A key that fits nowhere in a locale and one that fits everywhere, as the fits say.
        for fit in report.result.fits {
            let reach =
                !fit.overflows
                ? "all"
                : fit.fitsUpTo == nil
                    ? "none"
                    : fit.fitsUpTo!.isAccessibilityCategory
                        ? "large"
                        : fit.fitsUpTo! >= .large ? "standard" : "small"
            #expect(html.contains("<td class=\"fit \(reach)\" data-locale=\"\(fit.locale)\">"))
        }
    }

    @Test(.tags(.slow), .skippedWhenQuick) func picturesPastTheInlineLimitAreListedWithoutOne() async throws {
        let layout = LayoutSpec(defaults: LayoutRule(width: 20))
        let entries = (0..<(210)).map { "\"k\($0)\": \"A label far too long for twenty points\"" }.joined(separator: ", ")
        let result = try await OverflowAuditor(spec: layout).audit([try catalog("{\(entries)}")])
        let html = AuditReport(result).rendered(as: .html)
        #expect(occurrences(of: "<section class=\"label\">", in: html) == 210)
        #expect(occurrences(of: "<div class=\"preview\">\n<svg ", in: html) == 200)
        #expect(html.contains("The first 200 of 210 overflowing labels have a picture"))
    }

    /// Chromium draws the Arabic label's preview: red overflow appears left of its box, inside
    /// the picture (before, right-to-left overflow ran past the picture's left edge).
    @Test(.enabled(if: Chromium.path != nil, "chromium is not installed (make deps installs Debian's chromium)"), .tags(.browser, .slow), .skippedWhenQuick)
    func aBrowserShowsRightToLeftOverflowInsideThePicture() async throws {
        let result = try await Sample.audit()
        let label = try #require(result.label("settings.save", "ar"))
        let preview = try #require(try OverflowAuditor(spec: try LayoutSpec(contentsOfFile: Sample.layoutPath)).previews(for: [label]).first)
        func attribute(_ name: String, in text: Substring) throws -> Double {
            let value = text.components(separatedBy: " \(name)=\"").dropFirst().first?.prefix { $0 != "\"" }
            return try #require(value.flatMap { Double($0) })
        }
        let width = Int(try attribute("width", in: Substring(preview.svg)))
        let height = Int(try attribute("height", in: Substring(preview.svg)))
        let lastRow = try #require(preview.svg.components(separatedBy: "<g>\n").last)
        let boxLeft = try attribute("x", in: Substring(try #require(lastRow.components(separatedBy: "<rect").last)))
        try ScratchFolder.with(["preview.svg": preview.svg]) { folder in
            let screenshot = folder.file("preview.png")
            let shot = try Chromium.run(
                [
                    "--window-size=\(width),\(height)", "--screenshot=\(screenshot)",
                    URL(fileURLWithPath: folder.file("preview.svg")).absoluteString,
                ], folder: folder)
            #expect(shot.status == 0, "\(shot.stderr)")
            let image = try RGBAImage(contentsOfPNGFile: screenshot)
            // The overflow is drawn in #d70015: its leftmost pixel is as far left of the last
            // (largest) row's box as the label overflows there, and still inside the picture.
            var red = 0
            var leftmostRed = image.width
            for y in 0..<image.height {
                for x in 0..<min(image.width, Int(boxLeft)) {
                    let offset = (y * image.width + x) * 4
                    let (r, g, b) = (image.pixels[offset], image.pixels[offset + 1], image.pixels[offset + 2])
                    if r > 150 && g < 90 && b < 100 {
                        red += 1
                        leftmostRed = min(leftmostRed, x)
                    }
                }
            }
            let overflow = try #require(label.measurements.map(\.overflow).max())
            #expect(leftmostRed > 0, "the overflow reaches the picture's left edge")
            #expect(abs(boxLeft - Double(leftmostRed) - overflow) < 4, "red from x = \(leftmostRed), box at \(boxLeft), overflow \(overflow) pt")
            #expect(red > 200, "\(red) red pixels left of the box at x = \(boxLeft)")
        }
    }
}
