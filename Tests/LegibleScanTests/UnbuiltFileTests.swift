import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33: a file no app target builds is on no screen. Corona-Warn-App 02c629b6 keeps
/// `ENA/Resources/Storyboards/Main.storyboard` beside the storyboards its app builds, in a folder
/// its project's groups name, though no target builds it: 26 of the scan's 39 errors and warnings
/// were about screens whose classes are gone. Its `__tests__/FileManager+TemporaryDirectoryTests.swift`
/// is built only by the test bundle `ENATests`. The project below is written by hand after its
/// `ENA.xcodeproj/project.pbxproj`: a group `Storyboards` holding the built `LaunchScreen.storyboard`.
@Suite struct UnbuiltFileTests {
    static let project = """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (T, U); buildConfigurationList = PL; };
            PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
            PC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
            G = { isa = PBXGroup; children = (E); sourceTree = "<group>"; };
            E = { isa = PBXGroup; children = (S, K); path = ENA; sourceTree = "<group>"; };
            S = { isa = PBXGroup; children = (L); path = Storyboards; sourceTree = "<group>"; };
            L = { isa = PBXFileReference; path = LaunchScreen.storyboard; sourceTree = "<group>"; };
            K = { isa = PBXGroup; children = (F); path = "__tests__"; sourceTree = "<group>"; };
            F = { isa = PBXFileReference; path = "FileTests.swift"; sourceTree = "<group>"; };
            BL = { isa = PBXBuildFile; fileRef = L; };
            BF = { isa = PBXBuildFile; fileRef = F; };
            R = { isa = PBXResourcesBuildPhase; files = (BL); };
            Q = { isa = PBXSourcesBuildPhase; files = (BF); };
            T = { isa = PBXNativeTarget; name = ENA; buildPhases = (R); productType = "com.apple.product-type.application"; };
            U = { isa = PBXNativeTarget; name = ENATests; buildPhases = (Q); productType = "com.apple.product-type.bundle.unit-test"; };
        }; rootObject = P; }
        """

    static func project(at folder: String = "/app") throws -> XcodeProjectPlatforms {
        try XcodeProjectPlatforms(parsing: project, file: folder + "/ENA.xcodeproj/project.pbxproj")
    }

    @Test func whatTheProjectBuildsAndWhatItSetsAside() throws {
        let project = try Self.project()
        let cases: [(String, XcodeFileBuildState)] = [
            ("/app/ENA/Storyboards/LaunchScreen.storyboard", .built),
            ("/app/ENA/Storyboards/Main.storyboard", .notBuilt),  // in the group's folder, in no target
            ("/app/ENA/__tests__/FileTests.swift", .testsOnly(testTarget: "ENATests")),
            ("/app/Scripts/Generate.swift", .unknown),  // a folder no group names
            ("/elsewhere/ENA/Storyboards/Main.storyboard", .unknown),  // outside the project's folder
        ]
        for (file, state) in cases {
            #expect(project.buildState(ofFile: file) == state, "\(file)")
        }
    }

    /// winston 3de4a170: `winston/views/UserView.swift` is built; `winston/views/Users/UserView.swift`,
    /// a stale copy in a folder no group names but under the `winston` group's, is in no target
    /// (its `text.fixed-size` warnings at :127 and :182 were judged as shipped).
    @Test func aSwiftFileDeeperInAGroupsFolderThatNoTargetBuildsIsSetAside() throws {
        let text = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = PL; };
                PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
                PC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
                G = { isa = PBXGroup; children = (W); sourceTree = "<group>"; };
                W = { isa = PBXGroup; children = (V); path = winston; sourceTree = "<group>"; };
                V = { isa = PBXGroup; children = (F); path = views; sourceTree = "<group>"; };
                F = { isa = PBXFileReference; path = UserView.swift; sourceTree = "<group>"; };
                BF = { isa = PBXBuildFile; fileRef = F; };
                Q = { isa = PBXSourcesBuildPhase; files = (BF); };
                T = { isa = PBXNativeTarget; name = winston; buildPhases = (Q); productType = "com.apple.product-type.application"; };
            }; rootObject = P; }
            """
        let project = try XcodeProjectPlatforms(parsing: text, file: "/app/winston.xcodeproj/project.pbxproj")
        let cases: [(String, XcodeFileBuildState)] = [
            ("/app/winston/views/UserView.swift", .built),
            ("/app/winston/views/Users/UserView.swift", .notBuilt),  // must not be judged as shipped
            ("/app/winston/Views/UserView.swift", .unknown),  // the built file, as a case-blind file system finds it
            ("/app/winston/views/Users/Users.storyboard", .notBuilt),  // a storyboard no file reference names, too
            ("/app/Scripts/Users/Generate.swift", .unknown),  // under no group's folder
        ]
        for (file, state) in cases {
            #expect(project.buildState(ofFile: file) == state, "\(file)")
        }
    }

    /// A storyboard whose one label has a fixed 14 pt font: a text.fixed-size finding when built.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <subviews>
                            <label text="Hello" id="label-1">
                                <rect key="frame" x="16" y="16" width="300" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            </label>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    @Test func findingsInAFileNoTargetBuildsAreNotes() async throws {
        let folder = try ScanFolder([
            "ENA.xcodeproj/project.pbxproj": Self.project,
            "ENA/Storyboards/LaunchScreen.storyboard": Self.storyboard,
            "ENA/Storyboards/Main.storyboard": Self.storyboard,
        ])
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings.filter { $0.rule == "text.fixed-size" }
        let built = findings.filter { $0.location?.file.hasSuffix("LaunchScreen.storyboard") == true }
        let unbuilt = findings.filter { $0.location?.file.hasSuffix("/Main.storyboard") == true }
        // Must fire: the storyboard the app builds.
        #expect(built.count == 1 && built.allSatisfy { $0.severity > .note })
        // Must not fire: the one left behind is a note that says why.
        #expect(unbuilt.map(\.severity) == [.note])
        #expect(unbuilt.first?.message.hasPrefix("no target of ENA.xcodeproj builds this file, so no user sees it") == true)
    }

    @Test func aPlatformTheConfigurationNamesIsJudged() async throws {
        let folder = try ScanFolder([
            "ENA.xcodeproj/project.pbxproj": Self.project,
            "ENA/Storyboards/Main.storyboard": Self.storyboard,
        ])
        defer { folder.remove() }
        var configuration = ScanConfiguration()
        configuration.platformOverrides = [ScanPlatformOverride(glob: "ENA/Storyboards/**", platform: .iOS)]
        configuration.baseDirectory = folder.path
        let findings = try await folder.scan(configuration: configuration).findings.findings.filter { $0.rule == "text.fixed-size" }
        #expect(findings.count == 1 && findings.allSatisfy { $0.severity > .note })
    }

    /// Loop 710182e2: the `Learn` group (project.pbxproj:2128) holds `Main.storyboard` as a variant
    /// group (:4279) no build file refers to, and no target builds the Learn app; the app's own
    /// `Loop/Base.lproj/Main.storyboard` is a variant group its Resources phase builds (:3372).
    static let variantProject = """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = PL; };
            PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
            PC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
            G = { isa = PBXGroup; children = (A, L); sourceTree = "<group>"; };
            A = { isa = PBXGroup; children = (AV); path = Loop; sourceTree = "<group>"; };
            AV = { isa = PBXVariantGroup; children = (AB); name = Main.storyboard; sourceTree = "<group>"; };
            AB = { isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            L = { isa = PBXGroup; children = (LV); path = Learn; sourceTree = "<group>"; };
            LV = { isa = PBXVariantGroup; children = (LB); name = Main.storyboard; sourceTree = "<group>"; };
            LB = { isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            BA = { isa = PBXBuildFile; fileRef = AV; };
            R = { isa = PBXResourcesBuildPhase; files = (BA); };
            T = { isa = PBXNativeTarget; name = Loop; buildPhases = (R); productType = "com.apple.product-type.application"; };
        }; rootObject = P; }
        """

    @Test func aLocalizedStoryboardNoBuildFileNamesIsSetAside() throws {
        let project = try XcodeProjectPlatforms(parsing: Self.variantProject, file: "/app/Loop.xcodeproj/project.pbxproj")
        let cases: [(String, XcodeFileBuildState)] = [
            ("/app/Loop/Base.lproj/Main.storyboard", .built),  // must stay judged
            ("/app/Learn/Base.lproj/Main.storyboard", .notBuilt),  // named by the project, built by no target
            ("/app/Learn/Base.lproj/Other.storyboard", .notBuilt),  // under the `Learn` group's folder, named by nothing
            ("/app/Learn/Base.lproj/Main.strings", .unknown),  // not named, and `Base.lproj` is no group's folder
        ]
        for (file, state) in cases {
            #expect(project.buildState(ofFile: file) == state, "\(file)")
        }
    }

    @Test func findingsInALocalizedStoryboardNoTargetBuildsAreNotes() async throws {
        let folder = try ScanFolder([
            "Loop.xcodeproj/project.pbxproj": Self.variantProject,
            "Loop/Base.lproj/Main.storyboard": Self.storyboard,
            "Learn/Base.lproj/Main.storyboard": Self.storyboard,
        ])
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings.filter { $0.rule == "text.fixed-size" }
        let built = findings.filter { $0.location?.file.hasSuffix("Loop/Base.lproj/Main.storyboard") == true }
        let unbuilt = findings.filter { $0.location?.file.hasSuffix("Learn/Base.lproj/Main.storyboard") == true }
        #expect(built.count == 1 && built.allSatisfy { $0.severity > .note })
        #expect(unbuilt.map(\.severity) == [.note])
        #expect(unbuilt.first?.message.hasPrefix("no target of Loop.xcodeproj builds this file") == true)
    }

    /// ProtonVPN ios-mac-app (fresh-ios23b class 4): `apps/ios/iOS.xcodeproj` names
    /// `AnnouncementDetailViewController.swift` under the group `ProtonVPN/Scenes/Announcements` as
    /// `../../../../ios/ProtonVPN/Scenes/Announcements/…` (project.pbxproj:675), which climbs out
    /// of `apps/ios` and back in; its target builds it (:3100), yet 18 findings were "not built"
    /// notes. `ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard` is named by nothing (the
    /// built `Profiles.storyboard` is under `Scenes/Profiles`), yet 8 findings were judged (class 3).
    static let climbingProject = """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = PL; };
            PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
            PC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
            G = { isa = PBXGroup; children = (V); sourceTree = "<group>"; };
            V = { isa = PBXGroup; children = (S); path = ProtonVPN; sourceTree = "<group>"; };
            S = { isa = PBXGroup; children = (A, PR); path = Scenes; sourceTree = "<group>"; };
            A = { isa = PBXGroup; children = (F, X, O); path = Announcements; sourceTree = "<group>"; };
            F = { isa = PBXFileReference; name = Detail.swift; path = ../../../../ios/ProtonVPN/Scenes/Announcements/Detail.swift; sourceTree = "<group>"; };
            X = { isa = PBXFileReference; name = Detail.storyboard; path = ../../../../ios/ProtonVPN/Scenes/Announcements/Detail.storyboard; sourceTree = "<group>"; };
            O = { isa = PBXFileReference; name = Shared.swift; path = ../../../../shared/Shared.swift; sourceTree = "<group>"; };
            PR = { isa = PBXGroup; children = (PV); path = Profiles; sourceTree = "<group>"; };
            PV = { isa = PBXVariantGroup; children = (PB); name = Profiles.storyboard; sourceTree = "<group>"; };
            PB = { isa = PBXFileReference; name = Base; path = ProtonVPN/Storyboards/Base.lproj/Profiles.storyboard; sourceTree = "<group>"; };
            BF = { isa = PBXBuildFile; fileRef = F; };
            BX = { isa = PBXBuildFile; fileRef = X; };
            BO = { isa = PBXBuildFile; fileRef = O; };
            BP = { isa = PBXBuildFile; fileRef = PV; };
            Q = { isa = PBXSourcesBuildPhase; files = (BF, BO); };
            R = { isa = PBXResourcesBuildPhase; files = (BX, BP); };
            T = { isa = PBXNativeTarget; name = ProtonVPN; buildPhases = (Q, R); productType = "com.apple.product-type.application"; };
        }; rootObject = P; }
        """

    @Test func aPathThatClimbsOutOfTheProjectAndBackInIsBuilt() throws {
        let project = try XcodeProjectPlatforms(parsing: Self.climbingProject, file: "/app/apps/ios/iOS.xcodeproj/project.pbxproj")
        let cases: [(String, XcodeFileBuildState)] = [
            // Must be built: the two files the `..` path names.
            ("/app/apps/ios/ProtonVPN/Scenes/Announcements/Detail.swift", .built),
            ("/app/apps/ios/ProtonVPN/Scenes/Announcements/Detail.storyboard", .built),
            ("/app/apps/ios/ProtonVPN/Scenes/Profiles/ProtonVPN/Storyboards/Base.lproj/Profiles.storyboard", .built),
            // Must stay set aside: a copy beside them that nothing names, and the stale storyboard.
            ("/app/apps/ios/ProtonVPN/Scenes/Announcements/Old.swift", .notBuilt),
            ("/app/apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard", .notBuilt),
            // Outside the project's folder: the project says nothing of it here.
            ("/app/apps/shared/Shared.swift", .unknown),
        ]
        for (file, state) in cases {
            #expect(project.buildState(ofFile: file) == state, "\(file)")
        }
    }

    @Test func findingsInAFileBuiltThroughAClimbingPathAreJudged() async throws {
        let folder = try ScanFolder([
            "apps/ios/iOS.xcodeproj/project.pbxproj": Self.climbingProject,
            "apps/ios/ProtonVPN/Scenes/Announcements/Detail.storyboard": Self.storyboard,
            "apps/ios/ProtonVPN/Scenes/Profiles/ProtonVPN/Storyboards/Base.lproj/Profiles.storyboard": Self.storyboard,
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard": Self.storyboard,
        ])
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings.filter { $0.rule == "text.fixed-size" }
        let stale = findings.filter { $0.location?.file.hasSuffix("Profiles~.storyboard") == true }
        let built = findings.filter { $0.location?.file.hasSuffix("Profiles~.storyboard") == false }
        // Must fire: the built storyboard, and the one named through `../../../../ios/…`.
        #expect(built.count == 2 && built.allSatisfy { $0.severity > .note }, "\(built.map(\.message))")
        // Must not fire: the stale copy is a note.
        #expect(stale.map(\.severity) == [.note])
        #expect(stale.first?.message.hasPrefix("no target of iOS.xcodeproj builds this file") == true)
    }
}
