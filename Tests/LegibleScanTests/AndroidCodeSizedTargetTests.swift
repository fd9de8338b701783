import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A view whose size code sets is not the size its layout writes: Simple Gallery a3564013
/// PhotoFragment.kt:868 sets `binding.instantPrevItem.layoutParams.width = mScreenWidth / 7`, so
/// pager_photo_item.xml:99's clickable `layout_width="1dp"` switch was a wrong 1 dp target error.
/// Such a finding is a note that names the setter; the same view no code sizes stays an error.
@Suite struct AndroidCodeSizedTargetTests {
    static let layout = """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
            <ImageButton android:id="@+id/instant_prev_item" android:layout_width="1dp" android:layout_height="48dp" android:contentDescription="Previous"/>
            <ImageButton android:id="@+id/instant_next_item" android:layout_width="1dp" android:layout_height="48dp" android:contentDescription="Next"/>
        </RelativeLayout>
        """

    static let kotlin = """
        class PhotoFragment : Fragment() {
            private lateinit var binding: PagerPhotoItemBinding
            private fun updateInstantSwitchWidths() {
                binding.instantPrevItem.layoutParams.width = mScreenWidth / 7
                if (binding.instantPrevItem.layoutParams.width == 0) { }
            }
        }
        """

    @Test func aWidthCodeSetsMakesTheFilesAPlaceholder() async throws {
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/pager_photo_item.xml": Self.layout, "java/app/PhotoFragment.kt": Self.kotlin])
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        // Must not: the width code sets; a comparison (`==`) sets nothing, and it is the one view.
        #expect(targets.first { $0.id == "instant_prev_item" }?.severity == .note)
        // Must: the other switch no code sizes is 1 dp wide.
        #expect(targets.first { $0.id == "instant_next_item" }?.severity == .error)
    }

    /// Mastodon 24ab4a0c `ProfileQrCodeFragment.java:231` sets only `saveBtn.getLayoutParams().width`:
    /// `fragment_profile_qr.xml:120`'s 40 dp tall save button is still 40 dp tall (an error that
    /// names the width setter), while a button code sizes on both sides is code's (a note).
    @Test func aWidthAloneLeavesTheFilesHeight() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageButton android:id="@+id/save_btn" android:layout_width="120dp" android:layout_height="40dp" android:contentDescription="Save"/>
                <ImageButton android:id="@+id/share_btn" android:layout_width="120dp" android:layout_height="40dp" android:contentDescription="Share"/>
            </LinearLayout>
            """
        let java = """
            public class ProfileQrCodeFragment extends Fragment {
                public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle state) {
                    View content = inflater.inflate(R.layout.fragment_profile_qr, container, false);
                    View saveBtn = content.findViewById(R.id.save_btn);
                    View shareBtn = content.findViewById(R.id.share_btn);
                    saveBtn.setOnClickListener(v -> save());
                    shareBtn.setOnClickListener(v -> share());
                    saveBtn.getLayoutParams().width = (int) Math.max(a, b) + extra;
                    shareBtn.getLayoutParams().width = 100;
                    shareBtn.getLayoutParams().height = 100;
                    return content;
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/fragment_profile_qr.xml": layout, "java/app/ProfileQrCodeFragment.java": java,
        ])
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        // Must: the height the file writes stands when code sets only the width.
        let save = targets.first { $0.id == "save_btn" }
        #expect(save?.severity == .error, "\(targets.map { "\($0.id) \($0.severity) \($0.message)" })")
        #expect(save?.message.hasPrefix("code sets only its width (@id/save_btn.layoutParams.width)") == true, "\(save?.message ?? "")")
        // Must not: both sides are code's.
        #expect(targets.first { $0.id == "share_btn" }?.severity == .note)
        let sides = AndroidSourceFacts.sizedViewSides(in: Array(java.utf8))
        #expect(Set(sides.width) == ["savebtn", "sharebtn"] && sides.height == ["sharebtn"] && sides.whole.isEmpty)
    }

    @Test func theSettersAreFound() {
        let java = "holder.getLayoutParams().height = 10; binding.thumb.updateLayoutParams { width = 4 }; icon.layoutParams = params;"
        #expect(Set(AndroidSourceFacts.sizedViews(in: Array(java.utf8))) == ["holder", "thumb", "icon"])
    }

    /// Tasks e5587e1a `TasksWidget.kt:190`: `setupButton(viewId = R.id.widget_change_list, …)` runs
    /// `setViewPadding(viewId, hPad, vPad, hPad, vPad)` on the widget's `RemoteViews`, so
    /// `scrollable_widget.xml:14`'s 24 dp icon is padded to 48 dp; `widget_title` is padded directly.
    static let widgetLayout = """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <ImageButton android:id="@+id/widget_change_list" android:layout_width="24dp" android:layout_height="24dp" android:contentDescription="Lists"/>
            <ImageButton android:id="@+id/widget_title" android:layout_width="24dp" android:layout_height="24dp" android:contentDescription="Title"/>
            <ImageButton android:id="@+id/widget_unpadded" android:layout_width="24dp" android:layout_height="24dp" android:contentDescription="Other"/>
        </RelativeLayout>
        """

    static let widgetKotlin = """
        class TasksWidget : AppWidgetProvider() {
            private fun createScrollableWidget(context: Context, id: Int): RemoteViews =
                RemoteViews(context.packageName, R.layout.scrollable_widget).apply {
                    setupButton(viewId = R.id.widget_change_list, enabled = true, vPad = vPad, hPad = hPad)
                    setViewPadding(R.id.widget_title, hPad, vPad, 0, vPad)
                    setOnClickPendingIntent(R.id.widget_unpadded, intent)
                }

            private fun RemoteViews.setupButton(viewId: Int, enabled: Boolean, vPad: Int, hPad: Int) {
                if (enabled) {
                    setViewPadding(viewId, hPad, vPad, hPad, vPad)
                }
            }
        }
        """

    @Test func aRemoteViewsPaddingCodeSetsMakesTheFilesAPlaceholder() async throws {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/scrollable_widget.xml": Self.widgetLayout, "java/app/TasksWidget.kt": Self.widgetKotlin,
        ])
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        // Must not: padded through the function's parameter, or directly.
        #expect(targets.first { $0.id == "widget_change_list" }?.severity == .note)
        #expect(targets.first { $0.id == "widget_title" }?.severity == .note)
        // Must: the button no code pads is the 24 dp the layout says.
        #expect(targets.first { $0.id == "widget_unpadded" }?.severity == .error)
    }

    @Test func thePaddedViewsAreFound() {
        let code = Array(Self.widgetKotlin.utf8)
        #expect(Set(AndroidSourceFacts.remotePaddedViews(in: code, isJava: false)) == ["widgetchangelist", "widgettitle"])
        // Java, positionally: `pad(R.id.send, 4)` for `void pad(int id, int p) { views.setViewPadding(id, p, p, p, p); }`.
        let java = "void pad(int id, int p) { views.setViewPadding(id, p, p, p, p); } void go() { pad(R.id.send, 4); pad(other, 4); }"
        #expect(AndroidSourceFacts.remotePaddedViews(in: Array(java.utf8), isJava: true) == ["send"])
    }
    /// HeliBoard `SuggestionStripView.kt:118`, `:136-138`: a class-level property holds the view
    /// `findViewById` finds, and `init` sets its `layoutParams` size: `suggestions_strip.xml:20`'s
    /// 36 dp ImageButton is a note naming the setter, not an error; its 36 dp neighbour stays one.
    @Test func aSizeSetThroughAPropertyHoldingTheViewIsCodes() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageButton android:id="@+id/suggestions_strip_toolbar_key" android:layout_width="36dp" android:layout_height="36dp" android:contentDescription="Toolbar"/>
                <ImageButton android:id="@+id/suggestions_strip_other" android:layout_width="36dp" android:layout_height="36dp" android:contentDescription="Other"/>
            </LinearLayout>
            """
        let kotlin = """
            class SuggestionStripView(context: Context) : RelativeLayout(context) {
                init { View.inflate(context, R.layout.suggestions_strip, this) }
                private val toolbarExpandKey = findViewById<ImageButton>(R.id.suggestions_strip_toolbar_key)
                private val otherKey = findViewById<ImageButton>(R.id.suggestions_strip_other)

                init {
                    val toolbarHeight = min(toolbarExpandKey.layoutParams.height, 40)
                    toolbarExpandKey.layoutParams.height = toolbarHeight
                    toolbarExpandKey.layoutParams.width = toolbarHeight
                    toolbarExpandKey.setOnClickListener { }
                    otherKey.setOnClickListener { }
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/suggestions_strip.xml": layout, "java/app/SuggestionStripView.kt": kotlin])
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        #expect(targets.first { $0.id == "suggestions_strip_toolbar_key" }?.severity == .note, "\(targets.map { "\($0.id) \($0.severity)" })")
        #expect(targets.first { $0.id == "suggestions_strip_other" }?.severity == .error)
    }
}
