import LegibleCatalogs
import LegibleTypeScale

// Android strings holding `${name}` placeholders that a Gradle plugin (Stem) fills at build time
// with the string resource `name` in the same locale (issue 33, Threema e2defbb8 W6:
// `activity_wizard_restore_safe.xml:61` measured "Вашият ${app_name_short} идентификатор", the
// placeholder's 16 characters, as if they were shown).
extension ScanResources {
    /// `entries` with every `${name}` replaced by what the build puts there: the string resource
    /// `name` in the entry's locale (else the development language's), or the literal a Gradle
    /// `resValue` gives it (``AndroidResources/buildStrings``). An entry holding a name with no
    /// such value is left out, and the name is listed in `unknown`: what the app shows there is
    /// not known.
    func expandingBuildTemplates(_ entries: [CatalogEntry]) -> (entries: [CatalogEntry], unknown: [String]) {
        var expanded: [CatalogEntry] = []
        var unknown: [String] = []
        for var entry in entries {
            switch expandedTemplates(entry.text, locale: entry.locale, depth: 0) {
            case .success(let text):
                entry.text = text
                expanded.append(entry)
            case .failure(let missing):
                if !unknown.contains(missing.name) { unknown.append(missing.name) }
            }
        }
        return (expanded, unknown)
    }

    /// A placeholder whose value is not known.
    struct UnknownTemplate: Error {
        let name: String
    }

    /// `text` with its placeholders expanded, following a value that holds placeholders of its
    /// own up to four deep.
    func expandedTemplates(_ text: String, locale: String, depth: Int) -> Result<String, UnknownTemplate> {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${") {
            let name = rest[open.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }
            let after = rest[open.upperBound...].dropFirst(name.count)
            guard !name.isEmpty, after.first == "}" else {
                result += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            guard depth < 4, let value = templateValue(String(name), locale: locale),
                case .success(let shown) = expandedTemplates(value, locale: locale, depth: depth + 1)
            else { return .failure(UnknownTemplate(name: String(name))) }
            result += rest[..<open.lowerBound] + shown
            rest = after.dropFirst()
        }
        return .success(result + rest)
    }

    /// The text the build puts for `${name}` in `locale`: the string resource `name`, else a
    /// Gradle `resValue` literal.
    func templateValue(_ name: String, locale: String) -> String? {
        let defined = entries(forKey: name, table: nil, platform: .android)
        if let entry = defined.first(where: { $0.locale == locale }) ?? defined.first(where: { $0.locale == developmentLanguage }) {
            return entry.text
        }
        return android.resources.buildStrings[name]
    }
}
