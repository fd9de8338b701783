import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A Material theme's `minTouchTargetSize` is the minimum size of the library's check boxes and
/// radio buttons (fresh Android round 14a, D6): Pachli 7e0e029f sets it to 32 dp
/// (core/designsystem styles.xml:75), so search_operator_where_location_dialog.xml:41's plain
/// `<RadioButton>` with an 18 sp `textAppearanceMedium` line and no padding is about 32 dp tall.
@Suite struct AndroidThemeTouchTargetTests {
    static let radio = ##"""
        <RadioButton android:id="@+id/where_all_title" android:layout_width="match_parent" android:layout_height="wrap_content"
            android:text="All" android:textSize="18sp" android:gravity="center_vertical"/>
        """##

    static func targets(themeItems: String, radio: String = Self.radio) async throws -> [Finding] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
                android:orientation="vertical">
            \(radio)
            </LinearLayout>
            """
        let theme = #"<resources><style name="Theme.App" parent="Theme.Material3.DayNight">\#(themeItems)</style></resources>"#
        let report = try await AndroidTargetJudgingTests.scan([
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"), "res/values/themes.xml": theme, "res/layout/main.xml": layout,
        ])
        return report.findings.findings.filter { $0.rule == "target.small" }
    }

    // Must fire: the theme's 32 dp minimum.
    @Test func aRadioInAThemeWithASmallMinimumIsThatTall() async throws {
        let found = try await Self.targets(themeItems: #"<item name="minTouchTargetSize">32dp</item>"#)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("hit area 32 dp tall") == true, "\(found.map(\.message))")
    }

    // Must not fire: the library's 48 dp, the app's own minimum, or a radio style of the app's.
    @Test func otherwiseTheRadioKeepsItsMinimum() async throws {
        #expect(try await Self.targets(themeItems: "").isEmpty)
        #expect(try await Self.targets(themeItems: #"<item name="minTouchTargetSize">48dp</item>"#).isEmpty)
        let own = Self.radio.replacingOccurrences(of: "android:gravity", with: #"android:minHeight="48dp" android:gravity"#)
        #expect(try await Self.targets(themeItems: #"<item name="minTouchTargetSize">32dp</item>"#, radio: own).isEmpty)
        let styled = #"<item name="minTouchTargetSize">32dp</item><item name="radioButtonStyle">@style/AppRadio</item>"#
        #expect(try await Self.targets(themeItems: styled).isEmpty)
    }

    /// Tusky 43ae0bb4 item_poll.xml:47: the poll's `<CheckBox>` (2 dp vertical padding, its text
    /// set by code) in a Material 3 theme whose `minTouchTargetSize` is 32 dp (styles.xml:105) is
    /// as tall as its radio sibling at :35; Pachli 7e0e029f dialog_list.xml:21 likewise.
    static let checkBox = ##"""
        <CheckBox android:id="@+id/status_poll_checkbox" android:layout_width="match_parent" android:layout_height="wrap_content"
            android:paddingStart="4dp" android:paddingTop="2dp" android:paddingEnd="0dp" android:paddingBottom="2dp"/>
        """##

    // Must fire: the check box is its 32 dp button and the theme's 32 dp minimum tall.
    @Test func aCheckBoxInAThemeWithASmallMinimumIsThatTall() async throws {
        let found = try await Self.targets(themeItems: #"<item name="minTouchTargetSize">32dp</item>"#, radio: Self.checkBox)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("hit area 32 dp tall") == true, "\(found.map(\.message))")
    }

    // Must not fire: the library's 48 dp minimum, or a check box style of the app's.
    @Test func otherwiseTheCheckBoxKeepsItsMinimum() async throws {
        #expect(try await Self.targets(themeItems: "", radio: Self.checkBox).isEmpty)
        let styled = #"<item name="minTouchTargetSize">32dp</item><item name="checkboxStyle">@style/AppCheckBox</item>"#
        #expect(try await Self.targets(themeItems: styled, radio: Self.checkBox).isEmpty)
    }
}
