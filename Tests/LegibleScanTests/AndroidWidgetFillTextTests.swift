import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Autosize that grows an app widget's clock to fill its box (issue 33, round 7, D3): Calendar
/// 14816e9a `widget_date.xml:28` is a `TextClock` of the day's number, autosized from 2 to 300 sp
/// at a 26 sp `textSize`, in a layout `MyWidgetDateProvider.kt:21` shows through `RemoteViews`.
/// It fills a box the person resizes rather than undoing a size they chose: a note, and "down to
/// 0.67%" (2 sp, a floor) said nothing. `:46`, the month, writes no maximum (Android's is 112 sp)
/// and a library `textSize`. The same clock in an activity, and a long text in a widget, still
/// shrink from a chosen size: warnings.
@Suite struct AndroidWidgetFillTextTests {
    static let provider = """
        class MyWidgetDateProvider : AppWidgetProvider() {
            private fun update(context: Context) { val views = RemoteViews(context.packageName, R.layout.widget_date) }
        }
        """
    static let activity = """
        class DateActivity : AppCompatActivity() {
            override fun onCreate(state: Bundle?) { super.onCreate(state); setContentView(R.layout.widget_date) }
        }
        """

    static func findings(_ view: String, code: String) async throws -> [Finding] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
            \(view)
            </LinearLayout>
            """
        let files = ["res/layout/widget_date.xml": layout, "java/app/Code.kt": code]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "text.shrinks" }
    }

    static let day = """
        <TextClock android:id="@+id/widget_date" android:layout_width="match_parent" android:layout_height="wrap_content" android:layout_weight="2"
            android:autoSizeMaxTextSize="300sp" android:autoSizeMinTextSize="2sp" android:autoSizeTextType="uniform" android:format24Hour="d"
            android:textSize="26sp" tools:text="1"/>
        """
    static let month = """
        <TextClock android:id="@+id/widget_month" android:layout_width="match_parent" android:layout_height="wrap_content" android:layout_weight="1"
            android:autoSizeMinTextSize="1sp" android:autoSizeTextType="uniform" android:format24Hour="MMM" android:textSize="@dimen/bigger_text_size"/>
        """

    @Test func aWidgetsClockThatGrowsToFillItsBoxIsANote() async throws {
        let day = try await Self.findings(Self.day, code: Self.provider)
        #expect(day.map(\.severity) == [.note])
        #expect(
            day.first?.message.contains("the TextClock grows from 26 sp up to 300 sp to fill the app widget's resizable box") == true, "\(day.map(\.message))")
        #expect(day.first?.message.contains("%") == false)
        let month = try await Self.findings(Self.month, code: Self.provider)
        #expect(month.map(\.severity) == [.note], "\(month.map(\.message))")
        #expect(month.first?.message.contains("up to 112 sp") == true, "\(month.map(\.message))")
    }

    @Test func theSameClockInAnActivityOrALongTextInAWidgetStillShrinks() async throws {
        let clock = try await Self.findings(Self.day, code: Self.activity)
        #expect(clock.map(\.severity) == [.warning])
        // A 2 sp minimum is a floor: no percentage.
        #expect(clock.first?.message.contains("%") == false, "\(clock.map(\.message))")
        let text = """
            <TextView android:id="@+id/widget_title" android:layout_width="match_parent" android:layout_height="40dp" android:text="Upcoming events"
                android:autoSizeTextType="uniform" android:autoSizeMaxTextSize="300sp" android:autoSizeMinTextSize="12sp" android:textSize="26sp"/>
            """
        let long = try await Self.findings(text, code: Self.provider)
        #expect(long.map(\.severity) == [.warning])
        #expect(long.first?.message.contains("down to 4% of its size") == true, "\(long.map(\.message))")
    }

    /// freeotp-android 59a6efea token.xml:163: the one-time code, `autoSizeTextType="uniform"`
    /// with no `textSize`, minimum or maximum, in a fixed 72 dp height. Autosize grows it to fill
    /// the box (about 50 sp), larger than its 14 sp at 200%: a note. The same text with a maximum
    /// written, or a box a scaled line outgrows, or a height that wraps, still shrinks: warnings.
    static func code(height: String, maximum: String = "") -> String {
        """
        <androidx.appcompat.widget.AppCompatTextView android:id="@+id/code" android:layout_width="match_parent" android:layout_height="\(height)"
            android:gravity="center" android:text="012 345" android:textStyle="bold" app:autoSizeTextType="uniform" \(maximum)/>
        """
    }

    @Test func anAutosizeWithNoMaximumInATallFixedBoxFillsItAndIsANote() async throws {
        let code = try await Self.findings(Self.code(height: "72dp"), code: Self.activity)
        #expect(code.map(\.severity) == [.note], "\(code.map(\.message))")
        #expect(code.first?.message.contains("grows up to 112 sp to fill its fixed 72 dp height") == true, "\(code.map(\.message))")
    }

    @Test func anAutosizeWithAMaximumOrALowOrWrappingBoxStillShrinks() async throws {
        let capped = try await Self.findings(Self.code(height: "72dp", maximum: #"app:autoSizeMaxTextSize="20sp""#), code: Self.activity)
        #expect(capped.map(\.severity) == [.warning], "\(capped.map(\.message))")
        // One line of 28 sp (14 sp at 200%) needs 38 dp with font padding.
        let low = try await Self.findings(Self.code(height: "32dp"), code: Self.activity)
        #expect(low.map(\.severity) == [.warning], "\(low.map(\.message))")
        let wrapping = try await Self.findings(Self.code(height: "wrap_content"), code: Self.activity)
        #expect(wrapping.map(\.severity) == [.warning], "\(wrapping.map(\.message))")
    }
}
