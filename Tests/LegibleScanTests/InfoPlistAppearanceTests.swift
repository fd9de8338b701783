import Foundation
import LegibleTestSupport
import LegibleTokens
import Testing

@testable import LegibleScan

/// The appearances an app shows, from its `Info.plist`'s `UIUserInterfaceStyle`: read with the
/// property-list reader within the scan's file limit, never by searching the text.
@Suite("Info.plist appearances")
struct InfoPlistAppearanceTests {
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    @Test func aLightOnlyAppIsMeasuredInLight() throws {
        try ScratchFolder.with(["Info.plist": Self.plist("<key>UIUserInterfaceStyle</key>\n<string>Light</string>")]) { folder in
            #expect(ProjectScanner.supportedAppearances(infoPropertyLists: [folder.file("Info.plist")]) == [.light, .lightIncreasedContrast])
        }
    }

    @Test func aKeyInACommentOrAnotherDictionaryIsNotTheAppsStyle() throws {
        // Both said Light to the substring search the scan once made.
        let commented = Self.plist("<!-- <key>UIUserInterfaceStyle</key><string>Light</string> -->\n<key>CFBundleName</key>\n<string>App</string>")
        let nested = Self.plist("<key>Other</key>\n<dict>\n<key>UIUserInterfaceStyle</key>\n<string>Light</string>\n</dict>")
        try ScratchFolder.with(["A/Info.plist": commented, "B/Info.plist": nested]) { folder in
            for path in ["A/Info.plist", "B/Info.plist"] {
                #expect(ProjectScanner.supportedAppearances(infoPropertyLists: [folder.file(path)]) == ColorAppearance.allCases, "\(path)")
            }
        }
    }

    @Test func anUnreadableInfoPlistSaysNothingAndNeverBlocks() throws {
        try ScratchFolder.with(["Big/Info.plist": Self.plist(String(repeating: "<key>k</key><string>v</string>\n", count: 40))]) { folder in
            // Over the limit: not read.
            var limits = ScanLimits()
            limits.maximumFileBytes = 64
            #expect(ProjectScanner.supportedAppearances(infoPropertyLists: [folder.file("Big/Info.plist")], limits: limits) == ColorAppearance.allCases)
            // A named pipe is never opened (it would block the scan forever).
            let pipe = folder.file("Info.plist")
            #expect(mkfifo(pipe, 0o644) == 0)
            #expect(ProjectScanner.supportedAppearances(infoPropertyLists: [pipe]) == ColorAppearance.allCases)
        }
    }

    /// INaturalistIOS 3ab22038: the app's only property list is `INaturalistIOS/INaturalistIOS-Info.plist`,
    /// named by the target's `INFOPLIST_FILE` (project.pbxproj:3543), and sets `UIUserInterfaceStyle
    /// = Light` (:116-117); a default-coloured label on a fixed white view failed "in dark" (16 such
    /// errors). Reduced: the target names `App/Settings.plist`, a name no walk would take for one.
    static let project = """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = PL; };
            PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
            PC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
            G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
            T = { isa = PBXNativeTarget; name = App; buildPhases = (); buildConfigurationList = TL;
                productType = "com.apple.product-type.application"; };
            TL = { isa = XCConfigurationList; buildConfigurations = (TC); };
            TC = { isa = XCBuildConfiguration; buildSettings = {
                GENERATE_INFOPLIST_FILE = NO;
                INFOPLIST_FILE = "$(SRCROOT)/App/Settings.plist";
            }; name = Release; };
        }; rootObject = P; }
        """

    static let label = """
        <view id="box"><rect key="frame" x="0" y="0" width="300" height="40"/><subviews>
        <label text="Common Name" id="name"><rect key="frame" x="0" y="0" width="200" height="21"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><nil key="textColor"/></label>
        </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>
        """

    @Test func theTargetsNamedPropertyListForcingLightIsRead() async throws {
        let light = Self.plist("<key>UIUserInterfaceStyle</key>\n<string>Light</string>")
        let files = ["App/Main.xib": ScanFolder.xib(Self.label), "App/Settings.plist": light]
        // Must not fire: the target's own property list keeps the app light.
        let named = try ScanFolder(files.merging(["App.xcodeproj/project.pbxproj": Self.project]) { $1 })
        defer { named.remove() }
        #expect(try await named.scan().findings.findings.filter { $0.rule == "contrast.text" }.isEmpty)
        // So does `NAME-Info.plist`, Xcode's former name for it, which INaturalistIOS keeps.
        let former = try ScanFolder(["App/Main.xib": ScanFolder.xib(Self.label), "App/App-Info.plist": light])
        defer { former.remove() }
        #expect(try await former.scan().findings.findings.filter { $0.rule == "contrast.text" }.isEmpty)
        // Must fire: a property list no target names and no walk takes for the app's says nothing.
        let unnamed = try ScanFolder(files)
        defer { unnamed.remove() }
        let dark = try await unnamed.scan().findings.findings.filter { $0.rule == "contrast.text" }
        #expect(dark.map(\.id) == ["name"] && dark.allSatisfy { $0.message.contains("in dark") })
    }

    @Test func anInfoPlistFileValueIsJoinedWithTheProjectsFolder() {
        #expect(ProjectScanner.infoPropertyListPath("\"App/App-Info.plist\";", projectFolder: "/r") == "/r/App/App-Info.plist")
        #expect(ProjectScanner.infoPropertyListPath(" ${SRCROOT}/App/Info.plist;", projectFolder: "/r") == "/r/App/Info.plist")
        #expect(ProjectScanner.infoPropertyListPath(" YES;", projectFolder: "/r") == nil)  // GENERATE_INFOPLIST_FILE
        #expect(ProjectScanner.infoPropertyListPath(" \"$(TARGET_NAME)/Info.plist\";", projectFolder: "/r") == nil)
    }
}
