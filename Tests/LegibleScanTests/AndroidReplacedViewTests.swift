import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, fresh-android18b class 1: a content view's clue the activity hides as it sets it up,
/// to show the action bar's clue instead. forkyz cbef05d1 `NotesActivity.java:106-110` hides
/// `notes.xml:8` inside `if (clue != null && clue.getVisibility() != View.GONE)`, and
/// `PlayActivity.java:194-199` hides `play.xml:10` through a `ConstraintSet`; both 12 dp clues were
/// text.fixed-size warnings about views no one sees.
@Suite struct AndroidReplacedViewTests {
    static let layout = """
        <androidx.constraintlayout.widget.ConstraintLayout \(AndroidContentViewTests.namespaces) android:id="@+id/board" android:layout_width="match_parent" android:layout_height="match_parent">
            <TextView android:id="@+id/clueLine" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Clue" android:textSize="12dp"/>
            <TextView android:id="@+id/status" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Status" android:textSize="12dp"/>
        </androidx.constraintlayout.widget.ConstraintLayout>
        """
    /// The action bar's clue, which replaces the hidden one: it is shown.
    static let actionBarClue = """
        <TextView \(AndroidContentViewTests.namespaces) android:id="@+id/clueLine" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Clue" android:textSize="11dp"/>
        """

    static func activity(_ setUp: String, extra: String = "") -> String {
        """
        public class NotesActivity extends Activity {
            private TextView clue;
            private ConstraintLayout board;

            @Override
            protected void onCreate(Bundle savedInstanceState) {
                super.onCreate(savedInstanceState);
                setContentView(R.layout.notes);
                TextView status = findViewById(R.id.status);
                status.setText("Ready");
                \(setUp)
                clue.setText("(across) 1. Hint");
            }
            \(extra)
        }
        """
    }

    static let guarded = """
        clue = (TextView) this.findViewById(R.id.clueLine);
        if (clue != null && clue.getVisibility() != View.GONE) {
            clue.setVisibility(View.GONE);
            clue = (TextView) onActionBarCustom(this, R.layout.clue_line_only).findViewById(R.id.clueLine);
        }
        """
    static let constraintSet = """
        this.board = (ConstraintLayout) this.findViewById(R.id.board);
        this.clue = this.findViewById(R.id.clueLine);
        try {
            if (clue != null && clue.getVisibility() != View.GONE) {
                ConstraintSet set = new ConstraintSet();
                set.clone(board);
                set.setVisibility(clue.getId(), ConstraintSet.GONE);
                set.applyTo(board);
                View custom = onActionBarCustom(this, R.layout.clue_line_only);
                if (custom != null) { clue = custom.findViewById(R.id.clueLine); }
            }
        } catch (Exception e) { }
        """

    /// The files with a `text.fixed-size` finding, by layout name.
    static func fixedSizes(_ code: String) async throws -> [String] {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/notes.xml": layout, "res/layout/clue_line_only.xml": actionBarClue, "java/app/NotesActivity.java": code,
        ])
        return report.findings.findings.filter { $0.rule == "text.fixed-size" && $0.severity > .note }.map {
            "\((($0.location?.file ?? "") as NSString).lastPathComponent):\($0.id)"
        }.sorted()
    }

    // Must not fire: hidden in set-up (behind its own guard, or by a ConstraintSet) and never shown.
    @Test func aContentViewHiddenAndReplacedInSetUpIsNotJudged() async throws {
        for setUp in [Self.guarded, Self.constraintSet] {
            let found = try await Self.fixedSizes(Self.activity(setUp))
            #expect(!found.contains("notes.xml:clueLine"), "\(found) for \(setUp)")
            // The view that replaces it, and the content view's other text, are judged.
            #expect(found.contains("clue_line_only.xml:clueLine"), "\(found)")
            #expect(found.contains("notes.xml:status"), "\(found)")
        }
    }

    // Must fire: a guard that asks something else, a show anywhere, or no hide keeps it judged.
    @Test func aContentViewCodeMayShowIsJudged() async throws {
        let cases = [
            Self.activity(Self.guarded.replacingOccurrences(of: "clue.getVisibility() != View.GONE", with: "compact")),
            Self.activity(Self.guarded, extra: "void expand() { clue.setVisibility(View.VISIBLE); }"),
            Self.activity(
                Self.constraintSet,
                extra: "void expand() { ConstraintSet s = new ConstraintSet(); s.setVisibility(clue.getId(), ConstraintSet.VISIBLE); s.applyTo(board); }"),
            Self.activity(Self.constraintSet.replacingOccurrences(of: "ConstraintSet.GONE", with: "state")),
            Self.activity("clue = this.findViewById(R.id.clueLine);"),
        ]
        for code in cases {
            let found = try await Self.fixedSizes(code)
            #expect(found.contains("notes.xml:clueLine"), "\(found) for \(code)")
        }
    }
}
