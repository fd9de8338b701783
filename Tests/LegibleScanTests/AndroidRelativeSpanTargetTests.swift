import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// A RelativeLayout child bound on both ends of a side is measured exactly between them, whatever
/// its own size (issue 33, round 7, D4): Calendar 14816e9a `activity_event.xml:67`,
/// `event_show_on_map`, is 44 dp square as written but `layout_alignTop` and `layout_alignBottom`
/// on the location field make it as tall as the field, so only its 44 dp width fails: "grow it by
/// 2 dp left and right", not on every side. The same icon aligned to the field's top only keeps
/// its 44 dp height.
@Suite struct AndroidRelativeSpanTargetTests {
    static func findings(_ alignment: String) async throws -> [Finding] {
        let layout = """
            <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <EditText android:id="@+id/event_location" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:layout_toStartOf="@+id/event_show_on_map" android:hint="Location" android:textSize="18sp"/>
                <ImageView android:id="@+id/event_show_on_map" android:layout_width="44dp" android:layout_height="44dp" \(alignment)
                    android:layout_alignParentEnd="true" android:clickable="true" android:padding="10dp" android:contentDescription="Show on map"/>
            </RelativeLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/activity_event.xml": layout])
        return report.findings.findings.filter { $0.rule == "target.small" }
    }

    @Test func aViewAlignedToItsAnchorsTopAndBottomIsJudgedByItsWidthAlone() async throws {
        let found = try await Self.findings(#"android:layout_alignTop="@+id/event_location" android:layout_alignBottom="@+id/event_location""#)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("hit area 44 dp wide") == true, "\(found.map(\.message))")
        #expect(found.first?.message.hasSuffix("grow it by 2 dp left and right") == true, "\(found.map(\.message))")
    }

    @Test func aViewAlignedToOneEdgeKeepsItsOwnHeight() async throws {
        let found = try await Self.findings(#"android:layout_alignTop="@+id/event_location""#)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("hit area 44×44 dp") == true, "\(found.map(\.message))")
    }

    @Test func theBoundsAreReadOnEachSide() {
        func view(_ attributes: [String: String]) -> AndroidView { AndroidView(tag: "ImageView", attributes: attributes, styleLibrary: nil) }
        #expect(AndroidLayoutWalk.isBoundOnBothEnds(view(["android:layout_below": "@id/a", "android:layout_alignParentBottom": "true"]), horizontal: false))
        #expect(!AndroidLayoutWalk.isBoundOnBothEnds(view(["android:layout_below": "@id/a", "android:layout_alignParentBottom": "false"]), horizontal: false))
        #expect(AndroidLayoutWalk.isBoundOnBothEnds(view(["android:layout_toEndOf": "@id/a", "android:layout_alignParentEnd": "true"]), horizontal: true))
        #expect(!AndroidLayoutWalk.isBoundOnBothEnds(view(["android:layout_alignTop": "@id/a", "android:layout_alignParentEnd": "true"]), horizontal: true))
    }

    /// Loop Habit Tracker 5aa8744e `time_header_label.xml:100`, `ampm_hitspace`: a clickable
    /// `wrap_content` text with `alignParentTop` and `alignParentBottom` in the root RelativeLayout,
    /// which `time_picker_dialog.xml:32` includes 80 dp tall, is 80 dp tall, not its one empty
    /// line (19 dp, fresh-android9b D3); its `alignLeft`/`alignRight` on a `wrap_content` label
    /// leave its width open. In a 40 dp parent the same view is 40 dp tall.
    static func hitspace(includedHeight: String) async throws -> [Finding] {
        let header = """
            <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
                <TextView android:id="@+id/ampm_hitspace" android:layout_width="30dp" android:layout_height="wrap_content"
                    android:layout_alignParentTop="true" android:layout_alignParentBottom="true" android:layout_alignLeft="@+id/ampm_label"
                    android:layout_alignRight="@+id/ampm_label" android:clickable="true"/>
                <TextView android:id="@+id/ampm_label" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="PM" android:textSize="16sp"/>
            </RelativeLayout>
            """
        let dialog = """
            <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <include android:layout_width="match_parent" android:layout_height="\(includedHeight)" layout="@layout/time_header_label"/>
            </FrameLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/time_header_label.xml": header, "res/layout/time_picker_dialog.xml": dialog])
        return report.findings.findings.filter { $0.rule == "target.small" }
    }

    // Must not fire: 80 dp tall, its width open.
    @Test func aViewBoundToItsParentsTopAndBottomIsTheIncludesHeight() async throws {
        #expect(try await Self.hitspace(includedHeight: "80dp").isEmpty)
    }

    // Must fire: the span itself is small.
    @Test func aViewBoundToASmallParentIsThatTall() async throws {
        let found = try await Self.hitspace(includedHeight: "40dp")
        #expect(found.first?.message.hasPrefix("hit area 40 dp tall") == true, "\(found.map(\.message))")
    }

    // A sibling of a fixed size gives its span: aligned to a 36 dp wide anchor's left and right, 36 dp wide.
    @Test func aViewBoundToBothEdgesOfAFixedSiblingIsItsWidth() async throws {
        let layout = """
            <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageView android:id="@+id/hit" android:layout_width="wrap_content" android:layout_height="48dp" android:clickable="true"
                    android:layout_alignLeft="@+id/anchor" android:layout_alignRight="@+id/anchor" android:contentDescription="Open"/>
                <View android:id="@+id/anchor" android:layout_width="36dp" android:layout_height="48dp"/>
            </RelativeLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/main.xml": layout])
        let found = report.findings.findings.filter { $0.rule == "target.small" }
        #expect(found.first?.message.hasPrefix("hit area 36×48 dp") == true, "\(found.map(\.message))")
    }
}
