import Foundation
import LegibleColor
import LegibleSyntax

/// Command-line colour values: parsed with ``ParsedColor`` and turned into ``InputError``s that
/// name the argument, the text and the accepted forms.
enum ColorArgument {
    /// Parses one colour; `role` ("foreground", "--backdrop") starts the error message.
    static func parse(_ text: String, role: String) throws -> ParsedColor {
        do {
            return try ParsedColor(parsing: text)
        } catch {
            throw InputError("\(role) \(error.description)")
        }
    }
}

/// A font size given as `18`, `18pt` or `24px` (1 pt = 4/3 CSS px), in points.
enum FontSizeArgument {
    static func points(_ text: String) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let (number, toPoints): (Substring, (Double) -> Double) =
            if trimmed.hasSuffix("px") {
                (trimmed.dropLast(2), WCAG.points(fromCSSPixels:))
            } else if trimmed.hasSuffix("pt") {
                (trimmed.dropLast(2), { $0 })
            } else {
                (Substring(trimmed), { $0 })
            }
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0,
              number.allSatisfy({ $0.isNumber || $0 == "." || $0 == " " })
        else {
            throw InputError("--size \"\(text)\": expected a positive size in points or CSS pixels, such as 17, 18pt or 24px")
        }
        return toPoints(value)
    }
}

/// `--pairs FILE`: CSV rows `foreground,background`, an optional header row, `-` for standard input.
enum ColorPairsFile {
    struct Pair {
        let foreground: ParsedColor
        let background: ParsedColor
    }

    /// One row per line; `rgb(0, 0, 0),white` needs no quotes, and spaces around a colour are not part of it.
    private static let dialect = CSVReader.Dialect(commasInParentheses: true, trimsSpaces: true, quotedLineBreaks: false)

    static func read(_ path: String) throws -> [Pair] {
        let text = try InputFile.readText(path, role: "pairs file")
        let name = path == "-" ? "standard input" : "'\(path)'"
        let records: [CSVRecord]
        do throws(CSVReader.Failure) {
            records = try CSVReader.records(in: text, dialect: dialect)
        } catch {
            let location = "pairs file \(name) line \(error.position.line)"
            let line = error.source.trimmingCharacters(in: .whitespaces)
            throw InputError(
                error.kind == .unterminatedQuote
                    ? "\(location): a double quote is not closed in \"\(line)\""
                    : "\(location): \(error.message) in \"\(line)\"")
        }
        var pairs: [Pair] = []
        for (index, record) in records.enumerated() {
            let location = "pairs file \(name) line \(record.position.line)"
            let fields = record.fields.map(\.text)
            guard fields.count == 2 else {
                let line = record.source.trimmingCharacters(in: .whitespaces)
                throw InputError(
                    "\(location): expected two colours, foreground,background, but found \(fields.count) field\(fields.count == 1 ? "" : "s") in \"\(line)\"")
            }
            if index == 0 && isHeader(fields) { continue }
            pairs.append(Pair(
                foreground: try ColorArgument.parse(fields[0], role: "\(location): foreground"),
                background: try ColorArgument.parse(fields[1], role: "\(location): background")))
        }
        guard !pairs.isEmpty else {
            throw InputError("pairs file \(name): no colour pairs; expected CSV rows foreground,background such as #767676,#ffffff")
        }
        return pairs
    }

    /// A first row whose fields are column names (`foreground,background`, `fg,bg`, `text,background`).
    private static func isHeader(_ fields: [String]) -> Bool {
        let names = ["foreground", "background", "fg", "bg", "text", "color", "colour", "backdrop"]
        return fields.allSatisfy { field in
            (try? ParsedColor(parsing: field)) == nil
                && names.contains { field.lowercased().replacingOccurrences(of: "_", with: " ").contains($0) }
        }
    }
}
