import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan

/// Reads `source` as `View.swift` with the Swift reader.
func scanSwift(_ source: String, path: String = "View.swift") throws -> ScanFileResult {
    try SwiftSourceReader().read(text: source, path: path, resources: ScanResources())
}

/// The fonts of the elements read from `source`, in file order (elements with no font left out).
func fonts(_ source: String) throws -> [ScannedFont] {
    try scanSwift(source).elements.compactMap(\.font)
}

/// The reader's own findings for `rule`.
func findings(_ source: String, rule: String, path: String = "View.swift") throws -> [Finding] {
    try scanSwift(source, path: path).findings.filter { $0.rule == rule }
}

/// The findings of a whole scan (reader and rules) of a folder holding only `source` as `file`.
func scanFindings(swift source: String, file: String = "View.swift") async throws -> [Finding] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try source.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
    return try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan().findings.findings
}

/// The findings of a whole scan of a folder holding `files` (name → Swift source).
func scanFindings(swiftFiles files: [String: String]) async throws -> [Finding] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, source) in files { try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    return try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan().findings.findings
}
