import Foundation
import LegibleDesignCheck
import LegiblePNG
import LegibleTestSupport
import LegibleTokens
import Testing

/// The HTML report as a browser shows it: headless Chromium loads the sample's report twice,
/// once to dump the DOM it built (every matrix cell there), once to screenshot a swatch shown
/// full screen through its link, whose pixels must be the swatch's colours from the raw files.
@Suite(
    "The HTML report in a browser",
    .enabled(if: Chromium.path != nil, "chromium is not installed (make deps installs Debian's chromium)"), .tags(.browser, .slow), .skippedWhenQuick)
struct BrowserTests {
    @Test func theMatrixAndASwatchRenderAsTheColoursInTheFiles() throws {
        let report = try sampleReport(suggesting: true)
        let html = report.rendered(as: .html)
        try ScratchFolder.with(["report.html": html]) { folder in
            let page = URL(fileURLWithPath: folder.file("report.html")).absoluteString

            // 1. The DOM Chromium built: one cell per pair and appearance, one palette picture per appearance.
            let dom = try Chromium.run(["--dump-dom", page], folder: folder)
            #expect(dom.status == 0, "\(dom.stderr)")
            func count(_ needle: String) -> Int { dom.stdout.components(separatedBy: needle).count - 1 }
            #expect(count("<td class=\"cell ") == SampleCheckTests.rows.count * 4)
            for appearance in ColorAppearance.allCases {
                #expect(
                    count("<td class=\"cell pass\" data-appearance=\"\(appearance.rawValue)\"")
                        + count("<td class=\"cell fail\" data-appearance=\"\(appearance.rawValue)\"") == SampleCheckTests.rows.count)
            }
            #expect(count("<td class=\"cell fail\"") == 8)
            #expect(count("<svg ") == 4)
            #expect(count("<script") == 0)

            // 2. Secondary text on the raised surface in dark, shown full screen by its link (CSS :target).
            let index = try #require(report.pairs.firstIndex { $0.foreground == "color.text.secondary" && $0.background == "color.surface.raised" })
            let id = DesignCheckReport.swatchID(pairIndex: index, appearance: .dark)
            let screenshot = folder.file("swatch.png")
            let shot = try Chromium.run(["--window-size=800,600", "--screenshot=\(screenshot)", "\(page)#\(id)"], folder: folder)
            #expect(shot.status == 0, "\(shot.stderr)")
            let image = try RGBAImage(contentsOfPNGFile: screenshot)
            #expect(image.width == 800 && image.height == 600)
            func pixel(_ x: Int, _ y: Int) -> [Int] {
                let offset = (y * image.width + x) * 4
                return image.pixels[offset..<offset + 3].map(Int.init)
            }
            let raw = try RawSample()
            let background = try #require(try raw.color("color.surface.raised", in: .dark)).prefix(3).map { Int(($0 * 255).rounded()) }
            let foreground = try #require(try raw.color("color.text.secondary", in: .dark)).prefix(3).map { Int(($0 * 255).rounded()) }
            // A corner and the middle of the left edge are background; the 120 px sample text is drawn in the foreground.
            #expect(pixel(4, 4) == background)
            #expect(pixel(4, 300) == background)
            var foregroundPixels = 0
            for y in 0..<image.height {
                for x in 0..<image.width where pixel(x, y) == foreground { foregroundPixels += 1 }
            }
            #expect(foregroundPixels > 1000, "\(foregroundPixels) pixels of the foreground colour")
        }
    }
}
