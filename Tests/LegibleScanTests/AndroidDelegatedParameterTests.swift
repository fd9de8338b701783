import Foundation
import Testing

@testable import LegibleScan

/// A view handed to an app function that gives that parameter a `TouchDelegate`, directly or
/// through a data-binding attribute whose `@BindingAdapter` is that function, takes taps in an area
/// no file shows (issue 33, fresh-android22b W3): iNaturalist `explore_search.xml:123`'s 24 dp
/// `clear_location` carries `inat_increaseTouch='@{100}'`, and `BindingAdapterUtils.java:14-33`'s
/// `@BindingAdapter("inat_increaseTouch") increaseTouch(ImageView view, double value)` posts
/// `parent.setTouchDelegate(new TouchDelegate(rect, view))`; `ExploreSearchActivity.java:427`
/// also calls `BindingAdapterUtils.increaseTouch(mClearLocation, 100)`.
@Suite struct AndroidDelegatedParameterTests {
    /// `explore_search.xml:107-130`, shortened: the clear button binds the attribute, its twin does not.
    static func layout(_ binding: String) -> String {
        """
        <layout \(AndroidContentViewTests.namespaces)>
        <LinearLayout android:layout_width="match_parent" android:layout_height="56dp" android:orientation="horizontal">
            <ImageView android:id="@+id/clear_location" android:layout_width="24dp" android:layout_height="24dp"
                android:src="@drawable/ic_close" \(binding) />
            <ImageView android:id="@+id/clear_taxon" android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/ic_close" />
        </LinearLayout>
        </layout>
        """
    }

    static func adapter(_ view: String) -> String {
        """
        public class BindingAdapterUtils {
            @BindingAdapter("inat_increaseTouch")
            public static void increaseTouch(ImageView view, double value) {
                View parent = (View) view.getParent();
                parent.post(new Runnable() {
                    @Override
                    public void run() {
                        Rect rect = new Rect();
                        view.getHitRect(rect);
                        parent.setTouchDelegate(new TouchDelegate(rect, \(view)));
                    }
                });
            }
        }
        """
    }

    static func activity(_ extra: String) -> String {
        """
        public class ExploreSearchActivity extends AppCompatActivity {
            protected void onCreate(Bundle state) {
                DataBindingUtil.setContentView(this, R.layout.explore_search);
                mClearLocation = (ImageView) findViewById(R.id.clear_location);
                mClearTaxon = (ImageView) findViewById(R.id.clear_taxon);
                mClearLocation.setOnClickListener(v -> clear());
                mClearTaxon.setOnClickListener(v -> clear());
                \(extra)
            }
        }
        """
    }

    static func smallTargets(binding: String, adapterView: String = "view", extra: String = "") async throws -> [String] {
        let files = [
            "res/layout/explore_search.xml": layout(binding), "java/app/ExploreSearchActivity.java": activity(extra),
            "java/app/BindingAdapterUtils.java": adapter(adapterView),
        ]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    @Test func aBindingAttributeWhoseAdapterDelegatesTakesTheTap() async throws {
        // Must NOT fire on clear_location; must still fire on clear_taxon, which binds nothing.
        #expect(try await Self.smallTargets(binding: "inat_increaseTouch='@{100}'") == ["clear_taxon"])
        #expect(try await Self.smallTargets(binding: "app:inat_increaseTouch=\"@{100}\"") == ["clear_taxon"])
    }

    @Test func aCallOfTheDelegatingFunctionTakesTheTap() async throws {
        #expect(try await Self.smallTargets(binding: "", extra: "BindingAdapterUtils.increaseTouch(mClearTaxon, 100);") == ["clear_location"])
    }

    @Test func anAdapterThatDelegatesAnotherViewOrAPlainAttributeDoesNot() async throws {
        // Must fire: the adapter hands some other view to the TouchDelegate.
        #expect(try await Self.smallTargets(binding: "inat_increaseTouch='@{100}'", adapterView: "anchor") == ["clear_location", "clear_taxon"])
        // Must fire: the attribute is not bound to an expression.
        #expect(try await Self.smallTargets(binding: "inat_increaseTouch=\"100\"") == ["clear_location", "clear_taxon"])
    }

    @Test func bindingAdapterAttributesAreReadWithoutTheirNamespace() {
        let facts = AndroidTouchDelegateParameterFacts.self
        #expect(facts.bindingAdapterAttributes(in: #"@BindingAdapter("inat_increaseTouch") public static void f("#) == ["inat_increaseTouch"])
        #expect(facts.bindingAdapterAttributes(in: #"@BindingAdapter(value = {"app:a", "b"}) static void f("#) == ["a", "b"])
        #expect(facts.bindingAdapterAttributes(in: "public static void f(") == [])
    }
}
