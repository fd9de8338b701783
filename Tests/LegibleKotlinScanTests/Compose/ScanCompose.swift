import Foundation
import LegibleKotlinScan
import LegibleReporting
import LegibleScan

/// Reads `body` as `Screen.kt` with the Compose reader, after the imports a Compose file has.
func scanCompose(_ body: String, path: String = "Screen.kt") throws -> ScanFileResult {
    try ComposeSourceReader().read(text: composeHeader + body, path: path, resources: ScanResources())
}

/// Two lines of imports: the snippets' own lines start at line 3.
let composeHeader = "import androidx.compose.material3.Text\nimport androidx.compose.ui.unit.sp\n"

/// The elements of `body`'s `Text`s.
func texts(_ body: String) throws -> [ScannedElement] {
    try scanCompose(body).elements.filter { $0.kind == .label }
}

/// The reader's own findings for `rule`.
func composeFindings(_ body: String, rule: String) throws -> [Finding] {
    try scanCompose(body).findings.filter { $0.rule == rule }
}

/// `line:column rule severity` of every finding a whole scan (reader and the scan's rules) gives
/// for `body` as `Screen.kt`, sorted.
func scanProject(_ body: String, configuration: ScanConfiguration = ScanConfiguration()) async throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-compose-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try (composeHeader + body).write(to: folder.appendingPathComponent("Screen.kt"), atomically: true, encoding: .utf8)
    let report = try await ProjectScanner(paths: [folder.path], configuration: configuration, readers: [ComposeSourceReader()]).scan()
    return report.findings.findings.map { finding in
        "\(finding.location?.line ?? 0):\(finding.location?.column ?? 0) \(finding.rule) \(finding.severity.rawValue)"
    }.sorted()
}
