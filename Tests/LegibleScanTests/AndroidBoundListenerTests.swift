import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// `target.small` listeners set through names the scan did not follow (issue 33, fresh-android13b
/// D2/D3 and fresh-android13a M1):
/// - AnySoftKeyboard 6643bda9 `AnySoftKeyboardWithGestureTyping.java:586-588`: a field bound to an
///   inflated root with the value on the next line (`mRootView =` then
///   `LayoutInflater.from(mKeyboard).inflate(R.layout.clear_gesture_action, parent, false);`), then
///   `mRootView.setOnClickListener(…)`: the 36 dp `clear_gesture_action.xml:2`.
/// - Twidere e04becea `APIEditorDialogFragment.kt:38`,
///   `private val apiFormatHelpButton by lazy { dialog!!.findViewById<View>(R.id.apiUrlFormatHelp) }`
///   then `apiFormatHelpButton.setOnClickListener { … }` (`:97`): the 24 dp `dialog_api_editor.xml:56`;
///   and `StatusViewHolder.kt:90`, `private val replyButton by lazy { itemView.reply }`.
/// - GnuCash `AccountFormFragment.java:207`, `@BindView(R.id.input_color_picker) ColorSquare mColorSquare;`
///   then `mColorSquare.setOnClickListener(…)` (`:307`): the 40×40 dp `fragment_account_form.xml:79`
///   (fresh-android17b M3).
@Suite struct AndroidBoundListenerTests {
    private static func smallTargets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    private static let icon =
        #"<ImageView \#(AndroidContentViewTests.namespaces) android:id="@+id/clear_gesture_action_icon" android:layout_width="36dp" android:layout_height="36dp" android:src="@drawable/cancel"/>"#

    @Test func aFieldBoundToAnInflatedRootOnTheNextLineTakesItsListener() async throws {
        func typing(_ assignment: String) -> String {
            """
            public class AnySoftKeyboardWithGestureTyping {
                void other() { setContentView(R.layout.main); }
                static class ClearGestureStripActionProvider {
                    private View mRootView;
                    public View inflateActionView(ViewGroup parent) {
                        \(assignment)
                        mRootView.setOnClickListener(view -> clear());
                        return mRootView;
                    }
                    public void onRemoved() { mRootView = null; }
                }
            }
            """
        }
        let layouts = ["res/layout/clear_gesture_action.xml": Self.icon, "res/layout/main.xml": "<FrameLayout \(AndroidContentViewTests.namespaces)/>"]
        // Must fire: the field holds the inflated root, whose value starts on the next line.
        let field = "mRootView =\n            LayoutInflater.from(mKeyboard).inflate(R.layout.clear_gesture_action, parent, false);"
        #expect(
            try await Self.smallTargets(layouts.merging(["java/AnySoftKeyboardWithGestureTyping.java": typing(field)]) { $1 }) == ["clear_gesture_action_icon"])
        // Must not: the field holds something else.
        let other = "mRootView =\n            createView(parent);"
        #expect(try await Self.smallTargets(layouts.merging(["java/AnySoftKeyboardWithGestureTyping.java": typing(other)]) { $1 }) == [])
    }

    /// AnySoftKeyboard 6643bda9 `cancel_suggestions_action.xml:3`: a root written `gone` that
    /// `AnySoftKeyboardSuggestions.java:1418` shows through the field bound to it
    /// (`mRootView.setVisibility(View.VISIBLE)`) and clicks (`:1386`); its styled 36 dp text and
    /// 36 dp icon make it 36 dp tall.
    @Test func aRootCodeShowsThroughItsFieldIsATarget() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:id="@+id/close_suggestions_strip_root" android:layout_width="wrap_content" android:layout_height="wrap_content" android:clickable="true" android:visibility="gone" android:orientation="horizontal">
                <TextView android:id="@+id/close_suggestions_strip_text" style="@style/Ask.Text.SuggestionsAction" android:layout_width="wrap_content" android:layout_height="36dp" android:text="Tap again" android:visibility="gone"/>
                <ImageView android:id="@+id/close_suggestions_strip_icon" android:layout_width="36dp" android:layout_height="36dp" android:src="@drawable/close"/>
            </LinearLayout>
            """
        let styles = """
            <resources>
                <style name="Ask.Text" parent="TextAppearance.AppCompat"><item name="android:layout_gravity">center_vertical</item></style>
                <style name="Ask.Text.SuggestionsAction" parent="Ask.Text"><item name="android:padding">4dp</item></style>
                <style name="Ask.Text.Spaced" parent="Ask.Text"><item name="android:layout_marginTop">8dp</item></style>
            </resources>
            """
        func files(show: String, style: String = "Ask.Text.SuggestionsAction") -> [String: String] {
            [
                "res/layout/cancel_suggestions_action.xml": layout.replacingOccurrences(of: "Ask.Text.SuggestionsAction", with: style),
                "res/values/styles.xml": styles,
                "res/layout/main.xml": "<FrameLayout \(AndroidContentViewTests.namespaces)/>",
                "java/AnySoftKeyboardSuggestions.java": """
                class AnySoftKeyboardSuggestions {
                    void other() { setContentView(R.layout.main); }
                    private View mRootView;
                    public View inflateActionView(ViewGroup parent) {
                        mRootView =
                            LayoutInflater.from(context).inflate(R.layout.cancel_suggestions_action, parent, false);
                        mRootView.setOnClickListener(view -> cancel());
                        return mRootView;
                    }
                    void setCancelIconVisible(boolean visible) {
                        if (mRootView != null) { \(show) }
                    }
                }
                """,
            ]
        }
        // Must fire: code shows the root.
        #expect(try await Self.smallTargets(files(show: "mRootView.setVisibility(View.VISIBLE);")) == ["close_suggestions_strip_root"])
        // Must not: nothing shows it, or a style may add a margin (its height is then unknown).
        #expect(try await Self.smallTargets(files(show: "mRootView.setVisibility(View.GONE);")) == [])
        #expect(try await Self.smallTargets(files(show: "mRootView.setVisibility(View.VISIBLE);", style: "Ask.Text.Spaced")) == [])
    }

    /// AnySoftKeyboard 6643bda9 `FrameKeyboardViewClickListener.java:61-63`, in a file that names
    /// no layout: the 50×44 dp `quick_text_general_actions.xml:31`.
    @Test func aLookupChainSplitOverLinesTakesItsListener() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="50dp" android:layout_height="wrap_content" android:orientation="vertical">
                <ImageView android:id="@+id/quick_keys_popup_close" android:layout_width="match_parent" android:layout_height="44dp" android:src="@drawable/close"/>
                <ImageView android:id="@+id/quick_keys_popup_delete_recently_used_smileys" android:layout_width="match_parent" android:layout_height="44dp" android:src="@drawable/delete"/>
                <ImageView android:id="@+id/quick_keys_popup_settings" android:layout_width="match_parent" android:layout_height="44dp" android:src="@drawable/settings"/>
            </LinearLayout>
            """
        let java = """
            class FrameKeyboardViewClickListener implements View.OnClickListener {
              void registerOnViews(View rootView) {
                rootView.findViewById(R.id.quick_keys_popup_close).setOnClickListener(this);
                rootView
                    .findViewById(R.id.quick_keys_popup_delete_recently_used_smileys)
                    .setOnClickListener(this);
                rootView
                    .findViewById(R.id.quick_keys_popup_settings)
                    .setOnClickListener(null);
              }
            }
            """
        let found = try await Self.smallTargets(["res/layout/quick_text_general_actions.xml": layout, "java/FrameKeyboardViewClickListener.java": java])
        // Must fire: one line or split; must not: a listener removed (`null`), split the same way.
        #expect(found == ["quick_keys_popup_close", "quick_keys_popup_delete_recently_used_smileys"])
    }

    @Test func aLazyPropertyBoundToAViewTakesItsListener() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageView android:id="@+id/apiUrlFormatHelp" android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/help"/>
                <ImageView android:id="@+id/reply" android:layout_width="36dp" android:layout_height="36dp" android:src="@drawable/reply"/>
                <ImageView android:id="@+id/retweet" android:layout_width="36dp" android:layout_height="36dp" android:src="@drawable/retweet"/>
                <ImageView android:id="@+id/favorite" android:layout_width="36dp" android:layout_height="36dp" android:src="@drawable/favorite"/>
                <ImageView android:id="@+id/quote" android:layout_width="36dp" android:layout_height="36dp" android:src="@drawable/quote"/>
            </LinearLayout>
            """
        let kotlin = """
            class APIEditorDialogFragment : DialogFragment() {
                private val apiFormatHelpButton by lazy { dialog!!.findViewById<View>(R.id.apiUrlFormatHelp) }
                private val replyButton by lazy { itemView.reply }
                private val retweetButton: View by lazy(LazyThreadSafetyMode.NONE) { itemView?.retweet }
                private val favoriteButton: View
                    get() = itemView.favorite
                private val quoteButton by lazy { itemView.quote.also { it.alpha = 0.5f } }
                override fun onCreateDialog(): Dialog {
                    builder.setView(R.layout.dialog_api_editor)
                    apiFormatHelpButton.setOnClickListener { showHelp() }
                    replyButton.setOnClickListener(listener)
                    retweetButton.setOnClickListener(listener)
                    favoriteButton.setOnClickListener(listener)
                    quoteButton.setOnClickListener(listener)
                }
            }
            """
        let found = try await Self.smallTargets(["res/layout/dialog_api_editor.xml": layout, "java/APIEditorDialogFragment.kt": kotlin])
        // Must fire: each property is the view its block or getter looks up.
        // Must not: a block that does more than look the view up is not followed.
        #expect(found == ["apiUrlFormatHelp", "favorite", "reply", "retweet"])
        #expect(
            AndroidSourceFacts.lazyViewAliases(in: Array(kotlin.utf8)) == [
                "apiFormatHelpButton": "apiurlformathelp", "replyButton": "reply", "retweetButton": "retweet", "favoriteButton": "favorite",
            ])
    }

    @Test func aButterKnifeBoundFieldTakesItsListener() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageView android:id="@+id/input_color_picker" android:layout_width="40dp" android:layout_height="40dp" android:src="@drawable/square"/>
                <ImageView android:id="@+id/color_preview" android:layout_width="40dp" android:layout_height="40dp" android:src="@drawable/square"/>
                <ImageView android:id="@+id/kotlin_square" android:layout_width="40dp" android:layout_height="40dp" android:src="@drawable/square"/>
            </LinearLayout>
            """
        let java = """
            public class AccountFormFragment extends Fragment {
                @BindView(R.id.input_color_picker) ColorSquare mColorSquare;
                @BindView(R.id.color_preview)
                @Nullable ColorSquare mPreview;
                public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState) {
                    View view = inflater.inflate(R.layout.fragment_account_form, container, false);
                    ButterKnife.bind(this, view);
                    return view;
                }
                public void onActivityCreated(Bundle savedInstanceState) {
                    mColorSquare.setOnClickListener(new View.OnClickListener() {
                        @Override
                        public void onClick(View view) { showColorPickerDialog(); }
                    });
                    mPreview.setBackgroundColor(color);
                }
            }
            """
        let found = try await Self.smallTargets(["res/layout/fragment_account_form.xml": layout, "java/AccountFormFragment.java": java])
        // Must fire: the field ButterKnife binds is given a listener. Must not: a bound field no listener is given.
        #expect(found == ["input_color_picker"])
        #expect(AndroidSourceFacts.butterKnifeAliases(in: Array(java.utf8)) == ["mColorSquare": "inputcolorpicker", "mPreview": "colorpreview"])
        let kotlin = "class F {\n    @BindView(R.id.kotlin_square)\n    lateinit var square: ImageView\n    @BindView(R2.id.other) fun bind() {}\n}"
        #expect(AndroidSourceFacts.butterKnifeAliases(in: Array(kotlin.utf8)) == ["square": "kotlinsquare"])
    }
}
