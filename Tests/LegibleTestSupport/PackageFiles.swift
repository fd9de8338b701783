import Foundation
import Testing

/// The package's root directory, found from this file's path so tests run from any directory.
package let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `Tables/`: the data the library encodes, as CSV.
package let tablesDirectory = packageRoot.appendingPathComponent("Tables")

/// `Tests/Reference/`: independent copies of published test values (WCAG anchors, APCA's own
/// tests, Sharma's CIEDE2000 pairs, …) that the code is checked against but does not embed; each
/// file's source is in `Tests/Reference/README.md` and `SOURCES.md`.
package enum ReferenceData {
    package static let directory = packageRoot.appendingPathComponent("Tests").appendingPathComponent("Reference")

    /// A file in the directory.
    package static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
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
