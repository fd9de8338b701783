import LegibleCore
import LegibleSyntax

/// Writes JSON token by token into a byte buffer, without building a document first, in exactly
/// the form Foundation's `JSONEncoder` gives: a report streamed through it reads byte for byte like
/// one encoded with `outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`
/// when the caller gives the keys in sorted order.
///
/// The writer keeps what it wrote in memory until ``flush(to:whenLargerThan:)`` hands it to an
/// output stream, so a long report is written in chunks: flush after each element of a long array
/// with a threshold that suits the output (64 KiB for standard output, say), and once at the end.
///
/// ```swift
/// var json = JSONWriter()
/// json.beginArray()
/// for text in texts {
///     json.beginObject()
///     json.field("text", text)
///     json.field("width", width(of: text))
///     json.endObject()
///     json.flush(to: &output, whenLargerThan: 1 << 16)
/// }
/// json.endArray()
/// json.flush(to: &output)
/// ```
///
/// Values are written as `JSONEncoder` writes them:
/// - numbers: whole `Double`s up to 2⁵³ without a fraction (`17`, `-0`), others in Swift's
///   shortest round-trip form (`0.1`, `143.6560774147727`, `1e-07`, `1e+16`); a NaN or an
///   infinity, which JSON cannot hold, as `null`;
/// - strings: `"` and `\` escaped, `\b \f \n \r \t` for those controls, `\u001f` for other
///   characters below U+0020, `/` as is (or `\/` with `escapesSlashes`), everything else as UTF-8.
///
/// Keys are written in the order given: give them sorted (by their UTF-8 bytes) to match
/// `.sortedKeys`. Calls out of order (a key outside an object, a value in an object without its
/// key, closing the wrong bracket, a second document) are programming errors and stop with a
/// precondition failure, so the writer never emits invalid JSON.
public struct JSONWriter: ~Copyable {
    /// The layout of the output.
    public enum Style: Sendable, Hashable {
        /// No whitespace: `{"a":[1,2]}`, as `JSONEncoder` writes by default.
        case compact
        /// Two spaces of indentation per level, `"key" : value`, and an empty line inside empty
        /// containers, as `JSONEncoder` writes with `.prettyPrinted`.
        case pretty
    }

    /// The layout of the output.
    public let style: Style
    /// Whether `/` is written as `\/` (`JSONEncoder` does so unless told `.withoutEscapingSlashes`).
    public let escapesSlashes: Bool

    private var buffer = OutputBuffer()
    /// For each open container, whether it is an object (keys and values) rather than an array.
    private var containers: [Bool] = []
    /// Whether the innermost open container has an element yet (the next one needs a comma).
    private var hasElements = false
    /// Whether a key was just written, so the next value belongs to it.
    private var afterKey = false
    /// Whether the document's first value has begun.
    private var started = false

    /// A writer with an empty buffer.
    ///
    /// - Parameters:
    ///   - style: compact or pretty-printed; pretty by default, the form Legible's reports use.
    ///   - escapesSlashes: whether to write `/` as `\/`; off by default.
    public init(style: Style = .pretty, escapesSlashes: Bool = false) {
        self.style = style
        self.escapesSlashes = escapesSlashes
    }

    /// How many bytes are waiting for ``flush(to:whenLargerThan:)``.
    public var bufferedByteCount: Int { buffer.count }

    /// Whether every object and array begun has ended and a value was written.
    public var isComplete: Bool { started && containers.isEmpty && !afterKey }

    /// Writes what is buffered to `output` (always whole tokens, so always valid UTF-8) and
    /// empties the buffer, when more than `minimum` bytes are buffered; as bytes when `output` is
    /// a `UTF8OutputStream`.
    ///
    /// - Parameters:
    ///   - output: the stream the JSON goes to.
    ///   - minimum: flush only when more than this many bytes are buffered; 0 flushes everything.
    public mutating func flush<Output: TextOutputStream>(to output: inout Output, whenLargerThan minimum: Int = 0) {
        guard buffer.count > minimum else { return }
        buffer.flush(to: &output)
    }

    // MARK: Containers

    /// Begins an object: `{`. Follow with ``key(_:)`` and a value for each member, then ``endObject()``.
    public mutating func beginObject() {
        beginContainer(isObject: true, opening: "{")
    }

    /// Ends the innermost object: `}`.
    public mutating func endObject() {
        endContainer(isObject: true, closing: "}")
    }

    /// Begins an array: `[`. Follow with its values, then ``endArray()``.
    public mutating func beginArray() {
        beginContainer(isObject: false, opening: "[")
    }

    /// Ends the innermost array: `]`.
    public mutating func endArray() {
        endContainer(isObject: false, closing: "]")
    }

    /// Writes the key of the next member of the innermost object; the next call writes its value.
    ///
    /// - Parameter key: the member's name, escaped like any string.
    public mutating func key(_ key: String) {
        precondition(containers.last == true && !afterKey, "JSONWriter: a key outside an object, or two keys in a row")
        startElement()
        writeString(key)
        append(style == .pretty ? " : " : ":")
        afterKey = true
    }

    /// Writes `count` elements into the innermost open array, `element(index, &json)` writing
    /// element `index` as one value, on up to `concurrency` threads a chunk of elements each,
    /// and flushes them to `output` in index order: the same bytes as writing them one after
    /// the other, faster for a long array (a report's labels).
    ///
    /// Whatever is buffered is flushed first. `element` gets a writer positioned inside the
    /// array and must write exactly one complete value.
    ///
    /// - Parameters:
    ///   - count: how many elements.
    ///   - concurrency: how many threads write at once.
    ///   - output: the stream the JSON goes to.
    ///   - element: writes one element, from any thread.
    public mutating func writeElements<Output: TextOutputStream>(
        count: Int, concurrency: Int, flushingTo output: inout Output, _ element: @Sendable (Int, inout JSONWriter) -> Void
    ) {
        precondition(containers.last == false && !afterKey, "JSONWriter: writeElements outside an array")
        flush(to: &output)
        let (style, escapesSlashes, containers, hadElements) = (style, escapesSlashes, containers, hasElements)
        ChunkedWork.write(recordCount: count, concurrency: concurrency, to: &output) { indexes in
            var json = JSONWriter(style: style, escapesSlashes: escapesSlashes)
            json.containers = containers
            json.hasElements = hadElements || indexes.lowerBound > 0
            json.started = true
            for index in indexes {
                element(index, &json)
                precondition(json.containers.count == containers.count && !json.afterKey, "JSONWriter: an element left a container open")
            }
            return json.buffer.takeBytes()
        }
        hasElements = hadElements || count > 0
    }

    // MARK: Values

    /// Writes a string value.
    ///
    /// - Parameter string: the text, escaped as `JSONEncoder` escapes it.
    public mutating func string(_ string: String) {
        startValue()
        writeString(string)
    }

    /// Writes a number value as `JSONEncoder` writes a `Double` (`null` for a NaN or an infinity).
    ///
    /// - Parameter number: the number.
    public mutating func number(_ number: Double) {
        startValue()
        guard number.isFinite else {
            append("null")
            return
        }
        // Whole numbers up to 2^53 have no exponent in Swift's description: written digit by
        // digit, without making a string. Others (fractions, exponents) take the description,
        // which is the shortest text that reads back as the same Double, without a trailing
        // ".0" as JSONEncoder writes it (2^53 is "9007199254740992.0").
        if number.rounded(.towardZero) == number, abs(number) < 9_007_199_254_740_992 {
            if number.sign == .minus { buffer.append(byte: UInt8(ascii: "-")) }
            DecimalText.withDigits(UInt64(abs(number))) { buffer.append($0) }
        } else {
            DecimalText.withShortestASCII(number) { buffer.append($0) }
        }
    }

    /// Writes an integer value.
    ///
    /// - Parameter number: the integer.
    public mutating func number(_ number: Int) {
        startValue()
        buffer.append(number)
    }

    /// Writes `true` or `false`.
    ///
    /// - Parameter bool: the value.
    public mutating func bool(_ bool: Bool) {
        startValue()
        append(bool ? "true" : "false")
    }

    /// Writes `null`.
    public mutating func null() {
        startValue()
        append("null")
    }

    /// Writes a value through its `Encodable` conformance (`SortedJSON`, so `JSONEncoder`), indented
    /// to sit where the writer is: for the small parts of a streamed report (a summary, a few
    /// palettes) that have no writer of their own. Pretty style only.
    ///
    /// - Parameter value: the value.
    package mutating func encoded(_ value: some Encodable) {
        precondition(style == .pretty && !escapesSlashes, "JSONWriter.encoded writes SortedJSON's form")
        startValue()
        // Every line after the first moves right by the open containers' indentation; the empty
        // line JSONEncoder leaves inside an empty container stays empty.
        let indentation = 2 * containers.count
        var text = SortedJSON.string(value)
        text.withUTF8 { bytes in
            var lineStart = 0
            for index in bytes.indices where bytes[index] == 0x0A {
                buffer.append(UnsafeBufferPointer(rebasing: bytes[lineStart...index]))
                lineStart = index + 1
                if lineStart < bytes.count, bytes[lineStart] != 0x0A { buffer.append(ascii: " ", count: indentation) }
            }
            buffer.append(UnsafeBufferPointer(rebasing: bytes[lineStart...]))
        }
    }

    // MARK: Layout

    /// Appends a literal's bytes, which need no escaping.
    @inline(__always)
    private mutating func append(_ literal: StaticString) {
        buffer.append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private mutating func beginContainer(isObject: Bool, opening: Unicode.Scalar) {
        startValue()
        buffer.append(byte: UInt8(ascii: opening))
        containers.append(isObject)
        hasElements = false
    }

    private mutating func endContainer(isObject: Bool, closing: Unicode.Scalar) {
        precondition(containers.last == isObject && !afterKey, "JSONWriter: end\(isObject ? "Object" : "Array")() does not close the innermost container")
        containers.removeLast()
        if style == .pretty {
            // JSONEncoder leaves an empty line inside an empty container.
            if !hasElements { buffer.append(byte: 0x0A) }
            newLine()
        }
        buffer.append(byte: UInt8(ascii: closing))
        hasElements = true  // the container just closed is an element of the one around it
    }

    /// What comes before a value: nothing after a key, else what comes before any element.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
            return
        }
        precondition(containers.last != true, "JSONWriter: a value inside an object needs a key first")
        precondition(!containers.isEmpty || !started, "JSONWriter: a second value after the document")
        started = true
        if !containers.isEmpty { startElement() }
    }

    /// A comma after the previous element, and in the pretty style a new, indented line: one
    /// piece of ``separators``.
    @inline(__always)
    private mutating func startElement() {
        let comma = hasElements
        hasElements = true
        guard style == .pretty else {
            if comma { buffer.append(byte: UInt8(ascii: ",")) }
            return
        }
        newLine(afterComma: comma)
    }

    /// A line break (after a comma when `afterComma`) and two spaces per open container.
    @inline(__always)
    private mutating func newLine(afterComma: Bool = false) {
        let indentation = 2 * containers.count
        let separators = Self.separators
        guard 2 + indentation <= separators.utf8CodeUnitCount else {
            if afterComma { buffer.append(byte: UInt8(ascii: ",")) }
            buffer.append(byte: 0x0A)
            buffer.append(ascii: " ", count: indentation)
            return
        }
        let skip = afterComma ? 0 : 1
        buffer.append(UnsafeBufferPointer(start: separators.utf8Start + skip, count: 2 + indentation - skip))
    }

    /// A comma, a line break and the indentation of the first levels: a piece of it (from the
    /// comma or from the line break) separates the elements at each level.
    private static let separators: StaticString = ",\n                                "

    private mutating func writeString(_ string: String) {
        buffer.append(byte: UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            // Runs of bytes that need no escape are copied at once; they are found eight bytes
            // at a time (most text has no byte to escape at all).
            var runStart = 0
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count,
                    !Self.mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self), slashes: escapesSlashes)
                {
                    index += 8
                    continue
                }
                let byte = base[index]
                index += 1
                guard
                    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                        || (byte == UInt8(ascii: "/") && escapesSlashes)
                else { continue }
                buffer.append(UnsafeBufferPointer(start: base + runStart, count: index - 1 - runStart))
                runStart = index
                switch byte {
                case 0x08: append("\\b")
                case 0x09: append("\\t")
                case 0x0A: append("\\n")
                case 0x0C: append("\\f")
                case 0x0D: append("\\r")
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case UInt8(ascii: "/"): append("\\/")
                default:
                    append("\\u00")
                    buffer.append(byte: Self.hexDigit(byte >> 4))
                    buffer.append(byte: Self.hexDigit(byte & 0xF))
                }
            }
            buffer.append(UnsafeBufferPointer(start: base + runStart, count: bytes.count - runStart))
        }
        buffer.append(byte: UInt8(ascii: "\""))
    }

    /// Whether any of eight bytes is a control character, `"` or a backslash (or `/` with `slashes`):
    /// the bit tricks of "Bit Twiddling Hacks" (a byte below n; a byte equal to n), exact for
    /// the word as a whole.
    private static func mayNeedEscape(_ word: UInt64, slashes: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & highBits != 0
        return hasControl || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
            || (slashes && hasZeroByte(word ^ (ones &* 0x2F)))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
