import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Reads plain JSON catalogs: an object `{"key": "text"}`, or a list of objects
/// `[{"key": …, "text": …, "locale": …, "comment": …}]` where `locale` and `comment` are
/// optional.
enum JSONCatalogReader {
    static func read(_ text: String, file: String, locale: String) throws(SyntaxError) -> StringCatalog {
        let root = try JSONReader.parse(text, file: file)
        func fail(_ position: SyntaxPosition, _ message: String) -> SyntaxError {
            SyntaxError(file: file, position: position, message: message)
        }
        var entries: [CatalogEntry] = []
        switch root.kind {
        case .object(let members):
            for member in members {
                guard let value = member.value.string else {
                    throw fail(member.value.position, "the value of \"\(member.key)\" must be a string, found \(member.value.kindName)")
                }
                entries.append(
                    CatalogEntry(
                        key: member.key, locale: locale, text: value, file: file,
                        position: TextPosition(member.value.position), keyPosition: TextPosition(member.keyPosition)
                    ))
            }
        case .array(let elements):
            for element in elements {
                guard let members = element.members else {
                    throw fail(element.position, "expected an object with \"key\" and \"text\", found \(element.kindName)")
                }
                var fields: [String: PositionedValue] = [:]
                for member in members {
                    guard ["key", "text", "locale", "comment"].contains(member.key) else {
                        throw fail(member.keyPosition, "unknown field \"\(member.key)\"; expected key, text, locale or comment")
                    }
                    guard member.value.string != nil else {
                        throw fail(member.value.position, "\"\(member.key)\" must be a string, found \(member.value.kindName)")
                    }
                    fields[member.key] = member.value
                }
                guard let key = fields["key"], let keyText = key.string, !keyText.isEmpty else {
                    throw fail(element.position, "each object needs a non-empty \"key\"")
                }
                guard let value = fields["text"], let valueText = value.string else {
                    throw fail(element.position, "the object for \"\(keyText)\" needs a \"text\"")
                }
                if let given = fields["locale"], given.string?.isEmpty == true {
                    throw fail(
                        given.position, "\"locale\" of \"\(keyText)\" is empty; expected a locale such as \"de\", or no \"locale\" for the catalog's own")
                }
                entries.append(
                    CatalogEntry(
                        key: keyText, locale: fields["locale"]?.string ?? locale, text: valueText, file: file,
                        position: TextPosition(value.position), keyPosition: TextPosition(key.position),
                        metadata: EntryMetadata(comment: fields["comment"]?.string)
                    ))
            }
        default:
            throw fail(root.position, "expected an object of key → text or a list of {key, text, locale} objects, found \(root.kindName)")
        }
        return StringCatalog(file: file, format: .json, entries: entries)
    }
}
