import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A tap action on a view of a `RemoteViews` added into another (Tasks e5587e1a, fresh Android
/// round 19b): `WidgetChipProvider.kt:127` builds `RemoteViews(…, R.layout.widget_chip)`, and
/// `TasksWidgetBuilder.kt:193-195` adds it into the row with `addView(R.id.chips, chip)` and gives
/// `R.id.chip`, the chip layout's root, a fill-in intent. The chip, about 21 dp tall, is a target.
@Suite struct AndroidRemoteAddedViewTests {
    static let chip = ##"""
        <RelativeLayout NS android:id="@+id/chip" android:layout_width="wrap_content" android:layout_height="wrap_content">
            <TextView android:id="@+id/chip_text" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:textSize="14sp" android:maxLines="1" android:paddingBottom="2dp" android:paddingStart="2dp" android:paddingEnd="6dp"/>
        </RelativeLayout>
        """##

    static let row = ##"""
        <LinearLayout NS android:id="@+id/widget_row" android:layout_width="match_parent" android:layout_height="wrap_content"
            android:minHeight="48dp" android:orientation="vertical">
            <TextView android:id="@+id/widget_text" android:layout_width="match_parent" android:layout_height="wrap_content" android:textSize="16sp"/>
            <LinearLayout android:id="@+id/chips" android:layout_width="match_parent" android:layout_height="wrap_content"/>
        </LinearLayout>
        """##

    static let provider = """
        class WidgetChipProvider {
            fun getSubtaskChip(task: TaskContainer): RemoteViews = newChip().apply { setTextViewText(R.id.chip_text, task.title) }
            private fun newChip() = RemoteViews(BuildConfig.APPLICATION_ID, R.layout.widget_chip)
        }
        """

    /// The row builder, with `chipCode` between the row's `RemoteViews` and the chip's fill-in intent.
    static func builder(_ chipCode: String) -> String {
        """
        class TasksWidgetBuilder {
            private fun buildUpdate(task: TaskContainer): RemoteViews? {
                return RemoteViews(BuildConfig.APPLICATION_ID, R.layout.widget_row).apply {
                    setTextViewText(R.id.widget_text, task.title)
                    setOnClickFillInIntent(R.id.widget_row, Intent(EDIT_TASK))
                    removeAllViews(R.id.chips)
                    \(chipCode)
                    setOnClickFillInIntent(R.id.chip, Intent(TOGGLE_SUBTASKS))
                }
            }
        }
        """
    }

    static func targets(_ chipCode: String) async throws -> [Finding] {
        let namespaces = AndroidLayoutReaderTests.namespaces
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/widget_chip.xml": chip.replacingOccurrences(of: "NS", with: namespaces),
            "res/layout/widget_row.xml": row.replacingOccurrences(of: "NS", with: namespaces),
            "java/app/WidgetChipProvider.kt": provider,
            "java/app/TasksWidgetBuilder.kt": builder(chipCode),
        ])
        return report.findings.findings.filter { $0.rule == "target.small" && ($0.severity == .error || $0.id == "chip") }
    }

    @Test func aTappedViewOfAnAddedRemoteViewsIsATarget() async throws {
        let found = try await Self.targets("val chip = chipProvider.getSubtaskChip(task)\n addView(R.id.chips, chip)")
        #expect(found.map(\.id) == ["chip"], "\(found.map { "\($0.id): \($0.message)" })")
    }

    // Must not fire: nothing is added into the row, so `R.id.chip` names no view of another layout.
    @Test func withoutAnAddedViewTheIntentStaysWithTheRow() async throws {
        let found = try await Self.targets("")
        #expect(found.isEmpty, "\(found.map { "\($0.id): \($0.message)" })")
    }
}
