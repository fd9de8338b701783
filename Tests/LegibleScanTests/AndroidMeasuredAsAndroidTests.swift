import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, class 3: Android text is measured as Android shows it — in light and dark only (no
/// Increase Contrast), in the night mode the app's code fixes, in sp and dp, and with its system
/// font families named as such.
///
/// Ratios (WCAG's formula over the raw hex, ``IndependentWCAG``):
///
///     #777777 on #FFFFFF: L 0.18447 → 1.05 / 0.23447 = 4.478 (fails 4.5); on #000000: 0.23447 / 0.05 = 4.69 (passes)
///     #444444 on #000000: 68/255 → L 0.05781 → 0.10781 / 0.05 = 2.156 (fails); #000000 on #FFFFFF 21 (passes)
@Suite struct AndroidMeasuredAsAndroidTests {
    /// A DayNight app whose window is white by day and black by night, with `@color/ink` black by
    /// day and #444444 by night, and one activity showing `main`.
    static func project(layout: String, code: String = "", themeItems: String = "") -> [String: String] {
        [
            "AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.App"),
            "res/values/themes.xml":
                ##"<resources><style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar"><item name="android:windowBackground">@color/window</item>\##(themeItems)</style></resources>"##,
            "res/values/colors.xml": ##"<resources><color name="window">#FFFFFF</color><color name="ink">#000000</color></resources>"##,
            "res/values-night/colors.xml": ##"<resources><color name="window">#000000</color><color name="ink">#444444</color></resources>"##,
            "res/layout/main.xml": layout,
            "java/MainActivity.kt":
                "class MainActivity : AppCompatActivity() {\n override fun onCreate(s: Bundle?) {\n setContentView(R.layout.main)\n \(code)\n }\n}",
        ]
    }

    static func layout(_ views: String) -> String {
        ##"""
        <LinearLayout \##(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
        \##(views)
        </LinearLayout>
        """##
    }

    static let grey =
        ##"<TextView android:id="@+id/grey" android:layout_width="200dp" android:layout_height="wrap_content" android:text="Offline" android:textSize="14sp" android:textColor="#777777"/>"##
    static let ink =
        ##"<TextView android:id="@+id/ink" android:layout_width="200dp" android:layout_height="wrap_content" android:text="Offline" android:textSize="12dp" android:textColor="@color/ink"/>"##

    static func contrast(_ files: [String: String]) async throws -> [String: String] {
        let report = try await AndroidTargetJudgingTests.scan(files)
        return Dictionary(report.findings.findings.filter { $0.rule == "contrast.text" }.map { ($0.id, $0.message) }) { first, _ in first }
    }

    @Test func androidIsLightAndDarkInSpAndDp() async throws {
        let found = try await Self.contrast(Self.project(layout: Self.layout(Self.grey + "\n" + Self.ink)))
        let grey = try #require(found["grey"])
        let ink = try #require(found["ink"])
        #expect(grey.contains("4.47:1 in light") && !grey.contains("dark"), "\(grey)")
        #expect(ink.contains("2.15:1 in dark") && !ink.contains("light"), "\(ink)")
        // Never Increase Contrast, never points.
        for message in [grey, ink] {
            #expect(!message.contains("IncreasedContrast") && !message.contains(" pt"), "\(message)")
        }
        #expect(grey.contains("at 14 sp Regular"), "\(grey)")
        #expect(ink.contains("at 12 dp Regular"), "\(ink)")
        #expect(abs(IndependentWCAG.ratio(luminance: IndependentWCAG.luminance(red8: 68, green8: 68, blue8: 68), 0) - 2.156) < 0.001)
    }

    @Test func aNightModeFixedInCodeIsTheOnlyOneMeasured() async throws {
        let layout = Self.layout(Self.grey + "\n" + Self.ink)
        let light = try await Self.contrast(
            Self.project(layout: layout, code: "AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_NO)"))
        #expect(Array(light.keys) == ["grey"])  // ink fails only in dark, which the app never shows
        let dark = try await Self.contrast(Self.project(layout: layout, code: "AppCompatDelegate.setDefaultNightMode(MODE_NIGHT_YES)"))
        #expect(Array(dark.keys) == ["ink"])
        // A mode chosen at run time: both.
        let chosen = try await Self.contrast(Self.project(layout: layout, code: "AppCompatDelegate.setDefaultNightMode(prefs.mode)"))
        #expect(chosen.keys.sorted() == ["grey", "ink"])
        // One literal mode, but only in a branch (a setting's `when`): both.
        let branch = try await Self.contrast(
            Self.project(layout: layout, code: "when (theme) {\n \"day\" -> AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_NO)\n }"))
        #expect(branch.keys.sorted() == ["grey", "ink"])
    }

    @Test func aTextSizeTheThemeSetsIsTheSizeMeasured() async throws {
        // 14 sp Bold is large text (3:1, which #777777 on white passes at 4.47:1); at 12 sp Bold it is not.
        func bold(_ size: String) -> String {
            Self.layout(
                ##"<TextView android:id="@+id/grey" android:layout_width="200dp" android:layout_height="wrap_content" android:text="Offline" "##
                    + ##"android:textSize="?attr/bodySize" android:textStyle="bold" android:textColor="#777777"/>"##
            )
            .replacingOccurrences(of: "bodySize", with: size)
        }
        let items = ##"<item name="largeSize">14sp</item><item name="smallSize">@dimen/small</item>"##
        var files = Self.project(layout: bold("largeSize"), themeItems: items)
        files["res/values/dimens.xml"] = ##"<resources><dimen name="small">12sp</dimen></resources>"##
        #expect(try await Self.contrast(files).isEmpty)
        files["res/layout/main.xml"] = bold("smallSize")
        #expect(try await Self.contrast(files)["grey"]?.contains("4.47:1 in light, below 4.5:1, the WCAG AA minimum for text at 12 sp Bold") == true)
    }

    @Test func systemFontFamiliesAreNamedAsTheSystemsNotTheApps() async throws {
        func text(_ id: String, _ family: String) -> String {
            ##"<TextView android:id="@+id/\##(id)" android:layout_width="200dp" android:layout_height="wrap_content" android:text="Offline" android:textSize="14sp" \##(family)/>"##
        }
        let layout = Self.layout(
            [
                text("serif", #"android:fontFamily="serif""#), text("mono", #"android:typeface="monospace""#),
                text("condensed", #"android:fontFamily="sans-serif-condensed""#), text("medium", #"android:fontFamily="sans-serif-medium""#),
                text("light", #"android:fontFamily="sans-serif-light""#), text("brand", #"android:fontFamily="@font/brand""#),
            ].joined(separator: "\n"))
        let report = try await AndroidTargetJudgingTests.scan(Self.project(layout: layout))
        let notes = Dictionary(report.findings.findings.filter { $0.rule == "scan.unresolved" }.map { ($0.id, $0.message) }) { first, _ in first }
        #expect(notes["serif"]?.contains("the system font family serif (Noto Serif on Android)") == true, "\(notes)")
        #expect(notes["mono"]?.contains("the system font family monospace") == true, "\(notes)")
        #expect(notes["condensed"]?.contains("the system font family sans-serif-condensed (Roboto Condensed on Android)") == true, "\(notes)")
        for id in ["serif", "mono", "condensed"] { #expect(notes[id]?.contains("the app's own") == false, "\(id)") }
        // Roboto's weights are bundled: measured, no note; the app's own font keeps its note.
        #expect(notes["medium"] == nil && notes["light"] == nil, "\(notes)")
        #expect(notes["brand"]?.contains("the font brand is the app's own") == true, "\(notes)")
        let audited = Set(report.labels.map(\.element.id))
        #expect(audited.isSuperset(of: ["medium", "light"]) && audited.isDisjoint(with: ["serif", "mono", "condensed", "brand"]))
    }
}
