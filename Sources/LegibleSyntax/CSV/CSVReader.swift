/// One field of a CSV record: its text (quotes removed, `""` read as one quote) and where it
/// starts.
package struct CSVField: Sendable, Hashable {
    package var text: String
    /// The field's first character: its opening quote when it is quoted.
    package var position: SyntaxPosition

    package init(text: String, position: SyntaxPosition) {
        self.text = text
        self.position = position
    }
}

/// One record (row) of a CSV text: at least one field.
package struct CSVRecord: Sendable, Hashable {
    package var fields: [CSVField]
    /// The record as written, without its line break, for messages that quote it.
    package var source: Substring

    /// Where the record starts.
    package var position: SyntaxPosition { fields[0].position }
}

/// Reads CSV as RFC 4180 defines it: fields separated by commas, records by CRLF, LF or CR;
/// a field in double quotes may hold commas, line breaks and quotes written twice (`""`).
/// Every field keeps its line and column.
///
/// Beyond the RFC: the last record may end without a line break, a blank line is no record, a
/// leading byte-order mark is skipped, and a ``Dialect`` can relax the syntax for hand-written
/// lists. Bad quoting is an error, never a guess.
///
/// ```swift
/// let records = try CSVReader.records(in: "key,text\r\ngreeting,\"Hello, \"\"world\"\"\"\r\n")
/// records[1].fields.map(\.text)        // ["greeting", "Hello, \"world\""]
/// records[1].fields[1].position        // 2:10
/// ```
package enum CSVReader {
    /// How far a text may depart from RFC 4180.
    package struct Dialect: Sendable, Hashable {
        /// Commas inside parentheses do not separate fields, so `rgb(0, 0, 0),white` is two fields
        /// without quotes.
        package var commasInParentheses: Bool
        /// Spaces and tabs around a field's text are dropped, inside quotes too, and may stand
        /// between a closing quote and the comma.
        package var trimsSpaces: Bool
        /// A quoted field may hold line breaks (RFC 4180); when `false` every record is one line
        /// and a quote still open at the line's end is an error.
        package var quotedLineBreaks: Bool

        package init(commasInParentheses: Bool = false, trimsSpaces: Bool = false, quotedLineBreaks: Bool = true) {
            self.commasInParentheses = commasInParentheses
            self.trimsSpaces = trimsSpaces
            self.quotedLineBreaks = quotedLineBreaks
        }

        /// RFC 4180 exactly.
        package static let rfc4180 = Dialect()
    }

    /// Why a text is not CSV, and where.
    package struct Failure: Error, Sendable, Hashable {
        package enum Kind: Sendable, Hashable {
            /// A quoted field has no closing quote (in the text, or on its line when quoted
            /// fields cannot span lines).
            case unterminatedQuote
            /// A closing quote is followed by something other than a comma or a line break.
            case textAfterQuote
            /// A quote inside a field that does not start with one.
            case quoteInUnquotedField
        }

        package var kind: Kind
        /// The opening quote of an unterminated field, else the offending character.
        package var position: SyntaxPosition
        /// The record as written up to the end of the line where reading stopped.
        package var source: Substring

        /// What is wrong, for a message that names the file and position.
        package var message: String {
            switch kind {
            case .unterminatedQuote: "unterminated quoted field"
            case .textAfterQuote: "expected ',' or a line break after a quoted field"
            case .quoteInUnquotedField: "a quote inside an unquoted field; quote the whole field and double the quote"
            }
        }

        /// The failure as an error about `file`.
        package func syntaxError(file: String) -> SyntaxError {
            SyntaxError(file: file, position: position, message: message)
        }
    }

    /// Every record of `text`, in order; blank lines (a record of one empty field) are left out.
    package static func records(in text: String, dialect: Dialect = .rfc4180) throws(Failure) -> [CSVRecord] {
        var cursor = ScalarCursor(text)
        var records: [CSVRecord] = []
        while !cursor.isAtEnd {
            let recordStart = cursor.index
            var fields: [CSVField] = []
            while true {
                fields.append(try field(&cursor, dialect: dialect, recordStart: recordStart))
                guard cursor.current == "," else { break }
                cursor.advance()
                if cursor.isAtEnd {
                    fields.append(CSVField(text: "", position: cursor.position))
                    break
                }
            }
            let source = Substring(cursor.scalars[recordStart..<cursor.index])
            if cursor.current == "\r" { cursor.advance() }
            if cursor.current == "\n" { cursor.advance() }
            if !(fields.count == 1 && fields[0].text.isEmpty) {
                records.append(CSVRecord(fields: fields, source: source))
            }
        }
        return records
    }

    private static func field(
        _ cursor: inout ScalarCursor, dialect: Dialect, recordStart: String.UnicodeScalarView.Index
    ) throws(Failure) -> CSVField {
        func failure(_ kind: Failure.Kind, at position: SyntaxPosition) -> Failure {
            var lineEnd = cursor.index
            while lineEnd < cursor.scalars.endIndex, !isLineBreak(cursor.scalars[lineEnd]) {
                lineEnd = cursor.scalars.index(after: lineEnd)
            }
            return Failure(kind: kind, position: position, source: Substring(cursor.scalars[recordStart..<lineEnd]))
        }
        if dialect.trimsSpaces { skipSpaces(&cursor) }
        let start = cursor.position
        var value = String.UnicodeScalarView()
        if cursor.current == "\"" {
            cursor.advance()
            while true {
                guard let scalar = cursor.current, dialect.quotedLineBreaks || !isLineBreak(scalar) else {
                    throw failure(.unterminatedQuote, at: start)
                }
                cursor.advance()
                if scalar == "\"" {
                    guard cursor.current == "\"" else { break }
                    cursor.advance()
                }
                value.append(scalar)
            }
            if dialect.trimsSpaces { skipSpaces(&cursor) }
            if let next = cursor.current, next != ",", !isLineBreak(next) {
                throw failure(.textAfterQuote, at: cursor.position)
            }
        } else {
            var depth = 0
            while let scalar = cursor.current, !isLineBreak(scalar), scalar != "," || depth > 0 {
                if scalar == "\"" {
                    throw failure(.quoteInUnquotedField, at: cursor.position)
                }
                if dialect.commasInParentheses {
                    if scalar == "(" { depth += 1 } else if scalar == ")" { depth -= 1 }
                }
                value.append(scalar)
                cursor.advance()
            }
        }
        if dialect.trimsSpaces {
            while let first = value.first, isSpace(first) { value.removeFirst() }
            while let last = value.last, isSpace(last) { value.removeLast() }
        }
        return CSVField(text: String(value), position: start)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r"
    }

    /// A tab or a space separator (U+0020, U+00A0, U+2000…): what Foundation calls whitespace
    /// without line breaks.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    private static func skipSpaces(_ cursor: inout ScalarCursor) {
        while let scalar = cursor.current, isSpace(scalar) { cursor.advance() }
    }
}
