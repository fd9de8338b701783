import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// `target.small` recall on Android (issue 33): an image view whose drawable only code sets is as
/// big as its preview drawable. OpenTracks 3c23a9f5 track_stopped.xml:74 (and track_edit.xml:74):
/// a `wrap_content` × `match_parent` ImageView with only `tools:src="@drawable/ic_activity_bike_24dp"`
/// (a 24 × 24 dp vector), tapped through `viewBinding.trackEditActivityTypeIcon.setOnClickListener`
/// (TrackStoppedActivity.java:67), which sets one of the app's 22–24 dp activity icons
/// (ActivityType.java). Its width is 24 dp, under 48 by 12 dp left and right; its height, filling
/// a row of a height the file does not give, is not judged. The scan had no width for it.
@Suite struct AndroidPreviewDrawableTargetTests {
    static let icon = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" \
        android:viewportWidth="24" android:viewportHeight="24"><path android:pathData="M0,0h24v24h-24z"/></vector>
        """

    static func image(_ id: String, _ extra: String) -> String {
        #"<ImageView android:id="@+id/\#(id)" android:layout_width="wrap_content" android:layout_height="match_parent" \#(extra)/>"#
    }

    @Test func aPreviewDrawableSizesAnIconCodeSets() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
            <TextView android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Type"/>
            \(Self.image("previewed", #"tools:src="@drawable/ic_bike_24dp""#))
            \(Self.image("padded", #"tools:src="@drawable/ic_bike_24dp" android:padding="12dp""#))
            \(Self.image("wide", #"tools:src="@drawable/ic_bike_24dp" android:minWidth="48dp""#))
            \(Self.image("unknown", ""))
            \(Self.image("unlistened", #"tools:src="@drawable/ic_bike_24dp""#))
            </LinearLayout>
            """
        let java = """
            public class TrackStoppedActivity extends AppCompatActivity {
                private TrackStoppedBinding viewBinding;
                void setUp() {
                    viewBinding.previewed.setOnClickListener(v -> choose());
                    viewBinding.padded.setOnClickListener(v -> choose());
                    viewBinding.wide.setOnClickListener(v -> choose());
                    viewBinding.unknown.setOnClickListener(v -> choose());
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/track_stopped.xml": layout, "res/drawable/ic_bike_24dp.xml": Self.icon, "java/app/TrackStoppedActivity.java": java,
        ])
        let small = report.findings.findings.filter { $0.rule == "target.small" }
        // Must fire: the 24 dp wide icon (48 − 24 = 24 dp to grow, 12 on each side); its height is not known.
        #expect(small.map(\.id) == ["previewed"])
        #expect(small.first?.message.hasPrefix("hit area 24 dp wide is under") == true)
        #expect(small.first?.message.contains("12 dp left and right") == true)
        // Must not: 24 + 2 × 12 dp padding = 48; minWidth 48; no drawable at all; no listener.
    }
}
