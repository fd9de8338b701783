import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Hand-checkable expectations for Examples/android-overflow, from hb-shape advances with the
/// bundled Roboto and from Android 14's font-scale table in Tables/ (checked against AOSP's
/// `FontScaleConverterFactory` by the type-scale tests), not from Legible's own output:
///
///     hb-shape --features=-liga,-clig --output-format=json Fonts/Roboto/Roboto-Regular.ttf "Einstellungen für Benachrichtigungen"  → Σ ax = 33924 (2048 upem)
///     … Fonts/Roboto/Roboto-Medium.ttf "Einstellungen für Benachrichtigungen"   → Σ ax = 34335
///     … Fonts/Roboto/Roboto-Regular.ttf "Настройки уведомлений"                  → Σ ax = 23893
///     … Fonts/Roboto/Roboto-Medium.ttf "Настройки уведомлений"                   → Σ ax = 24013
///
/// A Material role's size and letter spacing (sp) become dp through the table. Android 14, the
/// default, puts half the letter spacing before and half after every character, the line's
/// first and last included: one spacing per character (36 in German, 21 in Russian); Android 15
/// drops the halves at the line's ends (AndroidMinikinTests checks both, and the ligatures).
@Suite("Android sample")
struct AndroidAuditTests {
    static let directory = packageRoot.appendingPathComponent("Examples/android-overflow")

    static func audit(_ options: AuditOptions = AuditOptions()) async throws -> AuditResult {
        let catalogs = try ["values", "values-de", "values-ru", "values-ar"].map { folder in
            try StringCatalog(contentsOfFile: directory.appendingPathComponent("res/\(folder)/strings.xml").path)
        }
        let spec = try LayoutSpec(contentsOfFile: directory.appendingPathComponent("layout.yaml").path)
        return try await OverflowAuditor(spec: spec, options: options).audit(catalogs)
    }

    /// dp for `sp` at `scale`, read from Tables/android-font-scale-curves.csv: linear below 1.13
    /// (no table), else the scale's points, from (0, 0) below the first.
    static func dp(_ sp: Double, scale: Double) throws -> Double {
        guard scale >= 1.13 else { return sp * scale }
        let points = try CSVTable.tables("android-font-scale-curves.csv").rows
            .filter { try number($0["font_scale"]) == scale }
            .map { (try number($0["sp"]), try number($0["dp"])) }
        var previous = (0.0, 0.0)
        for point in points {
            if sp <= point.0 { return previous.1 + (point.1 - previous.1) * (sp - previous.0) / (point.0 - previous.0) }
            previous = point
        }
        let last = try #require(points.last)
        return sp * last.1 / last.0
    }

    /// The one-line width of a text at a role's size and letter spacing at a font scale.
    static func width(
        _ units: Double, characters: Int, sizeSP: Double, trackingSP: Double, scale: Double,
        version: AndroidVersion = .android14
    ) throws -> Double {
        let spacings = version == .android14 ? characters : characters - 1
        return try units / 2048 * dp(sizeSP, scale: scale) + dp(trackingSP, scale: scale) * Double(spacings)
    }

    static let scales = [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2]

    @Test func rowWidthsMatchHBShapeAtEveryFontScale() async throws {
        let result = try await Self.audit()
        // Body Large: 16 sp Regular, letter spacing 0.5 sp, 328 dp wide.
        for (locale, units, characters, fitsUpTo) in [("de", 33924.0, 36, 1.15), ("ru", 23893, 21, 1.8)] {
            let label = try #require(result.label("notification_settings", locale))
            #expect(label.measurements.map { $0.step.fontScale?.value } == Self.scales)
            for (measurement, scale) in zip(label.measurements, Self.scales) {
                let expected = try Self.width(units, characters: characters, sizeSP: 16, trackingSP: 0.5, scale: scale)
                #expect(abs(measurement.requiredWidth - expected) < 0.01, "\(locale) at \(scale): \(measurement.requiredWidth) vs \(expected)")
                #expect(abs(measurement.size - (try Self.dp(16, scale: scale))) < 1e-9)
                #expect(measurement.fits == (expected <= 328))
            }
            #expect(label.fitsUpToStep?.fontScale?.value == fitsUpTo)
            #expect(label.fitsUpTo == nil)  // no Dynamic Type category on Android
        }
    }

    @Test func buttonIsMediumAndFitsUpToWhatHBShapeSays() async throws {
        let result = try await Self.audit()
        // Label Large: 14 sp Medium, letter spacing 0.1 sp, 280 dp wide.
        for (locale, units, characters, fitsUpTo) in [("de", 34335.0, 36, "1.15x"), ("ru", 24013, 21, "1.5x")] {
            let label = try #require(result.label("notification_settings_button", locale))
            #expect(label.layout.weight == .medium)
            for (measurement, scale) in zip(label.measurements, Self.scales) {
                let expected = try Self.width(units, characters: characters, sizeSP: 14, trackingSP: 0.1, scale: scale)
                #expect(abs(measurement.requiredWidth - expected) < 0.01, "\(locale) at \(scale): \(measurement.requiredWidth) vs \(expected)")
                #expect(measurement.fits == (expected <= 280))
            }
            #expect(label.fitsUpToStep?.displayName == fitsUpTo)
        }
        let fits = result.fits
        #expect(fits.first { $0.key == "notification_settings_button" && $0.locale == "de" }?.verdict == "fits up to 1.15x")
        #expect(fits.first { $0.key == "notification_settings_button" && $0.locale == "en" }?.verdict == "fits at every size")
    }

    @Test func aFixedSizeIsTheSameAtEveryFontScale() async throws {
        let spec = try LayoutSpec(text: "platform: android\ndefault: { size: 14, width: 200 }\n", file: "layout.yaml", isJSON: false)
        let strings = try catalog("{\"k\": \"Einstellungen für Benachrichtigungen\"}", locale: "de")
        let label = try #require(try await OverflowAuditor(spec: spec).audit([strings]).labels.first)
        // hb-shape: 33924 units of 2048 in Roboto Regular, no letter spacing.
        #expect(label.measurements.count == 7)
        for measurement in label.measurements {
            #expect(measurement.size == 14)
            #expect(abs(measurement.requiredWidth - 33924.0 / 2048 * 14) < 0.01)
        }
        #expect(label.fitsUpToStep == nil)
    }

    @Test func theFitterMeasuresAnAndroidLayoutAtTheFontScales() throws {
        let button = LabelLayout(sizing: .materialRole(.labelLarge), weight: .medium, width: 280, platform: .android)
        let fit = try LabelFitter().fit("Einstellungen für Benachrichtigungen", in: button, locale: "de")
        #expect(fit.sizes.map(\.measurement.step.displayName) == ["0.85x", "1x", "1.15x", "1.3x", "1.5x", "1.8x", "2x"])
        #expect(fit.fitsUpToStep?.displayName == "1.15x")
        let at2x = try #require(fit.size(at: .fontScale(AndroidFontScale(2))))
        #expect(abs(at2x.oneLineWidth - (try Self.width(34335, characters: 36, sizeSP: 14, trackingSP: 0.1, scale: 2))) < 0.01)
        #expect(throws: AuditError.self) { try LabelFitter().fit("x", in: button, locale: "de", legibilityWeight: .bold) }
    }

    @Test func failOnFontScaleMakesLargerScalesWarnings() async throws {
        var options = AuditOptions()
        options.failOnFontScale = try AndroidFontScale(parsing: "1.5x")
        let findings = try await Self.audit(options).findings
        // Russian overflows only from 1.8x (row: 2x): warnings; German from 1.3x: errors.
        #expect(findings.filter { $0.severity == .error }.map(\.id).sorted() == ["notification_settings [de]", "notification_settings_button [de]"])
        #expect(findings.filter { $0.severity == .warning }.map(\.id).sorted() == ["notification_settings [ru]", "notification_settings_button [ru]"])
    }

    @Test func layoutSpecChecksSizingAgainstThePlatform() throws {
        func spec(_ yaml: String) throws -> LayoutSpec { try LayoutSpec(text: yaml, file: "layout.yaml", isJSON: false) }
        #expect(try spec("platform: android\ndefault: { width: 300 }\n").layout(forKey: "x")?.sizing == .materialRole(.bodyLarge))
        // A fixed size in dp does not grow with the font scale, and takes no iOS tracking table.
        #expect(try spec("platform: android\ndefault: { size: 14, width: 300 }\n").layout(forKey: "x")?.tracking == TrackingMode.none)
        #expect(throws: SourceFileError.self) { try spec("platform: android\ndefault: { style: body, width: 300 }\n") }
        #expect(throws: SourceFileError.self) { try spec("default: { role: labelLarge, width: 300 }\n") }
        #expect(throws: SourceFileError.self) { try spec("platform: android\ndefault: { role: labelLarge, tracking: 1, width: 300 }\n") }
        #expect(throws: SourceFileError.self) { try spec("platform: windows\ndefault: { width: 300 }\n") }
        let ios = try spec("default: { style: body, width: 300 }\n")
        #expect(throws: SourceFileError.self) { try ios.withPlatform(.android) }
        var message = ""
        do { _ = try spec("labels:\n  - match: a\n    role: bodyLarge\n    width: 3\n") } catch let error as SourceFileError { message = error.description }
        #expect(
            message
                == "layout.yaml:2:5: the entry for a gives the Material role bodyLarge, which is for Android; use 'style:' (a Dynamic Type text style) on iOS, or 'platform: android'"
        )
    }
}
