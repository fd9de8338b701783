import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleTestSupport

/// The committed sample: Examples/overflow/Localizable.xcstrings with its layout.yaml.
enum Sample {
    static let catalogPath = packageRoot.appendingPathComponent("Examples/overflow/Localizable.xcstrings").path
    static let layoutPath = packageRoot.appendingPathComponent("Examples/overflow/layout.yaml").path

    static func audit(_ options: AuditOptions = AuditOptions()) async throws -> AuditResult {
        let catalog = try StringCatalog(contentsOfFile: catalogPath)
        let spec = try LayoutSpec(contentsOfFile: layoutPath)
        return try await OverflowAuditor(spec: spec, options: options).audit([catalog])
    }
}

extension AuditResult {
    /// The audited label for a key, locale and variant; fails the test when it is missing.
    func label(_ key: String, _ locale: String, variant: String? = nil) -> LabelAudit? {
        labels.first { $0.entry.key == key && $0.entry.locale == locale && $0.entry.variant == variant }
    }
}

/// A one-file catalog from JSON `{"key": "text"}` in `locale`.
func catalog(_ json: String, locale: String = "en", file: String = "strings.json") throws -> StringCatalog {
    try StringCatalog(data: Data(json.utf8), file: file, format: .json, locale: locale)
}
