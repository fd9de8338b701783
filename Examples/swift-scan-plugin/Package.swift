// swift-tools-version:6.0
//
// A small app package that applies both Legible plugins to its Swift code:
//   swift build                    → the build-tool plugin prints each finding as a compiler warning
//   swift package legible scan     → the command plugin prints the findings (no permission needed)
//   swift package --allow-writing-to-package-directory legible scan --format sarif --output legible.sarif
// Tests/LegibleSwiftScanTests/PluginExampleTests.swift runs both (slow: LEGIBLE_SLOW_TESTS=1).
import PackageDescription

let package = Package(
    name: "SwiftScanPluginExample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "Legible", path: "../..")],
    targets: [
        .target(name: "Screens", resources: [.process("Localizable.xcstrings")], plugins: [.plugin(name: "LegibleBuild", package: "Legible")])
    ]
)
