import LegibleReporting

/// A rule an element's own file switches off for it, with the reason given.
public struct ScanSuppression: Sendable, Hashable {
    /// The rule id (`text.fixed-size`), or `*` for every rule.
    public var rule: String
    /// Why, as written; `nil` when the suppression gives none (itself a
    /// `scan.suppression-reason` note).
    public var reason: String?
    /// Where the suppression is written.
    public var location: Finding.Location

    /// A suppression of `rule` at `location`.
    public init(rule: String, reason: String?, location: Finding.Location) {
        self.rule = rule
        self.reason = reason
        self.location = location
    }
}
