import LegibleScan
import LegibleTypeScale
import Testing

/// Xcode 16 bases a build configuration on an `.xcconfig` inside a synchronized folder:
/// `baseConfigurationReferenceAnchor` names the folder and `baseConfigurationReferenceRelativePath`
/// the file (NetNewsWire 834decfa: its Mac target's `SDKROOT = macosx` is in
/// xcconfig/NetNewsWire_macapp_target.xcconfig, and its Mac views were held to iPhone's 44 pt,
/// `Mac/Preferences/Accounts/AddAccountHelpView.swift:29`). Written by hand after its project file.
@Suite struct XcodeAnchoredConfigurationTests {
    static let project = """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = PL; };
            PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
            PC = { isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
            G = { isa = PBXGroup; children = (X, M); sourceTree = "<group>"; };
            X = { isa = PBXFileSystemSynchronizedRootGroup; path = xcconfig; sourceTree = "<group>"; };
            M = { isa = PBXFileSystemSynchronizedRootGroup; path = Mac; sourceTree = "<group>"; };
            T = { isa = PBXNativeTarget; name = "NetNewsWire"; buildConfigurationList = TL; fileSystemSynchronizedGroups = (M);
                  productType = "com.apple.product-type.application"; };
            TL = { isa = XCConfigurationList; buildConfigurations = (TC); };
            TC = { isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = X;
                   baseConfigurationReferenceRelativePath = NetNewsWire_macapp_target.xcconfig; buildSettings = { }; name = Release; };
        }; rootObject = P; }
        """

    static func targets(reading: Bool) throws -> [XcodeTargetPlatforms] {
        let file = "/app/NetNewsWire.xcodeproj/project.pbxproj"
        let read: @Sendable (String) -> String? = { path in path == "/app/xcconfig/NetNewsWire_macapp_target.xcconfig" ? "SDKROOT = macosx\n" : nil }
        return try XcodeProjectPlatforms(parsing: project, file: file, readFile: reading ? read : nil).targets
    }

    @Test func theAnchoredFileGivesThePlatform() throws {
        #expect(try Self.targets(reading: true).map(\.platforms) == [[.macOS]])
    }

    @Test func withoutItNothingIsGuessed() throws {
        #expect(try Self.targets(reading: false).map(\.platforms) == [[]])
    }
}
