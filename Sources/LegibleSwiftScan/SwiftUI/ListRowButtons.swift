import SwiftSyntax

/// A SwiftUI `Button` in the default (automatic) style written in a `List` or `Form` row: on iOS
/// the row takes its tap, and the list draws the row at least its minimum row height, so the
/// frame of the button's label is not the target (`target.small`). phoenix 13c8ddb6 (iOS)
/// `SpendOnChainFunds.swift:263`, a 30×30 edit button in `subsection_summary()`, which
/// `section_options()` puts in a `Section` of the `List` in `content()` (`:77`), was an error.
///
/// Only what is sure: the walk up from the button passes stacks, `Group`, `ForEach`, grids and a
/// `Section`'s content (not its header or footer) and, up to four times, leaves a computed
/// `some View` property or a method returning `some View` for the places its file uses it, every
/// one of which must be in such a row. A `.buttonStyle(…)` on the button or on any view on the way
/// (the list's too) gives the button its own tap in the row, and a Mac list row does not take a
/// button's tap: those are judged as before. A `NavigationLink` written in a row
/// (``NavigationLinkLabels/isListRow(_:)``) is a row too.
enum ListRowButtons {
    /// Views that lay their content out inside the row they are in.
    private static let passed: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "Section", "ViewThatFits", "Grid", "GridRow",
    ]

    /// Whether the row around `call`, a `Button` or `NavigationLink`, takes its tap. `appKit`: the
    /// file is a Mac one, whose list rows leave a button its own tap.
    static func takesRowTap(_ call: FunctionCallExprSyntax, appKit: Bool) -> Bool {
        if NavigationLinkLabels.isListRow(call) { return true }
        guard call.calledName == "Button", !appKit else { return false }
        return isInRow(call.outermostOfModifierChain, hops: 4)
    }

    /// Whether `start` is in a `List`/`Form` row with no button style on the way.
    private static func isInRow(_ start: ExprSyntax, hops: Int) -> Bool {
        guard !setsButtonStyle(start) else { return false }
        var node = Syntax(start)
        var argument: LabeledExprSyntax?
        while let parent = node.parent {
            defer { node = parent }
            if let labeled = parent.as(LabeledExprSyntax.self) { argument = labeled }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.id == node.id { continue }
                guard let name = call.calledName, isContent(node, argument: argument, of: call), !setsButtonStyle(call.outermostOfModifierChain) else {
                    return false
                }
                if name == "List" || name == "Form" { return true }
                guard passed.contains(name) else { return false }
                continue
            }
            if let variable = parent.as(VariableDeclSyntax.self) {
                guard hops > 0, let name = OwnMemberUses.viewProperty(variable) else { return false }
                return usesAreInRows(of: name, isFunction: false, in: parent.root, hops: hops - 1)
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard hops > 0, function.signature.returnClause?.type.trimmedDescription == "some View" else { return false }
                return usesAreInRows(of: function.name.text, isFunction: true, in: parent.root, hops: hops - 1)
            }
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) { return false }
            if let macro = parent.as(MacroExpansionExprSyntax.self), Previews.isPreview(macro.macroName) { return false }
        }
        return false
    }

    /// Whether `node` is `call`'s content: its unlabelled trailing closure or a `content:` closure.
    /// A `Section`'s header and footer, and any argument, are not in the row's tap.
    private static func isContent(_ node: Syntax, argument: LabeledExprSyntax?, of call: FunctionCallExprSyntax) -> Bool {
        if call.trailingClosure?.id == node.id { return true }
        return call.arguments.id == node.id && argument?.label?.text == "content" && argument?.expression.is(ClosureExprSyntax.self) == true
    }

    /// Whether every use of the view property or method `name` in the file (`name`, `self.name`,
    /// a call of it) is in a row; one through another receiver cannot be told.
    private static func usesAreInRows(of name: String, isFunction: Bool, in root: Syntax, hops: Int) -> Bool {
        let references = ReferenceIndex.references(to: name, in: root)
        guard !references.isEmpty else { return false }
        return references.allSatisfy { reference in
            guard let named = OwnMemberUses.expression(of: reference.cast(DeclReferenceExprSyntax.self), isFunction: isFunction) else { return false }
            return isInRow(named.outermostOfModifierChain, hops: hops)
        }
    }

    /// Whether the chain whose outermost expression is `expression` sets a button style.
    private static func setsButtonStyle(_ expression: ExprSyntax) -> Bool {
        ModifierChain(outermost: expression)?.modifiers.contains { $0.name == "buttonStyle" } ?? false
    }
}
