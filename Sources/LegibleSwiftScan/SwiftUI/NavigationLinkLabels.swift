import SwiftSyntax

/// `NavigationLink(destination: D()) { label }` and `NavigationLink(value: v) { label }`: the
/// trailing closure is the link's label, as `Button(action:) { label }`'s is, so a label's frame
/// sizes the target. openHAB eb34c7f5 `openHABWatch Extension/Views/Rows/ColorPickerRow.swift:38-41`,
/// a 35×35 colour circle that opens the picker on watchOS, was a missed `target.small`.
///
/// A link written inside a `List { … }` or `Form { … }` of the same file is a row: the row takes
/// the tap, whatever its label's frame, so it is not judged by that frame.
enum NavigationLinkLabels {
    /// The label closure of a `NavigationLink` that names its destination or value, `nil` for any other call.
    static func label(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard call.calledName == "NavigationLink", call.argument("destination") != nil || call.argument("value") != nil else { return nil }
        return call.trailingClosure
    }

    /// The label closure of a `NavigationLink` in any of its forms: `NavigationLink { Dest() }
    /// label: { … }`, `NavigationLink(destination: D(), label: { … })` and the trailing closure of
    /// one that names its destination or value. Home Assistant d722d781
    /// `AssistSettingsView.swift:121-127`, a `.secondary` value in the `label:` closure of a link
    /// in a `Form` (3.43:1 on the row's white), was never measured while the
    /// `NavigationLink(destination:) { … }` form was (fresh-ios15a M1).
    static func rowLabel(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard call.calledName == "NavigationLink" else { return nil }
        if let labelled = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return labelled.closure }
        if let argument = call.argument("label")?.as(ClosureExprSyntax.self) { return argument }
        return label(of: call)
    }

    /// Whether `call` is a `NavigationLink` inside a `List` or `Form` closure of its declaration.
    static func isListRow(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledName == "NavigationLink" else { return false }
        var current = call.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self) { return false }
            if let container = ancestor.as(FunctionCallExprSyntax.self), ["List", "Form"].contains(container.calledName ?? "") { return true }
            current = ancestor.parent
        }
        return false
    }
}
