import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A `gone` view code shows through a scope function, or through a field bound from a binding, is
/// on screen (fresh Android round 12b, D4). Tasks e5587e1a `SubheaderViewHolder.kt` binds
/// `errorIcon = it.iconError` (`:56`, in `FilterAdapterSubheaderBinding.bind(itemView).let {`) and
/// shows it with `with(errorIcon) { visibility = View.VISIBLE }` (`:38-40`):
/// `filter_adapter_subheader.xml:46`'s 40 dp error icon was missed. `CommentBarFragment.kt:92`
/// binds `commentBar = it.updatesFooter` and `:73` shows it (`fragment_comment_bar.xml:2`, the bar;
/// its picture button's listener is set in `it.picture.apply { setOnClickListener { … } }`, `:89-90`).
@Suite struct AndroidScopedShowTests {
    /// `filter_adapter_subheader.xml:2-12,46-79`, the error icon and the title it aligns with.
    static let subheader = """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:clickable="true"
          android:id="@+id/subheader_row" android:focusable="true" android:paddingStart="0dp" android:paddingEnd="8dp" android:layout_height="wrap_content">
            <ImageView android:id="@+id/icon_error" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:layout_alignParentEnd="true" android:layout_alignBottom="@id/text" android:padding="8dp" android:background="@null"
                android:clickable="true" android:focusable="true" android:scaleType="center" android:src="@drawable/ic_outline_sync_problem_24px"
                android:contentDescription="Error" android:visibility="gone" />
            <TextView android:id="@+id/text" android:layout_width="wrap_content" android:layout_height="wrap_content" android:ellipsize="end"
                android:layout_alignParentStart="true" android:layout_toStartOf="@id/icon_error" android:singleLine="true" android:textSize="14sp"
                android:text="Filters" android:padding="16dp" />
        </RelativeLayout>
        """

    static let icon = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp"
            android:viewportWidth="24" android:viewportHeight="24"><path android:fillColor="#000" android:pathData="M0,0h24v24h-24z"/></vector>
        """

    /// `SubheaderViewHolder.kt:24-68`, shortened; `shown` is what the `with` block sets.
    static func holder(_ shown: String) -> String {
        """
        class SubheaderViewHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
            private val text: TextView
            private val errorIcon: ImageView
            fun bind(subheader: NavigationDrawerSubheader) {
                text.text = subheader.title
                when {
                    subheader.error ->
                        with(errorIcon) {
                        setColorFilter(ContextCompat.getColor(itemView.context, R.color.overdue))
                        visibility = \(shown)
                    }
                    else -> errorIcon.visibility = View.GONE
                }
            }
            init {
                FilterAdapterSubheaderBinding.bind(itemView).let {
                    text = it.text
                    errorIcon = it.iconError
                    it.subheaderRow.setOnClickListener {
                        clickHandler.onClick(subheader)
                    }
                }
                errorIcon.setOnClickListener { clickHandler.showError() }
            }
        }
        """
    }

    static func targets(_ shown: String) async throws -> [Finding] {
        try await AndroidTargetJudgingTests.scan([
            "res/layout/filter_adapter_subheader.xml": Self.subheader, "res/drawable/ic_outline_sync_problem_24px.xml": Self.icon,
            "java/com/todoroo/astrid/adapter/SubheaderViewHolder.kt": Self.holder(shown),
        ]).findings.findings.filter { $0.rule == "target.small" && $0.id == "icon_error" }
    }

    @Test func aViewShownInAWithBlockOnABoundFieldIsJudged() async throws {
        // Must fire: 24 + 2·8 = 40 dp wide.
        let shown = try await Self.targets("View.VISIBLE")
        #expect(shown.first?.severity == .error, "\(shown)")
        // Must not: the block hides it too, so it is never shown.
        #expect(try await Self.targets("View.GONE").isEmpty)
    }

    /// `fragment_comment_bar.xml:2-25`: the gone bar and its 24 dp picture button.
    static let commentBar = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:id="@+id/updatesFooter" android:layout_width="fill_parent"
          android:layout_height="wrap_content" android:paddingStart="16dp" android:paddingEnd="16dp" android:gravity="center_vertical"
          android:minHeight="50dp" android:orientation="horizontal" android:visibility="gone">
          <ImageView android:id="@+id/picture" android:layout_width="24dp" android:layout_height="24dp" android:layout_weight="1"
            android:layout_gravity="center_vertical" android:focusable="true" android:focusableInTouchMode="true" android:contentDescription="Picture"/>
          <EditText android:id="@+id/commentField" android:layout_width="fill_parent" android:layout_height="wrap_content" android:layout_weight="100"
            android:layout_gravity="center_vertical" android:hint="Add a comment" android:textSize="16sp"/>
        </LinearLayout>
        """

    /// `CommentBarFragment.kt:69-94`, shortened; `show` is the statement at `:73`.
    static func fragment(_ show: String, listener: String = "setOnClickListener { onClickPicture() }") -> String {
        """
        class CommentBarFragment : Fragment() {
            private lateinit var commentBar: LinearLayout
            private lateinit var pictureButton: ImageView
            override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
                val view = bind(container)
                if (preferences.getBoolean(R.string.p_show_task_edit_comments, false)) {
                    \(show)
                }
                return view
            }
            private fun bind(parent: ViewGroup?) =
                FragmentCommentBarBinding.inflate(layoutInflater, parent, false).let {
                    pictureButton = it.picture.apply {
                        \(listener)
                    }
                    commentBar = it.updatesFooter
                    it.root
                }
        }
        """
    }

    @Test func aBarShownThroughAFieldBoundInAnotherFunctionIsShown() {
        // Must count: the bar is shown in `onCreateView`, the field bound in `bind`'s binding `let`.
        let code = Array(Self.fragment("commentBar.visibility = View.VISIBLE").utf8)
        let aliases = AndroidSourceFacts.viewAliases(in: code)
        #expect(aliases["commentBar"] == "updatesfooter")
        #expect(AndroidSourceFacts.shownViews(in: code, aliases: aliases).contains("updatesfooter"))
        // Must not: nothing shows the bar.
        let hidden = Array(Self.fragment("commentBar.alpha = 1f").utf8)
        #expect(!AndroidSourceFacts.shownViews(in: hidden, aliases: AndroidSourceFacts.viewAliases(in: hidden)).contains("updatesfooter"))
    }

    static func pictureTargets(listener: String) async throws -> [Finding] {
        try await AndroidTargetJudgingTests.scan([
            "res/layout/fragment_comment_bar.xml": Self.commentBar,
            "java/org/tasks/fragments/CommentBarFragment.kt": Self.fragment("commentBar.visibility = View.VISIBLE", listener: listener),
        ]).findings.findings.filter { $0.rule == "target.small" && $0.id == "picture" }
    }

    @Test func aListenerSetInAnApplyBlockIsOnItsView() async throws {
        // Must fire: the 24 dp picture button takes a tap (`CommentBarFragment.kt:89-90`).
        let listened = try await Self.pictureTargets(listener: "setOnClickListener { onClickPicture() }")
        #expect(listened.first?.severity == .error, "\(listened)")
        #expect(listened.first?.message.contains("24") == true, "\(listened)")
        // Must not: a block that removes the listener, or sets another kind, gives it no action.
        #expect(try await Self.pictureTargets(listener: "setOnClickListener(null)").isEmpty)
        #expect(try await Self.pictureTargets(listener: "setImageResource(R.drawable.ic_camera)").isEmpty)
        let code = Array("with(binding.send) { setOnClickListener { send() } }\nif (x) { setOnClickListener { } }".utf8)
        #expect(AndroidSourceFacts.clickListenerViews(in: code, aliases: [:], layouts: ["bar"]) == ["bar/send"])
    }

    /// Tasks e5587e1a `TaskViewHolder.kt:81-83,127-136,385-386`: the check box's listener is set in
    /// `binding.completeBox.apply { }`, and its padding by a vararg helper from the row spacing setting.
    @Test func aViewPaddedByAHelperOfTheFileIsSizedByCode() async throws {
        let row = """
            <RelativeLayout \(AndroidContentViewTests.namespaces) android:id="@+id/rowBody" android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageView android:id="@+id/completeBox" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_alignParentTop="true" android:paddingStart="16dp" android:paddingEnd="16dp" android:src="@drawable/ic_outline_sync_problem_24px"
                    android:contentDescription="Done"/>
            </RelativeLayout>
            """
        func holder(_ pads: String) -> String {
            """
            class TaskViewHolder(binding: TaskAdapterRowBinding, private val rowPaddingPx: Int) : RecyclerView.ViewHolder(binding.root) {
                private val completeBox: CheckableImageView = binding.completeBox.apply {
                    setOnClickListener { onCompleteBoxClick() }
                }
                private fun setTopPadding(padding: Int, vararg views: View) {
                    for (v in views) {
                        v.setPaddingRelative(v.paddingStart, padding, v.paddingEnd, v.paddingBottom)
                    }
                }
                init {
                    \(pads)
                }
            }
            """
        }
        func targets(_ pads: String) async throws -> [Finding] {
            try await AndroidTargetJudgingTests.scan([
                "res/layout/task_adapter_row.xml": row, "res/drawable/ic_outline_sync_problem_24px.xml": Self.icon,
                "java/org/tasks/tasklist/TaskViewHolder.kt": holder(pads),
            ]).findings.findings.filter { $0.rule == "target.small" && $0.id == "completeBox" }
        }
        // Must fire: nothing pads it, so it is 56×24 dp with its listener from the `apply` block.
        #expect(try await targets("nameView.maxLines = 1").first?.severity == .error)
        // Must not be an error: code pads it by a setting (16 dp by default: 56 dp tall).
        #expect(try await targets("setTopPadding(rowPaddingPx, nameView, completeBox, dueDate)").allSatisfy { $0.severity != .error })
        let code = Array(holder("setTopPadding(rowPaddingPx, nameView, completeBox, dueDate)").utf8)
        #expect(AndroidSourceFacts.helperPaddedViews(in: code, aliases: [:], isJava: false) == ["nameview", "completebox", "duedate"])
    }

    @Test func theScopeAndTheAliasAreRead() {
        let code = Array(Self.holder("View.VISIBLE").utf8)
        let aliases = AndroidSourceFacts.viewAliases(in: code)
        #expect(aliases["errorIcon"] == "iconerror")
        #expect(AndroidSourceFacts.shownViews(in: code, aliases: aliases).contains("iconerror"))
        // `apply` on a binding's view; a block of another kind names no view; `it.x` outside a binding's `let` is no alias.
        let other = Array("binding.icon.apply { visibility = View.VISIBLE }\nif (x) { visibility = View.VISIBLE }\nlist.let { name = it.title }".utf8)
        #expect(AndroidSourceFacts.shownViews(in: other, aliases: [:]) == ["icon"])
        #expect(AndroidSourceFacts.letBindingAliases(in: other).isEmpty)
    }
}
