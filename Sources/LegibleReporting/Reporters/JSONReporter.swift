#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON report: findings in report order, a summary and the tool, with sorted keys.
///
/// ```json
/// {
///   "findings" : [ { "id" : "…", "location" : { "column" : 9, "file" : "…", "line" : 12 }, "message" : "…", "rule" : "…", "severity" : "error" } ],
///   "summary" : { "errors" : 1, "notes" : 0, "suppressed" : 0, "warnings" : 0 },
///   "tool" : { "name" : "legible" }
/// }
/// ```
enum JSONReporter {
    struct Document: Encodable {
        struct Summary: Encodable {
            var errors: Int
            var warnings: Int
            var notes: Int
            var suppressed: Int
        }

        var findings: [Finding]
        var summary: Summary
        var tool: ToolInfo
    }

    static func render(_ report: FindingsReport) -> String {
        let document = Document(
            findings: report.findings,
            summary: .init(
                errors: report.count(of: .error), warnings: report.count(of: .warning),
                notes: report.count(of: .note), suppressed: report.suppressedCount
            ),
            tool: report.tool
        )
        return encode(document) + "\n"
    }

    /// Pretty, sorted-key JSON; encoding these plain value types cannot fail.
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
