import Foundation
import LegibleReporting
import Testing

/// Issue 33, fresh-android20a: what the judge of deltachat-android (7a1b15a1) and forecastie
/// (9ee55d7) found wrong or missed, reduced. Ratios (WCAG's formula over the raw hex):
///
///     #FFFFFF on #2196F3 3.12   #555555 on #000000 2.81 (as the scan rounds)   #999999 on #FFFFFF 2.85
@Suite struct AndroidNamesAndPicturesTests {
    private static func text(_ id: String, _ text: String, _ color: String) -> String {
        ##"<TextView android:id="@+id/\##(id)" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="\##(text)" android:textSize="16sp" android:textColor="\##(color)"/>"##
    }

    /// forecastie `AmbiguousLocationDialogFragment.java:55` binds a local `linearLayout` to
    /// `R.id.locationsLinearLayout` and `:78` sets its background: `extensive_widget.xml:10`, whose
    /// id is `linearLayout`, keeps its #2196F3, and its white texts are measured.
    @Test func aLocalNamedLikeAnIdIsTheViewItIsBoundTo() async throws {
        let views = """
            <LinearLayout android:id="@+id/linearLayout" android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#2196F3">
              \(Self.text("wind", "Wind", "#FFFFFF"))
            </LinearLayout>
            <LinearLayout android:id="@+id/locationsLinearLayout" android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#2196F3">
              \(Self.text("location", "Berlin", "#FFFFFF"))
            </LinearLayout>
            <LinearLayout android:id="@+id/tinted" android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#2196F3">
              \(Self.text("tinted_text", "Rain", "#FFFFFF"))
            </LinearLayout>
            """
        let fragment = """
            public class AmbiguousLocationDialogFragment extends DialogFragment {
                public View onCreateView(View view, Holder holder) {
                    final LinearLayout linearLayout = view.findViewById(R.id.locationsLinearLayout);
                    linearLayout.setBackgroundColor(Color.RED);
                    holder.tinted.setBackgroundColor(Color.RED);
                    return view;
                }
            }
            """
        let found = try await AndroidMeasuredAsAndroidTests.contrast(
            AndroidContrastReviewTests.project(views, files: ["java/AmbiguousLocationDialogFragment.java": fragment]))
        // Must fire: the layout whose id only shares the local's name keeps its fill.
        #expect(found["wind"]?.contains("3.12:1") == true, "\(found)")
        // Must not: the view the local is bound to, and one named through a holder, get their fill from code.
        #expect(found["location"] == nil && found["tinted_text"] == nil, "\(found)")
    }

    /// deltachat `conversation_fragment.xml:87`: "👍" in the text colour #de000000 on a black pill.
    /// Colour emoji are drawn in their own colours; a word beside them is text.
    @Test func emojiAloneAreNotMeasuredForContrast() async throws {
        let views = """
            <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#000000">
              \(Self.text("reaction_0", "👍", "#555555"))
              \(Self.text("reaction_2", "❤️", "#555555"))
              \(Self.text("labelled", "Like 👍", "#555555"))
            </LinearLayout>
            """
        let found = try await AndroidMeasuredAsAndroidTests.contrast(AndroidContrastReviewTests.project(views))
        #expect(found["reaction_0"] == nil && found["reaction_2"] == nil, "\(found)")
        #expect(found["labelled"]?.contains("2.81:1") == true, "\(found)")
    }

    /// deltachat `avatar_selector.xml:133`: a `TextView` with `text=" "` and no id shows nothing.
    @Test func aTextOfSpacesAloneIsNotMeasured() async throws {
        let views = """
            <LinearLayout android:id="@+id/column" android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
              <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text=" " android:textColor="#999999"/>
              <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="File" android:textColor="#999999"/>
            </LinearLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan(AndroidContrastReviewTests.project(views))
        let lines = report.findings.findings.filter { $0.rule == "contrast.text" }.compactMap { $0.location?.line }
        // Must fire on "File" (line 4 of the layout), not on the blank (line 3).
        #expect(lines == [4], "\(lines)")
    }

    /// deltachat `conversation_fragment.xml:37`: an indicator `ImageButton` found through the app's
    /// `ViewUtil.findById(view, R.id.x)` (ConversationFragment.java:145) and only shown or hidden
    /// (`:750`) is no touch target; one given a listener the same way is.
    @Test func anIndicatorFoundThroughALookupHelperIsNoTarget() async throws {
        let layout = """
            <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
            <ImageButton android:id="@+id/floating_location_button" android:layout_width="34dp" android:layout_height="34dp" android:src="@drawable/pin"/>
            <ImageButton android:id="@+id/scroll_button" android:layout_width="34dp" android:layout_height="34dp" android:src="@drawable/down"/>
            </FrameLayout>
            """
        let fragment = """
            public class ConversationFragment extends Fragment {
                private View floatingLocationButton;
                private View scrollButton;
                public View onCreateView(LayoutInflater inflater) {
                    View view = inflater.inflate(R.layout.conversation_fragment, null);
                    floatingLocationButton = ViewUtil.findById(view, R.id.floating_location_button);
                    scrollButton = ViewUtil.findById(view, R.id.scroll_button);
                    scrollButton.setOnClickListener(v -> scrollToBottom());
                    return view;
                }
                private void updateLocationButton() {
                    floatingLocationButton.setVisibility(sending ? View.VISIBLE : View.GONE);
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/conversation_fragment.xml": layout, "java/ConversationFragment.java": fragment,
        ])
        let small = report.findings.findings.filter { $0.rule == "target.small" }.map(\.id)
        #expect(small == ["scroll_button"], "\(small)")
    }

    /// deltachat `reactions_pill.xml:16`: a 16 dp view code fills only with `reaction.emoji`
    /// (ReactionsConversationView.java:106) shows emoji, a note; the count beside it is text.
    @Test func aViewCodeGivesOnlyEmojiValuesIsANote() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="wrap_content" android:layout_height="26dp">
            <TextView android:id="@+id/reactions_pill_emoji" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="16dp"/>
            <TextView android:id="@+id/reactions_pill_count" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="12dp"/>
            <TextView android:id="@+id/reactions_pill_name" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="12dp"/>
            </LinearLayout>
            """
        let view = """
            public class ReactionsConversationView extends LinearLayout {
                private static View buildPill(Context context, ViewGroup parent, Reaction reaction) {
                    View root = LayoutInflater.from(context).inflate(R.layout.reactions_pill, parent, false);
                    AppCompatTextView emojiView = root.findViewById(R.id.reactions_pill_emoji);
                    TextView countView = root.findViewById(R.id.reactions_pill_count);
                    TextView nameView = root.findViewById(R.id.reactions_pill_name);
                    emojiView.setText(reaction.emoji);
                    countView.setText(String.valueOf(reaction.count));
                    nameView.setText(reaction.emoji);
                    nameView.setText(reaction.name);
                    return root;
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/reactions_pill.xml": layout, "java/ReactionsConversationView.java": view,
        ])
        let fixed = Dictionary(report.findings.findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }) { first, _ in first }
        // Must not be a warning: every text code gives it is named as emoji.
        #expect(fixed["reactions_pill_emoji"]?.severity == .note, "\(fixed)")
        #expect(fixed["reactions_pill_emoji"]?.message.contains("reaction.emoji") == true)
        // Must stay warnings: a count, and a view code also gives a name.
        #expect(fixed["reactions_pill_count"]?.severity == .warning && fixed["reactions_pill_name"]?.severity == .warning, "\(fixed)")
    }

    /// deltachat 7a1b15a1 `reaction_recipient_item.xml:48`: a 22 dp view with `tools:text=":)"`
    /// that ReactionRecipientItem.java:49 fills with `reactionView.setText(reaction)` shows the emoji
    /// a contact reacted with, a note. The class is the layout's root and names no layout (an
    /// adapter inflates it). A view named as a reaction whose sample is words, or one code also
    /// gives `reactionCount`, stays a warning.
    @Test func aViewCodeGivesOnlyAReactionWithAPlaceholderSampleIsANote() async throws {
        let layout = """
            <org.example.ReactionRecipientItem \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="60dp">
            <TextView android:id="@+id/reaction" android:layout_width="wrap_content" android:layout_height="40dp" android:textSize="22dp" tools:text=":)"/>
            <TextView android:id="@+id/worded" android:layout_width="wrap_content" android:layout_height="40dp" android:textSize="22dp" tools:text="Liked"/>
            <TextView android:id="@+id/counted" android:layout_width="wrap_content" android:layout_height="40dp" android:textSize="22dp" tools:text=":)"/>
            </org.example.ReactionRecipientItem>
            """
        let item = """
            public class ReactionRecipientItem extends LinearLayout {
                private TextView reactionView;
                private TextView wordedView;
                private TextView countedView;
                private String reaction;
                protected void onFinishInflate() {
                    this.reactionView = findViewById(R.id.reaction);
                    this.wordedView = findViewById(R.id.worded);
                    this.countedView = findViewById(R.id.counted);
                }
                public void bind(String reaction, int reactionCount) {
                    this.reaction = reaction;
                    this.reactionView.setText(reaction);
                    this.wordedView.setText(reaction);
                    this.countedView.setText(reaction);
                    this.countedView.setText(String.valueOf(reactionCount));
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/reaction_recipient_item.xml": layout, "java/ReactionRecipientItem.java": item,
        ])
        let fixed = Dictionary(report.findings.findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }) { first, _ in first }
        #expect(fixed["reaction"]?.severity == .note && fixed["reaction"]?.message.contains("reaction") == true, "\(fixed)")
        #expect(fixed["worded"]?.severity == .warning && fixed["counted"]?.severity == .warning, "\(fixed)")
    }

    /// deltachat `conversation_input_panel.xml:132`/`:142`: `match_parent` buttons in a 40×40 dp
    /// `AnimatingToggle extends FrameLayout` are 40 dp tall; in a class that measures its own way, not known.
    @Test func aMatchParentChildOfAnAppFrameLayoutIsItsSize() async throws {
        func toggle(_ tag: String, _ id: String) -> String {
            """
            <org.example.\(tag) android:layout_width="40dp" android:layout_height="40dp">
              <ImageButton android:id="@+id/\(id)" android:layout_width="match_parent" android:layout_height="match_parent" android:src="@drawable/attach"/>
            </org.example.\(tag)>
            """
        }
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            \(toggle("AnimatingToggle", "attach_button"))
            \(toggle("MeasuringToggle", "send_button"))
            </LinearLayout>
            """
        let panel = """
            public class InputPanel {
                void bind(View view) {
                    view.findViewById(R.id.attach_button).setOnClickListener(v -> attach());
                    view.findViewById(R.id.send_button).setOnClickListener(v -> send());
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/conversation_input_panel.xml": layout, "java/InputPanel.java": panel,
            "java/AnimatingToggle.java": "public class AnimatingToggle extends FrameLayout {\n}",
            "java/MeasuringToggle.java": "public class MeasuringToggle extends FrameLayout {\n protected void onMeasure(int w, int h) { }\n}",
        ])
        let small = report.findings.findings.filter { $0.rule == "target.small" && $0.severity == .error }
        #expect(small.map(\.id) == ["attach_button"], "\(small.map(\.message))")
        #expect(small.first?.message.contains("40 dp tall") == true, "\(small.map(\.message))")
    }
}
