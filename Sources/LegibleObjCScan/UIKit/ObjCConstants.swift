/// The values a file gives names: `#define kSize 17`, `static const CGFloat kSize = 17;`, a
/// local `UIFont *titleFont = [UIFont systemFontOfSize:15];`. A name assigned again after its
/// declaration (`size = size * scale;`) is not a constant and is not read.
struct ObjCConstants {
    /// Per method body (0 for the file's top level), the declared values.
    private var values: [Int: [String: ObjCExpression]] = [:]
    /// Per method body, the names declared there (with or without a value): a receiver with
    /// one of these names is that body's local view.
    private(set) var locals: [Int: Set<String>] = [:]
    /// Per method body, the class of each local object pointer (`SeafButtonCell *cell` →
    /// `cell`: `SeafButtonCell`), for `cell.button.backgroundColor = …` to name the outlet.
    private(set) var localClasses: [Int: [String: String]] = [:]
    /// Per method body, each object pointer declaration in file order: one body may declare
    /// `TaxonSelectButtonCell *cell`, `TaxonSummaryCell *cell` and `TaxonMapCell *cell` in turn
    /// (INaturalistIOS 3ab22038 TaxonDetailViewController.m:286, :301, :329), and
    /// `cell.firstNameLabel.text` at :306 is the summary cell's (``localClass(of:scope:line:)``).
    private var declarations: [Int: [(line: Int, name: String, type: String)]] = [:]
    /// The method's object parameters (``ObjCFile/parameterClasses``).
    private var parameters: [Int: [String: String]] = [:]
    private var reassigned: [Int: Set<String>] = [:]
    private var defines: [String: ObjCExpression] = [:]

    init(file: ObjCFile, headerDefines: [String: ObjCExpression] = [:]) {
        // The file's own `#define` wins over a header's of the same name.
        defines = headerDefines.merging(file.defines) { _, own in own }
        // A method's object parameters name their class as a local does (`(MeHeaderView *)view`:
        // `view.iconButton` is `MeHeaderView.iconButton`, INaturalistIOS 3ab22038
        // ObservationsViewController.m:1017-1025).
        localClasses = file.parameterClasses
        parameters = file.parameterClasses
        for statement in file.statements { read(statement) }
        for (scope, names) in reassigned {
            for name in names { values[scope]?[name] = nil }
        }
    }

    /// The value `name` stands for in body `scope`, looked up there, then at the top level, then
    /// among the `#define`s.
    func value(of name: String, scope: Int) -> ObjCExpression? {
        values[scope]?[name] ?? values[0]?[name] ?? defines[name]
    }

    /// The class of local `name` at `line` of body `scope`: the nearest declaration of it above
    /// the line, else the method's parameter of that name.
    func localClass(of name: String, scope: Int, line: Int) -> String? {
        declarations[scope]?.last { $0.name == name && $0.line <= line }?.type ?? parameters[scope]?[name]
    }

    private mutating func read(_ statement: ObjCStatement) {
        let tokens = statement.tokens
        let assignment = ObjCStatementShape.topLevelAssignment(tokens)
        let left = assignment.map { tokens[tokens.startIndex..<$0] } ?? tokens
        if let name = Self.declaredName(left) {
            locals[statement.scope, default: []].insert(name)
            if let type = Self.pointerClass(left) {
                localClasses[statement.scope, default: [:]][name] = type
                declarations[statement.scope, default: []].append((statement.firstLine, name, type))
            }
            if let assignment, tokens[assignment].text == "=" {
                values[statement.scope, default: [:]][name] = ObjCExpressionParser.parse(tokens[(assignment + 1)...])
            }
            return
        }
        if let assignment, let chain = ObjCStatementShape.chain(before: assignment, in: tokens), chain.names.count == 1 {
            reassigned[statement.scope, default: []].insert(chain.names[0])
        }
    }

    /// The class of a declared object pointer: the name just before its first `*`
    /// (`SeafButtonCell *cell`, `__weak UILabel *label`); `nil` for a value type.
    static func pointerClass(_ tokens: ArraySlice<ObjCToken>) -> String? {
        guard let star = tokens.firstIndex(where: { $0.isSymbol("*") }), star > tokens.startIndex else { return nil }
        let type = tokens[tokens.index(before: star)]
        return type.kind == .name && type.text.first?.isUppercase == true ? type.text : nil
    }

    /// The name a declaration declares: `UIFont *font`, `static const CGFloat kSize`,
    /// `NSString * const kKey` (names and `*` only, at least a type and a name).
    static func declaredName(_ tokens: ArraySlice<ObjCToken>) -> String? {
        guard let last = tokens.last, last.kind == .name else { return nil }
        var names = 0
        for token in tokens {
            if token.kind == .name {
                names += 1
            } else if !token.isSymbol("*") {
                return nil
            }
        }
        let keywords: Set<String> = ["return", "else", "case", "goto"]
        guard names >= 2, let first = tokens.first, !keywords.contains(first.text) else { return nil }
        return last.text
    }
}

/// Shapes of statements the reader looks for.
enum ObjCStatementShape {
    /// The index of the statement's assignment operator (`=`, `+=`, `*=` …) outside brackets.
    static func topLevelAssignment(_ tokens: ArraySlice<ObjCToken>) -> Int? {
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .symbol else { continue }
            switch token.text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "=", "+=", "-=", "*=", "/=", "|=", "&=": if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The dotted path that ends just before `end` (`self.titleLabel.font` in
    /// `if (x) self.titleLabel.font = …`), with the index of its first token.
    static func chain(before end: Int, in tokens: ArraySlice<ObjCToken>) -> (names: [String], start: Int)? {
        var index = end - 1
        guard index >= tokens.startIndex, tokens[index].kind == .name else { return nil }
        var names = [tokens[index].text]
        while index - 2 >= tokens.startIndex, tokens[index - 1].isSymbol(".") || tokens[index - 1].isSymbol("->"), tokens[index - 2].kind == .name {
            names.insert(tokens[index - 2].text, at: 0)
            index -= 2
        }
        return (names, index)
    }

    /// The index of the first `[` outside brackets: where a statement's message starts.
    static func firstMessage(_ tokens: ArraySlice<ObjCToken>) -> Int? {
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .symbol else { continue }
            if token.text == "[", depth == 0 { return index }
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
        }
        return nil
    }
}
