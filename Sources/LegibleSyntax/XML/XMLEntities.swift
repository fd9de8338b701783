/// The general entities a document's DOCTYPE declares in its internal subset, and their expansion
/// where the document refers to them, within a budget.
///
/// termux-app (30ebb2de, `app/src/main/res/values/strings.xml:3`) declares
/// `<!ENTITY TERMUX_APP_NAME "Termux">` and writes `&TERMUX_APP_NAME;` in its strings, which aapt2
/// builds; reading only the five predefined entities made the file unreadable. A declaration is
/// kept as XML 1.0 §4.5 says: its value with the character references decoded and the entity
/// references left as written, expanded where the document uses the entity, so an entity may use
/// one declared before or after it. External entities are never fetched: a reference to one is an
/// error that says so.
struct XMLEntities {
    enum Definition {
        /// The replacement text: the quoted value with its character references decoded.
        case text(String)
        /// `SYSTEM "…"` or `PUBLIC "…" "…"`: text in another file, which Legible never fetches.
        case external(systemLiteral: String)
        /// `… NDATA name`: no text at all, which XML allows only in attributes declared as ENTITY.
        case unparsed
    }

    private var definitions: [String: Definition] = [:]
    /// Characters the expansions in this document have produced so far, each reference counted as
    /// one more, against ``XMLReader/maximumEntityExpansion``.
    private var spent = 0
    /// Each entity's expansion once built, with how many entities deep it goes (itself included).
    private var expansions: [String: (text: String, height: Int)] = [:]

    var isEmpty: Bool { definitions.isEmpty }

    /// Declares `name` unless it is declared already: the first declaration binds (XML 1.0 §4.2).
    /// A declaration of a predefined entity changes nothing, since those are decoded first.
    mutating func declare(_ name: String, _ definition: Definition) {
        if definitions[name] == nil { definitions[name] = definition }
    }

    func isDeclared(_ name: String) -> Bool { definitions[name] != nil }

    /// The scalar `&body;` stands for when `body` is a predefined entity or a character reference,
    /// `nil` when it is a name the DOCTYPE may declare.
    ///
    /// - Throws: ``Problem`` for a character reference to no character, or to one XML does not allow.
    static func character(_ body: String) throws(Problem) -> Unicode.Scalar? {
        switch body {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let number: UInt32?
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                number = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                number = UInt32(body.dropFirst(), radix: 10)
            } else {
                return nil
            }
            guard let number, let scalar = Unicode.Scalar(number) else { throw Problem("invalid character reference &\(body);") }
            guard XMLReader.isXMLCharacter(scalar) else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                throw Problem("character reference &\(body); is \(code), a character XML does not allow")
            }
            return scalar
        }
    }

    /// What is wrong with a reference, placed by the caller at the reference.
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Appends what the declared entity `name` expands to.
    ///
    /// - Throws: ``Problem`` when the expansion passes ``XMLReader/maximumEntityExpansion`` or
    ///   ``XMLReader/maximumEntityNesting``, refers to itself, to an undeclared, external or
    ///   unparsed entity, or holds markup (`<`), which Legible does not read as elements.
    mutating func expand(_ name: String, into output: inout String.UnicodeScalarView) throws(Problem) {
        var chain: [String] = []
        output.append(contentsOf: try expansion(of: name, chain: &chain).unicodeScalars)
    }

    /// What `name` expands to, built once per document (walking an entity's value a scalar at a
    /// time at every use took 2 s for a billion laughs' million characters in a debug build) and
    /// counted against the budget at every use, its length and one for the reference.
    private mutating func expansion(of name: String, chain: inout [String]) throws(Problem) -> String {
        // Built only for an error: the chain of references that led here.
        func path() -> String { (chain + [name]).map { "&\($0);" }.joined(separator: " → ") }
        guard !chain.contains(name) else { throw Problem("the entity &\(name); refers to itself (\(path()))") }
        func nested() -> Problem { Problem("entities nested more than \(XMLReader.maximumEntityNesting) deep (\(path())) (XMLReader.maximumEntityNesting)") }
        if let built = expansions[name] {
            // An entity built before is as deep here as where it was built.
            guard chain.count + built.height <= XMLReader.maximumEntityNesting else { throw nested() }
            try spend(built.text.unicodeScalars.count + 1, expanding: chain.first ?? name)
            return built.text
        }
        guard chain.count < XMLReader.maximumEntityNesting else { throw nested() }
        let user = chain.last.map { " in the value of the entity &\($0);" } ?? ""
        switch definitions[name] {
        case nil:
            throw Problem("unknown entity &\(name);\(user) (XML predefines &lt; &gt; &amp; &quot; &apos;)")
        case .external(let systemLiteral)?:
            throw Problem("&\(name);\(user) is an external entity (SYSTEM \"\(systemLiteral)\"), which Legible does not fetch, so its text is not known")
        case .unparsed?:
            throw Problem("&\(name);\(user) is an unparsed entity (NDATA), which XML does not allow in text")
        case .text(let text)?:
            chain.append(name)
            defer { chain.removeLast() }
            let first = chain[0]
            try spend(1, expanding: first)
            var built = String.UnicodeScalarView()
            var height = 1
            let scalars = text.unicodeScalars
            var index = scalars.startIndex
            while index < scalars.endIndex {
                let scalar = scalars[index]
                scalars.formIndex(after: &index)
                if scalar == "<" {
                    throw Problem("the entity &\(name); holds markup ('<'), which Legible does not read as elements")
                }
                guard scalar == "&" else {
                    try spend(1, expanding: first)
                    built.append(scalar)
                    continue
                }
                // A reference the value kept as written, or an '&' a character reference decoded (`&#38;`).
                guard let end = scalars[index...].firstIndex(of: ";"), end > index else {
                    throw Problem("the value of the entity &\(name); has an '&' that starts no entity")
                }
                let body = String(scalars[index..<end])
                index = scalars.index(after: end)
                if let character = try Self.character(body) {
                    try spend(1, expanding: first)
                    built.append(character)
                } else {
                    // Its cost is counted where it is built or taken from the ones built.
                    built.append(contentsOf: try expansion(of: body, chain: &chain).unicodeScalars)
                    height = max(height, 1 + (expansions[body]?.height ?? 0))
                }
            }
            let result = String(built)
            expansions[name] = (result, height)
            return result
        }
    }

    /// Counts `count` against the budget: a billion laughs (ten entities of ten references each)
    /// stops here after a million characters instead of building 10⁹, and so does one long entity
    /// used a thousand times. References count too, so a million uses of an empty entity do.
    private mutating func spend(_ count: Int, expanding name: String) throws(Problem) {
        spent += count
        guard spent <= XMLReader.maximumEntityExpansion else {
            throw Problem(
                "expanding &\(name); passes the limit of \(XMLReader.maximumEntityExpansion) characters the entities of one file may expand to, "
                    + "each reference counted as one (XMLReader.maximumEntityExpansion); an entity-expansion bomb?")
        }
    }
}
