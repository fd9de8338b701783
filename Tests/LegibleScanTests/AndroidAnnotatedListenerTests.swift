import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// `target.small` listeners the scan did not see (fresh-droid29b):
/// - glucosio-android `HelloActivity.java:183`, ButterKnife's `@OnClick(R.id.helloactivity_textview_terms)`
///   on a method of the activity that shows `activity_hello`: the 19 dp tall terms text
///   (`activity_hello.xml:158`); also `@OnClick({…})` and `@OnLongClick`.
/// - Kuroba `PostStubCell.java:74`, `findViewById(R.id.options).setOnClickListener(…)` in the
///   custom view that is `cell_post_stub.xml`'s root element and names no layout: the 34×36 dp
///   options icon (`cell_post_stub.xml:43`).
@Suite struct AndroidAnnotatedListenerTests {
    private static func smallTargets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    private static func text(_ id: String) -> String {
        #"<TextView android:id="@+id/\#(id)" android:layout_width="wrap_content" android:layout_height="20dp" android:text="Terms"/>"#
    }

    @Test func aButterKnifeClickAnnotationGivesTheViewsItNamesAListener() async throws {
        let welcome = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                \(Self.text("welcome_terms"))
                \(Self.text("welcome_privacy"))
                \(Self.text("welcome_more"))
                \(Self.text("welcome_copy"))
                \(Self.text("welcome_note"))
            </LinearLayout>
            """
        // The same ids in a layout the activity does not show.
        let other = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                \(Self.text("welcome_terms").replacingOccurrences(of: "Terms", with: "Other"))
            </LinearLayout>
            """
        let java = """
            public class WelcomeActivity extends AppCompatActivity {
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_welcome);
                    ButterKnife.bind(this);
                }
                @OnClick(R.id.welcome_terms)
                void openTerms() { startActivity(terms); }
                @OnClick({R.id.welcome_privacy, R2.id.welcome_more})
                void openMore(View view) { startActivity(more); }
                @OnLongClick(R.id.welcome_copy)
                boolean copy() { return true; }
                @OnItemClick(R.id.welcome_note)
                void picked(int position) { }
            }
            """
        let other2 = "public class OtherActivity extends AppCompatActivity {\n    void show() { setContentView(R.layout.activity_other); }\n}"
        let found = try await Self.smallTargets([
            "res/layout/activity_welcome.xml": welcome, "res/layout/activity_other.xml": other, "java/WelcomeActivity.java": java,
            "java/OtherActivity.java": other2,
        ])
        // Must fire: each id an @OnClick or @OnLongClick names, in the layout the file shows.
        // Must not: a view no annotation names (@OnItemClick is a list's rows), nor the same id in another layout.
        #expect(found == ["welcome_copy", "welcome_more", "welcome_privacy", "welcome_terms"])
        let annotated = AndroidSourceFacts.butterKnifeClicks(in: Array(java.utf8)).map(\.ids)
        #expect(annotated == [["welcometerms"], ["welcomeprivacy", "welcomemore"], ["welcomecopy"]])
    }

    @Test func theLayoutsRootViewClassListensOnTheViewsItFinds() async throws {
        func cell(root: String) -> String {
            """
            <\(root) \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/title" android:layout_width="match_parent" android:layout_height="wrap_content" android:layout_toLeftOf="@id/options"/>
                <ImageView android:id="@+id/options" android:layout_width="34dp" android:layout_height="36dp" android:layout_alignParentRight="true" android:src="@drawable/more"/>
            </\(root)>
            """
        }
        let stubCell = """
            public class StubCell
                    extends RelativeLayout
                    implements CellInterface {
                @Override
                protected void onFinishInflate() {
                    super.onFinishInflate();
                    title = findViewById(R.id.title);
                    findViewById(R.id.options).setOnClickListener(v -> showOptions());
                }
            }
            """
        let adapter = """
            public class CellAdapter extends RecyclerView.Adapter<CellHolder> {
                public CellHolder onCreateViewHolder(ViewGroup parent, int viewType) {
                    int layout = viewType == STUB ? R.layout.cell_stub : R.layout.cell_full;
                    return new CellHolder(LayoutInflater.from(parent.getContext()).inflate(layout, parent, false));
                }
            }
            """
        func files(stub: String) -> [String: String] {
            [
                "res/layout/cell_stub.xml": cell(root: "org.example.chan.ui.cell.StubCell"), "res/layout/cell_full.xml": cell(root: "RelativeLayout"),
                "java/org/example/chan/ui/cell/StubCell.java": stub, "java/org/example/chan/ui/adapter/CellAdapter.java": adapter,
            ]
        }
        // Must fire: the options icon of the layout whose root is the listening class; must not:
        // the same id in the layout with another root.
        let found = try await Self.smallTargets(files(stub: stubCell))
        #expect(found == ["options"], "\(found)")
        // Must not: a class that is no view (its `findViewById` is another view's) listens on no root's views.
        let helper = stubCell.replacingOccurrences(of: "extends RelativeLayout", with: "extends CellHelper")
        #expect(try await Self.smallTargets(files(stub: helper)) == [])
    }
}
