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
    (
        "FuzzOptionValues",
        ["LegibleCatalogs", "LegibleColor", "LegibleCore", "LegibleReporting", "LegibleShaping", "LegibleTokens", "LegibleTypeScale", "LegibleVision"]
    ),
    ("FuzzXCStrings", ["LegibleCatalogs", "LegibleCore", "LegibleReporting"]),
    ("FuzzStringsFile", ["LegibleCatalogs", "LegibleCore", "LegibleReporting"]),
    ("FuzzStringsdict", ["LegibleCatalogs", "LegibleCore", "LegibleReporting"]),
    ("FuzzAndroidStrings", ["LegibleCatalogs", "LegibleCore", "LegibleReporting"]),
    ("FuzzCatalogCSV", ["LegibleCatalogs", "LegibleCore", "LegibleReporting"]),
    ("FuzzCatalogJSON", ["LegibleCatalogs", "LegibleCore", "LegibleReporting"]),
    ("FuzzLayoutYAML", ["LegibleCatalogs", "LegibleCore", "LegibleReporting"]),
    ("FuzzLayoutJSON", ["LegibleCatalogs", "LegibleCore", "LegibleReporting"]),
    ("FuzzScreen", ["LegibleCore", "LegibleReporting", "LegibleTargets"]),
    ("FuzzDesignTokens", ["LegibleColor", "LegibleCore", "LegibleReporting", "LegibleTokens"]),
    ("FuzzAssetColorSet", ["LegibleColor", "LegibleCore", "LegibleReporting", "LegibleTokens"]),
    ("FuzzAndroidColors", ["LegibleColor", "LegibleCore", "LegibleReporting", "LegibleTokens"]),
    ("FuzzAndroidColorStateList", ["LegibleColor", "LegibleCore", "LegibleReporting", "LegibleTokens"]),
    ("FuzzAndroidLayout", ["LegibleCore", "LegibleReporting", "LegibleScan"]),
    ("FuzzAndroidSources", ["LegibleCore", "LegibleReporting", "LegibleScan"]),
    ("FuzzConfiguration", ["LegibleDesignCheck", "LegibleCore", "LegibleReporting", "LegibleTokens"]),
    ("FuzzBaseline", ["LegibleCore", "LegibleReporting"]),
    ("FuzzPNG", ["LegiblePNG"]),
    ("FuzzFont", ["LegibleScan", "LegibleShaping", "LegibleTypeScale"]),
    ("FuzzMeasureText", ["LegibleShaping", "LegibleTypeScale"]),
    ("FuzzInterfaceBuilder", ["LegibleCatalogs", "LegibleCore", "LegibleReporting", "LegibleScan"]),
    ("FuzzScanConfiguration", ["LegibleCore", "LegibleReporting", "LegibleScan"]),
    ("FuzzSwiftSource", ["LegibleCore", "LegibleReporting", "LegibleScan", "LegibleSwiftScan"]),
    ("FuzzKotlinSource", ["LegibleKotlinScan", "LegibleCore", "LegibleReporting", "LegibleScan"]),
    ("FuzzObjCSource", ["LegibleObjCScan", "LegibleCore", "LegibleReporting", "LegibleScan"]),
    ("FuzzXcodeProject", ["LegibleCore", "LegibleReporting", "LegibleScan", "LegibleTypeScale"]),
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
            dependencies: ["LegibleCatalogs", "LegibleCore", "LegibleReporting", "LegibleTokens"].map { .product(name: $0, package: "Legible") },
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
