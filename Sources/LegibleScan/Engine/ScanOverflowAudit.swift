import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTypeScale

/// One label the scan can audit: an element with text, a known width and a size, laid out as
/// a layout spec entry.
public struct DerivedLabel: Sendable, Hashable {
    /// The element's index in the scan's elements.
    public var elementIndex: Int
    /// The element.
    public var element: ScannedElement {
        get { storedElement.element }
        set { storedElement = SharedElement(newValue) }
    }
    /// The element, held once for all the labels one element is (one per distinct width on each
    /// screen): 2,000 generated Compose files make 130,000 labels of 44,000 elements.
    private var storedElement: SharedElement
    /// The key its text is localised by (`abc-12-xyz.text`), `nil` for text that is not.
    public var key: String?
    /// How it is laid out: sizing, weight, width, line limit (no patterns).
    public var layout: LayoutRule
    /// Its text in every locale, keyed by ``key`` (or the element id for unlocalised text).
    public var entries: [CatalogEntry]
    /// The screen widths on which the element's text has this label's width (its layout solved
    /// per screen, ``ScannedElement/screenTextWidths``), narrowest first; empty when its width
    /// does not depend on the screen. Findings name them.
    public var screens: [Double] = []
    /// The Apple platform other than iOS the label is audited for (watchOS, tvOS, macOS,
    /// visionOS: that platform's text styles and screens), and what decided it; `nil` for iOS
    /// and Android labels, the ones ``ScanReport/labels`` lists.
    public var platformDecision: ScanPlatformDecision?
    /// The texts beside it in its row that take their width before it (``ScreenTextWidth/besideTexts``),
    /// each as a label measured on one line: its ``layout`` width is the room before they take
    /// theirs, and the audit gives it what they leave at each size and locale.
    var besides: [BesideLabel] = []
    /// Its part of its row's spare width when its width is its own plus a share
    /// (``ScreenTextWidth/share``); with ``ownText``, its own text measured on one line (one
    /// at most: an array, since a label cannot hold one of its own kind).
    var share: ScannedRowShare?
    var ownText: [BesideLabel] = []
    /// Whether its text is one of several code sets on the element (``ScannedCodeText/otherBranches``):
    /// their overflows are one finding (``mergingTexts(_:)``).
    var isOneOfTextsCodeSets = false

    /// A label, for a ``ScanReport`` made outside a scan (its derived layout spec, a test).
    ///
    /// - Parameters:
    ///   - elementIndex: the element's index in the report's elements.
    ///   - element: the element.
    ///   - key: the key its text is localised by, `nil` for text that is not.
    ///   - layout: how it is laid out.
    ///   - entries: its text in every locale.
    ///   - screens: the screen widths the layout is the element's on, empty for every screen.
    public init(elementIndex: Int, element: ScannedElement, key: String?, layout: LayoutRule, entries: [CatalogEntry], screens: [Double] = []) {
        self.screens = screens
        self.elementIndex = elementIndex
        self.storedElement = SharedElement(element)
        self.key = key
        self.layout = layout
        self.entries = entries
    }
}

/// An element held by reference, so the labels one element is share one copy; equal and hashed by value.
private final class SharedElement: Sendable, Hashable {
    let element: ScannedElement

    init(_ element: ScannedElement) { self.element = element }

    static func == (lhs: SharedElement, rhs: SharedElement) -> Bool { lhs === rhs || lhs.element == rhs.element }

    func hash(into hasher: inout Hasher) { hasher.combine(element) }
}

/// `overflow.label` for scanned elements: each label whose width the file fixes is given a
/// layout spec entry of its own and audited with `legible audit`'s engine (``OverflowAuditor``),
/// so the numbers and the wording are the audit's; the findings then point at the element.
enum ScanOverflowAudit {
    /// The label an element is, when it can be audited.
    static func label(
        _ element: ScannedElement, at index: Int, resources: ScanResources, configuration: ScanConfiguration, width solved: Double? = nil,
        on apple: ApplePlatform? = nil
    ) -> DerivedLabel? {
        // Text that shrinks to fit does not overflow (text.shrinks reports it instead).
        // Only what a layout spec accepts is audited (and written by --emit-layout, which
        // `legible audit --layout` must read back): a 0.25 pt or 200,000 pt width, a 0 pt font
        // is no label to measure; the rules still judge the element.
        guard element.kind.showsText, element.shrink == nil, element.typefaceInCode == nil, let text = element.text,
            let width = solved ?? width(of: element, configuration: configuration, resources: resources), LayoutFieldRange.width.contains(width),
            var layout = layoutRule(for: element, on: apple)
        else { return nil }
        layout.width = width
        var entries = text.key.map { resources.entries(forKey: $0, table: text.table, platform: element.platform) } ?? []
        // A layout's `@string/x` (or its code's `R.string.x`) is a `<string>`: a `<plurals>` or
        // `<string-array>` of the same name is another resource (AndroidAPS 02052250 profile_fragment.xml:196).
        if element.platform == .android, element.location.file.hasSuffix(".xml") { entries.removeAll { $0.variant != nil } }
        // A Gradle plugin fills `${name}` in string resources at build time (ScanOverflowAudit+BuildTemplates.swift).
        if element.platform == .android, entries.contains(where: { hasBuildTemplate($0.text) }) {
            entries = resources.expandingBuildTemplates(entries).entries
        }
        // A storyboard's or layout's text, and its translations, are shown as written: a `%` in
        // "88% Full" is no format specifier and gets no sample argument. Only code formats: Swift,
        // or Android's `getString(R.string.share, name)` setting a layout's view.
        let formatted = element.location.file.hasSuffix(".swift") || element.codeText?.formatsArguments == true
        if !formatted {
            for index in entries.indices { entries[index].text = shownAsWritten(entries[index].text) }
        }
        let key = text.key ?? element.id
        if let literal = text.literal, !literal.isEmpty, !entries.contains(where: { $0.locale == resources.developmentLanguage }) {
            entries.insert(
                CatalogEntry(
                    key: key, locale: resources.developmentLanguage, text: formatted ? literal : shownAsWritten(literal), file: element.location.file,
                    position: TextPosition(line: element.location.line ?? 1, column: element.location.column ?? 1)), at: 0)
        }
        // The development-language text of a resource whose placeholders have no known value (`scan.unresolved` says so).
        if element.platform == .android { entries.removeAll { hasBuildTemplate($0.text) } }
        guard !entries.isEmpty else { return nil }
        // Arguments whose source the code shows, in each locale: `ScanOverflowAudit+Arguments.swift`.
        if formatted, let samples = element.codeText?.argumentSamples {
            entries = fillingKnownArguments(entries, samples: samples, resources: resources)
        }
        if let limit = element.unwrappedLineLimit {
            // A label that never wraps shows each hard line on a line of its own, up to its limit;
            // a line wider than its room runs past the edge, so it needs more lines than that.
            let hard = entries.map { $0.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count }.max() ?? 1
            layout.maxLines = limit == 0 ? hard : min(limit, hard)
        }
        // Android's AllCapsTransformationMethod draws the text upper-cased in the device's locale.
        if element.showsAllCaps {
            for index in entries.indices { entries[index].text = AndroidAllCaps.upperCased(entries[index].text, locale: entries[index].locale) }
        }
        return DerivedLabel(elementIndex: index, element: element, key: text.key, layout: layout, entries: entries)
    }

    /// A text that is not a format, written so the audit's sample substitution leaves it as it
    /// is (`%` as `%%`).
    static func shownAsWritten(_ text: String) -> String {
        text.contains("%") ? text.replacingOccurrences(of: "%", with: "%%") : text
    }

    /// The width the text is laid out in, when known.
    static func width(of element: ScannedElement, configuration: ScanConfiguration, resources: ScanResources = ScanResources()) -> Double? {
        if let first = screenWidths(of: element, resources: resources).first { return first.points }
        switch element.textWidth {
        case .fixed(let width), .maximum(let width): return width > 0 && width.isFinite ? width : nil
        case .screen(let minus):
            guard let screen = configuration.screenWidth(for: element.platform), screen - minus > 0, minus.isFinite else { return nil }
            return screen - minus
        case .unknown: return nil
        }
    }

    /// The sizing, weight and line limit of an element's text, `nil` when the audit cannot
    /// measure its font (a custom size that scales, `sp`, has no sizing in a layout spec).
    static func layoutRule(for element: ScannedElement, on apple: ApplePlatform? = nil) -> LayoutRule? {
        var rule = LayoutRule()
        if let apple, let platformRule = platformSizing(for: element, on: apple) {
            guard let sizing = platformRule.sizing else { return nil }
            rule.sizing = sizing
            rule.weight = platformRule.weight
        } else {
            guard let sizing = sizing(for: element) else { return nil }
            rule.sizing = sizing.sizing
            rule.weight = sizing.weight
        }
        // UILabel shows one line unless told otherwise; an Android TextView wraps without limit.
        rule.maxLines = element.maxLines.map { LayoutFieldRange.lineLimit(Double($0)) ?? 0 } ?? (element.platform == .android ? 0 : 1)
        switch rule.sizing {
        case .fixed(let points)? where !LayoutFieldRange.size.contains(points): return nil
        case .sp(let size)? where !LayoutFieldRange.size.contains(size): return nil
        default: return rule
        }
    }

    /// An element's sizing and weight as iOS and Android draw it, `nil` when the audit cannot
    /// measure its font.
    private static func sizing(for element: ScannedElement) -> (sizing: LabelSizing, weight: FontWeight?)? {
        var rule = LayoutRule()
        switch element.font {
        case .textStyle(let style, let weight, _)?:
            rule.sizing = .textStyle(style)
            // The style's own weight when the file overrides none (Headline is Semibold).
            rule.weight = weight ?? DynamicType.metrics(for: style, category: DynamicType.defaultCategory).weight
        case .materialRole(let role)?:
            rule.sizing = .materialRole(role)
            rule.weight = role.style.weight
        case .fixed(let size, let unit, let weight, let family)?:
            // A custom font is not measured with a stand-in (ElementRules says so).
            guard family == nil else { return nil }
            // Android's pt, in and mm are physical sizes, measured in dp; px depends on the density.
            if element.platform == .android, let androidUnit = AndroidDimension.Unit(rawValue: unit) {
                guard let dp = AndroidDimension(value: size, unit: androidUnit).dp else { return nil }
                rule.sizing = .fixed(points: dp)
            } else {
                rule.sizing = .fixed(points: size)
            }
            rule.weight = weight
        case .scaled(let size, _, let weight, let family)? where element.platform == .android && family == nil:
            // android:textSize in sp: scaled on Android 14's curves, as `audit --platform android` does.
            rule.sizing = .sp(size)
            rule.weight = weight
        case .scaled?:
            return nil
        case nil:
            // UIKit's default label font is Body-sized system text; Android's is 14 sp.
            guard element.platform == .iOS else { return nil }
            rule.sizing = .fixed(points: 17)
            rule.weight = .regular
        }
        return rule.sizing.map { ($0, rule.weight) }
    }

    /// Audits the labels of one platform and returns their findings, pointed at the elements.
    ///
    /// An overflow of a text the audit's samples fill that its fixed part does not share is at
    /// most a warning (``fixedPartOverflows(_:platform:options:apple:developmentLanguage:)``).
    static func audit(
        _ labels: [DerivedLabel], platform: TextSizePlatform, options: AuditOptions, apple: ApplePlatform? = nil,
        developmentLanguage: String? = nil
    ) async throws(AuditError) -> (
        AuditResult, [ScanFindingRecord]
    )? {
        guard let result = try await auditResult(labels, platform: platform, options: options, apple: apple, developmentLanguage: developmentLanguage)
        else { return nil }
        let fixedParts = try await fixedPartOverflows(labels, platform: platform, options: options, apple: apple, developmentLanguage: developmentLanguage)
        let labelFindings = result.labelFindings
        let records = ChunkedWork.collect(recordCount: labelFindings.count, concurrency: options.concurrency) { range in
            // Through the buffers: an array's element passed on is a copy, which retains its fields.
            labelFindings.withUnsafeBufferPointer { labelFindings in
                labels.withUnsafeBufferPointer { labels in
                    result.labels.withUnsafeBufferPointer { audited in
                        range.compactMap { index in
                            record(labelFindings[index], audited: audited, labels: labels, samples: options.samples, fixedParts: fixedParts)
                        }
                    }
                }
            }
        }
        let cut = cutAtTheBottom(result, labels: labels, options: options, fixedParts: fixedParts).map { (record: $0.record, screens: $0.screens) }
        let inDialog = Set(labels.filter(\.element.isInDialog).map(\.elementIndex))
        let merged = mergingLocales(mergingScreens(records + cut, platform: platform, inDialog: inDialog), developmentLanguage: developmentLanguage)
        return (result, mergingTexts(merged))
    }

    /// The audit of the labels of one platform, `nil` for none.
    ///
    /// Each label goes to the audit as a ``CallerLabel`` numbered by its index in `labels`, laid
    /// out by a spec entry of its own layout (labels with the same layout share one entry); each
    /// result comes back with that number.
    static func auditResult(
        _ labels: [DerivedLabel], platform: TextSizePlatform, options: AuditOptions, apple: ApplePlatform? = nil,
        developmentLanguage: String? = nil
    ) async throws(AuditError) -> AuditResult? {
        guard !labels.isEmpty else { return nil }
        // A label beside texts as wide as theirs is measured per locale and size in what they leave.
        let (measured, plans) = try await auditLabels(labels, platform: platform, options: options, developmentLanguage: developmentLanguage)
        var rules: [LayoutRule] = []
        var ruleNumbers: [LayoutRule: Int] = [:]
        let callerLabels = measured.indices.map { number in
            let layout = measured[number].layout
            let rule = ruleNumbers[layout] ?? rules.count
            if rule == rules.count {
                ruleNumbers[layout] = rule
                rules.append(layout)
            }
            return CallerLabel(id: number, layoutRule: rule, entries: measured[number].entries)
        }
        var spec = LayoutSpec(rules: rules)
        if platform == .android {
            do { spec = try spec.withPlatform(.android) } catch { throw AuditError(wrapping: error) }
            // Android layouts are the View toolkit's: a text appearance's letter spacing is in em.
            spec.androidToolkit = .views
        } else if let apple {
            // That platform's text styles, categories and tracking (SF Compact's on watchOS).
            do { spec = try spec.withPlatform(LayoutPlatform(textSizes: .iOS, apple: apple)) } catch { throw AuditError(wrapping: error) }
        }
        let result = recombined(try await OverflowAuditor(spec: spec, options: options).audit(labels: callerLabels), labels: labels, plans: plans)
        // An overflow of a fraction of a device pixel is none (``androidRoundingTolerance``).
        return platform == .android ? forgivingRounding(result) : result
    }

    /// An audit finding pointed at its label's element, `nil` for one the scan does not report.
    private static func record(
        _ labelFinding: LabelFinding, audited: UnsafeBufferPointer<LabelAudit>, labels: UnsafeBufferPointer<DerivedLabel>,
        samples: PlaceholderSamples, fixedParts: [OverflowKey: TextSizeStep]
    ) -> (record: ScanFindingRecord, screens: [Double])? {
        guard labelFinding.finding.rule == AuditRule.overflow || labelFinding.finding.rule == AuditRule.missingGlyphs,
            let number = audited[labelFinding.label].callerID
        else { return nil }
        var finding = labelFinding.finding
        // The audit's id is the entry's key and ` [locale variant]`; the scan's names the element.
        // A missing-glyph finding is about a script and a font, named so already, at its first label.
        let suffix = audited[labelFinding.label].findingIDSuffix
        let id = findingID(for: labels[number], suffix: suffix)
        var group: LocaleGroup?
        if finding.rule == AuditRule.missingGlyphs {
            finding.setProperty("firstLabel", id)
        } else {
            finding.id = id
            let audit = audited[labelFinding.label]
            group = localeGroup(
                for: labels[number], locale: audit.entry.locale, suffix: suffix, firstOverflow: audit.firstOverflow?.step,
                overflow: audit.firstOverflow?.overflow ?? 0)
        }
        finding.location = labels[number].element.location
        if let decision = labels[number].platformDecision { finding.message += decision.phrase }
        if finding.rule == AuditRule.overflow { finding.message += besidePhrase(labels[number]) }
        if finding.rule == AuditRule.overflow {
            let key = OverflowKey(element: labels[number].elementIndex, screens: labels[number].screens, id: finding.id)
            let audit = audited[labelFinding.label]
            judgeSamples(
                &finding, label: labels[number], text: audit.entry.text, firstOverflow: audit.firstOverflow?.step, key: key, fixedParts: fixedParts,
                samples: samples)
        }
        if finding.rule == AuditRule.overflow, labels[number].element.screenTextWidths.isEmpty, let floor = labels[number].element.paddingFloor {
            finding.message += " (with its padding, which the scan does not know, taken as 0: it overflows with any padding)"
            finding.setProperty("paddingTakenAsZero", floor.reason)
        }
        if finding.rule == AuditRule.overflow, let phrase = runsPastTheEdgePhrase(labels[number], audit: audited[labelFinding.label]) {
            finding.message += phrase
        }
        if finding.rule == AuditRule.overflow, overflowsWithinStandInError(audited[labelFinding.label], platform: labels[number].element.platform) {
            let audit = audited[labelFinding.label]
            markWithinStandInError(&finding, regular: overflowsWithinRegularStandInError(audit, platform: labels[number].element.platform))
        }
        if finding.rule == AuditRule.overflow, overflowsWithinRounding(audited[labelFinding.label], platform: labels[number].element.platform) {
            markWithinRounding(&finding)
        }
        if finding.rule == AuditRule.overflow, let other = labels[number].element.codeText?.mayBeReplacedBy {
            // The text measured shows only until code replaces it with one the scan cannot read.
            finding.severity = min(finding.severity, .warning)
            finding.message += " (code may replace it with text the scan cannot read)"
            finding.setProperty("mayBeReplacedBy", other)
        }
        // Only punctuation (AndroidAPS 02052250 loop_fragment.xml:34-43, a ":" in a 5 dp column): its
        // glyph is drawn centred and clipped at its sides, and nothing in it is read (as text.fixed-size says).
        if finding.rule == AuditRule.overflow, SeparatorText.isSeparatorOnly(audited[labelFinding.label].entry.text) {
            finding.severity = .note
            finding.message += "; it shows only punctuation, a separator between other views, drawn centred and clipped at its sides, not text a person reads"
        }
        return (ScanFindingRecord(finding: finding, element: labels[number].elementIndex, localeGroup: group), labels[number].screens)
    }

    /// For a label nothing bounds horizontally that shows several hard lines, what the audit's
    /// "needs N lines of W" leaves out: it never wraps, so the line that is too wide runs past
    /// the edge (Pocket Casts c23892d1 PodcastHeadingTableCell.xib:33, "SIGN IN FOR\nUPDATES"
    /// with `numberOfLines="0"`). `nil` for any other label.
    static func runsPastTheEdgePhrase(_ label: DerivedLabel, audit: LabelAudit) -> String? {
        guard label.element.unwrappedLineLimit != nil, (label.layout.maxLines ?? 1) > 1, let overflow = audit.firstOverflow,
            overflow.requiredWidth > overflow.availableWidth
        else { return nil }
        let widest = DecimalText.string(overflow.requiredWidth, decimals: 1)
        let unit = label.element.platform == .android ? "dp" : "pt"
        return " (nothing bounds its width, so it does not wrap: its widest line, \(widest) \(unit), runs past the edge)"
    }

    /// An overflow finding's id: the key and the audit's ` [locale variant]`, after the
    /// element's id when the key does not start with it (an Android `@string/` shared by views).
    static func findingID(for label: DerivedLabel, suffix: String) -> String {
        let key = label.key ?? label.element.id
        // Compared as bytes: `hasPrefix` compares characters.
        return key.utf8.starts(with: label.element.id.utf8) && label.element.qualifiers.isEmpty
            ? key + suffix : "\(label.element.findingID) \(key)\(suffix)"
    }
}
