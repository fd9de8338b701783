import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A label after a `wrap_content` button in a `LinearLayout` row gets what the button leaves
/// (issue 34): the button is its one-line text plus its style's padding, at most its style's
/// `maxWidth`, at least its `minWidth` (`TextView.onMeasure`), then at most its room.
///
/// The app is Material 3: a `<Button>` is a MaterialButton in `Widget.Material3.Button`, 24 +
/// 24 dp of padding, `minWidth` 88 dp (from `Widget.AppCompat.Button`, the framework's
/// `Widget.Material.Button`) and `maxWidth` 320 dp (`m3_btn_max_width`). The button sets 14 sp
/// Roboto Regular without capitals or tracking, so `hb-shape Fonts/Roboto/Roboto-Regular.ttf`
/// (2048 units per em), summed by hand, gives its width:
///
///     "Go"                    2563 → 1.2515 em
///     "Download everything"  19021 → 9.2876 em
///     "Shared with you"      14476 → 7.0684 em
///     "Shared with others"   17028 → 8.3145 em
///
/// 14 sp at Android 14's font scales (Tables/android-font-scale-curves.csv): 1x 14, 1.15x 16.4,
/// 1.3x 18.8, 1.5x 22, 1.8x 24.4, 2x 26 dp. The row is the screen less 2 · 16 dp: 288 at 320,
/// 328 at 360, 379 at 411.
@Suite struct AndroidButtonBesideTextTests {
    typealias Solve = AndroidLayoutSolveTests

    static func button(_ text: String, tag: String = "Button", extra: String = "") -> String {
        #"<\#(tag) android:id="@+id/go" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" android:fontFamily="sans-serif" android:textAllCaps="false" android:letterSpacing="0" \#(extra) android:text="\#(text)"/>"#
    }

    static func project(button: String, title: String) -> [String: String] {
        let layout = AndroidBesideTextTests.row(button + AndroidBesideTextTests.title)
        return [
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Material3.Light"/></resources>"#,
            "res/values/strings.xml": #"<resources><string name="title">\#(title)</string></resources>"#,
            "res/layout/main.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
        ]
    }

    @Test func tableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-button-widths.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidWidgetPadding.buttonWidths.count)
        for row in rows {
            let widths = AndroidWidgetPadding.buttonWidths[row[0]]
            #expect(widths?.minimum == Double(row[1]), "\(row[0])")
            #expect(widths?.maximum == Double(row[2]), "\(row[0])")
        }
        // By hand: Widget.AppCompat.Button on API 21+ is android:Widget.Material.Button, minWidth
        // 88dip and no maxWidth; material-components-android dimens.xml: m3_btn_max_width 320dp,
        // m3_btn_dialog_btn_min_width 64dp.
        #expect(AndroidWidgetPadding.buttonWidths["Widget.AppCompat.Button"]?.minimum == 88)
        #expect(AndroidWidgetPadding.buttonWidths["Widget.AppCompat.Button"]?.maximum == nil)
        #expect(AndroidWidgetPadding.buttonWidths["Widget.Material3.Button"]?.maximum == 320)
        #expect(AndroidWidgetPadding.buttonWidths["Widget.Material3.Button.TextButton.Dialog"]?.minimum == 64)
        // Widget.Material3.Button.IconButton: minWidth m3_btn_icon_only_min_width, 20dp.
        #expect(AndroidWidgetPadding.buttonWidths["Widget.Material3.Button.IconButton.Filled.Tonal"]?.minimum == 20)
    }

    // A button takes max(minimum, min(maximum, text + inset)), at most its room. Row 288, inset
    // 48, 88 to 320: a 20 dp text takes 88 (200 left), a 100 dp text 148 (140 left), a 300 dp
    // text 320 capped by its room 288 (nothing left).
    @Test func aButtonTakesItsTextWithinItsStylesBounds() {
        var button = ScannedBesideText(
            font: .scaled(size: 14, relativeTo: nil, weight: .regular, family: nil), text: ScannedText(literal: "x"), inset: 48, room: 288)
        button.minimumWidth = 88
        button.maximumWidth = 320
        let width = ScreenTextWidth(screen: 320, width: 288, besideTexts: [button])
        #expect(width.points(besideTextWidths: [20]) == 200)
        #expect(width.points(besideTextWidths: [100]) == 140)
        #expect(width.points(besideTextWidths: [300]) == 0)
        // A 500 dp room: the 320 dp maximum holds, 180 left.
        button.room = 500
        #expect(ScreenTextWidth(screen: 600, width: 500, besideTexts: [button]).points(besideTextWidths: [300]) == 180)
    }

    // The solve: the title has the whole row with the button measured before it, its style's
    // padding and bounds carried along.
    @Test func theButtonBeforeTheLabelCarriesItsStyle() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(button: Self.button("Go"), title: "Shared with you"))
        let title = report.labels.first { $0.element.id == "title" }?.element
        let beside = title?.screenTextWidths.first?.besideTexts.first
        #expect(beside?.id == "go")
        #expect(beside?.inset == 48)
        #expect(beside?.minimumWidth == 88)
        #expect(beside?.maximumWidth == 320)
    }

    // Must not fire: "Go" is 32.5 + 48 = 80.5 dp at 2x, so the button is its 88 dp minimum and
    // leaves 200 dp at 320; "Shared with you" needs 183.8 dp at 2x.
    @Test func aShortButtonLeavesTheLabelRoom() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(button: Self.button("Go"), title: "Shared with you"))
        #expect(AndroidBesideTextTests.overflows(report).isEmpty, "\(AndroidBesideTextTests.overflows(report).map(\.message))")
        #expect(report.labels.contains { $0.element.id == "title" })
        #expect(!report.findings.findings.contains { $0.rule == "overflow.unknown-width" && $0.id == "title" })
    }

    // Must fire, the minimum decides: "Shared with others" needs 8.3145 × 24.4 = 202.9 dp at 1.8x,
    // more than the 288 − 88 = 200 the button's minimum leaves at 320 (the text alone, 1.2515 ×
    // 24.4 + 48 = 78.5, would leave 209.5). At 1.5x it needs 182.9; at 360 (240 left) 216.2 at 2x fits.
    @Test func theButtonsMinimumWidthCutsTheLabel() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(button: Self.button("Go"), title: "Shared with others"))
        let found = AndroidBesideTextTests.overflows(report).filter { $0.id.hasPrefix("title") }
        #expect(found.count == 1, "\(found.map(\.message))")
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("at 320 dp"), "\(message)")
        #expect(message.contains("from 1.8x"), "\(message)")
        #expect(message.contains("beside go"), "\(message)")
        #expect(message.contains("200 dp") || message.contains("200.0 dp"), "\(message)")
    }

    // Must fire, the text decides: "Download everything" is 9.2876 × 16.4 + 48 = 200.3 dp at
    // 1.15x, leaving 87.7 at 320, where "Shared with you" needs 115.9 (at 1x, 110.0 left, 99.0 needed).
    @Test func aLongButtonCutsTheLabel() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(button: Self.button("Download everything"), title: "Shared with you"))
        let found = AndroidBesideTextTests.overflows(report).filter { $0.id.hasPrefix("title") }
        #expect(found.count == 1, "\(found.map(\.message))")
        let message = found.first?.message ?? ""
        #expect(message.contains("from 1.15x"), "\(message)")
        #expect(message.contains("87.7 dp"), "\(message)")
    }

    // Not measured: a button whose own minWidth the scan would have to trust over its style's,
    // and an AppCompatButton in a Material app (its style is the theme's buttonStyle, not read).
    @Test func buttonsWithUnknownBoundsStayUnknown() throws {
        let values = #"<string name="title">Shared with you</string>"#
        let others = ["AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App")]
        let theme = #"<style name="Theme.App" parent="Theme.Material3.Light"/>"#
        for button in [Self.button("Go", extra: #"android:minWidth="0dp""#), Self.button("Go", tag: "androidx.appcompat.widget.AppCompatButton")] {
            let elements = try Solve.read(
                AndroidBesideTextTests.row(button + AndroidBesideTextTests.title), screens: [320, 360], others: others, values: values + theme)
            #expect(elements["title"]?.screenTextWidths.isEmpty == true, "\(button)")
        }
    }
}

extension AndroidButtonBesideTextTests {
    // A Cancel button showing Android's own string (OpenTracks 3c23a9f5
    // activity_settings_custom_layout_list.xml:62) has no text to measure: the view after it is
    // unknown and says why, rather than audited at no width or dropped without a note.
    @Test func aButtonShowingAndroidsOwnStringLeavesTheLabelUnknown() throws {
        let values = #"<string name="title">Shared with you</string><style name="Theme.App" parent="Theme.Material3.Light"/>"#
        let cancel = Self.button("@android:string/cancel")
        let elements = try Solve.read(
            AndroidBesideTextTests.row(cancel + AndroidBesideTextTests.title), screens: [320, 360],
            others: ["AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App")], values: values)
        #expect(elements["title"]?.screenTextWidths.isEmpty == true)
        guard case .unknown(let reason)? = elements["title"]?.textWidth else {
            Issue.record("not unknown")
            return
        }
        #expect(reason.contains("shows a string of Android's own"), "\(reason)")
    }
}
