/// Writes one JSON document piece by piece, in the order the caller gives, so a report of any
/// size streams out without a tree of the whole document in memory.
///
/// The text is Foundation's `JSONEncoder` output, byte for byte, for the same values in the same
/// key order: `.pretty` is `.prettyPrinted` (two-space indent, `"key" : value`, an empty array or
/// object as an opening line, an empty line and a closing line), `.compact` is the default
/// formatting (no whitespace at all). Strings escape `"`, `\` and control characters (`\n`,
/// `\t`, `\u001f`…) and, unless `escapesSlashes` is on, leave `/` and every non-ASCII character
/// as they are (`.withoutEscapingSlashes`); numbers are written shortest-round-trip (`0.1`,
/// `12.5`, `1e-07`, `1e+21`), integral doubles without `.0` (`343`, `-0`). Keys come out in the
/// order they are written: write them sorted for `.sortedKeys` output.
///
/// The writer keeps what it has written in a buffer; ``flush(to:whenLargerThan:)`` moves it to
/// the real output, for instance after each element of a long array.
///
/// ```swift
/// var json = JSONWriter(style: .pretty)
/// var output = ""
/// json.beginObject()
/// json.key("labels")
/// json.beginArray()
/// for label in labels {
///     json.beginObject()
///     json.field("key", label.key)
///     json.field("width", label.width)
///     json.endObject()
///     json.flush(to: &output, whenLargerThan: 1 << 16)
/// }
/// json.endArray()
/// json.endObject()
/// json.flush(to: &output)   // {\n  "labels" : [\n    {\n      "key" : "save",\n …
/// ```
///
/// Non-finite numbers, which JSON cannot represent, are written as `null`. Calls out of order (a
/// key outside an object, a value in an object without its key, closing the wrong bracket, a
/// second document) are programming errors and stop with a precondition failure, so the
/// writer never emits invalid JSON.
public struct JSONWriter: Sendable {
    /// How the document is laid out.
    public enum Style: Sendable, Hashable {
        /// No whitespace: `{"key":1,"list":[true,null]}`.
        case compact
        /// Two spaces per level, one member or element per line, `"key" : value`.
        case pretty
    }

    /// The layout of the document.
    public let style: Style
    /// Whether `/` is written as `\/` (Foundation's default; off for `.withoutEscapingSlashes`).
    public let escapesSlashes: Bool
    /// Text written and not flushed yet.
    private var buffer: [UInt8] = []
    /// The open objects and arrays, outermost first.
    private var levels: [Level] = []
    /// A key was just written, so its value comes next, on the same line.
    private var afterKey = false
    /// Whether the document's value has begun.
    private var started = false

    private struct Level: Sendable {
        let isObject: Bool
        var isEmpty = true
    }

    /// A writer of an empty document.
    ///
    /// - Parameters:
    ///   - style: compact or indented.
    ///   - escapesSlashes: whether to write `/` as `\/`.
    public init(style: Style = .pretty, escapesSlashes: Bool = false) {
        self.style = style
        self.escapesSlashes = escapesSlashes
    }

    /// Whether every object and array begun has ended and a value was written.
    public var isComplete: Bool { started && levels.isEmpty }

    /// Moves the buffered text to `output` when there is more than `minimum` bytes of it.
    ///
    /// - Parameters:
    ///   - output: where the document goes.
    ///   - minimum: flush only when more than this many UTF-8 bytes are buffered; 0 flushes all.
    public mutating func flush(to output: inout some TextOutputStream, whenLargerThan minimum: Int = 0) {
        guard buffer.count > minimum else { return }
        output.write(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
    }

    /// Begins an object (`{`), as an element, after a key, or as the document.
    public mutating func beginObject() {
        beginValue()
        buffer.append(UInt8(ascii: "{"))
        levels.append(Level(isObject: true))
    }

    /// Ends the innermost object.
    public mutating func endObject() {
        end("}", object: true)
    }

    /// Begins an array (`[`), as an element, after a key, or as the document.
    public mutating func beginArray() {
        beginValue()
        buffer.append(UInt8(ascii: "["))
        levels.append(Level(isObject: false))
    }

    /// Ends the innermost array.
    public mutating func endArray() {
        end("]", object: false)
    }

    /// Writes a member's key; its value comes next.
    ///
    /// - Parameter name: the key, escaped like a string value.
    public mutating func key(_ name: String) {
        precondition(!afterKey && levels.last?.isObject == true, "JSONWriter: a key outside an object, or two keys in a row")
        separate()
        appendString(name)
        if style == .pretty {
            buffer.append(contentsOf: " : ".utf8)
        } else {
            buffer.append(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    /// Writes a string value.
    ///
    /// - Parameter value: the string, escaped.
    public mutating func string(_ value: String) {
        beginValue()
        appendString(value)
    }

    /// Writes a number, shortest round-trip, without a `.0` when integral; `null` when not finite.
    ///
    /// - Parameter value: the number.
    public mutating func number(_ value: Double) {
        beginValue()
        guard value.isFinite else {
            buffer.append(contentsOf: "null".utf8)
            return
        }
        let text = value.description
        buffer.append(contentsOf: text.utf8)
        // Foundation writes integral doubles without the `.0` Swift's description adds.
        if buffer.count >= 2, buffer[buffer.count - 2] == UInt8(ascii: "."), buffer[buffer.count - 1] == UInt8(ascii: "0") {
            buffer.removeLast(2)
        }
    }

    /// Writes an integer.
    ///
    /// - Parameter value: the integer.
    public mutating func number(_ value: Int) {
        beginValue()
        appendDecimal(value)
    }

    /// Writes `true` or `false`.
    ///
    /// - Parameter value: the Boolean.
    public mutating func bool(_ value: Bool) {
        beginValue()
        buffer.append(contentsOf: value ? "true".utf8 : "false".utf8)
    }

    /// Writes `null`.
    public mutating func null() {
        beginValue()
        buffer.append(contentsOf: "null".utf8)
    }

    /// Writes a key and a string value.
    ///
    /// - Parameters:
    ///   - name: the key.
    ///   - value: the string; `nil` writes `null`.
    public mutating func field(_ name: String, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    /// Writes a key and a number.
    ///
    /// - Parameters:
    ///   - name: the key.
    ///   - value: the number (see ``number(_:)-(Double)``).
    public mutating func field(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }

    /// Writes a key and an integer.
    ///
    /// - Parameters:
    ///   - name: the key.
    ///   - value: the integer.
    public mutating func field(_ name: String, _ value: Int) {
        key(name)
        number(value)
    }

    /// Writes a key and a Boolean.
    ///
    /// - Parameters:
    ///   - name: the key.
    ///   - value: the Boolean.
    public mutating func field(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Before a value: nothing after its key; in an array the separator and indentation.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        precondition(levels.last?.isObject != true, "JSONWriter: a value in an object without a key")
        precondition(!levels.isEmpty || !started, "JSONWriter: a second value after the document")
        started = true
        separate()
    }

    /// The comma before every member or element but the first, and in pretty output the new
    /// line and indentation.
    private mutating func separate() {
        guard !levels.isEmpty else { return }
        if !levels[levels.count - 1].isEmpty { buffer.append(UInt8(ascii: ",")) }
        levels[levels.count - 1].isEmpty = false
        if style == .pretty { newline(depth: levels.count) }
    }

    private mutating func end(_ bracket: String, object: Bool) {
        precondition(levels.last?.isObject == object && !afterKey, "JSONWriter: \(bracket) does not close the innermost container")
        let level = levels.removeLast()
        if style == .pretty {
            // Foundation writes an empty array or object over three lines, the middle one empty.
            if level.isEmpty { buffer.append(UInt8(ascii: "\n")) }
            newline(depth: levels.count)
        }
        buffer.append(contentsOf: bracket.utf8)
    }

    private mutating func newline(depth: Int) {
        if depth < Self.newlines.count {
            buffer.append(contentsOf: Self.newlines[depth])
        } else {
            buffer.append(UInt8(ascii: "\n"))
            buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
    }

    /// A line break and the indentation of each of the first levels.
    private static let newlines: [[UInt8]] = (0..<16).map { [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 2 * $0) }

    /// A quoted, escaped string: runs without escapes are copied whole.
    private mutating func appendString(_ value: String) {
        buffer.append(UInt8(ascii: "\""))
        if value.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            var contiguous = value
            contiguous.withUTF8 { appendEscaped($0) }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            // Only `"`, `\\`, `/` and control characters need a look.
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/") else { continue }
            let escape: String
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "/"):
                guard escapesSlashes else { continue }
                escape = "\\/"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            default: escape = "\\u00" + (byte < 0x10 ? "0" : "1") + String(byte & 0x0F, radix: 16)
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            buffer.append(contentsOf: escape.utf8)
            runStart = index + 1
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// An integer in decimal, digits worked out in place.
    private mutating func appendDecimal(_ value: Int) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = buffer.count
        repeat {
            buffer.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        buffer[start...].reverse()
    }
}

/// A value that writes itself with a ``JSONWriter``, in the form its `Encodable` conformance
/// gives under `JSONEncoder`'s `.sortedKeys` (keys sorted, absent optionals left out).
///
/// ```swift
/// var json = JSONWriter()
/// json.value(finding)   // {"id": …, "location": {…}, "message": …, "rule": …, "severity": …}
/// ```
public protocol JSONWritable {
    /// Writes the value as one JSON value.
    ///
    /// - Parameter json: the writer, positioned where a value may go.
    func write(to json: inout JSONWriter)
}

extension JSONWriter {
    /// Writes a value that knows its JSON form.
    ///
    /// - Parameter value: the value.
    public mutating func value(_ value: some JSONWritable) {
        value.write(to: &self)
    }

    /// Writes a key and a value that knows its JSON form.
    ///
    /// - Parameters:
    ///   - name: the key.
    ///   - value: the value.
    public mutating func field(_ name: String, _ value: some JSONWritable) {
        key(name)
        value.write(to: &self)
    }
}

extension Finding: JSONWritable {
    /// Writes `id`, `location` (when there is one), `message`, `rule`, `severity`.
    ///
    /// - Parameter json: the writer.
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", id)
        if let location { json.field("location", location) }
        json.field("message", message)
        json.field("rule", rule)
        json.field("severity", severity.rawValue)
        json.endObject()
    }
}

extension SourceLocation: JSONWritable {
    /// Writes `column` and `line` when known, and `file`.
    ///
    /// - Parameter json: the writer.
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        if let column { json.field("column", column) }
        json.field("file", file)
        if let line { json.field("line", line) }
        json.endObject()
    }
}

extension ToolInfo: JSONWritable {
    /// Writes `informationURI` when known, `name`, and `version` when known.
    ///
    /// - Parameter json: the writer.
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        if let informationURI { json.field("informationURI", informationURI) }
        json.field("name", name)
        if let version { json.field("version", version) }
        json.endObject()
    }
}
