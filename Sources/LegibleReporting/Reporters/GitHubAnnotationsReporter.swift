import LegibleCore
import LegibleSyntax

/// GitHub Actions workflow commands: one annotation per finding,
/// `::error file=…,line=…,col=…,title=…::message` (`notice` for notes), in report order; a final
/// `::notice::` line says how many findings the baseline suppressed, when it suppressed any.
///
/// Messages escape `%`, CR and LF; properties additionally escape `:` and `,`, as the Actions
/// runner expects.
enum GitHubAnnotationsReporter {
    static func write(_ report: FindingsReport, concurrency: Int, to output: inout some TextOutputStream) {
        let findings = report.findings
        ChunkedWork.write(recordCount: findings.count, concurrency: concurrency, to: &output) { records in
            var buffer = OutputBuffer()
            for index in records {
                buffer.append(annotation(for: findings[index]))
                buffer.append(ascii: "\n")
            }
            return buffer.takeBytes()
        }
        if report.suppressedCount > 0 {
            output.write(
                "::notice title=\(escapeProperty("\(report.tool.name) baseline"))::\(escapeData("\(report.suppressedCount) known findings suppressed by the baseline"))\n"
            )
        }
    }

    static func annotation(for finding: Finding) -> String {
        let command =
            switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        var line = "::\(command) "
        if let location = finding.location {
            line += "file=\(escapeProperty(location.file)),"
            if let number = location.line {
                line += "line=\(number),"
                if let column = location.column { line += "col=\(column)," }
            }
        }
        line += "title=\(escapeProperty("\(finding.rule): \(finding.id)"))::\(escapeData(finding.message))"
        return line
    }

    static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    /// `%`, CR and LF as `%25`, `%0D`, `%0A`; in a property also `:` and `,` as `%3A`, `%2C`;
    /// other control characters (ESC, C1) as `\u{1B}`, as every human-readable format shows them.
    /// Text without any of them is returned as it is.
    private static func escape(_ text: String, property: Bool) -> String {
        let text = EchoedText.escapingControls(text)
        func escaped(_ scalar: Unicode.Scalar) -> String? {
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            case ":" where property: "%3A"
            case "," where property: "%2C"
            default: nil
            }
        }
        // Everything escaped is ASCII: the bytes say whether there is anything to do.
        guard text.utf8.contains(where: { $0 < 0x80 && escaped(Unicode.Scalar($0)) != nil }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = escaped(scalar) { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
