/// What one Swift file says of its static functions and the calls it makes, for
/// ``UncalledFactories``: the `static func`/`class func` a type declares that may be dead (not
/// `override`, `@objc`, `@IBAction`, `dynamic`, `public` or `open`, not in a protocol), the names
/// each one's body uses, the names used outside them, and every place that may call one (with
/// the body it is in). Read by bytes, as ``UnshownNibs/CodeFacts`` reads: comments are skipped,
/// and the words in string literals are kept apart (an Objective-C runtime may call a name a
/// literal spells).
struct StaticFunctionFacts {
    struct Key: Hashable, Comparable {
        var type: Substring
        var name: Substring
        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.type, lhs.name) < (rhs.type, rhs.name) }
        var text: String { "\(type).\(name)" }
    }

    /// A place that may call a static function: `Type.name`; `.name` after `)` or `>`
    /// (`type(of: x).name`, `Generic<T>.name`); `.name` after a value (`x.name`, `x?.name`: a
    /// class's metatype value); an implicit member `.name` (only a function returning its own
    /// type may be one); `name(` (or `self.name`, `Self.name`, a bare `name`) unqualified.
    enum Site: Hashable {
        case qualified(receiver: Substring, name: Substring)
        case loose(Substring)
        case value(Substring)
        case implicit(Substring)
        case unqualified(Substring)
        /// A bare `name` (no call's parentheses): a reference unless the file binds the name.
        case bare(Substring)
    }

    var bodies: [Key: Set<Substring>] = [:]
    var outside: Set<Substring> = []
    var outsideSites: Set<Site> = []
    var bodySites: [Key: Set<Site>] = [:]
    /// Names the file binds (`let name`, `var name`, `name:`): a bare use of one is likely the binding.
    var bound: Set<Substring> = []
    /// Names a protocol requires of a type (`static func`), names declared `override`, and the words of string literals.
    var protocolNames: Set<Substring> = []
    var overridden: Set<Substring> = []
    var literalWords: Set<Substring> = []
    /// Every `Type.name` static function declared, candidate or not, and the types declared or extended here.
    var declaredStatic: Set<Key> = []
    /// The candidates declared `class func`: a subclass may call one unqualified from any file.
    var classFunctions: Set<Key> = []
    /// The candidates whose return type names their own type or `Self`: an implicit member `.name` may call one.
    var returningSelf: Set<Key> = []
    var types: Set<Substring> = []
    /// The enums and structs declared here (no subclass may inherit their static functions), and every type declared here.
    var valueTypes: Set<Substring> = []
    var concreteTypes: Set<Substring> = []

    /// Words before a `func` that keep it alive whatever calls it: the runtime, a subclass or
    /// another module may call it.
    private static let keeping: Set<Substring> = ["override", "objc", "IBAction", "IBSegueAction", "dynamic", "public", "open", "_cdecl", "inlinable"]

    init(_ text: String) {
        var reader = Reader(bytes: Array(text.utf8))
        reader.run(into: &self)
    }

    /// The byte reader's state: open types and protocols, the declaration being read, the body
    /// of a candidate being read.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var depth = 0
        var owners: [(name: Substring, depth: Int)] = []
        var protocols: [Int] = []
        var pendingType: Substring?
        var pendingProtocol = false
        var pendingFunction: Key?
        /// Whether the pending function's `->` has come: the words after it are its return type.
        var arrow = false
        var body: (key: Key, depth: Int)?
        var previous: Substring = ""
        var lastWord: Substring = ""
        var lastWordEnd = -1
        /// Words since the last `{`, `}` or `;` (attributes on the lines above), and on this line.
        var declaration: Set<Substring> = []
        var line: Set<Substring> = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Words after `class` that make a member, not a type (`class func`).
        static let modifiers: Set<Substring> = [
            "func", "var", "let", "override", "final", "subscript", "init", "private", "public", "internal", "fileprivate", "open", "static",
        ]

        static func isStart(_ byte: UInt8) -> Bool { SwiftCodeBytes.isIdentifierStart(byte) }
        static func isPart(_ byte: UInt8) -> Bool { SwiftCodeBytes.isIdentifierPart(byte) }

        mutating func run(into facts: inout StaticFunctionFacts) {
            while index < bytes.count {
                let byte = bytes[index]
                if Self.isStart(byte) {
                    word(into: &facts)
                } else if byte == 47, index + 1 < bytes.count, bytes[index + 1] == 47 || bytes[index + 1] == 42 {
                    skipComment()
                } else if byte == 34 {
                    literal(into: &facts)
                } else {
                    punctuation(byte)
                    index += 1
                }
            }
        }

        private mutating func word(into facts: inout StaticFunctionFacts) {
            var end = index + 1
            while end < bytes.count, Self.isPart(bytes[end]) { end += 1 }
            let word = Substring(decoding: bytes[index..<end], as: UTF8.self)
            let afterDot = index > 0 && bytes[index - 1] == 46
            let receiver: Substring? = afterDot && lastWordEnd == index - 2 ? lastWord : nil
            let beforeDot: UInt8 = index > 1 ? bytes[index - 2] : 0
            var next = end
            while next < bytes.count, bytes[next] == 32 || bytes[next] == 9 { next += 1 }
            let following: UInt8 = next < bytes.count ? bytes[next] : 0
            let isEquality = following == 61 && next + 1 < bytes.count && bytes[next + 1] == 61
            if ["class", "struct", "enum", "actor", "extension"].contains(previous), !afterDot, !Self.modifiers.contains(word) {
                pendingType = word
                facts.types.insert(word)
                if previous != "extension" { facts.concreteTypes.insert(word) }
                if previous == "enum" || previous == "struct" { facts.valueTypes.insert(word) }
            }
            if previous == "protocol" { pendingProtocol = true }
            if previous == "func", !afterDot {
                declare(word, into: &facts)
            } else {
                if let body { facts.bodies[body.key, default: []].insert(word) } else { facts.outside.insert(word) }
                if ["let", "var"].contains(previous) || following == 58 { facts.bound.insert(word) }
                if let key = pendingFunction, arrow, word == key.type || word == "Self" { facts.returningSelf.insert(key) }
                if let site = Self.site(
                    word, receiver: receiver, afterDot: afterDot, beforeDot: beforeDot, previous: previous, following: following, isEquality: isEquality)
                {
                    if let body { facts.bodySites[body.key, default: []].insert(site) } else { facts.outsideSites.insert(site) }
                }
            }
            declaration.insert(word)
            line.insert(word)
            previous = word
            lastWord = word
            lastWordEnd = end - 1
            index = end
        }

        /// The call a word may be: `Type.name`, `x.name`, `name(`, `name {`; a bare `name` is a
        /// reference too unless it is bound (`let name`, `name:`), as a local variable often is.
        private static func site(
            _ word: Substring, receiver: Substring?, afterDot: Bool, beforeDot: UInt8, previous: Substring, following: UInt8, isEquality: Bool
        ) -> Site? {
            if afterDot {
                if receiver == "Self" || receiver == "self" { return .unqualified(word) }
                if let receiver { return receiver.first?.isUppercase == true ? .qualified(receiver: receiver, name: word) : .value(word) }
                if beforeDot == 41 || beforeDot == 62 { return .loose(word) }  // `)` `>`
                return beforeDot == 63 || beforeDot == 33 || beforeDot == 93 ? .value(word) : .implicit(word)  // `?` `!` `]`
            }
            if ["let", "var", "case", "class", "struct", "enum", "protocol", "actor", "extension", "typealias", "import"].contains(previous) { return nil }
            if following == 58 || (following == 61 && !isEquality) { return nil }  // `name:` label or binding, `name = …`
            return following == 40 || following == 123 ? .unqualified(word) : .bare(word)
        }

        private mutating func declare(_ name: Substring, into facts: inout StaticFunctionFacts) {
            guard let owner = owners.last, owner.depth == depth else {
                // Only a static requirement may be a static function (unstoppable-wallet-ios
                // WalletConnectRequestChain.swift:13 requires an instance `viewController(request:)`).
                if !protocols.isEmpty, line.contains("static") || line.contains("class") { facts.protocolNames.insert(name) }
                return
            }
            let isStatic = line.contains("static") || line.contains("class")
            if declaration.contains("override") { facts.overridden.insert(name) }
            guard isStatic else { return }
            let key = Key(type: owner.name, name: name)
            facts.declaredStatic.insert(key)
            guard body == nil, declaration.isDisjoint(with: StaticFunctionFacts.keeping) else { return }
            pendingFunction = key
            if !line.contains("static") { facts.classFunctions.insert(key) }
        }

        private mutating func punctuation(_ byte: UInt8) {
            if byte == 62, index > 0, bytes[index - 1] == 45, pendingFunction != nil { arrow = true }
            if byte == 123 || byte == 125 || byte == 59 { arrow = false }
            switch byte {
            case 123:  // {
                depth += 1
                if let name = pendingType { owners.append((name, depth)) }
                if pendingProtocol { protocols.append(depth) }
                if let key = pendingFunction, body == nil { body = (key, depth) }
                pendingType = nil
                pendingProtocol = false
                pendingFunction = nil
                declaration = []
                line = []
            case 125:  // }
                if let owner = owners.last, owner.depth == depth { owners.removeLast() }
                if protocols.last == depth { protocols.removeLast() }
                if body?.depth == depth { body = nil }
                depth -= 1
                pendingFunction = nil
                declaration = []
                line = []
            case 59:  // ;
                pendingType = nil
                pendingProtocol = false
                pendingFunction = nil
                declaration = []
                line = []
            case 10:
                line = []
            default:
                break
            }
            if byte != 32, byte != 9, byte != 10, byte != 64 { previous = "" }
        }

        private mutating func skipComment() { index = SwiftCodeBytes.commentEnd(bytes, at: index) }

        /// A literal, `"…"` to the next unescaped quote on the line or `"""…"""` over lines: its words are kept apart.
        private mutating func literal(into facts: inout StaticFunctionFacts) {
            let triple = index + 2 < bytes.count && bytes[index + 1] == 34 && bytes[index + 2] == 34
            var end = index + (triple ? 3 : 1)
            if triple {
                while end + 2 < bytes.count, !(bytes[end] == 34 && bytes[end + 1] == 34 && bytes[end + 2] == 34) { end += bytes[end] == 92 ? 2 : 1 }
            } else {
                end = SwiftCodeBytes.lineLiteralEnd(bytes, openingAt: index)
            }
            end = min(end, bytes.count)
            var inner = index + 1
            while inner < end {
                guard Self.isStart(bytes[inner]) else {
                    inner += 1
                    continue
                }
                var wordEnd = inner + 1
                while wordEnd < end, Self.isPart(bytes[wordEnd]) { wordEnd += 1 }
                facts.literalWords.insert(Substring(decoding: bytes[inner..<wordEnd], as: UTF8.self))
                inner = wordEnd
            }
            previous = ""
            index = min(bytes.count, end + (triple ? 3 : 1))
        }
    }
}
