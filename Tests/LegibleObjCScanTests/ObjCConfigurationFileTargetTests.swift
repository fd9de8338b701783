import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import Testing

/// An app whose project sets its deployment target only in the `.xcconfig` its configurations are
/// based on (mumble b493b10d `BuildConfig/Base.xcconfig:9`, `IPHONEOS_DEPLOYMENT_TARGET = 12.0`,
/// included by the configuration's own file): the `else` of `if (@available(iOS 7, *))`
/// (`MUAccessTokenViewController.m:137-139`) never runs, so its 20 pt was a wrong
/// `text.fixed-size` and the 18 pt the `if` shows was missed. Reduced by hand.
@Suite struct ObjCConfigurationFileTargetTests {
    static let project = """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = PL; };
            PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
            PC = { isa = XCBuildConfiguration; baseConfigurationReference = C; buildSettings = { }; name = Debug; };
            G = { isa = PBXGroup; children = (C, S); sourceTree = "<group>"; };
            C = { isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Debug.xcconfig; sourceTree = "<group>"; };
            S = { isa = PBXFileReference; path = App/EditViewController.m; sourceTree = "<group>"; };
            B = { isa = PBXBuildFile; fileRef = S; };
            SP = { isa = PBXSourcesBuildPhase; files = (B); };
            T = { isa = PBXNativeTarget; name = App; buildConfigurationList = TL; buildPhases = (SP);
                  productType = "com.apple.product-type.application"; };
            TL = { isa = XCConfigurationList; buildConfigurations = (TC); };
            TC = { isa = XCBuildConfiguration; baseConfigurationReference = C; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
        }; rootObject = P; }
        """

    static let source = method(
        """
            UITextField *field;
            if (@available(iOS 7, *)) {
                field = [[UITextField alloc] initWithFrame:CGRectZero];
                [field setFont:[UIFont boldSystemFontOfSize:18.0f]];
            } else {
                field = [[UITextField alloc] initWithFrame:CGRectZero];
                [field setFont:[UIFont boldSystemFontOfSize:20.0f]];
            }
            [self.view addSubview:field];
        """, className: "EditViewController")

    /// The `text.fixed-size` lines of the app, with the `.xcconfig` saying `target` (none when `nil`).
    static func fixedSizeLines(target: String?) async throws -> [Int] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files = [
            "App.xcodeproj/project.pbxproj": project, "App/EditViewController.m": source,
            "Config/Debug.xcconfig": "#include \"Base.xcconfig\"\nDEBUG_INFORMATION_FORMAT = dwarf\n",
        ]
        if let target { files["Config/Base.xcconfig"] = "// Shared\nIPHONEOS_DEPLOYMENT_TARGET = \(target)\n" }
        for (name, text) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [ObjCSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }.compactMap { $0.location?.line }.sorted()
    }

    /// Must fire: the 18 pt of the `if` (line 10). Must not fire: the 20 pt of the `else` (line 13).
    @Test func theConfigurationFilesTargetDropsTheElse() async throws {
        #expect(try await Self.fixedSizeLines(target: "12.0") == [10])
    }

    /// With no target anywhere every branch may run, and the last font set is the one judged.
    @Test func withoutATargetTheElseIsRead() async throws {
        let lines = try await Self.fixedSizeLines(target: nil)
        #expect(lines == [13], "\(lines)")
    }
}
