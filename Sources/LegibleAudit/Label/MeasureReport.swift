import LegibleReporting
import LegibleShaping
import LegibleSyntax

/// What `legible measure` reports: one text or a list of texts measured with one
/// ``MeasureSetup``, in text for people or JSON for scripts. It fails when a text does not fit.
///
/// ```swift
/// let setup = try MeasureSetup(MeasureOptions(size: .textStyle(.body, category: .ax5), width: 320, maxLines: 2))
/// let report = MeasureReport(measuring: "Continue to payment", with: setup)
/// print(report.rendered(as: .text), terminator: "")
/// // "Continue to payment"
/// //   Body, AX5: 53 pt, Inter Display, tracking 0.31 pt (SF Pro table), line height 62 pt
/// //   width 266.86 pt, 2 lines, height 124 pt; box 320 pt × 2 lines: fits
/// //   1    266.86 pt  Continue to
/// //   2    199.83 pt  payment
/// ```
///
/// The JSON form is the ``MeasuredText`` of one text, or an array of them for a list, with
/// sorted keys and unrounded widths.
public struct MeasureReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// A block of lines per text: size, font and tracking, width and verdict, then each line.
        case text
        /// Pretty-printed JSON with sorted keys: one object for one text, an array for a list.
        case json
    }

    /// The texts measured, in order.
    public let results: [MeasuredText]
    /// Whether the report is of a list of texts (its JSON is an array even for one text) rather
    /// than of one text.
    public let isList: Bool
    /// Where the size comes from (``MeasureSetup/sizeDescription``).
    public let sizeDescription: String
    /// Where the tracking comes from (``MeasureSetup/trackingDescription``).
    public let trackingDescription: String
    /// The width of the box, `nil` when none was given.
    public let width: Double?
    /// The line limit of the box, 0 for none.
    public let maxLines: Int

    /// Measures one text.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - setup: the fonts and options.
    public init(measuring text: String, with setup: MeasureSetup) {
        self.init(results: [setup.measure(text)], isList: false, setup: setup)
    }

    /// Measures each of a list of texts.
    ///
    /// - Parameters:
    ///   - texts: the texts, such as the lines of a file.
    ///   - setup: the fonts and options.
    public init(measuring texts: [String], with setup: MeasureSetup) {
        var results: [MeasuredText] = []
        results.reserveCapacity(texts.count)
        for text in texts { results.append(setup.measure(text)) }
        self.init(results: results, isList: true, setup: setup)
    }

    private init(results: [MeasuredText], isList: Bool, setup: MeasureSetup) {
        self.results = results
        self.isList = isList
        sizeDescription = setup.sizeDescription
        trackingDescription = setup.trackingDescription
        width = setup.options.width
        maxLines = setup.options.maxLines
    }

    /// Whether a text does not fit the box.
    public var fails: Bool { results.contains { !$0.fits } }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .text: writeText(to: &output)
        case .json: writeJSON(to: &output)
        }
    }

    // MARK: Text

    private func writeText<Output: TextOutputStream>(to output: inout Output) {
        // Each text's block is built in one string and written at once (many small writes to a
        // stream cost more than the formatting).
        var block = ""
        for (index, result) in results.enumerated() {
            block.removeAll(keepingCapacity: true)
            if index > 0 { block += "\n" }
            textBlock(result, into: &block)
            output.write(block)
        }
        output.write("\n")
    }

    private func textBlock(_ result: MeasuredText, into out: inout String) {
        out += "\"\(result.text)\"\n  \(sizeDescription), \(result.font), tracking \(points(result.tracking, 3)) pt "
        out += "(\(trackingDescription)), line height \(points(result.lineHeight, 2)) pt\n"
        out += "  width \(points(result.width, 2)) pt, \(counted(result.lineCount, "line")), height \(points(result.height, 2)) pt"
        if let width {
            out += "; box \(points(width, 2)) pt × \(maxLines == 0 ? "any number of lines" : counted(maxLines, "line"))"
            out += result.fits ? ": fits" : ": DOES NOT FIT, overflow \(points(result.overflow, 2)) pt"
        }
        let numberWidth = String(result.lines.count).count
        for (index, line) in result.lines.enumerated() {
            let number = String(index + 1)
            let lineWidth = points(line.width, 2)
            out += "\n  \(String(repeating: " ", count: numberWidth - number.count))\(number)  "
            out += "\(String(repeating: " ", count: max(0, 8 - lineWidth.count)))\(lineWidth) pt  \(line.text)"
        }
        if let truncatedAt = result.truncatedAt { out += "\n  truncated after \(counted(truncatedAt, "character"))" }
        if !result.missingCharacters.isEmpty {
            out += "\n  missing from every font (measured as .notdef): "
            out += result.missingCharacters.map { "\($0.codePoint) \($0.character)" }.joined(separator: ", ")
        }
    }

    private func points(_ value: Double, _ decimals: Int) -> String {
        DecimalText.string(value, decimals: decimals)
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    // MARK: JSON

    private func writeJSON<Output: TextOutputStream>(to output: inout Output) {
        var json = JSONWriter()
        if isList { json.beginArray() }
        for result in results {
            Self.writeJSON(result, to: &json)
            if json.bufferedByteCount >= 1 << 16 { json.flush(to: &output) }
        }
        if isList { json.endArray() }
        json.flush(to: &output)
        output.write("\n")
    }

    /// One text's object, keys in sorted order as `MeasuredText`'s `Codable` form with sorted keys.
    private static func writeJSON(_ result: MeasuredText, to json: inout JSONWriter) {
        json.beginObject()
        json.key("fits")
        json.value(result.fits)
        json.key("font")
        json.value(result.font)
        json.key("height")
        json.value(result.height)
        json.key("lineCount")
        json.value(result.lineCount)
        json.key("lineHeight")
        json.value(result.lineHeight)
        json.key("lines")
        json.beginArray()
        for line in result.lines {
            json.beginObject()
            json.key("text")
            json.value(line.text)
            json.key("width")
            json.value(line.width)
            json.endObject()
        }
        json.endArray()
        json.key("missingCharacters")
        json.beginArray()
        for missing in result.missingCharacters {
            json.beginObject()
            json.key("character")
            json.value(missing.character)
            json.key("codePoint")
            json.value(missing.codePoint)
            json.endObject()
        }
        json.endArray()
        json.key("overflow")
        json.value(result.overflow)
        json.key("size")
        json.value(result.size)
        json.key("text")
        json.value(result.text)
        json.key("tracking")
        json.value(result.tracking)
        if let truncatedAt = result.truncatedAt {
            json.key("truncatedAt")
            json.value(truncatedAt)
        }
        json.key("width")
        json.value(result.width)
        json.endObject()
    }
}
