/// SARIF 2.1.0 (OASIS) for code scanning: one run whose `tool.driver` is Legible with its
/// rules; each finding is a result with its rule, level, message, the file and region it points
/// to (`physicalLocation`), and its subject as a logical location.
///
/// Columns count Unicode code points (`columnKind: unicodeCodePoints`), as the catalog readers
/// do. Relative paths become URIs relative to `%SRCROOT%`; absolute ones become `file://` URIs.
/// Each result carries a `partialFingerprints` entry built from the rule, subject and file, so
/// code scanning tracks it across runs the way ``Baseline`` does.
///
/// Written a result at a time with sorted keys, as `JSONEncoder` with `.sortedKeys` and
/// `.prettyPrinted` would write the same log.
enum SARIFReporter {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func write(_ report: FindingsReport, concurrency: Int, to output: inout some TextOutputStream) {
        let rules = report.effectiveRules
        let indexByRule = Dictionary(rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
        var json = JSONWriter()
        json.beginObject()
        json.field("$schema", schemaURI)
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.field("columnKind", "unicodeCodePoints")
        if report.suppressedCount > 0 {
            json.key("properties")
            json.beginObject()
            json.field("suppressedByBaseline", report.suppressedCount)
            json.endObject()
        }
        json.key("results")
        json.beginArray()
        // Most findings share a file or two: each file's URI is worked out once.
        var artifacts: [String: Artifact] = [:]
        for file in Set(report.findings.lazy.compactMap(\.location?.file)) { artifacts[file] = Self.artifact(file) }
        let findings = report.findings
        json.writeElements(count: findings.count, concurrency: concurrency, flushingTo: &output) { [artifacts] index, json in
            let finding = findings[index]
            writeResult(finding, ruleIndex: indexByRule[finding.rule] ?? 0, artifact: finding.location.flatMap { artifacts[$0.file] }, to: &json)
        }
        json.endArray()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        if let uri = report.tool.informationURI { json.field("informationUri", uri) }
        json.field("name", report.tool.name)
        json.key("rules")
        json.beginArray()
        for rule in rules { writeRule(rule, to: &json) }
        json.endArray()
        if let version = report.tool.version { json.field("version", version) }
        json.endObject()
        json.endObject()
        json.endObject()
        json.endArray()
        json.field("version", "2.1.0")
        json.endObject()
        json.flush(to: &output)
        output.write("\n")
    }

    private static func writeRule(_ rule: RuleDescriptor, to json: inout JSONWriter) {
        json.beginObject()
        json.key("defaultConfiguration")
        json.beginObject()
        json.field("level", level(rule.defaultSeverity))
        json.endObject()
        json.key("help")
        json.beginObject()
        json.field("markdown", rule.help)
        json.field("text", rule.help)
        json.endObject()
        if let uri = rule.helpURI { json.field("helpUri", uri) }
        json.field("id", rule.id)
        if let name = rule.name { json.field("name", name) }
        json.key("shortDescription")
        json.beginObject()
        json.field("text", rule.summary)
        json.endObject()
        json.endObject()
    }

    private static func writeResult(
        _ finding: Finding, ruleIndex: Int, artifact: Artifact?, to json: inout JSONWriter
    ) {
        json.beginObject()
        json.field("level", level(finding.severity))
        json.key("locations")
        json.beginArray()
        json.beginObject()
        json.key("logicalLocations")
        json.beginArray()
        json.beginObject()
        json.field("kind", "resource")
        json.field("name", finding.id)
        json.endObject()
        json.endArray()
        if let source = finding.location, let artifact {
            json.key("physicalLocation")
            json.beginObject()
            json.key("artifactLocation")
            json.beginObject()
            json.field("uri", artifact.uri)
            if let base = artifact.uriBaseId { json.field("uriBaseId", base) }
            json.endObject()
            if let line = source.line, line >= 1 {
                json.key("region")
                json.beginObject()
                if let column = source.column, column >= 1 { json.field("startColumn", column) }
                json.field("startLine", line)
                json.endObject()
            }
            json.endObject()
        }
        json.endObject()
        json.endArray()
        json.key("message")
        json.beginObject()
        json.field("text", finding.message)
        json.endObject()
        json.key("partialFingerprints")
        json.beginObject()
        json.field("legibleFingerprint/v1", finding.fingerprint.stableHash)
        json.endObject()
        // SARIF's property bag (§3.8): the details the message leaves out.
        finding.writeProperties(to: &json)
        json.field("ruleId", finding.rule)
        json.field("ruleIndex", ruleIndex)
        json.endObject()
    }

    /// Characters a URI path may hold unescaped (RFC 3986 unreserved, sub-delims, `:@/`).
    private static let pathCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)

    /// Where a file is, in SARIF's terms: a URI and, for a relative path, its base.
    struct Artifact: Sendable {
        let uri: String
        let uriBaseId: String?
    }

    /// A file as a SARIF artifact location: a URI and, for a relative path, its base.
    static func artifact(_ path: String) -> Artifact {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        let encoded = ReportEscaping.percentEncoding(String(path), allowing: pathCharacters)
        if path.hasPrefix("/") {
            return Artifact(uri: "file://" + encoded, uriBaseId: nil)
        }
        // A relative path's first segment must not look like a URI scheme (`C:`), so escape ':' there.
        let safe = encoded.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).enumerated().map { index, part in
            index == 0 ? ReportEscaping.replacing([":": "%3A"], in: part) : String(part)
        }.joined(separator: "/")
        return Artifact(uri: safe, uriBaseId: "%SRCROOT%")
    }
}
