import SwiftSyntax

/// The names each of the app's own types declares, by the type's full path (`Theme.Fonts.Text`),
/// so that a member's value written as a name (`static let content = Fonts.content` inside
/// `Theme.Fonts.Text`) is found as Swift finds it: the innermost enclosing type that declares
/// the first name, else the top level. 2fas-ios 693a08e5 `Theme.swift:155-222` declares its
/// fonts as `private static let content = UIFont.systemFont(ofSize: 17)` in `Theme.Fonts` and
/// hands them out through nested enums (`Text.content`, `Controls.title = header`); about 80
/// uses such as `Theme.Fonts.Text.content` were unknown fonts, so their fixed size was missed
/// and a shrink was reported as undoing a chosen size (fresh-ios17a A).
struct AppFontScopes {
    /// Every member name (types, properties, functions, cases, type aliases) by type path.
    private var names: [String: Set<String>] = [:]

    init(trees: [SourceFileSyntax]) {
        for tree in trees {
            for statement in tree.statements {
                guard let (path, members) = Self.typeBody(statement.item.as(DeclSyntax.self)) else { continue }
                collect(path, members: members)
            }
        }
    }

    private mutating func collect(_ path: String, members: MemberBlockItemListSyntax) {
        for member in members {
            let decl = member.decl
            if let (name, nested) = Self.typeBody(decl) {
                names[path, default: []].insert(name)
                collect("\(path).\(name)", members: nested)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names[path, default: []].insert(name) }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                names[path, default: []].insert(function.name.text)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                names[path, default: []].insert(alias.name.text)
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements { names[path, default: []].insert(element.name.text) }
            }
        }
    }

    /// An `enum`, `struct` or `class` with its name, or an `extension` with the type it extends
    /// as written (`Theme.Fonts`), and the members of either.
    static func typeBody(_ decl: DeclSyntax?) -> (String, MemberBlockItemListSyntax)? {
        guard let decl else { return nil }
        if let type = decl.as(EnumDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
        if let type = decl.as(StructDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
        if let type = decl.as(ClassDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
        if let extended = decl.as(ExtensionDeclSyntax.self) { return (extended.extendedType.trimmedDescription, extended.memberBlock.members) }
        return nil
    }

    /// The full path a value written as a name (`header`, `Fonts.content`,
    /// `Theme.Fonts.note`) means inside the type `path`: the first name is looked up in
    /// `path`, then in each type enclosing it, then at the top level. `nil` for any other
    /// expression (a call, `.implicit`, `self.x`).
    func resolve(_ value: ExprSyntax, in path: String) -> String? {
        guard let written = Self.names(of: value), let first = written.first else { return nil }
        var scope = path.split(separator: ".").map(String.init)
        while !scope.isEmpty {
            let enclosing = scope.joined(separator: ".")
            if names[enclosing]?.contains(first) == true { return ([enclosing] + written).joined(separator: ".") }
            scope.removeLast()
        }
        return written.joined(separator: ".")
    }

    /// `a.b.c` as its names; `nil` unless every part is a plain name.
    private static func names(of value: ExprSyntax) -> [String]? {
        let value = value.unparenthesized
        if let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil, reference.baseName.tokenKind.isIdentifier {
            return [reference.baseName.text]
        }
        guard let member = value.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil,
            let prefix = names(of: base)
        else { return nil }
        return prefix + [member.declName.baseName.text]
    }
}

extension TokenKind {
    fileprivate var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
