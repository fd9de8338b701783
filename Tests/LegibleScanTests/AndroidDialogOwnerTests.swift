import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A layout is a dialog's only when the dialog shows it: the one a dialog fragment's own
/// `onCreateView` inflates, or what the builder's `setView` is given where it is called, not
/// any layout of a file that happens to declare a dialog (fresh Android round 22).
@Suite struct AndroidDialogOwnerTests {
    typealias Widths = AndroidDialogWidthTests

    // Reduced from iNaturalist ObservationEditor.java: a Fragment (:143) inflates its layout in
    // onCreateView (:327), and nests `DatePickerFragment extends DialogFragment` (:2358), whose
    // onCreateDialog returns a DatePickerDialog. The layout is the screen's, 320 − 48 = 272, not 240.
    static let editor = """
        public class Editor extends Fragment {
            @Override
            public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle state) {
                return inflater.inflate(R.layout.confirm, container, false);
            }

            public static class DatePickerFragment extends DialogFragment implements DatePickerDialog.OnDateSetListener {
                @Override
                public Dialog onCreateDialog(Bundle state) {
                    return new DatePickerDialog(getActivity(), this, 2024, 1, 1);
                }
            }
        }
        """

    @Test func aFragmentBesideANestedDialogFragmentKeepsTheScreen() throws {
        let found = try Widths.widths(["java/Editor.java": Self.editor])
        #expect(Solve.close(found.widths, [320: 272, 360: 312, 411: 363]))
        #expect(!found.inDialog)
    }

    // Must fire: the nested dialog fragment's own onCreateView inflates the layout, 320 − 32 − 48 = 240.
    @Test func aNestedDialogFragmentsOwnLayoutIsADialogs() throws {
        let nested = """
            public class Editor extends Fragment {
                public static class DatePickerFragment extends DialogFragment {
                    @Override
                    public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle state) {
                        return inflater.inflate(R.layout.confirm, container, false);
                    }
                }
            }
            """
        let found = try Widths.widths(["java/Editor.java": nested])
        #expect(Solve.close(found.widths, [320: 240, 360: 280, 411: 331]))
        #expect(found.inDialog)
    }

    // Reduced from LibreraReader DragingDialogs.java: `dialog.setView(inflate)` (:1346) shows the
    // `inflate` assigned just before (:1209, another layout); the `inflate` of the app's own popup
    // (`new DragingPopup(…, PREF_WIDTH, …)`, :4626) is not an AlertDialog's, so not 240 dp.
    static func popups(dialogShows layout: String) -> String {
        """
        public class Popups {
            void speak(Context context) {
                AlertDialog.Builder dialog = new AlertDialog.Builder(context);
                View inflate = LayoutInflater.from(context).inflate(R.layout.\(layout), null, false);
                dialog.setView(inflate);
                dialog.show();
            }

            void preferences(FrameLayout anchor) {
                new DragingPopup(R.string.prefs, anchor, 330, 520) {
                    @Override public View getContentView(LayoutInflater inflater) {
                        View inflate = inflater.inflate(R.layout.\(layout == "confirm" ? "other" : "confirm"), null, false);
                        return inflate;
                    }
                };
            }
        }
        """
    }

    @Test func aVariableShowsItsLastAssignmentBeforeTheDialog() throws {
        let popup = try Widths.widths(["java/Popups.java": Self.popups(dialogShows: "speak")])
        #expect(Solve.close(popup.widths, [320: 272, 360: 312, 411: 363]))
        #expect(!popup.inDialog)
        // Must fire: the same file where the dialog's variable holds the layout.
        let dialog = try Widths.widths(["java/Popups.java": Self.popups(dialogShows: "confirm")])
        #expect(Solve.close(dialog.widths, [320: 240, 360: 280, 411: 331]))
        #expect(dialog.inDialog)
    }

    typealias Solve = AndroidLayoutSolveTests
}
