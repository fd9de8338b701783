import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Android text as Minikin lays it out (issue 20): optional ligatures kept up to 0.03 em of
/// letter spacing, and half a spacing at each end of a line on Android 14 but not on 15.
///
/// The expected widths come from `Expectations/android-minikin-widths.py`, which shapes the text
/// with hb-shape (HarfBuzz 6.0.0, Debian's libharfbuzz-bin) in the bundled Roboto with the
/// features Minikin sets, and adds the spacing once per HarfBuzz cluster (n on Android 14, n − 1
/// on 15); sizes in dp from AOSP's font-scale tables. Its output:
///
///     bodyMedium 1.0x: 14.0 dp, spacing 0.25 dp = 0.0179 em, liga on, 12091 units, 12 clusters: Android 14 85.653320 dp, Android 15 85.403320 dp
///     bodyMedium 1.8x: 24.4 dp, spacing 0.45 dp = 0.0184 em, liga on, 12091 units, 12 clusters: Android 14 149.452930 dp, Android 15 149.002930 dp
///     bodyMedium 2.0x: 26.0 dp, spacing 0.5 dp = 0.0192 em, liga on, 12091 units, 12 clusters: Android 14 159.499023 dp, Android 15 158.999023 dp
///     labelLarge 1.0x: 14.0 dp, spacing 0.1 dp = 0.0071 em, liga on, 12332 units, 12 clusters: Android 14 85.500781 dp, Android 15 85.400781 dp
///     labelLarge 1.8x: 24.4 dp, spacing 0.18 dp = 0.0074 em, liga on, 12332 units, 12 clusters: Android 14 149.084219 dp, Android 15 148.904219 dp
///     labelLarge 2.0x: 26.0 dp, spacing 0.2 dp = 0.0077 em, liga on, 12332 units, 12 clusters: Android 14 158.958594 dp, Android 15 158.758594 dp
///     bodyLarge 1.0x: 16.0 dp, spacing 0.5 dp = 0.0312 em, liga off, 12340 units, 15 clusters: Android 14 103.906250 dp, Android 15 103.406250 dp
///     bodyLarge 2.0x: 28.0 dp, spacing 1 dp = 0.0357 em, liga off, 12340 units, 15 clusters: Android 14 183.710938 dp, Android 15 182.710938 dp
///
/// "Offline profile" has Roboto's ffl and fi ligatures: 15 characters, 12 clusters with them.
@Suite("Android letter spacing as Minikin sets it")
struct AndroidMinikinTests {
    static let text = "Offline profile"
    static let fitter = LabelFitter(
        fontsDirectory: packageRoot.appendingPathComponent("Fonts").path,
        fontScales: [1, 1.8, 2].compactMap { try? AndroidFontScale($0) })

    /// (role, font scale, Android 14 width, Android 15 width) from the script's output.
    static let expected: [(MaterialTypeRole, Double, Double, Double)] = [
        (.bodyMedium, 1, 85.653320, 85.403320), (.bodyMedium, 1.8, 149.452930, 149.002930), (.bodyMedium, 2, 159.499023, 158.999023),
        (.labelLarge, 1, 85.500781, 85.400781), (.labelLarge, 1.8, 149.084219, 148.904219), (.labelLarge, 2, 158.958594, 158.758594),
        (.bodyLarge, 1, 103.906250, 103.406250), (.bodyLarge, 2, 183.710938, 182.710938),
    ]

    static func layout(_ role: MaterialTypeRole, width: Double = 400, version: AndroidVersion?) -> LabelLayout {
        LabelLayout(sizing: .materialRole(role), width: width, platform: .android, androidVersion: version)
    }

    @Test(arguments: [AndroidVersion.android14, .android15])
    func widthsMatchHBShapeWithMinikinsFeatures(version: AndroidVersion) throws {
        for (role, scale, android14, android15) in Self.expected {
            let fit = try Self.fitter.fit(Self.text, in: Self.layout(role, version: version), locale: "en")
            let size = try #require(fit.size(at: .fontScale(AndroidFontScale(scale))))
            let expected = version == .android14 ? android14 : android15
            #expect(abs(size.oneLineWidth - expected) < 1e-3, "\(role) at \(scale)x on \(version): \(size.oneLineWidth) vs \(expected)")
            #expect(abs(size.measurement.requiredWidth - expected) < 1e-3)
        }
    }

    /// The default is Android 14, the newest release whose font-scale curves Legible ships.
    @Test func theDefaultIsAndroid14() throws {
        #expect(AndroidVersion.default == .android14)
        let fit = try Self.fitter.fit(Self.text, in: Self.layout(.bodyMedium, version: nil), locale: "en")
        let at2x = try #require(fit.size(at: .fontScale(AndroidFontScale(2))))
        #expect(abs(at2x.oneLineWidth - 159.499023) < 1e-3)
    }

    /// The verdicts the issue names: in 160 dp, Body Medium with its ligatures fits at 2x on
    /// both releases (with them off, as before, it needed 164.16 dp: 12340 units, 15 spacings);
    /// in 159.2 dp it fits at 2x only on Android 15 (n − 1 spacings), up to 1.8x on 14.
    @Test func ligaturesAndLineEndsMoveFitsUpTo() throws {
        for version in [AndroidVersion.android14, .android15] {
            let fit = try Self.fitter.fit(Self.text, in: Self.layout(.bodyMedium, width: 160, version: version), locale: "en")
            #expect(fit.fitsUpToStep?.displayName == "2x", "\(version)")
        }
        let on14 = try Self.fitter.fit(Self.text, in: Self.layout(.bodyMedium, width: 159.2, version: .android14), locale: "en")
        let on15 = try Self.fitter.fit(Self.text, in: Self.layout(.bodyMedium, width: 159.2, version: .android15), locale: "en")
        #expect(on14.fitsUpToStep?.displayName == "1.8x")
        #expect(on15.fitsUpToStep?.displayName == "2x")
    }

    /// iOS keeps CoreText's rule: any tracking turns the ligatures off, and a line's ends get
    /// none (12340 units, 14 spacings of 0.1 pt), whatever font draws the label.
    @Test func iOSStillTurnsLigaturesOffUnderAnyTracking() throws {
        let roboto = packageRoot.appendingPathComponent("Fonts/Roboto/Roboto-Regular.ttf").path
        let label = LabelLayout(sizing: .fixed(points: 14), font: roboto, width: 400, tracking: .points(0.1))
        let fit = try LabelFitter(fontsDirectory: packageRoot.appendingPathComponent("Fonts").path).fit(Self.text, in: label, locale: "en")
        let expected = 12340.0 / 2048 * 14 + 0.1 * 14
        #expect(abs((fit.size(at: .large)?.oneLineWidth ?? 0) - expected) < 1e-6)
    }

    @Test(arguments: [
        ("14", AndroidVersion.android14), ("15", .android15), ("Android 15", .android15), ("android14", .android14),
        ("API 35", .android15), ("api34", .android14),
    ])
    func versionsParse(text: String, version: AndroidVersion) throws {
        #expect(try AndroidVersion(parsing: text) == version)
    }

    @Test(arguments: ["13", "16", "API 33", "fifteen", ""])
    func otherVersionsAreRefused(text: String) {
        #expect(throws: TypeScaleError.self) { try AndroidVersion(parsing: text) }
    }

    /// The spec's `androidVersion`, the audit options' (which replace it), and the findings that
    /// say which release was modelled.
    @Test func theSpecAndTheOptionsNameTheVersionAndTheFindingsSayIt() async throws {
        let yaml = "platform: android\nandroidVersion: 15\ndefault: { role: bodyMedium, width: 159.2 }\n"
        let spec = try LayoutSpec(text: yaml, file: "layout.yaml", isJSON: false)
        #expect(spec.layout(forKey: "k")?.androidVersion == .android15)
        let strings = try catalog("{\"k\": \"\(Self.text)\"}", locale: "en")
        let on15 = try await OverflowAuditor(spec: spec).audit([strings])
        #expect(on15.labels.first?.fitsUpToStep?.displayName == "2x")
        var options = AuditOptions()
        options.androidVersion = .android14
        let on14 = try await OverflowAuditor(spec: spec, options: options).audit([strings])
        #expect(on14.labels.first?.fitsUpToStep?.displayName == "1.8x")
        let message = try #require(on14.findings.first { $0.rule == AuditRule.overflow }?.message)
        #expect(message.contains("from 2x (Android 14, Body Medium"), "\(message)")
        #expect(try LayoutSpec(text: "default: { width: 10 }\n", file: "l.yaml", isJSON: false).layout(forKey: "k")?.androidVersion == nil)
        #expect(throws: SourceFileError.self) { try LayoutSpec(text: "platform: android\nandroidVersion: 13\n", file: "l.yaml", isJSON: false) }
    }
}
