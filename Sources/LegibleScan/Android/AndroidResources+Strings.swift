import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTokens
import LegibleTypeScale

/// Reading the strings of the `values` folders, for `AndroidResources`.
extension AndroidResources {
    /// The locale of a values folder's strings: the default locale for `values`/`values-v21`,
    /// the folder's language for `values-de`, `values-pt-rBR`, `values-b+sr+Latn` (with an API
    /// level at most); `nil` for folders with other qualifiers (`values-night`, `values-land`)
    /// and for locales nobody sees (`values-qq`, translators' notes: `StringCatalog.isShownLocale`).
    func stringsLocale(_ name: String, _ qualifiers: [String]) -> String? {
        if AndroidValueSyntax.isDefaultConfiguration(qualifiers) { return defaultLocale }
        guard let locale = StringCatalog.locale(fromPath: "res/\(name)/strings.xml", format: .androidXML), StringCatalog.isShownLocale(locale) else {
            return nil
        }
        let localeParts =
            qualifiers.first?.hasPrefix("b+") == true ? 1 : (qualifiers.count > 1 && qualifiers[1].hasPrefix("r") && qualifiers[1].count == 3 ? 2 : 1)
        return AndroidValueSyntax.isDefaultConfiguration(Array(qualifiers.dropFirst(localeParts))) ? locale : nil
    }

    mutating func readStrings(_ file: String, locale: String) throws(SyntaxError) {
        let data = try FileReading.read(file, limit: sizeLimit, regularFileOnly: true)
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(data: data, file: file, format: .androidXML, locale: locale)
        } catch {
            throw SyntaxError(file: error.file, position: error.position.map { SyntaxPosition(line: $0.line, column: $0.column) }, message: error.message)
        }
        guard !catalog.entries.isEmpty else { return }
        stringCatalogs.append(catalog)
        for entry in catalog.entries where entry.variant == nil {
            guard strings[locale, default: [:]][entry.key] == nil else { continue }
            guard strings[locale, default: [:]].count < limits.maximumResources else {
                throw SyntaxError(file: file, message: "more than \(limits.maximumResources) strings in \(locale) (AndroidResourceLimits.maximumResources)")
            }
            strings[locale, default: [:]][entry.key] = entry.text
        }
    }
}
