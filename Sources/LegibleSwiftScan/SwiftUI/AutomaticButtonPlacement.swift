import SwiftSyntax

/// Where a SwiftUI view is placed, as far as the look of a `Button` in the default (automatic)
/// style inside it goes. On iOS such a button is borderless, its hit area its label, unless the
/// system draws it (a `List`/`Form` row takes its tap; a toolbar, `Menu`, context menu, swipe
/// actions or an alert's actions draw their own) or a `.buttonStyle(…)` around it styles it.
///
/// The walk goes up from a view to its declaration: through any view that is none of those, into
/// the uses in its file of the view's own computed `some View` property or method (four steps),
/// and stops at a presentation (`.sheet`, `.popover`, `.fullScreenCover`,
/// `.navigationDestination`, a `NavigationLink`'s destination: another screen), at a method that
/// returns no view (an action that hands it to a presenter) or an initializer, and at a `body`.
/// What it cannot place (a stored property, a closure held for later, a local in a view builder,
/// a use through another value) leaves the placement unknown.
enum AutomaticButtonPlacement {
    /// Calls whose content the system draws or whose row takes a button's tap.
    private static let systemContainers: Set<String> = [
        "List", "Form", "Menu", "ToolbarItem", "ToolbarItemGroup", "toolbar", "contextMenu", "swipeActions", "alert", "confirmationDialog",
        "navigationBarItems", "ControlGroup", "Picker", "Table",
    ]
    /// Modifiers whose content is another screen.
    private static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]
    /// Modifiers that change how a button around which they are written is drawn.
    private static let styling: Set<String> = ["buttonStyle", "controlSize"]

    /// The app's view types whose `body` holds `start`, each of which must itself be placed so;
    /// empty when `start` is on a screen of its own (presented, or handed over by an action);
    /// `nil` when it is in one of the system's containers, under a style, or cannot be placed.
    static func bodies(around start: ExprSyntax, hops: Int = 4) -> Set<String>? {
        guard !styles(start) else { return nil }
        var node = Syntax(start)
        var argument: LabeledExprSyntax?
        var local = false
        while let parent = node.parent {
            defer { node = parent }
            if let labeled = parent.as(LabeledExprSyntax.self) { argument = labeled }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id {
                let name = call.calledName ?? ""
                // Another screen, or a button's action that hands the view over to be presented.
                if presentations.contains(name) || isDestination(node, argument: argument, of: call) || isAction(node, argument: argument, of: call) {
                    return []
                }
                if systemContainers.contains(name) || styles(call.outermostOfModifierChain) { return nil }
                continue
            }
            if let variable = parent.as(VariableDeclSyntax.self) {
                if parent.parent?.is(CodeBlockItemSyntax.self) == true {
                    local = true
                    continue
                }
                return local ? nil : bodies(holding: variable, in: parent.root, hops: hops)
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard let returned = function.signature.returnClause?.type.trimmedDescription, returned.contains("View") else { return [] }
                guard !local, hops > 0 else { return nil }
                return usesBodies(of: function.name.text, isFunction: true, in: parent.root, hops: hops - 1)
            }
            if parent.is(InitializerDeclSyntax.self) { return [] }
            if parent.is(MemberBlockSyntax.self) { return nil }
            if let macro = parent.as(MacroExpansionExprSyntax.self), Previews.isPreview(macro.macroName) { return nil }
        }
        return nil
    }

    /// The view whose `body` `variable` is, or the uses of a computed view property.
    private static func bodies(holding variable: VariableDeclSyntax, in root: Syntax, hops: Int) -> Set<String>? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock != nil
        else { return nil }
        if name == "body" {
            let owner = variable.parent?.parent?.parent?.parent
            if let type = owner?.as(StructDeclSyntax.self) {
                // An `App`'s or a widget's body is the top of the app's views.
                let isView = type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } == true
                return isView ? [type.name.text] : []
            }
            return owner?.as(ExtensionDeclSyntax.self).map { [$0.extendedType.trimmedDescription] }
        }
        guard binding.typeAnnotation?.type.trimmedDescription.contains("View") == true, hops > 0 else { return nil }
        return usesBodies(of: name, isFunction: false, in: root, hops: hops - 1)
    }

    /// The bodies around every use of the view property or method `name` in the file (`name`,
    /// `self.name`, a call of it); `nil` when one cannot be placed or there is none.
    private static func usesBodies(of name: String, isFunction: Bool, in root: Syntax, hops: Int) -> Set<String>? {
        let references = ReferenceIndex.references(to: name, in: root)
        guard !references.isEmpty else { return nil }
        var found: Set<String> = []
        for reference in references {
            guard let expression = reference.as(ExprSyntax.self), let named = OwnMemberUses.expression(of: expression, isFunction: isFunction) else {
                return nil
            }
            guard let bodies = bodies(around: named.outermostOfModifierChain, hops: hops) else { return nil }
            found.formUnion(bodies)
        }
        return found
    }

    /// Whether `node` is the destination of the `NavigationLink` `call`: its `destination:`
    /// argument, or its trailing closure when a `label:` closure follows.
    private static func isDestination(_ node: Syntax, argument: LabeledExprSyntax?, of call: FunctionCallExprSyntax) -> Bool {
        guard call.calledName == "NavigationLink" else { return false }
        if call.arguments.id == node.id { return argument?.label?.text == "destination" }
        return call.trailingClosure?.id == node.id && call.additionalTrailingClosures.contains { $0.label.text == "label" }
    }

    /// Whether `node` is the action of the `Button` `call`: its `action:` argument, or its trailing
    /// closure when a `label:` closure follows.
    private static func isAction(_ node: Syntax, argument: LabeledExprSyntax?, of call: FunctionCallExprSyntax) -> Bool {
        guard call.calledName == "Button" else { return false }
        if call.arguments.id == node.id { return argument?.label?.text == "action" }
        return call.trailingClosure?.id == node.id && call.additionalTrailingClosures.contains { $0.label.text == "label" }
    }

    /// Whether the chain whose outermost expression is `expression` styles the buttons in it.
    private static func styles(_ expression: ExprSyntax) -> Bool {
        ModifierChain(outermost: expression)?.modifiers.contains { styling.contains($0.name) } ?? false
    }
}
