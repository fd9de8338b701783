import Foundation
import LegibleScan
import LegibleTypeScale
import Testing

/// A project defined by Tuist keeps no `.xcodeproj`: its `Project.swift` says each target's
/// platforms (fresh-mac27, Cork 75c5c612: `destinations: [.mac]`, `deploymentTargets:
/// .macOS("14.0.0")`). The scan read only `project.pbxproj` and `Package.swift`, so every file
/// of the Mac app was judged as an iPhone's (a 13 pt fixed font reported against Dynamic Type at
/// `Package Caveat Minified Display.swift:35`).
@Suite struct TuistProjectPlatformsTests {
    /// A Mac app's manifest in Cork's shape, with names of our own: the app target made by a
    /// function (its name in a variable), a library whose glob excludes its tests, a test target
    /// that compiles the app's files too, and the dependency items that name targets.
    static let macManifest = """
        import ProjectDescription

        func appTarget(selfBuilt: Bool) -> ProjectDescription.Target {
            let targetName = selfBuilt ? "Self-Built" : "Shelf"
            return Target.target(
                name: targetName,
                destinations: [.mac],
                product: .app,
                productName: "Shelf",
                deploymentTargets: .macOS("14.0.0"),
                sources: [
                    "Shelf/**/*.swift",
                ], dependencies: [
                    .target(kitTarget),
                    .target(name: "Other"),
                ]
            )
        }

        let kitTarget: ProjectDescription.Target = .target(
            name: "ShelfKit",
            destinations: [.mac],
            product: .staticLibrary,
            sources: [
                .glob("Modules/Kit/**/*.swift", excluding: ["Modules/Kit/Tests/**", "Modules/Kit/Fixtures/**"])
            ]
        )

        let testsTarget: ProjectDescription.Target = .target(
            name: "ShelfTests",
            destinations: [.iPhone],
            product: .unitTests,
            sources: ["Tests/**", "Shelf/**/*.swift"]
        )

        let project = Project(name: "Shelf", targets: [appTarget(selfBuilt: false), kitTarget, testsTarget])
        """

    @Test func aMacTargetsFilesAreMacOSs() throws {
        // Must fire: the app's files, at any depth, and the library's, are the Mac's.
        let manifest = try #require(TuistProjectPlatforms(parsing: Self.macManifest, folder: "/app"))
        let app = manifest.targets(ofFile: "/app/Shelf/Views/Packages/Details/Caveat Display.swift")
        #expect(app.map(\.name) == ["Shelf"])
        #expect(app.map(\.platforms) == [[.macOS]])
        #expect(manifest.targets(ofFile: "/app/Shelf/App.swift").map(\.platforms) == [[.macOS]])
        #expect(manifest.targets(ofFile: "/app/Modules/Kit/Views/Pill.swift").map(\.name) == ["ShelfKit"])
        // Must not: what `excluding:` takes out, what only the test target builds, other files.
        #expect(manifest.targets(ofFile: "/app/Modules/Kit/Tests/PillTests.swift").isEmpty)
        #expect(manifest.targets(ofFile: "/app/Modules/Kit/Fixtures/Sample.swift").isEmpty)
        #expect(manifest.targets(ofFile: "/app/Tests/ShelfTests.swift").isEmpty)
        #expect(manifest.targets(ofFile: "/app/Shelf/Info.plist").isEmpty)
        #expect(manifest.targets(ofFile: "/elsewhere/Shelf/App.swift").isEmpty)
    }

    @Test func destinationsPlatformAndDeploymentTargetsAreRead() throws {
        func platforms(_ arguments: String) -> [[ApplePlatform]]? {
            let text = "import ProjectDescription\nlet t = Target(name: \"T\", \(arguments), product: .app, sources: [\"T/**\"])"
            return TuistProjectPlatforms(parsing: text, folder: "/p")?.targets(ofFile: "/p/T/V.swift").map(\.platforms)
        }
        // Must fire: the Mac's destinations, older Tuist's `platform:`, a deployment target alone.
        #expect(platforms("destinations: .macOS") == [[.macOS]])
        #expect(platforms("platform: .macOS") == [[.macOS]])
        #expect(platforms("deploymentTargets: .macOS(\"14.0\")") == [[.macOS]])
        #expect(platforms("destinations: [.appleWatch]") == [[.watchOS]])
        // Must not turn an iOS target, or one for iPhone and the Mac, into the Mac's alone: the
        // iPad app a Mac runs is iOS's; a target of several platforms is judged for each, iOS first.
        #expect(platforms("destinations: .iOS") == [[.iOS]])
        #expect(platforms("destinations: [.iPhone, .iPad, .macWithiPadDesign]") == [[.iOS]])
        #expect(platforms("destinations: [.iPhone, .iPad, .mac]") == [[.iOS, .macOS]])
        #expect(platforms("platform: .iOS") == [[.iOS]])
        // Must not: destinations kept in a variable decide nothing.
        #expect(platforms("destinations: appDestinations") == [[]])
    }

    @Test func aProjectSwiftThatIsNoManifestSaysNothing() {
        // An app's own model type named Project, with a `.target(` of its own.
        let model = "struct Project { func target(product: String) {} }\nlet p = Project().target(product: \"x\")"
        #expect(TuistProjectPlatforms(parsing: model, folder: "/app") == nil)
    }

    @Test func theScanJudgesTheMacAppsFilesForMacOS() throws {
        let folder = NSTemporaryDirectory() + "legible-tuist-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.macManifest.write(toFile: folder + "/Project.swift", atomically: true, encoding: .utf8)
        let map = ScanPlatformMap(projectFiles: [folder + "/Project.swift"], configuration: ScanConfiguration())
        let decisions = map.decisions(forFile: folder + "/Shelf/Views/Caveat Display.swift")
        #expect(decisions.map(\.platform) == [.macOS])
        #expect(decisions.first?.reason == "its target 'Shelf'")
        // Must not: a file no target builds stays where its folders put it.
        #expect(map.decisions(forFile: folder + "/Tests/ShelfTests.swift") == [.iOSDefault])
        // Must not: an iOS manifest of the same shape keeps its files iOS's.
        try Self.macManifest.replacingOccurrences(of: "[.mac]", with: "[.iPhone, .iPad]").write(
            toFile: folder + "/Project.swift", atomically: true, encoding: .utf8)
        let iOS = ScanPlatformMap(projectFiles: [folder + "/Project.swift"], configuration: ScanConfiguration())
        #expect(iOS.decisions(forFile: folder + "/Shelf/Views/Caveat Display.swift").map(\.platform) == [.iOS])
    }
}
