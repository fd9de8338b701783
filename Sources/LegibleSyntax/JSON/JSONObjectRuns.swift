/// One large object of a JSON document cut into runs of whole members, so that several threads
/// can read it at once: the `"strings"` object of a String Catalog holds nearly all its bytes.
///
/// A scan of the bytes finds the runs, following only strings, escapes and nesting, far faster
/// than reading. It trusts the text to be JSON, so the runs are only right for a text that is:
/// read each run strictly on its own (``JSONReader/parseMembers(of:in:text:file:)``) and the rest
/// with ``JSONReader/parse(_:file:skipping:)``, and when any of them fails read the whole
/// document again in one go, which reports the first error in document order.
package struct JSONObjectRuns: Sendable {
    /// Members written one after another, without the commas around them.
    package struct Run: Sendable {
        /// The run's UTF-8 offsets: from after the `{` or `,` before it to the `,` or `}` after.
        package var bytes: Range<Int>
        /// Where the run starts.
        package var start: SyntaxPosition
    }

    /// The object's UTF-8 offsets, from its `{` through its `}`.
    package var bytes: Range<Int>
    /// Where the text after the object's `}` starts.
    package var end: SyntaxPosition
    /// How deep the object is nested: the root object is 1, so a member of it is 2.
    package var depth: Int { 2 }
    /// The object's members in document order.
    package var runs: [Run]

    /// The object that is the value of the root object's member `key` (written without escapes),
    /// cut where a comma between members first comes `bytesPerRun` or more bytes after the
    /// run's start; `nil` when the scan finds no such object.
    package init?(member key: String, ofRootIn text: String, bytesPerRun: Int) {
        let scanned = text.utf8.withContiguousStorageIfAvailable { bytes in
            Self.scan(bytes, key: Array(key.utf8), bytesPerRun: bytesPerRun)
        }
        guard let scanned, let scanned else { return nil }
        self = scanned
    }

    private init(bytes: Range<Int>, end: SyntaxPosition, runs: [Run]) {
        self.bytes = bytes
        self.end = end
        self.runs = runs
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, key: [UInt8], bytesPerRun: Int) -> JSONObjectRuns? {
        var positions = BytePositions(bytes)
        var offset = positions.textStart
        var depth = 0
        var rootIsObject = false
        var expectingKey = false
        var keyMatches = false
        var objectStart: Int?
        var runs: [Run] = []
        var runStart = 0
        var runStartPosition = SyntaxPosition(line: 1, column: 1)
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                let stringStart = offset + 1
                offset += 1
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
                    offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
                }
                if depth == 1, expectingKey {
                    keyMatches = bytes[stringStart..<min(offset, bytes.count)].elementsEqual(key)
                    expectingKey = false
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth == 1 {
                    rootIsObject = bytes[offset] == UInt8(ascii: "{")
                    expectingKey = rootIsObject
                } else if depth == 2, keyMatches, objectStart == nil, bytes[offset] == UInt8(ascii: "{") {
                    objectStart = offset
                    runStart = offset + 1
                    runStartPosition = positions.position(at: runStart)
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 1, let objectStart {
                    runs.append(Run(bytes: runStart..<offset, start: runStartPosition))
                    var end = positions.position(at: offset)
                    end.column += 1
                    return JSONObjectRuns(bytes: objectStart..<(offset + 1), end: end, runs: runs)
                }
                if depth < 1 { return nil }
            case UInt8(ascii: ","):
                if depth == 1, rootIsObject {
                    expectingKey = true
                    keyMatches = false
                } else if depth == 2, objectStart != nil, offset - runStart >= bytesPerRun {
                    runs.append(Run(bytes: runStart..<offset, start: runStartPosition))
                    runStart = offset + 1
                    runStartPosition = positions.position(at: runStart)
                }
            case UInt8(ascii: "\n"):
                positions.startLine(at: offset + 1)
            case UInt8(ascii: "\r"):
                // `\r\n` is one line break, counted at its `\n`.
                if offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n") {
                    positions.startLine(at: offset + 1)
                }
            default:
                break
            }
            offset += 1
        }
        return nil
    }
}

/// Lines and columns of byte offsets, counted as `ScalarCursor` counts them: the scan notes
/// where each line starts, and a column counts the scalars (bytes that do not continue a UTF-8
/// sequence) since then, on from the last column asked for on the same line, so a document on
/// one long line is still counted once.
private struct BytePositions {
    let bytes: UnsafeBufferPointer<UInt8>
    /// After a byte order mark, which `ScalarCursor` skips without counting a column.
    let textStart: Int
    private var line = 1
    private var counted: (offset: Int, column: Int)

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        counted = (textStart, 1)
    }

    mutating func startLine(at offset: Int) {
        line += 1
        counted = (offset, 1)
    }

    /// The position of `offset`, which is on the current line, after the last one asked for.
    mutating func position(at offset: Int) -> SyntaxPosition {
        var column = counted.column
        for byte in bytes[counted.offset..<offset] where byte & 0xC0 != 0x80 {
            column += 1
        }
        counted = (offset, column)
        return SyntaxPosition(line: line, column: column)
    }
}
