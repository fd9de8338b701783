import ArgumentParser
import Foundation
import LegibleReporting
import LegibleTypeScale
import LegibleSyntax

/// Output formats of `type-scale`: the report formats plus CSV, the form of `Tables/`.
enum TypeScaleTableFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    case csv
}

/// Argument parsing shared by `type-scale`, `tracking`, `scale` and `units`: names go through the
/// library's parsers, and their errors become exit-status-2 input errors.
enum TypeScaleArguments {
    /// Runs a library parser, turning its error into an ``InputError`` with the same message.
    static func parse<Value>(_ parser: () throws -> Value) throws -> Value {
        do {
            return try parser()
        } catch let error as TypeScaleError {
            throw InputError(error.description)
        }
    }

    /// The one positional value of a command declared with `parsing: .allUnrecognized`, which
    /// lets negative numbers through (ArgumentParser would take `-5` for an option).
    static func single(_ values: [String], role: String) throws(InputError) -> String {
        if let unknown = values.first(where: { $0.hasPrefix("-") && Double($0) == nil }) {
            throw InputError("unknown option \"\(unknown)\" (see --help)")
        }
        guard values.count == 1, let value = values.first else {
            throw InputError(values.isEmpty ? "missing \(role)" : "expected one \(role), got \(values.count): \(values.joined(separator: " "))")
        }
        return value
    }

    /// A finite number from the command line, with `role` naming it in the message.
    static func number(_ text: String, role: String) throws(InputError) -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw InputError("\(role) \"\(text)\": expected a number, such as 17 or 15.5")
        }
        return value
    }

    /// A finite number greater than zero, with `unit` in the message.
    static func positiveNumber(_ text: String, role: String, unit: String) throws(InputError) -> Double {
        let value = try number(text, role: role)
        guard value > 0 else {
            throw InputError("\(role) \"\(text)\": expected a positive number of \(unit)")
        }
        return value
    }
}

extension Double {
    /// The number with at most `decimals` decimals and no trailing zeros: "17", "0.38", "-0.435".
    func reportText(decimals: Int) -> String {
        DecimalText.string(self, decimals: decimals)
    }

    /// The number rounded to `decimals` decimals, for JSON reports.
    func reportRounded(decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        let rounded = (self * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }
}

/// Lays out rows of cells in columns: numbers right-aligned, words left-aligned.
enum TypeScaleTextTable {
    /// - Parameter rows: the header row first, then the body; a column is numeric when every
    ///   non-empty body cell starts with a digit, a minus sign or "×".
    static func render(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        let numeric = (0..<columns).map { column in
            rows.dropFirst().allSatisfy { row in
                column >= row.count || row[column].isEmpty || row[column].first.map { $0.isNumber || $0 == "-" || $0 == "×" } == true
            }
        }
        return rows.map { row in
            let line = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numeric[column] && column > 0 ? padding + cell : cell + padding
            }.joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }
}
