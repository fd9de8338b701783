import SwiftSyntax

/// System button styles that draw a platter around the label (`target.small`): `.bordered`,
/// `.borderedProminent`, `.glass` and `.glassProminent` pad the label on every side, by amounts
/// Apple does not publish (and that differ between iOS and visionOS), so a frame given to the
/// label is not the button's hit area: the button is larger by the padding. IceCubes
/// `AddAccountsView.swift:174`: a 44 pt tall label in `.borderedProminent`/`.glassProminent`,
/// reported as a 44 pt visionOS target when the platter makes it taller.
///
/// A style reaches a button from its own chain, from a container's chain around it
/// (`VStack { … }.buttonStyle(.bordered)`: the style is in the environment), or from every
/// place the file uses the property or function whose body is the button
/// (`signinButton.buttonStyle(.borderedProminent)`).
enum PaddedButtonStyles {
    /// The styles, as `.name` or the type's name.
    private static let names: Set<String> = [
        "bordered", "borderedProminent", "glass", "glassProminent", "BorderedButtonStyle", "BorderedProminentButtonStyle",
        "GlassButtonStyle", "GlassProminentButtonStyle",
    ]

    /// Whether a padded style applies to the button `call` whose chain is `chain`.
    static func apply(to call: FunctionCallExprSyntax, chain: ModifierChain) -> Bool {
        if chain.modifiers.contains(where: isPadded) { return true }
        if enclosingChainsArePadded(Syntax(call)) { return true }
        return everyUseIsPadded(of: call, chainEnd: chain.outermost)
    }

    /// Whether a `.buttonStyle(…)` modifier names a padded style (`.bordered`, `.glass(.clear)`,
    /// `BorderedButtonStyle()`).
    private static func isPadded(_ modifier: ModifierChain.Modifier) -> Bool {
        guard modifier.name == "buttonStyle", let argument = modifier.call.arguments.first?.expression else { return false }
        var expression = argument
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        if let member = expression.as(MemberAccessExprSyntax.self) { return names.contains(member.declName.baseName.text) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return names.contains(reference.baseName.text) }
        return false
    }

    /// Whether a container whose content closure holds `node` is given a padded style: walks
    /// out through closures to the enclosing declaration.
    private static func enclosingChainsArePadded(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(VariableDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) { return false }
            if let call = ancestor.as(FunctionCallExprSyntax.self), let chain = ModifierChain(outermost: call.outermostOfModifierChain),
                chain.modifiers.contains(where: isPadded)
            {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// Whether the button is the body of a property or function (`var signinButton: some View {
    /// Button … }`) that the file uses at least once and, everywhere it uses it, with a padded style.
    private static func everyUseIsPadded(of call: FunctionCallExprSyntax, chainEnd: ExprSyntax) -> Bool {
        guard let name = bodyOwnerName(of: chainEnd) else { return false }
        var root = Syntax(call)
        while let parent = root.parent { root = parent }
        let uses = root.tokens(viewMode: .sourceAccurate).filter { token in
            token.text == name && token.parent?.is(DeclReferenceExprSyntax.self) == true
        }
        guard !uses.isEmpty else { return false }
        return uses.allSatisfy { token in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            // `name`, `self.name` or `name()`: the view whose chain the style is on.
            var base = ExprSyntax(reference)
            if let member = base.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { base = ExprSyntax(member) }
            if let call = base.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == base.id { base = ExprSyntax(call) }
            guard let chain = ModifierChain(outermost: base.outermostOfModifierChain) else { return false }
            return chain.modifiers.contains(where: isPadded)
        }
    }

    /// The name of the computed property or function whose body is only `expression`.
    private static func bodyOwnerName(of expression: ExprSyntax) -> String? {
        guard let item = expression.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1
        else { return nil }
        var current = list.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
            if let binding = node.as(PatternBindingSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if node.is(ClosureExprSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}
