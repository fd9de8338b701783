import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// A custom view at a layout's root that names no layout sizes the views it finds in itself, as it
/// gives them listeners (fresh-droid29b, second judge): Kuroba `CardPostCell.java:266-268`
/// (`params.height = …; options.setLayoutParams(params)`, `cell_post_card.xml:108`) and
/// `PostCell.java:199-200` (`replies.setTextSize(…)`, `replies.setPadding(…)`, `cell_post.xml:104`).
/// The file's size is a placeholder: a note naming the setter, not an error.
@Suite struct AndroidRootClassSizeTests {
    static let cell = """
        <org.example.chan.ui.cell.CardCell \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <TextView android:id="@+id/replies" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="3 replies"/>
            <ImageView android:id="@+id/options" android:layout_width="wrap_content" android:layout_height="32dp" android:layout_alignParentRight="true" android:src="@drawable/more"/>
        </org.example.chan.ui.cell.CardCell>
        """

    static func cardCell(sizing: String) -> String {
        """
        public class CardCell extends RelativeLayout {
            @Override
            protected void onFinishInflate() {
                super.onFinishInflate();
                replies = findViewById(R.id.replies);
                options = findViewById(R.id.options);
                replies.setOnClickListener(v -> showReplies());
                options.setOnClickListener(v -> showOptions());
                \(sizing)
            }
        }
        """
    }

    static let adapter = """
        public class CellAdapter extends RecyclerView.Adapter<CellHolder> {
            public CellHolder onCreateViewHolder(ViewGroup parent, int viewType) {
                return new CellHolder(LayoutInflater.from(parent.getContext()).inflate(R.layout.cell_card, parent, false));
            }
        }
        """

    /// The `target.small` findings as `id severity`.
    static func found(sizing: String) async throws -> [String] {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/cell_card.xml": cell, "java/org/example/chan/ui/cell/CardCell.java": cardCell(sizing: sizing),
            "java/org/example/chan/ui/adapter/CellAdapter.java": adapter,
        ])
        return report.findings.findings.filter { $0.rule == "target.small" }.map { "\($0.id) \($0.severity)" }.sorted()
    }

    @Test func aRootClassThatSizesNothingLeavesTheLayoutsSizeJudged() async throws {
        // Must fire: the root class listens on both, and sizes neither.
        #expect(try await Self.found(sizing: "") == ["options error", "replies error"])
    }

    @Test func aRootClassThatSetsTheHeightOrPaddingMakesTheTargetANote() async throws {
        // Must not fire as errors: the height (Java layout params) and the padding and text size are code's.
        let sizing = """
            ViewGroup.LayoutParams params = options.getLayoutParams();
            params.height = dp(getContext(), 32) - (compact ? 2 * p : 0);
            options.setLayoutParams(params);
            replies.setTextSize(textSizeSp);
            replies.setPadding(paddingPx, paddingPx / 2, paddingPx, paddingPx);
            """
        #expect(try await Self.found(sizing: sizing) == ["options note", "replies note"])
        // The padding alone is enough for the text; the text size alone too.
        #expect(try await Self.found(sizing: "replies.setPadding(p, p, p, p);") == ["options error", "replies note"])
        #expect(try await Self.found(sizing: "replies.setTextSize(16);") == ["options error", "replies note"])
    }

    @Test func onlyTheLayoutsWhoseRootIsTheClassTakeItsSizes() {
        var facts = AndroidSourceFacts()
        facts.add(source: Self.cardCell(sizing: "options.setLayoutParams(params);"), path: "java/org/example/chan/ui/cell/CardCell.java")
        #expect(facts.sizeSetInCode(ofView: "options", rootClass: "CardCell") == "layoutParams")
        // Another layout's `options` (another root, or none) keeps its file's size.
        #expect(facts.sizeSetInCode(ofView: "options", rootClass: "OtherCell") == nil)
        #expect(facts.sizeSetInCode(ofView: "options") == nil)
    }
}
