import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleShaping
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Visible text measured at no width is an error, never a fit (issue 25, item 3): a font with
/// real widths for some glyphs and 0 for the ones a text uses passes font validation.
@Suite("Visible text at no width")
struct WidthlessTextTests {
    /// Noto Sans Hebrew with every glyph but .notdef 0 units wide (its 149 metrics are 4 bytes
    /// each, the advance first).
    static func zeroWidthHebrew() throws -> String {
        var font = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        for glyph in 1..<149 { font.setUInt16(0, table: "hmtx", at: 4 * glyph) }
        return try font.write(name: "widthless.ttf")
    }

    @Test func theAuditStopsAtTheLabelInsteadOfPassingIt() async throws {
        let path = try Self.zeroWidthHebrew()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let spec = LayoutSpec(defaults: LayoutRule(font: path, width: 40, tracking: TrackingMode.none))
        let strings = try catalog("{\"greeting\": \"שלום\"}", locale: "he", file: "he.json")
        await #expect(throws: AuditError.self) { try await OverflowAuditor(spec: spec).audit([strings]) }
        do {
            _ = try await OverflowAuditor(spec: spec).audit([strings])
        } catch {
            #expect(error.description.hasPrefix("he.json:1:14: greeting [he]: font '\(path)' measures \"שלום\" at "), "\(error.description)")
        }
    }

    @Test func theSingleLabelAPIThrowsToo() throws {
        let path = try Self.zeroWidthHebrew()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let fitter = LabelFitter(fontsDirectory: packageRoot.appendingPathComponent("Fonts").path)
        #expect(throws: AuditError.self) { try fitter.fit("שלום", in: LabelLayout(font: path, width: 40), locale: "he") }
        // Nothing visible: no error.
        _ = try fitter.fit("\u{200B}", in: LabelLayout(font: path, width: 40), locale: "he")
    }

    /// What must not fire: text with a width, and text with nothing to draw.
    @Test func onlyVisibleTextWithoutWidthIsAProblem() {
        #expect(WidthlessText.problem(text: "Continue", width: 52.3, font: "Inter") == nil)
        for invisible in ["", " ", "\u{200B}", "\u{200D}", "\u{0301}", "\t\n", "\u{00A0}"] {
            #expect(WidthlessText.problem(text: invisible, width: 0, font: "Inter") == nil, "\(invisible.unicodeScalars.map(\.value))")
        }
        for visible in ["a", "٣", "。", "€", "—", "😀", "漢"] {
            #expect(WidthlessText.problem(text: visible, width: 0, font: "Inter") != nil, "\(visible)")
            #expect(WidthlessText.problem(text: visible, width: -0.29, font: "Inter")?.contains("at -0.29 pt") == true)
        }
    }
}
