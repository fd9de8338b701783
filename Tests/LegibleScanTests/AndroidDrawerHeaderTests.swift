import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A navigation drawer's header (`app:headerLayout` of a `NavigationView`) is as wide as the drawer,
/// not the screen (issue 34, Android part, item 2). androidx `DrawerLayout` keeps 64 dp beside a
/// drawer (`MIN_DRAWER_MARGIN`); a `wrap_content` `NavigationView` is then `min(that, maxWidth)`,
/// its style's `android:maxWidth`: 280 dp in Material 2, 360 dp in Material 3
/// (`Tables/android-drawer-widths.csv`). The header below pads its text 16 dp a side.
@Suite struct AndroidDrawerHeaderTests {
    typealias Solve = AndroidLayoutSolveTests

    static let header =
        #"<LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="16dp" android:orientation="vertical"><TextView android:id="@+id/account" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="A"/></LinearLayout>"#

    static func drawer(_ navigation: String) -> String {
        #"""
        <androidx.drawerlayout.widget.DrawerLayout NS android:layout_width="match_parent" android:layout_height="match_parent">
            <FrameLayout android:layout_width="match_parent" android:layout_height="match_parent"/>
            <com.google.android.material.navigation.NavigationView android:id="@+id/nav" \#(navigation) android:layout_height="match_parent" app:headerLayout="@layout/header"/>
        </androidx.drawerlayout.widget.DrawerLayout>
        """#
    }

    static func read(_ navigation: String, parent: String, values: String = "") throws -> [String: ScannedElement] {
        try Solve.read(
            drawer(navigation), screens: [320, 411],
            others: ["AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"), "res/layout/header.xml": header],
            reading: "res/layout/header.xml", values: #"<style name="Theme.App" parent="\#(parent)"/>"# + values)
    }

    static let start = #"android:layout_width="wrap_content" android:layout_gravity="start""#

    // Material 2: min(320 − 64, 280) = 256 and min(411 − 64, 280) = 280, less 32: 224 and 248.
    // Material 3: 256 and min(347, 360) = 347, less 32: 224 and 315.
    @Test func aHeaderIsAsWideAsItsDrawer() throws {
        let m2 = try Self.read(Self.start, parent: "Theme.MaterialComponents.DayNight")
        #expect(Solve.close(Solve.widths(m2, "account"), [320: 224, 411: 248]))
        let m3 = try Self.read(Self.start, parent: "Theme.Material3.Light")
        #expect(Solve.close(Solve.widths(m3, "account"), [320: 224, 411: 315]))
        // The view's own maxWidth (300 dp): 411 − 64 = 347 → 300, less 32 = 268.
        let own = try Self.read(Self.start + #" android:maxWidth="300dp""#, parent: "Theme.Material3.Light")
        #expect(Solve.close(Solve.widths(own, "account"), [320: 224, 411: 268]))
        // A Material 3 app whose theme's navigationViewStyle is a Material 2 drawer: 280, less 32 = 248.
        let themed = try Solve.read(
            Self.drawer(Self.start), screens: [320, 411],
            others: ["AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"), "res/layout/header.xml": Self.header],
            reading: "res/layout/header.xml",
            values: #"<style name="Theme.App" parent="Theme.Material3.Light"><item name="navigationViewStyle">@style/Drawer</item></style>"#
                + #"<style name="Drawer" parent="Widget.MaterialComponents.NavigationView"/>"#)
        #expect(Solve.close(Solve.widths(themed, "account"), [320: 224, 411: 248]))
    }

    // Must stay screen-wide: a layout no NavigationView names, and a NavigationView that is not
    // a wrap_content drawer (match_parent, or no layout_gravity), whose width the scan does not
    // model: 320 − 32 = 288 and 411 − 32 = 379, as before.
    @Test func otherLayoutsKeepTheScreen() throws {
        let alone = try Solve.read(Self.header, screens: [320, 411])
        #expect(Solve.close(Solve.widths(alone, "account"), [320: 288, 411: 379]))
        for navigation in [#"android:layout_width="match_parent" android:layout_gravity="start""#, #"android:layout_width="wrap_content""#] {
            let elements = try Self.read(navigation, parent: "Theme.MaterialComponents.DayNight")
            #expect(Solve.close(Solve.widths(elements, "account"), [320: 288, 411: 379]), "\(navigation)")
        }
    }

    // The table's every cell is the code's.
    @Test func tableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-drawer-widths.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        #expect(rows.count == AndroidDrawerWidth.libraryMaxWidths.count + 1)
        for row in rows {
            let width = try #require(Double(row[1]))
            if row[0] == "DrawerLayout.MIN_DRAWER_MARGIN" {
                #expect(AndroidDrawerWidth.minimumDrawerMargin == width)
            } else {
                #expect(AndroidDrawerWidth.libraryMaxWidths[row[0]] == width, "\(row[0])")
            }
        }
    }
}
