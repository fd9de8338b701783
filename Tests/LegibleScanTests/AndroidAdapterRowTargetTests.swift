import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// `target.small` recall on Android (issue 33, fresh-android26a pattern 4): the rows a framework
/// adapter fills into a list that acts on a tap are targets, though no code gives a row a listener.
/// osmeditor4android 4f41a432 `ElementSelectionActionModeCallback.java:550-551`
/// (`new ArrayAdapter<>(context, R.layout.dialog_list_item, todoLists); builder.setAdapter(adapter,
/// listener);`) with `dialog_list_item.xml:2`, a `TextView` of `minHeight="32dp"` in
/// `?android:attr/textAppearanceListItemSmall` (16 sp: one line with font padding is 21.2 dp):
/// 32 dp rows, 8 dp short top and bottom.
@Suite struct AndroidAdapterRowTargetTests {
    /// `dialog_list_item.xml:2`, with its `minHeight`.
    private func row(minHeight: String = "32dp") -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <TextView \(AndroidContentViewTests.namespaces)
            android:id="@+id/name"
            android:layout_width="match_parent"
            android:layout_height="wrap_content"
            android:minHeight="\(minHeight)"
            android:paddingLeft="?attr/dialogPreferredPadding"
            android:paddingRight="?attr/dialogPreferredPadding"
            android:textAppearance="?android:attr/textAppearanceListItemSmall"
            android:maxLines="1" />
        """
    }

    private let theme = #"<resources><style name="Theme.App" parent="Theme.AppCompat.Light"/></resources>"#

    /// The layout files with a `target.small` finding.
    private func smallRows(_ files: [String: String]) async throws -> [String] {
        let report = try await AndroidTargetJudgingTests.scan(files)
        return report.findings.findings.filter { $0.rule == "target.small" }.compactMap { $0.location?.file.split(separator: "/").last.map(String.init) }
            .sorted()
    }

    @Test func rowsOfADialogsAdapterListAreTargets() async throws {
        // osmeditor4android `ElementSelectionActionModeCallback.java:547-553`.
        let java = """
            public class ElementSelectionActionModeCallback {
                public static void selectTodoList(@NonNull Context context, @NonNull List<StringWithDescription> todoLists,
                        @NonNull DialogInterface.OnClickListener listener) {
                    AlertDialog.Builder builder = ThemeUtils.getAlertDialogBuilder(context);
                    builder.setTitle(R.string.select_todo_list);
                    ArrayAdapter<StringWithDescription> adapter = new ArrayAdapter<>(context, R.layout.dialog_list_item, todoLists);
                    builder.setAdapter(adapter, listener);
                    builder.show();
                }
            }
            """
        let kotlin = """
            class Picker {
                fun pick(context: Context, items: List<String>) {
                    val adapter = ArrayAdapter(context, R.layout.kotlin_item, items)
                    AlertDialog.Builder(context).setAdapter(adapter) { _, which -> choose(which) }.show()
                }
            }
            """
        let list = """
            class Lists {
                void fill(ListView list) {
                    list.setAdapter(new SimpleAdapter(ctx, data, R.layout.list_item, from, to));
                    list.setOnItemClickListener(this);
                }
            }
            """
        let found = try await smallRows([
            "res/values/themes.xml": theme, "res/layout/dialog_list_item.xml": row(), "res/layout/kotlin_item.xml": row(),
            "res/layout/list_item.xml": row(), "java/ElementSelectionActionModeCallback.java": java, "java/Picker.kt": kotlin,
            "java/Lists.java": list,
        ])
        #expect(found == ["dialog_list_item.xml", "kotlin_item.xml", "list_item.xml"])
    }

    @Test func rowsNoTapPicksAreNotTargets() async throws {
        // Must NOT fire: a spinner's closed view (no item click), a dialog list given no listener,
        // a list with no item-click listener, a framework row, and a 48 dp row.
        let java = """
            class Forms {
                void fill(Spinner spinner, ListView plain, AlertDialog.Builder builder) {
                    ArrayAdapter<String> spinnerAdapter = new ArrayAdapter<>(ctx, R.layout.spinner_row, items);
                    spinner.setAdapter(spinnerAdapter);
                    ArrayAdapter<String> silent = new ArrayAdapter<>(ctx, R.layout.silent_row, items);
                    builder.setAdapter(silent, null);
                    plain.setAdapter(new ArrayAdapter<>(ctx, R.layout.plain_row, items));
                    ArrayAdapter<String> tall = new ArrayAdapter<>(ctx, R.layout.tall_row, items);
                    builder.setAdapter(tall, listener);
                    builder.setSingleChoiceItems(new ArrayAdapter<>(ctx, android.R.layout.simple_list_item_1, items), 0, listener);
                }
            }
            """
        let found = try await smallRows([
            "res/values/themes.xml": theme, "res/layout/spinner_row.xml": row(), "res/layout/silent_row.xml": row(),
            "res/layout/plain_row.xml": row(), "res/layout/tall_row.xml": row(minHeight: "48dp"), "res/layout/simple_list_item_1.xml": row(),
            "java/Forms.java": java,
        ])
        #expect(found == [])
    }
}
