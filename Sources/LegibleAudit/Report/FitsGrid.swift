/// The per key and locale verdicts as the reports lay them out: keys down (a key measured with
/// Bold Text on gets its own row, "key (Bold Text)"), locales across, both in order of first
/// appearance; a key with no text in a locale has no verdict there.
struct FitsGrid {
    private(set) var locales: [String] = []
    private(set) var rowNames: [String] = []
    /// Row after row, a cell per locale: the index of its verdict, or -1 where the key has no
    /// text in that locale.
    private(set) var cells: [Int] = []
    private let verdicts: [AuditResult.FitVerdict]
    private let result: AuditResult

    init(_ result: AuditResult) {
        self.result = result
        verdicts = result.fitVerdicts
        let labels = result.labels
        var localeNumbers = AppearanceNumbers<String>()
        // A key's verdicts are chained (`nextWithKey`) from its first one, which holds the
        // key's rows: found by following the chains, without hashing a key.
        var keyFirst = Array(verdicts.indices)
        var rows = [(regular: Int?, boldText: Int?)](repeating: (nil, nil), count: verdicts.count)
        var placements: [(row: Int, column: Int)] = []
        placements.reserveCapacity(verdicts.count)
        for (index, verdict) in verdicts.enumerated() {
            if let next = verdict.nextWithKey { keyFirst[next] = keyFirst[index] }
            let first = keyFirst[index]
            let isBoldText = labels[verdict.first].legibilityWeight.isBoldText
            let row: Int
            if let known = isBoldText ? rows[first].boldText : rows[first].regular {
                row = known
            } else {
                let key = labels[verdict.first].entry.key
                rowNames.append(isBoldText ? key + " (Bold Text)" : key)
                row = rowNames.count - 1
                if isBoldText { rows[first].boldText = row } else { rows[first].regular = row }
            }
            placements.append((row, localeNumbers.number(of: labels[verdict.first].entry.locale).number))
        }
        locales = localeNumbers.values
        cells = Array(repeating: -1, count: rowNames.count * locales.count)
        for (verdict, placement) in placements.enumerated() {
            cells[placement.row * locales.count + placement.column] = verdict
        }
    }

    /// The verdict of a key (row) in a locale (column), `nil` when the key has no text there.
    func fit(row: Int, column: Int) -> KeyLocaleFit? {
        let index = cells[row * locales.count + column]
        guard index >= 0 else { return nil }
        return result.fit(verdicts[index])
    }

    /// A cell's text: "all" (fits at every size), the largest step that fits, "none", or "-"
    /// for no text in that locale.
    func text(row: Int, column: Int) -> String {
        let index = cells[row * locales.count + column]
        guard index >= 0 else { return "-" }
        let verdict = verdicts[index]
        return verdict.overflows ? (verdict.fitsUpTo?.displayName ?? "none") : "all"
    }
}
