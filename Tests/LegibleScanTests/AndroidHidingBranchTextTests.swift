import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A text code sets only in the branch that hides the view or its container is on no visible view
/// (fresh Android round 13a, D2): Twidere e04becea `DetailStatusViewHolder.kt:354-373` sets
/// `header_status.xml:195`'s own "Unknown language" in the `else` that hides `translateContainer`;
/// while the label shows, the other branches' formatted strings are its text.
@Suite struct AndroidHidingBranchTextTests {
    static let strings = """
        <resources><string name="unknown_language">Unknown language</string><string name="translate_from">Translate from %1$s</string>\
        <string name="other">Other</string></resources>
        """

    /// `header_status.xml:186-212`, shortened, with a sibling outside the container.
    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <RelativeLayout android:id="@+id/translateContainer" android:layout_width="match_parent" android:layout_height="wrap_content" android:visibility="gone">
                <TextView android:id="@+id/translateLabel" android:layout_width="match_parent" android:layout_height="wrap_content" android:maxLines="1"
                    android:text="@string/unknown_language" android:textSize="14sp"/>
            </RelativeLayout>
            <TextView android:id="@+id/status" android:layout_width="match_parent" android:layout_height="wrap_content" android:textSize="14sp"/>
        </LinearLayout>
        """

    /// The holder; `hide` is the statement beside the text in the first branch.
    static func holder(_ hide: String) -> String {
        """
        class DetailStatusViewHolder(private val binding: HeaderStatusBinding) {
            fun display(lang: String?) {
                if (lang == null) {
                    binding.translateLabel.setText(R.string.unknown_language)
                    \(hide)
                } else {
                    binding.translateContainer.visibility = View.VISIBLE
                    binding.translateLabel.text = context.getString(R.string.translate_from, lang)
                }
            }
        }
        """
    }

    static func label(_ hide: String) throws -> ScannedElement? {
        try AndroidContentViewTests.elements(
            "header_status",
            [
                "res/values/strings.xml": Self.strings, "res/layout/header_status.xml": Self.layout,
                "java/org/mariotaku/twidere/DetailStatusViewHolder.kt": Self.holder(hide),
            ])["translateLabel"]
    }

    @Test func aTextSetWhereItsContainerIsHiddenIsNotWhatShows() throws {
        // Must drop it: the branch hides the label's container (Twidere's shape), or the label itself.
        for hide in ["binding.translateContainer.visibility = View.GONE", "binding.translateLabel.setVisibility(View.GONE)"] {
            let label = try Self.label(hide)
            #expect(label?.codeText?.value == .text(ScannedText(key: "translate_from", literal: "Translate from %1$s")), "\(hide)")
            #expect(label?.codeText?.formatsArguments == true, "\(hide)")
        }
    }

    @Test func aTextSetWhereTheViewStaysShownIsKept() throws {
        // Must keep it: another view hidden, a hide that runs only sometimes, a show, no hide at all.
        for hide in [
            "binding.status.visibility = View.GONE", "if (x) { binding.translateContainer.visibility = View.GONE }",
            "binding.translateContainer.visibility = View.VISIBLE", "binding.status.text = \"\"",
        ] {
            #expect(try Self.label(hide)?.codeText?.value == .text(ScannedText(key: "unknown_language", literal: "Unknown language")), "\(hide)")
        }
    }

    /// `DetailStatusViewHolder.kt:44,92-93,354-373`, shortened; `header` is its import line.
    static func syntheticHolder(_ header: String) -> String {
        """
        \(header)
        class DetailStatusViewHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
            private val translateContainer = itemView.translateContainer
            private val translateLabelView = itemView.translateLabel
            fun displayStatus(lang: String?) {
                if (CheckUtils.isValidLocale(lang) && account.isOfficial(context)) {
                    translateContainer.visibility = View.VISIBLE
                    translateLabelView.text = context.getString(R.string.translate_from,
                            locale.displayLanguage)
                } else {
                    translateLabelView.setText(R.string.unknown_language)
                    translateContainer.visibility = View.GONE
                }
            }
        }
        """
    }

    @Test func twideresSyntheticHolderIsRead() throws {
        func label(_ header: String) throws -> ScannedElement? {
            try AndroidContentViewTests.elements(
                "header_status",
                [
                    "res/values/strings.xml": Self.strings, "res/layout/header_status.xml": Self.layout,
                    "java/org/mariotaku/twidere/DetailStatusViewHolder.kt": Self.syntheticHolder(header),
                ])["translateLabel"]
        }
        // Must: the import names the layout, the property is its view, and the shown text is the formatted one.
        let read = try label("import kotlinx.android.synthetic.main.header_status.view.*")
        #expect(read?.codeText?.value == .unreadable("context.getString(R.string.translate_from,"), "\(String(describing: read?.codeText))")
        #expect(read?.text == nil)
        // Must not: another layout's import names this one's views in nothing.
        #expect(try label("import kotlinx.android.synthetic.main.list_item_status.view.*")?.codeText == nil)
        let aliases = AndroidSourceFacts.syntheticAliases(in: Array(Self.syntheticHolder("import kotlinx.android.synthetic.main.a.*").utf8))
        #expect(aliases == ["translateContainer": "translatecontainer", "translateLabelView": "translatelabel"])
        #expect(AndroidSourceFacts.syntheticAliases(in: Array(Self.syntheticHolder("").utf8)).isEmpty)
        // Must not: a model's property is no view (qksms c86ea108 `MessagesAdapter.kt:251`, `val body =
        // message.parts`), and a holder's field (`holder.body.text`) is not the local of that name.
        let qksms = Array("import kotlinx.android.synthetic.main.a.*\nval body = message.parts\nholder.body.text = messageText\nbody.text = x".utf8)
        #expect(AndroidSourceFacts.syntheticAliases(in: qksms).isEmpty)
        let chained = Array("holder.body.text = x; label.text = y".utf8)
        #expect(!AndroidSourceFacts.isBareReceiver(before: 12, in: chained))
        #expect(AndroidSourceFacts.isBareReceiver(before: 28, in: chained))
    }

    @Test func branchBlocksAreRecognised() {
        for (code, isBranch) in [
            ("x = 1\nif (a && b(c)) {", true), ("} else {", true), ("} else if (a) {", true), ("A ->  {", true),
            ("fun bind(a: Int) {", false), ("list.forEach {", false), ("with(view) {", false),
        ] {
            let bytes = Array(code.utf8)
            #expect(AndroidSourceFacts.isBranchBlock(openedAt: bytes.count - 1, in: bytes) == isBranch, "\(code)")
        }
    }
}
