import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A tappable text judged at one line is measured first: text that wraps at its width is taller
/// than that line and is not judged (issue 33, fresh-android9b D1). TrackerControl 8c119b04
/// `main.xml:32`: a `match_parent` clickable `TextView`, 14 sp, a 24 dp `drawableStart` with 8 dp
/// of `drawablePadding`, 8 dp of padding above and below and none at the sides. One line is
/// max(15 + 4, 24) + 16 = 40 dp; its 66 characters ("Tap to grant notification permissions (for
/// error messages, etc.)", about 420 dp of Roboto at 14 sp) wrap in the 379 dp it has at 411.
@Suite struct AndroidWrappedTextTargetTests {
    static let notifications = "Tap to grant notification permissions (for error messages, etc.)"

    static func targets(text: String, width: String = "match_parent", row: String = "vertical") async throws -> [Finding] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent"
                android:orientation="\(row)">
                <TextView android:id="@+id/tvNotifications" android:layout_width="\(width)" android:layout_height="wrap_content"
                    android:drawableStart="@drawable/notifications" android:drawablePadding="8dp" android:padding="8dp"
                    android:paddingStart="0dp" android:paddingEnd="0dp" android:clickable="true" android:text="@string/msg"
                    android:textSize="14sp"/>
            </LinearLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/main.xml": layout,
            "res/values/strings.xml": "<resources><string name=\"msg\">\(text)</string></resources>",
            "res/drawable/notifications.xml": """
            <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp"
                android:viewportWidth="24" android:viewportHeight="24"/>
            """,
        ])
        return report.findings.findings.filter { $0.rule == "target.small" }
    }

    // Must fire: a short text is one line, 40 dp tall.
    @Test func aShortTextIsItsLineTall() async throws {
        let found = try await Self.targets(text: "Notifications")
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("hit area 40 dp tall") == true, "\(found.map(\.message))")
    }

    // Must not fire: main.xml:32's text wraps to two lines at every screen width.
    @Test func aTextThatWrapsAtItsWidthIsNotJudged() async throws {
        #expect(try await Self.targets(text: Self.notifications).isEmpty)
    }

    // A width the layout leaves open (wrap_content in a row): a text longer than 320 dp of one
    // line wraps on any phone and is not judged; a short one still is.
    @Test func aTextOfUnknownWidthIsMeasuredAt320dp() async throws {
        let long = String(repeating: Self.notifications + " ", count: 2)
        #expect(try await Self.targets(text: long, width: "wrap_content", row: "horizontal").isEmpty)
        let short = try await Self.targets(text: "Notifications", width: "wrap_content", row: "horizontal")
        #expect(short.first?.message.hasPrefix("hit area 40 dp tall") == true, "\(short.map(\.message))")
    }
}
