import Foundation

/// A CSV file read as rows of named cells (RFC 4180 quoting: fields with commas are in quotes).
struct CSVTable {
    let header: [String]
    let rows: [[String: String]]

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.split(whereSeparator: \.isNewline).map { Self.fields(of: String($0)) }
        guard !lines.isEmpty else { throw CSVError(file: url.lastPathComponent, problem: "is empty") }
        let names = lines.removeFirst()
        for (number, line) in lines.enumerated() where line.count != names.count {
            throw CSVError(file: url.lastPathComponent, problem: "line \(number + 2) has \(line.count) fields, not \(names.count)")
        }
        header = names
        rows = lines.map { Dictionary(uniqueKeysWithValues: zip(names, $0)) }
    }

    /// The fields of one line.
    private static func fields(of line: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var previous: Character?
        for character in line {
            switch character {
            case "\"" where quoted: quoted = false
            case "\"": quoted = true; if previous == "\"" { field.append("\"") }
            case "," where !quoted: fields.append(field); field = ""
            default: field.append(character)
            }
            previous = character
        }
        fields.append(field)
        return fields
    }
}

struct CSVError: Error, CustomStringConvertible {
    let file: String
    let problem: String
    var description: String { "\(file) \(problem)" }
}

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// `Tables/` in the checkout.
let tablesDirectory = packageRoot.appendingPathComponent("Tables")

/// `../shared/reference/`, the independent copies of the published tables, when it is beside the checkout.
let referenceDirectory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference")

let referenceIsPresent = FileManager.default.fileExists(atPath: referenceDirectory.appendingPathComponent("SOURCES.md").path)

func table(_ name: String) throws -> CSVTable {
    try CSVTable(contentsOf: tablesDirectory.appendingPathComponent(name))
}

func number(_ cell: String?) throws -> Double {
    guard let cell, let value = Double(cell) else { throw CSVError(file: "cell", problem: "\(cell ?? "nil") is not a number") }
    return value
}
