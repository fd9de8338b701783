import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-android23b: openfoodfacts `welcome_slide_2.xml` stacks a full-width (0dp)
/// picture, a title whose top is constrained to its bottom, and a description whose top is
/// constrained to the title's bottom (:60, white 16 dp on #00ccff, 1.9:1). The title was judged;
/// the description was taken as drawn over the picture and not measured.
@Suite struct AndroidChainedPictureTests {
    static func layout(description: String, id: String = "slide_desc") -> [String: String] {
        [
            "res/layout/welcome_slide_2.xml": """
            <androidx.constraintlayout.widget.ConstraintLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:background="#00ccff">
                <ImageView android:id="@+id/slide_image" android:layout_width="0dp" android:layout_height="0dp" app:layout_constraintHeight_percent="0.4"
                    app:layout_constraintDimensionRatio="1:2" app:srcCompat="@drawable/ic_nova" app:layout_constraintBottom_toTopOf="@+id/slide_title"
                    app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintRight_toRightOf="parent" app:layout_constraintTop_toTopOf="parent"
                    app:layout_constraintVertical_chainStyle="packed"/>
                <TextView android:id="@+id/slide_title" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Nova groups"
                    android:textColor="#ffffff" android:textSize="20dp" android:textStyle="bold" app:layout_constraintBottom_toTopOf="@+id/slide_desc"
                    app:layout_constraintTop_toBottomOf="@+id/slide_image"/>
                <TextView android:id="@+id/\(id)" android:layout_width="0dp" android:layout_height="wrap_content" android:text="How processed a food is"
                    android:textColor="#ffffff" android:textSize="16dp" app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintRight_toRightOf="parent"
                    \(description)/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """
        ]
    }

    private func contrast(_ description: String, id: String = "slide_desc") async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(Self.layout(description: description, id: id)).findings.findings
            .filter { $0.rule == "contrast.text" && $0.severity > .note }.map(\.id).sorted()
    }

    @Test func aTextBelowATextBelowAPictureIsOnTheSlide() async throws {
        // Must fire: the description is below the title, which is below the picture.
        #expect(
            try await contrast(#"app:layout_constraintTop_toBottomOf="@+id/slide_title" app:layout_constraintBottom_toBottomOf="parent""#)
                == ["slide_desc", "slide_title"])
        // Must NOT fire: a text the title does not name, placed above the title (which is below the
        // picture) or at the parent's top, may be over the picture.
        #expect(try await contrast(#"app:layout_constraintBottom_toTopOf="@+id/slide_title""#, id: "slide_note") == ["slide_title"])
        #expect(try await contrast(#"app:layout_constraintTop_toTopOf="parent""#, id: "slide_note") == ["slide_title"])
    }

    /// openfoodfacts `activity_simple_scan.xml:47`: a white "Trouble scanning?" button over a
    /// full-screen ViewStub that code inflates into a camera preview (`SimpleScanActivity.kt:166`).
    @Test func aTextOverAFullScreenViewStubIsOverWhatItInflates() async throws {
        func layout(_ stub: String) -> [String: String] {
            [
                "res/layout/activity_simple_scan.xml": """
                <androidx.constraintlayout.widget.ConstraintLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:background="#fafafa">
                    \(stub)
                    <TextView android:id="@+id/trouble_scanning_btn" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Trouble scanning?"
                        android:textColor="#9e9e9e" android:textSize="14sp" app:layout_constraintBottom_toBottomOf="parent"/>
                </androidx.constraintlayout.widget.ConstraintLayout>
                """
            ]
        }
        func contrast(_ stub: String) async throws -> [String] {
            try await AndroidTargetJudgingTests.scan(layout(stub)).findings.findings.filter { $0.rule == "contrast.text" && $0.severity > .note }.map(\.id)
        }
        // Must NOT fire: the text is over the camera preview the stub becomes.
        #expect(
            try await contrast(#"<ViewStub android:id="@+id/scan_ml_view" android:layout_width="match_parent" android:layout_height="match_parent"/>"#).isEmpty)
        // Must fire: without it, #9e9e9e on the layout's #fafafa (2.56:1; white there would be a near-invisible note).
        #expect(try await contrast("") == ["trouble_scanning_btn"])
    }

    /// fresh-droid29a, SimpleTimeTracker `color_selection_dialog_fragment.xml`: under an arrow
    /// picture at the top, a hint names the Red field below it (`bottom_toTopOf`), and the Green
    /// field (:146) is placed only after Red (`start_toEndOf`), both `bottom_toTopOf` the save
    /// button with the same style. Red's #90a4ae hint on white (2.59:1) was judged; Green's, on
    /// the same line, was taken as drawn over the picture.
    @Test func aRowMateOfATextBelowAPictureIsBelowItToo() async throws {
        func contrast(green: String) async throws -> [String] {
            let layout = """
                <androidx.constraintlayout.widget.ConstraintLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:background="#ffffff">
                    <ImageView android:id="@+id/arrow" android:layout_width="match_parent" android:layout_height="wrap_content" android:src="@drawable/arrow"
                        app:layout_constraintTop_toTopOf="parent"/>
                    <TextView android:id="@+id/hint" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Pick a colour"
                        android:textColor="#37474f" android:textSize="14sp" app:layout_constraintTop_toBottomOf="@id/arrow" app:layout_constraintBottom_toTopOf="@id/red"/>
                    <TextView android:id="@+id/red" style="@style/Field" android:layout_width="0dp" android:layout_height="wrap_content" android:text="255"
                        app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/green" app:layout_constraintBottom_toTopOf="@id/save"/>
                    <TextView android:id="@+id/green" style="@style/Field" android:layout_width="0dp" android:layout_height="wrap_content" android:text="255"
                        app:layout_constraintStart_toEndOf="@id/red" app:layout_constraintEnd_toEndOf="parent" \(green)/>
                    <Button android:id="@+id/save" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Save"
                        android:textColor="#000000" android:background="#ffffff" app:layout_constraintBottom_toBottomOf="parent"/>
                </androidx.constraintlayout.widget.ConstraintLayout>
                """
            let styles =
                #"<resources><style name="Field"><item name="android:textColor">#90a4ae</item><item name="android:textSize">16sp</item></style></resources>"#
            return try await AndroidTargetJudgingTests.scan(["res/layout/colour_dialog.xml": layout, "res/values/styles.xml": styles]).findings.findings
                .filter { $0.rule == "contrast.text" && $0.severity > .note }.map(\.id).sorted()
        }
        // Must fire: Green is on Red's line, below the picture as Red is.
        #expect(try await contrast(green: #"app:layout_constraintBottom_toTopOf="@id/save""#) == ["green", "red"])
        // Must NOT fire: beside Red but placed down another way (from the top, where the picture is), or
        // with a height of its own, it may be over the picture.
        #expect(try await contrast(green: #"app:layout_constraintTop_toTopOf="parent""#) == ["red"])
        #expect(try await contrast(green: #"app:layout_constraintBottom_toTopOf="@id/save" android:layout_marginBottom="40dp""#) == ["red"])
    }
}
