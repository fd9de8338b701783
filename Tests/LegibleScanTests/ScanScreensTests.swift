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

    @Test func theDeploymentTargetChoosesTheNarrowestIPhone() {
        // The first iPhone SE (320 pt) runs iOS 15 and not 16 (Apple's iOS 16 list starts at the
        // iPhone 8 and the second SE, 375 pt); the 440 pt iPhone 16 Pro Max runs current iOS.
        #expect(AppleScreens.iPhoneWidths(deploymentTarget: 12.0) == [320, 440])
        #expect(AppleScreens.iPhoneWidths(deploymentTarget: 15.4) == [320, 440])
        #expect(AppleScreens.iPhoneWidths(deploymentTarget: 16.0) == [375, 440])
        #expect(AppleScreens.iPhoneWidths(deploymentTarget: 17.2) == [375, 440])
        #expect(AppleScreens.iPhoneWidths(deploymentTarget: nil) == [375, 440])
    }

    @Test func theAppsXcodeProjectGivesItsDeploymentTarget() throws {
        // The app's own project (in a subfolder) says iOS 15.0 and an extension 16.0: the lowest, 15,
        // runs on the 320 pt iPhone. A CocoaPods project's 9.0 is the pods', not the app's.
        let app = "buildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t\tTARGETED_DEVICE_FAMILY = 1;\n\t\t\t};\n"
        let newer = "buildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n\t\t\t};\n"
        let pods = "buildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 9.0;\n\t\t\t};\n"
        let folder = try ScanFolder([
            "a/App/App.xcodeproj/project.pbxproj": app + newer, "b/App.xcodeproj/project.pbxproj": newer,
            "b/Pods/Pods.xcodeproj/project.pbxproj": pods,
        ])
        defer { folder.remove() }
        let scanner = ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader()])
        let limits = scanner.limits
        #expect(ProjectScanner.deploymentTarget(projectFiles: [folder.path + "/a/App/App.xcodeproj/project.pbxproj"], limits: limits) == 15)
        let b = [folder.path + "/b/App.xcodeproj/project.pbxproj", folder.path + "/b/Pods/Pods.xcodeproj/project.pbxproj"]
        #expect(ProjectScanner.deploymentTarget(projectFiles: b, limits: limits) == 16)
        #expect(scanner.iOSScreenWidths(infoPropertyLists: [], projectFiles: [folder.path + "/a/App/App.xcodeproj/project.pbxproj"]) == [320, 440])
        #expect(scanner.iOSScreenWidths(infoPropertyLists: [], projectFiles: b) == [375, 440])
        // A project in a subfolder that builds for iPad adds the iPad's width.
        let iPad = "buildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t};\n"
        let both = try ScanFolder(["c/App/App.xcodeproj/project.pbxproj": iPad])
        defer { both.remove() }
        let inner = ProjectScanner(paths: [both.path], readers: [InterfaceBuilderReader()])
        #expect(inner.iOSScreenWidths(infoPropertyLists: [], projectFiles: [both.path + "/c/App/App.xcodeproj/project.pbxproj"]) == [375, 440, 820])
    }

    /// Eidolon 44486ed9 `Kiosk/Supporting Files/Info.plist:56-60` lists only landscape iPad
    /// orientations: its storyboards are laid out at the iPad's landscape 1180 pt, not 820 pt.
    @Test func anIPadAppThatRunsOnlyInLandscapeGetsTheLandscapeWidth() throws {
        func plist(_ orientations: [String]) -> String {
            let list = orientations.map { "<string>UIInterfaceOrientation\($0)</string>" }.joined()
            return "<plist version=\"1.0\"><dict><key>UISupportedInterfaceOrientations~ipad</key><array>\(list)</array></dict></plist>"
        }
        let folder = try ScanFolder([
            "kiosk/Info.plist": plist(["LandscapeLeft", "LandscapeRight"]), "both/Info.plist": plist(["Portrait", "LandscapeLeft"]),
        ])
        defer { folder.remove() }
        let scanner = { (path: String) in ProjectScanner(paths: [folder.path + "/" + path], readers: [InterfaceBuilderReader()]) }
        // Must fire: landscape only. Must not: a portrait orientation among them.
        #expect(scanner("kiosk").iOSScreenWidths(infoPropertyLists: [folder.path + "/kiosk/Info.plist"]) == [375, 440, 1180])
        #expect(scanner("both").iOSScreenWidths(infoPropertyLists: [folder.path + "/both/Info.plist"]) == [375, 440, 820])
        #expect(AppleScreens.iOSDeviceName(width: 1180) == "iPad Air (5th generation) in landscape")
    }
}
