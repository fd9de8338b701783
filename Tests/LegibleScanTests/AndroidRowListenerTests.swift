import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// A clickable row stands in for a small text inside it only when a tap on it does the same
/// (issue 33, round 25, pattern 7): andOTP 6c54b881 fragment_about.xml:407, the "original app"
/// link (18 sp bold, no padding, about 24 dp tall) inside the row `aboutLayoutOriginalAuthor`
/// (:369); BaseAboutFragment.java:154-170 gives the row `openURI(AUTHOR_ORIGINAL_GITHUB)` and the
/// link `openURI(AUTHOR_ORIGINAL_EXTRA)`, so a finger that misses the link opens another page.
@Suite struct AndroidRowListenerTests {
    static let layout = ##"""
        <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <LinearLayout android:id="@+id/aboutLayoutOriginalAuthor" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:background="?android:attr/selectableItemBackground" android:orientation="horizontal">
                <ImageView android:layout_width="64dp" android:layout_height="64dp" android:contentDescription="Author"/>
                <LinearLayout android:layout_width="wrap_content" android:layout_height="wrap_content" android:orientation="vertical">
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Bruno Bierbaumer" android:textSize="16sp"/>
                    <TextView android:id="@+id/about_author_original_extra" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:background="?android:attr/selectableItemBackground" android:text="Original app" android:textSize="18sp" android:textStyle="bold"/>
                </LinearLayout>
            </LinearLayout>
        </LinearLayout>
        """##

    static func fragment(link: String) -> String {
        """
        public class BaseAboutFragment extends Fragment {
            @Override
            public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState) {
                View v = inflater.inflate(R.layout.fragment_about, container, false);
                LinearLayout authorOrigialLayout = v.findViewById(R.id.aboutLayoutOriginalAuthor);
                TextView authorOriginalApp = v.findViewById(R.id.about_author_original_extra);
                authorOrigialLayout.setOnClickListener(new View.OnClickListener() {
                    @Override
                    public void onClick(View view) {
                        openURI(AUTHOR_ORIGINAL_GITHUB);
                    }
                });
                authorOriginalApp.setOnClickListener(new View.OnClickListener() {
                    @Override
                    public void onClick(View view) {
                        \(link)
                    }
                });
                return v;
            }
        }
        """
    }

    /// The severity of the link's `target.small` finding, `nil` for none.
    static func link(_ code: String) async throws -> Severity? {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/fragment_about.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
            "java/app/BaseAboutFragment.java": code,
        ])
        return report.findings.findings.first { $0.rule == "target.small" && $0.id == "about_author_original_extra" }?.severity
    }

    @Test func aSmallLinkDoingSomethingElseThanItsRowIsATarget() async throws {
        // Must fire: BaseAboutFragment.java:162, another page than the row's.
        #expect(try await Self.link(Self.fragment(link: "openURI(AUTHOR_ORIGINAL_EXTRA);")) == .error)
    }

    @Test func aSmallLinkDoingWhatItsRowDoesIsNot() async throws {
        // Must not fire: the same listener text (spaces aside) as the row's.
        #expect(try await Self.link(Self.fragment(link: "openURI( AUTHOR_ORIGINAL_GITHUB );")) == nil)
    }
}
