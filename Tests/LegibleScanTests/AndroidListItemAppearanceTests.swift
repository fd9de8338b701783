import Foundation
import LegibleScan
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// `?attr/textAppearanceListItem` in the app's library theme (issue 33, Nextcloud 36277a10
/// `synced_folders_settings_layout.xml:141`, a `Theme.Material3.DayNight` app): Material 3's
/// themes set it to `?attr/textAppearanceTitleMedium` (material-components-android 71f014fa
/// `themes_base.xml`), AppCompat's to `TextAppearance.AppCompat.Subhead` (16 sp Regular), which
/// Material Components 2 themes inherit (MaterialFiles fc125003, a `Theme.MaterialComponents`
/// app: 34 `?textAppearanceListItem` and 16 `?textAppearanceListItemSecondary` texts were not
/// audited); `…Secondary` is Material 3's Body Medium, AppCompat's Body1 (14 sp Regular). An app
/// style that sets the attribute itself: still unknown.
@Suite struct AndroidListItemAppearanceTests {
    private func font(
        theme parent: String, appSets: Bool = false, attribute: String = "textAppearanceListItem", ownItem: String = "textAppearanceListItem"
    ) throws -> ScannedFont? {
        let own = appSets ? #"<item name="\#(ownItem)">@style/Mine</item>"# : ""
        let files = [
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="\#(parent)">\#(own)</style></resources>"#,
            "res/layout/main.xml": """
            <LinearLayout \(AndroidLibraryStyleTargetTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/item" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="On Wi-Fi only" android:textAppearance="?\(attribute)"/>
            </LinearLayout>
            """,
        ]
        return try ScratchFolder.with(files) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("res")])
            let result = try AndroidLayoutReader().read(text: files["res/layout/main.xml"]!, path: folder.file("res/layout/main.xml"), android: resources)
            return result.elements.first { $0.id == "item" }?.font
        }
    }

    @Test func materialThreeIsTitleMediumAndAppCompatIsSubhead() throws {
        #expect(try font(theme: "Theme.Material3.DayNight") == .materialRole(.titleMedium))
        // sp scales with the font size setting: a scaled 16, Regular.
        #expect(try font(theme: "Theme.AppCompat.Light") == .scaled(size: 16, relativeTo: nil, weight: .regular, family: nil))
    }

    @Test func materialComponentsInheritsAppCompatsAndSecondaryIsBodySize() throws {
        #expect(try font(theme: "Theme.MaterialComponents.DayNight") == .scaled(size: 16, relativeTo: nil, weight: .regular, family: nil))
        #expect(
            try font(theme: "Theme.MaterialComponents.DayNight", attribute: "textAppearanceListItemSecondary")
                == .scaled(size: 14, relativeTo: nil, weight: .regular, family: nil))
        #expect(try font(theme: "Theme.Material3.DayNight", attribute: "attr/textAppearanceListItemSecondary") == .materialRole(.bodyMedium))
    }

    @Test func withoutASourceTheSizeStaysUnknown() throws {
        // Must NOT be given a size: an app's own value, for the app's attribute or the framework's.
        #expect(try font(theme: "Theme.Material3.DayNight", appSets: true) == nil)
        #expect(
            try font(
                theme: "Theme.AppCompat.Light", appSets: true, attribute: "android:attr/textAppearanceListItemSmall",
                ownItem: "android:textAppearanceListItemSmall") == nil)
    }

    /// The framework's `?android:attr/textAppearanceListItemSmall` (osmeditor4android 4f41a432
    /// `dialog_list_item.xml:2`, an AppCompat app: `scan.unresolved`, its 32 dp dialog rows not
    /// measured) is the platform's Material theme's, under all three libraries: AOSP
    /// `themes_material.xml`, `TextAppearance.Material.Subhead` (16 sp), and `…Secondary`
    /// `TextAppearance.Material.Body1` (14 sp).
    @Test func theFrameworksAttributeIsThePlatformMaterialThemes() throws {
        let sixteen = ScannedFont.scaled(size: 16, relativeTo: nil, weight: .regular, family: nil)
        #expect(try font(theme: "Theme.AppCompat.Light", attribute: "android:attr/textAppearanceListItemSmall") == sixteen)
        #expect(try font(theme: "Theme.Material3.DayNight", attribute: "android:attr/textAppearanceListItem") == sixteen)
        #expect(
            try font(theme: "Theme.MaterialComponents.DayNight", attribute: "android:attr/textAppearanceListItemSecondary")
                == .scaled(size: 14, relativeTo: nil, weight: .regular, family: nil))
    }
}
