import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// fresh-android27b, gh4a 39f03ffe row_timeline_review.xml:55: `<Button style="?inlineButtonStyle">`,
/// which the app theme gives as `Widget.MaterialComponents.Button.TextButton`. A text button draws
/// no fill, but only a style named in the layout was looked at, so its colorPrimary text was
/// measured on a colorPrimary fill ("#65b345 on #65b345", a note that the colours are likely set
/// in code). It is on its parent's background: #65b345 on white is 2.60:1 (0.3542 luminance,
/// 1.05 / 0.4042), under 4.5:1.
@Suite struct AndroidThemedTextButtonFillTests {
    static let themes = """
        <resources>
        <style name="Theme.App" parent="Theme.MaterialComponents.Light.DarkActionBar">\
        <item name="inlineButtonStyle">@style/Widget.MaterialComponents.Button.TextButton</item>\
        <item name="filledButtonStyle">@style/Widget.MaterialComponents.Button</item>\
        <item name="colorPrimary">#65b345</item></style>
        </resources>
        """

    static func files(_ style: String) -> [String: String] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" \
            android:background="#FFFFFF">
            <Button android:id="@+id/details" style="\(style)" android:layout_width="match_parent" android:layout_height="wrap_content" \
            android:text="Show details"/>
            </LinearLayout>
            """
        return ["AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.App"), "res/values/themes.xml": themes, "res/layout/row.xml": layout]
    }

    @Test func aTextButtonNamedThroughAThemeAttributeIsOnItsParentsBackground() async throws {
        let element = try AndroidContentViewTests.elements("row", Self.files("?inlineButtonStyle"))["details"]
        #expect(element?.backgroundColor == AndroidContentViewTests.white, "\(String(describing: element?.backgroundColor))")
        let report = try await AndroidTargetJudgingTests.scan(Self.files("?inlineButtonStyle"))
        let found = report.findings.findings.filter { $0.rule == "contrast.text" && $0.id == "details" }
        #expect(found.count == 1 && found.first?.severity == .error, "\(found.map(\.message))")
    }

    /// Must not: a filled button named the same way stays on its colorPrimary fill.
    @Test func aFilledButtonNamedThroughAThemeAttributeKeepsItsFill() throws {
        let element = try AndroidContentViewTests.elements("row", Self.files("?filledButtonStyle"))["details"]
        guard case .themed(let written, _, _, _)? = element?.backgroundColor else {
            Issue.record("\(String(describing: element?.backgroundColor))")
            return
        }
        #expect(written == "?attr/colorPrimary")
    }
}
