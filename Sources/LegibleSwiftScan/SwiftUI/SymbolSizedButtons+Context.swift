import LegibleTypeScale
import SwiftSyntax

/// Where a ``SymbolSizedButtons`` button may take its font and placement from beyond its own chain.
extension SymbolSizedButtons {
    /// Stacks whose `.font` reaches the buttons they hold.
    private static let stacks: Set<String> = ["HStack", "VStack", "ZStack"]
    /// Container modifiers that reach the buttons inside and may enlarge them.
    private static let reachesButtons: Set<String> = ["buttonStyle", "imageScale", "symbolVariant", "controlSize", "labelStyle"]

    /// The font of the nearest enclosing stack when that stack shows only images
    /// (``ContainerTexts/showsOnlyImages(_:)``), so its font is an icon font: isowords c727d3a7
    /// `Home.swift:403` and `:409` (questionmark and gear buttons) and `GameOverView.swift:411`
    /// (xmark), all in an `HStack { … }.font(.system(size: 24))`, about 29 pt tall. A stack that
    /// shows text, or sets a style, control size or image scale its buttons take, gives none.
    func containerPointSize(of button: FunctionCallExprSyntax) -> Double? {
        var current = button.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(VariableDeclSyntax.self) || node.is(StructDeclSyntax.self) { return nil }
            if let closure = node.as(ClosureExprSyntax.self), let call = Self.owningCall(of: closure) {
                let name = call.calledName ?? ""
                guard Self.stacks.contains(name) || Self.transparent.contains(name) else { return nil }
                if let container = ModifierChain(outermost: call.outermostOfModifierChain), container.modifiers.contains(where: { $0.name == "font" }) {
                    guard ContainerTexts(scan: scan).showsOnlyImages(container),
                        container.modifiers.allSatisfy({
                            !Self.reachesButtons.contains($0.name) || ($0.name != "controlSize" && $0.name != "labelStyle" && Self.keepsSize($0))
                        })
                    else { return nil }
                    return pointSize(container.modifiers)
                }
            }
            current = node.parent
        }
        return nil
    }

    /// Modifiers of a view around the button that may give its symbol another size.
    static let sizesSymbols: Set<String> = [
        "font", "imageScale", "controlSize", "dynamicTypeSize", "environment", "transformEnvironment", "symbolVariant", "labelStyle",
    ]

    /// The Body style's size at Large, when the button is in a view's `body` and no view around it
    /// there sets a font or anything else that sizes a symbol: the symbol takes the default font,
    /// Body, as a `Text` does. Home Assistant d722d781 `LiveActivitySettingsView.swift:966-970`
    /// (a plain xmark button in a list row, about 20 pt) and `DeeplinkView.swift:35-41` (a
    /// borderless chevron) were never sized.
    func defaultPointSize(of button: FunctionCallExprSyntax, chains: [ModifierChain]) -> Double? {
        defaultPointSize(from: Syntax(button), chains: chains, builderUses: true)
    }

    /// ``defaultPointSize(of:chains:)`` from `node` up; at a private builder (``privateBuilderUses(of:)``)
    /// when `builderUses`, from each of its uses, which must all give Body.
    private func defaultPointSize(from node: Syntax, chains: [ModifierChain], builderUses: Bool) -> Double? {
        // An enclosing variant (`.circle`) is within the 1.4 × bound ``TappableSymbols`` judges by.
        guard !chains.contains(where: { $0.modifiers.contains { Self.sizesSymbols.contains($0.name) && !Self.isIconOnly($0) && $0.name != "symbolVariant" } })
        else { return nil }
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self) { return nil }
            let variable = ancestor.as(VariableDeclSyntax.self)
            if ancestor.is(FunctionDeclSyntax.self) || (variable != nil && variable?.bindings.first?.pattern.trimmedDescription != "body") {
                return builderUses ? builderPointSize(of: node) : nil
            }
            if variable != nil { return DynamicType.metrics(for: .body, category: .large).size }
            if let closure = ancestor.as(ClosureExprSyntax.self), let call = Self.owningCall(of: closure),
                let container = ModifierChain(outermost: call.outermostOfModifierChain),
                container.modifiers.contains(where: { Self.sizesSymbols.contains($0.name) })
            {
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// Body's size when the button is in a private builder every use of which is in a `body`
    /// that gives it Body, as a button written there would be.
    private func builderPointSize(of button: Syntax) -> Double? {
        guard let expression = button.as(ExprSyntax.self), let uses = privateBuilderUses(of: expression.outermostOfModifierChain) else { return nil }
        let sizes = uses.map { use in
            defaultPointSize(from: Syntax(use), chains: ModifierChain(outermost: use).map { [$0] } ?? [], builderUses: false)
        }
        return sizes.allSatisfy { $0 != nil } ? sizes.first ?? nil : nil
    }

    /// Whether the button is the whole `body` of a `private` or `fileprivate` view, so every use is
    /// in this file, and each use is placed in a container or an app call's argument, outside any
    /// toolbar, list or menu, with nothing that enlarges it: isowords c727d3a7 `ReminderBell`
    /// (`DailyChallengeView.swift:435`, used at :355 as the app's nav bar `trailing:` view) and
    /// `CubeIconView` (`Home.swift:511`, used at :395 in an `HStack`). A view another file can
    /// name may be put in a toolbar there, which the system sizes at 44 pt.
    func isPlacedPrivateBody(_ expression: ExprSyntax) -> Bool {
        var current = expression.parent
        var property: VariableDeclSyntax?
        while let node = current, !node.is(StructDeclSyntax.self) {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return false }
            if let variable = node.as(VariableDeclSyntax.self) { property = variable }
            current = node.parent
        }
        guard let view = current?.as(StructDeclSyntax.self), property?.bindings.first?.pattern.trimmedDescription == "body",
            view.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
        else { return false }
        let uses = UseFinder(name: view.name.text, tree: scan.tree).calls.filter { !$0.isDescendant(of: view) }
        return !uses.isEmpty
            && uses.allSatisfy { use in
                let outermost = use.outermostOfModifierChain
                let modifiers = ModifierChain(outermost: outermost)?.modifiers ?? []
                return !ContentSizedButtons.isInSystemContainer(use) && Self.isPlaced(outermost, byArgument: true)
                    && modifiers.allSatisfy { Self.buttonKeeps.contains($0.name) && Self.keepsSize($0) }
            }
    }

    /// Whether a label's `.modifier(Effect(…))` only rotates it: `Effect` is a `GeometryEffect` of
    /// this file whose every transform is `CGAffineTransform(rotationAngle:)` (isowords' bell and
    /// cube shake). A rotation draws the symbol turned; it does not lay it out larger.
    func rotatesOnly(_ modifier: ModifierChain.Modifier) -> Bool {
        guard modifier.name == "modifier", let effect = modifier.call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledName,
            let declaration = scan.tree.statements.lazy.compactMap({ $0.item.as(StructDeclSyntax.self) }).first(where: { $0.name.text == effect }),
            declaration.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "GeometryEffect" }) == true
        else { return false }
        let transforms = declaration.tokens(viewMode: .sourceAccurate).filter { $0.text.hasPrefix("CGAffineTransform") || $0.text.hasPrefix("CATransform3D") }
        return !transforms.isEmpty
            && transforms.allSatisfy { token in
                token.parent?.parent?.as(FunctionCallExprSyntax.self)?.arguments.map({ $0.label?.text ?? "" }) == ["rotationAngle"]
            }
    }
}

/// The calls `Name(…)` or `Name { … }` of one view in a file.
private final class UseFinder: SyntaxVisitor {
    let name: String
    var calls: [FunctionCallExprSyntax] = []

    init(name: String, tree: SourceFileSyntax) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name { calls.append(node) }
        return .visitChildren
    }
}

extension SyntaxProtocol {
    /// Whether `ancestor` encloses this node.
    fileprivate func isDescendant(of ancestor: some SyntaxProtocol) -> Bool {
        var current = parent
        while let node = current {
            if node.id == ancestor.id { return true }
            current = node.parent
        }
        return false
    }
}
