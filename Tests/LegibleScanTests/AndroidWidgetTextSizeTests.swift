import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// An app widget's fixed text size that code sets again by the app's own value is still
/// `text.fixed-size`, and the message names the call: GeometricWeather b2373551
/// `DayWidgetIMP.java:254-262` resizes `widget_day_vertical.xml:45`'s 56 dp `°` by the widget's
/// own 0–300 % text-size slider, in px (fresh Android round 12a, D2).
@Suite struct AndroidWidgetTextSizeTests {
    /// `widget_day_vertical.xml:45-57`, in its widget's root.
    static let layout = """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:id="@+id/widget_day" android:layout_width="match_parent" android:layout_height="match_parent">
            <TextView android:id="@+id/widget_day_symbol" android:text="°" android:textSize="@dimen/widget_current_weather_icon_size"
                android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_centerHorizontal="true"
                android:textColor="#FFFFFF" tools:ignore="HardcodedText,RtlHardcoded,SpUsage" />
        </RelativeLayout>
        """

    static let dimens = """
        <resources><dimen name="standard_weather_icon_size">56dp</dimen>
        <dimen name="widget_current_weather_icon_size">@dimen/standard_weather_icon_size</dimen></resources>
        """

    /// `DayWidgetIMP.java:104-107,254-262`, shortened; `size` is the call's third argument.
    static func provider(_ size: String) -> String {
        """
        public class DayWidgetIMP extends AbstractRemoteViewsPresenter {
            private static RemoteViews buildWidgetView(Context context, int textSize) {
                RemoteViews views = new RemoteViews(context.getPackageName(), R.layout.widget_day_vertical);
                if (textSize != 100) {
                    float signSymbolSize = context.getResources().getDimensionPixelSize(R.dimen.widget_current_weather_icon_size)
                            * textSize / 100f;
                    views.setTextViewTextSize(R.id.widget_day_symbol, TypedValue.COMPLEX_UNIT_PX, \(size));
                }
                AppWidgetManager.getInstance(context).updateAppWidget(new ComponentName(context, WidgetDayProvider.class), views);
                return views;
            }
        }
        """
    }

    static func messages(_ size: String) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan([
            "res/layout/widget_day_vertical.xml": Self.layout, "res/values/dimens.xml": Self.dimens,
            "java/wangdaye/com/geometricweather/remoteviews/presenters/DayWidgetIMP.java": Self.provider(size),
        ]).findings.findings.filter { $0.rule == "text.fixed-size" && $0.id == "widget_day_symbol" }.map(\.message)
    }

    @Test func theAppsOwnSizeIsNamed() async throws {
        // Must name the call: the size is the app's own value (`textSize` is its slider).
        let named = try await Self.messages("signSymbolSize")
        #expect(named.count == 1)
        #expect(named.first?.contains("code rescales it by an app value (setTextViewTextSize in px, DayWidgetIMP.java:7)") == true, "\(named)")
        // The value is the dimen's pixels times the slider: an sp dimen scales it once; COMPLEX_UNIT_SP
        // with that value too would scale it twice (second judge of b8e2af2e).
        #expect(named.first?.hasSuffix("make its dimen 56sp") == true, "\(named)")
        #expect(named.first?.contains("COMPLEX_UNIT_SP") == false, "\(named)")
    }

    @Test func theCallOfTheFileThatShowsTheLayoutIsNamed() async throws {
        // GeometricWeather sizes the same clock ids from four presenters, each for its own layouts:
        // a file that shows another layout is not this view's call, even when read first.
        let other = Self.provider("clockSize").replacingOccurrences(of: "DayWidgetIMP", with: "AClockWidgetIMP")
            .replacingOccurrences(of: "R.layout.widget_day_vertical", with: "R.layout.widget_clock_day_details")
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/widget_day_vertical.xml": Self.layout, "res/values/dimens.xml": Self.dimens,
            "java/app/AClockWidgetIMP.java": other, "java/app/DayWidgetIMP.java": Self.provider("signSymbolSize"),
        ])
        let messages = report.findings.findings.filter { $0.rule == "text.fixed-size" && $0.id == "widget_day_symbol" }.map(\.message)
        #expect(messages.count == 1 && messages[0].contains("DayWidgetIMP.java:7") && !messages[0].contains("AClockWidgetIMP"), "\(messages)")
    }

    @Test func aNumberWrittenInTheCallIsNoControl() async throws {
        // Must not name it: a size written in the call is as fixed as the layout's.
        let plain = try await Self.messages("40f")
        #expect(plain.count == 1)
        #expect(plain.first?.contains("setTextViewTextSize") == false, "\(plain)")
    }

    /// Second judge of d750c41d: the presenter picks the layout in the call
    /// (`ClockDayDetailsWidgetIMP.java:65-70`, `!color.showCard ? R.layout.widget_clock_day_details
    /// : R.layout.widget_clock_day_details_card`); the `_card` twin kept the old message (48 warnings).
    @Test func bothLayoutsOfAConditionalInTheCallAreTheWidgets() async throws {
        let provider = Self.provider("signSymbolSize").replacingOccurrences(
            of: "R.layout.widget_day_vertical)",
            with: "\n        !color.showCard\n            ? R.layout.widget_day_vertical\n            : R.layout.widget_day_vertical_card)")
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/widget_day_vertical.xml": Self.layout, "res/layout/widget_day_vertical_card.xml": Self.layout, "res/values/dimens.xml": Self.dimens,
            "java/app/DayWidgetIMP.java": provider,
        ])
        let messages = report.findings.findings.filter { $0.rule == "text.fixed-size" && $0.id == "widget_day_symbol" }
        #expect(messages.count == 2, "\(messages.map(\.location))")
        for finding in messages {
            #expect(finding.message.contains("code rescales it by an app value (setTextViewTextSize in px, DayWidgetIMP.java:10)"), "\(finding)")
        }
        // Must not: a layout the file names outside the call (a list item it inflates) is no widget's.
        let code = Array("RemoteViews v = new RemoteViews(pkg, wide ? R.layout.a_wide : R.layout.a); inflate(R.layout.row, null);".utf8)
        #expect(AndroidSourceFacts.remoteViewsLayouts(in: code) == ["awide", "a"])
    }

    @Test func theCallsAreRead() {
        let code = Array(Self.provider("signSymbolSize").utf8)
        let sizes = AndroidSourceFacts.remoteTextSizes(in: code, path: "app/DayWidgetIMP.java")
        #expect(sizes == ["widgetdaysymbol": "in px, DayWidgetIMP.java:7", "widgetdayvertical/widgetdaysymbol": "in px, DayWidgetIMP.java:7"])
        // In sp the font size setting does apply: not this call's kind.
        let sp = Array("views.setTextViewTextSize(R.id.widget_day_symbol, TypedValue.COMPLEX_UNIT_SP, size);".utf8)
        #expect(AndroidSourceFacts.remoteTextSizes(in: sp, path: "A.java").isEmpty)
    }
}
