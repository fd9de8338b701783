import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Threema e2defbb8 W6 (issue 33): `activity_wizard_restore_safe.xml:61`'s hint, "Вашият
/// ${app_name_short} идентификатор", holds a placeholder the Stem plugin fills at build time with
/// a resValue that `buildSrc/.../ProductNames.kt:22` computes (`stringResValue("app_name_short",
/// shortAppName.nonBreaking())`). A placeholder whose value a literal resValue or another string
/// gives is measured expanded; one the scan cannot read is not measured, and a note says so.
@Suite struct AndroidBuildTemplateTests {
    static let strings = #"""
        <resources>
            <string name="wizard_id_restore_hint">Restore your ${app_name_short} ID from the backup on this phone</string>
            <string name="brand">Threema</string>
            <string name="title_threemaid">${brand} ID</string>
        </resources>
        """#

    static func project(gradle: String) -> [String: String] {
        let layout = #"""
            <LinearLayout \#(AndroidLayoutReaderTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
                <TextView android:id="@+id/restore" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1" android:textSize="14sp" android:text="@string/wizard_id_restore_hint"/>
                <TextView android:id="@+id/title" android:layout_width="40dp" android:layout_height="wrap_content" android:maxLines="1" android:textSize="14sp" android:text="@string/title_threemaid"/>
            </LinearLayout>
            """#
        return [
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Material3.Light"/></resources>"#,
            "res/values/strings.xml": Self.strings, "res/layout/activity_wizard_restore_safe.xml": layout, "../../build.gradle.kts": gradle,
        ]
    }

    /// The findings at the layout's view of that id (`restore` on line 2, `title` on line 3), as "rule message".
    static func findings(_ report: ScanReport, _ id: String) -> [String] {
        let line = id == "restore" ? 2 : 3
        return report.findings.findings.filter { $0.location?.line == line }.map { "\($0.rule) \($0.message)" }
    }

    // Must fire, expanded: a literal resValue gives `${app_name_short}`, another string `${brand}`.
    @Test func aPlaceholderWithAReadableValueIsMeasuredExpanded() async throws {
        let gradle = """
            android { defaultConfig { resValue("string", "app_name_short", "Threema") } }
            """
        let report = try await AndroidTargetJudgingTests.scan(Self.project(gradle: gradle))
        let restore = Self.findings(report, "restore").joined(separator: " | ")
        #expect(restore.contains("overflow.label"), "\(restore)")
        #expect(restore.contains("Restore your Threema ID"), "\(restore)")
        #expect(!restore.contains("${"), "\(restore)")
        let title = Self.findings(report, "title").joined(separator: " | ")
        #expect(title.contains("overflow.label") && title.contains("Threema ID"), "\(title)")
    }

    // Must not: Threema's value is computed in buildSrc, so the text is not measured; a note names the placeholder.
    @Test func aPlaceholderWithAComputedValueIsANote() async throws {
        let gradle = """
            plugins { alias(libs.plugins.stem) }
            android { defaultConfig { setProductNames(appName = "Threema") } }
            """
        let report = try await AndroidTargetJudgingTests.scan(Self.project(gradle: gradle))
        let restore = Self.findings(report, "restore")
        #expect(!restore.contains { $0.hasPrefix("overflow.label") }, "\(restore)")
        #expect(restore.contains { $0.hasPrefix("scan.unresolved") && $0.contains("${app_name_short}") && $0.contains("not audited") }, "\(restore)")
        let note = report.findings.findings.first { $0.rule == "scan.unresolved" && $0.message.contains("app_name_short") }
        #expect(note?.severity == .note)
        // `${brand}` is another string resource: still measured.
        #expect(Self.findings(report, "title").contains { $0.hasPrefix("overflow.label") })
    }

    @Test func resValueLiteralsAndConstantsAreRead() {
        let constants = AndroidResources.stringConstants(in: [
            #"object Names { const val SHORT_NAME = "Acme" }"#, #"def longName = 'Acme Pro'"#, #"val computed = "$base Pro""#, #"val joined = "Acme" + suffix"#,
        ])
        #expect(constants == ["SHORT_NAME": "Acme", "longName": "Acme Pro"])
        let gradle = """
            resValue("string", "app_name_short", SHORT_NAME)
            resValue 'string', 'app_name', "\\"Acme App\\""
            resValue("string", "package_name", applicationId!!)
            stringResValue("company_name", companyName.nonBreaking())
            """
        let found = AndroidResources.resValueStrings(in: gradle, constants: constants)
        #expect(found.map { "\($0.0)=\($0.1)" } == ["app_name_short=Acme", "app_name=Acme App"])
        #expect(AndroidResources.literal(#""$applicationId.test""#) == nil)
    }
}
