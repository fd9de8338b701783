import Testing

@testable import LegibleScan

/// `scan: screens:` and the default devices, iPad's included when the app runs on one.
@Suite("Scan screens")
struct ScanScreensTests {
    static func parse(_ text: String) throws -> ScanConfiguration {
        try ScanConfiguration(parsing: text, file: "legible.yaml", isJSON: false)
    }

    @Test func listsPerPlatformSortedAndSingleWidthsStillRead() throws {
        let listed = try Self.parse("scan:\n  screens: { ios: [440, 375, 440], android: 360 }\n")
        #expect(listed.screenWidths(for: .iOS) == [375, 440])
        #expect(listed.screenWidths(for: .android) == [360])
        let single = try Self.parse("scan:\n  screen: { ios: 390 }\n")
        #expect(single.screenWidths(for: .iOS) == [390])
        #expect(single.screenWidths(for: .android) == [320, 360, 411])
        #expect(ScanConfiguration().screenWidths(for: .iOS) == [375, 440])
    }

    @Test func aBadWidthIsAnErrorAtItsPosition() throws {
        #expect {
            try Self.parse("scan:\n  screens: { ios: [375, 0] }\n")
        } throws: { error in
            "\(error)".contains("legible.yaml:2:25: scan.screens.ios[1]: expected a width in points above 0")
        }
        #expect {
            try Self.parse("scan:\n  screens: { tv: [1920] }\n")
        } throws: { error in
            "\(error)".contains("scan.screens: unknown key \"tv\"")
        }
    }

    @Test func anAppThatRunsOnIPadGetsAnIPadWidth() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """
        let project = "buildSettings = {\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t};\n"
        let iPhoneOnly = "buildSettings = {\n\t\t\t\tTARGETED_DEVICE_FAMILY = 1;\n\t\t\t};\n"
        let folder = try ScanFolder([
            "a/Info.plist": plist, "b/App.xcodeproj/project.pbxproj": project, "c/App.xcodeproj/project.pbxproj": iPhoneOnly,
            "c/Info.plist": "<plist><dict/></plist>",
        ])
        defer { folder.remove() }
        let scanner = { (path: String) in ProjectScanner(paths: [folder.path + "/" + path], readers: [InterfaceBuilderReader()]) }
        #expect(scanner("a").iOSScreenWidths(infoPropertyLists: [folder.path + "/a/Info.plist"]) == [375, 440, 820])
        #expect(scanner("b").iOSScreenWidths(infoPropertyLists: []) == [375, 440, 820])
        #expect(scanner("c").iOSScreenWidths(infoPropertyLists: [folder.path + "/c/Info.plist"]) == [375, 440])
        // Configured widths are the devices, iPad or not.
        var configured = scanner("a")
        configured.configuration.iOSScreenWidths = [390]
        #expect(configured.iOSScreenWidths(infoPropertyLists: [folder.path + "/a/Info.plist"]) == [390])
    }
}
