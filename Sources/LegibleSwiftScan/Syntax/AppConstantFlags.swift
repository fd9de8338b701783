import Foundation
import SwiftParser
import SwiftSyntax

/// Bool constants the app declares in one file and tests in another, read from every Swift file
/// before any is scanned (``SwiftSourceReader/prepared(forFiles:)``):
///
/// - a literal: `static let showDebugLabels = false` in `enum NestedThreadMetrics`
///   (nostur-ios-public `NestedReplyNode.swift:60`), so that `if NestedThreadMetrics.showDebugLabels
///   { … }` in `NestedThreadReplies.swift:356` is a branch that never runs, as the same file's
///   `let debug = false` already made it (``ConstantFlagBranches``);
/// - the Mac: `let IS_CATALYST = ProcessInfo.processInfo.isMacCatalystApp` (nostur
///   `AppState.swift:417`), so that `if IS_CATALYST { … }` is code only the Mac runs, judged as an
///   `#if targetEnvironment(macCatalyst)` block is (``CatalystBranches``).
///
/// Kept: a `let` at a file's top level (by its name) or a `static let` of a type (by its type's
/// path as written from the top level, `NestedThreadMetrics.showDebugLabels`; an extension's under
/// the type it extends) whose value is `true`, `false` or `ProcessInfo.processInfo.isMacCatalystApp`.
/// A `let` is never assigned again. A key declared more than once with other values (another
/// `#if` clause, a `var`, a computed property) is not kept.
struct AppConstantFlags: Sendable, Equatable {
    /// What a flag always is.
    enum Value: Sendable, Equatable {
        case literal(Bool)
        /// True exactly when the iPad app runs on a Mac.
        case macCatalyst
    }

    /// `NestedThreadMetrics.showDebugLabels` → `.literal(false)`, `IS_CATALYST` → `.macCatalyst`.
    private(set) var values: [String: Value] = [:]

    /// The last part of each key, the name a file must mention to use a flag; kept with
    /// ``values`` because ``value(of:)`` tests it for every condition of every `if` around an element.
    private(set) var names: Set<String> = []

    static let catalystCheck = "ProcessInfo.processInfo.isMacCatalystApp"

    /// The flags the files `texts` declare; only files that bind a name to one of the values, or
    /// declare a name such a file binds, are parsed.
    static func declared(files: SwiftPrePassTexts) -> AppConstantFlags {
        guard
            let candidate = try? NSRegularExpression(
                pattern: #"\blet\s+\w+\s*(?::\s*Bool\s*)?=\s*(?:true|false|ProcessInfo\.processInfo\.isMacCatalystApp)\b"#),
            let declaration = try? NSRegularExpression(pattern: #"\b(?:let|var)\s+(\w+)"#)
        else { return AppConstantFlags() }
        var trees: [SourceFileSyntax] = []
        var others: [Int] = []
        for index in files.indices {
            let text = files.texts[index]
            // The bytes first: most files bind no name to one of the values, and the expression
            // over every file's text was 3.3% of Pocket Casts iOS's scan.
            if mayBindFlag(text), candidate.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                trees.append(files.tree(index))
            } else {
                others.append(index)
            }
        }
        guard !trees.isEmpty else { return AppConstantFlags() }
        let first = declared(in: trees)
        let names = first.names
        guard !names.isEmpty else { return first }
        let parsed = trees.count
        // Another file may declare one of the names again with another value: read it too.
        for index in others where files.containsAny(index, Array(names)) {
            let text = files.texts[index]
            let matches = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text))
            if matches.contains(where: { Range($0.range(at: 1), in: text).map { names.contains(String(text[$0])) } == true }) {
                trees.append(files.tree(index))
            }
        }
        return trees.count == parsed ? first : declared(in: trees)
    }

    /// Whether `text` has an `=` followed, after white space, by `true`, `false` or `ProcessInfo`:
    /// what the candidate expression of ``declared(files:)`` needs, tested on bytes. Any byte
    /// past ASCII counts as white space, so that no text the expression matches is passed over.
    static func mayBindFlag(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let values: [[UInt8]] = [Array("true".utf8), Array("false".utf8), Array("ProcessInfo".utf8)]
            var index = 0
            while index < bytes.count {
                defer { index += 1 }
                guard bytes[index] == UInt8(ascii: "=") else { continue }
                var next = index + 1
                while next < bytes.count, bytes[next] == 0x20 || (0x09...0x0D).contains(bytes[next]) || bytes[next] >= 0x80 { next += 1 }
                if values.contains(where: { next + $0.count <= bytes.count && bytes[next..<next + $0.count].elementsEqual($0) }) { return true }
            }
            return false
        }
    }

    static func declared(in trees: [SourceFileSyntax]) -> AppConstantFlags {
        let collector = FlagCollector()
        for tree in trees { collector.walk(tree) }
        var flags = AppConstantFlags()
        for (key, found) in collector.found {
            guard let first = found.first ?? nil, found.allSatisfy({ $0 == first }) else { continue }
            flags.values[key] = first
            flags.names.insert(key.split(separator: ".").last.map(String.init) ?? key)
        }
        return flags
    }

    /// What `expression` always is when it names a flag: `NestedThreadMetrics.showDebugLabels`, or
    /// a top-level flag's bare name that nothing nearer `expression` declares; `nil` otherwise.
    func value(of expression: ExprSyntax) -> Value? {
        guard !values.isEmpty else { return nil }
        let expression = expression.unparenthesized
        // A flag's use ends in its own name: most conditions do not, and need no text of their
        // base built nor scopes searched for a shadowing declaration.
        guard let last = expression.lastToken(viewMode: .sourceAccurate)?.text, names.contains(last) else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil {
            return values["\(base.trimmedDescription).\(member.declName.baseName.text)"]
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            let value = values[reference.baseName.text], !Self.isShadowed(reference.baseName.text, at: reference)
        else { return nil }
        return value
    }

    /// Whether a type, function or closure around `node` declares `name` itself (a member, a
    /// local, a parameter), or `node` is in an extension or protocol, whose type may have a
    /// member of that name elsewhere: then the name is not the top-level flag.
    private static func isShadowed(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ExtensionDeclSyntax.self) || ancestor.is(ProtocolDeclSyntax.self) { return true }
            if ancestor.is(SourceFileSyntax.self) { return false }
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(MemberBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self)
                || ancestor.is(FunctionDeclSyntax.self)
            {
                if declares(name, in: ancestor) { return true }
            }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `root` binds `name`: a variable, a parameter, a closure's parameter, a function.
    private static func declares(_ name: String, in root: Syntax) -> Bool {
        root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, let parent = token.parent else { return false }
            return parent.is(IdentifierPatternSyntax.self) || parent.is(FunctionParameterSyntax.self)
                || parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self)
                || parent.is(FunctionDeclSyntax.self)
        }
    }
}

/// Walks the files for top-level `let`s and `static let`s of a Bool literal or the Catalyst check.
private final class FlagCollector: SyntaxVisitor {
    /// Each declaration of a key: its value, or `nil` when it is not a flag.
    var found: [String: [AppConstantFlags.Value?]] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let path = Self.path(of: node) else { return .skipChildren }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var value: AppConstantFlags.Value?
            if isLet, binding.accessorBlock == nil, let initial = binding.initializer?.value {
                if let literal = initial.as(BooleanLiteralExprSyntax.self) {
                    value = .literal(literal.literal.tokenKind == .keyword(.true))
                } else if initial.trimmedDescription == AppConstantFlags.catalystCheck {
                    value = .macCatalyst
                }
            }
            found[path.isEmpty ? name : "\(path).\(name)", default: []].append(value)
        }
        return .skipChildren
    }

    /// `""` for a file's top-level variable, `NestedThreadMetrics` for a type's static one
    /// (outermost type first); `nil` for any other (an instance member, a local).
    private static func path(of node: VariableDeclSyntax) -> String? {
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorBlockSyntax.self)
                || ancestor.is(InitializerDeclSyntax.self) || ancestor.is(CodeBlockSyntax.self)
            {
                return nil
            }
            if let extended = ancestor.as(ExtensionDeclSyntax.self) {
                names.append(extended.extendedType.trimmedDescription)
            } else if let type = ancestor.asProtocol(NamedDeclSyntax.self), !ancestor.is(VariableDeclSyntax.self) {
                names.append(type.name.text)
            }
            current = ancestor.parent
        }
        if names.isEmpty { return isStatic ? nil : "" }
        return isStatic ? names.reversed().joined(separator: ".") : nil
    }
}
