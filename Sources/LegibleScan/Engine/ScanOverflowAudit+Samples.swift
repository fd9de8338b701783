import LegibleAudit
import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

// A text code formats is measured with the audit's sample arguments ("Alexandra" for `%1$s`,
// "12,345" for `%d`), which stand for text whose length nobody knows: a file's name, a link's
// label. Nextcloud 36277a10 share_activity.xml:45, "Omogoči souporabo %s" with the file's name,
// was an error that "fits at no size" only because "Alexandra" filled it. The text with every
// argument empty is the part the app's translators control: when it overflows at some size, the
// finding stands; when only the text with the samples does, the finding is at most a warning that
// names the samples and how long they are.
extension ScanOverflowAudit {
    /// The samples a text's fixed part is measured with: every argument empty (a width such as
    /// `%5d` still pads, as the format asks).
    static let emptySamples = PlaceholderSamples(Dictionary(uniqueKeysWithValues: PlaceholderKind.allCases.map { ($0, "") }))

    /// The property that marks an overflow only the audit's samples cause (``mergingLocales(_:developmentLanguage:)``
    /// shows another locale's finding before it).
    static let sampleOnlyProperty = "sampleOnly"

    /// One overflow finding of one audit: its element, the screens of its label, its id (which
    /// names the locale and variant, and ` (height)` for text cut at the bottom).
    struct OverflowKey: Sendable, Hashable {
        var element: Int
        var screens: [Double]
        var id: String
    }

    /// The specifiers of a text the audit gives sample values: not `%%`, and not a `%` before a
    /// space (a percent sign, ``PlaceholderSamples/substitute(in:)``). A layout's own text has
    /// none: its `%` is written `%%` (``shownAsWritten(_:)``).
    static func sampledSpecifiers(in text: String) -> [FormatSpecifier] {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        return FormatSpecifier.specifiers(in: text).filter { !$0.flags.contains(" ") && $0.kind != nil }
    }

    /// The overflows of the labels' fixed parts, each with the size it starts at: every entry the
    /// samples fill, audited again with every argument empty (the labels' other entries left
    /// out). An overflow finding not among them is one only the samples cause.
    static func fixedPartOverflows(
        _ labels: [DerivedLabel], platform: TextSizePlatform, options: AuditOptions, apple: ApplePlatform?, developmentLanguage: String?
    ) async throws(AuditError) -> [OverflowKey: TextSizeStep] {
        var sampled: [DerivedLabel] = []
        for var label in labels {
            label.entries = label.entries.filter { !sampledSpecifiers(in: $0.text).isEmpty }
            if !label.entries.isEmpty { sampled.append(label) }
        }
        guard !sampled.isEmpty else { return [:] }
        var empty = options
        empty.samples = emptySamples
        guard let result = try await auditResult(sampled, platform: platform, options: empty, apple: apple, developmentLanguage: developmentLanguage)
        else { return [:] }
        var steps: [OverflowKey: TextSizeStep] = [:]
        for audit in result.labels {
            guard let step = audit.firstOverflow?.step, let number = audit.callerID, sampled.indices.contains(number) else { continue }
            let label = sampled[number]
            steps[OverflowKey(element: label.elementIndex, screens: label.screens, id: findingID(for: label, suffix: audit.findingIDSuffix))] = step
        }
        for (record, screens) in cutAtTheBottom(result, labels: sampled, options: empty) {
            guard let step = record.localeGroup?.firstOverflow else { continue }
            steps[OverflowKey(element: record.element ?? -1, screens: screens, id: record.finding.id)] = step
        }
        return steps
    }

    /// Says what an overflow of a formatted text was measured with: `(sample arguments)` and the
    /// sample for each specifier when its fixed part overflows too (`key` in `fixedParts`; from
    /// a larger size than the samples make it, `(from 1.3x without the sample arguments)`), else caps it at a warning that names the samples and their length
    /// (``markSampleOnly(_:specifiers:samples:)``). A text nothing formats is left alone.
    ///
    /// - Parameter firstOverflow: the size the text with the samples overflows from.
    static func judgeSamples(
        _ finding: inout Finding, label: DerivedLabel, text: String, firstOverflow: TextSizeStep?, key: OverflowKey,
        fixedParts: [OverflowKey: TextSizeStep], samples: PlaceholderSamples
    ) {
        let used = sampledSpecifiers(in: text)
        guard label.element.codeText?.formatsArguments == true || !used.isEmpty else { return }
        finding.setProperty("formatArguments", "code formats the text with arguments; its format specifiers were given the audit's sample values")
        // Which sample stood for which specifier (`%1$s = "Alexandra"`): a reader judges the finding by it.
        if !used.isEmpty { finding.setProperty("sampleArguments", used.map { "\($0.literal) = \"\(samples.sample(for: $0))\"" }.joined(separator: ", ")) }
        let known = label.element.codeText?.argumentSamples ?? [:]
        if !known.isEmpty {
            finding.setProperty("argumentSources", known.sorted { $0.key < $1.key }.map { "argument \($0.key): \($0.value.source)" }.joined(separator: "; "))
        }
        if used.isEmpty {
            finding.message += known.isEmpty ? " (sample arguments)" : " (\(knownArgumentsPhrase(known)))"
        } else if let fixed = fixedParts[key] {
            // Where the translators' own text starts to overflow, when the samples bring it forward:
            // that size first, the samples' after it (they are a guess; issue 33, LibreTorrent's
            // 0–1 relevance "fits at no size" with "1,234.6").
            if fixed == firstOverflow {
                finding.message += " (sample arguments)"
            } else if let first = firstOverflow, let range = finding.message.range(of: " overflows from \(first.displayName) (") {
                let values = used.map { samples.sample(for: $0) }
                finding.message.replaceSubrange(
                    range, with: " overflows from \(fixed.displayName) without its arguments, from \(first.displayName) with the \(samplesPhrase(values)) (")
                // What fits is said of the text with the samples, which the head now puts second.
                if let cut = finding.message.range(of: "; fits ", options: .backwards),
                    !finding.message[cut.upperBound...].contains(where: { $0 == ";" || $0 == "(" })
                {
                    finding.message.removeSubrange(cut.lowerBound...)
                }
            } else {
                finding.message += " (from \(fixed.displayName) without the sample arguments)"
            }
        } else {
            markSampleOnly(&finding, specifiers: used, samples: samples)
        }
    }

    /// Makes an overflow only the samples cause a warning that says so: `(only with the sample
    /// argument "Alexandra", 9 characters)`.
    static func markSampleOnly(_ finding: inout Finding, specifiers: [FormatSpecifier], samples: PlaceholderSamples) {
        let values = specifiers.map { samples.sample(for: $0) }
        let length = values.reduce(0) { $0 + $1.count }
        finding.severity = min(finding.severity, .warning)
        finding.message += " (only with the \(samplesPhrase(values)), \(length) character\(length == 1 ? "" : "s")\(values.count > 1 ? " in all" : ""))"
        finding.setProperty(
            sampleOnlyProperty,
            "the text without its arguments fits at every size; it overflows only with the audit's \(samplesPhrase(values)) "
                + "standing for what the app fills in, whose length the scan cannot know")
    }

    /// What the code's own arguments were measured as: `a byte size as "12.34 MB"`, `one of the
    /// app's strings, the longest in each language`.
    static func knownArgumentsPhrase(_ known: [Int: ScannedArgumentSample]) -> String {
        var parts: [String] = []
        for sample in known.sorted(by: { $0.key < $1.key }).map(\.value) {
            let part = sample.literal.map { "a byte size as \"\($0)\"" } ?? "one of the app's strings, the longest in each language"
            if !parts.contains(part) { parts.append(part) }
        }
        return "arguments as the code gives them: " + parts.joined(separator: "; ")
    }

    /// `sample argument "Alexandra"`, `sample arguments "Alexandra" and "12,345"`, `4 sample arguments`.
    private static func samplesPhrase(_ values: [String]) -> String {
        let quoted = values.map { "\"\($0)\"" }
        switch quoted.count {
        case 1: return "sample argument \(quoted[0])"
        case 2, 3: return "sample arguments " + quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
        default: return "\(quoted.count) sample arguments"
        }
    }
}
