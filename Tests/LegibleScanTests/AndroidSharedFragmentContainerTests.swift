import Foundation
import LegibleColor
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, fresh judge 9a D4: Briar b46d008a shows its fragments in one shared content view,
/// `activity_fragment_container.xml` (a bare FrameLayout `fragmentContainer`), which 14 activities
/// set in BriarTheme and BriarTheme.NoActionBar. RemovableDriveActivity alone puts ChooserFragment
/// there (`RemovableDriveActivity.java:57`, `:63-66`), so `fragment_transfer_data_chooser.xml:46`
/// is on that activity's window; the themes of the other activities sharing the layout do not
/// matter.
@Suite struct AndroidSharedFragmentContainerTests {
    typealias Base = AndroidContentViewTests
    static let container =
        ##"<FrameLayout \##(Base.namespaces) android:id="@+id/fragmentContainer" android:layout_width="match_parent" android:layout_height="match_parent"/>"##

    /// A Java activity that shows the shared container and puts `fragment` in it.
    static func activity(_ name: String, showing fragment: String) -> String {
        """
        public class \(name) extends AppCompatActivity {
            @Override public void onCreate(Bundle state) {
                super.onCreate(state);
                setContentView(R.layout.activity_fragment_container);
                Fragment f = new \(fragment)();
                getSupportFragmentManager().beginTransaction().replace(R.id.fragmentContainer, f, "tag").commit();
            }
        }
        """
    }

    static func fragment(_ name: String, layout: String) -> String {
        """
        public class \(name) extends Fragment {
            @Override public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle state) {
                return inflater.inflate(R.layout.\(layout), container, false);
            }
        }
        """
    }

    /// SetupActivity (in Theme.App.Dark, whose window is black) shows SetupFragment, and
    /// RemovableDriveActivity (the application's Theme.App, white) shows `chooser`.
    static func app(setupShows: String = "SetupFragment") -> [String: String] {
        let manifest = #"""
            <manifest \#(Base.namespaces)><application android:theme="@style/Theme.App">
            <activity android:name=".SetupActivity" android:theme="@style/Theme.App.Dark"/>
            <activity android:name=".RemovableDriveActivity"/></application></manifest>
            """#
        return [
            "AndroidManifest.xml": manifest, "res/layout/activity_fragment_container.xml": container,
            "res/layout/fragment_chooser.xml": Base.bare, "res/layout/fragment_setup.xml": Base.bare,
            "java/SetupActivity.java": activity("SetupActivity", showing: setupShows),
            "java/RemovableDriveActivity.java": activity("RemovableDriveActivity", showing: "ChooserFragment"),
            "java/ChooserFragment.java": fragment("ChooserFragment", layout: "fragment_chooser"),
            "java/SetupFragment.java": fragment("SetupFragment", layout: "fragment_setup"),
        ]
    }

    @Test func aFragmentInASharedContainerIsOnItsOwnHostsWindow() throws {
        // Must fire: each fragment is on the window of the one activity that shows it.
        #expect(try Base.elements("fragment_chooser", Self.app())["status"]?.backgroundColor == Base.window(Base.white))
        #expect(try Base.elements("fragment_setup", Self.app())["status"]?.backgroundColor == Base.window(Base.black, theme: "Theme.App.Dark"))
    }

    @Test func aFragmentTwoHostsInDifferentThemesShowKeepsAnUnknownBackground() throws {
        // Must NOT fire: SetupActivity shows ChooserFragment too, in the other theme.
        let status = try Base.elements("fragment_chooser", Self.app(setupShows: "ChooserFragment"))["status"]?.backgroundColor
        #expect(Base.reason(status)?.contains("different themes (Theme.App and Theme.App.Dark)") == true, "\(String(describing: status))")
    }
}
