import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Infinity for Reddit af7ccefc `activity_submit_crosspost.xml:72`: a 24 dp subreddit icon whose
/// only listener (`SubmitCrosspostActivity.java:296-298`) clicks the subreddit name beside it
/// (`:78`), the real target. The icon is a note naming that view; an icon whose listener does its
/// own work, or clicks a view that is itself small, stays an error.
@Suite struct AndroidClickForwardTargetTests {
    static let layout = ##"""
        <RelativeLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
            android:layout_height="wrap_content" android:paddingStart="16dp" android:paddingTop="8dp">
            <pl.droidsonroids.gif.GifImageView android:id="@+id/subreddit_icon_gif_image_view_submit_crosspost_activity"
                android:layout_width="24dp" android:layout_height="24dp" android:layout_alignParentStart="true" android:layout_centerVertical="true" />
            <TextView android:id="@+id/subreddit_name_text_view_submit_crosspost_activity" android:layout_width="wrap_content"
                android:layout_height="wrap_content" android:layout_marginStart="32dp" android:text="Choose a subreddit"
                android:textSize="?attr/font_default" android:fontFamily="?attr/font_family" />
            <ImageView android:id="@+id/small_badge" android:layout_width="20dp" android:layout_height="20dp" />
        </RelativeLayout>
        """##

    static func targetFindings(_ java: String) async throws -> [Finding] {
        let files = ["res/layout/activity_submit_crosspost.xml": layout, "java/SubmitCrosspostActivity.java": java]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter {
            $0.rule == "target.small" && $0.id == "subreddit_icon_gif_image_view_submit_crosspost_activity"
        }
    }

    static func activity(icon: String) -> String {
        """
        public class SubmitCrosspostActivity extends BaseActivity {
            private ActivitySubmitCrosspostBinding binding;
            protected void onCreate(Bundle savedInstanceState) {
                \(icon)
                binding.subredditNameTextViewSubmitCrosspostActivity.setOnClickListener(view -> {
                    Intent intent = new Intent(this, SubscribedThingListingActivity.class);
                    startActivityForResult(intent, SUBREDDIT_SELECTION_REQUEST_CODE);
                });
                binding.smallBadge.setOnClickListener(view -> openBadge());
            }
        }
        """
    }

    @Test func anIconThatOnlyClicksTheNameBesideItIsANote() async throws {
        let findings = try await Self.targetFindings(
            Self.activity(
                icon: """
                    binding.subredditIconGifImageViewSubmitCrosspostActivity.setOnClickListener(view -> {
                        binding.subredditNameTextViewSubmitCrosspostActivity.performClick();
                    });
                    """))
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.message.contains("passes its tap to subreddit_name_text_view_submit_crosspost_activity") == true)
        #expect((findings.first?.message.count ?? 0) <= 200)
    }

    @Test func kotlinCallOnClickForwardsToo() {
        var facts = AndroidSourceFacts()
        facts.add(
            source: "fun bind() { binding.icon.setOnClickListener { _ -> binding.title.callOnClick() }\n binding.other.setOnClickListener { open() } }",
            path: "A.kt")
        #expect(facts.clickForward(ofView: "icon") == "title")
        #expect(facts.clickForward(ofView: "other") == nil)
    }

    @Test func anIconWhoseListenerDoesItsOwnWorkStaysAnError() async throws {
        let findings = try await Self.targetFindings(
            Self.activity(
                icon: """
                    binding.subredditIconGifImageViewSubmitCrosspostActivity.setOnClickListener(view -> {
                        binding.subredditNameTextViewSubmitCrosspostActivity.performClick();
                        finish();
                    });
                    """))
        #expect(findings.map(\.severity) == [.error])
    }

    @Test func anIconThatClicksASmallViewStaysAnError() async throws {
        let findings = try await Self.targetFindings(
            Self.activity(icon: "binding.subredditIconGifImageViewSubmitCrosspostActivity.setOnClickListener(v -> binding.smallBadge.performClick());"))
        #expect(findings.map(\.severity) == [.error])
    }
}
