import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, class 5 on Android: a view of an included layout that code makes tappable through
/// the including layout's binding is a target. AdAway fa16432c `HomeActivity.java:227`,
/// `binding.content.checkForUpdateImageView.setOnClickListener(…)`, makes the 32 dp icon of
/// `home_content.xml:339` tappable; `activity_home.xml` includes `home_content` as `content`.
/// The icon beside it that no code listens to is not a target.
@Suite struct AndroidIncludedListenerTests {
    static let home = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
            <include android:id="@+id/content" layout="@layout/home_content"/>
        </LinearLayout>
        """

    static let content = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
            <ImageView android:id="@+id/checkForUpdateImageView" android:layout_width="32dp" android:layout_height="32dp"/>
            <ImageView android:id="@+id/statusImageView" android:layout_width="32dp" android:layout_height="32dp"/>
        </LinearLayout>
        """

    static let activity = """
        public class HomeActivity extends AppCompatActivity {
            private ActivityHomeBinding binding;
            protected void onCreate(Bundle state) {
                super.onCreate(state);
                this.binding = ActivityHomeBinding.inflate(getLayoutInflater());
                setContentView(this.binding.getRoot());
                this.binding.content.checkForUpdateImageView.setOnClickListener(v -> this.update());
            }
        }
        """

    @Test func aListenerThroughTheIncludingLayoutsBindingMakesATarget() async throws {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/activity_home.xml": Self.home, "res/layout/home_content.xml": Self.content,
            "java/org/adaway/HomeActivity.java": Self.activity,
        ])
        let small = report.findings.findings.filter { $0.rule == "target.small" }.map(\.id)
        // Must fire: 32 dp, tapped through `binding.content`. Must not: no code listens to the other.
        #expect(small == ["checkForUpdateImageView"])
    }
}
