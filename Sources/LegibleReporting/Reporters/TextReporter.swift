#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Compiler-style text: one line per finding, most severe first, then a summary line.
///
/// ```text
/// Localizable.xcstrings:12:9: error: [overflow.label] settings.title: needs 231 pt, has 180 pt at AX1
/// 1 error, 0 warnings, 0 notes
/// ```
enum TextReporter {
    static func render(_ report: FindingsReport) -> String {
        let ordered = report.findings.enumerated().sorted { lhs, rhs in
            lhs.element.severity != rhs.element.severity ? lhs.element.severity > rhs.element.severity : lhs.offset < rhs.offset
        }
        var output = ""
        for (_, finding) in ordered {
            output += line(for: finding) + "\n"
        }
        output += report.summaryLine + "\n"
        return output
    }

    static func line(for finding: Finding) -> String {
        var prefix = ""
        if let location = finding.location {
            prefix = location.file
            if let line = location.line {
                prefix += ":\(line)"
                if let column = location.column { prefix += ":\(column)" }
            }
            prefix += ": "
        }
        let message = ReportEscaping.replacing(["\n": " "], in: finding.message)
        return "\(prefix)\(finding.severity.rawValue): [\(finding.rule)] \(finding.id): \(message)"
    }
}
