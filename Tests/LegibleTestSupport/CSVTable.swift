import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// A CSV file of `Tables/` or `Tests/Reference/` read with Legible's own CSV reader (RFC
/// 4180): a header row naming the columns, then rows with exactly as many cells.
package struct CSVTable: Sendable {
    /// The column names.
    package let header: [String]
    /// The rows after the header, cells in column order.
    package let records: [[String]]

    /// The rows as cells by column name.
    package var rows: [[String: String]] {
        records.map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    /// Reads `text`; `file` names it in errors.
    package init(text: String, file: String) throws {
        let lines: [CSVRecord]
        do throws(CSVReader.Failure) {
            lines = try CSVReader.records(in: text)
        } catch {
            throw SourceFileError(error.syntaxError(file: file))
        }
        guard let first = lines.first else { throw SourceFileError(file: file, message: "no header row") }
        header = first.fields.map(\.text)
        guard Set(header).count == header.count else {
            throw SourceFileError(file: file, position: TextPosition(first.position), message: "a column name appears twice")
        }
        for line in lines.dropFirst() where line.fields.count != header.count {
            throw SourceFileError(
                file: file, position: TextPosition(line.position), message: "\(line.fields.count) cells, the header has \(header.count)")
        }
        records = lines.dropFirst().map { $0.fields.map(\.text) }
    }

    package init(contentsOf url: URL) throws {
        try self.init(text: try String(contentsOf: url, encoding: .utf8), file: url.path)
    }

    /// `Tables/<name>`.
    package static func tables(_ name: String) throws -> CSVTable {
        try CSVTable(contentsOf: tablesDirectory.appendingPathComponent(name))
    }

    /// `Tests/Reference/<name>`.
    package static func reference(_ name: String) throws -> CSVTable {
        try CSVTable(contentsOf: ReferenceData.url(name))
    }
}

/// A cell as a number, read as strictly as the library reads numbers; throws for a missing or
/// non-numeric cell.
package func number(_ cell: String?) throws -> Double {
    guard let cell, let value = DecimalNumber.parse(cell) else {
        throw SourceFileError(file: "table cell", message: "\(cell.map { "\"\($0)\"" } ?? "a missing cell") is not a number")
    }
    return value
}
