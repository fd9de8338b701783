import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("SVG previews")
struct PreviewTests {
    /// The x coordinates of every point of the SVG path data in `svg`'s `<path d="…">` elements
    /// between `start` and `end`.
    func pathXs(_ svg: Substring) -> [Double] {
        svg.components(separatedBy: "<path d=\"").dropFirst().flatMap { element -> [Double] in
            let data = element.prefix { $0 != "\"" }
            let numbers = data.split(whereSeparator: { "MLQCZ ".contains($0) }).compactMap { Double($0) }
            return stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        }
    }

    final class XMLCheck: NSObject, XMLParserDelegate {
        var elements: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(name)
        }
    }

    @Test func germanButtonPreviewShowsTheFittingSizeAndEveryOverflowingOne() async throws {
        let result = try await Sample.audit()
        let label = try #require(result.label("settings.notifications.button", "de"))
        let auditor = OverflowAuditor(spec: try LayoutSpec(contentsOfFile: Sample.layoutPath))
        let preview = try #require(try auditor.previews(for: [label]).first)
        #expect(preview.fileName == "settings.notifications.button.de.svg")

        let check = XMLCheck()
        let parser = XMLParser(data: Data(preview.svg.utf8))
        parser.delegate = check
        #expect(parser.parse(), "not well-formed XML")
        #expect(check.elements.first == "svg")
        // xxLarge fits (context), xxxLarge and AX1…AX5 overflow: seven boxes, and a clip for
        // the inside and the outside of each overflowing one (the fitting size has no red).
        #expect(preview.svg.components(separatedBy: "fill=\"#f2f2f7\"").count - 1 == 7)
        #expect(check.elements.filter { $0 == "clipPath" }.count == 6)
        #expect(preview.svg.contains("xxLarge · 21 pt · needs 336.2 pt of 343 pt · fits"))
        #expect(preview.svg.contains("AX1 · 28 pt · needs 478.4 pt of 343 pt · overflows by 135.4 pt"))

        // The AX1 row's glyphs start at the box's left edge (24 pt) and run about 478 pt, past
        // the 343 pt box: hb-shape's width (34021/2048 × 28 + 0.38 × 35 = 478.4 pt) less the
        // last glyph's side bearing.
        let rows = preview.svg.components(separatedBy: "<g>\n")
        let ax1 = try #require(rows.first { $0.contains("AX1 · 28 pt") })
        let xs = pathXs(Substring(ax1))
        let left = try #require(xs.min())
        let right = try #require(xs.max())
        #expect(left >= 24 && left < 28)
        #expect(right > 24 + 470 && right <= 24 + 478.5)
        #expect(ax1.contains("mask=\"url(#box2-outside)\""))  // the part outside the box, in red
    }

    /// Right-to-left text is right-aligned in its box and overflows on the left: the box stands
    /// at the right of the picture, so the overflow is drawn inside it, not cut off at x = 0.
    @Test func rightToLeftTextEndsAtTheBoxRightEdgeAndOverflowsInsideThePicture() async throws {
        let result = try await Sample.audit()
        let label = try #require(result.label("settings.save", "ar"))
        let auditor = OverflowAuditor(spec: try LayoutSpec(contentsOfFile: Sample.layoutPath))
        let preview = try #require(try auditor.previews(for: [label]).first)
        let rows = preview.svg.components(separatedBy: "<g>\n")
        let ax5 = try #require(rows.first { $0.contains("AX5 · 53 pt") })
        let xs = pathXs(Substring(ax5))
        // The 160 pt box, from the <rect> that draws it.
        let box = try #require(ax5.components(separatedBy: "<rect x=\"").last?.prefix { $0 != "\"" })
        let boxLeft = try #require(Double(box))
        #expect(try #require(xs.max()) <= boxLeft + 160 + 0.5)
        #expect(try #require(xs.min()) < boxLeft)
        #expect(try #require(xs.min()) >= 0)
    }

    /// Keys in another script all become `_`: a plan names hundreds of clashing labels the way
    /// naming them one by one does (`__.zh-2.svg`, `__.zh-3.svg`…), each name unique even
    /// ignoring case, without trying every number again for each label.
    @Test func planNamesClashingLabelsLikeNamingThemOneByOne() throws {
        let labels = (0..<600).map { index in
            let key = index % 3 == 0 ? "保存" : index % 3 == 1 ? "删除" : (index % 2 == 0 ? "Ab" : "aB")
            return LabelAudit(
                entry: CatalogEntry(key: key, locale: "zh", text: "x", file: "f", position: TextPosition(line: 1, column: 1)),
                displayText: "x", layout: LabelLayout(width: 10), isPseudo: false, measurements: [], missingCharacters: [])
        }
        var used = Set<String>()
        let oneByOne = labels.map { OverflowAuditor.previewFileName(for: $0, used: &used) }
        let plan = try OverflowAuditor(spec: LayoutSpec(defaults: LayoutRule(width: 10))).previewPlan(for: labels)
        #expect(plan.fileNames == oneByOne)
        #expect(Set(oneByOne.map { $0.lowercased() }).count == labels.count)
        #expect(oneByOne.prefix(4) == ["__.zh.svg", "__.zh-2.svg", "Ab.zh.svg", "__.zh-3.svg"])
    }

    @Test func fileNamesAreSafeAndUnique() {
        var used = Set<String>()
        func label(_ key: String, _ locale: String, _ variant: String? = nil) -> LabelAudit {
            LabelAudit(
                entry: CatalogEntry(key: key, locale: locale, variant: variant, text: "x", file: "f", position: TextPosition(line: 1, column: 1)),
                displayText: "x", layout: LabelLayout(width: 10), isPseudo: false, measurements: [], missingCharacters: [])
        }
        #expect(OverflowAuditor.previewFileName(for: label("a/b c", "de"), used: &used) == "a_b_c.de.svg")
        #expect(OverflowAuditor.previewFileName(for: label("a b/c", "de"), used: &used) == "a_b_c.de-2.svg")
        #expect(OverflowAuditor.previewFileName(for: label("../x", "ar", "plural.one"), used: &used) == ".._x.ar.plural.one.svg")
    }
}
