import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Threema e2defbb8 cases (fresh judge, issue 33): a layout a fragment adds into its own view
/// (W3), text over an app view class that draws a photo (W4), a fragment file that only names a
/// `DialogFragment` type (W7) and an emoji view whose only text is an emoji sample (W8).
@Suite struct AndroidThreemaCasesTests {
    typealias Elements = AndroidContentViewTests

    static let ui = #"""
        <FrameLayout \#(AndroidLayoutReaderTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
            <TextView android:id="@+id/explain" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textColor="#ffffff" android:text="Tap for photo"/>
        </FrameLayout>
        """#
    static let cameraActivity = """
        class CameraActivity : AppCompatActivity() {
            override fun onCreate(state: Bundle?) {
                setContentView(R.layout.activity_camera)
                supportFragmentManager.beginTransaction().add(R.id.host, CameraFragment()).commit()
            }
        }
        """
    static let activityCamera = #"""
        <FrameLayout \#(AndroidLayoutReaderTests.namespaces) android:id="@+id/host" android:layout_width="match_parent" android:layout_height="match_parent"/>
        """#

    static func cameraFragment(_ line: String) -> String {
        """
        class CameraFragment : Fragment() {
            private lateinit var container: ConstraintLayout
            override fun onCreateView(inflater: LayoutInflater, parent: ViewGroup?, state: Bundle?): View =
                inflater.inflate(R.layout.camera_fragment, parent, false)
            private fun updateUi() {
                \(line)
            }
        }
        """
    }

    static func explainBackground(_ line: String) throws -> ScannedColor? {
        try Elements.elements(
            "camera_ui",
            [
                "res/layout/camera_ui.xml": Self.ui, "res/layout/activity_camera.xml": Self.activityCamera,
                "res/layout/camera_fragment.xml": Self.activityCamera.replacingOccurrences(of: "@+id/host", with: "@+id/root"),
                "java/CameraActivity.kt": Self.cameraActivity, "java/CameraFragment.kt": Self.cameraFragment(line),
            ])["explain"]?.backgroundColor
    }

    // W3, CameraFragment.kt:657: `View.inflate(ctx, R.layout.x, container)` adds into the fragment's view: unknown, not the window.
    @Test func aLayoutAddedIntoAFragmentsViewIsNotOnTheWindow() throws {
        let added = try Self.explainBackground("View.inflate(requireContext(), R.layout.camera_ui, container)")
        #expect(Elements.reason(added) != nil, "\(String(describing: added))")
        let attached = try Self.explainBackground("layoutInflater.inflate(R.layout.camera_ui, container, true)")
        #expect(Elements.reason(attached) != nil, "\(String(describing: attached))")
        // Must still fire: inflated as a fragment's own view, it is on the activity's window.
        let own = try Self.explainBackground("val v = layoutInflater.inflate(R.layout.camera_ui, container, false)")
        #expect(Elements.reason(own) == nil, "\(String(describing: own))")
    }

    static let detail = #"""
        <FrameLayout \#(AndroidLayoutReaderTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
            <com.example.AvatarEditView android:id="@+id/avatar" android:layout_width="match_parent" android:layout_height="match_parent"/>
            <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:layout_gravity="bottom">
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Alice"/>
            </LinearLayout>
        </FrameLayout>
        """#
    static let avatarLayout = #"""
        <merge \#(AndroidLayoutReaderTests.namespaces)>
            <ImageView android:id="@+id/avatar_view" android:layout_width="match_parent" android:layout_height="match_parent"/>
            <ImageView android:id="@+id/avatar_edit" android:layout_width="32dp" android:layout_height="32dp" android:layout_gravity="center"/>
        </merge>
        """#
    static let avatarView = """
        public class AvatarEditView extends FrameLayout implements View.OnClickListener {
            private void init(Context context) {
                LayoutInflater inflater = (LayoutInflater) context.getSystemService(Context.LAYOUT_INFLATER_SERVICE);
                inflater.inflate(R.layout.view_avatar_edit, this);
            }
        }
        """
    static let detailActivity = "class DetailActivity : AppCompatActivity() {\n fun onCreate() { setContentView(R.layout.detail) }\n}"

    // W4, activity_contact_detail.xml:64: the title is over AvatarEditView's photo, not the window.
    @Test func textOverAnAppViewThatDrawsAPhotoIsNotMeasured() throws {
        func title(avatar: String) throws -> ScannedColor? {
            try Elements.elements(
                "detail",
                [
                    "res/layout/detail.xml": Self.detail, "res/layout/view_avatar_edit.xml": avatar, "java/AvatarEditView.java": Self.avatarView,
                    "java/DetailActivity.kt": Self.detailActivity,
                ])["title"]?.backgroundColor
        }
        let photo = try title(avatar: Self.avatarLayout)
        #expect(Elements.reason(photo)?.contains("picture") == true, "\(String(describing: photo))")
        // Must not: a view class whose layout starts with a small icon draws no picture under the text.
        let icon = try title(
            avatar: Self.avatarLayout.replacingOccurrences(
                of: #"android:id="@+id/avatar_view" android:layout_width="match_parent""#, with: #"android:id="@+id/avatar_view" android:layout_width="24dp""#))
        #expect(Elements.reason(icon) == nil, "\(String(describing: icon))")
    }

    static let myID = #"""
        <LinearLayout \#(AndroidLayoutReaderTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <TextView android:id="@+id/message" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Some settings are disabled"/>
        </LinearLayout>
        """#

    // W7, MyIDFragment.kt:509: `val dialogFragment: DialogFragment = …` makes no dialog of the fragment.
    @Test func aFragmentThatOnlyNamesADialogFragmentTypeIsNoDialog() throws {
        func inDialog(_ header: String, _ body: String) throws -> Bool {
            let kotlin = """
                \(header) {
                    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View? {
                        val fragmentView = inflater.inflate(R.layout.fragment_my_id, container, false)!!
                        return fragmentView
                    }
                    private fun askPassword() {
                        \(body)
                    }
                }
                """
            return try Elements.elements("fragment_my_id", ["res/layout/fragment_my_id.xml": Self.myID, "java/MyIDFragment.kt": kotlin])["message"]?
                .isInDialog == true
        }
        #expect(try !inDialog("class MyIDFragment : MainFragment(), DialogClickListener", "val dialogFragment: DialogFragment = PasswordDialog.newInstance()"))
        // Must still fire: a class that extends DialogFragment shows its view in a dialog.
        #expect(try inDialog("class MyIDFragment(val id: Int) : DialogFragment()", "dismiss()"))
    }

    static let reaction = #"""
        <LinearLayout \#(AndroidLayoutReaderTests.namespaces) android:layout_width="wrap_content" android:layout_height="wrap_content" android:orientation="horizontal">
            <com.example.emojis.EmojiTextView android:id="@+id/reaction_emoji" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="15dp" tools:text="&#128522;"/>
            <com.example.emojis.EmojiTextView android:id="@+id/reaction_label" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="12dp" tools:text="12"/>
        </LinearLayout>
        """#

    // W8, view_emoji_reaction.xml:12: an emoji view whose only text is an emoji sample is an emoji.
    @Test func anEmojiViewWithAnEmojiSampleIsAPictogram() throws {
        let code = """
            class EmojiReactionsButton : LinearLayout {
                fun render() {
                    emojiView = findViewById(R.id.reaction_emoji)
                    emojiView.setSingleEmojiSequence(emojiSequence)
                    labelView = findViewById(R.id.reaction_label)
                    labelView.setSingleEmojiSequence(count)
                }
            }
            """
        let found = try Elements.elements("reaction", ["res/layout/reaction.xml": Self.reaction, "java/EmojiReactionsButton.kt": code])
        #expect(found["reaction_emoji"]?.pictogram == "\u{1F60A}")
        // Must not: a sample that is not only emoji stays a text.
        #expect(found["reaction_label"]?.pictogram == nil)
    }

    // W6: only a `${name}` is a build-time placeholder.
    @Test func aBuildTemplateIsADollarBraceName() {
        #expect(ScanOverflowAudit.hasBuildTemplate("Вашият ${app_name_short} идентификатор"))
        #expect(ScanOverflowAudit.hasBuildTemplate("a ${app.name-short} b"))
        #expect(!ScanOverflowAudit.hasBuildTemplate("costs $5 {x} ${ } $"))
    }
}
