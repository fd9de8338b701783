// swift-tools-version:6.0
//
// Legible's benchmarks: a separate package so that they never slow down `swift test` of the
// main package. Run them with `Benchmarks/run.sh` (release build, ratio against the C baseline).

import PackageDescription

let package = Package(
    name: "LegibleBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Legible", path: "..")],
    targets: [
        .executableTarget(
            name: "MeasureBenchmark",
            dependencies: [.product(name: "LegibleShaping", package: "Legible")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "AuditBenchmark",
            dependencies: [.product(name: "Legible", package: "Legible")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "SolverBenchmark",
            dependencies: [.product(name: "LegibleLayoutSolver", package: "Legible")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "ReportBenchmark",
            dependencies: [.product(name: "Legible", package: "Legible")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
