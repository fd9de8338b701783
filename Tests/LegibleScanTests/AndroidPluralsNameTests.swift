import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A layout's `@string/x` names a `<string>`, never a `<plurals>` of the same name: AndroidAPS
/// 02052250 `profile_fragment.xml:196` (`android:text="@string/hours"`) was measured with core/ui's
/// `<plurals name="hours">` too (`values-ca-rES/strings.xml:422`), five overflow findings
/// `[ca-ES plural.one]`, `[plural.other]`, `[ru-RU plural.few]`… (fresh Android round 24a, pattern 8).
@Suite struct AndroidPluralsNameTests {
    static let layout = #"""
        <LinearLayout \#(AndroidLayoutReaderTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
            <TextView android:id="@+id/hours" android:layout_width="60dp" android:layout_height="wrap_content" android:maxLines="1" android:textSize="14sp" android:text="@string/hours"/>
        </LinearLayout>
        """#

    static func findings(catalan: String) async throws -> [String] {
        let strings = #"""
            <resources>
                <string name="hours">h</string>
                <plurals name="hours"><item quantity="one">%1$d hour of basal insulin profile</item><item quantity="other">%1$d hours of basal insulin profile</item></plurals>
            </resources>
            """#
        let report = try await AndroidTargetJudgingTests.scan([
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Material3.Light"/></resources>"#,
            "res/values/strings.xml": strings, "res/values-ca-rES/strings.xml": catalan, "res/layout/profile_fragment.xml": layout,
        ])
        return report.findings.findings.filter { $0.rule == "overflow.label" }.map { "\($0.id) \($0.message)" }
    }

    @Test func aLayoutsStringIsNotMeasuredWithPluralsOfItsName() async throws {
        let plurals =
            #"<resources><string name="hours">hores</string><plurals name="hours"><item quantity="one">%1$d hora de perfil d\'insulina basal</item><item quantity="other">%1$d hores de perfil d\'insulina basal</item></plurals></resources>"#
        let found = try await Self.findings(catalan: plurals)
        // Must NOT: neither language's plurals are the layout's text.
        #expect(found.allSatisfy { !$0.contains("plural") }, "\(found)")
        // ("hores", the <string>, needs 64.9 dp at 2x in this fixture's 60 dp: that one is the layout's text.)
    }

    @Test func aLongStringOfTheNameStillOverflows() async throws {
        // Must: the Catalan <string> itself is the layout's text.
        let long = #"<resources><string name="hours">hores de perfil d\'insulina basal</string></resources>"#
        let found = try await Self.findings(catalan: long)
        #expect(found.contains { $0.contains("ca") && !$0.contains("plural") }, "\(found)")
    }
}
