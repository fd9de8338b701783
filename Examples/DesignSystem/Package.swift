// swift-tools-version:6.0
//
// Harbor, a small design system, checking itself with Legible through the library alone: its
// colour pairs in light and dark, its type ramp at every text size with three translated labels,
// its chart palette for colour-vision deficiency, and its controls as touch targets.
//
//   swift run DesignSystemChecks      # the report; exit 0 when every check passes, 1 when one fails
//   swift test                        # the report against independently computed values
//
// From the Legible checkout, `make test` builds and runs both (sharing the root package's build).

import PackageDescription

let package = Package(
    name: "DesignSystem",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"])
    ],
    dependencies: [
        .package(name: "Legible", path: "../..")
    ],
    targets: [
        // The design system itself: tokens and components as Swift values. Only Legible's pure
        // modules, so an iOS app target can import it without any C library.
        .target(
            name: "DesignSystem",
            dependencies: [
                .product(name: "LegibleColor", package: "Legible"),
                .product(name: "LegibleTypeScale", package: "Legible"),
                .product(name: "LegibleTargets", package: "Legible"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The checks, one file per task, run in CI. Fitting labels shapes text, so this target
        // imports the whole of Legible (FreeType, HarfBuzz and ICU included).
        .executableTarget(
            name: "DesignSystemChecks",
            dependencies: ["DesignSystem", .product(name: "Legible", package: "Legible")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "DesignSystemChecksTests",
            dependencies: ["DesignSystemChecks", "DesignSystem", .product(name: "Legible", package: "Legible")],
            exclude: ["Fixtures"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
