import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// An app widget's `RemoteViews` tap actions make targets (fresh Android round 14b): NotallyX
/// 68bee95c `WidgetFactory.kt:83` gives the 24 dp `ChangeNote` image of `widget_note.xml:26` its
/// own `setOnClickFillInIntent` (M4, a miss), and `WidgetProvider.kt:277-278` gives the text of
/// `widget_locked.xml:9` the same `lockedPendingIntent` as the whole-widget frame around it (D4:
/// the frame is the target, the text no target of its own).
@Suite struct AndroidRemoteClickTargetTests {
    static let note = ##"""
        <LinearLayout NS android:id="@+id/LinearLayout" android:layout_width="match_parent" android:layout_height="wrap_content"
            android:orientation="vertical" android:paddingStart="16dp" android:paddingTop="16dp" android:paddingEnd="16dp">
            <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <TextView android:id="@+id/Title" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_weight="1" android:textSize="16sp"/>
                <ImageView android:id="@+id/ChangeNote" android:layout_width="24dp" android:layout_height="24dp"
                    android:layout_gravity="center_vertical" android:layout_marginStart="8dp" android:contentDescription="ChangeNote"/>
            </LinearLayout>
            <TextView android:id="@+id/Note" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:lineSpacingMultiplier="1.1" android:paddingBottom="16dp" android:textSize="14sp"/>
        </LinearLayout>
        """##

    static let locked = ##"""
        <FrameLayout NS android:id="@+id/Layout" android:layout_width="match_parent" android:layout_height="match_parent">
            <TextView android:id="@+id/Text" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:clickable="true" android:focusable="true" android:gravity="center" android:layout_gravity="center"
                android:text="Locked" android:textSize="18sp"/>
        </FrameLayout>
        """##

    /// The factory and provider, with `changeIntent` the image's intent and `textIntent` the locked text's.
    static func code(changeIntent: String, textIntent: String) -> String {
        """
        class WidgetFactory : RemoteViewsService.RemoteViewsFactory {
            private fun getNoteView(note: BaseNote): RemoteViews {
                return RemoteViews(app.packageName, R.layout.widget_note).apply {
                    setTextViewText(R.id.Title, note.title)
                    setOnClickFillInIntent(R.id.ChangeNote, \(changeIntent))
                    setOnClickFillInIntent(R.id.LinearLayout, getWidgetOpenNoteIntent(note.type, note.id))
                }
            }
        }
        class WidgetProvider : AppWidgetProvider() {
            fun locked(context: Context) {
                val view = RemoteViews(context.packageName, R.layout.widget_locked).apply {
                    setOnClickPendingIntent(R.id.Layout, lockedPendingIntent)
                    setOnClickPendingIntent(R.id.Text, \(textIntent))
                }
            }
        }
        """
    }

    static func targets(changeIntent: String, textIntent: String) async throws -> [Finding] {
        let namespaces = AndroidLayoutReaderTests.namespaces
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/widget_note.xml": note.replacingOccurrences(of: "NS", with: namespaces),
            "res/layout/widget_locked.xml": locked.replacingOccurrences(of: "NS", with: namespaces),
            "java/app/WidgetProvider.kt": code(changeIntent: changeIntent, textIntent: textIntent),
        ])
        return report.findings.findings.filter { $0.rule == "target.small" && $0.severity == .error }
    }

    // Must fire: the image has an intent of its own, apart from the row's. Must not: the text
    // does what the frame around it does.
    @Test func aFillInIntentMakesATargetAndTheSameIntentAsAnAncestorDoesNot() async throws {
        let found = try await Self.targets(changeIntent: "getWidgetSelectNoteIntent(widgetId)", textIntent: "lockedPendingIntent")
        #expect(found.map(\.id) == ["ChangeNote"], "\(found.map { "\($0.id): \($0.message)" })")
        #expect(found.first?.message.hasPrefix("hit area 24×24 dp") == true, "\(found.map(\.message))")
    }

    // Must not fire: the image given the row's own intent is part of the row. (The locked text
    // in a frame of open height given another intent is the frame's row either way.)
    @Test func theAncestorsIntentMakesNoTargetOfItsOwn() async throws {
        let found = try await Self.targets(changeIntent: "getWidgetOpenNoteIntent(note.type,note.id)", textIntent: "otherPendingIntent")
        #expect(found.isEmpty, "\(found.map { "\($0.id): \($0.message)" })")
    }

    @Test func theIntentsAreReadPerLayout() {
        let code = Array(Self.code(changeIntent: "a(b, c)", textIntent: "lockedPendingIntent").utf8)
        let intents = AndroidSourceFacts.remoteClickIntents(in: code)
        #expect(intents["widgetnote/changenote"] == "a(b,c)")
        #expect(intents["widgetlocked/text"] == "lockedPendingIntent")
        #expect(intents["widgetlocked/changenote"] == nil)
        #expect(intents["widgetnote/text"] == nil)
    }
}
