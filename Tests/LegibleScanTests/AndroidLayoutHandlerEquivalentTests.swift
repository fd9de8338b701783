import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-android21a class 5 (linphone-android 31ae7079): a small view whose data-binding
/// `android:onClick="@{…}"` is the very expression of the view a tap beside it lands on runs the
/// same code, WCAG 2.5.8's "Equivalent" exception, as for listeners code sets.
@Suite struct AndroidLayoutHandlerEquivalentTests {
    static let namespaces = AndroidContentViewTests.namespaces

    static func findings(_ body: String) async throws -> [String: Finding] {
        let layout = """
            <layout \(namespaces)>
                <data><variable name="onCallClickListener" type="View.OnClickListener"/></data>
                \(body)
            </layout>
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/cell.xml": layout])
        return Dictionary(report.findings.findings.filter { $0.rule == "target.small" }.map { ($0.id, $0) }) { first, _ in first }
    }

    static func icon(_ id: String, _ handler: String, _ extra: String = "") -> String {
        ##"<ImageView android:id="@+id/\##(id)" android:onClick="\##(handler)" android:layout_width="32dp" android:layout_height="32dp" android:src="@drawable/phone" android:contentDescription="Call" \##(extra)/>"##
    }

    /// history_list_contact_suggestion_cell.xml:54: the call icon inside the row with the same `@{onCallClickListener}` (:17).
    @Test func anIconInARowWithTheSameHandlerIsANote() async throws {
        let found = try await Self.findings(
            """
            <androidx.constraintlayout.widget.ConstraintLayout android:onClick="@{onCallClickListener}" android:layout_width="match_parent"
                android:layout_height="wrap_content" android:paddingTop="8dp" android:paddingBottom="8dp">
                \(Self.icon("call", "@{onCallClickListener}", ##"app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="parent""##))
                \(Self.icon("other", "@{(v) -> model.call(v)}", ##"app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent""##))
            </androidx.constraintlayout.widget.ConstraintLayout>
            """)
        let call = try #require(found["call"])
        #expect(call.severity == .note && call.message.contains("the view around it") && call.message.contains("@{onCallClickListener}"), "\(call.message)")
        // A lambda given the view may tell the two apart: still an error.
        #expect(found["other"]?.severity == .error, "\(found.mapValues(\.message))")
    }

    /// drawer_menu.xml:70: the root closes the drawer too, but the clickable panel (:29) between takes the taps beside the icon.
    @Test func aClickablePanelBetweenKeepsTheError() async throws {
        let found = try await Self.findings(
            """
            <androidx.constraintlayout.widget.ConstraintLayout android:onClick="@{() -> viewModel.closeDrawerMenu()}" android:layout_width="match_parent" android:layout_height="match_parent">
                <androidx.constraintlayout.widget.ConstraintLayout android:layout_width="0dp" android:layout_height="0dp" android:clickable="true" android:focusable="true"
                    app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toBottomOf="parent" app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent">
                    \(Self.icon("close_drawer", "@{() -> viewModel.closeDrawerMenu()}", ##"app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="parent""##))
                </androidx.constraintlayout.widget.ConstraintLayout>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """)
        #expect(found["close_drawer"]?.severity == .error, "\(found.mapValues(\.message))")
    }

    /// chat_media_content_grid_cell.xml:50: the play icon centred on the thumbnail (:34) with the same `model.onClick()`.
    @Test func anIconCentredOnAViewWithTheSameHandlerIsANote() async throws {
        let centred =
            ##"app:layout_constraintTop_toTopOf="@id/image" app:layout_constraintBottom_toBottomOf="@id/image" app:layout_constraintStart_toStartOf="@id/image" app:layout_constraintEnd_toEndOf="@id/image""##
        let found = try await Self.findings(
            """
            <androidx.constraintlayout.widget.ConstraintLayout android:layout_width="wrap_content" android:layout_height="wrap_content">
                <ImageView android:id="@+id/image" android:onClick="@{() -> model.onClick()}" android:layout_width="0dp" android:layout_height="0dp"
                    android:contentDescription="Image" app:layout_constraintDimensionRatio="1:1" app:layout_constraintStart_toStartOf="parent"
                    app:layout_constraintEnd_toEndOf="parent" app:layout_constraintBottom_toBottomOf="parent"/>
                \(Self.icon("video_preview", "@{() -> model.onClick()}", centred))
                \(Self.icon("download", "@{() -> model.download()}", centred))
            </androidx.constraintlayout.widget.ConstraintLayout>
            """)
        let play = try #require(found["video_preview"])
        #expect(play.severity == .note && play.message.contains("the view under it, image"), "\(play.message)")
        // Another handler over the same picture does something else: still an error.
        #expect(found["download"]?.severity == .error, "\(found.mapValues(\.message))")
    }
}
