import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android22a classes 1, 2, 3 and 4 and fresh-android22b W2: text and backgrounds
/// code replaces through a helper that hands the view on, a drawable recoloured in place, a
/// conditional lookup.
@Suite struct AndroidHelperSetterTests {
    typealias Review = AndroidContrastReviewTests

    /// LibreraReader `FontDialog.java`: `initSpinner(inflate, boldFontSpinner, …)` (:127) hands the
    /// view to `updateTextTag(spinner, path)` (:38), which sets `spinner.setText(…)` (:111);
    /// an overload that calls another overload of its file that sets the text.
    @Test func aTextSetByAHelperTheCalledFunctionHandsTheViewToIsCodeText() throws {
        let dialog = """
            public class FontDialog {
                public static void initSpinner(final View inflate, final TextView spinner, String path) {
                    updateTextTag(spinner, path);
                }
                private static void updateTextTag(final TextView spinner, String path) {
                    spinner.setText(ExtUtils.getFileName(path));
                }
                public static void show(Context c) {
                    final View inflate = LayoutInflater.from(c).inflate(R.layout.account_item, null, false);
                    final TextView boldFontSpinner = (TextView) inflate.findViewById(R.id.quota_text);
                    initSpinner(inflate, boldFontSpinner, BookCSS.get().boldFont);
                    final TextView comment = (TextView) inflate.findViewById(R.id.java_text);
                    HtmlUtils.fromHtml(comment, item.getString("body"));
                    final TextView other = (TextView) inflate.findViewById(R.id.other_text);
                    HtmlUtils.describe(other, "x");
                }
            }
            """
        let html = """
            public class HtmlUtils {
                public static void fromHtml(TextView textView, String html) {
                    fromHtml(textView, html, true);
                }
                public static void fromHtml(TextView textView, String html, boolean clickable) {
                    textView.setText(html);
                }
                public static void describe(TextView textView, String html) {
                    textView.setContentDescription(html);
                }
            }
            """
        let elements = try AndroidTextSetterTests.elements(["java/app/FontDialog.java": dialog, "java/app/HtmlUtils.java": html])
        // Must NOT be audited as the layout's: code replaces both texts.
        #expect(elements["quota_text"]?.text == nil)
        #expect(elements["quota_text"]?.codeText?.value == .unreadable("ExtUtils.getFileName(path)"))
        // Overloads of one file: the two-argument one hands the view to the three-argument one that sets it.
        #expect(elements["java_text"]?.text == nil)
        #expect(elements["java_text"]?.codeText?.value == .unreadable("html"))
        // Must stay audited: a helper that sets no text.
        #expect(elements["other_text"]?.codeText == nil)
        #expect(elements["other_text"]?.text == ScannedText(key: "sample", literal: "Sample text"))
    }

    /// iNaturalist `ProjectSelectorActivity.java:462-464`: `findViewById(isHeader ? R.id.header_title
    /// : R.id.project_name)` then `setText(projectTitle)` fills either view.
    @Test func aConditionalLookupSetsTheTextOfEitherView() throws {
        let code = """
            public class Adapter {
                View row(boolean isHeader) {
                    View view = inflater.inflate(R.layout.account_item, parent, false);
                    TextView projectName = (TextView) view.findViewById(isHeader ? R.id.themed_text : R.id.quota_text);
                    projectName.setText(item.getString("title"));
                    return view;
                }
            }
            """
        let elements = try AndroidTextSetterTests.elements(["java/app/Adapter.java": code])
        #expect(elements["themed_text"]?.codeText != nil)
        #expect(elements["quota_text"]?.codeText != nil)
        // Must stay audited: the views the lookup cannot give.
        #expect(elements["java_text"]?.codeText == nil)
    }

    /// LibreraReader `TintUtil.setTintBgSimple(actionBar, alpha)` (HorizontalViewActivity.java:1887)
    /// sets `txtView.setBackground(…)` (TintUtil.java:258); `AuthorsAdapter2.java:44-45` recolours
    /// `holder.letter.getBackground()`. Both backgrounds are placeholders; a bar no helper paints is measured.
    @Test func aBackgroundAHelperOrARecolouredDrawableReplacesIsNotMeasured() async throws {
        let views = """
            <LinearLayout android:id="@+id/action_bar" android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#0082C9">
              \(Review.text("bar_title", "#FFFFFF"))
            </LinearLayout>
            \(Review.text("letter", "#FFFFFF", "android:background=\"#0082C9\""))
            <LinearLayout android:id="@+id/plain_bar" android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#0082C9">
              \(Review.text("plain_title", "#FFFFFF"))
            </LinearLayout>
            """
        let activity = """
            public class ReaderActivity extends AppCompatActivity {
                void onCreate() {
                    setContentView(R.layout.main);
                    LinearLayout actionBar = findViewById(R.id.action_bar);
                    TintUtil.setTintBgSimple(actionBar, 250);
                    TextView letter = findViewById(R.id.letter);
                    GradientDrawable background = (GradientDrawable) letter.getBackground();
                    background.setColor((Integer) letter.getTag());
                    LinearLayout plain = findViewById(R.id.plain_bar);
                    TintUtil.setAlphaOnly(plain, 250);
                }
            }
            """
        let tint = """
            public class TintUtil {
                public static void setTintBgSimple(View txtView, int alpha) {
                    ColorDrawable colorDrawable = new ColorDrawable(color);
                    txtView.setBackground(colorDrawable.getCurrent());
                }
                public static void setAlphaOnly(View view, int alpha) { view.setAlpha(alpha); }
            }
            """
        let files = ["java/ReaderActivity.java": activity, "java/TintUtil.java": tint]
        let found = try await AndroidMeasuredAsAndroidTests.contrast(Review.project(views).merging(files) { $1 })
        // Must NOT fire: code paints these backgrounds.
        for id in ["bar_title", "letter"] { #expect(found[id] == nil, "\(id): \(found[id] ?? "")") }
        // Must fire: #FFFFFF on #0082C9, 4.17:1.
        #expect(found["plain_title"]?.contains("4.1") == true, "\(found["plain_title"] ?? "nothing")")
        let bare = try await AndroidMeasuredAsAndroidTests.contrast(Review.project(views))
        for id in ["bar_title", "letter"] { #expect(bare[id] != nil, "\(id)") }
    }

    /// iNaturalist `HtmlUtils.java:51-131`: the three-argument `fromHtml(textView, html, clickable)`
    /// sets no text itself; Markwon's `markwon.setParsedMarkdown(textView, finalHtmlText)` (:131)
    /// renders into the view, so `CommentsIdsAdapter.java:334`'s `HtmlUtils.fromHtml(comment, body)`
    /// fills `comment_id_item_obs_viewer.xml:185`'s "..comment.." placeholder.
    @Test func markdownALibraryRendersIntoAHelpersParameterIsCodeText() throws {
        let adapter = """
            public class CommentsIdsAdapter {
                public View getView(int position, View convertView, ViewGroup parent) {
                    final View view = inflater.inflate(R.layout.account_item, parent, false);
                    final TextView comment = (TextView) view.findViewById(R.id.java_text);
                    HtmlUtils.fromHtml(comment, item.getString("body"));
                    final TextView other = (TextView) view.findViewById(R.id.other_text);
                    HtmlUtils.linkify(other, item.getString("body"));
                    final TextView terms = (TextView) view.findViewById(R.id.quota_text);
                    HtmlUtils.fromHtml(terms, terms.getText().toString());
                    return view;
                }
            }
            """
        let html = """
            public class HtmlUtils {
                public static void fromHtml(TextView textView, String html) {
                    fromHtml(textView, html, true);
                }
                public static void fromHtml(TextView textView, String html, boolean clickable) {
                    Markwon markwon = Markwon.builder(textView.getContext()).build();
                    Spanned finalHtmlText = markwon.toMarkdown(html);
                    textView.setMovementMethod(BetterLinkMovementMethod.newInstance());
                    markwon.setParsedMarkdown(textView, finalHtmlText);
                }
                public static void linkify(TextView textView, String html) {
                    TextView preview = new TextView(textView.getContext());
                    markwon.setMarkdown(preview, html);
                    textView.setMovementMethod(null);
                }
            }
            """
        let elements = try AndroidTextSetterTests.elements(["java/app/CommentsIdsAdapter.java": adapter, "java/app/HtmlUtils.java": html])
        // Must NOT be audited as the layout's: Markwon replaces the text.
        #expect(elements["java_text"]?.text == nil)
        #expect(elements["java_text"]?.codeText?.value == .unreadable("finalHtmlText"))
        // Must stay audited: the helper renders into another view, not its parameter.
        #expect(elements["other_text"]?.codeText == nil)
        #expect(elements["other_text"]?.text == ScannedText(key: "sample", literal: "Sample text"))
        // Must stay audited: handed its own text (`LoginSignupActivity.java:348`), the helper renders the layout's text.
        #expect(elements["quota_text"]?.codeText == nil)
        #expect(elements["quota_text"]?.text != nil)
    }
}
