import LegibleTypeScale

/// One statement-like run of tokens: the tokens between `;`, `{` and `}` (a dictionary literal's
/// braces stay inside), with the class and method body it is in.
struct ObjCStatement: Sendable {
    var tokens: ArraySlice<ObjCToken>
    /// The class of the `@implementation` around it, `nil` outside one.
    var className: String?
    /// The method or function body it is in (numbered from 1 in file order), 0 outside any.
    var scope: Int
    /// The iOS version below which alone the statement runs: it is in the `else` of
    /// `if (@available(iOS 13.0, *))` (``ObjCAvailability``), `nil` elsewhere.
    var onlyBelowIOS: Double? = nil
    /// The Apple platforms the `#if TARGET_OS_…` blocks around the statement compile it for
    /// (``ObjCPlatformConditions``), `nil` for all of them.
    var platforms: [ApplePlatform]? = nil
    /// The block that narrows them, as a finding says it (`#if TARGET_OS_TV at line 241`).
    var platformCondition: String? = nil

    var firstLine: Int { tokens.first?.line ?? 0 }
    var lastLine: Int { tokens.last?.line ?? 0 }
}

/// An Objective-C file cut into statements, with its comments, `#define`s and the superclasses
/// its `@interface`s name. Cutting at braces is tolerant by design: code inside a block
/// (`^{ self.label.font = …; }`) is read as statements of its own, and a brace too many or too
/// few only shifts which method later statements are counted in.
struct ObjCFile: Sendable {
    var statements: [ObjCStatement] = []
    var comments: [ObjCComment] = []
    /// `#define NAME value` with a value that is one expression.
    var defines: [String: ObjCExpression] = [:]
    /// `@interface Name : Superclass`.
    var superclasses: [String: String] = [:]
    /// Per method body (``ObjCStatement/scope``), the class of each object parameter its
    /// header declares: `- (void)configureHeader:(MeHeaderView *)view {` → `view`: `MeHeaderView`.
    var parameterClasses: [Int: [String: String]] = [:]
    /// Per method body, the method's selector (`tableView:cellForRowAtIndexPath:`, `viewDidLoad`)
    /// and the class of the `@implementation` it is in (an empty body has no statement to say so).
    var methodSelectors: [Int: (selector: String, className: String?)] = [:]

    /// Lexes and cuts `text`.
    ///
    /// - Throws: ``ObjCLimitError`` when the text passes a limit of ``ObjCLexer``.
    static func read(_ text: String) throws(ObjCLimitError) -> ObjCFile {
        let lexer = try ObjCLexer.lex(text)
        var builder = ObjCFileBuilder(tokens: lexer.tokens)
        builder.run()
        var file = builder.file
        file.comments = lexer.comments
        return file
    }
}

/// Cuts tokens into ``ObjCStatement``s.
private struct ObjCFileBuilder {
    let tokens: [ObjCToken]
    var file = ObjCFile()
    private var index = 0
    private var start = 0
    private var className: String?
    private var scope = 0
    private var scopes = 0
    /// For each open brace, whether it is a dictionary literal's (`@{`).
    private var braces: [Bool] = []
    /// Whether the statement being read is an `@implementation`/`@interface` header, whose `{`
    /// opens instance variables rather than a method body.
    private var afterHeader = false
    /// For each open block brace (not a dictionary's), the iOS version below which alone its
    /// statements run, inherited by the blocks inside it, and the version an `if (@available(iOS
    /// X, *))` block checks (its `else` runs only below X).
    private var blocks: [(onlyBelow: Double?, checks: Double?)] = []
    /// The version the `else` just after a closed availability block (or its dead `else if`) runs below.
    private var pendingElse: Double?
    /// The `#if`/`#elif`/`#else` blocks open at the token being read.
    private var conditions = ObjCPlatformConditions()

    init(tokens: [ObjCToken]) {
        self.tokens = tokens
    }

    private var blockDepth: Int { braces.filter { !$0 }.count }

    /// The `@` keywords that start or end a declaration; the others (`@selector(…)`,
    /// `@available(…)`) are parts of expressions.
    private static let structural: Set<String> = [
        "@implementation", "@interface", "@protocol", "@end", "@property", "@synthesize", "@dynamic", "@class", "@import", "@optional",
        "@required", "@private", "@public", "@protected", "@package",
    ]

    mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .preprocessor:
                finish()
                define(token.text)
                conditions.read(token.text, line: token.line)
                index += 1
                start = index
            case .atKeyword where Self.structural.contains(token.text) && !(index + 1 < tokens.count && tokens[index + 1].isSymbol("(")):
                finish()
                header(token.text)
            case .symbol where token.text == ";":
                finish()
                index += 1
                start = index
                afterHeader = false
            case .symbol where token.text == "{":
                openBrace()
            case .symbol where token.text == "}":
                closeBrace()
            default:
                if index > start { afterHeader = false }
                index += 1
            }
        }
        finish()
    }

    private mutating func openBrace() {
        if index > 0, tokens[index - 1].isSymbol("@") {
            braces.append(true)
            index += 1
            return
        }
        let ivars = afterHeader && index == start
        let header = tokens[start..<index]
        let elseVersion = header.first?.text == "else" ? pendingElse : nil
        let checks = ObjCAvailability.checkedIOSVersion(header)
        finish()
        if blockDepth == 0, !ivars {
            scopes += 1
            scope = scopes
            if let parameters = Self.parameterClasses(header), !parameters.isEmpty { file.parameterClasses[scope] = parameters }
            if let selector = ObjCSelectors.selector(ofHeader: header) { file.methodSelectors[scope] = (selector, className) }
        }
        braces.append(false)
        blocks.append((onlyBelow: elseVersion ?? blocks.last?.onlyBelow, checks: checks ?? elseVersion))
        afterHeader = false
        index += 1
        start = index
    }

    private mutating func closeBrace() {
        if braces.last == true {
            braces.removeLast()
            index += 1
            return
        }
        finish()
        if !braces.isEmpty { braces.removeLast() }
        // `} else {` after `if (@available(iOS X, *)) {` (or after a dead `else if`) runs only below X.
        pendingElse = blocks.popLast()?.checks ?? nil
        if blockDepth == 0 { scope = 0 }
        index += 1
        start = index
    }

    /// The object parameters of a method header (`- (void)name:(Type *)param other:(nonnull Other *)o`),
    /// by name; `nil` for a header that is no method's.
    static func parameterClasses(_ header: ArraySlice<ObjCToken>) -> [String: String]? {
        guard let first = header.first, first.isSymbol("-") || first.isSymbol("+") else { return nil }
        let tokens = Array(header)
        var found: [String: String] = [:]
        for (index, token) in tokens.enumerated() where token.isSymbol(")") && index + 1 < tokens.count && index >= 2 {
            // `(Type *)name`: the class just before the `*` that closes the parenthesis.
            let (star, type, name) = (tokens[index - 1], tokens[index - 2], tokens[index + 1])
            guard star.isSymbol("*"), type.kind == .name, type.text.first?.isUppercase == true, name.kind == .name else { continue }
            found[name.text] = type.text
        }
        return found
    }

    /// Ends the statement being read (an empty one is dropped).
    private mutating func finish() {
        if index > start {
            // (A statement without braces after `if (…)` or `else` is not read as a view's at all.)
            var statement = ObjCStatement(tokens: tokens[start..<index], className: className, scope: scope, onlyBelowIOS: blocks.last?.onlyBelow)
            if let allowed = conditions.allowed { (statement.platforms, statement.platformCondition) = (allowed.platforms, allowed.condition) }
            file.statements.append(statement)
            // Only an `else` right after the block is the check's (`if (b) x; else {` is `b`'s).
            pendingElse = nil
        }
        start = index
    }

    /// `@implementation Name`, `@interface Name : Super <P>`, `@end`; other `@` keywords start a
    /// statement.
    private mutating func header(_ keyword: String) {
        index += 1
        switch keyword {
        case "@implementation", "@interface", "@protocol":
            let name = index < tokens.count && tokens[index].kind == .name ? tokens[index].text : nil
            if name != nil { index += 1 }
            skipGroup("(", ")")
            if keyword == "@interface", let name, index + 1 < tokens.count, tokens[index].isSymbol(":"), tokens[index + 1].kind == .name {
                file.superclasses[name] = tokens[index + 1].text
                index += 2
            }
            skipGroup("<", ">")
            if keyword == "@implementation" { className = name }
            start = index
            afterHeader = true
        case "@end":
            className = nil
            start = index
            afterHeader = false
        default:
            start = index - 1
        }
    }

    /// Moves past `open … close` when it comes next.
    private mutating func skipGroup(_ open: String, _ close: String) {
        guard index < tokens.count, tokens[index].isSymbol(open) else { return }
        while index < tokens.count, !tokens[index].isSymbol(close) { index += 1 }
        if index < tokens.count { index += 1 }
    }

    /// `#define NAME value`: the value read as an expression (a function-like macro is not).
    private mutating func define(_ line: String) {
        var body = Substring(line.dropFirst())
        body = body.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("define") else { return }
        body = body.dropFirst(6).drop { $0 == " " || $0 == "\t" }
        let name = body.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return }
        let rest = body.dropFirst(name.count)
        guard rest.first != "(", let lexer = try? ObjCLexer.lex(String(rest)), !lexer.tokens.isEmpty else { return }
        file.defines[String(name)] = ObjCExpressionParser.parse(lexer.tokens[...])
    }
}
