import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, round 14 (Kickstarter D8): `android:fontFamily="@string/font_family_sans_serif"` is the
/// string's text, `sans-serif` (Kickstarter's `res/values/strings_config.xml:7`), the system's
/// Roboto, not a font of the app's own; so the text is measured and a text-sized button judged.
@Suite struct AndroidFontFamilyStringTests {
    static func files(family: String) -> [String: String] {
        let layout = AndroidMeasuredAsAndroidTests.layout(
            // comment_card.xml:133: a reply button about 20 dp tall (minHeight 15 dp, no background).
            ##"<TextView android:id="@+id/reply_button" android:layout_width="wrap_content" android:layout_height="wrap_content" "##
                + ##"android:minHeight="15dp" android:clickable="true" android:text="Reply" android:textSize="14sp" android:fontFamily="\##(family)"/>"##
        )
        var files = AndroidMeasuredAsAndroidTests.project(layout: layout)
        files["res/values/strings_config.xml"] =
            ##"<resources><string name="font_family_sans_serif">sans-serif</string><string name="brand_family">Gotham</string>"##
            + ##"<string name="font_family_medium">sans-serif-medium</string><string name="serif_family">serif</string></resources>"##
        return files
    }

    static func findings(family: String) async throws -> [Finding] {
        try await AndroidTargetJudgingTests.scan(files(family: family)).findings.findings.filter { $0.id == "reply_button" }
    }

    @Test func aStringNamingASystemFamilyIsThatFamily() async throws {
        for family in ["@string/font_family_sans_serif", "@string/font_family_medium"] {
            let found = try await Self.findings(family: family)
            #expect(found.contains { $0.rule == "target.small" }, "\(family): \(found.map(\.message))")
            #expect(!found.contains { $0.rule == "scan.unresolved" }, "\(family): \(found.map(\.message))")
        }
        // serif is a system family with no stand-in: said as the system's, not the app's own.
        let serif = try await Self.findings(family: "@string/serif_family").first { $0.rule == "scan.unresolved" }
        #expect(serif?.message.contains("the system font family serif") == true, "\(String(describing: serif?.message))")
    }

    @Test func aStringNamingAnotherFontOrNothingStaysUnknown() async throws {
        // The app's own font by name: the note names the font the string gives, not the resource.
        let brand = try await Self.findings(family: "@string/brand_family")
        let note = brand.first { $0.rule == "scan.unresolved" }?.message
        #expect(note?.contains("the font Gotham is the app's own") == true, "\(brand.map(\.message))")
        #expect(!brand.contains { $0.rule == "target.small" })
        // A string no values file defines: as before, its name.
        let missing = try await Self.findings(family: "@string/nowhere")
        #expect(!missing.contains { $0.rule == "target.small" }, "\(missing.map(\.message))")
    }
}
