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
        // Each key's overflowing labels, keys in order of first appearance. A key's labels are
        // usually next to each other: the dictionary is asked only when the key changes.
        var keyNames: [String] = []
        var keyLabels: [[Int]] = []
        var keyPositions: [String: Int] = [:]
        var current = -1
        for index in report.reportedOverflowIndexes {
            let key = labels[index].entry.key
            if current < 0 || keyNames[current] != key {
                if let known = keyPositions[key] {
                    current = known
                } else {
                    keyNames.append(key)
                    keyLabels.append([])
                    current = keyNames.count - 1
                    keyPositions[key] = current
                }
            }
            keyLabels[current].append(index)
        }
        let options = report.result.options
        let (names, keyIndexes) = (keyNames, keyLabels)
        // Keys with errors first, then keys with only warnings; catalog order within each.
        let hasError = keyIndexes.map { indexes in indexes.contains { options.isError(labels[$0]) } }
        let orderedKeys = names.indices.filter { hasError[$0] } + names.indices.filter { !hasError[$0] }
        if !orderedKeys.isEmpty { output.write("Overflowing labels\n") }
        // A block per key, a chunk of keys per thread, written in order.
        ChunkedWork.write(recordCount: orderedKeys.count, concurrency: options.concurrency, to: &output) { records in
            var buffer = OutputBuffer()
            // Neighbouring keys mostly share a layout: its description is made once for them.
            var described: (layout: LabelLayout, text: String)?
            for keyIndex in orderedKeys[records] {
                let indexes = keyIndexes[keyIndex]
                guard let first = indexes.first else { continue }
                let layout = labels[first].layout
                if described?.layout != layout { described = (layout, Self.describe(layout)) }
                buffer.append("\n")
                buffer.append(names[keyIndex])
                buffer.append("  ")
                buffer.append(described?.text ?? "")
                buffer.append("\n")
                for index in indexes {
                    Self.appendOverflowBlock(labels[index], severity: options.isError(labels[index]) ? "error" : "warning", to: &buffer)
                }
            }
            return buffer.takeBytes()
        }
        writeFitsTable(to: &output)
        let others = report.findings.findings.lazy.filter { $0.rule != AuditRule.overflow }
        if !others.isEmpty {
            output.write("\nOther findings\n")
            for finding in others { output.write(finding.compilerStyleLine + "\n") }
        }
        output.write("\n" + summary() + "\n")
    }

    private static func describe(_ layout: LabelLayout) -> String {
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

    private static func appendOverflowBlock(_ label: LabelAudit, severity: String, to buffer: inout OutputBuffer) {
        let entry = label.entry
        buffer.append("  ")
        buffer.append(entry.locale)
        if let variant = entry.variant {
            buffer.append(" ")
            buffer.append(variant)
        }
        if label.isPseudo { buffer.append(" (pseudo)") }
        if label.legibilityWeight.isBoldText { buffer.append(" (Bold Text, \(label.weight.name))") }
        buffer.append("  ")
        buffer.append(severity)
        buffer.append(": ")
        buffer.append(label.overflowVerdict)
        var notes: [String] = []
        if entry.metadata.needsReview { notes.append("needs review") }
        if entry.metadata.isStale { notes.append("stale") }
        if !notes.isEmpty { buffer.append(" [" + notes.joined(separator: ", ") + "]") }
        buffer.append("\n    \"")
        buffer.append(label.displayText)
        buffer.append("\"  ")
        buffer.append(entry.file)
        buffer.append(":")
        buffer.append(entry.position.line)
        buffer.append(":")
        buffer.append(entry.position.column)
        buffer.append("\n")
        var table = TextTable(header: label.layout.platform == .android ? Self.fontScaleHeader : Self.categoryHeader,
                              rightAligned: Self.measurementAlignment, indent: "    ", rowCapacity: label.measurements.count)
        for measurement in label.measurements where !measurement.fits {
            table.append([measurement.step.displayName, measurement.size.points, measurement.requiredWidth.fixed1,
                          measurement.availableWidth.points, String(measurement.lines), measurement.overflow.fixed1])
        }
        table.write(to: &buffer)
    }

    private static let categoryHeader = ["category", "size", "needs", "width", "lines", "overflow"]
    private static let fontScaleHeader = ["font scale", "size", "needs", "width", "lines", "overflow"]
    private static let measurementAlignment = [false, true, true, true, true, true]

    /// Keys down, locales across: the largest category at which each (key, locale) fits.
    /// Rows are written one at a time once the column widths are known.
    private func writeFitsTable(to output: inout some TextOutputStream) {
        guard !report.result.labels.isEmpty else { return }
        let grid = FitsGrid(report.result)
        let columns = grid.locales.count
        var table = TextTable(header: ["key"] + grid.locales, rightAligned: Array(repeating: false, count: columns + 1), indent: "  ")
        for (row, name) in grid.rowNames.enumerated() {
            table.widen(column: 0, toFit: name)
            for column in 0..<columns { table.widen(column: column + 1, toFit: grid.text(row: row, column: column)) }
        }
        output.write("\nLargest size that fits (all = every size, none = not even the smallest)\n")
        var header = OutputBuffer()
        table.write(to: &header)
        header.flush(to: &output)
        let fixedTable = table
        ChunkedWork.write(recordCount: grid.rowNames.count, recordsPerChunk: 2048, concurrency: report.result.options.concurrency,
                          to: &output) { records in
            var buffer = OutputBuffer()
            // The key, then each locale's cell, made as they are written into one reused row.
            var cells: [String] = []
            cells.reserveCapacity(columns + 1)
            for row in records {
                cells.removeAll(keepingCapacity: true)
                cells.append(grid.rowNames[row])
                for column in 0..<columns { cells.append(grid.text(row: row, column: column)) }
                fixedTable.writeRow(cells, to: &buffer)
            }
            return buffer.takeBytes()
        }
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
        let magnitude = UInt64(abs(tenths))
        // Digit by digit: interpolating the whole and fractional parts costs more than the row.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
            var start = text.count
            func prepend(_ byte: UInt8) {
                start -= 1
                text[start] = byte
            }
            prepend(UInt8(ascii: "0") + UInt8(magnitude % 10))
            prepend(UInt8(ascii: "."))
            var whole = magnitude / 10
            repeat {
                prepend(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if tenths < 0 { prepend(UInt8(ascii: "-")) }
            return String(decoding: UnsafeMutableBufferPointer(rebasing: text[start...]), as: UTF8.self)
        }
    }
}
