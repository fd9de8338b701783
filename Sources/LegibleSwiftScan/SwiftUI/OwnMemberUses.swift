import SwiftSyntax

/// A use of one of a view's own members: `name`, `self.name`, or for a method the call of it
/// (`itemRow(item: item)`). Read by the walks that follow a view's rows and buttons through its
/// own properties and methods (``ListRowBackdrop``, ``ListRowButtons``, ``AutomaticButtonPlacement``).
enum OwnMemberUses {
    /// The expression `reference` is a use as: the reference or its `self.` access, or for a
    /// function its call; `nil` for another object's member (`other.name`) or a function named
    /// but not called, whose place is not known.
    static func expression(of reference: some ExprSyntaxProtocol, isFunction: Bool) -> ExprSyntax? {
        var named = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard member.base?.trimmedDescription == "self" else { return nil }
            named = ExprSyntax(member)
        }
        if isFunction {
            guard let call = named.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == named.id else { return nil }
            named = ExprSyntax(call)
        }
        return named
    }

    /// `name` when `variable` is a computed `var name: some View { … }` other than `body`.
    static func viewProperty(_ variable: VariableDeclSyntax) -> String? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
            binding.typeAnnotation?.type.trimmedDescription == "some View", binding.accessorBlock != nil
        else { return nil }
        return name
    }
}

extension Previews {
    /// Whether `node` is inside the declaration of the view `name` itself, or in a preview
    /// (a `PreviewProvider`, `#Preview`): neither is a use that places the view on a screen.
    static func isInOwnDeclarationOrPreview(_ node: some SyntaxProtocol, name: String) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let declaration = ancestor.as(StructDeclSyntax.self), declaration.name.text == name || isPreviewProvider(declaration) { return true }
            if let macro = ancestor.as(MacroExpansionExprSyntax.self), isPreview(macro.macroName) { return true }
            if let macro = ancestor.as(MacroExpansionDeclSyntax.self), isPreview(macro.macroName) { return true }
            current = ancestor.parent
        }
        return false
    }
}

extension SwiftPrePassTexts {
    /// Whether the app constructs the view `name` somewhere (`Name(…)`, outside its own declaration
    /// and previews) and every such call, from its outermost modifier, is `placed`; a use that is
    /// no call (`Name.self`, a reference passed on) is not known to be placed.
    func everyConstruction(of name: String, words: [SourceIdentifiers], isPlaced placed: (ExprSyntax) -> Bool) -> Bool {
        var uses = 0
        for index in indices where words[index].mayName(name) {
            for token in tree(index).tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                if Previews.isInOwnDeclarationOrPreview(reference, name: name) { continue }
                guard let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id,
                    placed(call.outermostOfModifierChain)
                else { return false }
                uses += 1
            }
        }
        return uses > 0
    }
}
