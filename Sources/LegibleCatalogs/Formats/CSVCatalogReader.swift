import LegibleReporting
import LegibleSyntax

/// Reads CSV (RFC 4180: comma-separated, `"` quoting with `""` for a quote, fields may span
/// lines).
///
/// With a header row naming `key` and `text` (any order, any case), the optional columns
/// `locale` and `comment` are read too and other columns ignored. Without one, every row must
/// have exactly two fields, key then text. Blank lines are skipped.
enum CSVCatalogReader {
    private struct Field {
        var text: String
        var position: SyntaxPosition
    }

    static func read(_ text: String, file: String, locale: String) throws(SyntaxError) -> StringCatalog {
        let rows = try parseRows(text, file: file)
        guard let first = rows.first else { return StringCatalog(file: file, format: .csv, entries: []) }
        let header = first.map { $0.text.trimmingWhitespace.lowercased() }
        var columns = (key: 0, text: 1, locale: Int?.none, comment: Int?.none)
        var body = rows[...]
        if let keyColumn = header.firstIndex(of: "key"), let textColumn = header.firstIndex(of: "text") {
            columns = (keyColumn, textColumn, header.firstIndex(of: "locale"), header.firstIndex(of: "comment"))
            body = rows.dropFirst()
        }
        var entries: [CatalogEntry] = []
        for row in body {
            let hasHeader = body.startIndex == 1
            if !hasHeader && row.count != 2 {
                throw SyntaxError(
                    file: file, position: row.first?.position,
                    message: "expected 2 fields (key,text), found \(row.count); add a header row naming the columns to use more"
                )
            }
            let needed = max(columns.key, columns.text, columns.locale ?? 0, columns.comment ?? 0)
            guard row.count > needed else {
                throw SyntaxError(file: file, position: row.first?.position, message: "expected at least \(needed + 1) fields as in the header, found \(row.count)")
            }
            let key = row[columns.key]
            guard !key.text.isEmpty else {
                throw SyntaxError(file: file, position: key.position, message: "empty key")
            }
            let comment = columns.comment.map { row[$0].text }.flatMap { $0.isEmpty ? nil : $0 }
            let rowLocale = columns.locale.map { row[$0].text }.flatMap { $0.isEmpty ? nil : $0 }
            entries.append(CatalogEntry(
                key: key.text, locale: rowLocale ?? locale, text: row[columns.text].text, file: file,
                position: TextPosition(row[columns.text].position), keyPosition: TextPosition(key.position), metadata: EntryMetadata(comment: comment)
            ))
        }
        return StringCatalog(file: file, format: .csv, entries: entries)
    }

    private static func parseRows(_ text: String, file: String) throws(SyntaxError) -> [[Field]] {
        var cursor = ScalarCursor(text)
        var rows: [[Field]] = []
        var row: [Field] = []
        while !cursor.isAtEnd {
            let start = cursor.position
            var value = String.UnicodeScalarView()
            if cursor.current == "\"" {
                cursor.advance()
                while true {
                    guard let scalar = cursor.advance() else {
                        throw SyntaxError(file: file, position: start, message: "unterminated quoted field")
                    }
                    if scalar == "\"" {
                        if cursor.current == "\"" {
                            cursor.advance()
                            value.append("\"")
                        } else {
                            break
                        }
                    } else {
                        value.append(scalar)
                    }
                }
                if let next = cursor.current, next != ",", next != "\n", next != "\r" {
                    throw SyntaxError(file: file, position: cursor.position, message: "expected ',' or a line break after a quoted field")
                }
            } else {
                while let scalar = cursor.current, scalar != ",", scalar != "\n", scalar != "\r" {
                    if scalar == "\"" {
                        throw SyntaxError(file: file, position: cursor.position, message: "a quote inside an unquoted field; quote the whole field and double the quote")
                    }
                    value.append(scalar)
                    cursor.advance()
                }
            }
            row.append(Field(text: String(value), position: start))
            if cursor.current == "," {
                cursor.advance()
                if cursor.isAtEnd { row.append(Field(text: "", position: cursor.position)) }
                continue
            }
            if cursor.current == "\r" { cursor.advance() }
            if cursor.current == "\n" { cursor.advance() }
            if !(row.count == 1 && row[0].text.isEmpty) { rows.append(row) }
            row = []
        }
        if !row.isEmpty && !(row.count == 1 && row[0].text.isEmpty) { rows.append(row) }
        return rows
    }
}
