import LegibleReporting

/// The rules `legible scan` applies to an app's own screens: Interface Builder files, Android
/// layouts and Swift source. The same ids serve every kind of file, so one `legible.yaml`
/// `rules:` entry, one baseline and one suppression name a rule wherever it fires.
///
/// Each rule is one ``ScanRule`` in a file of its own in this folder (`TextShrinksRule.swift`):
/// its descriptor, documentation, examples and check. ``all`` lists them; it is generated
/// (`ScanRules+All.swift`), so a new rule is its own file and nothing else.
///
/// `overflow.label` is the audit's own rule (the scan audits the labels it derives exactly as
/// `legible audit` does); its descriptor is the audit's.
///
/// ```swift
/// ScanRules.all.map(\.id)
/// // ["color.literal", "contrast.text", "overflow.unknown-width", "scan.suppression-reason",
/// //  "scan.unresolved", "target.small", "text.clamped", "text.fixed-size", "text.not-live", "text.shrinks"]
/// ```
public enum ScanRules {
    static let resizeText = "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html"
    static let typography = "https://developer.apple.com/design/human-interface-guidelines/typography"

    /// Every scan rule's descriptor, in id order: what SARIF describes and `legible rules` lists.
    public static var descriptors: [RuleDescriptor] { all.map(\.descriptor) }

    /// The rules that judge elements one at a time, in id order.
    static let elementRules: [ScanRule] = all.filter(\.checksElements)

    /// The rule with `id`, `nil` when no scan rule has it.
    ///
    /// - Parameter id: a rule id such as `text.shrinks`.
    public static func rule(id: String) -> ScanRule? {
        all.first { $0.id == id }
    }
}
