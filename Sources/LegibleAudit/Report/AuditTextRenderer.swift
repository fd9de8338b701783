import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

/// The readable table: each overflowing label with the categories it overflows at, grouped by
/// key (errors before warnings), then every key's largest fitting size per locale, the other
/// findings, and a summary.
struct AuditTextRenderer {
    let report: AuditReport

    func render() -> String {
        var output = ""
        let overflows = report.reportedOverflows
        var keys: [String] = []
        var byKey: [String: [LabelAudit]] = [:]
        for label in overflows {
            if byKey[label.entry.key] == nil { keys.append(label.entry.key) }
            byKey[label.entry.key, default: []].append(label)
        }
        let failOn = report.result.options.failOn
        func isError(_ label: LabelAudit) -> Bool { (label.firstOverflow?.category).map { $0 <= failOn } ?? false }
        // Keys with errors first, then keys with only warnings; catalog order within each.
        let orderedKeys = keys.filter { byKey[$0]?.contains(where: isError) == true }
            + keys.filter { byKey[$0]?.contains(where: isError) != true }
        if !orderedKeys.isEmpty { output += "Overflowing labels\n" }
        for key in orderedKeys {
            guard let labels = byKey[key], let first = labels.first else { continue }
            output += "\n\(key)  \(describe(first.layout))\n"
            for label in labels {
                output += overflowBlock(label, severity: isError(label) ? "error" : "warning")
            }
        }
        output += fitsTable()
        let others = report.findings.findings.filter { $0.rule != AuditRule.overflow }
        if !others.isEmpty {
            output += "\nOther findings\n"
            for finding in others { output += finding.compilerStyleLine + "\n" }
        }
        output += "\n" + summary() + "\n"
        return output
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

    private func overflowBlock(_ label: LabelAudit, severity: String) -> String {
        let entry = label.entry
        var heading = "  \(entry.locale)"
        if let variant = entry.variant { heading += " \(variant)" }
        if label.isPseudo { heading += " (pseudo)" }
        heading += "  \(severity): " + (label.fitsUpTo.map { "fits up to \($0.displayName)" } ?? "fits at no size")
        var notes: [String] = []
        if entry.metadata.needsReview { notes.append("needs review") }
        if entry.metadata.isStale { notes.append("stale") }
        if !notes.isEmpty { heading += " [" + notes.joined(separator: ", ") + "]" }
        var block = heading + "\n"
        block += "    \"\(label.displayText)\"  \(entry.file):\(entry.position.line):\(entry.position.column)\n"
        let rows = label.measurements.filter { !$0.fits }.map { measurement in
            [measurement.category.displayName, measurement.size.points, measurement.requiredWidth.fixed1,
             measurement.availableWidth.points, String(measurement.lines), measurement.overflow.fixed1]
        }
        block += table(header: ["category", "size", "needs", "width", "lines", "overflow"], rows: rows,
                       rightAligned: [false, true, true, true, true, true], indent: "    ")
        return block
    }

    /// Keys down, locales across: the largest category at which each (key, locale) fits.
    private func fitsTable() -> String {
        let fits = report.result.fits
        guard !fits.isEmpty else { return "" }
        var locales: [String] = []
        var keys: [String] = []
        var cells: [String: String] = [:]
        for fit in fits {
            if !locales.contains(fit.locale) { locales.append(fit.locale) }
            if !keys.contains(fit.key) { keys.append(fit.key) }
            cells[fit.key + "\u{1F}" + fit.locale] = fit.overflows ? (fit.fitsUpTo?.displayName ?? "none") : "all"
        }
        let rows = keys.map { key in [key] + locales.map { cells[key + "\u{1F}" + $0] ?? "-" } }
        var output = "\nLargest size that fits (all = every size, none = not even the smallest)\n"
        output += table(header: ["key"] + locales, rows: rows, rightAligned: [false] + locales.map { _ in false }, indent: "  ")
        return output
    }

    private func table(header: [String], rows: [[String]], rightAligned: [Bool], indent: String) -> String {
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count { widths[column] = max(widths[column], cell.count) }
        }
        func format(_ row: [String]) -> String {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return rightAligned[column] ? padding + cell : cell + padding
            }
            return indent + cells.joined(separator: "  ").trimmingTrailingSpaces + "\n"
        }
        return ([header] + rows).map(format).joined()
    }

    private func summary() -> String {
        let findings = report.findings
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let labels = report.result.labels
        var line = "\(plural(labels.count, "label")) at \(plural(report.result.options.categories.count, "size")): "
        line += "\(labels.filter { $0.firstOverflow != nil }.count) overflow; "
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

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
