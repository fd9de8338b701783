import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Reads CSV (RFC 4180: comma-separated, `"` quoting with `""` for a quote, fields may span
/// lines).
///
/// With a header row naming `key` and `text` (any order, any case), the optional columns
/// `locale` and `comment` are read too and other columns ignored. Without one, every row must
/// have exactly two fields, key then text. Blank lines are skipped.
enum CSVCatalogReader {
    static func read(_ text: String, file: String, locale: String) throws(SyntaxError) -> StringCatalog {
        let rows: [CSVRecord]
        do throws(CSVReader.Failure) {
            rows = try CSVReader.records(in: text)
        } catch {
            throw error.syntaxError(file: file)
        }
        guard let first = rows.first else { return StringCatalog(file: file, format: .csv, entries: []) }
        let header = first.fields.map { $0.text.trimmingWhitespace.lowercased() }
        var columns = (key: 0, text: 1, locale: Int?.none, comment: Int?.none)
        var body = rows[...]
        if let keyColumn = header.firstIndex(of: "key"), let textColumn = header.firstIndex(of: "text") {
            columns = (keyColumn, textColumn, header.firstIndex(of: "locale"), header.firstIndex(of: "comment"))
            body = rows.dropFirst()
        }
        var entries: [CatalogEntry] = []
        for row in body {
            let hasHeader = body.startIndex == 1
            if !hasHeader && row.fields.count != 2 {
                throw SyntaxError(
                    file: file, position: row.position,
                    message: "expected 2 fields (key,text), found \(row.fields.count); add a header row naming the columns to use more"
                )
            }
            let needed = max(columns.key, columns.text, columns.locale ?? 0, columns.comment ?? 0)
            guard row.fields.count > needed else {
                throw SyntaxError(
                    file: file, position: row.position, message: "expected at least \(needed + 1) fields as in the header, found \(row.fields.count)")
            }
            let key = row.fields[columns.key]
            guard !key.text.isEmpty else {
                throw SyntaxError(file: file, position: key.position, message: "empty key")
            }
            let comment = columns.comment.map { row.fields[$0].text }.flatMap { $0.isEmpty ? nil : $0 }
            let rowLocale = columns.locale.map { row.fields[$0].text }.flatMap { $0.isEmpty ? nil : $0 }
            entries.append(
                CatalogEntry(
                    key: key.text, locale: rowLocale ?? locale, text: row.fields[columns.text].text, file: file,
                    position: TextPosition(row.fields[columns.text].position), keyPosition: TextPosition(key.position),
                    metadata: EntryMetadata(comment: comment)
                ))
        }
        return StringCatalog(file: file, format: .csv, entries: entries)
    }
}
