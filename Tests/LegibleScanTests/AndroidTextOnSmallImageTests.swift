import Foundation
import LegibleScan
import Testing

/// Issue 33, fresh-android21a class 4 (linphone-android 31ae7079
/// `chat_bubble_meeting_invite_content.xml:110`): the day's number is white text laid on the 32 dp
/// orange circle `today_background` (`:100`, an ImageView whose `src` is a shape), constrained to
/// its start, end and bottom. It was measured on the bubble's white (1.00:1). How much of the text
/// the image covers is not known: not measured, rather than a wrong error.
@Suite struct AndroidTextOnSmallImageTests {
    @Test func textLaidOnASmallImageIsNotMeasuredOnTheParent() async throws {
        let layout = """
            <androidx.constraintlayout.widget.ConstraintLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent"
                android:layout_height="wrap_content" android:background="#FFFFFF">
                <ImageView android:id="@+id/today_background" android:layout_width="32dp" android:layout_height="32dp"
                    android:src="@drawable/circle" android:contentDescription="@null"
                    app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent"/>
                <TextView android:id="@+id/header_day_number" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="19" android:textSize="20sp" android:textColor="#FFFFFF"
                    app:layout_constraintStart_toStartOf="@id/today_background" app:layout_constraintEnd_toEndOf="@id/today_background"
                    app:layout_constraintBottom_toBottomOf="@id/today_background"/>
                <TextView android:id="@+id/below" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="Meeting" android:textSize="20sp" android:textColor="#FFFFFF"
                    app:layout_constraintStart_toStartOf="@id/today_background" app:layout_constraintEnd_toEndOf="@id/today_background"
                    app:layout_constraintTop_toBottomOf="@id/today_background"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """
        let circle = ##"<shape xmlns:android="http://schemas.android.com/apk/res/android" android:shape="oval"><solid android:color="#FF5E00"/></shape>"##
        let found = try await AndroidMeasuredAsAndroidTests.contrast(["res/layout/main.xml": layout, "res/drawable/circle.xml": circle])
        #expect(found["header_day_number"] == nil, "\(found)")
        // Text below the image, on the white parent, is still measured (white on white).
        #expect(found["below"]?.contains("1.00:1") == true, "\(found)")
    }
}
