import LegibleScan
import SwiftSyntax

/// `view.isEnabled = …` and `isUserInteractionEnabled = …`, recorded with their value for
/// ``DisabledInCode``: `cell.valueField.isEnabled = false` (GoMap 2d1b2a2f
/// POICommonTagsViewController.swift:452) disables the control; any other value, or `false` set only
/// under a condition, may enable it.
enum EnabledAssignments {
    private static let properties: Set<String> = ["isEnabled", "isUserInteractionEnabled"]

    /// The member to record for `property = value` at `node`; `nil` when `property` is no such flag.
    static func member(_ property: String, value: ExprSyntax, node: some SyntaxProtocol) -> String? {
        guard properties.contains(property) else { return nil }
        return value.trimmedDescription == "false" && !isConditional(node) ? DisabledInCode.disabled : DisabledInCode.enabled
    }

    /// The member to record for `property = a op b` (`field.isEnabled = !locked`): enabled at times.
    static func sequenceMember(_ property: String) -> String {
        properties.contains(property) ? DisabledInCode.enabled : property
    }

    /// Whether `node` runs only under a condition of its function: inside an `if`, `guard` or `#if`
    /// (GoMap 2d1b2a2f GpxViewController.swift:361 disables a button only `#if
    /// targetEnvironment(macCatalyst)`), or in a callback handed to a call (``isCallback(_:)``). A
    /// `switch` case is not one: it picks the cell it configures.
    private static func isConditional(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(IfExprSyntax.self) || ancestor.is(GuardStmtSyntax.self) || ancestor.is(IfConfigClauseSyntax.self) { return true }
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                // Through a closure run at once (`DispatchQueue.main.async { … }`) to the code around it.
                guard let later = isCallback(closure) else { return false }
                if later { return true }
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// Calls whose closure runs at once, or on the main queue right after: a disable there is the
    /// setup's own.
    private static let immediateCalls: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "async", "sync", "assumeIsolated", "performWithoutAnimation", "animate",
    ]

    /// Whether `closure` is handed to a call that runs it later, after something (a request's
    /// `onSuccess`): the control was in use before it. tinode-ios 68c9f73c
    /// ResetPasswordViewController.swift:178 disables the phone field the person typed into only
    /// once the code is sent (Main.storyboard:2852, a 23 pt tall field). `false` for one an
    /// immediate call runs, `nil` for any other closure (a property's, one run in place).
    private static func isCallback(_ closure: ClosureExprSyntax) -> Bool? {
        let call: FunctionCallExprSyntax?
        if let direct = closure.parent?.as(FunctionCallExprSyntax.self) {
            // `{ … }()` runs at once; a trailing closure is the call's.
            guard direct.calledExpression.id != ExprSyntax(closure).id else { return nil }
            call = direct
        } else if closure.parent?.is(LabeledExprSyntax.self) == true || closure.parent?.is(MultipleTrailingClosureElementSyntax.self) == true {
            call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else {
            return nil
        }
        guard let name = call?.calledName else { return nil }
        return !immediateCalls.contains(name)
    }
}
