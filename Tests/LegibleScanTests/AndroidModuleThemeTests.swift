import Foundation
import LegibleColor
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Two application modules that name their themes alike (issue 33, Home Assistant 532638a9): the
/// phone app's and the Wear OS app's `Theme.HomeAssistant` are white and black, and Wear's
/// `activity_integration.xml:39` was judged on the phone's white window. Each module's layouts
/// see its own manifest's theme and its own styles; a Wear OS module's are dark only.
@Suite struct AndroidModuleThemeTests {
    static func themes(_ window: String) -> String {
        #"<resources><style name="Theme.App" parent="Theme.MaterialComponents.DayNight.NoActionBar"><item name="android:windowBackground">\#(window)</item></style></resources>"#
    }

    static func activity(_ name: String, layout: String) -> String {
        "class \(name) : AppCompatActivity() {\n override fun onCreate(s: Bundle?) {\n super.onCreate(s)\n setContentView(R.layout.\(layout))\n }\n}"
    }

    /// The `status` text of each module's layout, read with both modules' res folders (the
    /// phone app first, as the scan sorts them); `watch` adds the Wear feature to the second.
    static func statuses(watch: Bool, secondThemes: String = themes("#000000")) throws -> (phone: ScannedElement?, wear: ScannedElement?) {
        let feature = watch ? #"<uses-feature android:name="android.hardware.type.watch"/>"# : ""
        let wearManifest = #"<manifest \#(AndroidThemeTests.namespaces)>\#(feature)<application android:theme="@style/Theme.App"/></manifest>"#
        let files = [
            "app/src/main/AndroidManifest.xml": #"<manifest \#(AndroidThemeTests.namespaces)><application android:theme="@style/Theme.App"/></manifest>"#,
            "app/src/main/res/values/themes.xml": themes("#FFFFFF"),
            "app/src/main/res/layout/main.xml": AndroidContentViewTests.bare,
            "app/src/main/java/Main.kt": activity("MainActivity", layout: "main"),
            "wear/src/main/AndroidManifest.xml": wearManifest,
            "wear/src/main/res/values/themes.xml": secondThemes,
            "wear/src/main/res/layout/integration.xml": AndroidContentViewTests.bare,
            "wear/src/main/java/Integration.kt": activity("IntegrationActivity", layout: "integration"),
        ]
        return try ScratchFolder.with(files) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("app/src/main/res"), folder.file("wear/src/main/res")])
            let read = { (path: String) throws -> ScannedElement? in
                let result = try AndroidLayoutReader().read(text: AndroidContentViewTests.bare, path: folder.file(path), android: resources)
                return result.elements.first { $0.id == "status" }
            }
            return (try read("app/src/main/res/layout/main.xml"), try read("wear/src/main/res/layout/integration.xml"))
        }
    }

    @Test func eachModulesLayoutIsOnItsOwnThemesWindow() throws {
        let (phone, wear) = try Self.statuses(watch: false)
        #expect(phone?.backgroundColor == AndroidContentViewTests.window(AndroidContentViewTests.white))
        #expect(wear?.backgroundColor == AndroidContentViewTests.window(AndroidContentViewTests.black))
        // Must not: a phone module is shown in both appearances.
        #expect(phone?.interfaceStyle == nil && wear?.interfaceStyle == nil)
    }

    @Test func aWearModulesLayoutIsDarkOnly() throws {
        let (phone, wear) = try Self.statuses(watch: true)
        #expect(wear?.interfaceStyle?.isDark == true)
        #expect(wear?.interfaceStyle?.written.contains("android.hardware.type.watch") == true)
        #expect(phone?.interfaceStyle == nil)
    }

    @Test func aModuleWithoutItsOwnStyleKeepsTheSharedOne() throws {
        // Must not change: a module whose res folder defines no such style uses the one the scan read first.
        let (_, wear) = try Self.statuses(watch: false, secondThemes: "<resources/>")
        #expect(wear?.backgroundColor == AndroidContentViewTests.window(AndroidContentViewTests.white))
    }
}
