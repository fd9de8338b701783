// swift-tools-version:5.9
// A package for the watch only: `platforms:` names watchOS and nothing else, so its files are
// judged with watchOS's numbers. (An `.iOS(.v17)` here would make them iOS's, as before.)
import PackageDescription

let package = Package(
    name: "Complications",
    platforms: [.watchOS(.v10)],
    targets: [
        .target(name: "Complications", swiftSettings: [.define("RINGS", .when(platforms: [.macOS]))])
    ]
)
