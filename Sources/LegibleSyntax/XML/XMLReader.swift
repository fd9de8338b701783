/// A small, strict XML 1.0 reader for property lists and Android resources.
///
/// Foundation's `XMLParser` needs libxml2 on Linux and reports positions after each tag, not
/// where it starts; this reader gives exact positions and fails on the first well-formedness
/// error with its line and column. It skips the XML declaration and processing instructions,
/// decodes the five predefined entities and character references, and expands the general
/// entities a DOCTYPE's internal subset declares (``XMLEntities``; termux-app's `strings.xml`
/// names its app with one) within ``maximumEntityExpansion`` and ``maximumEntityNesting``. It
/// never fetches anything: a DTD or an external entity is not read, and a reference to an external
/// entity is an error that says so.
package struct XMLReader {
    var cursor: ScalarCursor
    let file: String
    /// What the DOCTYPE declares, and what their expansions have spent of the budget.
    var entities = XMLEntities()
    private var depth = 0
    private var dropsWhitespaceBetweenElements = false
    private static let maximumDepth = 256
    /// The most attributes one element may have; real property lists and Android resources have
    /// a handful.
    package static let maximumAttributes = 1000
    /// The most characters the entity references of one document may expand to, each reference
    /// counted as one more: hundreds of times what termux-app's strings expand to (a few thousand),
    /// and a thousandth of what a billion laughs (ten entities of ten references each) would build.
    package static let maximumEntityExpansion = 1_000_000
    /// The longest chain of entities whose values refer to one another.
    package static let maximumEntityNesting = 16
    /// The longest entity reference read, `&` and `;` aside: far longer than a declared name
    /// (termux-app's `TERMUX_STYLING_APP_NAME` has 23 characters), short enough that a stray `&`
    /// is reported where it is.
    private static let maximumReferenceLength = 256
    /// Up to this many attributes, a new name is compared with each one before it.
    private static let attributesComparedByName = 16

    /// Reads a whole document.
    ///
    /// - Parameters:
    ///   - text: the document.
    ///   - file: its name, for errors.
    ///   - droppingWhitespaceBetweenElements: leave out text that is only whitespace before a
    ///     child element or before the end tag of an element that has child elements: the
    ///     indentation of storyboards and layouts, which their readers never look at and which
    ///     was a string and a node for every indented line. Text elsewhere is kept whole,
    ///     whitespace included; so is every text when `false`.
    package static func parse(_ text: String, file: String, droppingWhitespaceBetweenElements: Bool = false) throws(SyntaxError) -> XMLElementNode {
        try refuseNonXMLCharacters(text, file: file)
        var reader = XMLReader(cursor: ScalarCursor(text), file: file)
        reader.dropsWhitespaceBetweenElements = droppingWhitespaceBetweenElements
        try reader.skipMisc(allowDoctype: true)
        guard reader.cursor.current == "<" else {
            throw reader.error(reader.cursor.isAtEnd ? "no root element" : "expected the root element, found text")
        }
        let root = try reader.parseElement()
        try reader.skipMisc(allowDoctype: false)
        if !reader.cursor.isAtEnd {
            throw reader.error("unexpected content after the root element")
        }
        return root
    }

    private init(cursor: ScalarCursor, file: String) {
        self.cursor = cursor
        self.file = file
    }

    func error(_ message: String, at position: SyntaxPosition? = nil) -> SyntaxError {
        SyntaxError(file: file, position: position ?? cursor.position, message: message)
    }

    /// Skips whitespace, comments, processing instructions and (before the root) a DOCTYPE.
    private mutating func skipMisc(allowDoctype: Bool) throws(SyntaxError) {
        while true {
            cursor.skipWhitespace()
            if cursor.hasPrefix("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if cursor.hasPrefix("<!--") {
                _ = try readComment()
            } else if allowDoctype && cursor.hasPrefix("<!DOCTYPE") {
                try readDoctype()
            } else {
                return
            }
        }
    }

    mutating func skip(past terminator: String, what: String) throws(SyntaxError) {
        let start = cursor.position
        while !cursor.isAtEnd {
            if cursor.hasPrefix(terminator) {
                cursor.advance(by: terminator.unicodeScalars.count)
                return
            }
            cursor.advance()
        }
        throw error("unterminated \(what) (it starts at \(start))", at: start)
    }

    mutating func readComment() throws(SyntaxError) -> String {
        let start = cursor.position
        cursor.advance(by: 4)
        var text = String.UnicodeScalarView()
        while !cursor.isAtEnd {
            if cursor.hasPrefix("-->") {
                cursor.advance(by: 3)
                return String(text)
            }
            if let scalar = cursor.advance() { text.append(scalar) }
        }
        throw error("unterminated comment (it starts at \(start))", at: start)
    }

    /// Whether an ASCII byte may be part of a name (every non-ASCII scalar may): a letter, a
    /// digit, `_`, `:`, `-` or `.`. No line break is one, as `advance(whileASCII:)` needs.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    /// `what` is built only for an error: interpolating the element's name into it at every
    /// attribute was a twentieth of reading a storyboard.
    mutating func readName(_ what: @autoclosure () -> String) throws(SyntaxError) -> String {
        // A run of name characters sliced out whole: appending them one by one took a tenth of
        // reading a storyboard.
        let start = cursor.index
        cursor.advance(whileASCII: Self.isNameByte)
        let name = cursor.text(from: start)
        guard let first = name.unicodeScalars.first, !first.isASCIIDigit, first != "-", first != "." else {
            throw error("expected \(what())")
        }
        return name
    }

    private mutating func parseElement() throws(SyntaxError) -> XMLElementNode {
        let start = cursor.position
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw error("elements nested more than \(Self.maximumDepth) levels deep")
        }
        cursor.advance()
        let name = try readName("an element name after '<'")
        var attributes: [(name: String, value: String)] = []
        // Duplicates are looked for among the few attributes an element has by comparing names;
        // a set (which hashes every name) is built only for an element with many.
        var attributeNames: Set<String>?
        while true {
            let hadSpace = cursor.current.map { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" } ?? false
            cursor.skipWhitespace()
            guard let scalar = cursor.current else {
                throw error("unterminated start tag <\(name)> (it starts at \(start))", at: start)
            }
            if scalar == ">" {
                cursor.advance()
                break
            }
            if cursor.hasPrefix("/>") {
                cursor.advance(by: 2)
                return XMLElementNode(name: name, attributes: attributes, children: [], position: start, contentPosition: cursor.position)
            }
            guard hadSpace else { throw error("expected whitespace, '>' or '/>' in the start tag <\(name)>") }
            let attributePosition = cursor.position
            let attributeName = try readName("an attribute name in <\(name)>")
            let isDuplicate: Bool
            if attributeNames == nil && attributes.count < Self.attributesComparedByName {
                isDuplicate = attributes.contains { $0.name == attributeName }
            } else {
                if attributeNames == nil { attributeNames = Set(attributes.lazy.map(\.name)) }
                isDuplicate = !attributeNames!.insert(attributeName).inserted
            }
            guard !isDuplicate else {
                throw error("duplicate attribute '\(attributeName)' in <\(name)>", at: attributePosition)
            }
            guard attributes.count < Self.maximumAttributes else {
                throw error("more than \(Self.maximumAttributes) attributes in <\(name)>", at: attributePosition)
            }
            cursor.skipWhitespace()
            guard cursor.current == "=" else { throw error("expected '=' after the attribute '\(attributeName)'") }
            cursor.advance()
            cursor.skipWhitespace()
            guard let quote = cursor.current, quote == "\"" || quote == "'" else {
                throw error("expected a quoted value for the attribute '\(attributeName)'")
            }
            cursor.advance()
            var value = ""
            while true {
                guard let scalar = cursor.current else {
                    throw error("unterminated value of the attribute '\(attributeName)'", at: attributePosition)
                }
                if scalar == quote {
                    cursor.advance()
                    break
                }
                if scalar == "<" { throw error("'<' is not allowed in an attribute value") }
                if scalar == "&" {
                    try readReference(into: &value.unicodeScalars)
                } else {
                    // A run of plain value on one line, sliced out whole; a line break alone.
                    let quoteByte = UInt8(truncatingIfNeeded: quote.value)
                    let run = cursor.index
                    cursor.advance(whileASCII: { $0 != quoteByte && !Self.endsPlainText($0) })
                    if cursor.index == run {
                        value.unicodeScalars.append(scalar)
                        cursor.advance()
                    } else if value.isEmpty {
                        value = cursor.text(from: run)
                    } else {
                        value += cursor.text(from: run)
                    }
                }
            }
            attributes.append((attributeName, value))
        }
        let contentPosition = cursor.position
        var children: [XMLContent] = []
        // Text is gathered as a String from runs sliced out whole: appending a slice's scalars
        // one by one to a scalar view was half of reading a storyboard.
        var text = ""
        var hasChildElements = false
        func flushText(_ children: inout [XMLContent], _ text: inout String) {
            if !text.isEmpty {
                children.append(.text(text, isCDATA: false))
                text = ""
            }
        }
        while true {
            guard let scalar = cursor.current else {
                throw error("element <\(name)> is never closed (it starts at \(start))", at: start)
            }
            if dropsWhitespaceBetweenElements && text.isEmpty && (scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r") {
                // Whitespace up to the next markup is skipped; it becomes text only when what
                // follows is not a child element or (after one) the end tag.
                let run = cursor.index
                cursor.skipWhitespace()
                let isStartTag = cursor.current == "<" && !cursor.hasPrefix("</") && !cursor.hasPrefix("<!") && !cursor.hasPrefix("<?")
                if !(isStartTag || (hasChildElements && cursor.hasPrefix("</"))) {
                    text = cursor.text(from: run)
                }
            } else if scalar != "<" && scalar != "&" {
                // A run of plain text on one line, sliced out whole (markup is looked for only at
                // a '<': asking at every character was a tenth of reading a storyboard).
                let run = cursor.index
                cursor.advance(whileASCII: { !Self.endsPlainText($0) })
                if cursor.index == run {
                    text.unicodeScalars.append(scalar)
                    cursor.advance()
                } else if text.isEmpty {
                    text = cursor.text(from: run)
                } else {
                    text += cursor.text(from: run)
                }
            } else if cursor.hasPrefix("</") {
                flushText(&children, &text)
                let closePosition = cursor.position
                cursor.advance(by: 2)
                let closing = try readName("an element name after '</'")
                guard closing == name else {
                    throw error("closing tag </\(closing)> does not match <\(name)> (opened at \(start))", at: closePosition)
                }
                cursor.skipWhitespace()
                guard cursor.current == ">" else { throw error("expected '>' to end </\(closing)>") }
                cursor.advance()
                return XMLElementNode(name: name, attributes: attributes, children: children, position: start, contentPosition: contentPosition)
            } else if cursor.hasPrefix("<!--") {
                flushText(&children, &text)
                children.append(.comment(try readComment()))
            } else if cursor.hasPrefix("<![CDATA[") {
                flushText(&children, &text)
                let cdataStart = cursor.position
                cursor.advance(by: 9)
                var cdata = String.UnicodeScalarView()
                while !cursor.hasPrefix("]]>") {
                    guard let next = cursor.advance() else {
                        throw error("unterminated CDATA section (it starts at \(cdataStart))", at: cdataStart)
                    }
                    cdata.append(next)
                }
                cursor.advance(by: 3)
                children.append(.text(String(cdata), isCDATA: true))
            } else if cursor.hasPrefix("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if scalar == "<" {
                flushText(&children, &text)
                children.append(.element(try parseElement()))
                hasChildElements = true
            } else {
                try readReference(into: &text.unicodeScalars)
            }
        }
    }

    /// Whether an ASCII byte ends a run of plain text or attribute value: markup, a reference,
    /// or a line break (which `advance(whileASCII:)` leaves to `advance()` to count).
    private static func endsPlainText(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// A character XML does not allow written as it is (a raw NUL or ESC) is as wrong as a
    /// reference to one (`&#0;`): refused at its line and column before parsing. One pass over
    /// the bytes; only a file that has one is walked by scalars for the position.
    private static func refuseNonXMLCharacters(_ text: String, file: String) throws(SyntaxError) {
        // Bytes below 0x20 other than tab, LF, CR; EF BF BE/BF (U+FFFE, U+FFFF).
        func isSuspect(_ byte: UInt8) -> Bool { (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0xEF }
        // Over the contiguous bytes when the text has them (a tight loop), else through the view.
        let suspect = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSuspect) } ?? text.utf8.contains(where: isSuspect)
        guard suspect else { return }
        var cursor = ScalarCursor(text)
        while let scalar = cursor.current {
            if !isXMLCharacter(scalar) {
                let code =
                    "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
                    + String(scalar.value, radix: 16, uppercase: true)
                throw SyntaxError(file: file, position: cursor.position, message: "\(code), a character XML does not allow, is in the file as it is")
            }
            cursor.advance()
        }
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return and everything from U+0020 up but the
    /// surrogates (which are no scalars), U+FFFE and U+FFFF. A reference to anything else, such
    /// as `&#0;`, is not well-formed.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Appends what `&name;`, `&#N;` or `&#xH;` at the cursor stands for.
    private mutating func readReference(into output: inout String.UnicodeScalarView) throws(SyntaxError) {
        let (body, start) = try readReferenceBody()
        do throws(XMLEntities.Problem) {
            if let character = try XMLEntities.character(body) {
                output.append(character)
            } else if entities.isDeclared(body) {
                try entities.expand(body, into: &output)
            } else {
                let declared = entities.isEmpty ? "" : "; the DOCTYPE declares none by this name"
                throw XMLEntities.Problem("unknown entity &\(body); (XML predefines &lt; &gt; &amp; &quot; &apos;\(declared))")
            }
        } catch {
            throw self.error(error.message, at: start)
        }
    }

    /// Reads `&…;` at the cursor: what is between, and where the `&` is.
    mutating func readReferenceBody() throws(SyntaxError) -> (body: String, start: SyntaxPosition) {
        let start = cursor.position
        cursor.advance()
        var body = ""
        var length = 0
        while let scalar = cursor.current, scalar != ";" {
            guard length < Self.maximumReferenceLength, scalar != "<", scalar != "&", scalar != " " else {
                throw error("'&' must start an entity such as &amp; or &#38;", at: start)
            }
            body.unicodeScalars.append(scalar)
            length += 1
            cursor.advance()
        }
        guard cursor.current == ";" else { throw error("unterminated entity reference", at: start) }
        cursor.advance()
        return (body, start)
    }
}
