import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A plain view whose only claim to a tap is `clickable="true"` — no id, no `android:tag`, no
/// `onClick`, no data binding, not the layout's root — is no target: no code can give it a
/// listener, so a tap does nothing (issue 33, fresh-android26a W1). osmeditor4android 4f41a432
/// `src/main/res/layout/bookmark_dialog.xml:9-15`, a 1 dp divider, was a `target.small` error.
@Suite struct AndroidIdlessClickableTests {
    /// bookmark_dialog.xml:9-15, with `extra` added to the divider.
    static func divider(_ extra: String = "") -> String {
        ##"""
        <View android:layout_width="fill_parent" android:layout_height="1dp"
            android:background="?android:attr/selectableItemBackground" android:clickable="true" android:focusable="true" \##(extra)/>
        """##
    }

    static func smallTargets(_ views: String) async throws -> [String] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="fill_parent" android:layout_height="wrap_content"
                android:orientation="vertical">
            \(views)
            <androidx.recyclerview.widget.RecyclerView android:id="@+id/bookmarkslist" android:layout_width="fill_parent" android:layout_height="wrap_content"/>
            </LinearLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/bookmark_dialog.xml": layout])
        return report.findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    // Must not fire: the real divider, and the same as a ViewGroup or ImageView.
    @Test func anIdlessClickableDividerIsNoTarget() async throws {
        #expect(try await Self.smallTargets(Self.divider()).isEmpty)
        let frame = #"<FrameLayout android:layout_width="40dp" android:layout_height="40dp" android:clickable="true"/>"#
        #expect(try await Self.smallTargets(frame).isEmpty)
    }

    // Must fire: anything code or the file can give an action stays a target.
    @Test func aClickableViewAnythingCanReachStaysATarget() async throws {
        #expect(try await Self.smallTargets(Self.divider(#"android:id="@+id/divider""#)) == ["divider"])
        #expect(try await Self.smallTargets(Self.divider(#"android:onClick="onDivider""#)).count == 1)
        #expect(try await Self.smallTargets(Self.divider(#"android:tag="divider""#)).count == 1)
        #expect(try await Self.smallTargets(Self.divider(#"app:onSafeClick="@{() -> model.open()}""#)).count == 1)
    }

    // Must fire: a control acts without an id or a listener of the app's.
    @Test func anIdlessButtonStaysATarget() async throws {
        let button = #"<Button android:layout_width="wrap_content" android:layout_height="30dp" android:text="Go" android:textSize="14sp"/>"#
        #expect(try await Self.smallTargets(button).count == 1)
    }

    // Must fire: the layout's root, which code holds when it inflates it.
    @Test func anIdlessClickableRootStaysATarget() async throws {
        let root = """
            <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="40dp" android:layout_height="40dp" android:clickable="true"/>
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/row.xml": root])
        #expect(report.findings.findings.filter { $0.rule == "target.small" }.count == 1)
    }
}
