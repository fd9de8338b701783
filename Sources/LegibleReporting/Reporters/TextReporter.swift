#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Compiler-style text: one line per finding, most severe first (report order within a
/// severity), then a summary line.
///
/// ```text
/// Localizable.xcstrings:12:9: error: [overflow.label] settings.title: needs 231 pt, has 180 pt at AX1
/// 1 error, 0 warnings, 0 notes
/// ```
enum TextReporter {
    static func write(_ report: FindingsReport, to output: inout some TextOutputStream) {
        writeLines(report, minimum: .note, to: &output)
        output.write(report.summaryLine + "\n")
    }

    /// One line per finding of `minimum` severity or above, most severe first.
    static func writeLines(_ report: FindingsReport, minimum: Severity, to output: inout some TextOutputStream) {
        // One pass per severity keeps report order within each without sorting.
        for severity in [Severity.error, .warning, .note] where severity >= minimum {
            for finding in report.findings where finding.severity == severity {
                output.write(line(for: finding) + "\n")
            }
        }
    }

    static func line(for finding: Finding) -> String {
        prefix(for: finding) + oneLine(finding.message)
    }

    /// `file:line:column: severity: [rule] id: `, the line before the message.
    static func prefix(for finding: Finding) -> String {
        var prefix = ""
        if let location = finding.location {
            // Names and ids come from files anyone can write: escaped, and never `::` first.
            prefix = ReportEscaping.lineStart(location.file)
            if let number = location.line {
                prefix += ":\(number)"
                if let column = location.column { prefix += ":\(column)" }
            }
            prefix += ": "
        }
        return prefix + "\(finding.severity.rawValue): [\(ReportEscaping.oneLine(finding.rule))] \(ReportEscaping.oneLine(finding.id)): "
    }

    /// The message on one line, control characters escaped (``ReportEscaping/oneLine(_:)``).
    static func oneLine(_ message: String) -> String {
        ReportEscaping.oneLine(message)
    }
}
