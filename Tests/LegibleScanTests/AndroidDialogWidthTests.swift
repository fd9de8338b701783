import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A layout the app's code shows as a dialog's view is as wide as the dialog at its widest: the
/// screen less the window background's insets (issue 34), 24 dp a side for
/// `MaterialAlertDialogBuilder` on the listed phones (`mtrl_alert_dialog_background_inset_start/end`,
/// `values-small` and `values-h480dp`), 16 dp for `AlertDialog.Builder` and a dialog fragment's own
/// window (`abc_dialog_material_background`, `dialog_background_material`), per
/// `Tables/android-dialog-insets.csv`. The layout below pads its text 24 dp a side.
@Suite struct AndroidDialogWidthTests {
    typealias Solve = AndroidLayoutSolveTests

    static let layout = #"""
        <LinearLayout \#(AndroidLayoutReaderTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical" android:paddingHorizontal="24dp">
            <TextView android:id="@+id/message" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Remove?"/>
        </LinearLayout>
        """#

    /// The message's widths with `sources` under `java/`, at 320, 360 and 411 dp.
    static func widths(_ sources: [String: String]) throws -> (widths: [Double: Double], inDialog: Bool) {
        let elements = try AndroidContentViewTests.elements("confirm", ["res/layout/confirm.xml": layout].merging(sources) { $1 })
        return (Solve.widths(elements, "message"), elements["message"]?.isInDialog == true)
    }

    static let material = """
        class ConfirmDialog : DialogFragment() {
            override fun onCreateDialog(state: Bundle?): Dialog {
                val binding = ConfirmBinding.inflate(layoutInflater)
                return MaterialAlertDialogBuilder(requireContext())
                    .setTitle(R.string.title)
                    .setView(binding!!.root)
                    .create()
            }
        }
        """

    // Material: screen − 2·24 − 2·24 padding: 320 → 224, 360 → 264, 411 → 315.
    @Test func aMaterialDialogsViewIsTheScreenLessItsInsets() throws {
        let found = try Self.widths(["java/ConfirmDialog.kt": Self.material])
        #expect(Solve.close(found.widths, [320: 224, 360: 264, 411: 315]))
        #expect(found.inDialog)
    }

    // AppCompat or the framework, in Java through a variable: screen − 2·16 − 2·24: 320 → 240, 360 → 280, 411 → 331.
    @Test func anAlertDialogsViewIsInsetSixteen() throws {
        let java = """
            class Confirm {
                void show(Context context) {
                    View view = LayoutInflater.from(context)
                        .inflate(R.layout.confirm, null);
                    new AlertDialog.Builder(context).setView(view).show();
                }
            }
            """
        let found = try Self.widths(["java/Confirm.java": java])
        #expect(Solve.close(found.widths, [320: 240, 360: 280, 411: 331]))
        // A dialog fragment's own window, its layout inflated in onCreateView: 16 dp too.
        let fragment = """
            class ConfirmFragment : AppCompatDialogFragment() {
                override fun onCreateView(inflater: LayoutInflater, parent: ViewGroup?, state: Bundle?): View? {
                    return inflater.inflate(R.layout.confirm, parent, false)
                }
            }
            """
        #expect(Solve.close(try Self.widths(["java/ConfirmFragment.kt": fragment]).widths, [320: 240, 360: 280, 411: 331]))
    }

    // A binding behind a backing property (Nextcloud AccountRemovalDialog.kt:68/81): Material's 24 dp, 224 at 320.
    @Test func aBackingPropertysBindingIsFollowed() throws {
        let backed = Self.material.replacingOccurrences(of: "val binding = ConfirmBinding", with: "_binding = ConfirmBinding")
            .replacingOccurrences(of: "binding!!.root", with: "binding.root")
            .replacingOccurrences(
                of: "class ConfirmDialog : DialogFragment() {",
                with: "class ConfirmDialog : Fragment() {\n    private var _binding: ConfirmBinding? = null\n    private val binding get() = _binding!!")
        #expect(Solve.close(try Self.widths(["java/ConfirmDialog.kt": backed]).widths, [320: 224, 360: 264, 411: 315]))
    }

    // Must keep the screen, 320 − 48 = 272, 360 → 312, 411 → 363: no code, a bottom sheet (as
    // wide as the screen), a layout an adapter inflates too, a dialog whose window background code
    // replaces, and an activity's content view.
    @Test func otherLayoutsKeepTheScreen() throws {
        let full: [Double: Double] = [320: 272, 360: 312, 411: 363]
        let sheet = """
            class ConfirmSheet : BottomSheetDialogFragment() {
                override fun onCreateView(inflater: LayoutInflater, parent: ViewGroup?, state: Bundle?): View {
                    return ConfirmBinding.inflate(inflater, parent, false).root
                }
            }
            """
        let adapter = "class Rows { fun bind(parent: ViewGroup) = LayoutInflater.from(parent.context).inflate(R.layout.confirm, parent, false) }"
        let transparent = Self.material.replacingOccurrences(
            of: ".create()", with: ".create().also { it.window?.setBackgroundDrawable(ColorDrawable(Color.TRANSPARENT)) }")
        let activity = "class Confirm : AppCompatActivity() { override fun onCreate(s: Bundle?) { setContentView(R.layout.confirm) } }"
        let cases: [[String: String]] = [
            [:], ["java/ConfirmSheet.kt": sheet], ["java/ConfirmDialog.kt": Self.material, "java/Rows.kt": adapter],
            ["java/ConfirmDialog.kt": transparent], ["java/ConfirmDialog.kt": Self.material, "java/Confirm.kt": activity],
        ]
        for sources in cases {
            let found = try Self.widths(sources)
            #expect(Solve.close(found.widths, full), "\(sources.keys.sorted())")
            #expect(!found.inDialog, "\(sources.keys.sorted())")
        }
    }

    // An app dialog theme with its own window background (Nextcloud's ownCloud.AlertDialog,
    // styles.xml:140/144): AlertDialog.Builder's window may reach the screen's edges, 320 − 48 = 272;
    // MaterialAlertDialogBuilder draws its own inset background over it, 224 as before.
    @Test func anAppWindowBackgroundDropsTheAlertDialogInset() throws {
        let styles = """
            <resources><style name="Restyled" parent="Theme.AppCompat.Light"><item name="alertDialogTheme">@style/App.Dialog</item></style>
            <style name="App.Dialog" parent="ThemeOverlay.AppCompat.Dialog.Alert"><item name="android:windowBackground">#FFFFFF</item></style></resources>
            """
        let java = "class Confirm { void show(Context c) { new AlertDialog.Builder(c).setView(R.layout.confirm).show(); } }"
        let plain = try Self.widths(["java/Confirm.java": java, "res/values/dialogs.xml": styles])
        #expect(Solve.close(plain.widths, [320: 272, 360: 312, 411: 363]))
        let material = try Self.widths(["java/ConfirmDialog.kt": Self.material, "res/values/dialogs.xml": styles])
        #expect(Solve.close(material.widths, [320: 224, 360: 264, 411: 315]))
    }

    // A screen the table does not list has an unknown height: the smallest Material inset, 10 dp.
    @Test func anUnlistedScreenTakesTheSmallestInset() {
        #expect(AndroidDialogWidth(builders: [.material]).width(onScreen: 400) == 380)
        #expect(AndroidDialogWidth(builders: [.unknown]).width(onScreen: 360) == 328)
        #expect(AndroidDialogWidth(builders: [.material, .alertDialog]).width(onScreen: 411) == 379)
    }

    @Test func anOverflowInADialogSaysSo() {
        let finding = Finding(id: "x", rule: "overflow.label", severity: .error, message: "\"Remove?\" overflows", location: nil)
        let records = [(record: ScanFindingRecord(finding: finding, element: 3), screens: [320.0, 360])]
        let merged = ScanOverflowAudit.mergingScreens(records, platform: .android, inDialog: [3])
        #expect(merged.first?.finding.message == "in a dialog at 320 dp (also 360 dp), \"Remove?\" overflows")
        #expect(ScanOverflowAudit.mergingScreens(records, platform: .android).first?.finding.message == "at 320 dp (also 360 dp), \"Remove?\" overflows")
    }

    // The table's every cell is the code's.
    @Test func tableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-dialog-insets.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        #expect(rows.count == AndroidDialogWidth.materialInsets.count + 3)
        for row in rows {
            let inset = try #require(Double(row[2]))
            if row[0] == "MaterialAlertDialogBuilder" {
                #expect(AndroidDialogWidth.materialInsets[row[1]] == inset, "\(row[1])")
            } else {
                #expect(AndroidDialogWidth.alertDialogInset == inset, "\(row[0])")
            }
        }
    }
}
