import Foundation
import LegibleCatalogs
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Wikipedia's Android app keeps a note for translators beside each string in `values-qq`
/// (translatewiki.net's message documentation); the scan measured those notes as German or French
/// are measured, and reported "Hint text for the search box. Should be as short as possible." as a
/// label that overflows. Only locales someone sees are audited.
@Suite struct TranslatorNotesLocaleTests {
    static let layout = #"""
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
        <TextView android:id="@+id/hint" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1" android:textSize="14sp" android:text="@string/hint"/>
        </LinearLayout>
        """#

    static func overflow(locale folder: String, text: String) async throws -> [Finding] {
        let files = [
            "app/src/main/res/values/strings.xml": #"<resources><string name="hint">Find</string></resources>"#,
            "app/src/main/res/\(folder)/strings.xml": "<resources><string name=\"hint\">\(text)</string></resources>",
            "app/src/main/res/layout/search.xml": layout,
        ]
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        let report = try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
        return report.findings.findings.filter { $0.rule == "overflow.label" }
    }

    static let long = "Hint text for the search box. Should be as short as possible."

    @Test func aTranslationThatIsTooLongOverflows() async throws {
        let findings = try await Self.overflow(locale: "values-de", text: Self.long)
        #expect(findings.map(\.id) == ["hint [de]"])
    }

    @Test(arguments: ["values-qq", "values-b+qqq", "values-en-rXA", "values-ar-rXB"])
    func notesForTranslatorsAndPseudolocalesAreNotAudited(folder: String) async throws {
        #expect(try await Self.overflow(locale: folder, text: Self.long).isEmpty)
    }

    @Test func theLocalesNobodySees() {
        #expect(!StringCatalog.isShownLocale("qq") && !StringCatalog.isShownLocale("qqq"))
        #expect(!StringCatalog.isShownLocale("en-XA") && !StringCatalog.isShownLocale("ar-XB"))
        #expect(StringCatalog.isShownLocale("de") && StringCatalog.isShownLocale("en") && StringCatalog.isShownLocale("pt-BR"))
    }
}
