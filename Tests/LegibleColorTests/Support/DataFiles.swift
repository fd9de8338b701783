import Foundation

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// `../shared/reference`, beside the checkout; `nil` when it is absent (tests against it are skipped).
let referenceDirectory: URL? = {
    let directory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference")
    return FileManager.default.fileExists(atPath: directory.path) ? directory : nil
}()

/// One CSV file as rows of named fields.
struct CSVTable {
    let header: [String]
    let rows: [[String: String]]

    /// Reads `Tables/<name>`.
    static func tables(_ name: String) throws -> CSVTable {
        try CSVTable(url: packageRoot.appendingPathComponent("Tables").appendingPathComponent(name))
    }

    /// Reads `../shared/reference/<name>`, or `nil` when the reference directory is absent.
    static func reference(_ name: String) throws -> CSVTable? {
        guard let referenceDirectory else { return nil }
        return try CSVTable(url: referenceDirectory.appendingPathComponent(name))
    }

    init(url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        let parsed = lines.map(CSVTable.fields)
        let names = parsed.first ?? []
        header = names
        rows = parsed.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(names, $0)) }
    }

    /// Splits one line, honouring double-quoted fields.
    static func fields(_ line: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        for character in line {
            switch character {
            case "\"": quoted.toggle()
            case "," where !quoted:
                fields.append(field)
                field = ""
            default: field.append(character)
            }
        }
        fields.append(field)
        return fields
    }
}
