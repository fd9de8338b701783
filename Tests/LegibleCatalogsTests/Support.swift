import Foundation
import LegibleCatalogs
import LegibleReporting
import Testing

/// Paths of the committed fixtures, found from this file so tests run from any directory.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    static func example(_ name: String) -> String {
        repository.appendingPathComponent("Examples/overflow").appendingPathComponent(name).path
    }
}

extension StringCatalog {
    /// The single entry with this key, locale and variant.
    func entry(_ key: String, _ locale: String, _ variant: String? = nil) -> CatalogEntry? {
        let matches = entries.filter { $0.key == key && $0.locale == locale && $0.variant == variant }
        return matches.count == 1 ? matches.first : nil
    }
}

/// Runs `body` and returns the error it throws, failing the test when it throws none.
func expectSourceError(
    sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> SourceFileError? {
    do {
        try body()
    } catch let error as SourceFileError {
        return error
    } catch {
        Issue.record("expected a SourceFileError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
    Issue.record("expected a SourceFileError", sourceLocation: sourceLocation)
    return nil
}
