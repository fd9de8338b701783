import LegibleTypeScale

/// The Apple platforms an Objective-C statement compiles for, from the `#if`/`#elif`/`#else`
/// blocks around it over `TargetConditionals.h`'s macros, as the Swift reader reads `#if os(…)`:
/// `TARGET_OS_TV` (tvOS), `TARGET_OS_IOS` (iOS), `TARGET_OS_VISION` and `TARGET_OS_XR`
/// (visionOS), `TARGET_OS_WATCH` (watchOS), `TARGET_OS_OSX` (macOS), `TARGET_OS_IPHONE` (all but
/// macOS), `TARGET_OS_MAC` (all), joined by `!`, `&&`, `||`, parentheses, `== 0`/`== 1`, and
/// `defined(…)` (every `TARGET_OS_` macro is defined, to 0 or 1, so `#ifdef TARGET_OS_TV` is
/// true everywhere). Any other macro is unknown on every platform, and a block whose condition is
/// unknown on a platform is kept for it.
///
/// VLC 12cd503e VLCPlaybackInfoSubtitlesFetcherViewController.m:241-245 sets a label's font in
/// `#if TARGET_OS_TV` (32 pt, tvOS's) and in its `#else` (16 pt, iOS's and visionOS's): both were
/// read as one view's, the tvOS one missed and the other judged "also on tvOS".
struct ObjCPlatformConditions {
    /// The platforms a block can allow, in the order a finding names them.
    static let universe: [ApplePlatform] = [.iOS, .tvOS, .visionOS, .watchOS, .macOS]

    /// A condition's value on one platform: `nil` when unknown.
    typealias Value = Bool?

    /// One open `#if` chain: what its clauses so far were (true somewhere means later clauses
    /// are not taken there), what the current clause allows, and how it is written.
    private struct Chain {
        var taken: [Value]
        var current: [Value]
        var description: String
    }

    private var chains: [Chain] = []

    /// Reads one preprocessor line (`#if …`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`) at `line`.
    mutating func read(_ text: String, line: Int) {
        var body = Substring(text.dropFirst()).drop { $0 == " " || $0 == "\t" }
        let keyword = String(body.prefix { $0.isLetter })
        body = body.dropFirst(keyword.count)
        let condition = String(body.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        let values: [Value]
        switch keyword {
        case "if": values = Self.evaluate(condition)
        case "ifdef": values = Self.evaluate("defined(\(condition))")
        case "ifndef": values = Self.evaluate("!defined(\(condition))")
        case "elif", "else":
            guard var chain = chains.popLast() else { return }
            chain.taken = zip(chain.taken, chain.current).map { Self.or($0, $1) }
            let clause = keyword == "elif" ? Self.evaluate(condition) : Self.universe.map { _ in true }
            chain.current = zip(chain.taken, clause).map { Self.and(Self.not($0), $1) }
            chain.description = keyword == "elif" ? "#elif \(Self.shortened(condition)) at line \(line)" : "#else at line \(line)"
            chains.append(chain)
            return
        case "endif":
            _ = chains.popLast()
            return
        default: return
        }
        let shown = keyword == "if" ? "#if \(Self.shortened(condition))" : "#\(keyword) \(Self.shortened(condition))"
        chains.append(Chain(taken: Self.universe.map { _ in false }, current: values, description: "\(shown) at line \(line)"))
    }

    /// The platforms the open blocks allow and the innermost block that narrows them, as a
    /// finding says it; `nil` when they allow every platform (or none: code that compiles
    /// nowhere is read as before).
    var allowed: (platforms: [ApplePlatform], condition: String)? {
        var values: [Value] = Self.universe.map { _ in true }
        var narrowing: String?
        for chain in chains {
            let next = zip(values, chain.current).map { Self.and($0, $1) }
            if next.map({ $0 != false }) != values.map({ $0 != false }) { narrowing = chain.description }
            values = next
        }
        let platforms = zip(Self.universe, values).filter { $0.1 != false }.map(\.0)
        guard let narrowing, !platforms.isEmpty, platforms.count < Self.universe.count else { return nil }
        return (platforms, narrowing)
    }

    private static func shortened(_ condition: String) -> String {
        condition.count > 40 ? String(condition.prefix(39)) + "…" : condition
    }

    // MARK: Evaluating a condition, on each platform at once.

    private static func and(_ a: Value, _ b: Value) -> Value {
        if a == false || b == false { return false }
        if a == true && b == true { return true }
        return nil
    }

    private static func or(_ a: Value, _ b: Value) -> Value {
        if a == true || b == true { return true }
        if a == false && b == false { return false }
        return nil
    }

    private static func not(_ a: Value) -> Value { a.map { !$0 } }

    /// The platforms each macro is 1 on; the others it is 0 on.
    private static let macros: [String: Set<ApplePlatform>] = [
        "TARGET_OS_TV": [.tvOS], "TARGET_OS_IOS": [.iOS], "TARGET_OS_VISION": [.visionOS], "TARGET_OS_XR": [.visionOS],
        "TARGET_OS_WATCH": [.watchOS], "TARGET_OS_OSX": [.macOS], "TARGET_OS_IPHONE": [.iOS, .tvOS, .visionOS, .watchOS],
        "TARGET_OS_MAC": Set(universe),
    ]

    /// `condition`'s value on each platform of ``universe``; unknown wherever it is not understood.
    static func evaluate(_ condition: String) -> [Value] {
        let unknown: [Value] = universe.map { _ in nil }
        guard let lexed = try? ObjCLexer.lex(condition) else { return unknown }
        var parser = Parser(tokens: lexed.tokens)
        guard let values = parser.or(), parser.index == parser.tokens.count else { return unknown }
        return values
    }

    /// A recursive-descent reader of `||`, `&&`, `!`, comparisons with 0 and 1, parentheses,
    /// `defined`, numbers and names; `nil` for anything else.
    private struct Parser {
        let tokens: [ObjCToken]
        var index = 0

        init(tokens: [ObjCToken]) {
            self.tokens = tokens
        }

        mutating func or() -> [Value]? {
            guard var left = and() else { return nil }
            while index < tokens.count, tokens[index].isSymbol("||") {
                index += 1
                guard let right = and() else { return nil }
                left = zip(left, right).map { ObjCPlatformConditions.or($0, $1) }
            }
            return left
        }

        mutating func and() -> [Value]? {
            guard var left = comparison() else { return nil }
            while index < tokens.count, tokens[index].isSymbol("&&") {
                index += 1
                guard let right = comparison() else { return nil }
                left = zip(left, right).map { ObjCPlatformConditions.and($0, $1) }
            }
            return left
        }

        mutating func comparison() -> [Value]? {
            guard let left = unary() else { return nil }
            guard index < tokens.count, tokens[index].isSymbol("==") || tokens[index].isSymbol("!=") else { return left }
            let equal = tokens[index].isSymbol("==")
            index += 1
            guard let right = unary() else { return nil }
            return zip(left, right).map { a, b in
                guard let a, let b else { return nil }
                return (a == b) == equal
            }
        }

        mutating func unary() -> [Value]? {
            guard index < tokens.count else { return nil }
            let token = tokens[index]
            index += 1
            if token.isSymbol("!") { return unary().map { $0.map(ObjCPlatformConditions.not) } }
            if token.isSymbol("(") {
                guard let inner = or(), index < tokens.count, tokens[index].isSymbol(")") else { return nil }
                index += 1
                return inner
            }
            if token.kind == .number {
                let value = Int(token.text.prefix { $0.isNumber })
                return universe.map { _ in value.map { $0 != 0 } }
            }
            guard token.kind == .name else { return nil }
            if token.text == "defined" {
                let parenthesised = index < tokens.count && tokens[index].isSymbol("(")
                if parenthesised { index += 1 }
                guard index < tokens.count, tokens[index].kind == .name else { return nil }
                let name = tokens[index].text
                index += 1
                if parenthesised {
                    guard index < tokens.count, tokens[index].isSymbol(")") else { return nil }
                    index += 1
                }
                return universe.map { _ in name.hasPrefix("TARGET_OS_") ? true : nil }
            }
            guard let platforms = macros[token.text] else { return universe.map { _ in nil } }
            return universe.map { platforms.contains($0) }
        }
    }
}
