import LegibleColor
import LegibleReporting
import LegibleTokens

/// One rule of `legible scan`, whole, in one place: its descriptor (id, severity, summary, help,
/// citation and the documentation `Documentation/Rules.md` is generated from), examples that
/// must and must not fire, and — for a rule that judges one element at a time — its check.
///
/// Readers report facts about elements (``ScannedElement``); rules judge them. Every list of
/// scan rules is made from ``ScanRules/all``: the ids `legible.yaml` accepts, `legible rules`,
/// SARIF's rule metadata, Rules.md and the tests generated from each rule's examples.
///
/// ```swift
/// ScanRules.textShrinks.id                          // "text.shrinks"
/// ScanRules.textShrinks.examples.count              // its examples, each a test
/// ```
public struct ScanRule: Sendable {
    /// The id, severity, summary, help, citation and documentation.
    public let descriptor: RuleDescriptor
    /// Sources on which the rule must fire, and sources on which it must not; each is run as a
    /// test through the scan's own readers (`ScanRuleExampleTests`).
    public let examples: [ScanRuleExample]
    /// The check of one element, for a rule that judges elements; `nil` for a rule whose findings
    /// the scan's other stages make (a reader's syntax, the suppressions, the overflow audit).
    let check: (@Sendable (ScannedElement, ScanRuleContext) -> [Finding])?

    /// A rule whose findings come from somewhere other than an element check.
    ///
    /// - Parameters:
    ///   - descriptor: the id, severity, summary, help, citation and documentation.
    ///   - examples: sources it must fire on and must not.
    public init(_ descriptor: RuleDescriptor, examples: [ScanRuleExample]) {
        self.descriptor = descriptor
        self.examples = examples
        self.check = nil
    }

    /// A rule that judges one element at a time.
    init(_ descriptor: RuleDescriptor, examples: [ScanRuleExample], check: @escaping @Sendable (ScannedElement, ScanRuleContext) -> [Finding]) {
        self.descriptor = descriptor
        self.examples = examples
        self.check = check
    }

    /// The rule's id (`text.fixed-size`).
    public var id: String { descriptor.id }
    /// The severity its findings have unless `legible.yaml` re-grades them.
    public var defaultSeverity: Severity { descriptor.defaultSeverity }
    /// Whether it runs unless `legible.yaml` switches it on.
    public var isEnabledByDefault: Bool { descriptor.isEnabledByDefault }
    /// Whether it judges elements one at a time (its check runs on every element).
    public var checksElements: Bool { check != nil }
}

/// A source a ``ScanRule`` must fire on, or must not: the rule's documentation shows it and a
/// test runs it through the reader of its kind.
public struct ScanRuleExample: Sendable, Hashable, CustomStringConvertible {
    /// Whether the rule fires on the source.
    public enum Expectation: String, Sendable, Hashable {
        /// The rule reports a finding.
        case fires
        /// The rule reports none.
        case doesNotFire
    }

    /// The kind of file the source is, which decides its reader.
    public enum Kind: String, Sendable, Hashable {
        /// Swift source (SwiftUI or UIKit), read as `Example.swift`.
        case swift
        /// Views inside a view controller's root view (`<subviews>` children), read in a
        /// storyboard of their own whose root view is as wide as the screen.
        case storyboard
        /// A whole Android layout, read as `res/layout/example.xml`.
        case androidLayout
        /// Jetpack Compose: statements read as the body of a `@Composable` function in
        /// `Example.kt` with Compose's imports; a source with its own `fun` is read as written.
        case compose
        /// Objective-C UIKit code: statements read as the body of `-viewDidLoad` in an
        /// `@implementation` in `Example.m`; a source with its own `@implementation` is read as written.
        case objectiveC
    }

    /// Whether the rule fires.
    public let expectation: Expectation
    /// What kind of file the source is.
    public let kind: Kind
    /// The source.
    public let source: String

    /// An example.
    ///
    /// - Parameters:
    ///   - expectation: whether the rule fires.
    ///   - kind: what kind of file the source is.
    ///   - source: the source.
    public init(_ expectation: Expectation, _ kind: Kind, _ source: String) {
        self.expectation = expectation
        self.kind = kind
        self.source = source
    }

    /// A source the rule fires on.
    public static func fires(_ kind: Kind, _ source: String) -> ScanRuleExample { ScanRuleExample(.fires, kind, source) }
    /// A source the rule does not fire on.
    public static func doesNotFire(_ kind: Kind, _ source: String) -> ScanRuleExample { ScanRuleExample(.doesNotFire, kind, source) }

    /// The example in one line, for test names: `fires (swift): Text("Hi")…`.
    public var description: String {
        let flat = source.split(whereSeparator: \.isNewline).map { $0.drop(while: \.isWhitespace) }.joined(separator: " ")
        let short = flat.count > 80 ? String(flat.prefix(79)) + "…" : flat
        return "\(expectation.rawValue) (\(kind.rawValue)): \(short)"
    }
}

/// What an element rule is given besides the element: the project's resources, the
/// configuration, the WCAG level and the appearances contrast is measured in.
struct ScanRuleContext: Sendable {
    let resources: ScanResources
    let configuration: ScanConfiguration
    let level: WCAGLevel
    /// The appearances contrast is measured in.
    let appearances: [ColorAppearance]
    /// The appearances Android text is measured in (``ContrastTextRule/androidAppearances(configured:nightMode:)``).
    var androidAppearances: [ColorAppearance] = [.light, .dark]
    /// The Apple platform of each element (project files, `#if os`, folders).
    var platforms = ScanPlatformMap()
    /// The platform the element is judged for in this pass, set by ``ElementRules`` (an element
    /// of several platforms is judged once for each); `nil` for the first of ``platforms``'.
    var judgedPlatform: ScanPlatformDecision?

    /// A finding of `rule` about `element`, at the rule's severity unless `severity` says otherwise.
    func finding(_ element: ScannedElement, _ rule: ScanRule, _ message: String, severity: Severity? = nil) -> Finding {
        Finding(id: element.findingID, rule: rule.id, severity: severity ?? rule.defaultSeverity, message: message, location: element.location)
    }
}
