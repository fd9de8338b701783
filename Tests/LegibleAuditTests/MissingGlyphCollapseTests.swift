import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleShaping
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Issue 33, class 8: characters no font covers are one warning per script and font, with the
/// number of labels; the scripts apps ship (Devanagari, Tamil, Myanmar…) have bundled fonts and
/// give none. Cherokee and Canadian Aboriginal syllabics are in no bundled font (checked with
/// fontTools' cmap of every file in Fonts/, 2026-12-03; Tifinagh was until Noto Sans Tifinagh).
@Suite("Missing glyphs, one per script and font")
struct MissingGlyphCollapseTests {
    static let spec = LayoutSpec(defaults: LayoutRule(sizing: .textStyle(.body), width: 300, maxLines: 1, tracking: TrackingMode.none))

    func audit(_ texts: [(key: String, text: String)], spec: LayoutSpec = Self.spec) async throws -> AuditResult {
        let entries = texts.enumerated().map { index, entry in
            CatalogEntry(key: entry.key, locale: "en", text: entry.text, file: "a.json", position: TextPosition(line: index + 2, column: 5))
        }
        return try await OverflowAuditor(spec: spec).audit([StringCatalog(file: "a.json", format: .json, entries: entries)])
    }

    @Test func threeLabelsInOneUncoveredScriptGiveOneWarning() async throws {
        let result = try await audit([
            ("a", "ᏣᎳᎩ"), ("b", "ᎦᏬᏂᎯᏍᏗ"), ("c", "Hello ᏣᎳᎩ"), ("d", "ᓀᐦᐃᔭᐍᐏᐣ"), ("e", "Plain English"),
        ])
        #expect(result.labels.count == 5)
        let warnings = result.findings.filter { $0.rule == AuditRule.missingGlyphs }
        #expect(warnings.count == 2)
        let cherokee = try #require(warnings.first { $0.property("script") == "Cherokee" })
        #expect(cherokee.severity == .warning)
        #expect(cherokee.id == "Cherokee in bundled fonts")
        #expect(cherokee.property("labels") == "3")
        // Ꮳ Ꮃ Ꭹ Ꭶ Ꮼ Ꮒ Ꭿ Ꮝ Ꮧ: nine distinct letters, the first three in the message.
        #expect(cherokee.message.hasPrefix("no font covers 9 Cherokee characters (U+13E3 Ꮳ, U+13B3 Ꮃ, U+13A9 Ꭹ, …) in 3 labels set in the bundled fonts"))
        #expect(cherokee.message.count <= 200)
        #expect(cherokee.location?.line == 2)
        #expect(cherokee.property("firstLabel") == "a [en]")
        let syllabics = try #require(warnings.first { $0.property("script") == "Canadian Aboriginal" })
        #expect(syllabics.property("labels") == "1")
        #expect(result.labelFindings.filter { $0.finding.rule == AuditRule.missingGlyphs }.map(\.label).sorted() == [0, 3])
    }

    /// The same script in a layout's own font is a second problem, with its own warning.
    @Test func anotherFontIsAnotherWarning() async throws {
        let inter = packageRoot.appendingPathComponent("Fonts/Inter/Inter-roman.var.ttf").path
        let spec = LayoutSpec(
            defaults: LayoutRule(sizing: .textStyle(.body), width: 300, maxLines: 1, tracking: TrackingMode.none),
            rules: [LayoutRule(patterns: ["brand.*"], font: inter)])
        let result = try await audit([("a", "ᏣᎳᎩ"), ("brand.title", "ᏣᎳᎩ"), ("brand.body", "ᏣᎳᎩ")], spec: spec)
        let warnings = result.findings.filter { $0.rule == AuditRule.missingGlyphs }
        #expect(Set(warnings.map(\.id)) == ["Cherokee in bundled fonts", "Cherokee in Inter-roman.var.ttf"])
        #expect(warnings.first { $0.property("font") == inter }?.property("labels") == "2")
    }

    /// The bundled Noto faces cover what Tusky, NewPipe, Open Food Facts and the like ship
    /// (Santali in Ol Chiki and Tamazight in Tifinagh too): no warning.
    @Test func scriptsWithBundledFontsGiveNoWarning() async throws {
        let result = try await audit([
            ("hi", "नमस्ते दुनिया"), ("ta", "வணக்கம் உலகம்"), ("my", "မင်္ဂလာပါ"), ("bn", "ট্যাব যুক্ত করুন"), ("th", "เพิ่มแท็บ"),
            ("sat", "ᱨᱩᱣᱟᱹᱲ ᱥᱮᱸᱫᱽᱨᱟ"), ("ber", "ⵜⴰⵎⴰⵣⵉⵖⵜ"),
        ])
        #expect(result.findings.filter { $0.rule == AuditRule.missingGlyphs }.isEmpty)
        #expect(result.labels.allSatisfy { $0.missingCharacters.isEmpty })
    }

    @Test func scriptNamesAreUnicodes() {
        #expect(MissingCharacter.scriptName(of: "क") == "Devanagari")
        #expect(MissingCharacter.scriptName(of: "ⴰ") == "Tifinagh")
        #expect(MissingCharacter.scriptName(of: "\u{10FFFD}") == "Unknown")
        #expect(MissingCharacter.scriptName(of: "\u{1700}") == "Tglg")
    }
}
