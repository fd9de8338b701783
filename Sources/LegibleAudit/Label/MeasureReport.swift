import LegibleCore
import LegibleReporting
import LegibleShaping

/// What `legible measure` reports: one text or a list of texts measured with one
/// `MeasureSetup` (LegibleShaping), in text for people or JSON for scripts. It fails when a text
/// does not fit.
///
/// ```swift
/// let setup = try MeasureSetup(MeasureOptions(size: .textStyle(.body, category: .ax5), width: 320, maxLines: 2))
/// let report = MeasureReport(measuring: "Continue to payment", with: setup)
/// print(report.rendered(as: .text), terminator: "")
/// // "Continue to payment"
/// //   Body, AX5: 53 pt, Inter Display, tracking 0.31 pt (SF Pro table), line height 62 pt
/// //   width 482.06 pt on one line; shown: 2 lines, the widest 266.86 pt, height 124 pt; box 320 pt × 2 lines: fits
/// //   1    266.86 pt  Continue to
/// //   2    199.83 pt  payment
/// ```
///
/// The JSON form is the `MeasuredText` (LegibleShaping) of one text, or an array of them for a list, with
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
    /// Where the size comes from (`MeasureSetup.sizeDescription`).
    public let sizeDescription: String
    /// Where the tracking comes from (`MeasureSetup.trackingDescription`).
    public let trackingDescription: String
    /// With Bold Text on, the weight as designed and as drawn (`MeasureSetup.boldTextDescription`:
    /// `Bold Text Regular → Semibold`); `nil` with it off.
    public let boldTextDescription: String?
    /// The width of the box, `nil` when none was given.
    public let width: Double?
    /// The line limit of the box, 0 for none.
    public let maxLines: Int
    /// The unit of sizes and widths (`MeasureSetup.lengthUnit`): `pt`, or `dp` on Android.
    public let lengthUnit: String

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

    /// The error for the first visible text measured at no width (a font without glyph widths:
    /// `WidthlessText`), `nil` when every visible text has a width. `legible measure` exits 2
    /// with it instead of printing a fit.
    public var widthlessTextProblem: String? {
        results.lazy.compactMap { WidthlessText.problem(text: $0.text, width: $0.width, font: $0.font, unit: lengthUnit) }.first
    }

    private init(results: [MeasuredText], isList: Bool, setup: MeasureSetup) {
        self.results = results
        self.isList = isList
        sizeDescription = setup.sizeDescription
        trackingDescription = setup.trackingDescription
        boldTextDescription = setup.boldTextDescription
        width = setup.options.width
        maxLines = setup.options.maxLines
        lengthUnit = setup.lengthUnit
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
        var buffer = OutputBuffer()
        for (index, result) in results.enumerated() {
            if index > 0 { buffer.append(ascii: "\n") }
            textBlock(result, into: &buffer)
            if buffer.count >= 1 << 16 { buffer.flush(to: &output) }
        }
        buffer.append(ascii: "\n")
        buffer.flush(to: &output)
    }

    /// One text's lines (without a final line break): the text, size, font and tracking, the
    /// width and verdict, then each line with its width.
    private func textBlock(_ result: MeasuredText, into out: inout OutputBuffer) {
        out.append("\"")
        out.append(result.text)
        out.append("\"\n  ")
        out.append(sizeDescription)
        if let boldTextDescription {
            out.append(", ")
            out.append(boldTextDescription)
        }
        out.append(", ")
        out.append(Self.fontsDescription(result))
        out.append(", tracking ")
        out.append(result.tracking, decimals: 3)
        out.append(" \(lengthUnit) (")
        out.append(trackingDescription)
        out.append("), line height ")
        out.append(result.lineHeight, decimals: 2)
        out.append(" \(lengthUnit)\n  width ")
        if result.lineCount > 1 || result.truncatedAt != nil {
            // The box wrapped or cut the text: its own width first, then what the box shows.
            out.append(result.oneLineWidth, decimals: 2)
            out.append(" \(lengthUnit) on one line; shown: ")
            appendCount(result.lineCount, "line", to: &out)
            out.append(", the widest ")
            out.append(result.width, decimals: 2)
            out.append(" \(lengthUnit)")
        } else {
            out.append(result.width, decimals: 2)
            out.append(" \(lengthUnit), ")
            appendCount(result.lineCount, "line", to: &out)
        }
        out.append(", height ")
        out.append(result.height, decimals: 2)
        out.append(" \(lengthUnit)")
        if let width {
            out.append("; box ")
            out.append(width, decimals: 2)
            out.append(" \(lengthUnit) × ")
            if maxLines == 0 { out.append("any number of lines") } else { appendCount(maxLines, "line", to: &out) }
            if result.fits {
                out.append(": fits")
            } else {
                out.append(": DOES NOT FIT, overflow ")
                out.append(result.overflow, decimals: 2)
                out.append(" \(lengthUnit)")
            }
        }
        let numberWidth = Self.digitCount(result.lines.count)
        for (index, line) in result.lines.enumerated() {
            out.append("\n  ")
            out.append(ascii: " ", count: numberWidth - Self.digitCount(index + 1))
            out.append(index + 1)
            out.append("  ")
            // The width right-aligned in 8 columns: written, then moved right if short.
            let start = out.count
            out.append(line.width, decimals: 2)
            out.alignRight(from: start, width: 8)
            out.append(" \(lengthUnit)  ")
            out.append(line.text)
        }
        if let truncatedAt = result.truncatedAt {
            out.append("\n  truncated after ")
            appendCount(truncatedAt, "character", to: &out)
        }
        if !result.missingCharacters.isEmpty {
            out.append("\n  missing from every font (measured as .notdef): ")
            for (index, missing) in result.missingCharacters.enumerated() {
                if index > 0 { out.append(", ") }
                out.append(missing.codePoint)
                out.append(" ")
                out.append(missing.character)
            }
        }
    }

    /// The fonts the text was measured with: the primary family alone when it drew every glyph,
    /// else the families used with the fallbacks named ("Inter and fallback Noto Sans CJK JP";
    /// "fallback Noto Sans CJK JP, for Inter" when the primary drew none).
    static func fontsDescription(_ result: MeasuredText) -> String {
        let fallbacks = result.fonts.filter { $0 != result.font }
        guard !fallbacks.isEmpty else { return result.font }
        let named = (fallbacks.count == 1 ? "fallback " : "fallbacks ") + fallbacks.joined(separator: ", ")
        return result.fonts.contains(result.font) ? "\(result.font) and \(named)" : "\(named), for \(result.font)"
    }

    /// "1 line", "2 lines".
    private func appendCount(_ count: Int, _ noun: String, to out: inout OutputBuffer) {
        out.append(count)
        out.append(" ")
        out.append(noun)
        if count != 1 { out.append("s") }
    }

    private static func digitCount(_ number: Int) -> Int {
        var count = 1
        var rest = number / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    // MARK: JSON

    private func writeJSON<Output: TextOutputStream>(to output: inout Output) {
        var json = JSONWriter()
        if isList { json.beginArray() }
        for result in results {
            Self.writeJSON(result, to: &json)
            json.flush(to: &output, whenLargerThan: 1 << 16)
        }
        if isList { json.endArray() }
        json.flush(to: &output)
        output.write("\n")
    }

    /// One text's object, keys in sorted order as `MeasuredText`'s `Codable` form with sorted keys.
    private static func writeJSON(_ result: MeasuredText, to json: inout JSONWriter) {
        json.beginObject()
        json.field("fits", result.fits)
        json.field("font", result.font)
        json.key("fonts")
        json.beginArray()
        for font in result.fonts { json.string(font) }
        json.endArray()
        json.field("height", result.height)
        json.field("lineCount", result.lineCount)
        json.field("lineHeight", result.lineHeight)
        json.key("lines")
        json.beginArray()
        for line in result.lines {
            json.beginObject()
            json.field("text", line.text)
            json.field("width", line.width)
            json.endObject()
        }
        json.endArray()
        json.key("missingCharacters")
        json.beginArray()
        for missing in result.missingCharacters {
            json.beginObject()
            json.field("character", missing.character)
            json.field("codePoint", missing.codePoint)
            json.endObject()
        }
        json.endArray()
        json.field("oneLineWidth", result.oneLineWidth)
        json.field("overflow", result.overflow)
        json.field("size", result.size)
        json.field("text", result.text)
        json.field("tracking", result.tracking)
        if let truncatedAt = result.truncatedAt { json.field("truncatedAt", truncatedAt) }
        json.field("width", result.width)
        json.endObject()
    }
}
