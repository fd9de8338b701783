import LegibleSyntax
import Testing

/// The examples of RFC 4180 section 2 (rules 1–7), then what the RFC leaves open and the dialects.
@Suite("CSV reader")
struct CSVReaderTests {
    private func texts(_ csv: String, _ dialect: CSVReader.Dialect = .rfc4180) throws -> [[String]] {
        try CSVReader.records(in: csv, dialect: dialect).map { $0.fields.map(\.text) }
    }

    private func failure(_ csv: String, _ dialect: CSVReader.Dialect = .rfc4180) -> CSVReader.Failure? {
        do {
            _ = try CSVReader.records(in: csv, dialect: dialect)
            Issue.record("expected a failure for \(csv.debugDescription)")
            return nil
        } catch {
            return error
        }
    }

    // MARK: RFC 4180, section 2

    @Test func rule1RecordsEndWithCRLF() throws {
        #expect(try texts("aaa,bbb,ccc\r\nzzz,yyy,xxx\r\n") == [["aaa", "bbb", "ccc"], ["zzz", "yyy", "xxx"]])
    }

    @Test func rule2LastRecordMayLackALineBreak() throws {
        #expect(try texts("aaa,bbb,ccc\r\nzzz,yyy,xxx") == [["aaa", "bbb", "ccc"], ["zzz", "yyy", "xxx"]])
    }

    @Test func rule3HeaderIsAnOrdinaryRecord() throws {
        #expect(try texts("field_name,field_name,field_name\r\naaa,bbb,ccc\r\n").first == ["field_name", "field_name", "field_name"])
    }

    @Test func rule4SpacesArePartOfAField() throws {
        #expect(try texts("aaa, bbb ,ccc") == [["aaa", " bbb ", "ccc"]])
    }

    @Test func rule5FieldsMayBeQuoted() throws {
        #expect(try texts("\"aaa\",\"bbb\",\"ccc\"\r\nzzz,yyy,xxx") == [["aaa", "bbb", "ccc"], ["zzz", "yyy", "xxx"]])
    }

    @Test func rule6QuotedFieldsHoldLineBreaksQuotesAndCommas() throws {
        #expect(try texts("\"aaa\",\"b\r\nbb\",\"ccc\"\r\nzzz,yyy,xxx") == [["aaa", "b\r\nbb", "ccc"], ["zzz", "yyy", "xxx"]])
        #expect(try texts("\"a,b\",c") == [["a,b", "c"]])
    }

    @Test func rule7QuotesAreDoubled() throws {
        #expect(try texts("\"aaa\",\"b\"\"bb\",\"ccc\"") == [["aaa", "b\"bb", "ccc"]])
        #expect(try texts("\"\"\"\"") == [["\""]])
    }

    // MARK: Beyond the RFC's examples

    @Test func emptyFieldsAndATrailingComma() throws {
        #expect(try texts("a,,c\n,\n\"\",x") == [["a", "", "c"], ["", ""], ["", "x"]])
        #expect(try texts("a,b,") == [["a", "b", ""]])
        #expect(try texts("a,b,\nc,d") == [["a", "b", ""], ["c", "d"]])
    }

    @Test func lineBreaksOfEveryKindAndBlankLines() throws {
        #expect(try texts("a\nb\rc\r\nd") == [["a"], ["b"], ["c"], ["d"]])
        #expect(try texts("\n\na\r\n\r\n\nb\n\n") == [["a"], ["b"]])
        #expect(try texts("") == [])
    }

    @Test func everyFieldKeepsItsLineAndColumn() throws {
        let records = try CSVReader.records(in: "\u{FEFF}key,text\r\ngreeting,\"Hello,\r\n\"\"world\"\"\",é\n")
        #expect(records.map { $0.fields.map(\.position.description) } == [["1:1", "1:5"], ["2:1", "2:10", "3:12"]])
        #expect(records[1].fields[1].text == "Hello,\r\n\"world\"")
        #expect(records[1].source == "greeting,\"Hello,\r\n\"\"world\"\"\",é")
        #expect(records[1].position.description == "2:1")
    }

    @Test func badQuotingIsAnErrorWithItsPosition() throws {
        let unterminated = try #require(failure("a,b\nc,\"open\nnext"))
        #expect(unterminated.kind == .unterminatedQuote)
        #expect(unterminated.position.description == "2:3")
        #expect(unterminated.syntaxError(file: "t.csv").message == "unterminated quoted field")

        let after = try #require(failure("\"a\"b,c"))
        #expect(after.kind == .textAfterQuote)
        #expect(after.position.description == "1:4")
        #expect(after.source == "\"a\"b,c")
        #expect(after.message == "expected ',' or a line break after a quoted field")

        let inside = try #require(failure("ok\nab\"c\",d\nlast"))
        #expect(inside.kind == .quoteInUnquotedField)
        #expect(inside.position.description == "2:3")
        #expect(inside.source == "ab\"c\",d")
    }

    // MARK: Dialects

    @Test func commasInParenthesesNeedNoQuotes() throws {
        let dialect = CSVReader.Dialect(commasInParentheses: true)
        #expect(try texts("rgb(0, 0, 0),white", dialect) == [["rgb(0, 0, 0)", "white"]])
        #expect(try texts("color(srgb 1 0 0 / 50%),hsl(0, 0%, 100%)", dialect) == [["color(srgb 1 0 0 / 50%)", "hsl(0, 0%, 100%)"]])
        #expect(try texts("rgb(0, 0, 0),white") == [["rgb(0", " 0", " 0)", "white"]])
        // An unclosed parenthesis keeps the rest of the line in one field, for the colour parser to reject.
        #expect(try texts("white,rgb(0, 0\nnext", dialect) == [["white", "rgb(0, 0"], ["next"]])
    }

    @Test func trimmedSpacesInsideAndAroundQuotes() throws {
        let dialect = CSVReader.Dialect(trimsSpaces: true)
        #expect(try texts("  a ,\t\" b \"  , c\u{00A0}", dialect) == [["a", "b", "c"]])
        #expect(try texts("   \n", dialect) == [])
        let positions = try CSVReader.records(in: "  a ,  \"b\"", dialect: dialect)[0].fields.map(\.position.description)
        #expect(positions == ["1:3", "1:8"])
    }

    @Test func recordsOnOneLineWhenQuotedLineBreaksAreOff() throws {
        let dialect = CSVReader.Dialect(quotedLineBreaks: false)
        let open = try #require(failure("#fff,#000\n\"#fff,#000\n#767676,white\n", dialect))
        #expect(open.kind == .unterminatedQuote)
        #expect(open.position.description == "2:1")
        #expect(open.source == "\"#fff,#000")
        #expect(try texts("\"a\",b\r\nc,d", dialect) == [["a", "b"], ["c", "d"]])
    }
}
