import Foundation
import LegibleColor
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// fresh-android27b, gh4a 39f03ffe release.xml:52/79/119 and open_source_component_item.xml:26:
/// text in `?colorAccent` (#65b345) on a `CardView` whose `style="?attr/cardViewTheme"` the app
/// theme gives as `CardView.DayNight` ← `CardView.Light` (`CardView.Dark` in `values-night`). The
/// card's fill was left unknown, so the text was never judged. WCAG by hand: #65b345 is
/// 0.2126 × 0.1301 + 0.7152 × 0.4507 + 0.0722 × 0.0595 = 0.3542 luminance, on white
/// 1.05 / 0.4042 = 2.60:1; on #424242 (0.0545) 0.4042 / 0.1045 = 3.87:1, both under 4.5:1.
@Suite struct AndroidCardViewStyleFillTests {
    static let themes = """
        <resources>
        <style name="Theme.App" parent="Theme.MaterialComponents.DayNight.DarkActionBar">\
        <item name="cardStyle">@style/Card.DayNight</item><item name="colorAccent">#65b345</item></style>
        <style name="Card.DayNight" parent="CardView.Light"><item name="android:layout_width">match_parent</item></style>
        </resources>
        """
    static let nightThemes = #"<resources><style name="Card.DayNight" parent="CardView.Dark"/></resources>"#

    /// A card named `tag` with one accent text `label` in it.
    static func layout(_ card: String) -> String {
        """
        <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
        <\(card) android:layout_width="match_parent" android:layout_height="wrap_content">
        <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content" \
        android:textSize="14sp" android:textColor="?attr/colorAccent" android:text="On tag v3"/>
        </\(card.split(separator: " ")[0])>
        </FrameLayout>
        """
    }

    static func files(_ card: String) -> [String: String] {
        [
            "AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.App"), "res/values/themes.xml": themes,
            "res/values-night/themes.xml": nightThemes, "res/layout/card.xml": layout(card),
        ]
    }

    static func background(_ card: String) throws -> ScannedColor? {
        try AndroidContentViewTests.elements("card", files(card))["label"]?.backgroundColor
    }

    static func contrast(_ card: String) async throws -> [Finding] {
        try await AndroidTargetJudgingTests.scan(files(card)).findings.findings.filter { $0.rule == "contrast.text" && $0.id == "label" }
    }

    static let grey800 = ScannedColor.literal(SRGBColor(red8: 0x42, green8: 0x42, blue8: 0x42), alpha: 1)

    @Test func aCardStyledThroughAThemeAttributeIsOnItsLibraryStylesFillInEachMode() async throws {
        let fill = try Self.background(#"androidx.cardview.widget.CardView style="?attr/cardStyle""#)
        #expect(AndroidThemeOverlayTests.sides(fill) == [AndroidContentViewTests.white, Self.grey800], "\(String(describing: fill))")
        let found = try await Self.contrast(#"androidx.cardview.widget.CardView style="?attr/cardStyle""#)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.severity == .error, "\(found.map(\.message))")
    }

    @Test func aCardNamingTheLibraryStyleIsWhite() throws {
        #expect(try Self.background(#"androidx.cardview.widget.CardView style="@style/CardView.Light""#) == AndroidContentViewTests.white)
    }

    /// Must not: a card with no style (its fill computed from the theme at run time) and a
    /// Material card (its theme's surface) stay unknown, and their text is not judged as on white.
    @Test func aPlainCardAndAMaterialCardStayUnknown() async throws {
        #expect(AndroidContentViewTests.reason(try Self.background("androidx.cardview.widget.CardView")) != nil)
        let material = #"com.google.android.material.card.MaterialCardView style="?attr/cardStyle""#
        #expect(AndroidContentViewTests.reason(try Self.background(material)) != nil)
        #expect(try await Self.contrast("androidx.cardview.widget.CardView").allSatisfy { $0.severity == .note })
    }

    @Test func theTableEqualsTheTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-cardview-colors.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidCardViewFills.fills.count)
        for row in rows {
            #expect(AndroidCardViewFills.fill(ofLibraryStyle: row[0])?.hex.uppercased() == row[1], "\(row[0])")
        }
    }
}
