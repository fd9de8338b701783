import LegibleCore

/// What a rule checks, for reports that describe their rules (SARIF `tool.driver.rules`,
/// JUnit suite names, help text in code-scanning UIs).
///
/// ```swift
/// RuleDescriptor(
///     id: "overflow.label", name: "LabelOverflow",
///     summary: "A label's text does not fit its width at some text size.",
///     help: "Give the label more width or lines, shorten the translation, or let it wrap.",
///     defaultSeverity: .error
/// )
/// ```
public struct RuleDescriptor: Sendable, Hashable, Codable {
    /// The stable id findings use in `Finding.rule`.
    public var id: String
    /// A readable PascalCase name (SARIF `name`), `nil` to omit.
    public var name: String?
    /// One sentence: what the rule finds.
    public var summary: String
    /// What to do about a finding; plain text (Markdown allowed in SARIF `help.markdown`).
    public var help: String
    /// A page with more help.
    public var helpURI: String?
    /// The severity the rule's findings usually have.
    public var defaultSeverity: Severity
    /// The guideline the rule comes from, as a person cites it (`WCAG 2.2 SC 1.4.4 Resize Text`,
    /// `HIG: Typography`), `nil` when it is Legible's own.
    public var citation: String?
    /// Whether the rule runs unless a configuration switches it on (`color.literal` does not).
    public var isEnabledByDefault: Bool
    /// What the rule finds and does not, at length, in Markdown: the body of its section in
    /// `Documentation/Rules.md`, which is generated from it. `nil` to use ``summary``.
    public var documentation: String?

    /// A rule description.
    public init(
        id: String, name: String? = nil, summary: String, help: String, helpURI: String? = nil, defaultSeverity: Severity = .error,
        citation: String? = nil, isEnabledByDefault: Bool = true, documentation: String? = nil
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.help = help
        self.helpURI = helpURI
        self.defaultSeverity = defaultSeverity
        self.citation = citation
        self.isEnabledByDefault = isEnabledByDefault
        self.documentation = documentation
    }
}

/// The tool a report comes from.
public struct ToolInfo: Sendable, Hashable, Codable {
    /// The tool's name, `legible`.
    public var name: String
    /// The tool's version, when known; `LegibleVersion/current` by default.
    public var version: String?
    /// The tool's home page.
    public var informationURI: String?

    /// Tool information; the name defaults to `legible` and the version to this build's,
    /// `LegibleVersion/current`.
    public init(name: String = "legible", version: String? = LegibleVersion.current, informationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}
