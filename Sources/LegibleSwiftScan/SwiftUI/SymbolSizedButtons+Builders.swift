import LegibleTypeScale
import SwiftSyntax

/// ``SymbolSizedButtons`` buttons built by a view's own `private` `@ViewBuilder` function or
/// computed property rather than in its `body`: XcodesApp 7fd5b660 `XcodeListViewRow.swift:112`
/// and `:130` (`private func selectControl(for:)`, plain checkmark buttons, used in the row's
/// `HStack` as `selectControl(for: xcode).padding(.trailing, 16)`) and `XcodeListView.swift:273`
/// and `:296` (`private var selectControl`), about 20 pt tall, were never judged: the walk up
/// from the button stopped at the declaration, which may be used anywhere. A private one is used
/// only in its file, so its uses say where its buttons are: placed as a container's content, in
/// no toolbar, list or menu, with nothing that makes the view taller, and in a `body` with nothing
/// around that sizes symbols (then the symbol is in Body, as in ``defaultPointSize(of:chains:)``).
extension SymbolSizedButtons {
    /// The uses in this file of the private builder that holds `expression` (through `if` and
    /// `switch` branches only), each the outermost expression of its chain; `nil` when the
    /// expression is not in one or one of its uses cannot be told.
    func privateBuilderUses(of expression: ExprSyntax) -> [ExprSyntax]? {
        guard let builder = Self.privateBuilder(holding: expression) else { return nil }
        let (name, declaration, isFunction) = builder
        let finder = BuilderUseFinder(name: name, isFunction: isFunction)
        finder.walk(scan.tree)
        let uses = finder.uses.filter { !Self.encloses(declaration, $0) }
        return uses.isEmpty ? nil : uses.map { $0.outermostOfModifierChain }
    }

    /// Whether every use of the builder holding `expression` is placed, outside any system container,
    /// and keeps the view's height.
    func isPlacedPrivateBuilder(_ expression: ExprSyntax) -> Bool {
        guard let uses = privateBuilderUses(of: expression) else { return false }
        return uses.allSatisfy { use in
            let modifiers = ModifierChain(outermost: use)?.modifiers ?? []
            return !ContentSizedButtons.isInSystemContainer(Syntax(use)) && Self.isPlaced(use, byArgument: true)
                && modifiers.allSatisfy { (Self.buttonKeeps.contains($0.name) && Self.keepsSize($0)) || Self.padsOnlySideways($0) }
        }
    }

    /// Whether a modifier is `.padding(.leading/.trailing/.horizontal, …)`, which widens the view
    /// but leaves the height judged here as it is.
    static func padsOnlySideways(_ modifier: ModifierChain.Modifier) -> Bool {
        guard modifier.name == "padding", let first = modifier.call.arguments.first, first.label == nil,
            let edges = PaddingInsets.edges(first.expression)
        else { return false }
        return edges.isSubset(of: ["leading", "trailing"])
    }

    /// The name of the `private`/`fileprivate` function or computed property (not `body`) whose
    /// result `expression` is, reached through no closure and no type.
    private static func privateBuilder(holding expression: ExprSyntax) -> (String, Syntax, Bool)? {
        var current = expression.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) { return nil }
            if let function = node.as(FunctionDeclSyntax.self) {
                return isPrivate(function.modifiers) ? (function.name.text, Syntax(function), true) : nil
            }
            if let variable = node.as(VariableDeclSyntax.self) {
                guard isPrivate(variable.modifiers), let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    name != "body"
                else { return nil }
                return (name, Syntax(variable), false)
            }
            current = node.parent
        }
        return nil
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }

    fileprivate static func encloses(_ ancestor: Syntax, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.id == ancestor.id { return true }
            current = parent.parent
        }
        return false
    }
}

/// The uses of a builder in a file: calls `name(…)` (or `self.name(…)`) of a function, references
/// `name` (or `self.name`) of a property.
private final class BuilderUseFinder: SyntaxVisitor {
    let name: String
    let isFunction: Bool
    var uses: [ExprSyntax] = []

    init(name: String, isFunction: Bool) {
        self.name = name
        self.isFunction = isFunction
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == name else { return .visitChildren }
        var named = ExprSyntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard member.base?.trimmedDescription == "self" else { return .visitChildren }
            named = ExprSyntax(member)
        }
        if isFunction {
            if let call = named.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == named.id { uses.append(ExprSyntax(call)) }
        } else if named.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != named.id {
            uses.append(named)
        }
        return .visitChildren
    }
}
