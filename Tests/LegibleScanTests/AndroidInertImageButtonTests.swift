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

    /// RetroMusicPlayer f41a8002 `layout_notification_collapsed.xml:139`: a 38 dp `ImageButton`
    /// with no id, no picture, no `onClick`, only a `<ripple>` background, beside the
    /// notification's buttons (whose code gives intents by id). No code can name it; a tap does
    /// nothing. One with a picture, an `onClick`, `clickable="true"` or an id is still judged.
    @Test func aBlankImageButtonNoCodeCanNameIsNoTarget() async throws {
        func spacer(_ extra: String) -> String {
            #"<ImageButton android:layout_width="38dp" android:layout_height="38dp" android:scaleType="centerInside" \#(extra)/>"#
        }
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            \(spacer(#"android:id="@+id/action_next" android:background="@drawable/notification_selector""#))
            \(spacer(#"android:background="@drawable/notification_selector""#))
            \(spacer(""))
            \(spacer(#"android:src="@drawable/ic_skip""#))
            \(spacer(#"android:background="@drawable/ic_skip""#))
            \(spacer(#"android:background="@drawable/notification_selector" android:onClick="onQuit""#))
            \(spacer(#"android:background="@drawable/notification_selector" android:clickable="true""#))
            </LinearLayout>
            """
        let found = try await AndroidTargetJudgingTests.scan([
            "res/layout/layout_notification_collapsed.xml": layout,
            "res/drawable/notification_selector.xml": ##"<ripple xmlns:android="http://schemas.android.com/apk/res/android" android:color="#33000000"/>"##,
            "res/drawable/ic_skip.xml": """
            <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" \
            android:viewportWidth="24" android:viewportHeight="24"><path android:fillColor="#FF000000" android:pathData="M0,0h24v24h-24z"/></vector>
            """,
        ]).findings.findings.filter { $0.rule == "target.small" && $0.severity == .error }.compactMap { $0.location?.line }
        // Must fire: the button with an id (line 2), with a picture as src (5) or background (6),
        // with an onClick (7), clickable (8). Must not: the blank ones (3, 4).
        #expect(found.sorted() == [2, 5, 6, 7, 8], "\(found)")
    }

    /// Phonograph d156872c `notification_big.xml:32`: a blank 36 dp `ImageButton` with an id no
    /// code names, in a notification layout code shows through `RemoteViews`, which gives pending
    /// intents to its siblings only. `RemoteViews` reaches a view only by its `R.id.`, so a tap on
    /// it does nothing. Its sibling, given an intent, is judged; so is the same unnamed button in a
    /// layout code inflates itself, where a binding may name it. An intent action of the id's
    /// letters in capitals (`ACTION_STOP`) names no view.
    @Test func aRemoteViewNoCodeNamesIsNoTarget() async throws {
        let buttons = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageButton android:id="@+id/action_stop" android:layout_width="36dp" android:layout_height="36dp" android:background="@drawable/selector"/>
                <ImageButton android:id="@+id/action_skip" android:layout_width="36dp" android:layout_height="36dp" android:background="@drawable/selector"/>
            </LinearLayout>
            """
        let code = """
            class PlayerNotification {
                void update() {
                    RemoteViews big = new RemoteViews(packageName, R.layout.player_notification);
                    big.setOnClickPendingIntent(R.id.action_skip, skipIntent);
                    PendingIntent delete = buildPendingIntent(MusicService.ACTION_STOP);
                }
            }
            """
        let selector = ##"<ripple xmlns:android="http://schemas.android.com/apk/res/android" android:color="#33000000"/>"##
        let remote = try await Self.smallTargets([
            "res/layout/player_notification.xml": buttons, "res/drawable/selector.xml": selector, "java/PlayerNotification.java": code,
        ])
        #expect(remote == ["action_skip"])
        let inflated = try await Self.smallTargets([
            "res/layout/player_notification.xml": buttons, "res/drawable/selector.xml": selector,
            "java/PlayerNotification.java": code.replacingOccurrences(
                of: "new RemoteViews(packageName, R.layout.player_notification)", with: "inflate(R.layout.player_notification)"),
        ])
        #expect(inflated == ["action_skip", "action_stop"])
    }
}
