import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax
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
        // Each key's overflowing labels, keys in order of first appearance.
        var byKey = KeyedIndexes()
        for index in report.reportedOverflowIndexes { byKey.add(index, key: labels[index].entry.key) }
        let options = report.result.options
        let (names, keyIndexes) = (byKey.keys, byKey.indexes)
        // Keys with errors first, then keys with only warnings; catalog order within each.
        let hasError = keyIndexes.map { indexes in indexes.contains { options.isError(labels[$0]) } }
        let orderedKeys = names.indices.filter { hasError[$0] } + names.indices.filter { !hasError[$0] }
        if !orderedKeys.isEmpty { output.write("Overflowing labels\n") }
        // A block per key, a chunk of keys per thread, written in order.
        ChunkedWork.write(recordCount: orderedKeys.count, concurrency: options.concurrency, to: &output) { records in
            var buffer = OutputBuffer()
            // Neighbouring keys mostly share a layout: its description is made once for them.
            var described: (layout: LabelLayout, text: String)?
            // Each label's measurements go through it, emptied for the next label.
            var table = MeasurementTable()
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
                    Self.appendOverflowBlock(
                        labels[index], severity: options.isError(labels[index]) ? "error" : "warning",
                        table: &table, to: &buffer)
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
        if layout.platform == .android { parts.append((layout.androidVersion ?? .default).description) }
        switch layout.sizing {
        case .textStyle: parts.append(layout.sizing.name)
        case .materialRole(let role): parts.append("\(role.displayName) \(role.style.size.points) sp")
        case .sp(let size): parts.append("\(size.points) sp")
        case .fixed(let points): parts.append("\(points.points) \(unit) fixed")
        }
        parts.append(layout.weight.caseName == nil ? "weight \(layout.weight.name)" : layout.weight.name)
        parts.append("\(layout.width.points) \(unit) wide")
        parts.append(layout.maxLines == 0 ? "any number of lines" : layout.maxLines == 1 ? "1 line" : "\(layout.maxLines) lines")
        return "(" + parts.joined(separator: ", ") + ")"
    }

    private static func appendOverflowBlock(
        _ label: LabelAudit, severity: String, table: inout MeasurementTable,
        to buffer: inout OutputBuffer
    ) {
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
        table.write(label.measurements, stepHeader: label.layout.platform == .android ? "font scale" : "category", to: &buffer)
    }

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
        table.writeHeader(to: &header)
        header.flush(to: &output)
        let fixedTable = table
        ChunkedWork.write(
            recordCount: grid.rowNames.count, recordsPerChunk: 2048, concurrency: report.result.options.concurrency,
            to: &output
        ) { records in
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
        line += [
            plural(findings.count(of: .error), "error"), plural(findings.count(of: .warning), "warning"),
            plural(findings.count(of: .note), "note"),
        ].joined(separator: ", ")
        if findings.suppressedCount > 0 { line += "; \(findings.suppressedCount) suppressed by the baseline" }
        return line
    }
}

/// The table of a label's measurements where it does not fit: step, size, needs, width, lines
/// and overflow, the numbers right-aligned under their headers, as `TextTable` lays tables out.
///
/// Written for every overflowing label of a long report, so its cells never become strings:
/// each row's cells are written once, as bytes, into a scratch buffer kept from label to label,
/// and copied out padded to their column's width.
private struct MeasurementTable: ~Copyable {
    private var cells = OutputBuffer(capacity: 1 << 10)
    /// Where each cell ends in `cells`, row after row.
    private var cellEnds: [Int] = []
    private static let columns = 6
    private static let headers = ["size", "needs", "width", "lines", "overflow"]

    mutating func write(_ measurements: [CategoryMeasurement], stepHeader: String, to buffer: inout OutputBuffer) {
        cells.removeAll()
        cellEnds.removeAll(keepingCapacity: true)
        var widths = [stepHeader.utf8.count] + Self.headers.map(\.utf8.count)
        func endCell(_ column: Int) {
            widths[column] = max(widths[column], cells.count - (cellEnds.last ?? 0))
            cellEnds.append(cells.count)
        }
        for measurement in measurements where !measurement.fits {
            // Step names are ASCII (`xxxLarge`, `AX5`, `1.15x`): their bytes are their columns.
            cells.append(measurement.step.displayName)
            endCell(0)
            cells.append(measurement.size, decimals: 1)
            endCell(1)
            cells.appendFixed1(measurement.requiredWidth)
            endCell(2)
            cells.append(measurement.availableWidth, decimals: 1)
            endCell(3)
            cells.append(measurement.lines)
            endCell(4)
            cells.appendFixed1(measurement.overflow)
            endCell(5)
        }
        buffer.append("    ")
        buffer.append(stepHeader)
        buffer.append(ascii: " ", count: widths[0] - stepHeader.utf8.count)
        for (column, header) in Self.headers.enumerated() {
            buffer.append(ascii: " ", count: 2 + widths[column + 1] - header.utf8.count)
            buffer.append(header)
        }
        buffer.append(ascii: "\n")
        cells.withBytes { bytes in
            var start = 0
            for (index, end) in cellEnds.enumerated() {
                let column = index % Self.columns
                let cell = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if column == 0 {
                    buffer.append("    ")
                    buffer.append(cell)
                    buffer.append(ascii: " ", count: widths[0] - (end - start))
                } else {
                    buffer.append(ascii: " ", count: 2 + widths[column] - (end - start))
                    buffer.append(cell)
                }
                if column == Self.columns - 1 { buffer.append(ascii: "\n") }
                start = end
            }
        }
    }
}

extension OutputBuffer {
    /// Appends a number with one decimal always: `299.5`, `343.0`.
    fileprivate mutating func appendFixed1(_ number: Double) {
        let tenths = (number * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e15 else { return append(String(number)) }
        if tenths < 0 { append(ascii: "-") }
        let magnitude = UInt64(abs(tenths))
        DecimalText.withDigits(magnitude / 10) { append($0) }
        append(ascii: ".")
        append(ascii: Unicode.Scalar(UInt8(ascii: "0") + UInt8(magnitude % 10)))
    }
}
