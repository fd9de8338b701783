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
                    line = location.file
                    if let number = location.line {
                        line += ":\(number)"
                        if let column = location.column { line += ":\(column)" }
                    }
                    line += ": "
                }
                let word = severity == .error && errorsAsWarnings ? "warning" : severity.rawValue
                line += "\(word): \(Self.oneLine(finding.message)) [\(finding.rule)]\n"
                output.write(line)
            }
        }
    }

    /// The message on one line, with control characters shown escaped (a key from a file may
    /// hold any).
    private static func oneLine(_ message: String) -> String {
        var line = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": line.unicodeScalars.append(" ")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: line += "\\u{\(String(scalar.value, radix: 16))}"
            default: line.unicodeScalars.append(scalar)
            }
        }
        return line
    }
}
