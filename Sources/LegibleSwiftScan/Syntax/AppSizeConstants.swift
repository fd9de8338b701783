import Foundation
import SwiftParser
import SwiftSyntax

/// Number constants the app's own types declare, read from every Swift file before any is
/// scanned, so that a font sized by one in another file is known to be fixed. session-ios
/// 5bddc10f `SessionUIKit/Style Guide/Values.swift:15`, `public static let mediumFontSize =
/// isIPhone5OrSmaller ? CGFloat(15) : CGFloat(17)`, sizes some 280 fonts of the app
/// (`.systemFont(ofSize: Values.mediumFontSize)`, MediaPageViewController.swift:815): none was
/// reported, and the shrink of two (:818, :829) was judged as undoing a text size a person chose
/// (fresh-ios17b class 5).
///
/// A `static let` (or a `static var` whose getter is one expression) whose value is a number
/// literal (`CGFloat(17)`, `17`) or a choice `?:` between such values, nested or not: it is set
/// once, and every value it can have is a fixed number, so a font of that size never follows the
/// text size. Kept by its type's path as written from the top level (`Values.mediumFontSize`,
/// `Theme.Sizes.body`; an extension's members under the type it extends). A name declared twice
/// with other values is not kept; nor a stored `static var`, which code may assign.
struct AppSizeConstants: Sendable, Equatable {
    /// `Values.mediumFontSize` → its values, smallest first.
    private(set) var values: [String: [Double]] = [:]
    /// The sizes of the app's own text-size setting (``AppSizeSettings``).
    var settings = AppSizeSettings()

    /// The constants the files `texts` declare; only files with a `static` binding of a number are parsed.
    static func declared(files: SwiftPrePassTexts) -> AppSizeConstants {
        guard let candidate = try? NSRegularExpression(pattern: #"\bstatic\s+(?:let|var)\s+\w+[^=\n]*=?[^\n]*\d"#),
            let declaration = try? NSRegularExpression(pattern: #"\bstatic\s+(?:let|var)\s+(\w+)"#)
        else { return AppSizeConstants() }
        var trees: [SourceFileSyntax] = []
        var others: [Int] = []
        for index in files.indices where files.contains(index, "static ") {
            let text = files.texts[index]
            if candidate.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                trees.append(files.tree(index))
            } else {
                others.append(index)
            }
        }
        let first = declared(in: trees)
        let parsed = trees.count
        // A file that declares one of the names with no number in sight may declare it again with
        // another value (`static let mediumFontSize = UIFont.preferredFont(…).pointSize`): read it too.
        let names = Set(first.values.keys.compactMap { $0.split(separator: ".").last.map(String.init) })
        // Only a file that has one of the names' bytes can declare it.
        for index in others where files.containsAny(index, Array(names)) {
            let text = files.texts[index]
            let matches = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text))
            if matches.contains(where: { Range($0.range(at: 1), in: text).map { names.contains(String(text[$0])) } == true }) {
                trees.append(files.tree(index))
            }
        }
        return trees.count == parsed ? first : declared(in: trees)
    }

    static func declared(in trees: [SourceFileSyntax]) -> AppSizeConstants {
        let collector = Collector()
        for tree in trees { collector.walk(tree) }
        var table = AppSizeConstants()
        for (key, found) in collector.found {
            guard let first = found.first ?? nil, found.allSatisfy({ $0 == first }) else { continue }
            table.values[key] = first
        }
        return table
    }

    /// `` `Values.mediumFontSize` (a constant of the app: 15 or 17 pt) `` when `size` names one of
    /// the constants, or is a choice `?:` between them and numbers; `nil` for anything else.
    func describe(_ size: ExprSyntax) -> String? {
        if let setting = settings.describe(size) { return setting }
        guard !values.isEmpty, let found = self.values(of: size, depth: 0) else { return nil }
        let numbers = found.sorted().reduce(into: [String]()) { list, value in
            let text = value == value.rounded() ? String(Int(value)) : String(value)
            if !list.contains(text) { list.append(text) }
        }
        let list = numbers.count == 1 ? numbers[0] : numbers.dropLast().joined(separator: ", ") + " or " + numbers[numbers.count - 1]
        // A choice written over several lines is named on one.
        let written = size.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
        return "`\(written)` (a constant of the app: \(list) pt)"
    }

    /// The values `expression` can have: an app constant's, or each branch's of `?:` when one
    /// names an app constant and the others are numbers.
    private func values(of expression: ExprSyntax, depth: Int) -> [Double]? {
        let expression = expression.unparenthesized
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil {
            return values["\(base.trimmedDescription).\(member.declName.baseName.text)"]
        }
        guard depth < 4, let branches = Self.branches(expression) else { return nil }
        var all: [Double] = []
        var named = false
        for branch in branches {
            if let number = Constants().number(branch) {
                all.append(number)
            } else if let inner = values(of: branch, depth: depth + 1) {
                all += inner
                named = true
            } else {
                return nil
            }
        }
        return named ? all : nil
    }

    /// The two results of `condition ? a : b` (the ternary binds loosest, so it is the element
    /// before the last); `nil` for any other expression.
    fileprivate static func branches(_ expression: ExprSyntax) -> [ExprSyntax]? {
        guard let sequence = expression.unparenthesized.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return [ternary.thenExpression, elements[elements.count - 1]]
    }

    /// The part of the table a file may use: part of its cache key (``AppFonts/cacheKey(identifiers:)``).
    func cacheKey(identifiers: SourceIdentifiers) -> String {
        let own = values.compactMap { key, found -> String? in
            guard let name = key.split(separator: ".").last, identifiers.mayName(name) else { return nil }
            return "\(key)=\(found.map { String($0) }.joined(separator: ","))"
        }.sorted().joined(separator: "\n")
        return [own, settings.cacheKey(identifiers: identifiers)].filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

/// Walks the files for the `static` number constants of their types.
private final class Collector: SyntaxVisitor {
    /// Each declaration of a key: its values, or `nil` when one is not numbers.
    var found: [String: [[Double]?]] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(where: { $0.name.text == "static" }), !IfConfigModifiers.isExcludedFromIOS(node), let path = Self.typePath(of: node)
        else {
            return .skipChildren
        }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let value: ExprSyntax?
            switch binding.accessorBlock?.accessors {
            case .getter(let body)?:
                let item = body.count == 1 ? body.first?.item : nil
                value = item?.as(ExprSyntax.self) ?? item?.as(ReturnStmtSyntax.self)?.expression
            case .accessors?: value = nil
            case nil: value = isLet ? binding.initializer?.value : nil
            }
            found["\(path).\(name)", default: []].append(value.flatMap { Self.numbers($0, depth: 0) }?.sorted())
        }
        return .skipChildren
    }

    /// A number literal's value, or every branch's of `?:` whose branches are such.
    private static func numbers(_ expression: ExprSyntax, depth: Int) -> [Double]? {
        if let number = Constants().number(expression) { return [number] }
        guard depth < 4, let branches = AppSizeConstants.branches(expression) else { return nil }
        var all: [Double] = []
        for branch in branches {
            guard let inner = numbers(branch, depth: depth + 1) else { return nil }
            all += inner
        }
        return all
    }

    /// `Values`, `Theme.Sizes`: the types around `node`, outermost first; `nil` inside a function
    /// or closure, where a `static` is no member of a type others name.
    private static func typePath(of node: VariableDeclSyntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorBlockSyntax.self) { return nil }
            if let extended = ancestor.as(ExtensionDeclSyntax.self) {
                names.append(extended.extendedType.trimmedDescription)
            } else if let type = ancestor.asProtocol(NamedDeclSyntax.self), !ancestor.is(VariableDeclSyntax.self) {
                names.append(type.name.text)
            }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }
}
