import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// In an AppCompat theme a check box or radio button with no `minHeight` or style of its own is
/// as tall as the 32 dp button `Widget.AppCompat.CompoundButton.CheckBox` draws: AppCompat sets
/// no minimum, and only a Material theme's `minTouchTargetSize` lifts it (issue 33,
/// fresh-android26a M3). osmeditor4android 4f41a432 `src/main/res/layout/query_entry.xml:37` and
/// `validator_ruleset_check_item.xml:40`, under `Theme.AppCompat` (AndroidManifest.xml:65,
/// styles.xml:210), were never judged.
@Suite struct AndroidAppCompatToggleTests {
    /// query_entry.xml:37-45.
    static let limit = ##"""
        <CheckBox android:id="@+id/location_search_limit" android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:paddingLeft="0dp" android:paddingStart="0dp" android:text="Limit search to screen"/>
        """##
    /// validator_ruleset_check_item.xml:40-48 (its RelativeLayout placement left out).
    static let optional = ##"""
        <CheckBox android:id="@+id/check_optional" android:layout_width="fill_parent" android:layout_height="wrap_content"
            android:textAppearance="?android:attr/textAppearanceMedium"/>
        """##

    static func targets(theme parent: String, items: String = "", views: String) async throws -> [Finding] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:orientation="vertical" android:layout_width="fill_parent"
                android:layout_height="wrap_content">
            \(views)
            </LinearLayout>
            """
        let theme = #"<resources><style name="Theme.customMain" parent="\#(parent)">\#(items)</style></resources>"#
        let report = try await AndroidTargetJudgingTests.scan([
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.customMain"), "res/values/styles.xml": theme,
            "res/layout/query_entry.xml": layout,
        ])
        return report.findings.findings.filter { $0.rule == "target.small" }
    }

    // Must fire: both check boxes are 32 dp tall under AppCompat, and so is a radio button.
    @Test func anAppCompatCheckBoxIsItsButtonTall() async throws {
        let found = try await Self.targets(theme: "Theme.AppCompat.NoActionBar", views: Self.limit + Self.optional)
        #expect(found.map(\.id).sorted() == ["check_optional", "location_search_limit"])
        #expect(found.allSatisfy { $0.message.contains("32 dp tall") }, "\(found.map(\.message))")
        let radio = Self.limit.replacingOccurrences(of: "CheckBox", with: "RadioButton")
        #expect(try await Self.targets(theme: "Theme.AppCompat.NoActionBar", views: radio).count == 1)
    }

    // Must not fire: a Material theme's 48 dp minimum, the app's own minimum or check box style.
    @Test func otherwiseTheCheckBoxIsNotJudgedSmall() async throws {
        #expect(try await Self.targets(theme: "Theme.MaterialComponents.Light.NoActionBar", views: Self.limit + Self.optional).isEmpty)
        #expect(try await Self.targets(theme: "Theme.Material3.DayNight", views: Self.limit + Self.optional).isEmpty)
        let tall = Self.limit.replacingOccurrences(of: "android:text=", with: #"android:minHeight="48dp" android:text="#)
        #expect(try await Self.targets(theme: "Theme.AppCompat.NoActionBar", views: tall).isEmpty)
        for item in [#"<item name="checkboxStyle">@style/AppCheck</item>"#, #"<item name="android:checkboxStyle">@style/AppCheck</item>"#] {
            #expect(try await Self.targets(theme: "Theme.AppCompat.NoActionBar", items: item, views: Self.limit).isEmpty)
        }
    }

    /// Must not fire: an application theme from a library the tree does not hold, beside an app
    /// AppCompat theme for a dialog (proton-mail-android 215edbf4 `radio_button_list_item.xml:20`,
    /// AndroidManifest.xml:83 `ProtonTheme.Mail.V5` ← `ProtonTheme.Mail`, Proton's core library).
    @Test func aLibraryAppThemeBesideAnAppCompatDialogThemeIsNotGuessed() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:orientation="vertical" android:layout_width="fill_parent"
                android:layout_height="wrap_content">
            \(Self.limit)
            </LinearLayout>
            """
        let styles = """
            <resources><style name="Theme.customMain" parent="ProtonTheme.Mail"/>\
            <style name="AlertDialog" parent="Theme.AppCompat.Dialog.Alert"/></resources>
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.customMain"), "res/values/styles.xml": styles,
            "res/layout/query_entry.xml": layout,
        ])
        #expect(report.findings.findings.filter { $0.rule == "target.small" }.isEmpty)
    }
}
