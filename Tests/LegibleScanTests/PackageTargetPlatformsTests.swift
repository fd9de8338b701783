import Foundation
import LegibleReporting
import LegibleScan
import LegibleTypeScale
import Testing

/// A package target that only a tvOS-conditioned dependency brings in is tvOS's (fresh-ios13b,
/// "latent platform gap"): Passepartout 7c23f33f `app-apple/Package/Package.swift:113`,
/// `.target(name: "AppLibraryTV", condition: .when(platforms: [.tvOS]))` in
/// `AppLibraryTVWrapper`'s dependencies, while the package's `platforms:` names iOS, macOS and
/// tvOS; its views were judged as iPhone views.
@Suite struct PackageTargetPlatformsTests {
    /// Passepartout's manifest, cut down to the targets and products that matter, as written.
    static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "App",
            defaultLocalization: "en",
            platforms: [
                .iOS(.v16),
                .macOS(.v13),
                .tvOS(.v17)
            ],
            products: [
                .library(
                    name: "AppLibraryMain",
                    targets: [
                        "CommonDataPreferences",
                        "AppLibraryMainWrapper"
                    ]
                ),
                .library(
                    name: "AppLibraryTV",
                    targets: [
                        "CommonDataPreferences",
                        "AppLibraryTVWrapper"
                    ]
                ),
                .library(
                    name: "CommonWeb",
                    targets: ["CommonWeb"]
                )
            ],
            targets: [
                .target(
                    name: "AppLibrary",
                    dependencies: ["CommonLibrary"],
                    resources: [
                        .process("Resources")
                    ]
                ),
                .target(
                    name: "AppLibraryMain",
                    dependencies: ["AppLibrary"]
                ),
                .target(
                    name: "AppLibraryMainWrapper",
                    dependencies: [
                        .target(name: "AppLibraryMain", condition: .when(platforms: [.iOS, .macOS]))
                    ],
                    path: "Sources/Empty/AppLibraryMainWrapper"
                ),
                .target(
                    name: "AppLibraryTV",
                    dependencies: [
                        "AppLibrary",
                        "CommonWeb"
                    ]
                ),
                .target(
                    name: "AppLibraryTVWrapper",
                    dependencies: [
                        .target(name: "AppLibraryTV", condition: .when(platforms: [.tvOS]))
                    ],
                    path: "Sources/Empty/AppLibraryTVWrapper"
                ),
                .target(
                    name: "CommonWeb",
                    dependencies: ["CommonLibrary"]
                ),
                .testTarget(
                    name: "AppLibraryTests",
                    dependencies: ["AppLibrary"]
                )
            ]
        )
        """

    @Test func aTargetOnlyATVOSDependencyBringsInIsTVOSs() {
        // Must fire: AppLibraryTV, though the product of the same name is no use of the target.
        let manifest = PackageManifestPlatforms(parsing: Self.manifest)
        #expect(manifest.conditionedTargets == [PackageTargetPlatforms(name: "AppLibraryTV", folder: "Sources/AppLibraryTV", platforms: [.tvOS])])
        #expect(manifest.judgedPlatforms == [])
        // Must fire: a `.byName` item, and a target with its own `path:`.
        let byName = """
            let package = Package(name: "App", platforms: [.iOS(.v16), .tvOS(.v17)], targets: [
                .target(name: "TV", path: "TV/"),
                .target(name: "Wrapper", dependencies: [.byName(name: "TV", condition: .when(platforms: [.tvOS]))]),
            ])
            """
        #expect(PackageManifestPlatforms(parsing: byName).conditionedTargets == [PackageTargetPlatforms(name: "TV", folder: "TV", platforms: [.tvOS])])
    }

    @Test func aTargetAnythingElseMayBuildForIOSIsLeftOut() {
        // Must not fire: AppLibraryMain is iOS's too, CommonWeb is a product any app may link,
        // and a target a product lists, another target needs with no condition, or a list kept
        // in a variable names may be built for iOS.
        for (from, to) in [
            ("\"AppLibraryTVWrapper\"\n", "\"AppLibraryTVWrapper\",\n\"AppLibraryTV\"\n"),
            ("dependencies: [\"AppLibrary\"]\n", "dependencies: [\"AppLibrary\", \"AppLibraryTV\"]\n"),
            ("dependencies: [\"CommonLibrary\"]\n", "dependencies: [.target(name: \"AppLibraryTV\")]\n"),
            ("let package", "let tv: [Target.Dependency] = [\"AppLibraryTV\"]\nlet package"),
            (".tvOS])", ".tvOS, .iOS])"),
        ] {
            let manifest = PackageManifestPlatforms(parsing: Self.manifest.replacingOccurrences(of: from, with: to))
            #expect(manifest.conditionedTargets == [], "\(to)")
        }
        // Must not fire: a package that does not build for tvOS builds no tvOS target.
        let noTV = PackageManifestPlatforms(parsing: Self.manifest.replacingOccurrences(of: ",\n        .tvOS(.v17)", with: ""))
        #expect(noTV.conditionedTargets == [])
    }

    @Test func itsFilesAreJudgedForTVOS() throws {
        let folder = NSTemporaryDirectory() + "legible-package-targets-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        let map = ScanPlatformMap(projectFiles: [folder + "/Package.swift"], configuration: ScanConfiguration())
        let tv = map.decisions(forFile: folder + "/Sources/AppLibraryTV/Views/UI/View+MainButton.swift")
        #expect(tv.map(\.platform) == [.tvOS])
        #expect(tv.first?.reason == "its package 'App, target AppLibraryTV'")
        // Must not: the shared library and the iOS and macOS target stay iOS's.
        #expect(map.decisions(forFile: folder + "/Sources/AppLibrary/Views/ProfileRowView.swift") == [.iOSDefault])
        #expect(map.decisions(forFile: folder + "/Sources/AppLibraryMain/Views/App/ProfileCardView.swift") == [.iOSDefault])
        #expect(map.decisions(forFile: folder + "/Sources/AppLibraryTVExtra/View.swift") == [.iOSDefault])
    }
}
