import SwiftSyntax

/// Controls whose size is not the app's to judge (`target.small`):
///
/// - a control in the content of a `Menu { … }`, a `.contextMenu { … }`, `.swipeActions { … }`,
///   or the actions of an `.alert`/`.confirmationDialog`: SwiftUI hands these to the system,
///   which draws each as a full-width menu row or a full-height swipe or alert button whatever
///   frame the code gives its label (Apple: "Compose the menu by returning controls like Button,
///   Toggle, and Picker"; swipe actions are "custom swipe actions to a row in a list");
/// - a control in the content of `.toolbar { … }`, `ToolbarItem { … }` or `ToolbarItemGroup { … }`:
///   a bar item, which the bar gives its own hit area whatever frame the label has, as the
///   other button checks already took it (``ContentSizedButtons/isInSystemContainer(_:)``);
///   the framed-button check alone judged `.frame(width: 24, height: 24)` there;
/// - a control its own chain disables with a constant (`.disabled(true)`), hides (`.hidden()`,
///   `.opacity(0)`), or makes untappable (`.allowsHitTesting(false)`): nobody taps it; nor a
///   `Button` whose action is an empty closure (``EmptyActionButtons``): a tap does nothing;
/// - a control its own chain makes a list row (`.listRowBackground(…)`, `.listRowInsets(…)`): the
///   whole row takes the tap, and a row is never shorter than the list's minimum row height, so
///   a frame inside it is not the target (Trio 29350e31 `TreatmentsRootView.swift:511`, a bolus
///   button's 35 pt label in its list row, was an error).
enum SystemDrawnControls {
    /// The calls whose content closure the system draws as menu rows or action buttons, with
    /// the labels of their closures that are content (the unlabelled trailing closure always is).
    private static let contentCalls: [String: Set<String>] = [
        "Menu": ["content"], "contextMenu": ["menuItems"], "swipeActions": ["content"], "alert": ["actions"],
        "confirmationDialog": ["actions"], "toolbar": ["content"], "ToolbarItem": ["content"], "ToolbarItemGroup": ["content"],
    ]

    /// Whether `call` is inside the content of a menu, context menu, swipe actions, alert or toolbar.
    static func isInSystemMenu(_ call: some SyntaxProtocol) -> Bool {
        isInSystemMenu(Syntax(call), depth: 0, barItems: false)
    }

    /// Whether `call` is a bar item: in a menu, alert or toolbar (``isInSystemMenu(_:)``) or passed
    /// to `.navigationBarItems(leading:trailing:)`, whose views the navigation bar lays out and
    /// gives its own hit area, as a toolbar's (zashi-ios `RestoreWalletCoordFlowView.swift:220`,
    /// a help button `icon.zImage(size: 24, …).padding(8)` in the bar). Its text is the app's.
    /// `members` are the app's view members that every file uses only so (``BarItemMembers``):
    /// code in one of them is placed as its uses are.
    static func isSystemPlaced(_ call: some SyntaxProtocol, members: Set<String> = []) -> Bool {
        isInSystemMenu(Syntax(call), depth: 0, barItems: true, members: members)
    }

    /// Whether `node` is in the label of a `Button` that is a bar item (``isSystemPlaced(_:members:)``):
    /// zashi-ios `GlobalNavBar.swift:23`, a double-tapped icon in the label of the bar's settings button.
    static func isInBarItemButton(_ node: some SyntaxProtocol, members: Set<String>) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(VariableDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) { return false }
            if let button = ancestor.as(FunctionCallExprSyntax.self), button.calledName == "Button" {
                return isSystemPlaced(button, members: members)
            }
            current = ancestor.parent
        }
        return false
    }

    private static func isInSystemMenu(_ node: Syntax, depth: Int, barItems: Bool, members: Set<String> = []) -> Bool {
        var current = node.parent
        var previous = node
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                if name != "body", members.contains(name) { return true }
                return usedOnlyInSystemMenu(name, modifiers: function.modifiers, in: ancestor, depth: depth, barItems: barItems, members: members)
            }
            if let variable = ancestor.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                if name != "body", members.contains(name) { return true }
                return usedOnlyInSystemMenu(name, modifiers: variable.modifiers, in: ancestor, depth: depth, barItems: barItems, members: members)
            }
            if ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self) { return false }
            if let closure = previous.as(ClosureExprSyntax.self), isContent(closure) { return true }
            if barItems, let argument = previous.as(LabeledExprSyntax.self), isBarItemsArgument(argument) { return true }
            previous = ancestor
            current = ancestor.parent
        }
        return false
    }

    /// Whether the private property or function `name` declared at `declaration` is used, and
    /// only in menu, context-menu, swipe, alert or toolbar content of its file: Jami a8d4bcb1
    /// `SmartListContainer.swift:214`, `private var shareLinkButton` whose one use is in the
    /// content of `Menu { … }` at `:180`, was judged for contrast as if the app drew it. A member
    /// other files may name, or one used anywhere else, is judged as before.
    private static func usedOnlyInSystemMenu(
        _ name: String, modifiers: DeclModifierListSyntax, in declaration: Syntax, depth: Int, barItems: Bool, members: Set<String>
    ) -> Bool {
        guard depth < 4, name != "body", modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) else { return false }
        // Every reference counts, `other.name` and a local of the same name too (conservative).
        let uses = ReferenceIndex.references(to: name, in: declaration.root)
        return !uses.isEmpty && uses.allSatisfy { isContentArgument($0) || isInSystemMenu($0, depth: depth + 1, barItems: barItems, members: members) }
    }

    /// Whether `argument` is one of `.navigationBarItems(leading:trailing:)`'s.
    static func isBarItemsArgument(_ argument: LabeledExprSyntax) -> Bool {
        argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            == "navigationBarItems"
    }

    /// Whether `reference` is passed as the content of one of ``contentCalls``: `Menu(content:
    /// menuContent, label: { … })` (Jami `MessagePanelView.swift:165`).
    private static func isContentArgument(_ reference: Syntax) -> Bool {
        guard let argument = reference.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = call.calledName
        else { return false }
        return contentCalls[name]?.contains(label) == true
    }

    /// Whether the system draws the text of `call` in its own font: text in the content of a
    /// menu, context menu, swipe actions or alert (``isInSystemMenu(_:)``), or an option of a
    /// `Picker` styled `.menu`. Its `.font`, colours and shrink are ignored, so none is judged
    /// (winston 3de4a170 `SubredditPosts.swift:352`, a submenu's `Label` with a 17 pt Bold
    /// `.font` in a `Menu`'s content, was a wrong `text.fixed-size`). A `Menu`'s `label:` closure
    /// is not content: the app draws it, in its own font.
    static func drawsText(_ call: some SyntaxProtocol) -> Bool {
        isInSystemMenu(call) || isMenuPickerOption(call)
    }

    /// Whether `call` is inside the content of a `Picker` whose own chain styles it `.menu`.
    private static func isMenuPickerOption(_ call: some SyntaxProtocol) -> Bool {
        var current = call.parent
        var previous: Syntax = Syntax(call)
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self) { return false }
            if let closure = previous.as(ClosureExprSyntax.self), let picker = contentOwner(closure), picker.calledName == "Picker" {
                return isMenuStyled(picker)
            }
            previous = ancestor
            current = ancestor.parent
        }
        return false
    }

    /// Whether the modifiers after `call` include `.pickerStyle(.menu)` or `.pickerStyle(MenuPickerStyle())`.
    private static func isMenuStyled(_ call: FunctionCallExprSyntax) -> Bool {
        var node = ExprSyntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id
        {
            if member.declName.baseName.text == "pickerStyle" {
                let style = modifier.arguments.first?.expression.trimmedDescription
                return style == ".menu" || style == "MenuPickerStyle()" || style == ".menu()"
            }
            node = ExprSyntax(modifier)
        }
        return false
    }

    /// The call whose unlabelled trailing closure, or `content:` closure, `closure` is.
    private static func contentOwner(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id { return call }
        if let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "content",
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return call
        }
        return nil
    }

    /// Whether a closure is the content closure of one of ``contentCalls``.
    private static func isContent(_ closure: ClosureExprSyntax) -> Bool {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id, let name = call.calledName {
            // `Menu { content } label: { … }`: the unlabelled trailing closure is the content
            // (`Button(action:) { label }` is not one of these calls).
            return contentCalls[name] != nil
        }
        if let labelled = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
            let call = labelled.parent?.parent?.as(FunctionCallExprSyntax.self), let name = call.calledName
        {
            return contentCalls[name]?.contains(labelled.label.text) == true
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = call.calledName
        {
            return contentCalls[name]?.contains(label) == true
        }
        return false
    }

    /// Whether the chain makes the control a list row.
    static func isListRow(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { ["listRowBackground", "listRowInsets", "listRowSeparator", "listRowSeparatorTint"].contains($0.name) }
    }

    /// Whether the chain disables, hides or makes the control untappable with a constant, or
    /// the control is a `Button` whose action does nothing (``EmptyActionButtons``).
    static func isUntappable(_ chain: ModifierChain) -> Bool {
        if let root = chain.rootCall?.call, EmptyActionButtons.doesNothing(root) { return true }
        return chain.modifiers.contains { modifier in
            let argument = modifier.call.arguments.first?.expression.trimmedDescription
            switch modifier.name {
            case "disabled": return argument == "true"
            case "hidden": return modifier.call.arguments.isEmpty
            case "opacity": return argument.flatMap(Double.init) == 0
            case "allowsHitTesting": return argument == "false"
            default: return false
            }
        }
    }
}
