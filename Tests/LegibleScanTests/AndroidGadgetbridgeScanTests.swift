import Foundation
import LegibleScan
import Testing

/// Three defects the first scan of Gadgetbridge a0948ee1 showed (fresh-android10a D3, D1, D6).
@Suite struct AndroidGadgetbridgeScanTests {
    static let namespaces = AndroidContentViewTests.namespaces

    static func findings(_ files: [String: String], rule: String) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == rule }.map(\.id).sorted()
    }

    /// D3: `activity_qhybrid_hr_settings.xml:8` is a `gone` LinearLayout with no id that no code
    /// shows, so its 20 dp texts (`:14`, `:21`, `:28`) are never on screen: not judged. A `gone`
    /// box code shows with `setVisibility(View.VISIBLE)` on its id is judged whenever it is.
    @Test func textInAGoneParentNoCodeShowsIsNotJudged() async throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
                <LinearLayout android:layout_width="wrap_content" android:layout_height="wrap_content" android:orientation="vertical" android:visibility="gone">
                    <TextView android:id="@+id/qhybrid_button_top_single_press" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="top button single press" android:textSize="20dp"/>
                </LinearLayout>
                <LinearLayout android:id="@+id/shown_box" android:layout_width="wrap_content" android:layout_height="wrap_content" android:visibility="gone">
                    <TextView android:id="@+id/shown_text" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="shown" android:textSize="20dp"/>
                </LinearLayout>
            </LinearLayout>
            """
        let java = """
            public class HRConfigActivity extends AbstractGBActivity {
                protected void onCreate(Bundle state) {
                    setContentView(R.layout.activity_qhybrid_hr_settings);
                    findViewById(R.id.shown_box).setVisibility(View.VISIBLE);
                }
            }
            """
        let files = ["res/layout/activity_qhybrid_hr_settings.xml": layout, "java/HRConfigActivity.java": java]
        #expect(try await Self.findings(files, rule: "text.fixed-size") == ["shown_text"])
    }

    /// An app widget's `RemoteViews.setViewVisibility(R.id.x, View.VISIBLE)` shows a `gone` view;
    /// a `gone` view no code names stays gone.
    @Test func remoteViewsShowingAGoneViewKeepsItJudged() async throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
                <TextView android:id="@+id/widget_text" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="shown" android:textSize="20dp" android:visibility="gone"/>
                <TextView android:id="@+id/widget_other" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="hidden" android:textSize="20dp" android:visibility="gone"/>
            </LinearLayout>
            """
        let java = """
            public class Widget extends AppWidgetProvider {
                void update(Context context) {
                    RemoteViews views = new RemoteViews(context.getPackageName(), R.layout.widget);
                    views.setViewVisibility(R.id.widget_text, View.VISIBLE);
                }
            }
            """
        let files = ["res/layout/widget.xml": layout, "java/Widget.java": java]
        #expect(try await Self.findings(files, rule: "text.fixed-size") == ["widget_text"])
    }

    /// D1: `BatteryInfoActivity.java:140` sets the text of `battery_status_date_from_text`
    /// (`layout_widget_duration_selector.xml:56`, "Lorem Ipsum"), which `activity_battery_info.xml:92`
    /// includes: the placeholder is not measured. The included layout's label no code sets still is.
    @Test func textCodeSetsThroughTheIncludingLayoutReplacesThePlaceholder() async throws {
        let host = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
                <include layout="@layout/layout_widget_duration_selector"/>
            </LinearLayout>
            """
        let selector = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <TextView android:id="@+id/battery_status_date_from_text" android:layout_width="30dp" android:layout_height="wrap_content"
                    android:maxLines="1" android:text="@string/lorem_ipsum" android:textSize="12sp"/>
                <TextView android:id="@+id/static_label" android:layout_width="30dp" android:layout_height="wrap_content"
                    android:maxLines="1" android:text="@string/lorem_ipsum" android:textSize="12sp"/>
            </LinearLayout>
            """
        let java = """
            public class BatteryInfoActivity extends AbstractGBActivity {
                protected void onCreate(Bundle state) {
                    setContentView(R.layout.activity_battery_info);
                    final TextView battery_status_date_from_text = (TextView) findViewById(R.id.battery_status_date_from_text);
                    battery_status_date_from_text.setText(DateTimeUtils.formatDate(new Date(timeFrom * 1000L)));
                }
            }
            """
        let files = [
            "res/layout/activity_battery_info.xml": host, "res/layout/layout_widget_duration_selector.xml": selector,
            "res/values/strings.xml": #"<resources><string name="lorem_ipsum">Lorem Ipsum</string></resources>"#,
            "java/BatteryInfoActivity.java": java,
        ]
        let findings = try await AndroidTargetJudgingTests.scan(files).findings.findings
        // Must not: the code-set text is a note. Must: the label no code sets (reported by its string).
        #expect(findings.filter { $0.rule == "overflow.text-in-code" }.map(\.id) == ["battery_status_date_from_text"])
        #expect(findings.filter { $0.rule == "overflow.label" }.map { "\($0.id) \($0.location?.line ?? 0)" } == ["static_label lorem_ipsum [en] 4"])
    }

    /// D6: `widget_alarms_activity_list.xml:48`, a clickable container, holds `alarm1`–`alarm5`,
    /// each a 30 sp `onClick` text about 40 dp tall: each is its own target, not the container's.
    /// A clickable row around one `onClick` text still takes its tap.
    @Test func aContainerOfSeveralTappedTextsIsNotTheirRow() async throws {
        func layout(_ texts: [String]) -> String {
            """
            <LinearLayout \(Self.namespaces) android:id="@+id/todaywidget_alarm_list_bottom_layout" android:layout_width="match_parent"
                android:layout_height="match_parent" android:clickable="true" android:focusable="true" android:orientation="vertical">
            \(texts.map { #"<TextView android:id="@+id/\#($0)" android:layout_width="match_parent" android:layout_height="wrap_content" android:onClick="onClick" android:text="5 minutes" android:textSize="30sp"/>"# }.joined(separator: "\n"))
            </LinearLayout>
            """
        }
        #expect(
            try await Self.findings(["res/layout/widget_alarms_activity_list.xml": layout(["alarm1", "alarm2"])], rule: "target.small") == ["alarm1", "alarm2"])
        #expect(try await Self.findings(["res/layout/widget_alarms_activity_list.xml": layout(["alarm1"])], rule: "target.small").isEmpty)
    }
}
