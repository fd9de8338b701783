import LegibleAudit
import LegibleReporting
import LegibleTypeScale

// One overflow finding per element and problem, not one per locale: a label that overflows in
// 23 translations is one thing to fix (its width or its lines), and 23 errors on one line were
// most of a real app's report (Nextcloud: 159 overflow errors on 5 labels).
extension ScanOverflowAudit {
    /// Which locale an overflow is in, and what it shares with the same element's overflow in
    /// other locales (its finding id with the locale left out).
    struct LocaleGroup: Sendable, Hashable {
        /// The finding id without the locale: `name share_link [* plural.one]`.
        var key: String
        /// The locale (`de`, `pt-BR`).
        var locale: String
        /// The smallest text size it overflows at.
        var firstOverflow: TextSizeStep?
        /// How much wider the label would have to be at ``firstOverflow``: of two texts code sets
        /// that overflow from the same size, the one that needs more is the worse.
        var overflow: Double = 0
        /// The text's key (the element's id for a literal).
        var text: String = ""
        /// For a text that is one of several code sets on the element, what its overflows share
        /// with theirs (the element, the problem and any plural variant, not the key or the
        /// locale), `nil` for any other: ``mergingTexts(_:)`` makes them one finding.
        var texts: String?
    }

    /// The group of an audited label's finding: `suffix` is the audit's ` [locale …]`.
    static func localeGroup(
        for label: DerivedLabel, locale: String, suffix: String, firstOverflow: TextSizeStep?, overflow: Double = 0, after extra: String = ""
    ) -> LocaleGroup {
        let rest = suffix.dropFirst(2 + locale.count)  // " [" and the locale
        var group = LocaleGroup(key: findingID(for: label, suffix: " [*" + rest) + extra, locale: locale, firstOverflow: firstOverflow)
        group.overflow = overflow
        group.text = label.key ?? label.element.id
        if label.isOneOfTextsCodeSets { group.texts = "#\(label.elementIndex) \(label.element.findingID) [*" + rest + extra }
        return group
    }

    /// The overflow findings of one element and problem in several locales as one: the one that
    /// overflows at the smallest text size (of those, the one in `developmentLanguage`, else the
    /// first), as severe as the most severe,
    /// its message naming the other locales (at most four, then how many more), every locale in
    /// the `locales` property and each locale's own message in `message [locale]`.
    static func mergingLocales(_ records: [ScanFindingRecord], developmentLanguage: String?) -> [ScanFindingRecord] {
        var merged: [ScanFindingRecord] = []
        var locales: [[(locale: String, message: String)]] = []
        var positions: [String: Int] = [:]
        for record in records {
            guard let group = record.localeGroup else {
                merged.append(record)
                locales.append([])
                continue
            }
            let key = "\(record.element ?? -1) \(group.key)"
            guard let position = positions[key] else {
                positions[key] = merged.count
                merged.append(record)
                locales.append([(group.locale, record.finding.message)])
                continue
            }
            let severity = max(merged[position].finding.severity, record.finding.severity)
            if Self.replaces(record, shown: merged[position], developmentLanguage: developmentLanguage) {
                merged[position] = record
            }
            merged[position].finding.severity = severity
            locales[position].append((group.locale, record.finding.message))
        }
        for index in merged.indices where locales[index].count > 1 {
            let shown = merged[index].localeGroup?.locale
            let others = locales[index].map(\.locale).filter { $0 != shown }
            merged[index].finding.message += " (also in \(phrase(others)))"
            merged[index].finding.setProperty("locales", locales[index].map(\.locale).joined(separator: ", "))
            for (locale, message) in locales[index] { merged[index].finding.setProperty("message [\(locale)]", message) }
        }
        return merged
    }

    /// Whether `record` is the one to show rather than `shown`: an overflow the finding's severity
    /// stands for before one made at most a warning (within the stand-in fonts' error, or only
    /// with the audit's samples: its message says so while another locale's makes the finding an
    /// error), then by ``shows(_:before:developmentLanguage:)``.
    static func replaces(_ record: ScanFindingRecord, shown: ScanFindingRecord, developmentLanguage: String?) -> Bool {
        let capped = isCapped(record.finding)
        let shownCapped = isCapped(shown.finding)
        if capped != shownCapped { return shownCapped }
        guard let group = record.localeGroup, let old = shown.localeGroup else { return false }
        return shows(group, before: old, developmentLanguage: developmentLanguage)
    }

    /// Whether an overflow was made at most a warning for a reason its message gives.
    static func isCapped(_ finding: Finding) -> Bool {
        finding.property(nearEdgeProperty) != nil || finding.property(sampleOnlyProperty) != nil
    }

    /// Whether `group` is the one to show rather than `shown`: it overflows sooner, or as soon
    /// and is in the development language.
    private static func shows(_ group: LocaleGroup, before shown: LocaleGroup, developmentLanguage: String?) -> Bool {
        switch (group.firstOverflow, shown.firstOverflow) {
        case (let new?, let old?) where new != old: return new < old
        case (_?, nil): return true
        case (nil, _?): return false
        default: return group.locale == developmentLanguage
        }
    }

    /// `de`, `de and fr`, `de, fr, it, ja and 19 more`.
    static func phrase(_ locales: [String]) -> String {
        if locales.count > 4 { return locales.prefix(4).joined(separator: ", ") + " and \(locales.count - 4) more" }
        guard locales.count > 1 else { return locales.first ?? "" }
        return locales.dropLast().joined(separator: ", ") + " and " + locales[locales.count - 1]
    }
}
