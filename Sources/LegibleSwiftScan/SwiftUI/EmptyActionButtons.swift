import SwiftSyntax

/// A SwiftUI `Button` whose action is an empty closure: a tap on it does nothing, so it is no
/// target to judge (`target.small`), as a Compose handler that does nothing is not. linphone-iphone
/// `StartConversationFragment.swift:99`, `Button(action: { }, label: { Image("magnifying-glass")
/// … .frame(width: 25, height: 25) })`, the decorative magnifier of a search field, was a
/// `target.small` error (fresh-ios21b, with three more of the same shape).
///
/// The action is the closure labelled `action:`, or the trailing closure of `Button { } label: { }`
/// and of `Button("Title") { }`. A closure with any statement, or a function passed by name, acts.
enum EmptyActionButtons {
    /// Whether `call` is a `Button` whose action closure has no statement (comments only).
    static func doesNothing(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledName == "Button", let action = action(of: call) else { return false }
        return action.signature == nil && action.statements.isEmpty
    }

    /// The closure the button runs on a tap, `nil` when it is not written as a closure literal.
    private static func action(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let argument = call.arguments.first(where: { $0.label?.text == "action" }) {
            return argument.expression.as(ClosureExprSyntax.self)
        }
        guard let trailing = call.trailingClosure else { return nil }
        // `Button { … } label: { … }`: the first trailing closure is the action. `Button { Label }`
        // with no other closure would be `Button(action:)`'s label-less form, which SwiftUI lacks;
        // a lone trailing closure follows a title (`Button("Title") { … }`).
        if call.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) { return trailing }
        guard call.additionalTrailingClosures.isEmpty, call.arguments.first?.label == nil, !call.arguments.isEmpty else { return nil }
        return trailing
    }
}
