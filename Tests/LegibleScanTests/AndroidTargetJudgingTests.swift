import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, class 5 on Android: a target is what a finger can hit. Clickable text and views with
/// `onClick` are judged; hidden, disabled and non-clickable views are not; a check box inside a
/// clickable row of 48 dp or more is the row's. Growth figures are (48 − side) / 2.
@Suite struct AndroidTargetJudgingTests {
    /// `legible scan` over files written under a fresh folder (paths relative to `app/src/main`).
    static func scan(_ files: [String: String]) async throws -> ScanReport {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-android-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent("app/src/main/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try await ProjectScanner(paths: [root.path], readers: [AndroidLayoutReader()]).scan()
    }

    /// The ids of `target.small` findings for views in a plain vertical LinearLayout.
    static func smallTargets(_ views: String) async throws -> [String] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
            \(views)
            </LinearLayout>
            """
        let report = try await scan(["res/layout/main.xml": layout])
        return report.findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    static func textView(_ id: String, _ attributes: String) -> String {
        #"<TextView android:id="@+id/\#(id)" android:layout_width="120dp" android:layout_height="32dp" android:text="More" android:textSize="14sp" \#(attributes)/>"#
    }

    @Test func clickableTextIsATargetAndPlainTextIsNot() async throws {
        let found = try await Self.smallTargets(
            [
                Self.textView("clickable", #"android:clickable="true""#),
                Self.textView("on_click", #"android:focusable="true" android:onClick="more""#),
                Self.textView("plain", ""),
                Self.textView("focusable_only", #"android:focusable="true""#),
            ].joined(separator: "\n"))
        #expect(found == ["clickable", "on_click"])
    }

    @Test func whatCannotBeTappedIsNotATarget() async throws {
        func button(_ id: String, _ attributes: String) -> String {
            #"<Button android:id="@+id/\#(id)" android:layout_width="120dp" android:layout_height="32dp" android:text="Go" android:textSize="14sp" \#(attributes)/>"#
        }
        let found = try await Self.smallTargets(
            [
                button("shown", ""),
                button("gone", #"android:visibility="gone""#),
                // Hidden, but previewed shown: the app's code shows it.
                button("shown_by_code", #"android:visibility="gone" tools:visibility="visible""#),
                button("invisible", #"android:visibility="invisible""#),
                button("transparent", #"android:alpha="0""#),
                button("disabled", #"android:enabled="false""#),
                button("not_clickable", #"android:clickable="false""#),
                #"<FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:visibility="gone">\#(button("in_gone", ""))</FrameLayout>"#,
                #"<View android:id="@+id/hidden_view" android:layout_width="24dp" android:layout_height="24dp" android:onClick="go" android:visibility="invisible"/>"#,
                #"<View android:id="@+id/view" android:layout_width="24dp" android:layout_height="24dp" android:onClick="go"/>"#,
            ].joined(separator: "\n"))
        #expect(found == ["shown", "shown_by_code", "view"])
    }

    @Test func aCheckBoxInALargeClickableRowIsTheRows() async throws {
        func row(_ attributes: String, box id: String) -> String {
            """
            <LinearLayout android:layout_width="match_parent" android:orientation="horizontal" \(attributes)>
                <TextView android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Wi-Fi"/>
                <CheckBox android:id="@+id/\(id)" android:layout_width="32dp" android:layout_height="32dp"/>
            </LinearLayout>
            """
        }
        let found = try await Self.smallTargets(
            [
                row(#"android:layout_height="56dp" android:clickable="true""#, box: "in_tall_row"),
                row(
                    #"android:layout_height="wrap_content" android:minHeight="?attr/listPreferredItemHeightSmall" android:background="?attr/selectableItemBackground""#,
                    box: "in_ripple_row"),
                row(#"android:layout_height="wrap_content" android:onClick="toggle""#, box: "in_unsized_row"),
                // Must still fire: a row too short to be the target, and a row nobody can tap.
                row(#"android:layout_height="40dp" android:clickable="true""#, box: "in_short_row"),
                row(#"android:layout_height="56dp""#, box: "in_plain_row"),
            ].joined(separator: "\n"))
        // The 40 dp row's check box is judged on its own; the row, only `clickable="true"` with no id
        // or `onClick`, does nothing on a tap and is no target (AndroidIdlessClickableTests).
        #expect(found == ["in_plain_row", "in_short_row"])
    }
}
