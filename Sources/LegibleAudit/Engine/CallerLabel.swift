import LegibleCatalogs
import LegibleReporting

/// A label its caller lays out itself, for ``OverflowAuditor/audit(labels:progress:)``: its texts
/// in every locale, the spec entry that lays it out, and the caller's own number for it.
///
/// `legible scan` audits the labels it derives from an app's files this way: each element is a
/// label with its layout worked out from the file, and each result comes back with the element's
/// number, so no key is invented and no finding id parsed.
///
/// ```swift
/// var rule = LayoutRule()
/// rule.width = 120
/// let german = CatalogEntry(key: "save", locale: "de", text: "Speichern", file: "Main.storyboard", position: TextPosition(line: 12, column: 5))
/// let result = try await OverflowAuditor(spec: LayoutSpec(rules: [rule])).audit(labels: [CallerLabel(id: 7, layoutRule: 0, entries: [german])])
/// result.labels.first?.callerID   // 7
/// ```
public struct CallerLabel: Sendable, Hashable {
    /// The caller's number for the label; every ``LabelAudit`` of it carries it back.
    public var id: Int
    /// The index in the spec's `LayoutSpec.rules` of the entry that lays the label out (its
    /// patterns are not used); a label whose index is out of range is not audited.
    public var layoutRule: Int
    /// The label's text in each locale (and plural variant).
    public var entries: [CatalogEntry]

    /// A label.
    ///
    /// - Parameters:
    ///   - id: the caller's number for it.
    ///   - layoutRule: the index of the spec entry that lays it out.
    ///   - entries: its texts.
    public init(id: Int, layoutRule: Int, entries: [CatalogEntry]) {
        self.id = id
        self.layoutRule = layoutRule
        self.entries = entries
    }
}

/// A finding about one audited label, with the label's index in ``AuditResult/labels``.
public struct LabelFinding: Sendable, Hashable {
    /// The index of the label in ``AuditResult/labels``.
    public let label: Int
    /// The finding.
    public let finding: Finding
}
