import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

/// The readable table: each overflowing label with the categories it overflows at, grouped by
/// key (errors before warnings), then every key's largest fitting size per locale, the other
/// findings, and a summary.
///
/// Written a key at a time; the fits table's column widths are found in a first pass over the
/// verdicts, so no table is held as text.
struct AuditTextRenderer {
    let report: AuditReport

    func write(to output: inout some TextOutputStream) {
        let labels = report.result.labels
        var keys: [String] = []
        var byKey: [String: [Int]] = [:]
        for index in report.reportedOverflowIndexes {
            let key = labels[index].entry.key
            if byKey[key]?.append(index) == nil {
                byKey[key] = [index]
                keys.append(key)
            }
        }
        let failOn = report.result.options.failOn
        func isError(_ label: LabelAudit) -> Bool { (label.firstOverflow?.category).map { $0 <= failOn } ?? false }
        // Keys with errors first, then keys with only warnings; catalog order within each.
        let hasError = keys.map { key in byKey[key]?.contains { isError(labels[$0]) } == true }
        let orderedKeys = keys.indices.filter { hasError[$0] } + keys.indices.filter { !hasError[$0] }
        if !orderedKeys.isEmpty { output.write("Overflowing labels\n") }
        for keyIndex in orderedKeys {
            let key = keys[keyIndex]
            guard let indexes = byKey[key], let first = indexes.first else { continue }
            var block = "\n\(key)  \(describe(labels[first].layout))\n"
            for index in indexes {
                appendOverflowBlock(labels[index], severity: isError(labels[index]) ? "error" : "warning", to: &block)
            }
            output.write(block)
        }
        writeFitsTable(to: &output)
        let others = report.findings.findings.lazy.filter { $0.rule != AuditRule.overflow }
        if !others.isEmpty {
            output.write("\nOther findings\n")
            for finding in others { output.write(finding.compilerStyleLine + "\n") }
        }
        output.write("\n" + summary() + "\n")
    }

    private func describe(_ layout: LabelLayout) -> String {
        var parts: [String] = []
        switch layout.sizing {
        case .textStyle: parts.append(layout.sizing.name)
        case .fixed(let points): parts.append("\(points.points) pt fixed")
        }
        parts.append(layout.weight.caseName == nil ? "weight \(layout.weight.name)" : layout.weight.name)
        parts.append("\(layout.width.points) pt wide")
        parts.append(layout.maxLines == 0 ? "any number of lines" : layout.maxLines == 1 ? "1 line" : "\(layout.maxLines) lines")
        return "(" + parts.joined(separator: ", ") + ")"
    }

    private func appendOverflowBlock(_ label: LabelAudit, severity: String, to block: inout String) {
        let entry = label.entry
        block += "  \(entry.locale)"
        if let variant = entry.variant { block += " \(variant)" }
        if label.isPseudo { block += " (pseudo)" }
        if label.legibilityWeight.isBoldText { block += " (Bold Text, \(label.weight.name))" }
        block += "  \(severity): " + (label.fitsUpTo.map { "fits up to \($0.displayName)" } ?? "fits at no size")
        var notes: [String] = []
        if entry.metadata.needsReview { notes.append("needs review") }
        if entry.metadata.isStale { notes.append("stale") }
        if !notes.isEmpty { block += " [" + notes.joined(separator: ", ") + "]" }
        block += "\n    \"\(label.displayText)\"  \(entry.file):\(entry.position.line):\(entry.position.column)\n"
        var table = TextTable(header: ["category", "size", "needs", "width", "lines", "overflow"],
                              rightAligned: [false, true, true, true, true, true], indent: "    ")
        for measurement in label.measurements where !measurement.fits {
            table.append([measurement.category.displayName, measurement.size.points, measurement.requiredWidth.fixed1,
                          measurement.availableWidth.points, String(measurement.lines), measurement.overflow.fixed1])
        }
        table.write(to: &block)
    }

    /// Keys down, locales across: the largest category at which each (key, locale) fits.
    /// Rows are written one at a time once the column widths are known.
    private func writeFitsTable(to output: inout some TextOutputStream) {
        let fits = report.result.fits
        guard !fits.isEmpty else { return }
        var locales: [String] = []
        var localeIndexes: [String: Int] = [:]
        var keys: [String] = []
        var keyIndexes: [String: Int] = [:]
        /// Per key, per locale: the cell's text, "-" when the key has no text in the locale.
        var cells: [[String]] = []
        for fit in fits {
            let locale = localeIndexes[fit.locale] ?? {
                locales.append(fit.locale)
                localeIndexes[fit.locale] = locales.count - 1
                for row in cells.indices { cells[row].append("-") }
                return locales.count - 1
            }()
            let rowKey = fit.legibilityWeight.isBoldText ? fit.key + " (Bold Text)" : fit.key
            let row = keyIndexes[rowKey] ?? {
                keys.append(rowKey)
                keyIndexes[rowKey] = keys.count - 1
                cells.append(Array(repeating: "-", count: locales.count))
                return keys.count - 1
            }()
            cells[row][locale] = fit.overflows ? (fit.fitsUpTo?.displayName ?? "none") : "all"
        }
        var table = TextTable(header: ["key"] + locales, rightAligned: Array(repeating: false, count: locales.count + 1), indent: "  ")
        table.widen(column: 0, toFit: keys)
        for row in cells {
            for (column, cell) in row.enumerated() { table.widen(column: column + 1, toFit: CollectionOfOne(cell)) }
        }
        var text = "\nLargest size that fits (all = every size, none = not even the smallest)\n"
        table.write(to: &text)
        for (row, key) in keys.enumerated() {
            table.writeRow([key] + cells[row], to: &text)
            if text.utf8.count >= 1 << 16 {
                output.write(text)
                text = ""
            }
        }
        output.write(text)
    }

    private func summary() -> String {
        let findings = report.findings
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let labels = report.result.labels
        var line = "\(plural(labels.count, "label")) at \(plural(report.result.options.categories.count, "size")): "
        line += "\(labels.reduce(0) { $1.firstOverflow != nil ? $0 + 1 : $0 }) overflow; "
        line += [plural(findings.count(of: .error), "error"), plural(findings.count(of: .warning), "warning"),
                 plural(findings.count(of: .note), "note")].joined(separator: ", ")
        if findings.suppressedCount > 0 { line += "; \(findings.suppressedCount) suppressed by the baseline" }
        return line
    }
}

extension Double {
    /// One decimal always: `299.5`, `343.0`.
    var fixed1: String {
        let tenths = (self * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e15 else { return String(self) }
        let whole = Int(tenths) / 10
        let fraction = abs(Int(tenths) % 10)
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(fraction)"
    }
}

/// A text table: a header and rows, cells padded to their column's width (counted in
/// characters), two spaces apart, each row without trailing spaces.
struct TextTable {
    private let header: [String]
    private let rightAligned: [Bool]
    private let indent: String
    private(set) var widths: [Int]
    private var rows: [String] = []

    init(header: [String], rightAligned: [Bool], indent: String) {
        self.header = header
        self.rightAligned = rightAligned
        self.indent = indent
        widths = header.map(Self.width)
    }

    /// Adds a row, to be written with the header by ``write(to:)``.
    mutating func append(_ row: [String]) {
        for (column, cell) in row.enumerated() { widths[column] = max(widths[column], Self.width(cell)) }
        rows.append(contentsOf: row)
    }

    /// Makes a column wide enough for cells that will be written with ``writeRow(_:to:)``.
    mutating func widen(column: Int, toFit cells: some Sequence<String>) {
        for cell in cells { widths[column] = max(widths[column], Self.width(cell)) }
    }

    /// Writes the header and the rows added.
    func write(to text: inout String) {
        writeRow(header, to: &text)
        var start = rows.startIndex
        while start < rows.endIndex {
            writeRow(rows[start..<start + widths.count], to: &text)
            start += widths.count
        }
    }

    /// Writes one row.
    func writeRow(_ cells: some Collection<String>, to text: inout String) {
        let rowStart = text.utf8.count
        text += indent
        for (column, cell) in cells.enumerated() {
            if column > 0 { text += "  " }
            let padding = widths[column] - Self.width(cell)
            if rightAligned[column] { Self.appendSpaces(padding, to: &text) }
            text += cell
            if !rightAligned[column] { Self.appendSpaces(padding, to: &text) }
        }
        while text.utf8.count > rowStart, text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
        text += "\n"
    }

    /// A cell's width in characters; for ASCII text without a CR (CR LF is one character)
    /// that is its byte count, found without walking grapheme clusters.
    private static func width(_ cell: String) -> Int {
        let utf8 = cell.utf8
        return utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) ? utf8.count : cell.count
    }

    /// Runs of 0 to 32 spaces.
    private static let spaces = (0...32).map { String(repeating: " ", count: $0) }

    private static func appendSpaces(_ count: Int, to text: inout String) {
        var left = count
        while left > 0 {
            let run = min(left, spaces.count - 1)
            text += spaces[run]
            left -= run
        }
    }
}
