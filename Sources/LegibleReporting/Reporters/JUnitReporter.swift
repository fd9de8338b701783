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
enum JUnitReporter {
    private struct Suite {
        var name: String
        var cases: [(id: String, findings: [Finding])]
    }

    static func render(_ report: FindingsReport) -> String {
        var suites: [Suite] = []
        for finding in report.findings {
            let suiteName = switch report.junitGrouping {
            case .byRule: finding.rule
            case .byFile: finding.location?.file ?? "(no file)"
            }
            let suiteIndex = suites.firstIndex { $0.name == suiteName } ?? {
                suites.append(Suite(name: suiteName, cases: []))
                return suites.count - 1
            }()
            if let caseIndex = suites[suiteIndex].cases.firstIndex(where: { $0.id == finding.id }) {
                suites[suiteIndex].cases[caseIndex].findings.append(finding)
            } else {
                suites[suiteIndex].cases.append((finding.id, [finding]))
            }
        }
        suites.sort { $0.name < $1.name }
        let totalCases = suites.reduce(0) { $0 + $1.cases.count }
        let totalFailures = suites.reduce(0) { total, suite in
            total + suite.cases.filter { report.policy.fails($0.findings) }.count
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(XMLText.escaped(report.tool.name))\" tests=\"\(totalCases)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
        for suite in suites {
            let failures = suite.cases.filter { report.policy.fails($0.findings) }.count
            xml += "  <testsuite name=\"\(XMLText.escaped(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            for testCase in suite.cases {
                xml += render(testCase.id, findings: testCase.findings, suite: suite.name, report: report)
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private static func render(_ id: String, findings: [Finding], suite: String, report: FindingsReport) -> String {
        var attributes = "name=\"\(XMLText.escaped(id))\" classname=\"\(XMLText.escaped(suite))\""
        if let location = findings.first?.location {
            attributes += " file=\"\(XMLText.escaped(location.file))\""
            if let line = location.line { attributes += " line=\"\(line)\"" }
        }
        let failing = findings.filter(report.policy.isFailure)
        let other = findings.filter { !report.policy.isFailure($0) }
        guard !failing.isEmpty || !other.isEmpty else { return "    <testcase \(attributes)/>\n" }
        var xml = "    <testcase \(attributes)>\n"
        if let first = failing.first {
            let body = failing.map(TextReporter.line(for:)).joined(separator: "\n")
            xml += "      <failure message=\"\(XMLText.escaped(first.message))\" type=\"\(XMLText.escaped(first.rule))\">\(XMLText.escaped(body))</failure>\n"
        }
        if !other.isEmpty {
            xml += "      <system-out>\(XMLText.escaped(other.map(TextReporter.line(for:)).joined(separator: "\n")))</system-out>\n"
        }
        xml += "    </testcase>\n"
        return xml
    }
}
