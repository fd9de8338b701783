import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// `target.small` recall on Android (issue 33): a click listener on a layout's root view, which
/// has no id for code to name it by. Tusky 43ae0bb4 `item_emoji_button.xml:2`: a 40 dp emoji
/// `ImageView` that `EmojiAdapter.kt` clicks through `val emojiImageView = holder.binding.root`.
/// The root counts only in a file that names one layout: a view holder file with several
/// layouts (NewPipe's `MissionAdapter.java`, whose `itemView` listener is its item's, not its
/// header's) does not say whose root it is.
@Suite struct AndroidRootClickTargetTests {
    private func root(_ size: String) -> String {
        #"<ImageView \#(AndroidContentViewTests.namespaces) android:id="@+id/composeEmojiButton" android:layout_width="\#(size)" android:layout_height="\#(size)"/>"#
    }

    private func smallTargets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }
            .compactMap { $0.location?.file.split(separator: "/").last.map(String.init) }.sorted()
    }

    @Test func aListenerOnTheRootOfTheOneLayoutAFileNamesMakesATarget() async throws {
        // Must fire: Tusky's alias of `binding.root`, and `binding.root` itself.
        let files = [
            "res/layout/item_emoji_button.xml": root("40dp"),
            "res/layout/item_tag.xml": root("36dp"),
            "java/EmojiAdapter.kt": """
            class EmojiAdapter : RecyclerView.Adapter<BindingHolder<ItemEmojiButtonBinding>>() {
                override fun onBindViewHolder(holder: BindingHolder<ItemEmojiButtonBinding>, position: Int) {
                    val emojiImageView = holder.binding.root
                    emojiImageView.setOnClickListener { select(position) }
                }
            }
            """,
            "java/TagHolder.kt": "class TagHolder(val binding: ItemTagBinding) { fun bind() { binding.root.setOnClickListener { open() } } }",
        ]
        #expect(try await smallTargets(files) == ["item_emoji_button.xml", "item_tag.xml"])
    }

    @Test func aRootListenerInAFileOfSeveralLayoutsOrOnABigRootIsNotATarget() async throws {
        // Must NOT fire: `itemView` in a file naming two layouts, a root no code clicks, a 48 dp root.
        let files = [
            "res/layout/missions_header.xml": root("30dp"),
            "res/layout/mission_item.xml": root("30dp"),
            "res/layout/quiet.xml": root("30dp"),
            "res/layout/big.xml": root("48dp"),
            "java/MissionAdapter.java": """
            class MissionAdapter {
                void create() { inflate(R.layout.missions_header); inflate(R.layout.mission_item); }
                void bind() { itemView.setOnClickListener(v -> open()); }
            }
            """,
            "java/BigHolder.kt": "class BigHolder(val binding: BigBinding) { fun bind() { binding.root.setOnClickListener { open() } } }",
        ]
        #expect(try await smallTargets(files) == [])
    }

    /// Mastodon 24ab4a0c `CustomEmojiPopupKeyboard.java`: `SectionHeaderViewHolder` inflates
    /// `item_emoji_section` (:202) and sets no listener; `EmojiViewHolder` listens to its own
    /// code-made `ImageView` (:222-229). The section header's root is no target; the same
    /// listener in the holder that inflates the layout, or in one an adapter hands the inflated
    /// view, still makes one.
    @Test func anItemViewListenerIsItsOwnHoldersNotASiblingHoldersLayout() async throws {
        let sections = [
            "res/layout/item_emoji_section.xml": root("36dp"),
            "java/CustomEmojiPopupKeyboard.java": """
            public class CustomEmojiPopupKeyboard extends PopupKeyboard {
                private class SectionHeaderViewHolder extends BindableViewHolder<String> {
                    public SectionHeaderViewHolder() { super(activity, R.layout.item_emoji_section, list); }
                }
                private class EmojiViewHolder extends BindableViewHolder<Emoji> {
                    public EmojiViewHolder() {
                        super(new ImageView(activity));
                        itemView.setOnClickListener(v -> onClick());
                    }
                }
            }
            """,
        ]
        // Must NOT fire: the listener is the sibling holder's.
        #expect(try await smallTargets(sections) == [])
        let own = [
            "res/layout/item_emoji_section.xml": root("36dp"),
            "java/SectionAdapter.java": """
            public class SectionAdapter {
                private class SectionHeaderViewHolder extends BindableViewHolder<String> {
                    public SectionHeaderViewHolder() {
                        super(activity, R.layout.item_emoji_section, list);
                        itemView.setOnClickListener(v -> onClick());
                    }
                }
            }
            """,
            "res/layout/item_tag_row.xml": root("36dp"),
            "java/TagAdapter.java": """
            public class TagAdapter extends RecyclerView.Adapter<TagAdapter.TagHolder> {
                public TagHolder onCreateViewHolder(ViewGroup parent, int type) {
                    return new TagHolder(inflater.inflate(R.layout.item_tag_row, parent, false));
                }
                static class TagHolder extends RecyclerView.ViewHolder {
                    TagHolder(View view) { super(view); itemView.setOnClickListener(v -> open()); }
                }
            }
            """,
        ]
        // Must fire: the holder that inflates the layout, and one an adapter hands the inflated view.
        #expect(try await smallTargets(own) == ["item_emoji_section.xml", "item_tag_row.xml"])
    }
}
