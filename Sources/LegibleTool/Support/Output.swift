import ArgumentParser
import Foundation

/// The report formats most subcommands offer.
enum ReportFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
}

enum StandardError {
    /// Writes one line to standard error.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

enum JSONOutput {
    /// Encodes a report as pretty-printed JSON with sorted keys, the stable form scripts diff.
    static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

enum InputFile {
    /// Reads a whole text file, or standard input for `-`, as UTF-8.
    ///
    /// - Parameter role: what the file is for, used in error messages (`"pairs file"`).
    static func readText(_ path: String, role: String) throws -> String {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                let exists = FileManager.default.fileExists(atPath: path)
                throw InputError("\(role) '\(path)': \(exists ? "cannot be read" : "no such file")")
            }
            data = contents
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError("\(role) '\(path)': not valid UTF-8 text")
        }
        return text
    }
}
