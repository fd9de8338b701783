// swift-tools-version:6.0
//
// Legible's fuzz targets: one libFuzzer executable per parser of untrusted input, each driving the
// public API a user's input reaches. A separate package so that `swift build` and `swift test` of
// the main package never build them. Build and run them with `Tests/Fuzzing/run.sh` (or
// `make fuzz`); it compiles everything, Legible included, with `-sanitize=fuzzer,address`.

import PackageDescription

/// `-parse-as-library`: libFuzzer supplies `main` and calls `LLVMFuzzerTestOneInput`.
let fuzzTarget: [SwiftSetting] = [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library"])]

/// Each target and the Legible products it uses.
let targets: [(name: String, products: [String])] = [
    ("FuzzColor", ["LegibleColor"]),
    ("FuzzContrastPairs", ["LegibleColor"]),
    ("FuzzOptionValues", ["LegibleCatalogs", "LegibleColor", "LegibleReporting", "LegibleShaping", "LegibleTokens", "LegibleTypeScale", "LegibleVision"]),
    ("FuzzXCStrings", ["LegibleCatalogs", "LegibleReporting"]),
    ("FuzzStringsFile", ["LegibleCatalogs", "LegibleReporting"]),
    ("FuzzStringsdict", ["LegibleCatalogs", "LegibleReporting"]),
    ("FuzzAndroidStrings", ["LegibleCatalogs", "LegibleReporting"]),
    ("FuzzCatalogCSV", ["LegibleCatalogs", "LegibleReporting"]),
    ("FuzzCatalogJSON", ["LegibleCatalogs", "LegibleReporting"]),
    ("FuzzLayoutYAML", ["LegibleCatalogs", "LegibleReporting"]),
    ("FuzzLayoutJSON", ["LegibleCatalogs", "LegibleReporting"]),
    ("FuzzScreen", ["LegibleReporting", "LegibleTargets"]),
    ("FuzzDesignTokens", ["LegibleColor", "LegibleReporting", "LegibleTokens"]),
    ("FuzzAssetColorSet", ["LegibleColor", "LegibleReporting", "LegibleTokens"]),
    ("FuzzAndroidColors", ["LegibleColor", "LegibleReporting", "LegibleTokens"]),
    ("FuzzAndroidColorStateList", ["LegibleColor", "LegibleReporting", "LegibleTokens"]),
    ("FuzzAndroidLayout", ["LegibleReporting", "LegibleScan"]),
    ("FuzzAndroidSources", ["LegibleReporting", "LegibleScan"]),
    ("FuzzConfiguration", ["LegibleDesignCheck", "LegibleReporting", "LegibleTokens"]),
    ("FuzzBaseline", ["LegibleReporting"]),
    ("FuzzPNG", ["LegiblePNG"]),
    ("FuzzFont", ["LegibleShaping", "LegibleTypeScale"]),
    ("FuzzMeasureText", ["LegibleShaping", "LegibleTypeScale"]),
    ("FuzzInterfaceBuilder", ["LegibleCatalogs", "LegibleReporting", "LegibleScan"]),
    ("FuzzScanConfiguration", ["LegibleReporting", "LegibleScan"]),
    ("FuzzSwiftSource", ["LegibleReporting", "LegibleScan", "LegibleSwiftScan"]),
    ("FuzzXcodeProject", ["LegibleReporting", "LegibleScan", "LegibleTypeScale"]),
    ("FuzzKotlinSource", ["LegibleKotlinScan", "LegibleReporting", "LegibleScan"]),
]

let package = Package(
    name: "LegibleFuzzing",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Legible", path: "../..")],
    targets: [
        // The bytes, scratch files and invariants every target shares, and the checks the catalog
        // and colour-source targets share.
        .target(
            name: "FuzzSupport",
            dependencies: ["LegibleCatalogs", "LegibleReporting", "LegibleTokens"].map { .product(name: $0, package: "Legible") },
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
        + targets.map { target in
            .executableTarget(
                name: target.name,
                dependencies: ["FuzzSupport"] + target.products.map { .product(name: $0, package: "Legible") },
                swiftSettings: fuzzTarget
            )
        }
)
