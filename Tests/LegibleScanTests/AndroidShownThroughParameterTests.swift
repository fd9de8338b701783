import Foundation
import Testing

@testable import LegibleScan

/// Infinity for Reddit af7ccefc shows `gone` views through its own functions: a helper given the
/// view that sets its parameter visible (`CustomizeMainPageTabsFragment.java:126` →
/// `applyTab1NameView`, `:461`), and a helper that stores the view in a field the class shows
/// (`PrivateMessagesDetailRecyclerViewAdapter.java:302` → `setBaseView`, `:251`, `:259`). Their
/// 40 dp and 32 dp icons (`fragment_customize_main_page_tabs.xml:207`,
/// `item_private_message_sent.xml:40`) were never judged.
@Suite struct AndroidShownThroughParameterTests {
    static func facts(_ source: String, path: String = "CustomizeMainPageTabsFragment.java") -> AndroidSourceFacts {
        var facts = AndroidSourceFacts()
        facts.add(source: source, path: path)
        return facts
    }

    @Test func aHelperThatShowsItsParameterShowsTheArgument() {
        let facts = Self.facts(
            """
            public class CustomizeMainPageTabsFragment extends Fragment {
                public View onCreateView() {
                    applyTab1NameView(binding.tab1NameConstraintLayoutCustomizeMainPageTabsFragment, binding.tab1NameTitleTextViewCustomizeMainPageTabsFragment, tab1CurrentPostType);
                    applyTab2NameView(findViewById(R.id.tab2_name_constraint_layout), binding.tab2NameTitleTextView, 0);
                }
                private void applyTab1NameView(ConstraintLayout constraintLayout, TextView titleTextView, int postType) {
                    switch (postType) {
                        case SharedPreferencesUtils.MAIN_PAGE_TAB_POST_TYPE_SUBREDDIT:
                            constraintLayout.setVisibility(View.VISIBLE);
                            titleTextView.setText(R.string.settings_tab_subreddit_name);
                            break;
                        default:
                            constraintLayout.setVisibility(View.GONE);
                    }
                }
                private void applyTab2NameView(ConstraintLayout constraintLayout, TextView titleTextView, int postType) {
                    if (postType > 0) { constraintLayout.setVisibility(View.VISIBLE); }
                }
            }
            """)
        #expect(facts.showsView("tab1_name_constraint_layout_customize_main_page_tabs_fragment"))
        #expect(facts.showsView("tab2_name_constraint_layout"))
        #expect(!facts.showsView("tab1_name_title_text_view_customize_main_page_tabs_fragment"))
    }

    /// A helper that only hides its parameter, or shows another, shows nothing it is given; nor
    /// does a call that passes the flag that hides (`setShown(binding.x, false)`).
    @Test func aHelperThatHidesItsParameterShowsNothing() {
        let facts = Self.facts(
            """
            class Tabs {
                void bind() {
                    hide(binding.tabRow);
                    other(binding.otherRow, binding.title);
                    setShown(binding.hiddenRow, false);
                    setShown(binding.shownRow, true);
                }
                private void hide(View row) { row.setVisibility(View.GONE); }
                private void other(View row, View title) { title.setVisibility(View.VISIBLE); }
                private void setShown(View row, boolean shown) { row.setVisibility(shown ? View.VISIBLE : View.GONE); }
            }
            """)
        #expect(!facts.showsView("tab_row"))
        #expect(!facts.showsView("other_row"))
        #expect(facts.showsView("title"))
        #expect(!facts.showsView("hidden_row"))
        #expect(facts.showsView("shown_row"))
    }

    /// Kotlin: a named argument, and a default the call leaves out.
    @Test func kotlinNamedArgumentsAreMatchedByLabel() {
        let facts = Self.facts(
            """
            class Tabs {
                fun bind() { reveal(animate = false, row = binding.tabRow) }
                private fun reveal(row: View, animate: Boolean = true) { row.isVisible = true }
            }
            """, path: "Tabs.kt")
        #expect(facts.showsView("tab_row"))
    }

    static let holder = """
        class PrivateMessagesDetailRecyclerViewAdapter {
            class MessageViewHolder extends RecyclerView.ViewHolder {
                ImageView copyImageView;
                ImageView avatarView;
                void setBaseView(TextView messageTextView, ImageView copyImageView, ImageView avatar) {
                    this.copyImageView = copyImageView;
                    this.avatarView = avatar;
                }
            }
            void onClick(MessageViewHolder holder) {
                holder.FIELD.setVisibility(View.VISIBLE);
            }
            class SentMessageViewHolder extends MessageViewHolder {
                SentMessageViewHolder(ItemPrivateMessageSentBinding binding) {
                    setBaseView(binding.messageTextViewItemPrivateMessageSent,
                            binding.copyImageViewItemPrivateMessageSent, binding.avatarImageView);
                }
            }
        }
        """

    @Test func aFieldStoredFromTheParameterAndShownShowsTheArgument() {
        let facts = Self.facts(Self.holder.replacingOccurrences(of: "FIELD", with: "copyImageView"), path: "PrivateMessagesDetailRecyclerViewAdapter.java")
        #expect(facts.showsView("copy_image_view_item_private_message_sent"))
        #expect(!facts.showsView("avatar_image_view"))
    }

    /// The field shown holds another view (the avatar): the copy icon stays hidden.
    @Test func aFieldHoldingAnotherViewShowsOnlyThatView() {
        let facts = Self.facts(Self.holder.replacingOccurrences(of: "FIELD", with: "avatarView"), path: "PrivateMessagesDetailRecyclerViewAdapter.java")
        #expect(!facts.showsView("copy_image_view_item_private_message_sent"))
        #expect(facts.showsView("avatar_image_view"))
    }

    /// End to end: Infinity's `item_private_message_sent.xml:40`, a `gone` 32 dp copy icon that
    /// `setBaseView` shows through its parameter, is judged.
    @Test func theHiddenCopyIconIsJudged() async throws {
        let layout = ##"""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageView android:id="@+id/copy_image_view_item_private_message_sent" android:layout_width="wrap_content"
                    android:layout_height="wrap_content" android:padding="8dp" android:src="@drawable/ic_copy_16dp"
                    android:clickable="true" android:focusable="true" android:visibility="gone"/>
            </LinearLayout>
            """##
        let icon =
            ##"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="16dp" android:height="16dp" android:viewportWidth="24" android:viewportHeight="24"/>"##
        func small(_ java: String) async throws -> [String] {
            let files = [
                "res/layout/item_private_message_sent.xml": layout, "res/drawable/ic_copy_16dp.xml": icon,
                "java/PrivateMessagesDetailRecyclerViewAdapter.java": java,
            ]
            return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.message)
        }
        let shown = try await small(
            """
            class MessageViewHolder {
                void setBaseView(ImageView copyImageView) {
                    itemView.setOnClickListener(view -> { copyImageView.setVisibility(View.VISIBLE); });
                }
                SentMessageViewHolder(ItemPrivateMessageSentBinding binding) { setBaseView(binding.copyImageViewItemPrivateMessageSent); }
            }
            """)
        #expect(shown.count == 1)
        #expect(shown.first?.contains("32×32") == true)
        let hidden = try await small(
            """
            class MessageViewHolder {
                void setBaseView(ImageView copyImageView) { copyImageView.setVisibility(View.GONE); }
                SentMessageViewHolder(ItemPrivateMessageSentBinding binding) { setBaseView(binding.copyImageViewItemPrivateMessageSent); }
            }
            """)
        #expect(hidden.isEmpty)
    }
}
