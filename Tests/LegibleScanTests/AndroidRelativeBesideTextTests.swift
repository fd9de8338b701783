import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A `RelativeLayout` label `toEndOf` a `wrap_content` text view gets what that text leaves
/// (issue 34): `RelativeLayout` measures the text at the parent's start in `AT_MOST` the row, a
/// `TextView` takes `min(desired, AT_MOST)`, and the label runs from the text's end to the
/// parent's end. The same numbers as ``AndroidBesideTextTests`` (hb-shape sums there): the row is
/// 288 at 320, 328 at 360, 379 at 411 dp.
@Suite struct AndroidRelativeBesideTextTests {
    typealias Solve = AndroidLayoutSolveTests
    typealias Row = AndroidBesideTextTests

    static func relative(_ title: String = #"android:layout_toEndOf="@id/size" android:layout_alignParentEnd="true""#) -> String {
        #"""
        <RelativeLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="16dp">
            <TextView android:id="@+id/size" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_alignParentStart="true" android:textSize="14sp" android:text="@string/size"/>
            <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content" \#(title) android:textSize="14sp" android:maxLines="1" android:text="@string/title"/>
        </RelativeLayout>
        """#
    }

    @Test func theLabelsRoomComesWithTheTextAtItsStart() throws {
        let elements = try Solve.read(
            Self.relative(), screens: [320, 360], values: #"<string name="size">12 MB</string><string name="title">Shared with you</string>"#)
        #expect(Solve.close(Solve.widths(elements, "title"), [320: 288, 360: 328]))
        let widths = elements["title"]?.screenTextWidths ?? []
        #expect(widths.map { $0.besideTexts.map(\.id) } == [["size"], ["size"]])
        #expect(widths.map { $0.besideTexts.map(\.room) } == [[288], [328]])
    }

    // Must not fire beside "12 MB"; must fire beside "Last modified today" from 1.3x at 320.
    @Test func aShortTextLeavesRoomALongOneCutsTheLabel() async throws {
        let short = try await AndroidTargetJudgingTests.scan(Row.project(Self.relative(), size: "12 MB"))
        #expect(Row.overflows(short).isEmpty, "\(Row.overflows(short).map(\.message))")
        let long = try await AndroidTargetJudgingTests.scan(Row.project(Self.relative(), size: "Last modified today"))
        let found = Row.overflows(long).filter { $0.id.hasPrefix("title") }
        #expect(found.count == 1 && found.first?.message.hasPrefix("at 320 dp (also 360 and 411 dp)") == true, "\(found.map(\.message))")
        #expect(found.first?.message.contains("from 1.3x") == true && found.first?.message.contains("122.8 dp") == true, "\(found.map(\.message))")
    }

    // Aligned to the text's moving edge (alignEnd of it), or a text whose text code sets: unknown.
    @Test func anEdgeTheTextMovesIsUnknown() throws {
        let values = #"<string name="size">12 MB</string><string name="title">Shared with you</string>"#
        let aligned = try Solve.read(Self.relative(#"android:layout_alignEnd="@id/size""#), screens: [320], values: values)
        #expect(aligned["title"]?.screenTextWidths.isEmpty == true)
        let fromCode = try Solve.read(
            Self.relative().replacingOccurrences(of: #"android:text="@string/size""#, with: #"tools:text="12 MB""#), screens: [320], values: values)
        #expect(fromCode["title"]?.screenTextWidths.isEmpty == true)
    }

    // A chain: "12 MB", then " · " toEndOf it with a 4 dp end margin, then the title toEndOf that.
    // The separator's room is the row less its margin, 284 at 320; the title's the row less that
    // margin, 284, with both texts measured before it.
    @Test func aChainOfTextsIsMeasuredInOrder() throws {
        let layout = #"""
            <RelativeLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="16dp">
                <TextView android:id="@+id/size" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_alignParentStart="true" android:textSize="14sp" android:text="12 MB"/>
                <TextView android:id="@+id/dot" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_toEndOf="@id/size" android:layout_marginEnd="4dp" android:textSize="14sp" android:text="·"/>
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_toEndOf="@id/dot" android:layout_alignParentEnd="true" android:textSize="14sp" android:text="Shared"/>
            </RelativeLayout>
            """#
        let elements = try Solve.read(layout, screens: [320])
        #expect(Solve.close(Solve.widths(elements, "title"), [320: 284]))
        #expect(elements["title"]?.screenTextWidths.first?.besideTexts.map(\.id) == ["size", "dot"])
        #expect(elements["title"]?.screenTextWidths.first?.besideTexts.map(\.room) == [288, 284])
    }
}
