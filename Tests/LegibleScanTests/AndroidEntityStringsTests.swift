import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// termux-app (30ebb2de) declares its app's name as an entity in the DOCTYPE of
/// `app/src/main/res/values/strings.xml:5` and `termux-shared/…/values/strings.xml:5`; the scan
/// could not read either file, and said so three times for the first (the string catalog, the
/// colours and the styles each read it) and twice for the second.
@Suite("Android strings.xml with DOCTYPE entities")
struct AndroidEntityStringsTests {
    static let views = ##"""
        <TextView android:id="@+id/title" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="@string/application_name" android:textSize="16sp" android:textColor="#000000"/>
        """##

    static let termuxStrings = """
        <?xml version="1.0" encoding="utf-8"?>

        <!DOCTYPE resources [
            <!ENTITY TERMUX_PACKAGE_NAME "com.termux">
            <!ENTITY TERMUX_APP_NAME "Termux">
            ]>

        <resources>

            <string name="application_name">&TERMUX_APP_NAME;</string>
            <string name="shared_user_label">&TERMUX_APP_NAME; user</string>
            <color name="ink">#000000</color>
            <style name="Title"><item name="android:textSize">16sp</item></style>
        </resources>
        """

    @Test func termuxsStringsAreReadAndTheNameResolves() async throws {
        let report = try await AndroidTargetJudgingTests.scan(AndroidTrustTests.project(Self.views, values: ["res/values/strings.xml": Self.termuxStrings]))
        #expect(report.findings.findings.filter { $0.rule == "scan.unreadable" }.isEmpty)
        // One label per screen width the scan solves at, each with the text the entity names.
        let texts = report.labels.filter { $0.element.id == "title" }.flatMap(\.entries).map(\.text)
        #expect(!texts.isEmpty && Set(texts) == ["Termux"], "\(texts)")
    }

    /// Must fire once: a values file no reader can read is one `scan.unreadable` error, at the
    /// first position found, however many readers tried it.
    @Test func aBrokenStringsFileIsOneFinding() async throws {
        let broken = Self.termuxStrings.replacingOccurrences(of: "<!ENTITY TERMUX_APP_NAME \"Termux\">", with: "")
        let report = try await AndroidTargetJudgingTests.scan(AndroidTrustTests.project(Self.views, values: ["res/values/strings.xml": broken]))
        let unreadable = report.findings.findings.filter { $0.rule == "scan.unreadable" }
        #expect(unreadable.count == 1, "\(unreadable)")
        let finding = try #require(unreadable.first)
        #expect(finding.severity == .error)
        #expect(finding.location?.file.hasSuffix("res/values/strings.xml") == true)
        // `    <string name="application_name">` is 36 characters: the `&` is column 37 of line 10.
        #expect(finding.location?.line == 10 && finding.location?.column == 37, "\(String(describing: finding.location))")
        #expect(finding.message.contains("unknown entity &TERMUX_APP_NAME;"))
    }

    /// Must not merge: two broken files are two findings.
    @Test func twoBrokenFilesAreTwoFindings() async throws {
        let values = [
            "res/values/strings.xml": "<resources><string name=\"application_name\">&TERMUX_APP_NAME;</string></resources>",
            "res/values/colors.xml": "<resources><color name=\"ink\">#000000</resources>",
        ]
        let report = try await AndroidTargetJudgingTests.scan(AndroidTrustTests.project(Self.views, values: values))
        let files = report.findings.findings.filter { $0.rule == "scan.unreadable" }.compactMap { $0.location?.file.split(separator: "/").last }
        #expect(files.sorted() == ["colors.xml", "strings.xml"])
    }
}
