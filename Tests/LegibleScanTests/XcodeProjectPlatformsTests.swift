import Foundation
import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Examples/platform-project/Shelf.xcodeproj, read by hand (its README's table): which targets
/// build each file and the platforms their build settings name.
@Suite struct XcodeProjectPlatformsTests {
    static let folder = packageRoot.appendingPathComponent("Examples/platform-project").path
    static let projectFile = folder + "/Shelf.xcodeproj/project.pbxproj"

    private func project() throws -> XcodeProjectPlatforms {
        try XcodeProjectPlatforms(parsing: String(contentsOfFile: Self.projectFile, encoding: .utf8), file: Self.projectFile) { path in
            try? String(contentsOfFile: path, encoding: .utf8)
        }
    }

    @Test func theTargetsAndTheirPlatforms() throws {
        let targets = try project().targets
        // ShelfTests is a unit-test bundle: left out.
        #expect(targets.map(\.name) == ["Shelf", "Shelf Watch App", "ShelfGlanceExtension", "Shelf Spatial"])
        // Shelf: the project's SDKROOT = iphoneos (Configuration/Base.xcconfig includes Shared.xcconfig,
        // whose conditional SDKROOT[sdk=macosx*] is not read); the watch app its own watchos; the extension
        // inherits iphoneos; the visionOS app SDKROOT = auto with SUPPORTED_PLATFORMS "xros xrsimulator".
        #expect(targets.map(\.platforms) == [[.iOS], [.watchOS], [.iOS], [.visionOS]])
        // Without reading .xcconfig files the extension says nothing: nothing is guessed.
        let unread = try XcodeProjectPlatforms(parsing: String(contentsOfFile: Self.projectFile, encoding: .utf8), file: Self.projectFile)
        #expect(unread.targets.map(\.platforms) == [[.iOS], [.watchOS], [], [.visionOS]])  // Shelf: TARGETED_DEVICE_FAMILY 1,2
        // The extension links WidgetKit.framework; no other target is an app extension.
        #expect(targets.map(\.isWidget) == [false, false, true, false])
    }

    @Test func eachFileBelongsToTheTargetsThatBuildIt() throws {
        let project = try project()
        let cases: [(String, [String])] = [
            ("Shelf/ContentView.swift", ["Shelf"]),  // and ShelfTests, a test bundle
            ("Shelf/Shared/Caption.swift", ["Shelf", "Shelf Watch App"]),  // two groups deep, two targets
            ("Shelf/Base.lproj/Main.storyboard", ["Shelf"]),  // through the variant group
            ("Wrist/Face.swift", ["Shelf Watch App"]),  // the synchronized folder
            ("Wrist/Deeper/Inside.swift", ["Shelf Watch App"]),  // and anything under it
            ("Wrist/Preview.swift", []),  // the exception set takes it out
            ("Glance/GlanceView.swift", ["ShelfGlanceExtension"]),
            ("Spatial/Room.swift", ["Shelf Spatial"]),  // a path through a group without one
            ("Shelf/Other.swift", []),  // in the folder, in no target
            ("Glance/GlanceView.swift.orig", []),
        ]
        for (file, targets) in cases {
            #expect(project.targets(ofFile: Self.folder + "/" + file).map(\.name) == targets, "\(file)")
        }
    }

    @Test func aMalformedProjectFileIsAnErrorAtItsPosition() {
        let cases: [(String, Int, Int)] = [
            ("{ objects = { A = {isa = PBXGroup; ", 1, 36),  // not closed
            ("{\n  objects = { A = (1, 2 3); };\n}", 2, 25),  // no comma
            ("{ objects = \"unterminated }", 1, 28),
            ("{ objects = { }; } trailing", 1, 20),
            ("{ a = b; } /* open comment", 1, 12),
        ]
        for (text, line, column) in cases {
            #expect {
                _ = try XcodeProjectPlatforms(parsing: text, file: "p.pbxproj")
            } throws: { error in
                guard let error = error as? SourceFileError else { return false }
                return error.position == TextPosition(line: line, column: column)
            }
        }
        // Parsed, but no project.
        #expect(throws: SourceFileError.self) { try XcodeProjectPlatforms(parsing: "{ a = b; }", file: "p.pbxproj") }
    }

    @Test func nestingPastTheLimitIsAnErrorNotACrash() {
        let deep = String(repeating: "(", count: 100_000)
        #expect {
            _ = try XcodeProjectPlatforms(parsing: "{ objects = \(deep) }", file: "p.pbxproj")
        } throws: { error in
            (error as? SourceFileError)?.message.contains("nested deeper than 64") == true
        }
    }

    @Test func aGroupCycleEnds() throws {
        // G1 holds G2 holds G1: the walk stops at the first repeat.
        let text = """
            { objects = { R = { isa = PBXProject; mainGroup = G1; targets = (T); };
              G1 = { isa = PBXGroup; children = (G2, F); path = A; };
              G2 = { isa = PBXGroup; children = (G1); path = B; };
              F = { isa = PBXFileReference; path = "x.swift"; };
              B = { isa = PBXBuildFile; fileRef = F; };
              S = { isa = PBXSourcesBuildPhase; files = (B); };
              T = { isa = PBXNativeTarget; name = Loop; buildPhases = (S); productType = "com.apple.product-type.application"; };
            }; rootObject = R; }
            """
        let project = try XcodeProjectPlatforms(parsing: text, file: "App.xcodeproj/project.pbxproj")
        #expect(project.targets(ofFile: "A/x.swift").map(\.name) == ["Loop"])
        // No build setting names a platform: none is guessed.
        #expect(project.targets.first?.platforms == [])
    }

    @Test func packagesNamePlatformsOnlyWithoutIOS() {
        let watch = PackageManifestPlatforms(parsing: #"let p = Package(name: "Face", platforms: [.watchOS(.v10)], targets: [])"#)
        #expect(watch.name == "Face" && watch.judgedPlatforms == [.watchOS])
        let both = PackageManifestPlatforms(parsing: "let p = Package(name: \"Kit\",\n platforms: [\n .iOS(.v17),\n .watchOS(\"10.0\")\n])")
        #expect(both.platforms == [.iOS, .watchOS] && both.judgedPlatforms == [])
        let catalyst = PackageManifestPlatforms(parsing: #"Package(name: "C", platforms: [.macOS(.v14), .macCatalyst(.v17)])"#)
        #expect(catalyst.judgedPlatforms == [])  // Mac Catalyst runs the iPad interface
        // Must not: a commented-out list, a condition's platforms, no list at all.
        #expect(PackageManifestPlatforms(parsing: "Package(name: \"A\" /* platforms: [.watchOS(.v10)] */)").platforms == [])
        #expect(PackageManifestPlatforms(parsing: "Package(name: \"A\", // platforms: [.tvOS(.v17)]\n targets: [])").platforms == [])
        let condition = #"Package(name: "A", targets: [.target(name: "A", swiftSettings: [.define("X", .when(platforms: [.macOS]))])])"#
        #expect(PackageManifestPlatforms(parsing: condition).platforms == [])
        let paths = PackageManifestPlatforms(parsing: #"Package(name: "A", targets: [.target(name: "A", path: "Code/A/")])"#)
        #expect(paths.targetFolders == ["Sources", "Code/A"])
    }

    @Test func legibleYAMLPlatformsAreValidatedWithTheirPosition() throws {
        let configuration = try ScanConfiguration(
            parsing: "scan:\n  platforms:\n    \"Watch/*\": watchOS\n    \"*\": visionos\n", file: "legible.yaml", isJSON: false)
        #expect(
            configuration.platformOverrides == [
                ScanPlatformOverride(glob: "Watch/*", platform: .watchOS), ScanPlatformOverride(glob: "*", platform: .visionOS),
            ])
        // The first glob that matches decides.
        let map = ScanPlatformMap(projectFiles: [], configuration: configuration)
        #expect(map.decisions(forFile: "Watch/Face.swift").map(\.platform) == [.watchOS])
        #expect(map.decisions(forFile: "App/View.swift").map(\.platform) == [.visionOS])
        #expect {
            _ = try ScanConfiguration(parsing: "scan:\n  platforms:\n    \"Watch/*\": android\n", file: "legible.yaml", isJSON: false)
        } throws: { error in
            guard let error = error as? SourceFileError else { return false }
            return error.position == TextPosition(line: 3, column: 16) && error.message.contains("unknown platform \"android\"")
        }
        #expect(throws: SourceFileError.self) { try ScanConfiguration(parsing: "scan:\n  platforms: [watchos]\n", file: "legible.yaml", isJSON: false) }
    }

    @Test func anUnreadableProjectFileIsAFindingAndTheScanGoesOn() async throws {
        let folder = NSTemporaryDirectory() + "legible-platforms-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/App Watch App", withIntermediateDirectories: true)
        try "{ objects = { A = (1 2); }; }".write(toFile: folder + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let map = ScanPlatformMap(projectFiles: [folder + "/App.xcodeproj/project.pbxproj"], configuration: ScanConfiguration())
        #expect(map.unreadable.map(\.position) == [TextPosition(line: 1, column: 22)])
        // Its files are placed by their folders.
        #expect(map.decisions(forFile: folder + "/App Watch App/V.swift").map(\.source) == [.folder])
    }
}
