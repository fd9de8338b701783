import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// GitHawk 36f6fa28 vendors SwipeCellKit in `Local Pods/SwipeCellKit`; the library's
/// `Example/MailExample.xcodeproj` builds `Example/MailExample/Main.storyboard`, the app's
/// `Freetime.xcodeproj` builds none of it and names no such project, and 14 errors and warnings
/// were reported about that example app (fresh-ios22c class 2). The projects below are reduced
/// from those two: each an application target building one storyboard.
@Suite struct LibraryExampleAppTests {
    static func project(app: String, storyboard: String, subproject: String? = nil) -> String {
        let reference =
            subproject.map { "X = { isa = PBXFileReference; lastKnownFileType = \"wrapper.pb-project\"; path = \"\($0)\"; sourceTree = \"<group>\"; };" } ?? ""
        return """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = PL; };
                PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
                PC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
                G = { isa = PBXGroup; children = (L\(subproject == nil ? "" : ", X")); sourceTree = "<group>"; };
                L = { isa = PBXFileReference; path = "\(storyboard)"; sourceTree = "<group>"; };
                \(reference)
                BL = { isa = PBXBuildFile; fileRef = L; };
                R = { isa = PBXResourcesBuildPhase; files = (BL); };
                T = { isa = PBXNativeTarget; name = \(app); buildPhases = (R); productType = "com.apple.product-type.application"; };
            }; rootObject = P; }
            """
    }

    static let example = "Local Pods/SwipeCellKit/Example"

    static func scan(appNamesExample: Bool = false, withApp: Bool = true) async throws -> [Finding] {
        var files: [String: Any] = [
            "\(example)/MailExample.xcodeproj/project.pbxproj": project(app: "MailExample", storyboard: "MailExample/Main.storyboard"),
            "\(example)/MailExample/Main.storyboard": UnbuiltFileTests.storyboard,
        ]
        if withApp {
            let subproject = appNamesExample ? "\(example)/MailExample.xcodeproj" : nil
            files["Freetime.xcodeproj/project.pbxproj"] = project(app: "Freetime", storyboard: "Classes/Settings.storyboard", subproject: subproject)
            files["Classes/Settings.storyboard"] = UnbuiltFileTests.storyboard
        }
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        return try await folder.scan().findings.findings.filter { $0.rule == "text.fixed-size" }
    }

    @Test func aVendoredLibrarysExampleAppIsNoScreenOfTheApp() async throws {
        let findings = try await Self.scan()
        // Must fire: the app's own storyboard.
        let app = findings.filter { $0.location?.file.hasSuffix("Classes/Settings.storyboard") == true }
        #expect(app.count == 1 && app.allSatisfy { $0.severity > .note })
        // Must not fire: the library's example app is a note that says why.
        let example = findings.filter { $0.location?.file.hasSuffix("MailExample/Main.storyboard") == true }
        #expect(example.map(\.severity) == [.note])
        #expect(
            example.first?.message.hasPrefix(
                "only MailExample.xcodeproj, a library's example app in Freetime.xcodeproj's folder, builds this file, so no user sees it") == true)
    }

    @Test func anExampleTheAppProjectNamesOrAScanOfTheLibraryAloneIsJudged() async throws {
        // The app's project names the nested project: it is part of the app's build.
        let named = try await Self.scan(appNamesExample: true).filter { $0.location?.file.hasSuffix("MailExample/Main.storyboard") == true }
        #expect(named.count == 1 && named.allSatisfy { $0.severity > .note })
        // A library's repository, whose example app is the only app: its screens are judged.
        let alone = try await Self.scan(withApp: false)
        #expect(alone.count == 1 && alone.allSatisfy { $0.severity > .note })
    }
}
