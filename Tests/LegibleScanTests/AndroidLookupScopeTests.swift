import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Where a view code reaches is (issue 33, fresh-android22b W4 and fresh-android22a): a listener
/// on the activity's own `findViewById` lookup is its content layout's, not the action bar's custom
/// view's; a local view the block creates is not the layout view a same-named `findViewById`
/// elsewhere in the file binds; a visibility code computes may show a `gone` view.
@Suite struct AndroidLookupScopeTests {
    /// `location_chooser.xml:85-92`'s geoprivacy ImageView (24 dp here, to be judged), with its id or not.
    static func content(id: String) -> String {
        """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
            <ImageView android:id="@+id/\(id)" android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/ic_lock" />
        </RelativeLayout>
        """
    }

    /// `location_chooser_action_bar.xml:93-103`: a 12 sp TextView of the same id.
    static let actionBar = """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <TextView android:id="@+id/geoprivacy" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:text="Geoprivacy: open" android:textSize="12sp" />
        </RelativeLayout>
        """

    /// `LocationChooserActivity.java:166-199, :274-275`, shortened.
    static let chooser = """
        public class LocationChooserActivity extends AppCompatActivity {
            protected void onCreate(Bundle savedInstanceState) {
                setContentView(R.layout.location_chooser);
                ActionBar actionBar = getSupportActionBar();
                actionBar.setCustomView(R.layout.location_chooser_action_bar);
                mActionBarGeoprivacy = (TextView) actionBar.getCustomView().findViewById(R.id.geoprivacy);
                mActionBarGeoprivacy.setText(getString(R.string.geoprivacy_with_value));
                mGeoprivacy = (ImageView) findViewById(R.id.geoprivacy);
                mGeoprivacy.setOnClickListener(new View.OnClickListener() {
                    public void onClick(View v) { choose(); }
                });
            }
        }
        """

    static func smallTargets(_ files: [String: String]) async throws -> [String] {
        let report = try await AndroidTargetJudgingTests.scan(files)
        return report.findings.findings.filter { $0.rule == "target.small" }
            .map { "\(($0.location?.file ?? "").split(separator: "/").last ?? ""):\($0.id)" }.sorted()
    }

    @Test func anActivitysLookupListensInItsContentLayoutNotTheActionBars() async throws {
        let files = [
            "res/layout/location_chooser.xml": Self.content(id: "geoprivacy"), "res/layout/location_chooser_action_bar.xml": Self.actionBar,
            "java/app/LocationChooserActivity.java": Self.chooser,
        ]
        // Must fire on the content layout's small ImageView; must NOT on the action bar's TextView.
        #expect(try await Self.smallTargets(files) == ["location_chooser.xml:geoprivacy"])
        // Unsure (no content layout declares the id): the lookup may reach the action bar's view, as before.
        let undeclared = files.merging(["res/layout/location_chooser.xml": Self.content(id: "other")]) { $1 }
        #expect(try await Self.smallTargets(undeclared) == ["location_chooser_action_bar.xml:geoprivacy"])
    }

    /// `item_color.xml`: a 35 dp swatch frame whose ImageView fills it.
    static let swatch = """
        <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="35dp" android:layout_height="35dp" android:padding="2dp">
            <ImageView android:id="@+id/itColor" android:layout_width="match_parent" android:layout_height="match_parent" android:background="#ff0000" />
        </FrameLayout>
        """

    /// LibreraReader `Dialogs.java:157-170` (a new close icon and its listener) and `:629-634` (the swatch's lookup).
    static func dialogs(_ closeIcon: String) -> String {
        """
        public class Dialogs {
            public static void addRow(Activity activity, LinearLayout root) {
                \(closeIcon)
                img.setPadding(Dips.DP_4, Dips.DP_4, Dips.DP_4, Dips.DP_4);
                img.setOnClickListener(new OnClickListener() {
                    public void onClick(View v) { root.removeAllViews(); }
                });
                root.addView(img);
            }
            public static void colors(LayoutInflater inflater, ViewGroup colorsLine1) {
                for (String color : STYLE_COLORS) {
                    View view = inflater.inflate(R.layout.item_color, colorsLine1, false);
                    final View img = view.findViewById(R.id.itColor);
                    img.setBackgroundColor(Color.parseColor(color));
                    colorsLine1.addView(view);
                }
            }
        }
        """
    }

    @Test func aLocalViewTheBlockCreatesIsNotTheBoundSwatch() async throws {
        func found(_ closeIcon: String) async throws -> [String] {
            try await Self.smallTargets(["res/layout/item_color.xml": Self.swatch, "java/app/Dialogs.java": Self.dialogs(closeIcon)])
        }
        // Must NOT fire: the listener is on the new ImageView, not on itColor.
        #expect(try await found("ImageView img = new ImageView(activity);").filter { $0.hasSuffix(":itColor") }.isEmpty)
        // Must fire: the same listener on a name bound to the swatch.
        #expect(try await found("View img = root.findViewById(R.id.itColor);").contains("item_color.xml:itColor"))
    }

    @Test func aNewLocalViewIsReadOnlyInItsBlock() {
        let code = Array(
            """
            void a() { ImageView img = new ImageView(activity); img.setOnClickListener(l); }
            void b() { img.setOnClickListener(l); }
            """.utf8)
        let listeners = AndroidSourceFacts.occurrences(of: Array("setOnClickListener".utf8), in: code[...])
        #expect(AndroidSourceFacts.declaresNewView("img", before: listeners[0], in: code))
        // Past the block that declares it, the name is another method's (a field's) again.
        #expect(!AndroidSourceFacts.declaresNewView("img", before: listeners[1], in: code))
    }

    /// Kickstarter `LoggedInViewHolder.kt:86-99`: a visibility computed from a value may be VISIBLE.
    @Test func aComputedVisibilityMayShowTheView() {
        let shown = """
            binding.drawerBackings.visibility = it.toVisibility()
            binding.drawerProjectAlerts.setVisibility(visibility)
            binding.backingActionCount.visibility = View.GONE
            binding.unseen.visibility = if (hidden) View.GONE else View.INVISIBLE
            """
        let found = Set(AndroidSourceFacts.shownViews(in: Array(shown.utf8), aliases: [:]))
        #expect(found == ["drawerbackings", "drawerprojectalerts"])
        // A declaration's parameter is no value.
        #expect(!AndroidSourceFacts.mayBeVisible("int visibility"))
        #expect(!AndroidSourceFacts.mayBeVisible("visibility: Int"))
        #expect(!AndroidSourceFacts.mayBeVisible("8"))
        #expect(AndroidSourceFacts.mayBeVisible("visibilityFor(state)"))
    }
}
