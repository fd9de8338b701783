import Foundation
import LegibleScan
import LegibleSwiftScan

/// The scan of one xib and the Swift file that drives it, written as
/// `name.xib` and `name.swift` in a folder of their own (the Sileo header cases: a hidden button
/// code shows, a UIControl code gives an action).
func scanXibWithCode(xib: String, code: String, name: String) async throws -> ScanReport {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-xib-code-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try xib.write(to: folder.appendingPathComponent("\(name).xib"), atomically: true, encoding: .utf8)
    try code.write(to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
    return try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
}
