import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// A Material role's letter spacing in Android's two text toolkits: Compose converts its sp on
/// the font-scale curve (0.5 sp is 1 dp at 2x), Views take it in em of the drawn size
/// (`android:letterSpacing` 0.5 / 16 = 0.03125 em of 28 dp is 0.875 dp).
///
/// Expected widths: hb-shape sums of "Offline profile" in the bundled Roboto (the same as
/// AndroidMinikinTests' script: 12340 units and 15 clusters with ligatures off, 12091 and 12 with
/// them on), plus the spacing once per cluster on Android 14 and n − 1 times on 15:
///
///     bodyLarge 2x, Views:  12340 / 2048 × 28 + 15 × 0.03125 × 28  = 181.8359 (14), 180.9609 (15)
///     bodyMedium 2x, Views: 12091 / 2048 × 26 + 12 × 0.25/14 × 26  = 159.0705 (14), 158.6062 (15)
///
/// Body Large's 0.03125 em is above Minikin's 0.03 em threshold, so its ligatures stay off in
/// Views as in Compose; Body Medium's 0.0179 em keeps them.
@Suite("Android toolkits: a Material role's letter spacing in Compose and in Views")
struct AndroidToolkitTests {
    static let text = "Offline profile"
    static let fitter = LabelFitter(
        fontsDirectory: packageRoot.appendingPathComponent("Fonts").path,
        fontScales: [1, 2].compactMap { try? AndroidFontScale($0) })

    static func width(_ role: MaterialTypeRole, _ version: AndroidVersion, _ toolkit: AndroidTextToolkit?) throws -> Double {
        let layout = LabelLayout(sizing: .materialRole(role), width: 400, platform: .android, androidVersion: version, androidToolkit: toolkit)
        let fit = try fitter.fit(text, in: layout, locale: "en")
        return try #require(fit.size(at: .fontScale(AndroidFontScale(2)))).oneLineWidth
    }

    @Test func viewsTakeTheRolesEmOfTheDrawnSize() throws {
        #expect(abs(try Self.width(.bodyLarge, .android14, .views) - 181.8359375) < 1e-3)
        #expect(abs(try Self.width(.bodyLarge, .android15, .views) - 180.9609375) < 1e-3)
        #expect(abs(try Self.width(.bodyMedium, .android14, .views) - 159.0704520) < 1e-3)
        #expect(abs(try Self.width(.bodyMedium, .android15, .views) - 158.6061663) < 1e-3)
    }

    /// Compose stays the default, with the widths AndroidMinikinTests checks.
    @Test func composeIsTheDefault() throws {
        #expect(AndroidTextToolkit.default == .compose)
        #expect(abs(try Self.width(.bodyLarge, .android14, nil) - 183.710938) < 1e-3)
        #expect(abs(try Self.width(.bodyLarge, .android14, .compose) - 183.710938) < 1e-3)
    }

    @Test func theSpecNamesTheToolkit() throws {
        let spec = try LayoutSpec(text: "platform: android\nandroidToolkit: views\ndefault: { role: bodyLarge, width: 182 }\n", file: "l.yaml", isJSON: false)
        #expect(spec.layout(forKey: "k")?.androidToolkit == .views)
        #expect(
            try LayoutSpec(text: "platform: android\ndefault: { width: 10 }\n", file: "l.yaml", isJSON: false).layout(forKey: "k")?.androidToolkit == .compose)
        #expect(try LayoutSpec(text: "default: { width: 10 }\n", file: "l.yaml", isJSON: false).layout(forKey: "k")?.androidToolkit == nil)
        #expect(throws: SourceFileError.self) { try LayoutSpec(text: "platform: android\nandroidToolkit: flutter\n", file: "l.yaml", isJSON: false) }
    }

    @Test(arguments: [("views", AndroidTextToolkit.views), ("View", .views), ("XML", .views), ("compose", .compose), ("Jetpack Compose", .compose)])
    func toolkitsParse(text: String, toolkit: AndroidTextToolkit) throws {
        #expect(try AndroidTextToolkit(parsing: text) == toolkit)
    }
}
