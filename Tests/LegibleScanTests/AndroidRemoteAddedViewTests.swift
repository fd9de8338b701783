import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A tap action on a view of a `RemoteViews` added into another (Tasks e5587e1a, fresh Android
/// round 19b): `WidgetChipProvider.kt:127` builds `RemoteViews(…, R.layout.widget_chip)`, and
/// `TasksWidgetBuilder.kt:193-195` adds it into the row with `addView(R.id.chips, chip)` and gives
/// `R.id.chip`, the chip layout's root, a fill-in intent: the chip is tapped.
@Suite struct AndroidRemoteAddedViewTests {
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

    /// Whether code gives `widget_chip.xml`'s root a tap action, and `widget_row.xml` a view `chip`.
    static func listened(_ chipCode: String) -> (chip: Bool, row: Bool) {
        var facts = AndroidSourceFacts()
        facts.add(source: provider, path: "java/app/WidgetChipProvider.kt")
        facts.add(source: builder(chipCode), path: "java/app/TasksWidgetBuilder.kt")
        return (facts.setsClickListener(ofView: "chip", inLayout: "widget_chip"), facts.setsClickListener(ofView: "chips", inLayout: "widget_row"))
    }

    // The chip's root is tapped. (Its size is not judged yet: the scan does not measure a
    // `wrap_content` RelativeLayout from its children, so no finding follows.)
    @Test func aTappedViewOfAnAddedRemoteViewsIsListened() {
        #expect(Self.listened("val chip = chipProvider.getSubtaskChip(task)\n addView(R.id.chips, chip)") == (true, false))
    }

    // Must not: nothing is added into the row, so `R.id.chip` names no view of another layout.
    @Test func withoutAnAddedViewTheIntentStaysWithTheRow() {
        #expect(Self.listened("") == (false, false))
    }
}
