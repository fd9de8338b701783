import SwiftSyntax

/// A view made by a function of the file whose body makes it live:
///
/// ```swift
/// private static func createNavigationLabel() -> UILabel {
///     let label = UILabel(forAutoLayout: ())
///     label.adjustsFontForContentSizeCategory = true
///     return label
/// }
/// ```
///
/// A view taken from such a call (`let label = ContainerViewController.createNavigationLabel()`,
/// `lazy var titleLabel = BreakdownStyle.breakdownLabel()`) adjusts its font as the text size
/// changes, as if the caller had set the flag itself. The Blue Alliance 66748afd
/// `ContainerViewController.swift:66`, `EventInsightsView.swift:103` and `MatchBreakdownView.swift:152`
/// were wrong `text.not-live` warnings. Syntax only, and only functions of the same file: a
/// factory elsewhere is not known.
enum LiveFactories {
    /// `Type.function` for a member function and `function` for a free one, when its body declares
    /// a local, sets `local.adjustsFontForContentSizeCategory = true` and returns the local.
    static func declared(in tree: SourceFileSyntax) -> Set<String> {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }

    /// Whether `receiver` (`label`, `titleLabel`, `insightsView.leftLabel`) names a view made by a
    /// live factory of the file, seen from `node`.
    static func makesLive(_ receiver: String, at node: Syntax, scan: SwiftFileScan) -> Bool {
        let factories = scan.liveFactories
        let parts = receiver.split(separator: ".").map(String.init)
        guard let root = parts.first, parts.count <= 2, !root.contains("["), !root.contains("(") else { return false }
        if parts.count == 1 { return declaredLive(root, at: node, factories: factories, scan: scan) }
        // `insightsView.leftLabel`: the property of the type `insightsView` was declared with.
        guard let type = DeclaredTypes.type(of: root, at: node), let members = members(of: type, in: scan.tree) else { return false }
        return propertyLive(parts[1], in: members, factories: factories, scan: scan)
    }

    /// The nearest declaration of `name` (a local, then the enclosing type's property) is made live.
    private static func declaredLive(_ name: String, at node: Syntax, factories: Set<String>, scan: SwiftFileScan) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let block = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self), let value = initializer(of: name, in: variable) else { continue }
                    return isFactoryCall(value, factories: factories, scan: scan)
                }
            }
            if let members = ancestor.as(MemberBlockSyntax.self)?.members {
                return propertyLive(name, in: members, factories: factories, scan: scan)
            }
            current = ancestor.parent
        }
        return false
    }

    /// A stored property given a factory's view, directly or by a closure that starts from one
    /// (`lazy var leftLabel: UILabel = { let label = EventInsightsView.label(); …; return label }()`),
    /// or by a closure that makes the view live itself (`let label: UILabel = { let label = UILabel();
    /// label.adjustsFontForContentSizeCategory = true; return label }()`): the type's later
    /// `label.font = …` sets a live view's font. 2fas-ios 693a08e5 `TokensAdditionalInfo.swift:27`
    /// and `:62`, a scaled font set in `setKind`'s `default:`, were wrong `text.not-live` (fresh-ios17a C).
    private static func propertyLive(_ name: String, in members: MemberBlockItemListSyntax, factories: Set<String>, scan: SwiftFileScan) -> Bool {
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let value = initializer(of: name, in: variable) else { continue }
            if isFactoryCall(value, factories: factories, scan: scan) { return true }
            guard let call = value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
                let returned = closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return false }
            if setsLive(closure.statements, on: returned) { return true }
            return closure.statements.contains { item in
                guard let local = item.item.as(VariableDeclSyntax.self), let localValue = initializer(of: returned, in: local) else { return false }
                return isFactoryCall(localValue, factories: factories, scan: scan)
            }
        }
        return false
    }

    private static func initializer(of name: String, in variable: VariableDeclSyntax) -> ExprSyntax? {
        variable.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }?.initializer?.value
    }

    /// `Type.f()`, `Self.f()` or `f()` naming a live factory (a bare or `Self` call is the enclosing type's, or a free function).
    private static func isFactoryCall(_ value: ExprSyntax, factories: Set<String>, scan: SwiftFileScan) -> Bool {
        guard let call = value.unparenthesized.as(FunctionCallExprSyntax.self) else { return false }
        let own = scan.enclosingTypeName(call)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return factories.contains(name) || own.map { factories.contains("\($0).\(name)") } == true
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription else { return false }
        let type = base == "Self" || base == "self" ? own : base
        return type.map { factories.contains("\($0).\(member.declName.baseName.text)") } == true
    }

    /// The members of the file's type (or extension) named `type`.
    private static func members(of type: String, in tree: SourceFileSyntax) -> MemberBlockItemListSyntax? {
        for item in tree.statements {
            if let decl = item.item.as(ClassDeclSyntax.self), decl.name.text == type { return decl.memberBlock.members }
            if let decl = item.item.as(StructDeclSyntax.self), decl.name.text == type { return decl.memberBlock.members }
        }
        return nil
    }

    /// Whether one of `statements` is `view.adjustsFontForContentSizeCategory = true`.
    private static func setsLive(_ statements: CodeBlockItemListSyntax, on view: String) -> Bool {
        statements.contains { item in
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { return false }
            let parts = Array(sequence.elements)
            guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
                let target = parts[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "adjustsFontForContentSizeCategory",
                target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == view
            else { return false }
            return parts[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
    }

    private final class Collector: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.signature.parameterClause.parameters.isEmpty, let statements = node.body?.statements,
                let returned = statements.last?.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return .skipChildren }
            guard LiveFactories.setsLive(statements, on: returned) else { return .skipChildren }
            names.insert(Self.typeName(around: node).map { "\($0).\(node.name.text)" } ?? node.name.text)
            return .skipChildren
        }

        private static func typeName(around node: some SyntaxProtocol) -> String? {
            var current = node.parent
            while let ancestor = current {
                if let decl = ancestor.as(ClassDeclSyntax.self) { return decl.name.text }
                if let decl = ancestor.as(StructDeclSyntax.self) { return decl.name.text }
                if let decl = ancestor.as(EnumDeclSyntax.self) { return decl.name.text }
                if let decl = ancestor.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
                current = ancestor.parent
            }
            return nil
        }
    }
}
