import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleShaping
import LegibleTestSupport
import Testing

/// Android's system fallback fonts (Tables/android-system-fallback-fonts.csv): the Swift copy
/// equals the table in every cell; the table's cells equal AOSP's fonts.xml where read by hand;
/// and a missing glyph Android itself draws is a note, one no Android font has stays a warning.
@Suite struct AndroidSystemFallbackTests {
    /// The table's rows, split on commas outside double quotes.
    static func rows() throws -> [[String]] {
        let text = try String(contentsOf: tablesDirectory.appendingPathComponent("android-system-fallback-fonts.csv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            var cells: [String] = [""]
            var quoted = false
            for character in line {
                if character == "\"" {
                    quoted.toggle()
                } else if character == ",", !quoted {
                    cells.append("")
                } else {
                    cells[cells.count - 1].append(character)
                }
            }
            return cells
        }
    }

    @Test func theSwiftCopyEqualsTheTableInEveryCell() throws {
        let rows = try Self.rows()
        let scripts = rows.filter { $0[1].isEmpty }
        let ranges = rows.filter { !$0[1].isEmpty }
        #expect(scripts.count == AndroidSystemFallback.scripts.count)
        for row in scripts {
            #expect(AndroidSystemFallback.scripts[row[0]] == row[4], "\(row)")
        }
        #expect(ranges.count == AndroidSystemFallback.symbolRanges.count)
        for (row, entry) in zip(ranges, AndroidSystemFallback.symbolRanges) {
            #expect(UInt32(row[1], radix: 16) == entry.range.lowerBound && UInt32(row[2], radix: 16) == entry.range.upperBound, "\(row)")
            #expect(row[4] == entry.font)
        }
        #expect(rows.allSatisfy { $0.count == 6 && !$0[5].isEmpty })
    }

    /// Cells copied by hand from AOSP `frameworks/base/data/fonts/fonts.xml` (aosp-mirror commit
    /// 031de969, `<familyset version="23">`): `<family lang="und-Olck">` … `NotoSansOlChiki-Regular.ttf`.
    @Test(arguments: [
        ("Olck", "und-Olck", "NotoSansOlChiki-Regular.ttf"), ("Tfng", "und-Tfng", "NotoSansTifinagh-Regular.otf"),
        ("Syrc", "und-Syre", "NotoSansSyriacEstrangela-Regular.ttf"), ("Geor", "und-Geor,und-Geok", "NotoSansGeorgian-VF.ttf"),
        ("Mymr", "und-Mymr", "NotoSansMyanmar-Regular.otf"), ("Hang", "ko", "NotoSansCJK-Regular.ttc"),
        ("Cher", "und-Cher", "NotoSansCherokee-Regular.ttf"), ("Yezi", "und-Yezi", "NotoSerifYezidi-VF.ttf"),
        ("Arab", "und-Arab", "NotoNaskhArabic-Regular.ttf"), ("Tibt", "und-Tibt", "NotoSerifTibetan-VF.ttf"),
    ])
    func cellsEqualFontsXML(script: String, lang: String, font: String) throws {
        let row = try #require(try Self.rows().first { $0[0] == script && $0[1].isEmpty })
        #expect(row[3] == lang && row[4] == font, "\(row)")
    }

    /// ⬤ U+2B24 lies in Noto Sans Symbols 2's run U+2B12–2B2F (fontTools' cmap of Debian's
    /// fonts-noto-core 20201225-1); U+2B10 is in none of its runs. Latin is Roboto's, the default
    /// family, not a fallback; Vithkuqi (Unicode 14) has no family in fonts.xml.
    @Test func lookUpBySymbolRangeThenScript() {
        #expect(AndroidSystemFallback.font(for: "\u{2B24}", script: "Zyyy") == "NotoSansSymbols-Regular-Subsetted2.ttf")
        #expect(AndroidSystemFallback.font(for: "\u{2B10}", script: "Zyyy") == nil)
        #expect(AndroidSystemFallback.font(for: "\u{1C5A}", script: MissingCharacter.scriptCode(of: "\u{1C5A}")) == "NotoSansOlChiki-Regular.ttf")
        #expect(MissingCharacter.scriptCode(of: "\u{2D30}") == "Tfng")
        #expect(AndroidSystemFallback.font(for: "a", script: "Latn") == nil)
        #expect(AndroidSystemFallback.font(for: "\u{10570}", script: MissingCharacter.scriptCode(of: "\u{10570}")) == nil)
    }

    func missingGlyphs(_ text: String, platform: String) async throws -> [Finding] {
        let spec = try LayoutSpec(text: "platform: \(platform)\ndefault: { size: 16, width: 300, maxLines: 1 }\n", file: "layout.yaml", isJSON: false)
        let strings = try catalog("{\"k\": \"\(text)\"}", locale: "sat")
        return try await OverflowAuditor(spec: spec).audit([strings]).findings.filter { $0.rule == AuditRule.missingGlyphs }
    }

    /// Firefox Focus's Tibetan (`values-bo`) and Cherokee: Android draws them, Legible has no
    /// font for them. (NewPipe's Santali and Tamazight were the cases here until Noto Sans Ol
    /// Chiki and Tifinagh were bundled.)
    @Test func whatAndroidDrawsIsANote() async throws {
        for text in ["བོད་སྐད", "ᏣᎳᎩ"] {
            let found = try await missingGlyphs(text, platform: "android")
            #expect(found.count == 1, "\(text)")
            let finding = try #require(found.first)
            #expect(finding.severity == .note, "\(text)")
            #expect(finding.message.contains("drawn by Android's Noto"), "\(finding.message)")
            #expect(finding.message.count <= 200)
        }
    }

    /// Wikipedia's Meetei Mayek (`values-mni`): its vowel signs combine, and shown after a space
    /// in the character's description they joined it, so the script was "Unknown" and the
    /// characters a warning. Android's Noto Sans Meetei Mayek draws them (fonts.xml).
    @Test func combiningCharactersKeepTheirScript() async throws {
        let found = try await missingGlyphs("\u{ABC3}\u{ABE9}\u{ABC2}\u{ABE4}", platform: "android")
        #expect(found.map(\.severity) == [.note], "\(found)")
        #expect(found.first?.message.contains("Meetei Mayek characters") == true, "\(found)")
        #expect(found.first?.message.contains("drawn by Android's NotoSansMeeteiMayek-Regular.ttf") == true, "\(found)")
    }

    /// Android's own symbol fallbacks, bundled for Android only (Fonts/README.md): NewPipe's "♭"
    /// is Noto Sans Symbols' 347 of 1000 units wide, not the CJK face's 1000 (fontTools' hmtx);
    /// AntennaPod's ⬤ is Noto Sans Symbols 2's 1114 of 1000, measured instead of boxed. iOS keeps
    /// its chain: "♭" there is still the CJK face's 1 em.
    @Test func androidsSymbolFontsMeasureSymbols() async throws {
        func label(_ text: String, platform: String) async throws -> LabelAudit {
            let spec = try LayoutSpec(text: "platform: \(platform)\ndefault: { size: 20, width: 300, maxLines: 1 }\n", file: "l.yaml", isJSON: false)
            return try #require(try await OverflowAuditor(spec: spec).audit([try catalog("{\"k\": \"\(text)\"}")]).labels.first)
        }
        let flat = try await label("♭", platform: "android")
        #expect(abs((flat.measurements.first?.requiredWidth ?? 0) - 0.347 * 20) < 0.01)
        let circle = try await label("⬤", platform: "android")
        #expect(circle.missingCharacters.isEmpty)
        #expect(abs((circle.measurements.first?.requiredWidth ?? 0) - 1.114 * 20) < 0.01)
        let iOSFlat = try await label("♭", platform: "ios")
        #expect(abs((iOSFlat.measurements.first?.requiredWidth ?? 0) - 20) < 0.01)
    }

    /// Must stay a warning: a script no Android font has, and every iOS label (unchanged).
    @Test func whatNoAndroidFontHasAndEveryIOSLabelStayAWarning() async throws {
        let vithkuqi = try await missingGlyphs("\u{10570}\u{10571}", platform: "android")
        #expect(vithkuqi.map(\.severity) == [.warning])
        #expect(vithkuqi.first?.message.hasPrefix("no font covers 2 ") == true, "\(vithkuqi)")
        let iOS = try await missingGlyphs("ᏣᎳᎩ", platform: "ios")
        #expect(iOS.map(\.severity) == [.warning])
        #expect(iOS.first?.message.hasPrefix("no font covers") == true)
    }

    /// AntennaPod's "N lines, 0 allowed": with no line limit, only a piece that cannot break (one
    /// character cluster) wider than the label overflows, and the message says so. Roboto's "W"
    /// advances 1817 of 2048 units: 1817 / 2048 × 13.6 dp (16 sp at 0.85x) = 12.07 dp > 5 dp.
    @Test func noLineLimitSaysWhatCannotBreak() async throws {
        let spec = try LayoutSpec(text: "platform: android\ndefault: { sp: 16, width: 5, maxLines: 0 }\n", file: "layout.yaml", isJSON: false)
        let result = try await OverflowAuditor(spec: spec).audit([try catalog("{\"k\": \"WW\"}")])
        let message = try #require(result.findings.first { $0.rule == AuditRule.overflow }?.message)
        #expect(message.contains("from 0.85x"), "\(message)")
        #expect(message.contains("needs 12.1 dp for a part it cannot break across lines, 5 dp available"), "\(message)")
        #expect(!message.contains("allowed"))
        // A line limit still counts lines: "W W W" needs 3 lines of 20 dp, 2 allowed.
        let limited = try LayoutSpec(text: "platform: android\ndefault: { sp: 16, width: 20, maxLines: 2 }\n", file: "layout.yaml", isJSON: false)
        let three = try await OverflowAuditor(spec: limited).audit([try catalog("{\"k\": \"W W W\"}")])
        let lines = try #require(three.findings.first { $0.rule == AuditRule.overflow }?.message)
        #expect(lines.contains("3 lines of 20 dp, 2 allowed"), "\(lines)")
        // Must not fire: words that each fit, with no limit (14.2 dp ≤ 40 dp up to 2x: 1817 / 2048 × 28 = 24.8).
        let wide = try LayoutSpec(text: "platform: android\ndefault: { sp: 16, width: 40, maxLines: 0 }\n", file: "layout.yaml", isJSON: false)
        let fits = try await OverflowAuditor(spec: wide).audit([try catalog("{\"k\": \"W W W\"}")])
        #expect(fits.findings.filter { $0.rule == AuditRule.overflow }.isEmpty)
    }
}
