import SwiftSyntax

/// A SwiftUI `Toggle` in the switch style (iOS's default) is a system switch: the tap toggles it
/// on the switch SwiftUI draws at UISwitch's own 51×31 pt, not on the row its `.frame` sizes
/// (outside a `Form` a tap on the label does nothing). UIKit's `UISwitch` is not judged for size
/// (``ScanRules/targetSmall``), so neither is this one: omnivore `FontSizeAdjustmentPopoverView.swift:140`,
/// `Toggle("Justify Text", isOn: $justifyText).frame(height: 40)`, was a wrong 40 pt target.
/// A style its own chain names (`.toggleStyle(.button)`, an app's `CheckboxToggleStyle()`) draws
/// something else, which is judged as the chain sizes it.
enum SystemSwitches {
    /// The styles that draw the system switch on iOS.
    private static let switchStyles: Set<String> = ["switch", "automatic", "SwitchToggleStyle", "DefaultToggleStyle"]

    /// Whether `chain`, whose root is a `Toggle`, draws the system switch.
    static func drawsSwitch(_ chain: ModifierChain) -> Bool {
        guard let style = chain.first("toggleStyle") else { return true }
        guard let argument = style.call.arguments.first?.expression else { return false }
        if let member = argument.as(MemberAccessExprSyntax.self), member.base == nil {
            return switchStyles.contains(member.declName.baseName.text)
        }
        if let call = argument.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            return switchStyles.contains(name)
        }
        return false
    }
}
