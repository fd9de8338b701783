/// The DOCTYPE: its name and external identifier are skipped (no DTD is ever fetched), and its
/// internal subset is read for the general entities it declares (``XMLEntities``).
extension XMLReader {
    /// Reads `<!DOCTYPE name ExternalID? [subset]? >` at the cursor.
    mutating func readDoctype() throws(SyntaxError) {
        let start = cursor.position
        cursor.advance(by: 9)
        var quote: Unicode.Scalar?
        while let scalar = cursor.current {
            cursor.advance()
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "[" {
                try readInternalSubset(doctypeStart: start)
                return
            } else if scalar == ">" {
                return
            }
        }
        throw error("unterminated DOCTYPE (it starts at \(start))", at: start)
    }

    /// Reads the internal subset after its `[`, and the `]` and `>` that end the DOCTYPE.
    ///
    /// Only `<!ENTITY name …>` declares what a document's text uses; element, attribute-list and
    /// notation declarations, comments, processing instructions, parameter entities and references
    /// to them (`%name;`) are skipped.
    private mutating func readInternalSubset(doctypeStart: SyntaxPosition) throws(SyntaxError) {
        while true {
            cursor.skipWhitespace()
            guard let scalar = cursor.current else { throw error("unterminated DOCTYPE (it starts at \(doctypeStart))", at: doctypeStart) }
            if scalar == "]" {
                cursor.advance()
                cursor.skipWhitespace()
                guard cursor.current == ">" else { throw error("expected '>' after the ']' that ends the DOCTYPE's internal subset") }
                cursor.advance()
                return
            } else if cursor.hasPrefix("<!--") {
                _ = try readComment()
            } else if cursor.hasPrefix("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if cursor.hasPrefix("<!ENTITY") {
                try readEntityDeclaration()
            } else if cursor.hasPrefix("<!") {
                try skipDeclaration(from: cursor.position)
            } else if scalar == "%" {
                // A parameter entity's text is declarations Legible does not need; never fetched.
                let start = cursor.position
                cursor.advance()
                _ = try readName("a parameter-entity name after '%'")
                guard cursor.current == ";" else { throw error("expected ';' to end the parameter-entity reference", at: start) }
                cursor.advance()
            } else {
                throw error("expected a declaration, a comment or ']' in the DOCTYPE's internal subset")
            }
        }
    }

    /// Skips a declaration to its `>`, quoted literals included.
    private mutating func skipDeclaration(from start: SyntaxPosition) throws(SyntaxError) {
        var quote: Unicode.Scalar?
        while let scalar = cursor.advance() {
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return
            }
        }
        throw error("unterminated declaration in the DOCTYPE (it starts at \(start))", at: start)
    }

    private mutating func requireWhitespace(_ what: @autoclosure () -> String) throws(SyntaxError) {
        guard let scalar = cursor.current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" else {
            throw error("expected whitespace \(what())")
        }
        cursor.skipWhitespace()
    }

    /// Reads `<!ENTITY name "value">`, `<!ENTITY name SYSTEM "uri">` (or `PUBLIC "id" "uri"`, with
    /// an optional `NDATA notation`) and skips `<!ENTITY % name …>`.
    private mutating func readEntityDeclaration() throws(SyntaxError) {
        let start = cursor.position
        cursor.advance(by: 8)
        try requireWhitespace("after <!ENTITY")
        if cursor.current == "%" {
            try skipDeclaration(from: start)
            return
        }
        let name = try readName("an entity name after <!ENTITY")
        try requireWhitespace("after the entity name '\(name)'")
        let definition: XMLEntities.Definition
        if let quote = cursor.current, quote == "\"" || quote == "'" {
            definition = .text(try readEntityValue(of: name))
        } else if cursor.hasPrefix("SYSTEM") || cursor.hasPrefix("PUBLIC") {
            let isPublic = cursor.hasPrefix("PUBLIC")
            cursor.advance(by: 6)
            try requireWhitespace("after SYSTEM or PUBLIC")
            if isPublic {
                _ = try readLiteral()
                try requireWhitespace("after the public identifier")
            }
            let systemLiteral = try readLiteral()
            cursor.skipWhitespace()
            if cursor.hasPrefix("NDATA") {
                cursor.advance(by: 5)
                try requireWhitespace("after NDATA")
                _ = try readName("a notation name after NDATA")
                definition = .unparsed
            } else {
                definition = .external(systemLiteral: systemLiteral)
            }
        } else {
            throw error("expected a quoted value, SYSTEM or PUBLIC in the declaration of the entity '\(name)'")
        }
        cursor.skipWhitespace()
        guard cursor.current == ">" else { throw error("expected '>' to end the declaration of the entity '\(name)'") }
        cursor.advance()
        entities.declare(name, definition)
    }

    /// A quoted system or public identifier, as written.
    private mutating func readLiteral() throws(SyntaxError) -> String {
        guard let quote = cursor.current, quote == "\"" || quote == "'" else { throw error("expected a quoted identifier") }
        let start = cursor.position
        cursor.advance()
        var text = String.UnicodeScalarView()
        while let scalar = cursor.advance() {
            if scalar == quote { return String(text) }
            text.append(scalar)
        }
        throw error("unterminated identifier (it starts at \(start))", at: start)
    }

    /// An entity's quoted value as its replacement text: character references decoded, entity
    /// references kept as written for ``XMLEntities`` to expand where the entity is used.
    private mutating func readEntityValue(of name: String) throws(SyntaxError) -> String {
        let start = cursor.position
        let quote = cursor.advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = cursor.current else {
                throw error("unterminated value of the entity '\(name)' (it starts at \(start))", at: start)
            }
            if scalar == quote {
                cursor.advance()
                return String(text)
            }
            if scalar == "%" {
                // XML 1.0's "PEs in Internal Subset": only between declarations.
                throw error("'%' in the value of the entity '\(name)': the internal subset allows no parameter-entity reference there")
            }
            guard scalar == "&" else {
                text.append(scalar)
                cursor.advance()
                continue
            }
            // Character references are decoded here; entity references, the predefined ones too,
            // where the entity is used (`"&#38;amp;"` and `"&amp;"` both stand for `&`).
            let (body, referenceStart) = try readReferenceBody()
            guard body.hasPrefix("#") else {
                text.append(contentsOf: "&\(body);".unicodeScalars)
                continue
            }
            do throws(XMLEntities.Problem) {
                if let character = try XMLEntities.character(body) { text.append(character) }
            } catch {
                throw self.error(error.message, at: referenceStart)
            }
        }
    }
}
