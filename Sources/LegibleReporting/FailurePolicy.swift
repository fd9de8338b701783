#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a run fails: the least severity that fails it (`--fail-on error|warning|note|never`).
///
/// ```swift
/// let policy = try FailurePolicy(parsing: "warning")
/// policy.fails(findings)   // true when any finding is a warning or an error
/// ```
public struct FailurePolicy: Sendable, Hashable, Codable {
    /// Findings at or above this severity fail the run; `nil` never fails.
    public var threshold: Severity?

    /// The usual policy: errors fail, warnings and notes do not.
    public static let errors = FailurePolicy(threshold: .error)

    /// A policy failing at `threshold` and above; `nil` never fails.
    public init(threshold: Severity?) {
        self.threshold = threshold
    }

    /// Parses `error`, `warning`, `note` or `never` (any case).
    public init(parsing text: String) throws(FailurePolicyError) {
        switch text.lowercased() {
        case "never", "none": threshold = nil
        default:
            guard let severity = Severity(rawValue: text.lowercased()) else { throw FailurePolicyError(input: text) }
            threshold = severity
        }
    }

    /// Whether this finding counts as a failure.
    public func isFailure(_ finding: Finding) -> Bool {
        guard let threshold else { return false }
        return finding.severity >= threshold
    }

    /// Whether any of the findings fails the run.
    public func fails(_ findings: [Finding]) -> Bool {
        findings.contains(where: isFailure)
    }
}

/// A `--fail-on` value that is not a severity.
public struct FailurePolicyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value as given.
    public var input: String

    /// An error about the value `input`.
    public init(input: String) {
        self.input = input
    }

    public var description: String {
        "fail-on '\(input)': expected error, warning, note or never"
    }
}

extension FailurePolicyError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
