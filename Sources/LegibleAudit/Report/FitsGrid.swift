/// The per key and locale verdicts as the reports lay them out: keys down (a key measured with
/// Bold Text on gets its own row, "key (Bold Text)"), locales across, both in order of first
/// appearance; a key with no text in a locale has no verdict there.
struct FitsGrid {
    private(set) var locales: [String] = []
    private(set) var rows: [(name: String, cells: [KeyLocaleFit?])] = []

    init(_ fits: [KeyLocaleFit]) {
        var localeIndexes: [String: Int] = [:]
        var rowIndexes: [String: Int] = [:]
        for fit in fits {
            let locale = localeIndexes[fit.locale] ?? {
                locales.append(fit.locale)
                localeIndexes[fit.locale] = locales.count - 1
                return locales.count - 1
            }()
            let name = fit.legibilityWeight.isBoldText ? fit.key + " (Bold Text)" : fit.key
            let row = rowIndexes[name] ?? {
                rows.append((name, []))
                rowIndexes[name] = rows.count - 1
                return rows.count - 1
            }()
            if rows[row].cells.count <= locale {
                rows[row].cells += Array(repeating: nil, count: locale + 1 - rows[row].cells.count)
            }
            rows[row].cells[locale] = fit
        }
        for row in rows.indices where rows[row].cells.count < locales.count {
            rows[row].cells += Array(repeating: nil, count: locales.count - rows[row].cells.count)
        }
    }

    /// A cell's text: "all" (fits at every size), the largest step that fits, "none", or "-"
    /// for no text in that locale.
    static func text(_ fit: KeyLocaleFit?) -> String {
        guard let fit else { return "-" }
        return fit.overflows ? (fit.fitsUpToStep?.displayName ?? "none") : "all"
    }
}
