import LegibleReporting

extension ScanReport {
    /// Writes each finding as a compiler diagnostic, `file:line:column: warning: message [rule]`,
    /// the form Xcode attaches to the line and `swift build` prints (the text format puts the rule
    /// first, which Xcode shows as part of the message). Most severe first; no summary line, so a
    /// build log has only diagnostics.
    ///
    /// - Parameters:
    ///   - errorsAsWarnings: write error-level findings as `warning:` (the build-tool plugin, unless
    ///     `scan: failBuild: true`), so that they do not fail the build.
    ///   - output: where the lines go.
    public func writeCompilerDiagnostics<Output: TextOutputStream>(errorsAsWarnings: Bool, to output: inout Output) {
        for severity in [Severity.error, .warning, .note] {
            for finding in findings.findings where finding.severity == severity {
                var line = ""
                if let location = finding.location {
                    // Escaped, and never `::` first: a line that starts a GitHub workflow command.
                    line = ReportEscaping.lineStart(location.file)
                    if let number = location.line {
                        line += ":\(number)"
                        if let column = location.column { line += ":\(column)" }
                    }
                    line += ": "
                }
                let word = severity == .error && errorsAsWarnings ? "warning" : severity.rawValue
                line += "\(word): \(ReportEscaping.oneLine(finding.message)) [\(ReportEscaping.oneLine(finding.rule))]\n"
                output.write(line)
            }
        }
    }

}
