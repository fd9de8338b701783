// swift-tools-version:6.0
//
// Legible: accessibility checks for iOS and cross-platform design before runtime.
//
// Module layout (one module per concept; the pure ones import no C library so an
// iOS design system can depend on them directly):
//
//   LegibleSyntax     the syntaxes Legible reads and writes, with positions, and key globs (package-internal, not a product)
//   LegibleYAML       YAML into LegibleSyntax's positioned values, through Yams (package-internal)
//   LegibleCore       what every module shares: typed positioned file errors, the version, report output buffers, chunked parallel work (pure)
//   LegibleColor      colour parsing, colour spaces, WCAG/APCA contrast, suggestions (pure)
//   LegibleVision     colour-vision-deficiency simulation, colour difference, palettes (pure)
//   LegibleTypeScale  Dynamic Type, tracking, Material, Android scaling, units (pure)
//   LegibleTargets    touch-target checks (pure)
//   LegibleReporting  typed findings, rule descriptors and reporters: text, JSON, SARIF, JUnit, GitHub (pure)
//   LegibleCatalogs   string catalogs, layout specs, pseudo-localisation (pure Swift + Yams)
//   LegibleTokens     a design system's colours (design tokens, asset catalogs, Android) per appearance (pure Swift)
//   LegibleDesignCheck  `legible check`: its configuration (`legible.yaml`), a design system's declared pairs and palettes in every appearance (pure Swift + Yams)
//   LegibleLayoutSolver  linear constraints with Auto Layout's priorities, solved incrementally (Cassowary; pure Swift, depends on nothing)
//   LegibleShaping    FreeType + HarfBuzz + ICU measuring and wrapping (C libraries)
//   LegiblePNG        PNG reading and writing through libpng (C library)
//   LegibleAudit      label-overflow audit across sizes and languages
//   LegibleScan       `legible scan`: storyboards, xibs, Android layouts read into elements one rule set judges
//   LegibleSwiftScan  `legible scan` of Swift source (SwiftUI, UIKit) through swift-syntax (XcodeGen specs through LegibleYAML); only the tool links it
//   LegibleKotlinScan `legible scan` of Kotlin source (Jetpack Compose) through its own lexer and tolerant parser; only the tool links it
//   LegibleObjCScan   `legible scan` of Objective-C source (UIKit) through its own lexer and tolerant reader; only the tool links it
//   Legible           umbrella that re-exports the library modules above but LegibleLayoutSolver and the three source readers
//                     (the readers build parsers a design system should not; the solver is LegibleScan's, not yet public API to lean on);
//                     it holds nothing else (the rule registry and `legible init`'s starter live in LegibleScan)
//   LegibleTool       the `legible` command-line tool

import PackageDescription

let strictSwift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Legible",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Legible", targets: ["Legible"]),
        .library(name: "LegibleCore", targets: ["LegibleCore"]),
        .library(name: "LegibleColor", targets: ["LegibleColor"]),
        .library(name: "LegibleVision", targets: ["LegibleVision"]),
        .library(name: "LegibleTypeScale", targets: ["LegibleTypeScale"]),
        .library(name: "LegibleTargets", targets: ["LegibleTargets"]),
        .library(name: "LegibleReporting", targets: ["LegibleReporting"]),
        .library(name: "LegibleCatalogs", targets: ["LegibleCatalogs"]),
        .library(name: "LegibleTokens", targets: ["LegibleTokens"]),
        .library(name: "LegibleDesignCheck", targets: ["LegibleDesignCheck"]),
        .library(name: "LegibleLayoutSolver", targets: ["LegibleLayoutSolver"]),
        .library(name: "LegibleShaping", targets: ["LegibleShaping"]),
        .library(name: "LegiblePNG", targets: ["LegiblePNG"]),
        .library(name: "LegibleAudit", targets: ["LegibleAudit"]),
        .library(name: "LegibleScan", targets: ["LegibleScan"]),
        .library(name: "LegibleSwiftScan", targets: ["LegibleSwiftScan"]),
        .library(name: "LegibleKotlinScan", targets: ["LegibleKotlinScan"]),
        .library(name: "LegibleObjCScan", targets: ["LegibleObjCScan"]),
        .executable(name: "legible", targets: ["LegibleTool"]),
        // `swift package legible scan|check|audit` and `legible scan` at build time (Plugins/).
        .plugin(name: "LegibleCommand", targets: ["LegibleCommand"]),
        .plugin(name: "LegibleBuild", targets: ["LegibleBuild"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // Only LegibleSwiftScan (and so the tool) uses it: importing a pure module never builds it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // Tests only: property tests over generated inputs.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: Pure Swift library modules

        // Reading and writing the syntaxes Legible meets (numbers, JSON, XML, property lists, CSV, all
        // with line:column positions, and a decoder over them); package-internal, not a product.
        // Depends on nothing and imports FoundationEssentials at most: LegibleShaping, which imports it
        // through LegibleTypeScale, cannot meet full Foundation's ICU.
        .target(name: "LegibleSyntax", swiftSettings: strictSwift6),
        // What every module shares and no single check owns: typed positioned errors for files
        // (`SourceFileError`), the version, a byte buffer for writing reports, and work split over
        // threads. Depends on LegibleSyntax only and imports FoundationEssentials at most.
        .target(name: "LegibleCore", dependencies: ["LegibleSyntax"], swiftSettings: strictSwift6),
        // YAML (through Yams, which needs Foundation) into LegibleSyntax's positioned values; package-internal.
        .target(name: "LegibleYAML", dependencies: ["LegibleSyntax", .product(name: "Yams", package: "Yams")], swiftSettings: strictSwift6),
        .target(name: "LegibleColor", dependencies: ["LegibleCore", "LegibleTypeScale", "LegibleReporting", "LegibleSyntax"], swiftSettings: strictSwift6),
        .target(name: "LegibleVision", dependencies: ["LegibleColor", "LegibleReporting", "LegibleSyntax"], swiftSettings: strictSwift6),
        .target(name: "LegibleTypeScale", dependencies: ["LegibleReporting", "LegibleSyntax"], swiftSettings: strictSwift6),
        .target(name: "LegibleTargets", dependencies: ["LegibleCore", "LegibleReporting", "LegibleSyntax", "LegibleTypeScale"], swiftSettings: strictSwift6),
        .target(name: "LegibleReporting", dependencies: ["LegibleCore", "LegibleSyntax"], swiftSettings: strictSwift6),
        .target(
            name: "LegibleCatalogs",
            dependencies: ["LegibleCore", "LegibleSyntax", "LegibleYAML", "LegibleReporting", "LegibleTypeScale"],
            swiftSettings: strictSwift6
        ),
        .target(
            name: "LegibleTokens",
            dependencies: ["LegibleCore", "LegibleColor", "LegibleReporting", "LegibleSyntax", "LegibleTypeScale"],
            swiftSettings: strictSwift6
        ),
        .target(
            name: "LegibleDesignCheck",
            dependencies: [
                "LegibleCore", "LegibleTokens", "LegibleColor", "LegibleVision", "LegibleReporting", "LegibleSyntax", "LegibleTypeScale", "LegibleYAML",
            ],
            swiftSettings: strictSwift6
        ),

        // The Cassowary constraint solver that Auto Layout and Android's ConstraintLayout layouts are
        // solved with, per screen width. Depends on nothing, not even LegibleSyntax: no Foundation.
        .target(name: "LegibleLayoutSolver", swiftSettings: strictSwift6),

        // MARK: C libraries (Debian: libharfbuzz-dev, libfreetype-dev, libicu-dev, libpng-dev;
        // Homebrew: harfbuzz, freetype, icu4c, libpng)

        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        // Homebrew's icu4c is keg-only (macOS ships libicucore without headers): pkg-config finds it
        // only with PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig" (the Makefile sets it).
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),

        // MARK: Modules built on C libraries

        .target(
            name: "LegibleShaping",
            dependencies: ["CHarfBuzz", "CFreeType", "CICU", "LegibleTypeScale", "LegibleSyntax"],
            swiftSettings: strictSwift6
        ),
        .target(name: "LegiblePNG", dependencies: ["CPNG", "LegibleSyntax"], swiftSettings: strictSwift6),
        .target(
            name: "LegibleAudit",
            dependencies: ["LegibleCore", "LegibleCatalogs", "LegibleShaping", "LegibleTypeScale", "LegibleReporting"],
            swiftSettings: strictSwift6
        ),

        // `legible scan`: an app's own screens (Interface Builder files, Android layouts) read into
        // elements that one rule set judges, the labels audited by LegibleAudit's engine.
        .target(
            name: "LegibleScan",
            dependencies: [
                "LegibleCore", "LegibleAudit", "LegibleCatalogs", "LegibleColor", "LegibleDesignCheck", "LegibleTokens", "LegibleTargets", "LegibleReporting",
                "LegibleSyntax", "LegibleTypeScale", "LegibleYAML", "LegibleLayoutSolver",
            ],
            swiftSettings: strictSwift6
        ),

        // `legible scan` of Swift source: SwiftUI and UIKit code read through swift-syntax into the
        // same elements. Its own module and product so that no library module, and not the umbrella,
        // builds swift-syntax; only the tool links it.
        .target(
            name: "LegibleSwiftScan",
            dependencies: [
                "LegibleCore", "LegibleScan", "LegibleReporting", "LegibleColor", "LegibleTargets", "LegibleTypeScale", "LegibleSyntax",
                // XcodeGen target specs' compilation conditions (`XcodeGenConditions`).
                "LegibleYAML",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strictSwift6
        ),

        // `legible scan` of Kotlin source: Jetpack Compose code read through a hand-written lexer and
        // a tolerant parser (no Kotlin parser is packaged for Swift) into the same elements. Its own
        // module so that pure modules never build it; only the tool links it.
        .target(
            name: "LegibleKotlinScan",
            dependencies: ["LegibleCore", "LegibleScan", "LegibleReporting", "LegibleColor", "LegibleTypeScale", "LegibleSyntax"],
            swiftSettings: strictSwift6
        ),

        // `legible scan` of Objective-C source: UIKit code in .m/.mm files read through a hand-written
        // lexer and a tolerant reader of statements and message sends (no Clang) into the same elements.
        .target(
            name: "LegibleObjCScan",
            dependencies: ["LegibleCore", "LegibleScan", "LegibleReporting", "LegibleColor", "LegibleTypeScale"],
            swiftSettings: strictSwift6
        ),

        // MARK: Umbrella and command-line tool

        .target(
            name: "Legible",
            dependencies: [
                "LegibleCore", "LegibleColor", "LegibleVision", "LegibleTypeScale", "LegibleTargets", "LegibleReporting",
                "LegibleCatalogs", "LegibleShaping", "LegiblePNG", "LegibleAudit", "LegibleTokens", "LegibleDesignCheck", "LegibleScan",
            ],
            swiftSettings: strictSwift6
        ),
        .executableTarget(
            name: "LegibleTool",
            dependencies: [
                "LegibleCore", "Legible", "LegibleSwiftScan", "LegibleKotlinScan", "LegibleObjCScan", "LegibleSyntax",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift6
        ),

        // MARK: SwiftPM plugins (Documentation/SwiftScan.md, "Plugins")

        .plugin(
            name: "LegibleCommand",
            capability: .command(
                // No permission declared: a run that only prints needs none, and SwiftPM would ask
                // for a declared one on every run. A run that writes into the package (--output,
                // --emit-layout) is given it with --allow-writing-to-package-directory.
                intent: .custom(verb: "legible", description: "Run legible scan, check or audit on this package (with its legible.yaml).")
            ),
            dependencies: ["LegibleTool"]
        ),
        .plugin(name: "LegibleBuild", capability: .buildTool(), dependencies: ["LegibleTool"]),

        // MARK: Tests: one target per module, plus end-to-end tests of the tool

        // What every test target shares: package paths, Tests/Reference, one CSV table reader,
        // fixtures and the process runner. Only test targets depend on it.
        .target(
            name: "LegibleTestSupport", dependencies: ["LegibleCore", "LegibleSyntax", "LegibleReporting"], path: "Tests/LegibleTestSupport",
            swiftSettings: strictSwift6),
        .testTarget(name: "LegibleSyntaxTests", dependencies: ["LegibleSyntax", "LegibleYAML"], swiftSettings: strictSwift6),
        .testTarget(name: "LegibleColorTests", dependencies: ["LegibleColor", "LegibleTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "LegibleVisionTests", dependencies: ["LegibleVision", "LegiblePNG", "LegibleTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "LegibleTypeScaleTests", dependencies: ["LegibleTypeScale", "LegibleReporting", "LegibleTestSupport"], swiftSettings: strictSwift6),
        .testTarget(
            name: "LegibleTargetsTests", dependencies: ["LegibleCore", "LegibleTargets", "LegibleSyntax", "LegibleTestSupport"], swiftSettings: strictSwift6),
        .testTarget(
            name: "LegibleReportingTests", dependencies: ["LegibleCore", "LegibleReporting", "LegibleTestSupport"], exclude: ["Fixtures"],
            swiftSettings: strictSwift6),
        .testTarget(
            name: "LegibleCatalogsTests", dependencies: ["LegibleCore", "LegibleCatalogs", "LegibleReporting", "LegibleSyntax", "LegibleTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSwift6),
        .testTarget(
            name: "LegibleShapingTests", dependencies: ["LegibleShaping", "LegibleTypeScale", "LegibleTestSupport"], exclude: ["Fixtures"],
            swiftSettings: strictSwift6
        ),
        // LegibleDesignCheck too: the configuration tests and the sample design system read `legible.yaml`.
        .testTarget(
            name: "LegibleTokensTests", dependencies: ["LegibleCore", "LegibleTokens", "LegibleDesignCheck", "LegibleTestSupport"], exclude: ["Fixtures"],
            swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "LegibleDesignCheckTests", dependencies: ["LegibleCore", "LegibleDesignCheck", "LegiblePNG", "LegibleTestSupport"],
            swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "LegibleAuditTests", dependencies: ["LegibleCore", "LegibleAudit", "LegibleReporting", "LegiblePNG", "LegibleTestSupport"],
            exclude: ["Expectations/android-minikin-widths.py"], swiftSettings: strictSwift6),
        // Hand-solved systems, and kiwisolver's solutions of random ones (Fixtures/, made by the script).
        .testTarget(
            name: "LegibleLayoutSolverTests", dependencies: ["LegibleLayoutSolver"], exclude: ["Fixtures", "make-kiwi-fixtures.py"],
            swiftSettings: strictSwift6
        ),
        .testTarget(name: "LegibleScanTests", dependencies: ["LegibleCore", "LegibleScan", "LegibleAudit", "LegibleTestSupport"], swiftSettings: strictSwift6),
        // LegibleKotlinScan too: every rule's examples run through every reader (ScanRuleExampleTests).
        .testTarget(
            name: "LegibleSwiftScanTests",
            dependencies: ["LegibleCore", "LegibleSwiftScan", "LegibleKotlinScan", "LegibleObjCScan", "LegibleScan", "LegibleTestSupport"],
            swiftSettings: strictSwift6),
        .testTarget(
            name: "LegibleKotlinScanTests", dependencies: ["LegibleCore", "LegibleKotlinScan", "LegibleScan", "LegibleTestSupport"], swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "LegibleObjCScanTests", dependencies: ["LegibleCore", "LegibleObjCScan", "LegibleScan", "LegibleTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "LegibleCommandLineTests", dependencies: ["LegibleCore", "LegibleTool", "LegibleTestSupport"], swiftSettings: strictSwift6),
        // Every public type named through `import Legible` (generated from the symbol graphs), and no
        // top-level name an Apple UI framework uses too.
        .testTarget(
            name: "APISurfaceTests", dependencies: ["LegibleCore", "Legible", "LegibleTestSupport"],
            exclude: ["make-all-public-types.py", "apple-type-names.txt"], swiftSettings: strictSwift6
        ),
        // Invariants over generated inputs (contrast, round trips, shaping, palettes, label fits).
        .testTarget(
            name: "LegiblePropertyTests",
            dependencies: [
                "LegibleColor", "LegibleVision", "LegibleTypeScale", "LegibleCatalogs", "LegibleShaping", "LegibleAudit", "LegibleTestSupport",
                "LegibleReporting", "LegibleTargets", "LegibleDesignCheck", "LegibleTokens",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSwift6
        ),
    ]
)

// Two smaller packages for the sanitizer builds (Makefile), which check the same code in less CI time.
// The plugins depend on the tool, so SwiftPM compiles the tool, every module it links and swift-syntax
// a second time as host tools ("-tool" in .build): LEGIBLE_WITHOUT_PLUGINS=1 leaves the plugins out
// (`make asan`; `make plugin-example` builds them as a user does). LEGIBLE_LIBRARY_ONLY=1 also leaves
// out the tool and the three source readers, with their tests, swift-syntax and swift-argument-parser
// (`make tsan`: the concurrency tests it runs are all in library modules).
let libraryOnly = Context.environment["LEGIBLE_LIBRARY_ONLY"] != nil
if libraryOnly || Context.environment["LEGIBLE_WITHOUT_PLUGINS"] != nil {
    var left: Set<String> = ["LegibleCommand", "LegibleBuild"]
    if libraryOnly {
        left.formUnion([
            "LegibleSwiftScan", "LegibleKotlinScan", "LegibleObjCScan", "LegibleTool", "legible",
            "LegibleSwiftScanTests", "LegibleKotlinScanTests", "LegibleObjCScanTests", "LegibleCommandLineTests",
        ])
        package.dependencies.removeAll { dependency in
            guard case .sourceControl(_, let location, _) = dependency.kind else { return false }
            return location.hasSuffix("/swift-syntax") || location.hasSuffix("/swift-argument-parser")
        }
    }
    package.targets.removeAll { left.contains($0.name) }
    package.products.removeAll { left.contains($0.name) }
}
