import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, review of Nextcloud android 36277a10: `synced_folders_settings_layout.xml:141` takes
/// its size from `?attr/textAppearanceListItem`, a theme attribute Legible has no table for, and
/// was skipped without a word. It is now a `scan.unresolved` note that says the size is unknown.
@Suite struct AndroidUnknownThemeAppearanceTests {
    @Test func aThemeAppearanceWithoutASizeIsSaidToBeUnknown() async throws {
        func label(_ id: String, _ attributes: String) -> String {
            #"<TextView android:id="@+id/\#(id)" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="On Wi-Fi only" \#(attributes)/>"#
        }
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            \(label("list_item", #"android:textAppearance="?attr/textAppearanceListItem""#))
            \(label("body_large", #"android:textAppearance="?attr/textAppearanceBodyLarge""#))
            \(label("sized_list_item", #"android:textAppearance="?attr/textAppearanceListItem" android:textSize="16sp""#))
            </LinearLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/main.xml": layout])
        let notes = report.findings.findings.filter { $0.rule == "scan.unresolved" }
        // Must fire: the size comes only from the unknown appearance.
        #expect(notes.map(\.id) == ["list_item"])
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.message.contains("?attr/textAppearanceListItem") == true && notes.first?.message.contains("text size unknown") == true)
        // Must NOT: a Material 3 role Legible knows, or a size the view sets itself.
    }
}
