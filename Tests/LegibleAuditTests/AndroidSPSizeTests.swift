import LegibleAudit
import LegibleCatalogs
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// A plain sp size (`android:textSize="16sp"`, `sp: 16` in a spec): Android 14's curves, read
/// from Tables/android-font-scale-curves.csv by hand, times hb-shape advances:
///
///     hb-shape --features=-liga,-clig --output-format=json Fonts/Roboto/Roboto-Regular.ttf "Save changes"          → Σ ax = 12626 (2048 upem)
///     hb-shape --features=-liga,-clig --output-format=json Fonts/Roboto/Roboto-Regular.ttf "Änderungen speichern"  → Σ ax = 20439
///
/// 16 sp lies halfway between the table's 14 and 18 sp points: at 1.15x (16.4 + 19.8) / 2 =
/// 18.1 dp, at 1.3x (18.8 + 21.6) / 2 = 20.2 dp; below 1.13x it is 16 × scale.
@Suite struct AndroidSPSizeTests {
    static func label(_ text: String, locale: String) async throws -> LabelAudit {
        let spec = try LayoutSpec(text: "platform: android\ndefault: { sp: 16, width: 120 }\n", file: "layout.yaml", isJSON: false)
        let strings = try catalog("{\"save_changes\": \"\(text)\"}", locale: locale)
        return try #require(try await OverflowAuditor(spec: spec).audit([strings]).labels.first)
    }

    @Test func anSPSizeGrowsOnAndroidsCurvesWithNoLetterSpacing() async throws {
        let english = try await Self.label("Save changes", locale: "en")
        let expectedDP: [Double] = [13.6, 16, 18.1, 20.2]  // 0.85x, 1x, 1.15x, 1.3x
        for (measurement, dp) in zip(english.measurements, expectedDP) {
            #expect(abs(measurement.size - dp) < 1e-9)
            #expect(abs(measurement.requiredWidth - 12626.0 / 2048 * dp) < 0.01)
        }
        // 1.15x: 111.59 dp fits 120; 1.3x: 124.53 dp does not.
        #expect(english.fitsUpToStep?.displayName == "1.15x")
        // German: 20439 / 2048 × 13.6 = 135.7 dp > 120 even at 0.85x.
        let german = try await Self.label("Änderungen speichern", locale: "de")
        #expect(german.fitsUpToStep == nil)
        #expect(german.measurements.allSatisfy { !$0.fits })
    }

    @Test func anSPSizeIsAndroidsOnly() throws {
        #expect(throws: (any Error).self) {
            try LayoutSpec(text: "default: { sp: 16, width: 120 }\n", file: "layout.yaml", isJSON: false).withPlatform(.iOS)
        }
        #expect(throws: (any Error).self) {
            try LayoutSpec(text: "platform: android\ndefault: { sp: 16, size: 12, width: 120 }\n", file: "layout.yaml", isJSON: false)
        }
        let spec = try LayoutSpec(text: "platform: android\ndefault: { sp: 16, width: 120 }\n", file: "layout.yaml", isJSON: false)
        #expect(spec.layout(forKey: "k")?.sizing == .sp(16))
    }
}
