import LegibleReporting

// One overflow finding per element and problem when code sets one of several texts on a view
// (issue 33, class 8): LibreTorrent ae96f20b TorrentListAdapter.java:225–236 sets the status view
// of item_torrent_list.xml:61 from a `switch` of seven status strings, and the scan gave seven
// errors on that one view. Each text is still audited (either may show); the finding names the
// worst and counts the others, whose numbers stay in its properties.
extension ScanOverflowAudit {
    /// The overflow findings of the texts code sets on one element (``LocaleGroup/texts``) as
    /// one: the worst text's (``isWorse(_:than:)``), as severe as the most severe, its message
    /// ending in how many of the others overflow too (`; so do 6 more of the texts code sets`),
    /// every overflowing text's key in `overflowingTexts` and each other text's message, id and
    /// properties in `text [key]`, `text [key] id` and `text [key] <property>`. Its id is the
    /// worst text's, so a baseline written before them, which has every text's finding, still
    /// knows it.
    static func mergingTexts(_ records: [ScanFindingRecord]) -> [ScanFindingRecord] {
        var groups: [String: [Int]] = [:]
        for (position, record) in records.enumerated() {
            guard let texts = record.localeGroup?.texts else { continue }
            groups[texts, default: []].append(position)
        }
        guard groups.values.contains(where: { $0.count > 1 }) else { return records }
        var result = records
        var dropped = Set<Int>()
        for positions in groups.values where positions.count > 1 {
            let worst = positions.dropFirst().reduce(positions[0]) { isWorse(records[$1], than: records[$0]) ? $1 : $0 }
            let others = positions.filter { $0 != worst }
            result[worst] = merged(records[worst], others: others.map { records[$0] })
            dropped.formUnion(others)
        }
        return result.indices.filter { !dropped.contains($0) }.map { result[$0] }
    }

    /// Whether `record`'s text is worse than `shown`'s: an overflow its severity stands for before
    /// one made at most a warning for a reason its message gives, then the one that overflows at
    /// the smaller text size, then the one that needs more width there; else the first (the
    /// text code sets first).
    static func isWorse(_ record: ScanFindingRecord, than shown: ScanFindingRecord) -> Bool {
        let capped = isCapped(record.finding)
        if capped != isCapped(shown.finding) { return !capped }
        guard let group = record.localeGroup, let old = shown.localeGroup else { return false }
        switch (group.firstOverflow, old.firstOverflow) {
        case (let new?, let old?) where new != old: return new < old
        case (_?, nil): return true
        case (nil, _?): return false
        default: return group.overflow > old.overflow
        }
    }

    /// The worst text's finding standing for `others` too.
    private static func merged(_ worst: ScanFindingRecord, others: [ScanFindingRecord]) -> ScanFindingRecord {
        var record = worst
        var finding = worst.finding
        finding.severity = others.reduce(finding.severity) { max($0, $1.finding.severity) }
        let tail = others.count == 1 ? "; so does 1 more of the texts code sets" : "; so do \(others.count) more of the texts code sets"
        // The message before ``mergingLocales(_:developmentLanguage:)`` named the other locales.
        let shownLocale = worst.localeGroup?.locale ?? ""
        var base = finding.message
        var locales = ""
        var localeCount = 0
        if let own = finding.property("message [\(shownLocale)]"), finding.message.hasPrefix(own), let list = finding.property("locales") {
            base = own
            locales = String(finding.message.dropFirst(own.count))
            localeCount = list.components(separatedBy: ", ").count - 1
        }
        let full = base + locales + tail
        // The count of the other texts is what this finding adds: it stays, and the list of
        // locales gives way first (every locale is in the `locales` property).
        let limit = CodeSetPlaceholders.messageLimit
        var candidates = [full]
        if localeCount > 0 { candidates.append(base + " (also in \(localeCount) other locale\(localeCount == 1 ? "" : "s"))" + tail) }
        candidates.append(base + tail)
        if let fitting = candidates.first(where: { $0.count <= limit }) {
            finding.message = fitting
        } else {
            var cut = base.prefix(max(0, limit - tail.count - 1))
            if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 { cut = cut[..<space] }
            finding.message = String(cut) + "…" + tail
        }
        if finding.message != full { finding.setProperty("fullMessage", full) }
        let keys = ([worst] + others).map { $0.localeGroup?.text ?? $0.finding.id }
        finding.setProperty("overflowingTexts", keys.joined(separator: ", "))
        for other in others {
            let key = other.localeGroup?.text ?? other.finding.id
            finding.setProperty("text [\(key)]", other.finding.property("fullMessage") ?? other.finding.message)
            finding.setProperty("text [\(key)] id", other.finding.id)
            for property in other.finding.properties where property.key != "fullMessage" {
                finding.setProperty("text [\(key)] \(property.key)", property.value)
            }
        }
        record.finding = finding
        return record
    }
}
