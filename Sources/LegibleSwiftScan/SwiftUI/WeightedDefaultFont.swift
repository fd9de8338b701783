import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// The font of a text that is given a weight but no font: Body, SwiftUI's default, in that weight.
/// swift-paperless `PermissionsEditView.swift:309`, `Label(…).foregroundStyle(.red).bold()` in a
/// `Form`, and `ReleaseNotesView.swift:408`, a `Button` with `.foregroundStyle(.white).bold()`
/// on an accent capsule, are 17 pt Bold, large text whose minimum is 3:1; with no `.font` they
/// were judged as normal text against 4.5:1 (fresh-ios29b, two wrong errors).
///
/// SwiftUI passes `.bold()` and `.fontWeight(_:)` down its environment to every text inside, as it
/// passes a font; the nearest wins. Without a weight nothing changes: a text with no font stays
/// normal text, the strictest. Only what is sure counts, or the text keeps that judgement:
/// - the element is a `Text`, a `Label` with a title, or a `Button` with a title or a label that is
///   one `Text` or `Label`; neither the label nor any chain around it sets a font (`.font`, an
///   app's wrapper of it, `.environment(\.font, …)`), a button or label style of the app's (which
///   may set one) or a control size;
/// - the walk up passes only SwiftUI's own containers (stacks, lists, forms, sections, buttons,
///   navigation links), their content or label closure (not a section's header or footer, which
///   the system draws in its own font), and modifiers' closures other than the system-drawn
///   toolbar, menus, alerts and swipe actions; an app's own view, whose body may set a font, stops it;
/// - it ends at the view's `body`, or at a method or view property of the file whose every use
///   (up to three levels of such helpers) passes the same test. A font a caller in another file
///   sets around the whole view is not seen, as for ``ContentSizedButtons``.
struct WeightedDefaultFont {
    let scan: SwiftFileScan

    /// What a walk found: whether it is sure no font reaches the text, and the nearest weight.
    private struct Passage {
        var weight: FontWeight?
    }

    private static let containers: Set<String> = AncestorBackdrop.transparent.union([
        "ZStack", "Form", "List", "Section", "NavigationStack", "NavigationView", "Button", "NavigationLink", "Label",
    ])
    private static let passedLabels: Set<String> = ["content", "label"]
    private static let systemDrawn: Set<String> = [
        "toolbar", "contextMenu", "swipeActions", "alert", "confirmationDialog", "navigationBarItems", "searchSuggestions",
    ]
    private static let systemButtonStyles: Set<String> = [
        ".plain", ".borderless", ".automatic", ".bordered", ".borderedProminent", "PlainButtonStyle()", "BorderlessButtonStyle()",
        "DefaultButtonStyle()", "BorderedButtonStyle()", "BorderedProminentButtonStyle()",
    ]
    private static let systemLabelStyles: Set<String> = [".titleAndIcon", ".titleOnly", ".automatic", "DefaultLabelStyle()"]

    /// Body in the weight the element is given, or `nil` when it is given none or a font may reach it.
    func font(of root: (name: String, call: FunctionCallExprSyntax), label: ModifierChain?) -> ScannedFont? {
        guard let inner = innerWeight(root: root, label: label), let passage = walk(from: Syntax(root.call), depth: 3) else { return nil }
        guard let weight = inner ?? passage.weight else { return nil }
        return .textStyle(.body, weight: weight, live: true)
    }

    /// The weight the button's label sets (`.some(nil)` when none); `nil` when the element's text
    /// may have a font of its own.
    private func innerWeight(root: (name: String, call: FunctionCallExprSyntax), label: ModifierChain?) -> FontWeight?? {
        switch root.name {
        case "Text":
            return .some(nil)
        case "Label":
            return root.call.trailingClosure == nil && root.call.additionalTrailingClosures.isEmpty ? .some(nil) : nil
        case "Button":
            guard let label else {
                let titled = root.call.arguments.first?.label == nil && root.call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
                return titled ? .some(nil) : nil
            }
            guard let name = label.rootCall?.name, name == "Text" || name == "Label", !label.rootCall!.call.arguments.isEmpty else { return nil }
            var weight: FontWeight?
            for modifier in label.modifiers {
                guard let step = reading(modifier) else { return nil }
                weight = weight ?? step
            }
            return .some(weight)
        default:
            return nil
        }
    }

    /// Up from `start` to the end of its member: `nil` when a font may reach the text.
    private func walk(from start: Syntax, depth: Int) -> Passage? {
        var passage = Passage()
        var node = start
        // The label of the argument or trailing closure the walk came up through, if any.
        var label: String?
        while let parent = node.parent {
            defer { node = parent }
            if let argument = parent.as(LabeledExprSyntax.self) { label = argument.label?.text }
            if let closure = parent.as(MultipleTrailingClosureElementSyntax.self) { label = closure.label.text }
            guard let call = parent.as(FunctionCallExprSyntax.self) else {
                guard !parent.endsBackdropWalk else { return end(parent, passage, depth: depth) }
                continue
            }
            if call.calledExpression.id == node.id {
                // A modifier of a chain the text is in applies to the text.
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { continue }
                guard let weight = reading(ModifierChain.Modifier(name: member.declName.baseName.text, call: call)) else { return nil }
                passage.weight = passage.weight ?? weight
            } else if !passes(into: call, label: call.trailingClosure?.id == node.id ? nil : label) {
                return nil
            }
            label = nil
        }
        return nil
    }

    /// The end of the member the walk reached: the view's `body`, or a helper of the file.
    private func end(_ declaration: Syntax, _ passage: Passage, depth: Int) -> Passage? {
        if let function = declaration.as(FunctionDeclSyntax.self) { return helper(function.name.text, isFunction: true, passage, depth: depth) }
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return nil }
        if variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" { return passage }
        guard let name = OwnMemberUses.viewProperty(variable) else { return nil }
        return helper(name, isFunction: false, passage, depth: depth)
    }

    /// A modifier the text is under: `nil` when it may set a font, else the weight it sets, if any.
    private func reading(_ modifier: ModifierChain.Modifier) -> FontWeight?? {
        let argument = modifier.call.arguments.first?.expression
        switch modifier.name {
        case "bold":
            // `.bold(isOn)`: a weight only sometimes; `.bold(false)` none.
            guard let argument else { return .some(.bold) }
            return argument.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) ? .some(.bold) : .some(nil) } ?? nil
        case "fontWeight":
            return scan.fonts.weight(argument).map { .some($0) }
        case "controlSize":
            return nil
        case "buttonStyle":
            return Self.systemButtonStyles.contains(argument?.trimmedDescription ?? "") ? .some(nil) : nil
        case "labelStyle":
            return Self.systemLabelStyles.contains(argument?.trimmedDescription ?? "") ? .some(nil) : nil
        case "environment":
            return argument?.trimmedDescription.contains("font") == true ? nil : .some(nil)
        default:
            return scan.setsFont(modifier) ? nil : .some(nil)
        }
    }

    /// Whether a text in an argument or closure of `call` (`label` its label) takes the environment
    /// around the call: SwiftUI's own container's content or label, or a modifier's closure the
    /// system does not draw.
    private func passes(into call: FunctionCallExprSyntax, label: String?) -> Bool {
        guard label.map(Self.passedLabels.contains) ?? true, let name = call.calledName else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil { return !Self.systemDrawn.contains(name) }
        return Self.containers.contains(name)
    }

    /// A method or view property of the file: every use of it in the file passes too.
    private func helper(_ name: String, isFunction: Bool, _ passage: Passage, depth: Int) -> Passage? {
        guard depth > 0 else { return nil }
        var weights: Set<FontWeight?> = []
        for token in scan.tree.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            guard let use = OwnMemberUses.expression(of: reference, isFunction: isFunction), let found = walk(from: Syntax(use), depth: depth - 1)
            else { return nil }
            weights.insert(found.weight)
        }
        guard let first = weights.first, weights.count == 1 || passage.weight != nil else { return nil }
        return Passage(weight: passage.weight ?? first)
    }
}
