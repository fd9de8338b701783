import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import Testing

/// The committed fixtures in `Tests/LegibleCatalogsTests/Fixtures`.
let fixtures = Fixtures("LegibleCatalogsTests")

/// A file of the committed sample in `Examples/overflow`.
func example(_ name: String) -> String {
    packageRoot.appendingPathComponent("Examples/overflow").appendingPathComponent(name).path
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
