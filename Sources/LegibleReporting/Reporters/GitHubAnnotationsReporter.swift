/// GitHub Actions workflow commands: one annotation per finding,
/// `::error file=…,line=…,col=…,title=…::message` (`notice` for notes), in report order; a final
/// `::notice::` line says how many findings the baseline suppressed, when it suppressed any.
///
/// Messages escape `%`, CR and LF; properties additionally escape `:` and `,`, as the Actions
/// runner expects.
enum GitHubAnnotationsReporter {
    static func render(_ report: FindingsReport) -> String {
        var output = ""
        for finding in report.findings {
            output += annotation(for: finding) + "\n"
        }
        if report.suppressedCount > 0 {
            output += "::notice title=\(escapeProperty("\(report.tool.name) baseline"))::\(escapeData("\(report.suppressedCount) known findings suppressed by the baseline"))\n"
        }
        return output
    }

    static func annotation(for finding: Finding) -> String {
        let command = switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties: [String] = []
        if let location = finding.location {
            properties.append("file=\(escapeProperty(location.file))")
            if let line = location.line {
                properties.append("line=\(line)")
                if let column = location.column { properties.append("col=\(column)") }
            }
        }
        properties.append("title=\(escapeProperty("\(finding.rule): \(finding.id)"))")
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message))"
    }

    static func escapeData(_ text: String) -> String {
        ReportEscaping.replacing(["%": "%25", "\r": "%0D", "\n": "%0A"], in: text)
    }

    static func escapeProperty(_ text: String) -> String {
        ReportEscaping.replacing(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"], in: text)
    }
}
