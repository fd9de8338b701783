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

extension AndroidIncludedListenerTests {
    /// AdAway fa16432c `LogAdapter.java:73-85`: `bindImageView(holder.binding.blockImageView, …)`
    /// hands the icon to a method whose body sets `imageView.setOnClickListener(…)`, so the 24 dp
    /// icon of `log_entry.xml:8` is tappable; an icon handed to a method that only tints it is not.
    @Test func aListenerSetThroughAMethodsParameterMakesATarget() async throws {
        let entry = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <ImageView android:id="@+id/blockImageView" android:layout_width="24dp" android:layout_height="24dp"/>
                <ImageView android:id="@+id/typeImageView" android:layout_width="24dp" android:layout_height="24dp"/>
            </LinearLayout>
            """
        let adapter = """
            class LogAdapter extends ListAdapter<LogEntry, LogAdapter.ViewHolder> {
                public void onBindViewHolder(@NonNull ViewHolder holder, int position) {
                    bindImageView(holder.binding.blockImageView, entry);
                    tint(holder.binding.typeImageView, entry);
                }
                private void bindImageView(ImageView imageView, LogEntry entry) {
                    imageView.setOnClickListener(v -> this.callback.addListItem(entry.getHost()));
                }
                private void tint(ImageView imageView, LogEntry entry) {
                    imageView.setColorFilter(entry.color());
                }
                static class ViewHolder extends RecyclerView.ViewHolder {
                    final LogEntryBinding binding;
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/log_entry.xml": entry, "java/org/adaway/LogAdapter.java": adapter])
        #expect(report.findings.findings.filter { $0.rule == "target.small" }.map(\.id) == ["blockImageView"])
    }
}
