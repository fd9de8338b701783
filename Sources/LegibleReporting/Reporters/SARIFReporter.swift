/// SARIF 2.1.0 (OASIS) for code scanning: one run whose `tool.driver` is Legible with its
/// rules; each finding is a result with its rule, level, message, the file and region it points
/// to (`physicalLocation`), and its subject as a logical location.
///
/// Columns count Unicode code points (`columnKind: unicodeCodePoints`), as the catalog readers
/// do. Relative paths become URIs relative to `%SRCROOT%`; absolute ones become `file://` URIs.
/// Each result carries a `partialFingerprints` entry built from the rule, subject and file, so
/// code scanning tracks it across runs the way ``Baseline`` does.
enum SARIFReporter {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    struct Log: Encodable {
        var schema = SARIFReporter.schemaURI
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var columnKind = "unicodeCodePoints"
        var results: [Result]
        var properties: [String: Int]?
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String?
        var informationUri: String?
        var rules: [Rule]
    }

    struct Text: Encodable {
        var text: String
        var markdown: String?
    }

    struct Rule: Encodable {
        var id: String
        var name: String?
        var shortDescription: Text
        var help: Text
        var helpUri: String?
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    struct LogicalLocation: Encodable {
        var name: String
        var kind: String
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func render(_ report: FindingsReport) -> String {
        let rules = report.effectiveRules
        let indexByRule = Dictionary(rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.rule,
                ruleIndex: indexByRule[finding.rule] ?? 0,
                level: level(finding.severity),
                message: Text(text: finding.message),
                locations: [location(for: finding)],
                partialFingerprints: ["legibleFingerprint/v1": finding.fingerprint.stableHash]
            )
        }
        let driver = Driver(
            name: report.tool.name, version: report.tool.version, informationUri: report.tool.informationURI,
            rules: rules.map { rule in
                Rule(
                    id: rule.id, name: rule.name, shortDescription: Text(text: rule.summary),
                    help: Text(text: rule.help, markdown: rule.help), helpUri: rule.helpURI,
                    defaultConfiguration: Configuration(level: level(rule.defaultSeverity))
                )
            }
        )
        let properties = report.suppressedCount > 0 ? ["suppressedByBaseline": report.suppressedCount] : nil
        let log = Log(runs: [Run(tool: Tool(driver: driver), results: results, properties: properties)])
        return JSONReporter.encode(log) + "\n"
    }

    private static func location(for finding: Finding) -> Location {
        let logical = [LogicalLocation(name: finding.id, kind: "resource")]
        guard let source = finding.location else {
            return Location(physicalLocation: nil, logicalLocations: logical)
        }
        let region = source.line.flatMap { line in line >= 1 ? Region(startLine: line, startColumn: source.column.flatMap { $0 >= 1 ? $0 : nil }) : nil }
        return Location(physicalLocation: PhysicalLocation(artifactLocation: artifact(source.file), region: region), logicalLocations: logical)
    }

    /// Characters a URI path may hold unescaped (RFC 3986 unreserved, sub-delims, `:@/`).
    private static let pathCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)

    static func artifact(_ path: String) -> ArtifactLocation {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        let encoded = ReportEscaping.percentEncoding(String(path), allowing: pathCharacters)
        if path.hasPrefix("/") {
            return ArtifactLocation(uri: "file://" + encoded, uriBaseId: nil)
        }
        // A relative path's first segment must not look like a URI scheme (`C:`), so escape ':' there.
        let safe = encoded.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).enumerated().map { index, part in
            index == 0 ? ReportEscaping.replacing([":": "%3A"], in: part) : String(part)
        }.joined(separator: "/")
        return ArtifactLocation(uri: safe, uriBaseId: "%SRCROOT%")
    }
}
