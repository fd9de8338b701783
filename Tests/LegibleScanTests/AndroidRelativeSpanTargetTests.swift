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
}
