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
        let options = report.result.options
        let isError = options.isError(_:)
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
        let unit = layout.platform.lengthUnit
        switch layout.sizing {
        case .textStyle: parts.append(layout.sizing.name)
        case .materialRole(let role): parts.append("\(role.displayName) \(role.style.size.points) sp")
        case .fixed(let points): parts.append("\(points.points) \(unit) fixed")
        }
        parts.append(layout.weight.caseName == nil ? "weight \(layout.weight.name)" : layout.weight.name)
        parts.append("\(layout.width.points) \(unit) wide")
        parts.append(layout.maxLines == 0 ? "any number of lines" : layout.maxLines == 1 ? "1 line" : "\(layout.maxLines) lines")
        return "(" + parts.joined(separator: ", ") + ")"
    }

    private func appendOverflowBlock(_ label: LabelAudit, severity: String, to block: inout String) {
        let entry = label.entry
        block += "  \(entry.locale)"
        if let variant = entry.variant { block += " \(variant)" }
        if label.isPseudo { block += " (pseudo)" }
        if label.legibilityWeight.isBoldText { block += " (Bold Text, \(label.weight.name))" }
        block += "  \(severity): " + label.overflowVerdict
        var notes: [String] = []
        if entry.metadata.needsReview { notes.append("needs review") }
        if entry.metadata.isStale { notes.append("stale") }
        if !notes.isEmpty { block += " [" + notes.joined(separator: ", ") + "]" }
        block += "\n    \"\(label.displayText)\"  \(entry.file):\(entry.position.line):\(entry.position.column)\n"
        var table = TextTable(header: [label.layout.platform == .android ? "font scale" : "category", "size", "needs", "width", "lines", "overflow"],
                              rightAligned: [false, true, true, true, true, true], indent: "    ")
        for measurement in label.measurements where !measurement.fits {
            table.append([measurement.step.displayName, measurement.size.points, measurement.requiredWidth.fixed1,
                          measurement.availableWidth.points, String(measurement.lines), measurement.overflow.fixed1])
        }
        table.write(to: &block)
    }

    /// Keys down, locales across: the largest category at which each (key, locale) fits.
    /// Rows are written one at a time once the column widths are known.
    private func writeFitsTable(to output: inout some TextOutputStream) {
        let fits = report.result.fits
        guard !fits.isEmpty else { return }
        let grid = FitsGrid(fits)
        let locales = grid.locales
        let keys = grid.rows.map(\.name)
        let cells = grid.rows.map { $0.cells.map(FitsGrid.text) }
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

    /// The last line: labels, sizes, how many overflow, the findings by severity.
    func summary() -> String {
        let findings = report.findings
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let labels = report.result.labels
        // iOS labels at the categories, Android labels at the font scales (a spec is one or the other).
        let sizeCount = labels.first?.measurements.count ?? report.result.options.categories.count
        var line = "\(plural(labels.count, "label")) at \(plural(sizeCount, "size")): "
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
