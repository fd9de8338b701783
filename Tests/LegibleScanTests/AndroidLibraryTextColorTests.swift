import Foundation
import LegibleColor
import LegibleTestSupport
import LegibleTypeScale
import Testing

@testable import LegibleScan

/// The text colour a library text appearance gives (issue 33, round 7, L5): materialistic
/// b631d511 `story_view.xml:123` and `item_comment.xml:54` are `textSubtitleStyle` ←
/// `TextAppearance.App.Subtitle` ← `TextAppearance.AppCompat.Caption`, whose colour is
/// `?android:textColorSecondary`: 50% black (`blackT50`) in the app's theme, 3.79:1 on orange100
/// and 3.93:1 on grey100, and was not measured. A colour the app's appearance sets itself, and a
/// library appearance whose suffix may change it (`.Inverse`), are not taken from the table.
@Suite struct AndroidLibraryTextColorTests {
    static let themes = """
        <resources>
        <style name="Theme.App" parent="Theme.AppCompat.Light.NoActionBar">
            <item name="android:textColorSecondary">#80000000</item>
            <item name="colorCardHighlight">#FFE0B2</item>
        </style>
        <style name="TextAppearance.App.Subtitle" parent="TextAppearance.AppCompat.Caption"><item name="android:textSize">14sp</item></style>
        <style name="TextAppearance.App.Own" parent="TextAppearance.AppCompat.Caption"><item name="android:textColor">#000000</item></style>
        <style name="textSubtitleStyle"><item name="android:textAppearance">@style/TextAppearance.App.Subtitle</item></style>
        </resources>
        """

    /// The `status` text view's colour with `attributes` in a list item of the app's theme.
    static func textColor(_ attributes: String) throws -> ScannedColor? {
        let layout = """
            <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/status" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="128 pts"
                    android:background="?attr/colorCardHighlight" \(attributes)/>
            </RelativeLayout>
            """
        return try AndroidContentViewTests.elements("story_view", ["res/layout/story_view.xml": layout, "res/values/themes.xml": themes])["status"]?.textColor
    }

    static let halfBlack = ScannedColor.literal(SRGBColor(red8: 0, green8: 0, blue8: 0), alpha: 128.0 / 255)

    @Test func aCaptionThroughTheAppsStyleIsTheThemesSecondaryTextColour() throws {
        let color = try Self.textColor(#"style="@style/textSubtitleStyle""#)
        #expect(color == .themed("?android:attr/textColorSecondary", theme: "Theme.App", light: Self.halfBlack, dark: Self.halfBlack))
        // Named directly, as a text appearance or as the view's style.
        #expect(try Self.textColor(#"android:textAppearance="@style/TextAppearance.AppCompat.Caption""#) == color)
        #expect(try Self.textColor(#"style="@style/TextAppearance.MaterialComponents.Caption""#) == color)
    }

    @Test func theAppsOwnColourAndAnUnknownSuffixAreNotTheTables() throws {
        let black = ScannedColor.literal(SRGBColor(red8: 0, green8: 0, blue8: 0), alpha: 1)
        #expect(try Self.textColor(#"android:textAppearance="@style/TextAppearance.App.Own""#) == black)
        #expect(try Self.textColor(#"android:textAppearance="@style/TextAppearance.AppCompat.Caption.Inverse""#) == nil)
        #expect(try Self.textColor(#"style="@style/Widget.AppCompat.TextView""#) == nil)
        #expect(AndroidTextAppearance.libraryTextColor(style: "TextAppearance.AppCompat.Widget.Button.Inverse") == nil)
    }

    @Test func materialThreesEmphasizedAndBaseStylesKeepTheirColour() {
        #expect(AndroidTextAppearance.libraryTextColor(style: "TextAppearance.Material3.BodySmall.Emphasized") == "?android:attr/textColorSecondary")
        #expect(AndroidTextAppearance.libraryTextColor(style: "Base.TextAppearance.AppCompat.Body1") == "?android:attr/textColorPrimary")
        // The framework's, which AppCompat's alias from API 21.
        #expect(AndroidTextAppearance.libraryTextColor(style: "TextAppearance.Material.Small") == "?android:attr/textColorTertiary")
    }

    @Test func theTableEqualsTheTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-text-appearances.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidTextAppearance.textColors.count)
        for row in rows {
            #expect(AndroidTextAppearance.libraryTextColor(style: row[0]) == row[3], "\(row[0])")
            let library = AndroidTextAppearance.library(style: row[0])
            if row[1].isEmpty {
                // Material 3's sizes are its roles' (Tables/material-type-scale.csv).
                #expect(library?.role != nil && library?.size == nil, "\(row[0])")
            } else {
                #expect(library?.size == AndroidDimension(value: Double(row[1])!, unit: .sp), "\(row[0])")
                #expect(library?.weight?.value == Double(row[2]), "\(row[0])")
            }
        }
    }
}
