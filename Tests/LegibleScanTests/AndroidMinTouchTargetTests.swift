import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, fresh-android14b D2: Kotatsu 34f6e523 `sheet_stats_manga.xml:44`, a `wrap_content`
/// ImageButton with a 24 dp icon and `android:minWidth`/`minHeight="?minTouchTargetSize"`
/// (:50-51), is 48×48 in a Material 3 theme (`mtrl_min_touch_target_size`), not 24×24.
@Suite struct AndroidMinTouchTargetTests {
    static let ns = AndroidContentViewTests.namespaces

    static func files(theme: String, appSets: String = "", minimum: String = "?minTouchTargetSize") -> [String: String] {
        [
            "AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.Kotatsu"),
            "res/values/themes.xml": "<resources><style name=\"Theme.Kotatsu\" parent=\"\(theme)\">\(appSets)</style></resources>",
            "res/drawable/ic_open_external.xml":
                ##"<vector \##(ns) android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"##,
            "res/layout/sheet_stats_manga.xml": ##"""
            <LinearLayout \##(ns) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <ImageButton android:id="@+id/button_open" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:background="?selectableItemBackgroundBorderless" android:contentDescription="Open"
                    android:minWidth="\##(minimum)" android:minHeight="\##(minimum)" app:srcCompat="@drawable/ic_open_external"/>
            </LinearLayout>
            """##,
            "java/MangaStatsSheet.kt": "class MangaStatsSheet { fun bind(b: SheetStatsMangaBinding) { b.buttonOpen.setOnClickListener { open() } } }",
        ]
    }

    static func small(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" && $0.severity > .note }.map(\.id)
    }

    @Test func kotatsusOpenButtonIsTheMaterialMinimum() async throws {
        // Must NOT fire: Material 3's and Material Components' 48 dp.
        #expect(try await Self.small(Self.files(theme: "Theme.Material3.DayNight.NoActionBar")).isEmpty)
        #expect(try await Self.small(Self.files(theme: "Theme.MaterialComponents.DayNight")).isEmpty)
    }

    @Test func anAppThatLowersTheAttributeOrAnAppCompatThemeKeepsTheIcon() async throws {
        // Must fire: the app's theme sets it to 32 dp (Tusky's styles.xml:105), or AppCompat does not define it.
        let lowered = Self.files(theme: "Theme.Material3.DayNight.NoActionBar", appSets: "<item name=\"minTouchTargetSize\">32dp</item>")
        #expect(try await Self.small(lowered) == ["button_open"])
        #expect(try await Self.small(Self.files(theme: "Theme.AppCompat.DayNight")) == ["button_open"])
    }
}
