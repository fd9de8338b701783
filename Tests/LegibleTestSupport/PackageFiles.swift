import Foundation
import Testing

/// The package's root directory, found from this file's path so tests run from any directory.
package let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `Tables/`: the data the library encodes, as CSV.
package let tablesDirectory = packageRoot.appendingPathComponent("Tables")

/// `../shared/reference/` beside the checkout: independent copies of the published tables that
/// `Tables/` and the code are checked against. A checkout may lack it; tests that need it are
/// then skipped, visibly, through ``Trait/requiresReferenceData``.
package enum ReferenceData {
    package static let directory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference")

    /// Whether the directory is there (its `SOURCES.md` is).
    package static let isPresent = FileManager.default.fileExists(atPath: directory.appendingPathComponent("SOURCES.md").path)

    /// A file in the directory.
    package static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips the test, with the reason in the test report, when `../shared/reference` is absent:
    /// a test that compares against it must never pass by checking nothing.
    package static var requiresReferenceData: Self {
        .enabled(if: ReferenceData.isPresent, "../shared/reference is not beside the checkout")
    }
}

/// The committed fixtures of one test target: `Tests/<target>/Fixtures/`.
package struct Fixtures: Sendable {
    package let directory: URL

    /// - Parameter testTarget: the test target's folder name, such as `LegibleCatalogsTests`.
    package init(_ testTarget: String) {
        directory = packageRoot.appendingPathComponent("Tests").appendingPathComponent(testTarget).appendingPathComponent("Fixtures")
    }

    package func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    package func path(_ name: String) -> String {
        url(name).path
    }
}
