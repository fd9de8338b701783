import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleReporting
import LegibleShaping
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Bold Text for every script (issue 20): the bundled fallbacks are static faces — Noto Sans CJK
/// in Regular only, Noto Sans Arabic and Hebrew in Regular and Bold (Fonts/README.md) — so text
/// they draw cannot be heavier than their face. With Bold Text on, every label and script whose
/// text a lighter face drew gets an `overflow.bold-text-face` warning, never silence; the weights
/// Bold Text draws are Tables/ios-bold-text-weights.csv's (Regular → Semibold, Semibold → Heavy).
@Suite("Bold Text and the bundled fallbacks")
struct BoldTextFallbackTests {
    static let fonts = packageRoot.appendingPathComponent("Fonts").path

    static func audit(
        _ strings: [(key: String, text: String, locale: String)], weight: FontWeight? = nil, boldText: BoldTextSetting = .on,
        localeFonts: [String: String] = [:]
    ) async throws -> AuditResult {
        let catalogs = try strings.map { try catalog("{\"\($0.key)\": \"\($0.text)\"}", locale: $0.locale, file: "\($0.locale).json") }
        let spec = LayoutSpec(defaults: LayoutRule(sizing: .textStyle(.body), weight: weight, localeFonts: localeFonts, width: 2_000))
        var options = AuditOptions(boldText: boldText)
        options.fontsDirectory = fonts
        return try await OverflowAuditor(spec: spec, options: options).audit(catalogs)
    }

    static func warnings(_ result: AuditResult) -> [String] {
        result.findings.filter { $0.rule == AuditRule.missingBoldTextFace }.map(\.id).sorted()
    }

    @Test func chineseAndArabicTextDrawnByLighterFallbacksIsReportedPerLabelAndScript() async throws {
        let strings = [("title", "通知设置", "zh-Hans"), ("mixed", "Hello 你好 مرحبا", "en"), ("plain", "Einstellungen", "de"), ("arabic", "الإعدادات", "ar")]
            .map { (key: $0.0, text: $0.1, locale: $0.2) }
        // Regular → Semibold: Noto Sans CJK (Regular) falls short; Noto Sans Arabic Bold does not.
        let regular = try await Self.audit(strings)
        #expect(Self.warnings(regular) == ["mixed [en bold-text] Chinese, Japanese and Korean", "title [zh-Hans bold-text] Chinese, Japanese and Korean"])
        let finding = try #require(regular.findings.first { $0.id == "title [zh-Hans bold-text] Chinese, Japanese and Korean" })
        #expect(finding.severity == .warning)
        #expect(finding.location?.file == "zh-Hans.json")
        #expect(
            finding.message.hasPrefix(
                "Bold Text draws Regular (400) as Semibold (600), but \"通知设置\" was drawn by the bundled "
                    + "Chinese, Japanese and Korean fallback Fonts/Noto/NotoSansCJK-Regular.ttc#2, whose weight is Regular (400)"), "\(finding.message)")
        // Semibold → Heavy: Arabic's Bold (700) falls short too.
        let semibold = try await Self.audit(strings, weight: .semibold)
        #expect(
            Self.warnings(semibold) == [
                "arabic [ar bold-text] Arabic", "mixed [en bold-text] Arabic", "mixed [en bold-text] Chinese, Japanese and Korean",
                "title [zh-Hans bold-text] Chinese, Japanese and Korean",
            ])
        // Without Bold Text nothing is reported, and a Latin label never is.
        #expect(Self.warnings(try await Self.audit(strings, boldText: .off)).isEmpty)
        #expect(!Self.warnings(semibold).contains { $0.hasPrefix("plain") })
    }

    /// A font the layout names for the locale has its own finding (per font, at the spec entry):
    /// its text is not reported again as a fallback's.
    @Test func aLocaleFontTheLayoutNamesIsNotReportedAsAFallback() async throws {
        let cjk = Self.fonts + "/Noto/NotoSansCJK-Regular.ttc#2"
        let result = try await Self.audit([(key: "title", text: "通知设置", locale: "zh-Hans")], localeFonts: ["zh-Hans": cjk])
        #expect(Self.warnings(result) == ["\(cjk) [Semibold]"])
    }

    @Test func theFitSaysWhichFontMeasuredEachRun() throws {
        let fitter = LabelFitter(fontsDirectory: Self.fonts)
        let fit = try fitter.fit("Hello 你好", in: LabelLayout(width: 300), locale: "en", legibilityWeight: .bold)
        let large = try #require(fit.size(at: .large))
        #expect(large.runs.map(\.text) == ["Hello ", "你好"])
        #expect(large.runs[0].font.hasSuffix("Fonts/Inter/Inter-roman.var.ttf"))
        #expect(large.runs[1].font.hasSuffix("Fonts/Noto/NotoSansCJK-Regular.ttc#2"))
        // From 20 pt Inter Display draws the Latin letters.
        #expect(fit.size(at: .xxxLarge)?.runs.first?.font.hasSuffix("InterDisplay-roman.var.ttf") == true)
        #expect(fit.lighterFallbacks.map(\.script) == ["Chinese, Japanese and Korean"])
        #expect(fit.lighterFallbacks.first?.fontWeight == .regular && fit.lighterFallbacks.first?.weight == .semibold)
        #expect(try fitter.fit("Hello 你好", in: LabelLayout(width: 300), locale: "en").lighterFallbacks.isEmpty)
    }

    @Test func bundledFacesAreKnownByTheirFiles() {
        #expect(BundledFallbackFace.face(atPath: Self.fonts + "/Noto/NotoSansArabic-Bold.ttf")?.weight == .bold)
        #expect(BundledFallbackFace.face(atPath: Self.fonts + "/Noto/NotoSansCJK-Regular.ttc")?.script == "Chinese, Japanese and Korean")
        #expect(BundledFallbackFace.face(atPath: Self.fonts + "/Noto/NotoColorEmoji.ttf") == nil)
        #expect(BundledFallbackFace.face(atPath: "/fonts/MyNotoSansArabic-Bold.ttf") == nil)
    }
}
