import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Reads legacy `.strings` files: `"key" = "text";` pairs with `/* */` and `//` comments and
/// old-style property-list escapes (`\n`, `\t`, `\"`, `\\`, `\U00E9`, octal `\101`).
///
/// The comment just before a pair becomes its metadata comment. A key defined twice keeps the
/// last text, as Foundation does at run time.
struct StringsFileReader {
    private var cursor: ScalarCursor
    private let file: String

    static func read(_ text: String, file: String, locale: String) throws(SyntaxError) -> StringCatalog {
        var reader = StringsFileReader(cursor: ScalarCursor(text), file: file)
        var entries: [CatalogEntry] = []
        var indexByKey: [String: Int] = [:]
        while true {
            let comment = try reader.skipTrivia()
            guard !reader.cursor.isAtEnd else { break }
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
        return StringCatalog(file: file, format: .strings, entries: entries)
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
                for _ in 0..<4 {
                    guard let digit = cursor.current, digit.isASCIIHexDigit, let number = UInt32(String(digit), radix: 16) else {
                        throw error("expected four hexadecimal digits after '\\\(Character(escaped))'", at: escapePosition)
                    }
                    value = value << 4 | number
                    cursor.advance()
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
