import LegibleScan
import SwiftSyntax

/// An app's own `ViewModifier` whose body sets one font, applied with `.modifier(…)`: Clendar
/// 3f2cf4fc `ViewModifiers.swift:16-24`, `struct BoldTextModifider: ViewModifier { var fontSize:
/// CGFloat = 15; func body(content: Content) -> some View { content.font(.boldFontWithSize(fontSize))
/// … } }`, given as `.modifier(BoldTextModifider(fontSize: 13))` (`EmptyView.swift:18`), was read
/// as a text with no font whose `.minimumScaleFactor(0.5)` undid the text size. The stored
/// properties are the memberwise initialiser's parameters, in order, with their defaults; the font
/// is read as a ``FontWrapper``'s is.
extension FontWrappers {
    /// A `ViewModifier` struct whose `body(content:)` is one chain on `content` holding one
    /// `.font(F)`; `nil` for one with an `init` of its own or a stored property with an attribute
    /// (`@Environment`, `@State`), whose initialiser is not the memberwise one read here.
    static func modifierWrapper(_ decl: StructDeclSyntax) -> FontWrapper? {
        guard decl.genericParameterClause == nil,
            decl.inheritanceClause?.inheritedTypes.contains(where: { ["ViewModifier", "SwiftUI.ViewModifier"].contains($0.type.trimmedDescription) }) == true
        else { return nil }
        var parameters: [FontWrapper.Parameter] = []
        var body: FunctionDeclSyntax?
        for member in decl.memberBlock.members {
            if member.decl.is(InitializerDeclSyntax.self) || member.decl.is(IfConfigDeclSyntax.self) { return nil }
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body" { body = function }
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard variable.attributes.isEmpty, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                // A `let` with a value is no parameter of the memberwise initialiser.
                if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil { return nil }
                parameters.append(.init(label: name, name: name, defaultValue: binding.initializer?.value.trimmedDescription))
            }
        }
        guard let body, let parameter = body.signature.parameterClause.parameters.first,
            body.signature.parameterClause.parameters.count == 1, let statements = body.body?.statements, statements.count == 1,
            let item = statements.first?.item, let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression,
            let chain = ModifierChain(outermost: expression),
            chain.root.as(DeclReferenceExprSyntax.self)?.baseName.text == (parameter.secondName ?? parameter.firstName).text,
            let font = chain.first("font")?.call, font.arguments.count == 1, let argument = font.arguments.first, argument.label == nil
        else { return nil }
        return FontWrapper(parameters: parameters, font: argument.expression.trimmedDescription)
    }
}

extension SwiftFileScan {
    /// The app's font wrapper a chain's modifier applies, with the call whose arguments it
    /// takes: `.fontSize(16)` itself, or the `BoldText(size: 13)` of `.modifier(BoldText(size: 13))`.
    func fontWrapper(of modifier: ModifierChain.Modifier) -> (wrapper: FontWrapper, call: FunctionCallExprSyntax)? {
        if modifier.name != "modifier" { return facts.fontWrappers[modifier.name].map { ($0, modifier.call) } }
        guard modifier.call.arguments.count == 1, let made = modifier.call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
            let wrapper = facts.fontWrappers[type]
        else { return nil }
        return (wrapper, made)
    }

    /// Whether `chain` is the body of one of the app's `ViewModifier` font wrappers whose font
    /// reads a stored property (Clendar `ViewModifiers.swift:22`, `content.font(.boldFontWithSize(fontSize))`):
    /// the font is judged at each `.modifier(…)` with the size given there; the default the
    /// file's constants give it here is no text's.
    func isWrapperBodyFont(_ chain: ModifierChain) -> Bool {
        if isExtensionWrapperBody(chain) { return true }
        guard chain.root.is(DeclReferenceExprSyntax.self), let type = enclosingTypeName(chain.outermost),
            let wrapper = facts.fontWrappers[type], type.first?.isUppercase == true
        else { return false }
        let names = Set(wrapper.parameters.map(\.name))
        return FontWrapper.references(wrapper.font).contains { names.contains($0) }
    }

    /// Whether `chain` is the whole body of a `View` or `Text` extension's font wrapper
    /// (``FontWrappers``): its font is judged at each call, on what the call styles, so the body
    /// is no text of its own. Jami a8d4bcb1 `View+Helpers.swift:51-57`, `func navBarIconStyle()`,
    /// whose 8 calls all style an `Image`, was a `text.fixed-size` at its own `.font` (`:54`); and
    /// `Text+Helpers.swift:26`, `swarmButtonTextStyle()`, was reported there and again at its one
    /// call, `AddMoreParticipantsInSwarm.swift:90`.
    private func isExtensionWrapperBody(_ chain: ModifierChain) -> Bool {
        var node = Syntax(chain.outermost)
        if let statement = node.parent?.as(ReturnStmtSyntax.self) { node = Syntax(statement) }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let function = list.parent?.parent?.as(FunctionDeclSyntax.self), facts.fontWrappers[function.name.text] != nil,
            let extensionDecl = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
            ["View", "SwiftUI.View", "Text", "SwiftUI.Text"].contains(extensionDecl.extendedType.trimmedDescription)
        else { return false }
        return true
    }

    /// The text colour an app's font wrapper also sets (``FontWrapper/foreground``), read here.
    func wrapperTextColor(_ modifier: ModifierChain.Modifier) -> ScannedColor? {
        guard let written = fontWrapper(of: modifier)?.wrapper.foreground, let expression = FontWrapper.substituted(written, values: [:]) else { return nil }
        return colors(uiKit: false).read(expression)
    }

    /// Whether the modifier sets the font: `.font(…)` or an app wrapper of it.
    func setsFont(_ modifier: ModifierChain.Modifier) -> Bool {
        modifier.name == "font" || fontWrapper(of: modifier) != nil
    }
}
