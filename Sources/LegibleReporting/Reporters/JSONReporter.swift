#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON report: findings in report order, a summary and the tool, with sorted keys, written
/// a finding at a time.
///
/// ```json
/// {
///   "findings" : [ { "id" : "…", "location" : { "column" : 9, "file" : "…", "line" : 12 }, "message" : "…", "rule" : "…", "severity" : "error" } ],
///   "summary" : { "errors" : 1, "notes" : 0, "suppressed" : 0, "warnings" : 0 },
///   "tool" : { "name" : "legible" }
/// }
/// ```
enum JSONReporter {
    /// Flush the JSON writer's buffer to the output past this many bytes.
    static let chunkSize = 1 << 16

    static func write(_ report: FindingsReport, to output: inout some TextOutputStream) {
        var json = JSONWriter()
        json.beginObject()
        json.key("findings")
        json.beginArray()
        for finding in report.findings {
            json.value(finding)
            json.flush(to: &output, whenLargerThan: chunkSize)
        }
        json.endArray()
        json.key("summary")
        json.beginObject()
        json.field("errors", report.count(of: .error))
        json.field("notes", report.count(of: .note))
        json.field("suppressed", report.suppressedCount)
        json.field("warnings", report.count(of: .warning))
        json.endObject()
        json.field("tool", report.tool)
        json.endObject()
        json.flush(to: &output)
        output.write("\n")
    }
}
