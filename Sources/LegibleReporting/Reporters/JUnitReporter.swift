import LegibleCore
import LegibleSyntax

/// How JUnit output groups test cases.
public enum JUnitGrouping: String, Sendable, Hashable, Codable, CaseIterable {
    /// A `<testsuite>` per rule.
    case byRule = "rule"
    /// A `<testsuite>` per file (findings without a file go to a suite named `(no file)`).
    case byFile = "file"
}

/// JUnit XML: a `<testsuite>` per rule or per file, a `<testcase>` per subject (finding id), a
/// `<failure>` when one of the subject's findings fails the policy; the other findings of the
/// subject go to `<system-out>`.
///
/// The suites and their totals are worked out first (findings grouped by index, in one pass),
/// then each test case is written as it comes.
enum JUnitReporter {
    private struct Suite {
        var name: String
        /// The test cases in order of first appearance: each subject's finding indexes.
        var cases: [[Int]] = []
        var caseIndexes: [String: Int] = [:]
        var failures = 0
    }

    static func write(_ report: FindingsReport, concurrency: Int, to output: inout some TextOutputStream) {
        let findings = report.findings
        var suites: [Suite] = []
        var suiteIndexes: [String: Int] = [:]
        for (index, finding) in findings.enumerated() {
            let suiteName =
                switch report.junitGrouping {
                case .byRule: finding.rule
                case .byFile: finding.location?.file ?? "(no file)"
                }
            let suite =
                suiteIndexes[suiteName]
                ?? {
                    suites.append(Suite(name: suiteName))
                    suiteIndexes[suiteName] = suites.count - 1
                    return suites.count - 1
                }()
            if let testCase = suites[suite].caseIndexes[finding.id] {
                suites[suite].cases[testCase].append(index)
            } else {
                suites[suite].caseIndexes[finding.id] = suites[suite].cases.count
                suites[suite].cases.append([index])
            }
        }
        for suite in suites.indices {
            suites[suite].caseIndexes = [:]
            suites[suite].failures = suites[suite].cases.reduce(0) { count, indexes in
                indexes.contains { report.policy.isFailure(findings[$0]) } ? count + 1 : count
            }
        }
        suites.sort { $0.name < $1.name }
        let totalCases = suites.reduce(0) { $0 + $1.cases.count }
        let totalFailures = suites.reduce(0) { $0 + $1.failures }
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.write("<testsuites name=\"\(XMLText.escaped(report.tool.name))\" tests=\"\(totalCases)\" failures=\"\(totalFailures)\" errors=\"0\">\n")
        let policy = report.policy
        for suite in suites {
            output.write(
                "  <testsuite name=\"\(XMLText.escaped(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"0\" skipped=\"0\">\n"
            )
            // Test cases a chunk per thread, written in order; each chunk escapes repeated
            // values once.
            let cases = suite.cases
            ChunkedWork.write(recordCount: cases.count, concurrency: concurrency, to: &output) { records in
                var escaper = Escaper()
                var buffer = OutputBuffer()
                for index in records {
                    writeTestCase(cases[index].map { findings[$0] }, suite: suite.name, policy: policy, escaper: &escaper, to: &buffer)
                }
                return buffer.takeBytes()
            }
            output.write("  </testsuite>\n")
        }
        output.write("</testsuites>\n")
    }

    /// XML escaping for one report: values that repeat from case to case (suite names, files,
    /// rules) are escaped once.
    private struct Escaper {
        private var repeated: [String: String] = [:]
        /// The value escaped last: mostly the same one again (one file, one rule), which then
        /// costs a comparison instead of a hash.
        private var last: (text: String, escaped: String)?

        /// A suite name, file or rule, escaped the first time it is seen.
        mutating func escapedOnce(_ text: String) -> String {
            if let last, last.text == text { return last.escaped }
            let escaped: String
            if let known = repeated[text] {
                escaped = known
            } else {
                escaped = XMLText.escaped(text)
                repeated[text] = escaped
            }
            last = (text, escaped)
            return escaped
        }

        /// Writes the findings' text lines (``TextReporter``), escaped and joined by an escaped
        /// line break.
        func writeLines(_ findings: [Finding], to buffer: inout OutputBuffer) {
            for (index, finding) in findings.enumerated() {
                if index > 0 { buffer.append("&#10;") }
                buffer.appendEscapingXML(TextReporter.prefix(for: finding))
                buffer.appendEscapingXML(TextReporter.oneLine(finding.message))
            }
        }
    }

    /// Writes one subject's `<testcase>`: a `<failure>` for the findings that fail, `<system-out>`
    /// for the others.
    private static func writeTestCase(
        _ findings: [Finding], suite: String, policy: FailurePolicy, escaper: inout Escaper, to buffer: inout OutputBuffer
    ) {
        buffer.append("    <testcase name=\"")
        buffer.appendEscapingXML(findings.first?.id ?? "")
        buffer.append("\" classname=\"")
        buffer.append(escaper.escapedOnce(suite))
        buffer.append("\"")
        if let location = findings.first?.location {
            buffer.append(" file=\"")
            buffer.append(escaper.escapedOnce(location.file))
            buffer.append("\"")
            if let line = location.line {
                buffer.append(" line=\"")
                buffer.append(line)
                buffer.append("\"")
            }
        }
        let failing = findings.filter(policy.isFailure)
        let other = findings.filter { !policy.isFailure($0) }
        guard !failing.isEmpty || !other.isEmpty else {
            buffer.append("/>\n")
            return
        }
        buffer.append(">\n")
        if let first = failing.first {
            buffer.append("      <failure message=\"")
            buffer.appendEscapingXML(first.message)
            buffer.append("\" type=\"")
            buffer.append(escaper.escapedOnce(first.rule))
            buffer.append("\">")
            escaper.writeLines(failing, to: &buffer)
            buffer.append("</failure>\n")
        }
        if !other.isEmpty {
            buffer.append("      <system-out>")
            escaper.writeLines(other, to: &buffer)
            buffer.append("</system-out>\n")
        }
        buffer.append("    </testcase>\n")
    }
}

extension OutputBuffer {
    /// Appends text escaped for XML (`XMLText`), without making an escaped copy of it.
    fileprivate mutating func appendEscapingXML(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in XMLText.escape(utf8) { append($0) } }
    }
}
