import LegibleScan
import SwiftSyntax

/// Text constants a file declares, for code that sets a view's text to one:
/// `static let restore = NSLocalizedString("Restore Note", comment: "")` in an `enum Localization`,
/// a computed `static var title: String { String(localized: "title") }`, a local
/// `let title = NSLocalizedString(…)`, or SwiftGen's `L10n.tr("Localizable", "key")` (``SwiftGenStrings``). A name bound to two different texts in one file is dropped.
final class TextConstantsCollector: SyntaxVisitor {
    /// By every name code in the file may use: `restore`, `Localization.restore`.
    private(set) var local: [String: ScannedText] = [:]
    /// By the names code in another file may use: qualified by at least one type (`Localization.restore`).
    private(set) var exported: [String: ScannedText] = [:]
    private var ambiguous: Set<String> = []
    /// Whether the file declares SwiftGen's lookup, so its `tr(table, key)` calls are read (``SwiftGenStrings``).
    private let readsSwiftGen: Bool

    init(readsSwiftGen: Bool = false) {
        self.readsSwiftGen = readsSwiftGen
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = Self.value(of: binding),
                let text = TextContent.read(value, literalIsKey: false) ?? (readsSwiftGen ? SwiftGenStrings.read(value, declaration: node) : nil)
            else { continue }
            let types = Self.enclosingTypes(node)
            add(name, text, exported: false)
            for count in stride(from: 1, through: types.count, by: 1) {
                add((types.suffix(count) + [name]).joined(separator: "."), text, exported: true)
            }
        }
        return .skipChildren
    }

    /// The constants, without the names bound to two texts.
    func finish() -> (local: [String: ScannedText], exported: [String: ScannedText]) {
        (local.filter { !ambiguous.contains($0.key) }, exported.filter { !ambiguous.contains($0.key) })
    }

    private func add(_ name: String, _ text: ScannedText, exported isExported: Bool) {
        if let existing = local[name], existing != text { ambiguous.insert(name) }
        local[name] = text
        if isExported { exported[name] = text }
    }

    /// The initial value, or the one expression a computed property's getter returns.
    private static func value(of binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value { return value.unparenthesized }
        guard let accessor = binding.accessorBlock, case .getter(let body) = accessor.accessors, body.count == 1, let item = body.first else { return nil }
        if let expression = item.item.as(ExprSyntax.self) { return expression.unparenthesized }
        return item.item.as(ReturnStmtSyntax.self)?.expression?.unparenthesized
    }

    /// The names of the types around `node`, outermost first; empty inside a function.
    private static func enclosingTypes(_ node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorBlockSyntax.self) { return [] }
            if let decl = ancestor.as(StructDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            if let decl = ancestor.as(ClassDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            if let decl = ancestor.as(EnumDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            if let decl = ancestor.as(ActorDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            if let decl = ancestor.as(ExtensionDeclSyntax.self) {
                names.insert(contentsOf: decl.extendedType.trimmedDescription.split(separator: ".").map(String.init), at: 0)
            }
            current = ancestor.parent
        }
        return names
    }
}
