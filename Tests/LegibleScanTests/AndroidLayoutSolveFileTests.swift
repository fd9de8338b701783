import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Android layouts solved across files (`<include>` with a width override, `<merge>`), scroll
/// views, and the overflow audit reaching solved widths: firing at the narrow screen only, and
/// not firing where the text has room or scrolls sideways.
@Suite struct AndroidLayoutSolveFileTests {
    typealias Solve = AndroidLayoutSolveTests

    static let main = #"""
        <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                <include layout="@layout/badge" android:layout_width="64dp" android:layout_height="wrap_content"/>
                <TextView android:id="@+id/name" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="N"/>
            </LinearLayout>
            <include layout="@layout/row" android:layout_width="match_parent" android:layout_height="wrap_content"/>
        </LinearLayout>
        """#
    static let row = #"""
        <FrameLayout NS android:layout_width="100dp" android:layout_height="wrap_content">
            <TextView android:id="@+id/row_text" android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="10dp" android:text="R"/>
        </FrameLayout>
        """#

    // The include takes its 64 dp from the row: the name gets screen − 64, 256 and 296.
    @Test func anIncludeTakesItsWidthFromItsSiblings() throws {
        let elements = try Solve.read(Self.main, screens: [320, 360], others: ["res/layout/row.xml": Self.row])
        #expect(Solve.close(Solve.widths(elements, "name"), [320: 256, 360: 296]))
    }

    // The include's match_parent replaces the row's 100 dp: the text is screen − 20, 300 and 340
    // (without the include it would be a fixed 80 dp, the same on every screen).
    @Test func anIncludesWidthOverridesTheIncludedRoot() throws {
        let elements = try Solve.read(Self.main, screens: [320, 360], others: ["res/layout/row.xml": Self.row], reading: "res/layout/row.xml")
        #expect(Solve.close(Solve.widths(elements, "row_text"), [320: 300, 360: 340]))
        let alone = try Solve.read(Self.row, screens: [320, 360])
        #expect(alone["row_text"]?.textWidth == .fixed(80))
        #expect(alone["row_text"]?.screenTextWidths.isEmpty == true)
    }

    // A weighted include's written width is where its share starts, not its width (AnkiDroid
    // a644cf79 layout-sw600dp/activity_homescreen.xml:26: `layout_width="1dip"`, weight 3): the
    // row keeps its own 100 dp, 80 for the text, not 1 dp less padding. Unweighted, the 1 dp holds.
    @Test func aWeightedIncludesWidthIsNotTheRootsWidth() throws {
        let weighted = #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <include layout="@layout/row" android:layout_width="1dip" android:layout_weight="3" android:layout_height="wrap_content"/>
            </LinearLayout>
            """#
        let elements = try Solve.read(weighted, screens: [320, 360], others: ["res/layout/row.xml": Self.row], reading: "res/layout/row.xml")
        #expect(elements["row_text"]?.textWidth == .fixed(80))
        let fixed = weighted.replacingOccurrences(of: #" android:layout_weight="3""#, with: "")
        let narrow = try Solve.read(fixed, screens: [320, 360], others: ["res/layout/row.xml": Self.row], reading: "res/layout/row.xml")
        #expect(narrow["row_text"] != nil && narrow["row_text"]?.textWidth != .fixed(80))
    }

    // tools:parentTag says the merged views join a (horizontal) LinearLayout, taken as wide as the
    // screen: 40 dp icon, the text the rest, 280 and 320. Without it the parent is unknown.
    @Test func aMergeIsSolvedInTheParentToolsNames() throws {
        let merged = try Solve.read(
            #"""
            <merge NS tools:parentTag="LinearLayout">
                <ImageView android:layout_width="40dp" android:layout_height="40dp"/>
                <TextView android:id="@+id/merged" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="M"/>
            </merge>
            """#, screens: [320, 360])
        #expect(Solve.close(Solve.widths(merged, "merged"), [320: 280, 360: 320]))
        let unnamed = try Solve.read(
            #"""
            <merge NS>
                <TextView android:id="@+id/merged" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="M"/>
            </merge>
            """#, screens: [320, 360])
        #expect(unnamed["merged"]?.screenTextWidths.isEmpty == true)
        guard case .unknown(let reason)? = unnamed["merged"]?.textWidth else {
            Issue.record("expected an unknown width")
            return
        }
        #expect(reason.contains("<merge>"))
    }

    // A vertical scroll view gives its content its width (320, 360); a horizontal one gives
    // unlimited width, so its text is not audited and the note says why.
    @Test func scrollViewsVerticalSolvedHorizontalUnbounded() throws {
        let vertical = try Solve.read(
            #"""
            <ScrollView NS android:layout_width="match_parent" android:layout_height="match_parent">
                <TextView android:id="@+id/long" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="L"/>
            </ScrollView>
            """#, screens: [320, 360])
        #expect(Solve.close(Solve.widths(vertical, "long"), [320: 320, 360: 360]))
        let horizontal = try Solve.read(
            #"""
            <HorizontalScrollView NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/wide" android:layout_width="wrap_content" android:layout_height="wrap_content" android:singleLine="true" android:text="W"/>
            </HorizontalScrollView>
            """#, screens: [320, 360])
        #expect(horizontal["wide"]?.screenTextWidths.isEmpty == true)
        guard case .unknown(let reason)? = horizontal["wide"]?.textWidth else {
            Issue.record("expected an unknown width")
            return
        }
        #expect(reason.contains("HorizontalScrollView"))
    }

    /// A row of an image `image` dp wide and a one-line "Save changes" at 16 sp that takes the rest.
    static func saveRow(image: Int) -> String {
        #"""
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="wrap_content">
            <ImageView android:layout_width="\#(image)dp" android:layout_height="48dp"/>
            <TextView android:id="@+id/save_label" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content"
                android:singleLine="true" android:textSize="16sp" android:text="Save changes"/>
        </LinearLayout>
        """#
    }

    static func scan(_ layout: String) async throws -> ScanReport {
        let folder = try ScanFolder(["app/src/main/res/layout/main.xml": layout])
        defer { folder.remove() }
        return try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
    }

    // Roboto "Save changes" is 12626/2048 em (hb-shape, as AndroidSampleScanTests); 16 sp is 23 dp
    // at 1.5×, 26 at 1.8× and 28 at 2× (Android 14's curves, halfway between 14 and 18 sp), so it
    // needs 141.8, 160.3 and 172.6 dp. Beside a 170 dp image it has 150 dp at 320 (overflows from
    // 1.8×), 190 at 360 and 241 at 411 (fits at every scale): one finding, at 320 dp.
    @Test func overflowIsFoundAtTheNarrowScreenOnly() async throws {
        let report = try await Self.scan(Self.saveRow(image: 170))
        let overflows = report.findings.findings.filter { $0.rule == "overflow.label" }
        #expect(overflows.count == 1)
        #expect(overflows.first?.message.hasPrefix("at 320 dp, ") == true)
        #expect(overflows.first?.message.contains("150 dp available") == true)
        #expect(report.findings.findings.filter { $0.rule == "overflow.unknown-width" }.isEmpty)
    }

    // Beside a 100 dp image it has 220 dp at the narrowest screen: room at every scale and width.
    @Test func textWithRoomOnEveryScreenDoesNotOverflow() async throws {
        let report = try await Self.scan(Self.saveRow(image: 100))
        #expect(report.findings.findings.filter { $0.rule == "overflow.label" || $0.rule == "overflow.unknown-width" }.isEmpty)
    }
}
