import LegibleScan
import LegibleSwiftScan
import LegibleTypeScale
import Testing

/// `overflow.label`: what the reader gives the audit — key, table, width, lines and font.
@Suite struct OverflowLabelTests {
    @Test func aTextWithAFixedWidthLinesAndAStyle() throws {
        let source = """
            Text("checkout.total", tableName: "Cart")
                .font(.headline)
                .lineLimit(2)
                .padding(.horizontal, 8)
                .frame(width: 120)
            """
        let element = try #require(try scanSwift(source).elements.first)
        #expect(element.kind == .label)
        #expect(element.text == ScannedText(key: "checkout.total", literal: "checkout.total", table: "Cart"))
        #expect(element.font == .textStyle(.headline, weight: nil, live: true))
        #expect(element.maxLines == 2)
        // 120 pt frame less 8 pt padding on each side inside it: 104 pt for the text.
        #expect(element.textWidth == .fixed(104))
    }

    @Test func maxWidthWithANumberIsAMaximum() throws {
        let element = try #require(try scanSwift(#"Text("a").font(.body).lineLimit(1).frame(maxWidth: 200)"#).elements.first)
        #expect(element.textWidth == .maximum(200))
    }

    @Test func localisedStringShapes() throws {
        let source = """
            Text(LocalizedStringKey("k1")).font(.body).lineLimit(1).frame(width: 100)
            Text(String(localized: "k2", table: "T")).font(.body).lineLimit(1).frame(width: 100)
            Text(NSLocalizedString("k3", tableName: "U", comment: "c")).font(.body).lineLimit(1).frame(width: 100)
            Text(verbatim: "v").font(.body).lineLimit(1).frame(width: 100)
            Button("k4") { save() }.font(.body).lineLimit(1).frame(width: 100)
            Toggle("k5", isOn: $on).font(.body).lineLimit(1).frame(width: 100)
            label.text = NSLocalizedString("k6", comment: "")
            """
        // A toggle's title is not text the rules judge (the model's `showsText`), and UIKit
        // labels have no width the scan knows: neither passes a text on.
        let texts = try scanSwift(source).elements.compactMap(\.text)
        #expect(
            texts == [
                ScannedText(key: "k1", literal: "k1"), ScannedText(key: "k2", literal: "k2", table: "T"),
                ScannedText(key: "k3", literal: "k3", table: "U"), ScannedText(literal: "v"), ScannedText(key: "k4", literal: "k4"),
            ])
    }

    @Test func widthsThatAreNotKnownStayUnknown() throws {
        let source = """
            Text("a").frame(maxWidth: .infinity)
            Text("b").frame(width: width)
            Text("c")
            Text("\\(count) items").font(.body).lineLimit(1).frame(width: 80)
            """
        let elements = try scanSwift(source).elements
        #expect(elements.count == 4)
        for element in elements.prefix(3) {
            guard case .unknown = element.textWidth else {
                Issue.record("\(element.id) has a width")
                continue
            }
            // Not audited, so no key is passed on (no unknown-width note for every SwiftUI text).
            #expect(element.text == nil)
        }
        // Interpolation has no key of its own here.
        #expect(elements[3].text == nil)
        #expect(elements[3].textWidth == .fixed(80))
    }

    @Test func theInnermostFrameIsTheTextsWidth() throws {
        let element = try #require(try scanSwift(#"Text("a").frame(width: 90).padding().frame(width: 300)"#).elements.first)
        #expect(element.textWidth == .fixed(90))
    }
}

@Suite struct OverflowLabelNotAuditedTests {
    @Test func withoutALineLimitAFontOrForALabelTheTextIsNotAudited() throws {
        let source = """
            Text("a").font(.body).frame(width: 100)
            Text("b").lineLimit(1).frame(width: 100)
            Label("c", systemImage: "photo").font(.body).lineLimit(1).frame(width: 25, height: 25)
            """
        let elements = try scanSwift(source).elements
        #expect(elements.count == 3)
        #expect(elements.allSatisfy { $0.text == nil })
    }
}
