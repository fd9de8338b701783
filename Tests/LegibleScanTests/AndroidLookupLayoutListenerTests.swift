import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// opentasks 3ccb6f9d `account_list_item_dialog.xml:9`: two layouts a file names declare
/// `@+id/btn_settings`; the listener (`SettingsListFragment.java:366`, `item.btnSettings`) is on
/// the view `:405` looks up in the root `:401` inflates from `visible_task_list_item.xml`. It went
/// to every layout the file names, and the dialog row's 24 dp account icon was a target.small
/// error (fresh-droid30b W).
@Suite struct AndroidLookupLayoutListenerTests {
    static func row(_ name: String) -> String {
        """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <ImageView android:id="@+id/btn_settings" android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/\(name)"/>
        </RelativeLayout>
        """
    }

    static func code(lookupRoot: String) -> String {
        """
        public class ListsFragment extends Fragment {
            private class RowAdapter extends CursorAdapter {
                public void bindView(View v, Context c, final Cursor cur) {
                    Holder item = (Holder) v.getTag();
                    item.btnSettings.setOnClickListener(this);
                }

                public View newView(Context c, Cursor cur, ViewGroup vg) {
                    View newInflatedView = inflater.inflate(R.layout.list_row, vg, false);
                    Holder item = new Holder();
                    item.btnSettings = \(lookupRoot).findViewById(R.id.btn_settings);
                    newInflatedView.setTag(item);
                    return newInflatedView;
                }
            }

            private class Holder {
                View btnSettings;
            }

            private class PickerAdapter extends ArrayAdapter<String> {
                public View getView(int position, View convertView, ViewGroup parent) {
                    if (convertView == null) {
                        convertView = LayoutInflater.from(getContext()).inflate(R.layout.picker_row, parent, false);
                    }
                    return convertView;
                }
            }
        }
        """
    }

    /// The layouts (file names) with a target.small finding.
    static func smallTargets(lookupRoot: String) async throws -> [String] {
        let files = [
            "res/layout/list_row.xml": row("gear"), "res/layout/picker_row.xml": row("account"),
            "java/ListsFragment.java": code(lookupRoot: lookupRoot),
        ]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" && $0.severity > .note }
            .compactMap { $0.location.map { ($0.file as NSString).lastPathComponent } }.sorted()
    }

    @Test func aListenerOnAViewLookedUpInAnInflatedRootIsThatLayouts() async throws {
        // Must fire only in the layout the looked-up root inflates; must not fire in the other.
        #expect(try await Self.smallTargets(lookupRoot: "newInflatedView") == ["list_row.xml"])
        // A lookup on a root the file does not say is either layout's: both, as before.
        #expect(try await Self.smallTargets(lookupRoot: "vg") == ["list_row.xml", "picker_row.xml"])
    }
}
