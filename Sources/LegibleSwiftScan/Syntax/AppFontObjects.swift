import SwiftSyntax

/// Fonts an app keeps as the properties of one object that a static constant holds, read at
/// `UIFont.verse.contactName` as the property's value. planetary-ios (fresh-ios23a, Misses)
/// declares `struct VerseFonts { let contactName = UIFont.systemFont(ofSize: 17, weight:
/// .semibold) … }` and `extension UIFont { static let verse = VerseFonts() }`
/// (UIFont+Verse.swift:12-37, :76); about 27 labels set so (`ExtendedAboutView.swift:26`,
/// `RoomCard.swift:33`'s `Font(UIFont.verse.contactName)`) were unknown fonts, so their fixed
/// size was missed.
///
/// Read only where the value cannot be another one:
/// - the holder is a `static let` (in a `UIFont` extension or one of the app's types) whose
///   value calls the initializer (with no arguments) of an app type declared once in the app;
/// - a member is that type's instance `let` with a value, a getter of one expression, or, in a
///   `struct`, a stored `var` with a value that no initializer of the type names (a `struct`
///   held by a `let` cannot be changed after its initializer: planetary's `SmallPostFonts` sets
///   `code` in `init()`, so `UIFont.smallPost.code` stays unknown, `.bigHeading` is read);
/// - the member is typed `UIFont`, or its value is written `UIFont…` (as ``AppFonts`` takes a
///   static member). A member with attributes (a property wrapper) or observers is not taken.
enum AppFontObjects {
    /// The type whose initializer a static constant's value calls with no arguments (`VerseFonts`
    /// of `static let verse = VerseFonts()`: a memberwise initializer given a value could set a
    /// stored `var`); `nil` for a `var`, a getter, or any other value.
    static func heldType(of binding: PatternBindingSyntax, in variable: VariableDeclSyntax) -> String? {
        guard variable.bindingSpecifier.tokenKind == .keyword(.let), binding.accessorBlock == nil,
            let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isUppercase == true, AppFonts.type(ofBase: name) == nil
        else { return nil }
        if let annotated = binding.typeAnnotation?.type.trimmedDescription, annotated != name { return nil }
        return name
    }

    /// The types static constants of `trees` hold (``heldType(of:in:)``), for the files to read.
    static func heldTypes(in trees: [SourceFileSyntax]) -> Set<String> {
        let visitor = StaticConstants()
        for tree in trees { visitor.walk(tree) }
        return visitor.types
    }

    /// The files besides `trees` that may declare or extend a type a static constant of `trees`
    /// holds, for ``fontMembers(of:in:)`` to see every declaration of it.
    static func declaringFiles(of trees: [SourceFileSyntax], among files: SwiftPrePassTexts, except taken: Set<Int>) -> [Int] {
        let held = heldTypes(in: trees).sorted().prefix(maximumHeldTypes)
        guard !held.isEmpty else { return [] }
        let needles = held.flatMap { type in ["struct \(type)", "class \(type)", "enum \(type)", "extension \(type)"] }
        return files.indices.filter { !taken.contains($0) && files.containsAny($0, needles) }
    }

    /// The most held types whose declarations are looked for (each is a text search of every file).
    static let maximumHeldTypes = 32

    /// The `UIFont` members of each app type of `types` and the value each is known to hold
    /// (`nil` when it may change), each with the index of its tree; a type not declared exactly
    /// once in `trees` has none.
    static func fontMembers(of types: Set<String>, in trees: [SourceFileSyntax]) -> [String: [(name: String, value: ExprSyntax?, tree: Int)]] {
        guard !types.isEmpty else { return [:] }
        let finder = TypeDeclarations(names: types)
        for (index, tree) in trees.enumerated() {
            finder.tree = index
            finder.walk(tree)
        }
        var result: [String: [(name: String, value: ExprSyntax?, tree: Int)]] = [:]
        for (type, found) in finder.declarations {
            if let members = fontMembers(declarations: found) { result[type] = members }
        }
        return result
    }

    private static func fontMembers(declarations found: [(declaration: DeclSyntax, tree: Int)]) -> [(name: String, value: ExprSyntax?, tree: Int)]? {
        let bodies = found.filter { !$0.declaration.is(ExtensionDeclSyntax.self) }
        guard bodies.count == 1 else { return nil }
        let isStruct = bodies[0].declaration.is(StructDeclSyntax.self)
        let members = found.flatMap { entry in Array(memberList(of: entry.declaration)).map { ($0, entry.tree) } }
        // Every name an initializer of the type writes: such a stored `var` may not keep its value.
        var initialized: Set<String> = []
        for (member, _) in members {
            guard let body = member.decl.as(InitializerDeclSyntax.self)?.body else { continue }
            for token in body.tokens(viewMode: .sourceAccurate) { initialized.insert(token.text) }
        }
        var result: [(name: String, value: ExprSyntax?, tree: Int)] = []
        for (member, tree) in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, isFont(binding) else { continue }
                let fixed = binding.accessorBlock != nil || isLet(variable) || (isStruct && !initialized.contains(name))
                let known = variable.attributes.isEmpty && fixed
                result.append((name, known ? value(of: binding, in: variable) : nil, tree))
            }
        }
        return result
    }

    private static func isLet(_ variable: VariableDeclSyntax) -> Bool { variable.bindingSpecifier.tokenKind == .keyword(.let) }

    /// Typed `UIFont` (optional or not), or with a value written `UIFont…`.
    private static func isFont(_ binding: PatternBindingSyntax) -> Bool {
        if let written = binding.typeAnnotation?.type.trimmedDescription {
            return ["UIFont", "UIFont?", "UIFont!", "UIKit.UIFont"].contains(written)
        }
        return binding.initializer?.value.trimmedDescription.hasPrefix("UIFont") == true
    }

    /// A stored property's value, or a getter's one expression; `nil` for observers and longer getters.
    private static func value(of binding: PatternBindingSyntax, in variable: VariableDeclSyntax) -> ExprSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?:
            guard body.count == 1, let item = body.first?.item else { return nil }
            return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        case .accessors?: return nil
        case nil: return binding.initializer?.value
        }
    }

    private static func memberList(of declaration: DeclSyntax) -> MemberBlockItemListSyntax {
        if let type = declaration.as(StructDeclSyntax.self) { return type.memberBlock.members }
        if let type = declaration.as(ClassDeclSyntax.self) { return type.memberBlock.members }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return type.memberBlock.members }
        return MemberBlockItemListSyntax([])
    }
}

/// The `static let` members whose value calls a type's initializer, anywhere in a tree.
private final class StaticConstants: SyntaxVisitor {
    private(set) var types: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(where: { $0.name.text == "static" }) else { return .skipChildren }
        for binding in node.bindings {
            if let type = AppFontObjects.heldType(of: binding, in: node) { types.insert(type) }
        }
        return .skipChildren
    }
}

/// The declarations of some types by their simple names (a `struct`, `class`, `enum`, `actor`
/// or `protocol`, nested or not) and their extensions (`extension Name`, `extension Outer.Name`).
private final class TypeDeclarations: SyntaxVisitor {
    let names: Set<String>
    /// The index of the tree being walked.
    var tree = 0
    private(set) var declarations: [String: [(declaration: DeclSyntax, tree: Int)]] = [:]

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { found(node.name.text, node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found(node.name.text, node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { found(node.name.text, node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { found(node.name.text, node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { found(node.name.text, node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let written = node.extendedType.trimmedDescription
        let simple = String(written.split(separator: ".").last ?? "")
        if names.contains(simple) { declarations[simple, default: []].append((DeclSyntax(node), tree)) }
        return .visitChildren
    }

    private func found(_ declared: String, _ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
        if names.contains(declared) { declarations[declared, default: []].append((DeclSyntax(node), tree)) }
        return .visitChildren
    }
}
