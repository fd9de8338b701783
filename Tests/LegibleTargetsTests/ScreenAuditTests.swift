import Foundation
import LegibleReporting
import LegibleTargets
import LegibleTestSupport
import Testing

@Suite("Screen audits")
struct ScreenAuditTests {
    private static let sample = packageRoot.appendingPathComponent("Examples/targets/checkout.json")

    private func loadSample() throws -> Screen {
        try JSONDecoder().decode(Screen.self, from: Data(contentsOf: Self.sample))
    }

    private func decode(_ json: String) throws -> Screen {
        try JSONDecoder().decode(Screen.self, from: Data(json.utf8))
    }

    private func summary(_ audit: ScreenAudit) -> [String] {
        audit.findings.map { "\($0.severity.rawValue) \($0.id) \($0.rule)" }
    }

    // The sample's findings, worked out by hand from its frames (see Tables/README.md):
    // back 30+2×7 = 44 pt; info 22×22 abuts close, so its circle (centre x 341, r 12) reaches
    // x 353 > 352; close 24×24; the quantity buttons' 48-pt hit areas share x 54…62 (8×48);
    // terms-link 120×16 with nothing within 12 pt of its centre; six tabs of 65×49;
    // promo-badge is not interactive.
    @Test func sampleScreenOnIOS() throws {
        let audit = ScreenAudit(screen: try loadSample(), platform: .ios)
        #expect(
            summary(audit) == [
                "error info target.size.ios", "error info target.spacing", "error close target.size.ios",
                "warning quantity-minus target.overlap", "error terms-link target.size.ios",
                "warning tabs target.tabbar.count",
            ])
        #expect(!audit.passes)
        #expect(audit.findings[2].message.contains("10 pt on every side"))
        #expect(audit.findings[3].message.contains("'quantity-plus' by 8×48 pt"))
        #expect(audit.findings[4].message.contains("14 pt top and bottom"))
    }

    @Test func sampleScreenUnderWCAGAA() throws {
        let audit = ScreenAudit(screen: try loadSample(), platform: .wcagAA)
        #expect(
            summary(audit) == [
                "error info target.size.wcag-aa", "warning quantity-minus target.overlap", "note terms-link target.size.wcag-aa",
            ])
        #expect(audit.findings[0].message.contains("intersects 'close'"))
    }

    @Test func sampleScreenOnAndroid() throws {
        let audit = ScreenAudit(screen: try loadSample(), platform: .android)
        #expect(
            summary(audit) == [
                "error back target.size.android", "error info target.size.android", "error info target.spacing",
                "error close target.size.android", "warning quantity-minus target.overlap",
                "error terms-link target.size.android", "warning tabs target.tabbar.count",
            ])
    }

    @Test func hitAreaInsetsGrowTheTarget() throws {
        let passing = ScreenElement(id: "a", frame: TargetRect(x: 0, y: 0, width: 30, height: 30), hitAreaInsets: TargetInsets(all: 7))
        #expect(ScreenAudit(screen: Screen(elements: [passing]), platform: .ios).findings.isEmpty)
        let short = ScreenElement(id: "a", frame: TargetRect(x: 0, y: 0, width: 30, height: 30), hitAreaInsets: TargetInsets(all: 6.9))
        #expect(summary(ScreenAudit(screen: Screen(elements: [short]), platform: .ios)) == ["error a target.size.ios"])
    }

    @Test func nonInteractiveElementsAreSkipped() {
        let screen = Screen(elements: [
            ScreenElement(id: "label", frame: TargetRect(x: 0, y: 0, width: 5, height: 5), isInteractive: false),
            ScreenElement(id: "button", frame: TargetRect(x: 0, y: 0, width: 44, height: 44)),
        ])
        let audit = ScreenAudit(screen: screen, platform: .ios)
        #expect(audit.findings.isEmpty)
        #expect(audit.targets.map(\.id) == ["button"])
    }

    @Test func tabBarWidthIsDividedByTheTabCount() {
        // 390 ÷ 10 = 39 pt per tab: under 44; 8 tabs of 44 fit in 390.
        let crowded = ScreenElement(id: "tabs", frame: TargetRect(x: 0, y: 0, width: 390, height: 49), role: .tabBar(tabCount: 10))
        let audit = ScreenAudit(screen: Screen(elements: [crowded]), platform: .ios)
        #expect(summary(audit) == ["error tabs target.tabbar.width", "warning tabs target.tabbar.count"])
        #expect(audit.findings[0].message.contains("39 pt per tab"))
        #expect(audit.findings[0].message.contains("at most 8 tabs fit"))
        #expect(audit.targets.count == 10)
        // 5 tabs of exactly 44 pass, and 5 is within the HIG's 3 to 5.
        let exact = ScreenElement(id: "tabs", frame: TargetRect(x: 0, y: 0, width: 220, height: 49), role: .tabBar(tabCount: 5))
        #expect(ScreenAudit(screen: Screen(elements: [exact]), platform: .ios).findings.isEmpty)
        let two = ScreenElement(id: "tabs", frame: TargetRect(x: 0, y: 0, width: 390, height: 49), role: .tabBar(tabCount: 2))
        #expect(summary(ScreenAudit(screen: Screen(elements: [two]), platform: .ios)) == ["warning tabs target.tabbar.count"])
        #expect(ScreenAudit(screen: Screen(elements: [two]), platform: .wcagAAA).findings.isEmpty)
    }

    @Test func shortTabBarFailsTheHeight() {
        let flat = ScreenElement(id: "tabs", frame: TargetRect(x: 0, y: 0, width: 390, height: 30), role: .tabBar(tabCount: 4))
        let audit = ScreenAudit(screen: Screen(elements: [flat]), platform: .ios)
        #expect(summary(audit) == ["error tabs target.size.ios"])
        #expect(audit.findings[0].message.contains("7 pt top and bottom"))
    }

    @Test func touchingHitAreasDoNotOverlap() {
        let screen = Screen(elements: [
            ScreenElement(id: "a", frame: TargetRect(x: 0, y: 0, width: 44, height: 44)),
            ScreenElement(id: "b", frame: TargetRect(x: 44, y: 0, width: 44, height: 44)),
        ])
        #expect(ScreenAudit(screen: screen, platform: .ios).findings.isEmpty)
    }

    @Test func decodesTheDocumentedJSON() throws {
        let screen = try decode(
            """
            [{"id": "a", "frame": {"x": 1, "y": 2, "width": 30, "height": 20},
              "hitAreaInsets": {"top": 12, "bottom": 12}},
             {"id": "t", "frame": {"x": 0, "y": 100, "width": 320, "height": 49}, "role": "tabBar", "tabCount": 4},
             {"id": "l", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "interactive": false}]
            """)
        #expect(screen.elements[0].hitArea == TargetRect(x: 1, y: -10, width: 30, height: 44))
        #expect(screen.elements[1].role == .tabBar(tabCount: 4))
        #expect(!screen.elements[2].isInteractive)
        let encoded = String(decoding: try JSONEncoder().encode(screen), as: UTF8.self)
        #expect(try decode(encoded) == screen)
    }

    @Test(arguments: [
        (#"{"elements": [{"id": "a", "frame": {"x": 0, "y": 0, "width": -1, "height": 5}}]}"#, "0 or more"),
        (#"{"elements": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 5}, "hitInsets": 4}]}"#, "unknown key \"hitInsets\""),
        (
            #"{"elements": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 5}}, {"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 5}}]}"#,
            "unique"
        ),
        (#"{"elements": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 5}, "tabCount": 3}]}"#, "tabCount needs"),
        (#"{"elements": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 5}, "role": "tabBar"}]}"#, "tabCount, a whole number"),
        (#"{"elements": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 5}, "role": "tabbar", "tabCount": 3}]}"#, "unknown role"),
        (#"{"elements": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": 5}, "hitAreaInsets": -3}]}"#, "shrink"),
        (#"{"size": {"width": 0, "height": 5}, "elements": []}"#, "greater than 0"),
    ])
    func rejectsBadScreens(json: String, expected: String) {
        do {
            _ = try decode(json)
            Issue.record("accepted \(json)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains(expected), "\(context.debugDescription)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func pixelScreensConvertToPoints() throws {
        let pixels = Screen(
            size: TargetSize(width: 1170, height: 2532),
            elements: [
                ScreenElement(id: "a", frame: TargetRect(x: 30, y: 60, width: 120, height: 90), hitAreaInsets: TargetInsets(all: 3))
            ])
        let points = pixels.logical(fromPixels: .ios3x)
        #expect(points.size == TargetSize(width: 390, height: 844))
        #expect(points.elements[0].hitArea == TargetRect(x: 9, y: 19, width: 42, height: 32))
    }

    @Test func svgDrawsEveryTargetAndMarksFailures() throws {
        let audit = ScreenAudit(screen: try loadSample(), platform: .ios)
        let svg = audit.svg()
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(#"<g id="close">"#))
        #expect(svg.contains(##"<rect x="352" y="54" width="24" height="24" fill="#ffd9d9" stroke="#d62f2f"/>"##))
        // Hit area of "back" drawn dashed around its frame.
        #expect(svg.contains(#"<rect x="1" y="43" width="44" height="44" fill="none""#))
        // Spacing circles for the two undersized targets: info (red) and terms-link (green).
        #expect(svg.components(separatedBy: "<circle").count - 1 == 2)
        #expect(svg.contains(##"<circle cx="341" cy="66" r="12" fill="none" stroke="#d62f2f""##))
        // Five tab dividers.
        #expect(svg.components(separatedBy: "<line").count - 1 == 5)
        #expect(svg.contains("<title>Checkout: touch targets, Apple HIG, fails</title>"))
    }

    @Test func svgEscapesIdsAndIsWellFormed() throws {
        let screen = Screen(name: "A & <B>", elements: [ScreenElement(id: "\"x\" <y>", frame: TargetRect(x: 0, y: 0, width: 10, height: 10))])
        let svg = ScreenAudit(screen: screen, platform: .wcagAA).svg()
        #expect(svg.contains("&quot;x&quot; &lt;y&gt;"))
        #expect(svg.contains("A &amp; &lt;B&gt;"))
        #if canImport(FoundationXML)
        #expect(XMLParserProbe.isWellFormed(svg))
        #endif
    }
}

#if canImport(FoundationXML)
import FoundationXML

enum XMLParserProbe {
    static func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
#endif
