import LegibleAudit
import LegibleTypeScale
import Testing

/// Hand-checkable expectations for Examples/overflow, computed from hb-shape output, not from
/// Legible's. Widths are HarfBuzz advance sums (font units) ÷ units per em × point size, plus
/// Apple's SF Pro tracking (Tables/tracking-sf-pro.csv, points column) after every character
/// but the last. The commands (HarfBuzz 8, features as Legible shapes under tracking):
///
///     hb-shape --features=-liga,-clig --variations=wght=600 --output-format=json \
///         Fonts/Inter/Inter-roman.var.ttf "Einstellungen für Benachrichtigungen"   → Σ ax = 51318 (2816 upem)
///     … Fonts/Inter/InterDisplay-roman.var.ttf "Einstellungen für Benachrichtigungen" → Σ ax = 34021 (2048 upem)
///     … Fonts/Inter/InterDisplay-roman.var.ttf "Save changes"                          → Σ ax = 12762
///     hb-shape --face-index=2 Fonts/Noto/NotoSansCJK-Regular.ttc "保存更改"             → Σ ax = 4000 (1000 upem)
///
/// Body is 17 pt at Large, 21 at xxLarge, 23 at xxxLarge, 28 at AX1, 33 at AX2, 40 at AX3 (HIG);
/// Inter Text serves sizes below 20 pt, Inter Display from 20 pt.
@Suite("Sample catalog")
struct SampleAuditTests {
    static func width(_ units: Double, upem: Double, size: Double, characters: Int, tracking: Double) -> Double {
        units / upem * size + tracking * Double(characters - 1)
    }

    @Test func germanButtonFitsUpToXXLarge() async throws {
        let result = try await Sample.audit()
        let label = try #require(result.label("settings.notifications.button", "de"))
        let expected: [(DynamicTypeCategory, Double)] = [
            (.large, Self.width(51318, upem: 2816, size: 17, characters: 36, tracking: -0.43)),  // 294.75
            (.xxLarge, Self.width(34021, upem: 2048, size: 21, characters: 36, tracking: -0.36)),  // 336.25
            (.xxxLarge, Self.width(34021, upem: 2048, size: 23, characters: 36, tracking: -0.10)),  // 378.57
            (.ax1, Self.width(34021, upem: 2048, size: 28, characters: 36, tracking: 0.38)),  // 478.44
        ]
        for (category, width) in expected {
            let measurement = try #require(label.measurements.first { $0.category == category })
            #expect(abs(measurement.requiredWidth - width) < 0.01, "\(category): \(measurement.requiredWidth) vs \(width)")
            #expect(measurement.fits == (width <= 343))
            #expect(measurement.availableWidth == 343)
        }
        #expect(label.fitsUpTo == .xxLarge)
        #expect(label.firstOverflow?.category == .xxxLarge)
        #expect(abs((label.firstOverflow?.overflow ?? 0) - (Self.width(34021, upem: 2048, size: 23, characters: 36, tracking: -0.10) - 343)) < 0.01)
    }

    @Test func saveButtonInEnglishFitsUpToXXXLargeAndChineseUpToAX2() async throws {
        let result = try await Sample.audit()
        let english = try #require(result.label("settings.save", "en"))
        #expect(english.fitsUpTo == .xxxLarge)
        let ax1 = try #require(english.measurements.first { $0.category == .ax1 })
        #expect(abs(ax1.requiredWidth - Self.width(12762, upem: 2048, size: 28, characters: 12, tracking: 0.38)) < 0.01)  // 178.66 > 160

        // Four CJK ideographs are exactly 4 em: 160 pt at 40 pt plus tracking overflows a 160 pt button.
        let chinese = try #require(result.label("settings.save", "zh-Hans"))
        #expect(chinese.fitsUpTo == .ax2)
        let ax3 = try #require(chinese.measurements.first { $0.category == .ax3 })
        #expect(abs(ax3.requiredWidth - Self.width(4000, upem: 1000, size: 40, characters: 4, tracking: 0.37)) < 0.01)
        #expect(!ax3.fits)
    }

    @Test func perKeyLocaleVerdictTakesTheWorstVariant() async throws {
        let result = try await Sample.audit()
        let fits = result.fits
        let de = try #require(fits.first { $0.key == "shared.photos" && $0.locale == "de" })
        let variants = result.labels.filter { $0.entry.key == "shared.photos" && $0.entry.locale == "de" }
        #expect(variants.count == 2)
        #expect(de.fitsUpTo == variants.compactMap(\.fitsUpTo).min())
        let title = try #require(fits.first { $0.key == "onboarding.title" && $0.locale == "en" })
        #expect(title.verdict == "fits at every size")
        let german = try #require(fits.first { $0.key == "settings.notifications.button" && $0.locale == "de" })
        #expect(german.verdict == "fits up to xxLarge")
    }

    @Test func placeholdersAreReplacedBySamplesAndMetadataKept() async throws {
        let result = try await Sample.audit()
        let label = try #require(result.label("shared.photos", "de", variant: "plural.other"))
        #expect(label.displayText == "Alexandra hat 12,345 Fotos geteilt")
        #expect(result.label("settings.notifications.button", "ar")?.entry.metadata.needsReview == true)
        #expect(result.labels.contains { $0.entry.key == "whats.new.badge" && $0.entry.metadata.isStale })
    }

    @Test func failOnMakesLargerSizesWarnings() async throws {
        let lenient = try await Sample.audit(AuditOptions(failOn: .xxLarge))
        let german = try #require(lenient.findings.first { $0.id == "settings.notifications.button [de]" && $0.rule == AuditRule.overflow })
        #expect(german.severity == .warning)  // first overflows at xxxLarge, above xxLarge
        let strict = try await Sample.audit(AuditOptions(failOn: .xxxLarge))
        let strictGerman = try #require(strict.findings.first { $0.id == "settings.notifications.button [de]" && $0.rule == AuditRule.overflow })
        #expect(strictGerman.severity == .error)
        #expect(strictGerman.location?.file == Sample.catalogPath)
        #expect(strictGerman.location?.line == 45)
        #expect(strictGerman.message.contains("overflows from xxxLarge (Body 23 pt)"))
    }
}
