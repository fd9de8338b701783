import Foundation
import LegibleColor
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33: an `<include>`d layout is on what is behind its include tag. Omni-Notes 16fbf883
/// `layout/password_buttons.xml:42` is included by `activity_password.xml:104` (a ScrollView and
/// a LinearLayout that draw nothing), PasswordActivity's content view (`PasswordActivity.java:62`):
/// its red "OK" is on the activity's window.
@Suite struct AndroidIncluderBackgroundTests {
    typealias Base = AndroidContentViewTests
    static let ns = Base.namespaces

    /// activity_password.xml's chain down to the include; `container` is the LinearLayout's extra attributes.
    static func includer(_ container: String = "", tag: String = "LinearLayout") -> String {
        ##"""
        <RelativeLayout \##(ns) android:layout_width="match_parent" android:layout_height="wrap_content">
            <ScrollView android:id="@+id/password_root" android:layout_width="match_parent" android:layout_height="wrap_content" android:padding="16dp">
                <\##(tag) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical" \##(container)>
                    <include layout="@layout/password_buttons" />
                </\##(tag)>
            </ScrollView>
        </RelativeLayout>
        """##
    }
    static let activity = """
        public class PasswordActivity extends BaseActivity {
          @Override protected void onCreate(Bundle savedInstanceState) { super.onCreate(savedInstanceState); setContentView(R.layout.activity_password); }
        }
        """
    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        [
            "res/layout/password_buttons.xml": Base.bare, "res/layout/activity_password.xml": includer(),
            "java/it/feio/android/omninotes/PasswordActivity.java": activity,
        ].merging(changes) { $1 }
    }

    static func status(_ files: [String: String]) throws -> ScannedColor? {
        try Base.elements("password_buttons", files)["status"]?.backgroundColor
    }

    @Test func omniNotesPasswordButtonsAreOnThePasswordActivitysWindow() throws {
        // Must fire: nothing between the include and PasswordActivity's window draws.
        #expect(try Self.status(Self.app()) == Base.window(Base.white))
        // A drawn ancestor's readable fill is what the include is on.
        let filled = Self.app(["res/layout/activity_password.xml": Self.includer(##"android:background="#EEEEEE""##)])
        #expect(try Self.status(filled) == .literal(SRGBColor(red8: 0xEE, green8: 0xEE, blue8: 0xEE), alpha: 1))
        // Two includers on the same window agree.
        let other =
            #"<FrameLayout \#(Self.ns) android:layout_width="match_parent" android:layout_height="match_parent"><include layout="@layout/password_buttons"/></FrameLayout>"#
        let second =
            "class LockActivity : AppCompatActivity() {\n override fun onCreate(s: Bundle?) { super.onCreate(s); setContentView(R.layout.activity_lock) }\n}"
        #expect(try Self.status(Self.app(["res/layout/activity_lock.xml": other, "java/LockActivity.kt": second])) == Base.window(Base.white))
    }

    @Test func anIncludeOnAnUnknownOrDisagreeingBackgroundStaysUnknown() throws {
        let unknown = "no view in the layout sets a background; the app's theme or the view the layout is placed in decides it"
        // Must NOT fire: a second includer draws black behind its include.
        let black =
            ##"<FrameLayout \##(Self.ns) android:layout_width="match_parent" android:layout_height="match_parent" android:background="#000000"><include layout="@layout/password_buttons"/></FrameLayout>"##
        let second =
            "class LockActivity : AppCompatActivity() {\n override fun onCreate(s: Bundle?) { super.onCreate(s); setContentView(R.layout.activity_lock) }\n}"
        #expect(Base.reason(try Self.status(Self.app(["res/layout/activity_lock.xml": black, "java/LockActivity.kt": second]))) == unknown)
        for changes in [
            // A container whose drawable the scan cannot read.
            ["res/layout/activity_password.xml": Self.includer(#"android:background="@drawable/photo""#)],
            // The includer is no activity's content view.
            ["java/it/feio/android/omninotes/PasswordActivity.java": Self.activity.replacingOccurrences(of: "setContentView", with: "inflate")],
            // Code inflates the layout somewhere else too.
            ["java/Rows.kt": "class Rows { fun make(i: LayoutInflater) = i.inflate(R.layout.password_buttons, null) }"],
        ] {
            let reason = Base.reason(try Self.status(Self.app(changes)))
            #expect(reason != nil, "\(changes.keys)")
        }
        // A card takes its own fill, never the window's.
        let card = try Self.status(Self.app(["res/layout/activity_password.xml": Self.includer(tag: "androidx.cardview.widget.CardView")]))
        #expect(card != Base.window(Base.white))
    }
}
