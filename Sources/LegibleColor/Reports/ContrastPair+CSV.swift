import Foundation
import LegibleSyntax

extension ContrastPair {
    /// The largest pairs file read, in bytes (16 MiB, some 400 000 pairs): a larger file is not
    /// a list of colours someone keeps.
    public static let maximumFileSize = 16 << 20

    /// The limit as the shared file reader states it.
    package static let fileSizeLimit = FileSizeLimit(bytes: maximumFileSize, what: "a pairs file", setting: "ContrastPair.maximumFileSize")

    /// Reads a pairs file: CSV rows `foreground,background`, one per line.
    ///
    /// ```swift
    /// let pairs = try ContrastPair.pairs(contentsOfCSVFile: "colours.csv")
    /// let report = ContrastReport(checking: pairs, options: ContrastOptions(includesAPCA: true))
    /// ```
    ///
    /// - Parameter path: the file, UTF-8 text; it names the file in errors. A named pipe or
    ///   `/dev/stdin` is read too, up to ``maximumFileSize`` bytes.
    /// - Throws: ``ContrastPairsFileError`` when the file cannot be read, is too large, or is not
    ///   a list of pairs (see ``pairs(inCSV:file:)``).
    public static func pairs(contentsOfCSVFile path: String) throws(ContrastPairsFileError) -> [ContrastPair] {
        let data: Data
        do throws(SyntaxError) {
            data = try FileReading.read(path, limit: fileSizeLimit)
        } catch {
            throw ContrastPairsFileError(file: path, line: nil, message: error.message)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ContrastPairsFileError(file: path, line: nil, message: "not valid UTF-8 text")
        }
        return try pairs(inCSV: text, file: path)
    }

    /// Reads the text of a pairs file: CSV rows `foreground,background`, one per line.
    ///
    /// A first row of column names (`foreground,background`, `fg,bg`, `Text colour, Background`)
    /// is skipped. Commas inside parentheses need no quotes (`rgb(0, 0, 0),white`), spaces around
    /// a colour are not part of it, blank lines are ignored, and a field may be quoted as RFC 4180
    /// quotes it. Reading is all or nothing: the first bad row stops it.
    ///
    /// ```swift
    /// let pairs = try ContrastPair.pairs(inCSV: "foreground,background\n#767676,white\n", file: "colours.csv")
    /// pairs[0].foreground.color.hex   // "#767676"
    /// ```
    ///
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: names the file in errors; `nil` for standard input.
    /// - Throws: ``ContrastPairsFileError`` with the line of a malformed row, a row without exactly
    ///   two fields or a colour that cannot be read, or when there is no pair at all.
    public static func pairs(inCSV text: String, file: String?) throws(ContrastPairsFileError) -> [ContrastPair] {
        let bytes = text.utf8.count
        guard bytes <= maximumFileSize else {
            throw ContrastPairsFileError(file: file, line: nil, message: fileSizeLimit.message(size: bytes))
        }
        let records: [CSVRecord]
        do throws(CSVReader.Failure) {
            records = try CSVReader.records(in: text, dialect: dialect)
        } catch {
            throw csvError(error, file: file)
        }
        var pairs: [ContrastPair] = []
        for (index, record) in records.enumerated() {
            if index == 0, record.fields.count == 2, isHeader(record.fields.map(\.text)) { continue }
            pairs.append(try pair(in: record, file: file))
        }
        guard !pairs.isEmpty else {
            throw ContrastPairsFileError(
                file: file, line: nil, message: "no colour pairs; expected CSV rows foreground,background such as #767676,#ffffff")
        }
        return pairs
    }

    /// One row per line; `rgb(0, 0, 0),white` needs no quotes, and spaces around a colour are not part of it.
    static let dialect = CSVReader.Dialect(commasInParentheses: true, trimsSpaces: true, quotedLineBreaks: false)

    /// The CSV reader's failure as the error about the pairs file, on the line where reading stopped.
    static func csvError(_ error: CSVReader.Failure, file: String?) -> ContrastPairsFileError {
        let line = error.source.trimmingCharacters(in: .whitespaces)
        return ContrastPairsFileError(
            file: file, line: error.position.line,
            message: error.kind == .unterminatedQuote
                ? "a double quote is not closed in \(EchoedText.quoted(line))" : "\(error.message) in \(EchoedText.quoted(line))")
    }

    /// The pair in one record: exactly two fields, each a colour.
    ///
    /// - Throws: ``ContrastPairsFileError`` on the record's line naming what is wrong.
    static func pair(in record: CSVRecord, file: String?) throws(ContrastPairsFileError) -> ContrastPair {
        let fields = record.fields
        guard fields.count == 2 else {
            let line = record.source.trimmingCharacters(in: .whitespaces)
            throw ContrastPairsFileError(
                file: file, line: record.position.line,
                message:
                    "expected two colours, foreground,background, but found \(fields.count) field\(fields.count == 1 ? "" : "s") in \(EchoedText.quoted(line))")
        }
        do throws(ContrastError) {
            return try ContrastPair(parsingForeground: fields[0].text, background: fields[1].text)
        } catch {
            throw ContrastPairsFileError(file: file, line: record.position.line, message: error.description)
        }
    }

    /// A first row whose fields are column names (`foreground,background`, `fg,bg`, `text,background`).
    static func isHeader(_ fields: [String]) -> Bool {
        let names = ["foreground", "background", "fg", "bg", "text", "color", "colour", "backdrop"]
        return fields.allSatisfy { field in
            (try? ParsedColor(parsing: field)) == nil
                && names.contains { field.lowercased().replacingOccurrences(of: "_", with: " ").contains($0) }
        }
    }
}

/// A pairs file that cannot be used: names the file, the line when known, and what was expected.
///
/// ```swift
/// do {
///     _ = try ContrastPair.pairs(inCSV: "#fff,#000\n#12,white\n", file: "colours.csv")
/// } catch {
///     print(error)   // pairs file 'colours.csv' line 2: foreground "#12" is not a colour: …
/// }
/// ```
public struct ContrastPairsFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the caller named it, or `nil` for standard input.
    public let file: String?
    /// The line the problem is on, from 1, when it is on one line.
    public let line: Int?
    /// What is wrong and what was expected.
    public let message: String

    /// An error about a pairs file.
    ///
    /// - Parameters:
    ///   - file: the file as the caller named it, or `nil` for standard input.
    ///   - line: the line the problem is on, when known.
    ///   - message: what is wrong and what was expected.
    public init(file: String?, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `pairs file 'colours.csv' line 3: …`, or `pairs file standard input: …`.
    public var description: String {
        let name = file.map { "'\($0)'" } ?? "standard input"
        return "pairs file \(name)\(line.map { " line \($0)" } ?? ""): \(message)"
    }
}

extension ContrastPairsFileError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the file too.
    public var errorDescription: String? { description }
}
