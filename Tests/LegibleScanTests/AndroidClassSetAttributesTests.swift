import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A view class that gives itself a ripple background and a minimum width in its constructor
/// (issue 33, round 7, D5): materialistic b631d511 `widget/IconButton.java` extends
/// `AppCompatImageButton` and calls `setBackgroundResource(…selectableItemBackgroundBorderless…)`
/// and `setMinimumWidth(…R.dimen.icon_button_width…)`, so `item_header.xml:89`'s vote button (a
/// 24 dp icon, 8 dp of padding, a listener at `ItemActivity.java:360` through `activity_item`,
/// which includes `item_header`) is 48×40 dp; it was not judged, as an image button's default
/// background pads it by an unknown amount. The same class without those calls stays unjudged.
@Suite struct AndroidClassSetAttributesTests {
    static func iconButton(constructor: String) -> String {
        """
        public class IconButton extends AppCompatImageButton {
            public IconButton(Context context, AttributeSet attrs, int defStyleAttr) {
                super(context, attrs, defStyleAttr);
                \(constructor)
            }
        }
        """
    }
    static let calls = """
        setBackgroundResource(AppUtils.getThemedResId(context, R.attr.selectableItemBackgroundBorderless));
                if (getSuggestedMinimumWidth() == 0) {
                    setMinimumWidth(context.getResources().getDimensionPixelSize(R.dimen.icon_button_width));
                }
        """
    static let activity = """
        public class ItemActivity extends AppCompatActivity {
            protected void onCreate(Bundle state) {
                super.onCreate(state);
                setContentView(R.layout.activity_item);
                mVoteButton = findViewById(R.id.vote_button);
                mVoteButton.setOnClickListener(v -> vote());
            }
        }
        """
    static let header = """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <LinearLayout android:id="@+id/action_container" android:orientation="horizontal" android:layout_alignParentRight="true"
                android:layout_width="wrap_content" android:layout_height="wrap_content">
                <io.github.hidroh.materialistic.widget.IconButton android:id="@+id/vote_button" android:contentDescription="Vote up"
                    android:src="@drawable/ic_thumb_up" android:padding="8dp" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
            </LinearLayout>
        </RelativeLayout>
        """
    static let item = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
            <include layout="@layout/item_header"/>
        </LinearLayout>
        """
    static let icon = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24">
            <path android:fillColor="#FF000000" android:pathData="M0,0h24v24h-24z"/>
        </vector>
        """

    static func targets(constructor: String) async throws -> [Finding] {
        let files = [
            "res/layout/item_header.xml": header, "res/layout/activity_item.xml": item, "res/drawable/ic_thumb_up.xml": icon,
            "res/values/dimens.xml": #"<resources><dimen name="icon_button_width">48dp</dimen></resources>"#,
            "java/io/github/hidroh/materialistic/widget/IconButton.java": iconButton(constructor: constructor),
            "java/io/github/hidroh/materialistic/ItemActivity.java": activity,
        ]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }
    }

    @Test func aClassThatSetsItsOwnRippleAndMinimumWidthIsItsIconAndPadding() async throws {
        let found = try await Self.targets(constructor: Self.calls)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("hit area 48×40 dp") == true, "\(found.map(\.message))")
        #expect(found.first?.message.hasSuffix("grow it by 4 dp top and bottom") == true, "\(found.map(\.message))")
    }

    @Test func theSameClassWithoutThoseCallsIsNotJudged() async throws {
        #expect(try await Self.targets(constructor: "setScaleType(ScaleType.CENTER);").isEmpty)
    }
}
