import LegibleCore
import LegibleReporting
import LegibleSyntax

extension ContrastPairsReport {
    /// Writes the report in `format`, ending with a newline: the text and JSON of
    /// ``ContrastReport`` for the same pairs, byte for byte.
    ///
    /// Rows are rendered a few thousand at a time on every core and written in file order as
    /// they are done, so the report is never held whole.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        let template = RowTemplate(options: options)
        switch format {
        case .json:
            output.write("[")
            writeRows(to: &output, bytesPerRow: 320) { index, buffer in
                buffer.append(index == 0 ? "\n  " : ",\n  ")
                writeJSON(row: index, template: template, to: &buffer)
            }
            output.write("\n]\n")
        case .text:
            writeRows(to: &output, bytesPerRow: 480) { index, buffer in
                if index > 0 { buffer.append("\n\n") }
                writeText(row: index, template: template, to: &buffer)
            }
            if rows.count > 1 {
                output.write(
                    "\n\n\(rows.count) pairs checked against \(requirement.summary): \(rows.count - failingCount) pass, \(failingCount) fail.")
            }
            output.write("\n\n\(WCAGRequirement.higReminder)\n")
        }
    }

    /// Rows rendered per chunk.
    static let rowsPerChunk = 4096

    private func writeRows<Output: TextOutputStream>(
        to output: inout Output, bytesPerRow: Int, _ row: @Sendable (Int, inout OutputBuffer) -> Void
    ) {
        ChunkedWork.write(recordCount: rows.count, recordsPerChunk: Self.rowsPerChunk, concurrency: concurrency, to: &output) { range in
            var buffer = OutputBuffer(capacity: range.count * bytesPerRow)
            for index in range { row(index, &buffer) }
            return buffer.takeBytes()
        }
    }

    // MARK: JSON

    /// One row as an element of the JSON array (indented one level), without a separator.
    private func writeJSON(row index: Int, template: RowTemplate, to buffer: inout OutputBuffer) {
        let row = rows[index]
        guard row.isCompact, !options.includesSuggestions else {
            let object = SortedJSON.string(ContrastResult.JSONObject(result(at: index)))
            buffer.append(object.replacingNewlines(with: "\n  "))
            return
        }
        buffer.append("{\n    ")
        if options.includesAPCA {
            writeAPCA(Self.color(row.first).apcaContrast(on: Self.color(row.second)), to: &buffer)
        }
        buffer.append("\"background\" : \"")
        Self.appendHex(row.second, to: &buffer)
        buffer.append("\",\n    \"foreground\" : \"")
        Self.appendHex(row.first, to: &buffer)
        let band = RowTemplate.band(row.ratio)
        buffer.append(template.passesJSON[band])
        DecimalText.withShortestASCII(row.ratio) { buffer.append($0) }
        buffer.append(template.tailJSON[band])
    }

    /// `"apca" : {…},` as ``ContrastResult/JSONAPCA`` encodes, two levels in.
    private func writeAPCA(_ lc: Double, to buffer: inout OutputBuffer) {
        buffer.append("\"apca\" : {\n      \"Lc\" : ")
        DecimalText.withShortestASCII(lc) { buffer.append($0) }
        buffer.append(",\n      \"minimumFontSizes\" : {")
        let sizes = APCAFontLookup.minimumFontSizes(lc: lc)
        var first = true
        for weight in APCAFontLookup.weights {
            guard let size = sizes[weight] else { continue }
            buffer.append(first ? "\n        \"" : ",\n        \"")
            first = false
            buffer.append(weight)
            buffer.append("\" : ")
            switch size {
            case .minimumSize(let points): DecimalText.withShortestASCII(points) { buffer.append($0) }
            case .nonTextOnly: buffer.append("\"non-text only\"")
            case .prohibited: buffer.append("\"prohibited\"")
            }
        }
        buffer.append(first ? "\n\n      },\n      \"version\" : " : "\n      },\n      \"version\" : ")
        buffer.append(RowTemplate.apcaVersionJSON)
        buffer.append("\n    },\n    ")
    }

    // MARK: Text

    /// One row's block of lines, without the blank line between blocks.
    private func writeText(row index: Int, template: RowTemplate, to buffer: inout OutputBuffer) {
        let row = rows[index]
        guard row.isCompact, !options.includesSuggestions else {
            let result = result(at: index)
            buffer.append(([result.headline()] + result.requirementLines + result.detailLines).joined(separator: "\n"))
            return
        }
        Self.appendHex(row.first, to: &buffer)
        buffer.append(" on ")
        Self.appendHex(row.second, to: &buffer)
        buffer.append(": ")
        // WCAG.formattedRatio: truncated to hundredths.
        let hundredths = Int((row.ratio * 100).rounded(.down))
        buffer.append(hundredths / 100)
        buffer.append(hundredths % 100 < 10 ? ".0" : ".")
        buffer.append(hundredths % 100)
        let band = RowTemplate.band(row.ratio)
        buffer.append(template.verdictText[band])
        if options.includesAPCA {
            let lc = Self.color(row.first).apcaContrast(on: Self.color(row.second))
            for line in ContrastResult.apcaLines(lc) {
                buffer.append("\n")
                buffer.append(line)
            }
        }
    }

    /// `#rrggbb` of `0xRRGGBB`, as ``SRGBColor/hex`` writes an opaque colour.
    @inline(__always)
    private static func appendHex(_ rgb: UInt32, to buffer: inout OutputBuffer) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 7) { text in
            let digits: StaticString = "0123456789abcdef"
            text[0] = UInt8(ascii: "#")
            for index in 0..<6 {
                text[6 - index] = digits.utf8Start[Int(rgb >> (4 * UInt32(index)) & 0xF)]
            }
            buffer.append(UnsafeBufferPointer(text))
        }
    }
}

/// The parts of a compact row's text and JSON that only depend on which of the thresholds
/// (3, 4.5 and 7) its ratio reaches, worked out once per report from the code that renders one
/// ``ContrastResult``.
struct RowTemplate: Sendable {
    /// By ``band(_:)``: `",\n    \"passes\" : true,\n    \"ratio\" : "`.
    let passesJSON: [String]
    /// By band: `,\n    "requirement" : {…},\n    "wcag" : {…}\n  }` after the ratio.
    let tailJSON: [String]
    /// By band: `:1 — passes AA normal text (…)` after the ratio, and the five requirement lines.
    let verdictText: [String]

    /// A ratio at each band's lower end: every requirement's minimum is one of the thresholds.
    private static let bandRatios = [1, 3, 4.5, 7]

    /// How many of the thresholds 3, 4.5 and 7 the ratio reaches.
    @inline(__always)
    static func band(_ ratio: Double) -> Int {
        (ratio >= 3 ? 1 : 0) + (ratio >= 4.5 ? 1 : 0) + (ratio >= 7 ? 1 : 0)
    }

    /// The APCA version as a JSON string.
    static let apcaVersionJSON = SortedJSON.string(APCA.version)

    init(options: ContrastOptions) {
        let requirement = options.requirement
        let nested = "\n    "
        let requirementJSON = SortedJSON.string(requirement).replacingNewlines(with: nested)
        passesJSON = Self.bandRatios.map { ratio in
            "\",\(nested)\"passes\" : \(requirement.isMet(by: ratio)),\(nested)\"ratio\" : "
        }
        tailJSON = Self.bandRatios.map { ratio in
            let wcag = SortedJSON.string(ContrastResult.JSONConformance(WCAGConformance(ratio: ratio))).replacingNewlines(with: nested)
            return ",\(nested)\"requirement\" : \(requirementJSON),\(nested)\"wcag\" : \(wcag)\n  }"
        }
        verdictText = Self.bandRatios.map { ratio in
            "\(requirement.isMet(by: ratio) ? ":1 — passes " : ":1 — FAILS ")\(requirement.summary)\n"
                + ContrastResult.requirementLines(ratio: ratio).joined(separator: "\n")
        }
    }
}

extension String {
    /// The text with each line feed replaced: how a JSON value is indented to sit one level deeper.
    func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
