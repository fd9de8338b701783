import LegibleReporting
import LegibleSyntax

/// One row of a pairs file as the bulk report keeps it: 16 bytes, so a million rows take 16 MB.
///
/// Most rows are two opaque hex colours; those keep the two colours as 24-bit values and the
/// ratio. Any other row (a colour function, a name, a translucent colour, quotes) keeps where
/// its line lies in the file and is read again when written: a rare row costs twice, the
/// common one nothing more.
struct ContrastPairRow: Sendable {
    /// `0xRRGGBB` of the foreground, or the first byte of the row's line.
    var first: UInt32
    /// `0xRRGGBB` of the background, or the end of the row's line.
    var second: UInt32
    /// The contrast ratio, or NaN for a row kept as its line.
    var ratio: Double

    /// Whether the row is two opaque 8-bit colours with its ratio.
    var isCompact: Bool { !ratio.isNaN }
}

extension ContrastPairsReport {
    /// What reading one chunk of the file found: the chunk's rows, and its first problems by
    /// the line they are on (counted from the chunk's first line, from 0).
    struct ChunkReading: Sendable {
        var rows: [ContrastPairRow] = []
        var lineBreaks = 0
        var failing = 0
        /// Whether the chunk holds a record (a line that is not blank).
        var hasRecord = false
        /// The chunk's first record when it reads as column names: the file's header when the
        /// chunk is the first with records, else a bad row.
        var header: (line: Int, bytes: Range<Int>)?
        var csvFailure: (line: Int, message: String)?
        var rowFailure: (line: Int, message: String)?
    }

    /// About 64 KiB of rows per chunk: a thousand or more rows, so a chunk's hand-over costs
    /// nothing next to reading it, and 250 chunks in a 16 MB file to share between threads.
    static let chunkSize = 1 << 16

    /// Where each chunk of `bytes[start...]` begins: every chunk but the last ends just after a
    /// line feed, so no line (and no `\r\n`) is split between two.
    static func chunkStarts(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [Int] {
        var starts = [start]
        var next = start + chunkSize
        while next < bytes.count {
            var index = next
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            guard index + 1 < bytes.count else { break }
            starts.append(index + 1)
            next = index + 1 + chunkSize
        }
        return starts
    }

    /// Reads the rows of one chunk, `bytes[range]`: the compact rows at once, every other line
    /// through the CSV reader and colour parser that ``ContrastPair/pairs(inCSV:file:)`` uses,
    /// so both give the same pairs and the same messages.
    static func read(
        _ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, options: ContrastOptions,
        luminance: UnsafeBufferPointer<Double>
    ) -> ChunkReading {
        var reading = ChunkReading()
        reading.rows.reserveCapacity(range.count / 16)
        let minimumRatio = options.requirement.minimumRatio
        var index = range.lowerBound
        var line = 0
        while index < range.upperBound {
            let start = index
            var comma = -1
            var plain = true  // no quote, parenthesis, non-ASCII byte or second comma
            var hasQuote = false
            while index < range.upperBound {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
                if byte == UInt8(ascii: ",") {
                    if comma < 0 { comma = index } else { plain = false }
                } else if byte == UInt8(ascii: "\"") {
                    hasQuote = true
                    plain = false
                } else if byte == UInt8(ascii: "(") || byte >= 0x80 {
                    plain = false
                }
                index += 1
            }
            let end = index
            defer { line += 1 }
            if index < range.upperBound {
                reading.lineBreaks += 1
                index += 1
                if bytes[index - 1] == UInt8(ascii: "\r"), index < range.upperBound, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            }
            if reading.rowFailure != nil {
                // After a bad row only a CSV syntax error, which takes a quote, can come first.
                if hasQuote, reading.csvFailure == nil { readLine(start..<end, line: line, of: bytes, options: options, into: &reading) }
                continue
            }
            if plain, comma < 0, isBlank(bytes, start..<end) { continue }
            if plain, comma >= 0, reading.hasRecord,
                let foreground = hexColor(bytes, start..<comma), let background = hexColor(bytes, comma + 1..<end)
            {
                let ratio = contrastRatio(foreground, background, luminance: luminance)
                reading.rows.append(ContrastPairRow(first: foreground, second: background, ratio: ratio))
                if !(ratio >= minimumRatio) { reading.failing += 1 }
                continue
            }
            readLine(start..<end, line: line, of: bytes, options: options, into: &reading)
        }
        return reading
    }

    /// Reads one line as ``ContrastPair/pairs(inCSV:file:)`` reads a record.
    private static func readLine(
        _ range: Range<Int>, line: Int, of bytes: UnsafeBufferPointer<UInt8>, options: ContrastOptions,
        into reading: inout ChunkReading
    ) {
        let record: CSVRecord
        do throws(ContrastPairsFileError) {
            guard let read = try self.record(inLine: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)) else { return }
            record = read
        } catch {
            if reading.csvFailure == nil { reading.csvFailure = (line + (error.line ?? 1) - 1, error.message) }
            return
        }
        guard reading.rowFailure == nil else { return }
        let isFirst = !reading.hasRecord
        reading.hasRecord = true
        let fields = record.fields.map(\.text)
        if isFirst, fields.count == 2, ContrastPair.isHeader(fields) {
            reading.header = (line, range)
            return
        }
        do throws(ContrastPairsFileError) {
            let pair = try ContrastPair.pair(in: record, file: nil)
            let measurement = ContrastMeasurement(
                foreground: pair.foreground.color, background: pair.background.color, backdrops: options.backdrops)
            reading.rows.append(ContrastPairRow(first: UInt32(range.lowerBound), second: UInt32(range.upperBound), ratio: .nan))
            if !measurement.meets(options.requirement) { reading.failing += 1 }
        } catch {
            reading.rowFailure = (line, error.message)
        }
    }

    /// The text of the line at `range` of the file.
    static func text(of range: Range<Int>, in bytes: [UInt8]) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The record on one line (`nil` for a blank line), through the pairs file's CSV reader.
    ///
    /// - Throws: the CSV reader's failure as ``ContrastPairsFileError``, its line counted from the line's.
    static func record(inLine line: String) throws(ContrastPairsFileError) -> CSVRecord? {
        var text = line
        // The CSV reader skips a byte order mark that starts its text, as it should at the start
        // of a file; inside the file one is text, and a space before it keeps it so (spaces
        // around a field are trimmed, and messages trim the line they show).
        if text.unicodeScalars.first == "\u{FEFF}" { text = " " + text }
        do throws(CSVReader.Failure) {
            return try CSVReader.records(in: text, dialect: ContrastPair.dialect).first
        } catch {
            throw ContrastPair.csvError(error, file: nil)
        }
    }

    /// Whether a line holds nothing but spaces and tabs (a blank record, which is skipped).
    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        !range.contains { bytes[$0] != UInt8(ascii: " ") && bytes[$0] != UInt8(ascii: "\t") }
    }

    /// An opaque `#rgb`, `#rrggbb` (or `#rgbf`, `#rrggbbff`) with spaces or tabs around it, as
    /// `0xRRGGBB`; `nil` for anything else, which the colour parser reads instead.
    @inline(__always)
    static func hexColor(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt32? {
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end - start >= 4, bytes[start] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for index in start + 1..<end {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        // #rgb and #rgba repeat each digit (#abc is #aabbcc); an alpha must be full.
        func doubled(_ nibbles: UInt32) -> UInt32 {
            let (red, green, blue) = (nibbles >> 8 & 0xF, nibbles >> 4 & 0xF, nibbles & 0xF)
            return (red * 0x11) << 16 | (green * 0x11) << 8 | blue * 0x11
        }
        switch end - start - 1 {
        case 3: return doubled(value)
        case 4: return value & 0xF == 0xF ? doubled(value >> 4) : nil
        case 6: return value
        case 8: return value & 0xFF == 0xFF ? value >> 8 : nil
        default: return nil
        }
    }

    /// The linearised value of each 8-bit sRGB component, by ``SRGBColor/linearize(_:)`` of the
    /// component ``SRGBColor/init(red8:green8:blue8:alpha8:)`` makes: the same numbers
    /// ``SRGBColor/relativeLuminance`` works out, without three powers per colour.
    static let linearComponents: [Double] = (0...255).map { SRGBColor.linearize(Double($0) / 255) }

    /// ``SRGBColor/contrastRatio(to:)`` of two opaque 8-bit colours, term for term.
    @inline(__always)
    static func contrastRatio(_ first: UInt32, _ second: UInt32, luminance table: UnsafeBufferPointer<Double>) -> Double {
        @inline(__always) func luminance(_ rgb: UInt32) -> Double {
            WCAG.redCoefficient * table[Int(rgb >> 16 & 0xFF)] + WCAG.greenCoefficient * table[Int(rgb >> 8 & 0xFF)]
                + WCAG.blueCoefficient * table[Int(rgb & 0xFF)]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + WCAG.flare) / (min(a, b) + WCAG.flare)
    }

    /// The colour of a compact row's `0xRRGGBB`.
    static func color(_ rgb: UInt32) -> SRGBColor {
        SRGBColor(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF))
    }
}
