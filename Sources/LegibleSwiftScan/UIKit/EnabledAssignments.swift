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
    /// targetEnvironment(macCatalyst)`). A `switch` case is not one: it picks the cell it configures.
    private static func isConditional(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(IfExprSyntax.self) || ancestor.is(GuardStmtSyntax.self) || ancestor.is(IfConfigClauseSyntax.self) { return true }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }
}
