// swift-tools-version:6.0
//
// Legible: accessibility checks for iOS and cross-platform design before runtime.
//
// Module layout (one module per concept; the pure ones import no C library so an
// iOS design system can depend on them directly):
//
//   LegibleSyntax     the syntaxes Legible reads and writes (package-internal, not a product)
//   LegibleColor      colour parsing, colour spaces, WCAG/APCA contrast, suggestions (pure)
//   LegibleVision     colour-vision-deficiency simulation, colour difference, palettes (pure)
//   LegibleTypeScale  Dynamic Type, tracking, Material, Android scaling, units (pure)
//   LegibleTargets    touch-target checks (pure)
//   LegibleReporting  typed findings and reporters: text, JSON, SARIF, JUnit, GitHub (pure)
//   LegibleCatalogs   string catalogs, layout specs, pseudo-localisation (pure Swift + Yams)
//   LegibleShaping    FreeType + HarfBuzz + ICU measuring and wrapping (C libraries)
//   LegiblePNG        PNG reading and writing through libpng (C library)
//   LegibleAudit      label-overflow audit across sizes and languages
//   Legible           umbrella that re-exports all of the above
//   LegibleTool       the `legible` command-line tool

import PackageDescription

let strictSwift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Legible",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Legible", targets: ["Legible"]),
        .library(name: "LegibleColor", targets: ["LegibleColor"]),
        .library(name: "LegibleVision", targets: ["LegibleVision"]),
        .library(name: "LegibleTypeScale", targets: ["LegibleTypeScale"]),
        .library(name: "LegibleTargets", targets: ["LegibleTargets"]),
        .library(name: "LegibleReporting", targets: ["LegibleReporting"]),
        .library(name: "LegibleCatalogs", targets: ["LegibleCatalogs"]),
        .library(name: "LegibleShaping", targets: ["LegibleShaping"]),
        .library(name: "LegiblePNG", targets: ["LegiblePNG"]),
        .library(name: "LegibleAudit", targets: ["LegibleAudit"]),
        .executable(name: "legible", targets: ["LegibleTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // MARK: Pure Swift library modules

        // Reading and writing the syntaxes Legible meets (numbers, XML text); package-internal, not a product.
        .target(name: "LegibleSyntax", swiftSettings: strictSwift6),
        .target(name: "LegibleColor", dependencies: ["LegibleTypeScale", "LegibleReporting", "LegibleSyntax"], swiftSettings: strictSwift6),
        .target(name: "LegibleVision", dependencies: ["LegibleColor", "LegibleReporting"], swiftSettings: strictSwift6),
        .target(name: "LegibleTypeScale", dependencies: ["LegibleSyntax"], swiftSettings: strictSwift6),
        .target(name: "LegibleTargets", dependencies: ["LegibleReporting", "LegibleTypeScale"], swiftSettings: strictSwift6),
        .target(name: "LegibleReporting", dependencies: ["LegibleSyntax"], swiftSettings: strictSwift6),
        .target(
            name: "LegibleCatalogs",
            dependencies: [.product(name: "Yams", package: "Yams"), "LegibleTypeScale"],
            swiftSettings: strictSwift6
        ),

        // MARK: C libraries (Debian: libharfbuzz-dev, libfreetype-dev, libicu-dev, libpng-dev)

        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),

        // MARK: Modules built on C libraries

        .target(
            name: "LegibleShaping",
            dependencies: ["CHarfBuzz", "CFreeType", "CICU", "LegibleTypeScale", "LegibleSyntax"],
            swiftSettings: strictSwift6
        ),
        .target(name: "LegiblePNG", dependencies: ["CPNG"], swiftSettings: strictSwift6),
        .target(
            name: "LegibleAudit",
            dependencies: ["LegibleCatalogs", "LegibleShaping", "LegibleTypeScale", "LegibleReporting"],
            swiftSettings: strictSwift6
        ),

        // MARK: Umbrella and command-line tool

        .target(
            name: "Legible",
            dependencies: [
                "LegibleColor", "LegibleVision", "LegibleTypeScale", "LegibleTargets", "LegibleReporting",
                "LegibleCatalogs", "LegibleShaping", "LegiblePNG", "LegibleAudit",
            ],
            swiftSettings: strictSwift6
        ),
        .executableTarget(
            name: "LegibleTool",
            dependencies: ["Legible", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSwift6
        ),

        // MARK: Tests: one target per module, plus end-to-end tests of the tool

        .testTarget(name: "LegibleColorTests", dependencies: ["LegibleColor"], swiftSettings: strictSwift6),
        .testTarget(name: "LegibleVisionTests", dependencies: ["LegibleVision", "LegiblePNG"], swiftSettings: strictSwift6),
        .testTarget(name: "LegibleTypeScaleTests", dependencies: ["LegibleTypeScale"], swiftSettings: strictSwift6),
        .testTarget(name: "LegibleTargetsTests", dependencies: ["LegibleTargets"], swiftSettings: strictSwift6),
        .testTarget(name: "LegibleReportingTests", dependencies: ["LegibleReporting"], exclude: ["Fixtures"], swiftSettings: strictSwift6),
        .testTarget(name: "LegibleCatalogsTests", dependencies: ["LegibleCatalogs"], exclude: ["Fixtures"], swiftSettings: strictSwift6),
        .testTarget(
            name: "LegibleShapingTests", dependencies: ["LegibleShaping", "LegibleTypeScale"], exclude: ["Fixtures"], swiftSettings: strictSwift6
        ),
        .testTarget(name: "LegibleAuditTests", dependencies: ["LegibleAudit"], swiftSettings: strictSwift6),
        .testTarget(name: "LegibleCommandLineTests", dependencies: ["LegibleTool"], swiftSettings: strictSwift6),
    ]
)
