import LegibleSyntax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Known findings to accept: read from an earlier JSON report (``FindingsReport/write(_:to:)`` with `.json`, or a
/// bare array of findings), they suppress findings with the same ``Finding/Fingerprint``
/// (rule, id, file).
///
/// ```swift
/// let baseline = try Baseline(contentsOfFile: "legible-baseline.json")
/// let result = baseline.apply(to: findings)
/// print("\(result.suppressed.count) known findings suppressed")
/// ```
public struct Baseline: Sendable, Hashable {
    /// The fingerprints of the accepted findings.
    public var fingerprints: Set<Finding.Fingerprint>

    /// A baseline of these fingerprints.
    public init(fingerprints: Set<Finding.Fingerprint>) {
        self.fingerprints = fingerprints
    }

    /// A baseline accepting these findings.
    public init(findings: [Finding]) {
        fingerprints = Set(findings.map(\.fingerprint))
    }

    /// The most bytes a baseline file may have: 256 MiB (268,435,456 bytes), the JSON report of
    /// far more findings than any project has.
    public static let maximumFileBytes = 256 << 20

    /// Reads a baseline file (or a named pipe, or `/dev/stdin`), at most ``maximumFileBytes``.
    public init(contentsOfFile path: String) throws(BaselineError) {
        let data: Data
        do throws(SyntaxError) {
            data = try FileReading.read(
                path, limit: FileSizeLimit(bytes: Self.maximumFileBytes, what: "a baseline", setting: "Baseline.maximumFileBytes"))
        } catch {
            throw BaselineError(file: path, message: error.message)
        }
        try self.init(data: data, file: path)
    }

    private struct Entry: Decodable {
        struct Location: Decodable {
            var file: String
        }

        var id: String
        var rule: String
        var location: Location?
    }

    private struct Report: Decodable {
        var findings: [Entry]
    }

    /// Parses a baseline from a report's bytes; `file` names it in errors.
    public init(data: Data, file: String) throws(BaselineError) {
        let decoder = JSONDecoder()
        let isObject = data.first { !" \t\r\n".utf8.contains($0) } == UInt8(ascii: "{")
        let entries: [Entry]
        do {
            entries = isObject ? try decoder.decode(Report.self, from: data).findings : try decoder.decode([Entry].self, from: data)
        } catch {
            throw BaselineError(
                file: file, message: "expected a Legible JSON report (an object with \"findings\") or a list of findings: \(Self.describe(error))")
        }
        fingerprints = Set(entries.map { Finding.Fingerprint(rule: $0.rule, id: $0.id, file: $0.location?.file) })
    }

    private static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "not valid JSON" }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "the top level" : String(path.drop { $0 == "." })
        }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(path(context)): missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "not valid JSON"
        }
    }

    /// The findings the baseline does not know, and those it suppresses.
    public func apply(to findings: [Finding]) -> (kept: [Finding], suppressed: [Finding]) {
        var kept: [Finding] = []
        var suppressed: [Finding] = []
        for finding in findings {
            if fingerprints.contains(finding.fingerprint) {
                suppressed.append(finding)
            } else {
                kept.append(finding)
            }
        }
        return (kept, suppressed)
    }
}

/// A baseline file that cannot be used.
public struct BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The baseline file as given.
    public var file: String
    /// What is wrong with it.
    public var message: String

    /// An error about the baseline `file`.
    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "baseline '\(file)': \(message)" }
}

extension BaselineError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
