import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, round 14: what a view's own background gives its size (Kickstarter e5ba636b D4,
/// D5), a typeface a view class sets in code (D7), and an image button code only gives an image
/// (OpenBoard c3772cd5 D4).
@Suite struct AndroidBackgroundSizeTests {
    static func vector(_ size: Int) -> String {
        ##"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="\##(size)dp" android:height="\##(size)dp" android:viewportWidth="24" android:viewportHeight="24"><path android:pathData="M0,0h24v24z"/></vector>"##
    }

    static func scan(_ views: String, files extra: [String: String] = [:]) async throws -> [Finding] {
        var files = AndroidMeasuredAsAndroidTests.project(layout: AndroidMeasuredAsAndroidTests.layout(views))
        files["res/values/dimens.xml"] = ##"<resources><dimen name="grid_5_half">15dp</dimen><dimen name="grid_7_half">21dp</dimen></resources>"##
        files["res/drawable/ic_play_icon.xml"] = vector(18)
        files["res/drawable/icon_heart.xml"] = vector(24)
        files["res/drawable/ic_toolbar_button_background.xml"] = vector(35)
        // project_media_header.xml:23's background, video_button_background.xml.
        files["res/drawable/video_button_background.xml"] =
            ##"<shape xmlns:android="http://schemas.android.com/apk/res/android" android:shape="rectangle"><solid android:color="#000000"/>"##
            + ##"<padding android:bottom="@dimen/grid_5_half" android:left="@dimen/grid_7_half" android:right="@dimen/grid_7_half" android:top="@dimen/grid_5_half"/></shape>"##
        files["res/drawable/plain_background.xml"] =
            ##"<shape xmlns:android="http://schemas.android.com/apk/res/android" android:shape="rectangle"><solid android:color="#000000"/></shape>"##
        files.merge(extra) { $1 }
        return try await AndroidTargetJudgingTests.scan(files).findings.findings
    }

    static func imageButton(_ id: String, background: String, src: String) -> String {
        ##"<ImageButton android:id="@+id/\##(id)" android:layout_width="wrap_content" android:layout_height="wrap_content" android:background="@drawable/\##(background)" android:src="@drawable/\##(src)" android:contentDescription="Play" android:onClick="play"/>"##
    }

    @Test func aShapeBackgroundsPaddingPadsTheButton() async throws {
        let findings = try await Self.scan(
            Self.imageButton("play_button_overlay", background: "video_button_background", src: "ic_play_icon") + "\n"
                + Self.imageButton("bare", background: "plain_background", src: "ic_play_icon"))
        let small = findings.filter { $0.rule == "target.small" }
        // 18 + 2 × 21 = 60 wide, 18 + 2 × 15 = 48 tall: passes. With no <padding>: 18×18.
        #expect(!small.contains { $0.id == "play_button_overlay" }, "\(small.map(\.message))")
        #expect(small.first { $0.id == "bare" }?.message.contains("18") == true, "\(small.map(\.message))")
    }

    @Test func aBackgroundsOwnSizeIsTheViewsLeast() async throws {
        let icon =
            ##"<TextView android:id="@+id/back_icon" android:layout_width="wrap_content" android:layout_height="wrap_content" android:background="@drawable/ic_toolbar_button_background" "##
            + ##"android:clickable="true" android:text="Back" android:textSize="22sp"/>"##
        let findings = try await Self.scan(
            Self.imageButton("heart_icon", background: "ic_toolbar_button_background", src: "icon_heart") + "\n" + icon + "\n"
                + Self.imageButton("plain_heart", background: "plain_background", src: "icon_heart"))
        let small = Dictionary(findings.filter { $0.rule == "target.small" }.map { ($0.id, $0.message) }) { first, _ in first }
        // activity_project_page.xml:110 and :98: 35 dp, the round vector's size, not 24 or 30.
        #expect(small["heart_icon"]?.contains("35") == true && small["heart_icon"]?.contains("24") == false, "\(small)")
        #expect(small["back_icon"]?.contains("35 dp tall") == true, "\(small)")
        // A background with no size: the icon's 24 dp.
        #expect(small["plain_heart"]?.contains("24") == true, "\(small)")
    }

    static let iconTextView = """
        public class IconTextView extends AppCompatTextView {
          @Override protected void onFinishInflate() {
            super.onFinishInflate();
            setTypeface(this.font.materialIconsTypeface());
          }
        }
        """

    @Test func aTypefaceTheViewsClassSetsInCodeIsNotMeasured() async throws {
        let text = { (tag: String, id: String) in
            ##"<\##(tag) android:id="@+id/\##(id)" android:layout_width="200dp" android:layout_height="wrap_content" android:text="\ue313" android:textSize="22sp"/>"##
        }
        let findings = try await Self.scan(
            text("com.app.IconButton", "expand_button") + "\n" + text("TextView", "plain"),
            files: [
                "java/com/app/IconTextView.java": Self.iconTextView,
                "java/com/app/IconButton.java": "public class IconButton extends IconTextView {\n}",
            ])
        let note = findings.first { $0.id == "expand_button" && $0.rule == "scan.unresolved" }?.message
        #expect(note?.contains("IconTextView sets its own typeface in code") == true, "\(findings.map(\.message))")
        #expect(!findings.contains { $0.rule == "overflow.missing-glyphs" && $0.id.contains("expand_button") })
        // A TextView of the platform's own: its font is known, no such note.
        #expect(!findings.contains { $0.id == "plain" && $0.message.contains("typeface in code") })
    }

    @Test func anImageButtonCodeOnlyGivesAnImageIsNoTarget() async throws {
        let button =
            ##"<ImageButton android:id="@+id/suggestions_strip_other_key" android:layout_width="36dp" android:layout_height="36dp" android:contentDescription="Incognito"/>"##
        func code(_ extra: String) -> [String: String] {
            [
                "java/SuggestionStripView.java": """
                public class SuggestionStripView extends RelativeLayout {
                    private final ImageButton mOtherKey;
                    public SuggestionStripView(Context context) {
                        inflate(context, R.layout.main, this);
                        mOtherKey = findViewById(R.id.suggestions_strip_other_key);
                        mOtherKey.setImageDrawable(iconIncognito);
                        mOtherKey.setVisibility(incognito ? VISIBLE : INVISIBLE);
                        \(extra)
                    }
                }
                """
            ]
        }
        // SuggestionStripView.java:136, :179, :197: the incognito indicator, no listener.
        let shown = try await Self.scan(button, files: code(""))
        #expect(!shown.contains { $0.rule == "target.small" && $0.id == "suggestions_strip_other_key" }, "\(shown.map(\.message))")
        let listened = try await Self.scan(button, files: code("mOtherKey.setOnClickListener(this);"))
        #expect(listened.contains { $0.rule == "target.small" && $0.id == "suggestions_strip_other_key" }, "\(listened.map(\.message))")
    }
}
