/// A cheap pass over a Swift file's bytes, before swift-syntax sees it, that refuses nesting no
/// screen has and the parser or the tree walk cannot survive: 100,000 nested `[`, `(`, `{`,
/// `<` or `#if`, string interpolation inside interpolation, or an `else if` chain of 10,000
/// branches (each branch one level deeper in the tree) overflowed the stack (signals 11 and
/// 134) of a file well under the size limit, and a 24-deep array literal took seconds to parse.
///
/// It counts brackets, braces, parentheses, generic angle brackets written against a name
/// (`Array<Array<Int>>`), string literals and their interpolations, `#if` blocks and the branches
/// of an `else if` chain, skipping comments and the text of string literals; it does not parse.
/// Swift's own parser has a nesting limit too (`Parser(maximumNestingLevel:)`, 256 by default),
/// but it bounds only some of these, and what it leaves (an over-deep tree) still has to be
/// walked.
///
/// ```swift
/// SwiftNestingCheck.problem(in: "let a = [[[1]]]")   // nil
/// SwiftNestingCheck.problem(in: String(repeating: "[", count: 300))
/// // (line 1, column 101, "brackets, parentheses, braces, … nest deeper than 100 …")
/// ```
enum SwiftNestingCheck {
    /// The deepest nesting of brackets, parentheses, braces, angle brackets, `#if` blocks and
    /// string literals together: 100. SwiftUI views nest a few dozen levels at most.
    static let maximumDepth = 100
    /// The deepest nesting of array and dictionary literals and subscripts (`[`): 12. The
    /// parser's look-ahead at each `[` (an array literal or an array type?) makes its time grow
    /// threefold with every two levels.
    static let maximumBracketDepth = 12
    /// The most branches of one `if … else if …` chain: 1,000.
    static let maximumElseIfChain = 1_000

    /// Where the file first passes a limit and what it passes, `nil` when it passes none.
    static func problem(in text: String) -> (line: Int, column: Int, message: String)? {
        var scanner = Scanner(Array(text.utf8))
        return scanner.run()
    }

    private enum Frame: Equatable {
        case open(UInt8)
        /// A string literal: its `#` count and whether it is multi-line (`"""`).
        case string(hashes: Int, multiline: Bool)
        /// `\(` inside a string literal.
        case interpolation
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// Where the step being taken started: where an error points.
        var tokenStart = 0
        var line = 1
        var lineStart = 0
        var stack: [Frame] = []
        var brackets = 0
        var angles = 0
        var conditionals = 0
        /// `else if` branches of the chain open at each brace depth.
        var chains: [Int: Int] = [:]
        /// The brace depth a `}` just closed to, while the next token may still be `else`.
        var closedTo: Int?

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func byte(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }

        var braces: Int { stack.count(where: { $0 == .open(UInt8(ascii: "{")) }) }

        mutating func fail(_ message: String) -> (line: Int, column: Int, message: String) {
            (line, tokenStart - lineStart + 1, message)
        }

        mutating func newline() {
            line += 1
            lineStart = index + 1
            angles = 0
        }

        mutating func run() -> (line: Int, column: Int, message: String)? {
            while index < bytes.count {
                tokenStart = index
                if case .string(let hashes, let multiline)? = stack.last {
                    stringByte(hashes: hashes, multiline: multiline)
                } else if let problem = codeByte() {
                    return problem
                }
                if stack.count + angles + conditionals > maximumDepth {
                    return fail(
                        "brackets, parentheses, braces, generic arguments, #if blocks and string interpolations nest deeper than \(maximumDepth) "
                            + "levels (SwiftNestingCheck.maximumDepth); the file is not parsed")
                }
                if brackets > maximumBracketDepth {
                    return fail(
                        "array or dictionary literals nest deeper than \(maximumBracketDepth) levels (SwiftNestingCheck.maximumBracketDepth); "
                            + "the file is not parsed")
                }
            }
            return nil
        }

        /// One step inside a string literal's text.
        mutating func stringByte(hashes: Int, multiline: Bool) {
            let current = bytes[index]
            if current == UInt8(ascii: "\n") {
                newline()
                // A single-line literal cannot span lines: the file does not compile; stop counting it.
                if !multiline { stack.removeLast() }
                index += 1
            } else if current == UInt8(ascii: "\\") {
                var count = 0
                while byte(1 + count) == UInt8(ascii: "#") { count += 1 }
                if count == hashes, byte(1 + count) == UInt8(ascii: "(") {
                    stack.append(.interpolation)
                    index += 2 + count
                } else {
                    index += count == hashes ? 2 + count : 1
                }
            } else if current == UInt8(ascii: "\"") && (!multiline || (byte(1) == current && byte(2) == current)) {
                let quotes = multiline ? 3 : 1
                var count = 0
                while byte(quotes + count) == UInt8(ascii: "#") && count < hashes { count += 1 }
                if count == hashes { stack.removeLast() }
                index += quotes + count
            } else {
                index += 1
            }
        }

        /// One step of code; a problem when an `else if` chain passes its limit.
        mutating func codeByte() -> (line: Int, column: Int, message: String)? {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "\n"):
                newline()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                return nil
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                skipBlockComment()
                return nil
            case UInt8(ascii: "\""):
                openString()
                return nil
            case UInt8(ascii: "#"):
                // `#"…"#` is a raw string; `#if`, `#endif` and the rest are directives.
                if isStringStart() {
                    openString()
                    return nil
                }
                poundDirective()
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(.open(current))
                if current == UInt8(ascii: "[") { brackets += 1 }
                if current == UInt8(ascii: "{") { angles = 0 }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                closeBracket(current)
                index += 1
                return nil
            case UInt8(ascii: "<") where index > 0 && isNameByte(bytes[index - 1]):
                angles += 1
            case UInt8(ascii: ">") where angles > 0:
                angles -= 1
            case UInt8(ascii: ";"):
                angles = 0
            case UInt8(ascii: "e") where closedTo != nil:
                if let problem = elseIf() { return problem }
            default:
                break
            }
            if current != UInt8(ascii: " ") && current != UInt8(ascii: "\n") && current != UInt8(ascii: "\t") && current != UInt8(ascii: "\r") {
                if let depth = closedTo, current != UInt8(ascii: "e") { chains[depth] = nil }
                if current != UInt8(ascii: "e") { closedTo = nil }
            }
            index += 1
            return nil
        }

        /// A `}` … `else if`: one more branch of the chain at that depth.
        mutating func elseIf() -> (line: Int, column: Int, message: String)? {
            let word = Array("else".utf8)
            guard index + 4 <= bytes.count, Array(bytes[index..<index + 4]) == word, let depth = closedTo else {
                if let depth = closedTo { chains[depth] = nil }
                closedTo = nil
                return nil
            }
            var next = index + 4
            while next < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[next]) { next += 1 }
            closedTo = nil
            guard next + 2 <= bytes.count, bytes[next] == UInt8(ascii: "i"), bytes[next + 1] == UInt8(ascii: "f"),
                next + 2 == bytes.count || !isNameByte(bytes[next + 2])
            else {
                chains[depth] = nil
                return nil
            }
            let branches = (chains[depth] ?? 1) + 1
            chains[depth] = branches
            guard branches <= maximumElseIfChain else {
                return fail("an if … else if chain of more than \(maximumElseIfChain) branches (SwiftNestingCheck.maximumElseIfChain); the file is not parsed")
            }
            index += 3
            return nil
        }

        mutating func closeBracket(_ current: UInt8) {
            if stack.last == .interpolation && current == UInt8(ascii: ")") {
                stack.removeLast()
                return
            }
            guard case .open(let opener)? = stack.last else { return }
            stack.removeLast()
            if opener == UInt8(ascii: "[") { brackets -= 1 }
            if opener == UInt8(ascii: "{") {
                angles = 0
                let depth = braces
                // Anything inside the block ends the chains opened in it.
                chains = chains.filter { $0.key <= depth }
                closedTo = depth
            }
        }

        /// `#if` opens a conditional block and `#endif` closes it; other directives count nothing.
        mutating func poundDirective() {
            if matches("#if") && !isNameByte(byte(3)) {
                conditionals += 1
            } else if matches("#endif") && conditionals > 0 {
                conditionals -= 1
            }
        }

        func matches(_ word: String) -> Bool {
            let utf8 = Array(word.utf8)
            return index + utf8.count <= bytes.count && Array(bytes[index..<index + utf8.count]) == utf8
        }

        /// `"`, or `#`s followed by `"` (a raw string).
        func isStringStart() -> Bool {
            var offset = 0
            while byte(offset) == UInt8(ascii: "#") { offset += 1 }
            return byte(offset) == UInt8(ascii: "\"")
        }

        mutating func openString() {
            var hashes = 0
            while byte(0) == UInt8(ascii: "#") {
                hashes += 1
                index += 1
            }
            let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
            stack.append(.string(hashes: hashes, multiline: multiline))
            index += multiline ? 3 : 1
        }

        mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if byte(0) == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if byte(0) == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    if bytes[index] == UInt8(ascii: "\n") { newline() }
                    index += 1
                }
            }
        }

        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
    }
}
