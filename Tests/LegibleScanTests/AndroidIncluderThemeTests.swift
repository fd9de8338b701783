import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A size from a theme attribute that only the including layouts' `android:theme` gives:
/// SeriesGuide 72ea839f `appwidget_row.xml:82`, a `<merge>` whose ImageButton is 48 dp wide and
/// `?attr/sgAppWidgetPosterHeight` tall, included by `appwidget_row_dark.xml:14` and five others
/// under `Theme.SeriesGuide.AppWidget.*` themes that set it to 40 or 44 dp. The button is at most
/// 48×44 dp, under 48 whichever row includes it.
@Suite struct AndroidIncluderThemeTests {
    static func project(largeHeight: String = "44dp", darkTheme: String? = "@style/Theme.SeriesGuide.AppWidget.Dark") -> [String: String] {
        let row = ##"""
            <merge NS>
                <ImageButton android:id="@+id/widgetWatchedButton" android:layout_width="48dp" android:layout_height="?attr/sgAppWidgetPosterHeight"
                    android:background="?android:attr/selectableItemBackground" android:contentDescription="@null" android:src="@drawable/ic_watch_black_24dp"
                    android:clickable="true"/>
            </merge>
            """##
        func includer(_ theme: String?) -> String {
            let attribute = theme.map { #"android:theme="\#($0)""# } ?? ""
            return
                #"<LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" \#(attribute)><include layout="@layout/appwidget_row"/></LinearLayout>"#
                .replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces)
        }
        return [
            "res/values/styles_appwidget.xml": ##"""
            <resources>
                <style name="Theme.SeriesGuide.AppWidget" parent=""><item name="sgAppWidgetPosterHeight">@dimen/widget_poster_height</item></style>
                <style name="Theme.SeriesGuide.AppWidget.Dark"/>
                <style name="Theme.SeriesGuide.AppWidget.Dark.Large"><item name="sgAppWidgetPosterHeight">@dimen/widget_poster_height_large</item></style>
            </resources>
            """##,
            "res/values/dimens.xml":
                #"<resources><dimen name="widget_poster_height">40dp</dimen><dimen name="widget_poster_height_large">\#(largeHeight)</dimen></resources>"#,
            "res/drawable/ic_watch_black_24dp.xml":
                #"<vector \#(AndroidLayoutReaderTests.namespaces) android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"#,
            "res/layout/appwidget_row.xml": row.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
            "res/layout/appwidget_row_dark.xml": includer(darkTheme),
            "res/layout/appwidget_row_dark_large.xml": includer("@style/Theme.SeriesGuide.AppWidget.Dark.Large"),
        ]
    }

    static func smallTargets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.message)
    }

    // Must fire: 40 and 44 dp, judged at the larger.
    @Test func theIncludersThemesGiveTheHeight() async throws {
        let found = try await Self.smallTargets(Self.project())
        #expect(found == ["hit area 48×44 dp is under the Material Design minimum of 48×48 dp; grow it by 2 dp top and bottom"])
    }

    // Must not: a theme that makes it 48 dp passes, and an include with no theme leaves it unknown.
    @Test func aTallThemeOrAnUnthemedIncludeIsNoFinding() async throws {
        #expect(try await Self.smallTargets(Self.project(largeHeight: "48dp")).isEmpty)
        #expect(try await Self.smallTargets(Self.project(darkTheme: nil)).isEmpty)
    }
}
