import Foundation
import LegibleColor
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Issue 33 (fresh-android26b, pattern 1): a view's `android:theme` overlay was ignored when the
/// theme attributes of the views inside it were resolved. Transportr c7be3d01
/// app/src/main/res/layout/fragment_trip_detail.xml:24-44,90-94: the bottom bar (`@color/primary`,
/// #f44336) sets `android:theme="@style/ThemeOverlay.AppCompat.Dark.ActionBar"`, so its
/// `?android:textColorPrimary` text is white and its `?android:textColorSecondary` text #b3ffffff
/// in light and dark alike; the scan said white "in dark" only and #8a000000 in light.
/// WCAG by hand: #f44336 is 0.2126 × 0.9047 + 0.7152 × 0.0561 + 0.0722 × 0.0382 = 0.2351 luminance,
/// white on it 1.05 / 0.2851 = 3.68:1; 70% white over it is (252, 199, 195), 0.652 luminance, 0.702 / 0.2851 = 2.46:1.
@Suite struct AndroidThemeOverlayTests {
    /// Transportr's `AppTheme` ← `AppDayNightTheme` ← `AppBaseTheme` ← AppCompat's DayNight theme.
    static let themes = """
        <resources>
        <style name="Theme.App" parent="Theme.AppCompat.DayNight.NoActionBar"/>
        <style name="Theme.Dark" parent="Theme.AppCompat.NoActionBar"/>
        <style name="BarOverlay" parent="ThemeOverlay.AppCompat.Dark.ActionBar"><item name="android:textColorPrimary">#FFEB3B</item></style>
        </resources>
        """

    /// The real bottom bar's texts (fragment_trip_detail.xml:24-44, 90-94), a text with its own hex
    /// colour inside the bar, and a text outside it.
    static func layout(overlay: String = "@style/ThemeOverlay.AppCompat.Dark.ActionBar") -> String {
        """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" \
        android:orientation="vertical" android:background="#FFFFFF">
        <androidx.constraintlayout.widget.ConstraintLayout android:id="@+id/bottomBar" android:layout_width="match_parent" \
        android:layout_height="64dp" android:padding="8dp" android:background="#f44336" android:theme="\(overlay)">
        <TextView android:id="@+id/fromTime" android:layout_width="wrap_content" android:layout_height="wrap_content" \
        android:textColor="?android:textColorPrimary" app:layout_constraintStart_toStartOf="parent" tools:text="12:23"/>
        <TextView android:id="@+id/duration" android:layout_width="wrap_content" android:layout_height="wrap_content" \
        android:textColor="?android:textColorSecondary" app:layout_constraintEnd_toEndOf="parent" tools:text="1:05"/>
        <TextView android:id="@+id/fixed" android:layout_width="wrap_content" android:layout_height="wrap_content" \
        android:textColor="#000000" android:text="Fixed"/>
        </androidx.constraintlayout.widget.ConstraintLayout>
        <TextView android:id="@+id/outside" android:layout_width="wrap_content" android:layout_height="wrap_content" \
        android:textColor="?android:textColorPrimary" android:text="Outside"/>
        <TextView android:id="@+id/own" android:layout_width="wrap_content" android:layout_height="wrap_content" \
        android:background="#f44336" android:theme="\(overlay)" android:textColor="?android:textColorSecondary" android:text="Own"/>
        </LinearLayout>
        """
    }

    static func textColors(overlay: String = "@style/ThemeOverlay.AppCompat.Dark.ActionBar", appTheme: String = "@style/Theme.App") throws
        -> [String: ScannedColor?]
    {
        let files = [
            "AndroidManifest.xml": AndroidThemeTests.manifest(appTheme), "res/values/themes.xml": themes,
            "res/layout/trip.xml": layout(overlay: overlay),
        ]
        return try AndroidContentViewTests.elements("trip", files).mapValues(\.textColor)
    }

    static func sides(_ color: ScannedColor??) -> [ScannedColor]? {
        guard case .themed(_, _, let light, let dark)?? = color else { return nil }
        return [light, dark]
    }

    static let white = AndroidContentViewTests.white
    static let secondaryDark = AndroidDialogThemeColorTests.secondaryDark
    static let primaryLight = ScannedColor.literal(SRGBColor(red8: 0, green8: 0, blue8: 0), alpha: 0xDE / 255.0)

    @Test func theOverlaysTextColoursColourEveryViewInsideItInBothAppearances() throws {
        let colors = try Self.textColors()
        #expect(Self.sides(colors["fromTime"]) == [Self.white, Self.white])
        #expect(Self.sides(colors["duration"]) == [Self.secondaryDark, Self.secondaryDark])
        // The overlay on the text view itself.
        #expect(Self.sides(colors["own"]) == [Self.secondaryDark, Self.secondaryDark])
    }

    /// Must not: a hex colour inside the overlay, and a view outside it (the activity's DayNight theme).
    @Test func aHexColourInsideAndAViewOutsideAreUnchanged() throws {
        let colors = try Self.textColors()
        #expect(colors["fixed"] == AndroidContentViewTests.black)
        #expect(Self.sides(colors["outside"]) == [Self.primaryLight, Self.white])
    }

    @Test func aLightOverlayOnADarkThemeGivesDarkText() throws {
        let colors = try Self.textColors(overlay: "@style/ThemeOverlay.AppCompat.Light", appTheme: "@style/Theme.Dark")
        #expect(Self.sides(colors["fromTime"]) == [Self.primaryLight, Self.primaryLight])
        #expect(Self.sides(colors["outside"]) == [Self.white, Self.white])
    }

    /// An app's own overlay: its items win, the library overlay it inherits gives the rest.
    @Test func anAppOverlaysItemsWinOverTheLibraryOverlayItInherits() throws {
        let colors = try Self.textColors(overlay: "@style/BarOverlay")
        let yellow = ScannedColor.literal(SRGBColor(red8: 0xFF, green8: 0xEB, blue8: 0x3B), alpha: 1)
        #expect(Self.sides(colors["fromTime"]) == [yellow, yellow])
        #expect(Self.sides(colors["duration"]) == [Self.secondaryDark, Self.secondaryDark])
    }

    /// A library overlay whose colours Legible does not ship leaves the text colours it may
    /// change unknown, with why, rather than the theme's under it.
    @Test func anUnknownLibraryOverlaysTextColoursAreNotKnown() throws {
        let colors = try Self.textColors(overlay: "@style/ThemeOverlay.Material3.Dark")
        let sides = Self.sides(colors["fromTime"])
        #expect(sides?.allSatisfy { AndroidContentViewTests.reason($0)?.contains("ThemeOverlay.Material3.Dark") == true } == true)
        #expect(colors["fixed"] == AndroidContentViewTests.black)
    }

    /// The finding the judges read: white on #f44336 fails in light (and dark, which draws the same
    /// colours), 3.68:1; 70% white 2.46:1, not the activity theme's 54% black.
    @Test func theBottomBarsTextFailsInBothAppearances() async throws {
        let files = [
            "AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.App"), "res/values/themes.xml": Self.themes,
            "res/layout/trip.xml": Self.layout(),
        ]
        let found = try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "contrast.text" }
        let from = found.first { $0.id == "fromTime" }
        #expect(from?.properties.first { $0.key == "ratio.light" }?.value == "3.68:1")
        let duration = found.first { $0.id == "duration" }
        #expect(duration?.properties.first { $0.key == "ratio.light" }?.value == "2.46:1")
        // The overlay's colours are the same in dark mode: judged once, in light, saying dark repeats it.
        #expect(duration?.properties.first { $0.key == "dark" }?.value.hasPrefix("not checked") == true)
        #expect(!found.contains { $0.id == "fixed" })
    }

    /// Transportr c7be3d01 activity_pick_transport_network.xml:11-38: white text under the
    /// AppBarLayout's `ThemeOverlay.AppCompat.Dark.ActionBar` is on the bar's own fill
    /// (`Widget.Design.AppBarLayout`'s `?attr/colorPrimary`), not on the #fafafa window: not known,
    /// so no 1.04:1 finding. A style's `android:theme` (styles.xml:5 `ToolbarStyle`) is an overlay too.
    @Test func anAppBarLayoutsFillIsNotTheWindowAndAStylesThemeIsAnOverlay() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
            <com.google.android.material.appbar.AppBarLayout android:layout_width="match_parent" android:layout_height="wrap_content" \
            android:theme="@style/ThemeOverlay.AppCompat.Dark.ActionBar">
            <TextView android:id="@+id/firstRunTextView" android:layout_width="match_parent" android:layout_height="wrap_content" \
            android:padding="8dp" android:text="Pick a network" android:textColor="?android:textColorPrimary" android:textSize="16sp"/>
            </com.google.android.material.appbar.AppBarLayout>
            <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#f44336" style="@style/Bar">
            <TextView android:id="@+id/styled" android:layout_width="wrap_content" android:layout_height="wrap_content" \
            android:text="12:23" android:textColor="?android:textColorPrimary"/>
            </FrameLayout>
            </LinearLayout>
            """
        let styles = """
            <resources><style name="Bar"><item name="android:theme">@style/ThemeOverlay.AppCompat.Dark.ActionBar</item></style></resources>
            """
        let files = [
            "AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.App"), "res/values/themes.xml": Self.themes,
            "res/values/styles.xml": styles, "res/layout/network.xml": layout,
        ]
        let elements = try AndroidContentViewTests.elements("network", files)
        #expect(AndroidContentViewTests.reason(elements["firstRunTextView"]?.backgroundColor)?.contains("its library style") == true)
        #expect(Self.sides(elements["styled"]?.textColor) == [Self.white, Self.white])
    }

    /// An app theme's `appBarLayoutStyle` with a background of its own is the bar's fill: element-android
    /// 4c04cbf5 theme_light.xml:102 `appBarLayoutStyle` → styles_app_bar_layout.xml:4-5
    /// `Widget.Vector.AppBarLayout` (`android:background` `?vctr_toolbar_background`), so the text
    /// button in the bar (fragment_public_rooms.xml:37) is on that fill, not on an unknown one.
    @Test func anAppThemesAppBarLayoutStyleGivesTheBarsFill() throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
            <com.google.android.material.appbar.AppBarLayout android:layout_width="match_parent" android:layout_height="wrap_content">
            <TextView android:id="@+id/create" android:layout_width="wrap_content" android:layout_height="wrap_content" \
            android:text="Create" android:textColor="#0DBD8B"/>
            </com.google.android.material.appbar.AppBarLayout>
            </LinearLayout>
            """
        func fill(_ barStyle: String) throws -> ScannedColor? {
            let themes = """
                <resources>
                <style name="Theme.App" parent="Theme.MaterialComponents.Light.NoActionBar">\(barStyle)</style>
                <style name="Widget.Vector.AppBarLayout" parent="Widget.MaterialComponents.AppBarLayout.Primary">\
                <item name="android:background">#FFFFFF</item></style>
                <style name="Widget.Plain.AppBarLayout" parent="Widget.MaterialComponents.AppBarLayout.Primary"/>
                </resources>
                """
            let files = [
                "AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.App"), "res/values/themes.xml": themes,
                "res/layout/rooms.xml": layout,
            ]
            return try AndroidContentViewTests.elements("rooms", files)["create"]?.backgroundColor
        }
        let white = ScannedColor.literal(SRGBColor(red8: 255, green8: 255, blue8: 255), alpha: 1)
        #expect(try fill(#"<item name="appBarLayoutStyle">@style/Widget.Vector.AppBarLayout</item>"#) == white)
        // Must not: a style without a background, or no style, leaves the library's fill unknown.
        let plain = try fill(#"<item name="appBarLayoutStyle">@style/Widget.Plain.AppBarLayout</item>"#)
        #expect(AndroidContentViewTests.reason(plain)?.contains("its library style") == true)
        #expect(AndroidContentViewTests.reason(try fill(""))?.contains("its library style") == true)
    }

    /// An included layout is read in the overlay around its `<include>` when every include agrees;
    /// with one include outside it, in the activity's theme.
    @Test func anIncludedLayoutIsReadInTheOverlayAroundEveryInclude() throws {
        let content = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <TextView android:id="@+id/fromTime" android:layout_width="wrap_content" android:layout_height="wrap_content" \
            android:text="12:23" android:textColor="?android:textColorPrimary"/>
            </LinearLayout>
            """
        func includer(_ overlay: String) -> String {
            """
            <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" \
            android:background="#f44336" \(overlay)><include layout="@layout/bar_content"/></FrameLayout>
            """
        }
        let overlay = #"android:theme="@style/ThemeOverlay.AppCompat.Dark.ActionBar""#
        var files = [
            "AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.App"), "res/values/themes.xml": Self.themes,
            "res/layout/bar_content.xml": content, "res/layout/trip.xml": includer(overlay),
        ]
        #expect(Self.sides(try AndroidContentViewTests.elements("bar_content", files)["fromTime"]?.textColor) == [Self.white, Self.white])
        files["res/layout/other.xml"] = includer("")
        #expect(Self.sides(try AndroidContentViewTests.elements("bar_content", files)["fromTime"]?.textColor) == [Self.primaryLight, Self.white])
    }

    @Test func theTableEqualsTheTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-theme-overlay-colors.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidThemeOverlayColors.colors.values.map(\.count).reduce(0, +))
        for row in rows {
            for (column, dark) in [(2, false), (3, true)] {
                let shipped = AndroidThemeOverlayColors.color(overlay: row[0], attribute: row[1], dark: dark)
                #expect(shipped.map { AndroidDialogThemeColorTests.argb($0.color, $0.alpha) } == row[column], "\(row[0]) \(row[1])")
            }
        }
    }
}
