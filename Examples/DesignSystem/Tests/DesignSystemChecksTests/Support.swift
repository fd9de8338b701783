import Foundation
import Testing

/// Legible's checkout: this package lives in its `Examples/DesignSystem`.
let legibleRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Published test values in Legible's checkout (`Tests/Reference`: WCAG anchors, APCA's own tests).
let referenceDirectory = legibleRoot.appendingPathComponent("Tests/Reference")

/// Published tables the library encodes (`Tables`: palettes, type scale).
let tablesDirectory = legibleRoot.appendingPathComponent("Tables")

/// A CSV table (RFC 4180: quoted cells may hold commas and doubled quotes) as rows of cells by
/// column name; read here, not with Legible's reader, so the tests share nothing with the library.
func csvRows(_ url: URL) throws -> [[String: String]] {
    var records: [[String]] = [[]]
    var cell = "", quoted = false
    let characters = Array(try String(contentsOf: url, encoding: .utf8))
    var index = 0
    while index < characters.count {
        let character = characters[index]
        if quoted {
            if character == "\"", index + 1 < characters.count, characters[index + 1] == "\"" {
                cell.append("\"")
                index += 1
            } else if character == "\"" {
                quoted = false
            } else {
                cell.append(character)
            }
        } else if character == "\"" {
            quoted = true
        } else if character == "," || character == "\n" || character == "\r\n" {
            records[records.count - 1].append(cell)
            cell = ""
            if character != "," { records.append([]) }
        } else {
            cell.append(character)
        }
        index += 1
    }
    if !cell.isEmpty { records[records.count - 1].append(cell) }
    let rows = records.filter { !$0.isEmpty }
    guard let header = rows.first else { return [] }
    return rows.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
}

/// `Tables/<name>` of the Legible checkout.
func tableRows(_ name: String) throws -> [[String: String]] {
    try csvRows(tablesDirectory.appendingPathComponent(name))
}

/// The number in a cell; a missing or malformed cell fails the test.
func number(_ cell: String?) throws -> Double {
    try #require(cell.flatMap(Double.init), "\(cell ?? "a missing cell") is not a number")
}

/// What `DesignSystemChecks` prints and its exit status: the executable sits beside this test
/// binary in the build's products folder.
struct ChecksRun: Sendable {
    let status: Int32
    let output: String

    static let shared: ChecksRun = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        // On platforms with bundles the test binary lives inside `Name.xctest/Contents/MacOS/`.
        while directory.pathExtension == "xctest" || ["Contents", "MacOS"].contains(directory.lastPathComponent) {
            directory.deleteLastPathComponent()
        }
        let process = Process()
        process.executableURL = directory.appendingPathComponent("DesignSystemChecks")
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return ChecksRun(status: -1, output: "could not run \(process.executableURL?.path ?? ""): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ChecksRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }()

    /// The lines of one section (`== Title…` up to the next section).
    func section(_ title: String) -> [Substring] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("== \(title)") }) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("== ") || $0.hasPrefix("Failed:") || $0.hasPrefix("Every check") } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }
}

/// A text style's size and leading at each content size category, and its weight, from the
/// HIG's table (`Tables/dynamic-type-ios.csv`), by the table's own names ("Body", "AX3").
struct DynamicTypeTable {
    let rows: [[String: String]]

    init() throws {
        rows = try tableRows("dynamic-type-ios.csv")
    }

    /// The categories in the table's order, xSmall first.
    var categories: [String] {
        var seen: [String] = []
        for row in rows where !seen.contains(row["category"]!) { seen.append(row["category"]!) }
        return seen
    }

    func row(_ style: String, _ category: String) throws -> [String: String] {
        try #require(rows.first { $0["style"] == style && $0["category"] == category }, "\(style) at \(category)")
    }

    func size(_ style: String, _ category: String) throws -> Double {
        try number(try row(style, category)["size_pt"])
    }
}

/// SF Pro's tracking in points at a size (`Tables/tracking-sf-pro.csv`, the HIG's table).
func sfProTracking(atSize size: Double) throws -> Double {
    let row = try #require(try tableRows("tracking-sf-pro.csv").first { Double($0["size_pt"] ?? "") == size }, "no SF Pro row at \(size) pt")
    return try number(row["tracking_pt"])
}
