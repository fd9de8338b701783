import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTargets
import LegibleTypeScale

/// A text beside a label in its row (``ScannedBesideText``) with its texts in every locale, as a
/// label measured on one line.
struct BesideLabel: Sendable, Hashable {
    var text: ScannedBesideText
    var label: DerivedLabel
}

// Labels beside texts as wide as their text (issue 34): each text is measured at every size and
// locale, and the label is audited, at each size, in what the texts leave it.
extension ScanOverflowAudit {
    /// The texts beside an element as labels measured on one line, the element's entries' way
    /// (its locale's text, all caps, `%` as written); fewer than `texts` when one has no text to
    /// measure.
    static func besideLabels(
        _ texts: [ScannedBesideText], of element: ScannedElement, at index: Int, resources: ScanResources, configuration: ScanConfiguration
    ) -> [BesideLabel] {
        texts.compactMap { text in
            var beside = ScannedElement(kind: .label, id: text.id, location: element.location, platform: element.platform, font: text.font, text: text.text)
            beside.showsAllCaps = text.showsAllCaps
            if text.formatsArguments { beside.codeText = ScannedCodeText(.text(text.text), location: element.location, formatsArguments: true) }
            guard var label = label(beside, at: index, resources: resources, configuration: configuration, width: LayoutFieldRange.width.upperBound)
            else { return nil }
            // Its widest line, as wide as it wants: `Layout.getDesiredWidth`.
            label.layout.maxLines = 0
            return BesideLabel(text: text, label: label)
        }
    }

    /// What the audit measures: `labels`, then for each label with texts beside it one label
    /// per locale (and variant) and distinct width its sizes give it, with the label's number and
    /// entry and the sizes it is measured for (``recombined(_:labels:plans:)``).
    static func auditLabels(
        _ labels: [DerivedLabel], platform: TextSizePlatform, options: AuditOptions, developmentLanguage: String?
    ) async throws(AuditError) -> (labels: [DerivedLabel], plans: [BesidePlan]) {
        guard labels.contains(where: \.dependsOnTexts) else { return (labels, []) }
        let widths = try await besideWidths(labels, platform: platform, options: options)
        var all = labels
        var plans: [BesidePlan] = []
        for (number, label) in labels.enumerated() where label.dependsOnTexts {
            let texts = label.besides.map { widths[$0.label] ?? [:] }
            let own = label.ownText.first.map { widths[$0.label] ?? [:] }
            guard let room = label.layout.width else { continue }
            var row = ScreenTextWidth(screen: 0, width: room, besideTexts: label.besides.map(\.text))
            row.share = label.share
            for (entryIndex, entry) in label.entries.enumerated() {
                var byWidth: [Double: Int] = [:]
                var steps: [TextSizeStep: Int] = [:]
                for step in options.steps(for: platform) {
                    let measured = texts.map { localeWidths($0, locale: entry.locale, developmentLanguage: developmentLanguage)?[step] ?? 0 }
                    let ownWidth = own.map { localeWidths($0, locale: entry.locale, developmentLanguage: developmentLanguage)?[step] ?? 0 }
                    // Squeezed to nothing, the text shows nothing: audited at the least width a layout takes.
                    let width = max(LayoutFieldRange.width.lowerBound, row.points(besideTextWidths: measured, ownTextWidth: ownWidth) ?? room)
                    if byWidth[width] == nil {
                        var part = label
                        part.besides = []
                        part.share = nil
                        part.ownText = []
                        part.entries = [entry]
                        part.layout.width = width
                        byWidth[width] = all.count
                        all.append(part)
                    }
                    steps[step] = byWidth[width]
                }
                plans.append(BesidePlan(label: number, entry: entryIndex, steps: steps))
            }
        }
        return (all, plans)
    }

    /// One entry of a label beside texts: the audited label that measured it at each size.
    struct BesidePlan: Sendable {
        var label: Int
        var entry: Int
        var steps: [TextSizeStep: Int]
    }

    /// Each beside text's one-line width (its widest variant's) per locale and size.
    private static func besideWidths(
        _ labels: [DerivedLabel], platform: TextSizePlatform, options: AuditOptions
    ) async throws(AuditError) -> [DerivedLabel: [String: [TextSizeStep: Double]]] {
        var distinct: [DerivedLabel] = []
        var seen: Set<DerivedLabel> = []
        for label in labels {
            for beside in label.besides + label.ownText where seen.insert(beside.label).inserted { distinct.append(beside.label) }
        }
        guard let result = try await auditResult(distinct, platform: platform, options: options) else { return [:] }
        var widths: [DerivedLabel: [String: [TextSizeStep: Double]]] = [:]
        for audit in result.labels {
            guard let number = audit.callerID, distinct.indices.contains(number) else { continue }
            for measurement in audit.measurements {
                // A plural's forms show one at a time: the widest is what the row must leave room for.
                let old = widths[distinct[number], default: [:]][audit.entry.locale, default: [:]][measurement.step] ?? 0
                widths[distinct[number], default: [:]][audit.entry.locale, default: [:]][measurement.step] = max(old, measurement.requiredWidth)
            }
        }
        return widths
    }

    /// A text's widths in `locale`, else its language's, else the development language's:
    /// Android falls back to `values-de`, then `values` (whose text is the development language's).
    private static func localeWidths(
        _ widths: [String: [TextSizeStep: Double]], locale: String, developmentLanguage: String?
    ) -> [TextSizeStep: Double]? {
        if let exact = widths[locale] { return exact }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return widths[language] ?? developmentLanguage.flatMap { widths[$0] }
    }

    /// The audit of `labels` from one of the labels ``auditLabels(_:platform:options:developmentLanguage:)``
    /// made: each label beside texts is the entries of its plans, each size measured at the width
    /// the texts leave it there (the others are as audited).
    static func recombined(_ result: AuditResult, labels: [DerivedLabel], plans: [BesidePlan]) -> AuditResult {
        guard !plans.isEmpty else { return result }
        var byNumber: [Int: LabelAudit] = [:]
        var kept: [LabelAudit] = []
        for audit in result.labels {
            guard let number = audit.callerID else { continue }
            if number >= labels.count {
                byNumber[number] = audit
            } else if !labels[number].dependsOnTexts {
                kept.append(audit)
            }
        }
        for plan in plans {
            guard let first = plan.steps.values.min().flatMap({ byNumber[$0] }) else { continue }
            let measurements = first.measurements.map { measurement in
                plan.steps[measurement.step].flatMap { byNumber[$0]?.measurements.first { $0.step == measurement.step } } ?? measurement
            }
            // The layout of the size it first overflows at, for the report's preview.
            let shown = measurements.first { !$0.fits }.flatMap { plan.steps[$0.step] }.flatMap { byNumber[$0] } ?? first
            kept.append(
                LabelAudit(
                    entry: first.entry, displayText: first.displayText, layout: shown.layout, isPseudo: first.isPseudo, measurements: measurements,
                    missingCharacters: first.missingCharacters, legibilityWeight: first.legibilityWeight, lighterFallbacks: first.lighterFallbacks,
                    callerID: plan.label))
        }
        return AuditResult(labels: kept, unlaidKeys: result.unlaidKeys, options: result.options, missingBoldTextFaces: result.missingBoldTextFaces)
    }

    /// What an overflow's message adds for a label beside texts: which take their width first.
    static func besidePhrase(_ label: DerivedLabel) -> String {
        guard !label.besides.isEmpty else { return label.share == nil ? "" : " (\(sharePhrase(label)))" }
        let names = label.besides.map { "\($0.text.id)" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        let share = label.share == nil ? "" : "; \(sharePhrase(label))"
        return " (beside \(list), as wide as \(names.count == 1 ? "its" : "their") text\(share))"
    }

    /// `its own text plus a third of the row's spare width`, for a label sharing its row's spare width.
    private static func sharePhrase(_ label: DerivedLabel) -> String {
        guard let share = label.share else { return "" }
        let own = share.ownText != nil ? "its own text plus " : ""
        let part = share.fraction >= 1 - 1e-9 ? "all" : "\(LengthFormat.string((share.fraction * 100).rounded()))%"
        return "\(own)\(part) of the row's spare width"
    }
}

extension DerivedLabel {
    /// Whether its width at each size and locale depends on texts measured with it: texts
    /// beside it, or its own when its share of the row adds to its text's width.
    var dependsOnTexts: Bool { !besides.isEmpty || share != nil }
}
