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
}
