import Foundation
import LegibleReporting
import Testing

/// Issue 33, fresh-android13a D1: Twidere e04becea `header_drawer_account_selector.xml:88` and
/// `:101` are 16 dp wide `ImageButton`s that only mark "more accounts" beside a pager: code binds
/// them (`AccountsDashboardFragment.kt:105-106`,
/// `private val hasNextAccountIndicator by lazy { accountsHeader.hasNextAccountIndicator }`) and
/// only sets their `alpha` (`:137-149`). A tap does nothing, so neither is a touch target. An
/// `ImageButton` that anything may make act on a tap stays one.
@Suite struct AndroidInertImageButtonTests {
    private static func button(_ id: String, _ extra: String = "") -> String {
        #"<ImageButton android:id="@+id/\#(id)" android:layout_width="16dp" android:layout_height="24dp" android:src="@drawable/arrow" \#(extra)/>"#
    }

    private static func smallTargets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    private static let fragment = """
        class AccountsDashboardFragment : Fragment() {
            private val hasNextAccountIndicator by lazy { accountsHeader.hasNextAccountIndicator }
            private val prevIndicator: ImageButton by lazy { accountsHeader.hasPrevAccountIndicator }
            private val helpButton by lazy { dialog!!.findViewById<View>(R.id.helpButton) }
            override fun onCreateView(): View = inflater.inflate(R.layout.header_drawer_account_selector, container, false)
            fun onPageScrolled(position: Float) {
                if (position < 0) {
                    prevIndicator.alpha = 0f
                    hasNextAccountIndicator.alpha = 0f
                } else {
                    prevIndicator?.alpha = position
                    hasNextAccountIndicator.visibility = View.VISIBLE
                }
                fadedIndicator.animate().alpha(0f)
                setupShare(shareIndicator)
                helpButton.setOnClickListener { showHelp() }
            }
        }
        """

    @Test func anImageButtonCodeOnlyFadesIsNoTarget() async throws {
        let layout = """
            <layout \(AndroidContentViewTests.namespaces)><LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content">
            \(Self.button("hasNextAccountIndicator"))
            \(Self.button("hasPrevAccountIndicator"))
            \(Self.button("fadedIndicator"))
            \(Self.button("shareIndicator"))
            \(Self.button("helpButton"))
            \(Self.button("xmlHandled", #"android:onClick="onNext""#))
            \(Self.button("boundHandled", #"android:onClick="@{() -> viewModel.next()}""#))
            \(Self.button("adapterHandled"))
            \(Self.button("neverMentioned"))
            </LinearLayout></layout>
            """
        let adapter = """
            class AccountsAdapter {
                fun bind(holder: Holder) {
                    holder.adapterHandled.alpha = 1f
                    holder.adapterHandled.setOnClickListener { next() }
                }
            }
            """
        let found = try await Self.smallTargets([
            "res/layout/header_drawer_account_selector.xml": layout,
            "java/AccountsDashboardFragment.kt": Self.fragment,
            "java/AccountsAdapter.kt": adapter,
        ])
        // Must fire: handled in XML, by data binding, by an adapter; passed to a helper; given a
        // listener through a lazy property; or mentioned by no code (judged as before).
        #expect(found == ["adapterHandled", "boundHandled", "helpButton", "neverMentioned", "shareIndicator", "xmlHandled"])
        // Must not: the indicators code only fades or hides, directly or through a bound name.
    }

    /// Kickstarter e5ba636b `comment_card.xml:166`/`:178`: status "buttons" code only shows or
    /// hides take no tap; one with a listener, or one no code mentions, is still judged.
    @Test func aTextButtonCodeOnlyShowsIsNoTarget() async throws {
        func textButton(_ tag: String, _ id: String) -> String {
            #"<\#(tag) android:id="@+id/\#(id)" android:layout_width="wrap_content" android:layout_height="24dp" android:minHeight="0dp" android:text="Posted"/>"#
        }
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            \(textButton("androidx.appcompat.widget.AppCompatButton", "posting_button"))
            \(textButton("Button", "posted_button"))
            \(textButton("androidx.appcompat.widget.AppCompatButton", "reply_button"))
            \(textButton("Button", "never_mentioned"))
            </LinearLayout>
            """
        let card = """
            class CommentCard : ConstraintLayout {
                private var binding: CommentCardBinding = CommentCardBinding.inflate(LayoutInflater.from(context), this, true)
                fun setStatus(posting: Boolean) {
                    binding.postingButton.isVisible = posting
                    binding.postedButton.isVisible = !posting
                    binding.replyButton.isVisible = true
                    binding.replyButton.setOnClickListener { reply() }
                }
            }
            """
        let found = try await Self.smallTargets(["res/layout/comment_card.xml": layout, "java/CommentCard.kt": card])
        #expect(found == ["never_mentioned", "reply_button"])
    }
}
