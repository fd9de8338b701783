import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Reads legacy `.strings` files: `"key" = "text";` pairs with `/* */` and `//` comments and
/// old-style property-list escapes (`\n`, `\t`, `\"`, `\\`, `\U00E9`, octal `\101`).
///
/// The comment just before a pair becomes its metadata comment. A key defined twice keeps the
/// last text, as Foundation does at run time.
///
/// Read as Xcode reads it (`asXcode`), two things a strict reading refuses are read as
/// CoreFoundation's old-style property list parser reads them (swift-corelibs-foundation
/// `Sources/CoreFoundation/CFOldStylePList.c`): where `parsePlistDictContent` looks for the next
/// key and finds no string (`"a" = "1";;`), it stops without an error and keeps the entries before,
/// so the file's ``StringCatalog/truncation`` says where the rest is dropped (Rocket.Chat 3172a098
/// `it.lproj/Localizable.strings:19`, Jami a8d4bcb1 `nl-NL.lproj/Localizable.strings:70`); and
/// `getSlashedChar` reads `\U` with up to four hexadecimal digits, none giving U+0000
/// (Rocket.Chat `pl.lproj/Localizable.strings:131`, `"\Utwórz konto"`), a reading note.
struct StringsFileReader {
    private var cursor: ScalarCursor
    private let file: String
    private var asXcode = false
    private var notes: [SourceFileError] = []

    static func read(_ text: String, file: String, locale: String, asXcode: Bool = false) throws(SyntaxError) -> StringCatalog {
        var reader = StringsFileReader(cursor: ScalarCursor(text), file: file)
        reader.asXcode = asXcode
        var entries: [CatalogEntry] = []
        var indexByKey: [String: Int] = [:]
        var truncation: SourceFileError?
        while true {
            let comment = try reader.skipTrivia()
            guard !reader.cursor.isAtEnd else { break }
            if asXcode, !entries.isEmpty, let stop = reader.stopsReading() {
                // Nothing after the stray character: Foundation loses no entry, so it is a
                // reading note, not an error (xDrip4iOS 69eb8833 `ar.lproj/BluetoothPeripheralView.strings:68`,
                // a last entry written `…";;`).
                if stop.dropsNothing { reader.notes.append(stop.error) } else { truncation = stop.error }
                break
            }
            let keyPosition = reader.cursor.position
            let key = try reader.readToken(what: "a quoted key")
            try reader.skipTriviaExpecting()
            var text = key
            var textPosition = keyPosition
            if reader.cursor.current == "=" {
                reader.cursor.advance()
                try reader.skipTriviaExpecting()
                textPosition = reader.cursor.position
                text = try reader.readToken(what: "a quoted text after '='")
                try reader.skipTriviaExpecting()
            }
            guard reader.cursor.current == ";" else {
                throw reader.error("expected ';' after the entry \"\(key)\"")
            }
            reader.cursor.advance()
            let entry = CatalogEntry(
                key: key, locale: locale, text: text, file: file, position: TextPosition(textPosition),
                keyPosition: TextPosition(keyPosition), metadata: EntryMetadata(comment: comment)
            )
            if let existing = indexByKey[key] {
                entries[existing] = entry
            } else {
                indexByKey[key] = entries.count
                entries.append(entry)
            }
        }
        var catalog = StringCatalog(file: file, format: .strings, entries: entries)
        catalog.readingNotes = reader.notes
        catalog.truncation = truncation
        return catalog
    }

    /// Where CoreFoundation stops: the next key starts with neither a quote nor a character of an
    /// unquoted string (`parsePlistString(pInfo, false)` returns `NULL` with no error), and how
    /// many entries the rest of the file holds, read as if the stray characters were not there.
    private func stopsReading() -> (error: SourceFileError, dropsNothing: Bool)? {
        guard let first = cursor.current, first != "\"", first != "'", !Self.isUnquotedScalar(first) else { return nil }
        let position = cursor.position
        var rest = StringsFileReader(cursor: cursor, file: file)
        var dropped = 0
        var complete = false
        while true {
            do { try rest.skipTrivia() } catch { break }
            if rest.cursor.current == ";" {
                rest.cursor.advance()
                continue
            }
            if rest.cursor.isAtEnd {
                complete = true
                break
            }
            do { try rest.readEntry() } catch { break }
            dropped += 1
        }
        let stray = "Apple's .strings reader stops at the stray '\(Character(first))' at \(position.line):\(position.column)"
        if complete, dropped == 0 {
            let message = "\(stray): no entry follows it, so none is dropped"
            return (SourceFileError(file: file, position: TextPosition(position), message: message), true)
        }
        let what =
            complete
            ? (dropped == 1 ? "the entry after line \(position.line) is" : "the \(dropped) entries after line \(position.line) are")
            : "the rest of the file after line \(position.line) (\(dropped) entries or more) is"
        return (SourceFileError(file: file, position: TextPosition(position), message: "\(stray): \(what) dropped at run time"), false)
    }

    /// `value` as four or more upper-case hexadecimal digits (`0000`, `00E9`).
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// One `"key" = "text";` or `"key";`, for counting what a truncation drops.
    private mutating func readEntry() throws(SyntaxError) {
        _ = try readToken(what: "a quoted key")
        try skipTriviaExpecting()
        if cursor.current == "=" {
            cursor.advance()
            try skipTriviaExpecting()
            _ = try readToken(what: "a quoted text after '='")
            try skipTriviaExpecting()
        }
        guard cursor.current == ";" else { throw error("expected ';'") }
        cursor.advance()
    }

    private func error(_ message: String, at position: SyntaxPosition? = nil) -> SyntaxError {
        SyntaxError(file: file, position: position ?? cursor.position, message: message)
    }

    /// Skips whitespace and comments, returning the last comment's text.
    @discardableResult
    private mutating func skipTrivia() throws(SyntaxError) -> String? {
        var comment: String?
        while true {
            cursor.skipWhitespace()
            if cursor.hasPrefix("/*") {
                let start = cursor.position
                cursor.advance(by: 2)
                var text = String.UnicodeScalarView()
                while !cursor.hasPrefix("*/") {
                    guard let scalar = cursor.advance() else {
                        throw error("unterminated comment (it starts at \(start))", at: start)
                    }
                    text.append(scalar)
                }
                cursor.advance(by: 2)
                comment = String(text).trimmingWhitespace
            } else if cursor.hasPrefix("//") {
                var text = String.UnicodeScalarView()
                cursor.advance(by: 2)
                while let scalar = cursor.current, scalar != "\n", scalar != "\r" {
                    text.append(scalar)
                    cursor.advance()
                }
                comment = String(text).trimmingWhitespace
            } else {
                return comment
            }
        }
    }

    private mutating func skipTriviaExpecting() throws(SyntaxError) {
        try skipTrivia()
        if cursor.isAtEnd { throw error("unexpected end of file inside an entry") }
    }

    private static func isUnquotedScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.isASCIIDigit || "_$+/:.-".unicodeScalars.contains(scalar)
    }

    /// A quoted string, or an unquoted word as old-style property lists allow.
    private mutating func readToken(what: String) throws(SyntaxError) -> String {
        guard let first = cursor.current else { throw error("expected \(what), found the end of the file") }
        if first == "\"" { return try readQuoted() }
        guard Self.isUnquotedScalar(first) else {
            throw error("expected \(what), found '\(Character(first))'")
        }
        var word = String.UnicodeScalarView()
        while let scalar = cursor.current, Self.isUnquotedScalar(scalar) {
            word.append(scalar)
            cursor.advance()
        }
        return String(word)
    }

    private mutating func readQuoted() throws(SyntaxError) -> String {
        let start = cursor.position
        cursor.advance()
        var result = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        while true {
            guard let scalar = cursor.current else {
                throw error("unterminated string (it starts at \(start))", at: start)
            }
            if scalar == "\"" {
                cursor.advance()
                if pendingHighSurrogate != nil { throw error("unpaired UTF-16 surrogate in a '\\U' escape", at: start) }
                return String(result)
            }
            guard scalar == "\\" else {
                if pendingHighSurrogate != nil { throw error("unpaired UTF-16 surrogate in a '\\U' escape") }
                result.append(scalar)
                cursor.advance()
                continue
            }
            let escapePosition = cursor.position
            cursor.advance()
            guard let escaped = cursor.advance() else {
                throw error("unterminated string (it starts at \(start))", at: start)
            }
            if escaped == "U" || escaped == "u" {
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let digit = cursor.current, digit.isASCIIHexDigit, let number = UInt32(String(digit), radix: 16) {
                    value = value << 4 | number
                    cursor.advance()
                    digits += 1
                }
                if digits < 4 {
                    guard asXcode, escaped == "U" else {
                        throw error("expected four hexadecimal digits after '\\\(Character(escaped))'", at: escapePosition)
                    }
                    // CoreFoundation's `getSlashedChar` takes the digits there are, none giving U+0000.
                    notes.append(
                        SourceFileError(
                            file: file, position: TextPosition(escapePosition),
                            message:
                                "'\\U' with \(digits == 0 ? "no hexadecimal digit" : "\(digits) of its 4 hexadecimal digits") after it is read as U+\(Self.hex(value))\(value == 0 ? ", a NUL character in place of the 'U'" : "")"
                        ))
                }
                if let high = pendingHighSurrogate {
                    guard (0xDC00...0xDFFF).contains(value),
                        let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
                    else {
                        throw error("unpaired UTF-16 surrogate in a '\\U' escape", at: escapePosition)
                    }
                    result.append(combined)
                    pendingHighSurrogate = nil
                } else if (0xD800...0xDBFF).contains(value) {
                    pendingHighSurrogate = value
                } else if let decoded = Unicode.Scalar(value) {
                    result.append(decoded)
                } else {
                    throw error("unpaired UTF-16 surrogate in a '\\U' escape", at: escapePosition)
                }
                continue
            }
            if pendingHighSurrogate != nil { throw error("unpaired UTF-16 surrogate in a '\\U' escape", at: escapePosition) }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "a": result.append("\u{07}")
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "v": result.append("\u{0B}")
            case "0"..."7":
                var value = escaped.value - 0x30
                var digits = 1
                while digits < 3, let digit = cursor.current, ("0"..."7").contains(digit) {
                    value = value * 8 + (digit.value - 0x30)
                    cursor.advance()
                    digits += 1
                }
                guard let decoded = Unicode.Scalar(value) else { throw error("invalid octal escape", at: escapePosition) }
                result.append(decoded)
            default:
                // `\"`, `\\`, `\'` and any other escaped character stand for themselves.
                result.append(escaped)
            }
        }
    }
}
