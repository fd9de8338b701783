import Foundation
import LegibleScan
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Material 3 Expressive's emphasized text appearances (Auxio 5bd1efe6: 51 texts such as
/// `fragment_about.xml:65`'s `?attr/textAppearanceTitleLargeEmphasized` were not audited).
/// material-components-android ac7e18ef `typography/res/values/styles.xml` gives each the
/// baseline role's size with a heavier weight; `theme/res/values/themes_base.xml` sets the
/// attributes in Material 3's themes only. An app's own style for the attribute is layered on.
@Suite struct AndroidEmphasizedAppearanceTests {
    private func font(theme parent: String, own: String = "", styles: String = "", appearance: String = "?attr/textAppearanceTitleLargeEmphasized")
        throws -> ScannedFont?
    {
        let files = [
            "res/values/themes.xml": #"<resources><style name="Theme.Auxio" parent="\#(parent)">\#(own)</style>\#(styles)</resources>"#,
            // Auxio fragment_about.xml:59, the app's name beside its icon.
            "res/layout/fragment_about.xml": """
            <androidx.constraintlayout.widget.ConstraintLayout \(AndroidLibraryStyleTargetTests.namespaces)
                android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/about_app_name" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginStart="16dp" android:text="Auxio" android:textAppearance="\(appearance)"
                    app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """,
        ]
        return try ScratchFolder.with(files) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("res")])
            let path = folder.file("res/layout/fragment_about.xml")
            let result = try AndroidLayoutReader().read(text: files["res/layout/fragment_about.xml"]!, path: path, android: resources)
            return result.elements.first { $0.id == "about_app_name" }?.font
        }
    }

    @Test func materialThreeThemesGiveTheEmphasizedSizeAndWeight() throws {
        // Title Large Emphasized: 22 sp in the brand face's Medium.
        let titleLarge = ScannedFont.scaled(size: 22, relativeTo: nil, weight: .medium, family: nil)
        #expect(try font(theme: "Theme.Material3Expressive.DynamicColors.DayNight") == titleLarge)
        #expect(try font(theme: "Theme.Material3.DayNight.NoActionBar") == titleLarge)
        // Label Large Emphasized is the plain face drawn bold; Body Large Emphasized its Medium.
        #expect(
            try font(theme: "Theme.Material3.DayNight", appearance: "?attr/textAppearanceLabelLargeEmphasized")
                == .scaled(size: 14, relativeTo: nil, weight: .bold, family: nil))
        #expect(
            try font(theme: "Theme.AppCompat.Light", appearance: "@style/TextAppearance.Material3.BodyLarge.Emphasized")
                == .scaled(size: 16, relativeTo: nil, weight: .medium, family: nil))
    }

    @Test func otherThemesDoNotDefineTheAttributes() throws {
        // Must NOT be given a size: Material Components 2, AppCompat and the framework set none.
        #expect(try font(theme: "Theme.MaterialComponents.DayNight") == nil)
        #expect(try font(theme: "Theme.AppCompat.Light") == nil)
        #expect(try font(theme: "Theme.Material3.DayNight", appearance: "?android:attr/textAppearanceTitleLargeEmphasized") == nil)
    }

    @Test func theAppsOwnStyleForTheAttributeIsLayeredOn() throws {
        // Auxio styles_core.xml:92 and typography.xml: Inter over Material's Title Large Emphasized.
        let own = #"<item name="textAppearanceTitleLargeEmphasized">@style/TextAppearance.Auxio.TitleLarge.Emphasized</item>"#
        let styles = #"""
            <style name="TextAppearance.Auxio.TitleLarge.Emphasized" parent="TextAppearance.Material3.TitleLarge.Emphasized">
                <item name="android:fontFamily">@font/inter_semibold</item><item name="android:textStyle">bold</item>
            </style>
            """#
        let auxio = try font(theme: "Theme.Material3Expressive.DynamicColors.DayNight", own: own, styles: styles)
        #expect(auxio == .scaled(size: 22, relativeTo: nil, weight: .bold, family: "inter_semibold"))
        // Two of the app's styles that disagree: unknown.
        let other = #"<style name="Theme.Auxio.Other" parent="Theme.Material3.Dark"><item name="textAppearanceTitleLargeEmphasized">@style/Mine</item></style>"#
        #expect(try font(theme: "Theme.Material3.DayNight", own: own, styles: styles + other) == nil)
    }

    @Test func everyRoleHasItsEmphasizedStyle() {
        for role in MaterialTypeRole.allCases {
            #expect(role.emphasizedStyle.role == role)
            #expect(role.emphasizedStyle.size == role.style.size && role.emphasizedStyle.lineHeight == role.style.lineHeight)
            #expect(role.emphasizedStyle.weight > role.style.weight)
        }
    }
}
