import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, review of owncloud/android 73316e6f: an `ImageButton` styled with a shared button style
/// (`whats_new_activity.xml:50`, `Button.Borderless` gives `textColor`) drew no text, yet its colour
/// was judged against the bar; a passcode digit's `EditText` with `focusable="false"`
/// (`passcode_edit_text.xml:2`) was judged as a 32 dp target though a tap does nothing.
@Suite struct AndroidTextlessAndLockedViewTests {
    /// Contrast errors by id for views on a dark bar (#1b223d) in a light blue (#4e85c8):
    /// 4.10:1 by hand (relative luminances 0.2257 and 0.0157), under 4.5:1 for 14 sp text.
    @Test func onlyViewsThatDrawTextAreJudgedForItsColour() async throws {
        let colour = ##"android:textColor="#4e85c8" android:textSize="14sp""##
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:background="#1b223d" android:orientation="vertical">
                <Button android:id="@+id/next_text" android:layout_width="wrap_content" android:layout_height="48dp" android:background="@null" android:text="Next" \(colour)/>
                <ImageButton android:id="@+id/next_icon" android:layout_width="48dp" android:layout_height="48dp" android:background="@null" android:src="@drawable/ic_next" \(colour)/>
                <androidx.appcompat.widget.AppCompatImageButton android:id="@+id/compat_icon" android:layout_width="48dp" android:layout_height="48dp" android:background="@null" android:text="Next" \(colour)/>
                <com.google.android.material.floatingactionbutton.FloatingActionButton android:id="@+id/fab" android:layout_width="56dp" android:layout_height="56dp" \(colour)/>
            </LinearLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/main.xml": layout])
        let errors = report.findings.findings.filter { $0.rule == "contrast.text" && $0.severity == .error }
        // Must fire: a button that shows its text.
        #expect(errors.map(\.id) == ["next_text"])
        #expect(errors.first?.message.contains("4.10:1") == true, "\(errors.first?.message ?? "nothing")")
    }

    /// `target.small` ids for 32 dp text fields; the Java file gives one a click listener.
    @Test func aFieldThatCannotTakeFocusIsATargetOnlyWhenCodeListensForTaps() async throws {
        func field(_ id: String, _ attributes: String) -> String {
            #"<EditText android:id="@+id/\#(id)" android:layout_width="32dp" android:layout_height="50dp" android:textSize="14sp" \#(attributes)/>"#
        }
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
            \(field("editable", ""))
            \(field("digit", #"android:focusable="false""#))
            \(field("date_from", #"android:focusable="false" android:focusableInTouchMode="false""#))
            \(field("clickable_digit", #"android:focusable="false" android:clickable="true""#))
            </LinearLayout>
            """
        let java = """
            public class FilterDialogFragment extends DialogFragment {
                void bind(FragmentFilterDialogBinding layout) {
                    layout.dateFrom.setOnClickListener(openDatePicker);
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/main.xml": layout, "java/FilterDialogFragment.java": java])
        let found = report.findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
        // Must fire: an editable field, one code listens to, one the file makes clickable. Must NOT: the locked digit.
        #expect(found == ["clickable_digit", "date_from", "editable"])
    }
}
