import LegibleScan
import SwiftSyntax

/// A method of a class that always removes one of its weak outlets' views:
///
/// ```swift
/// @IBOutlet public weak var pumpManagerProvidedHUD: BaseHUDView!
/// public func removePumpManagerProvidedHUD() {
///     guard let pumpManagerProvidedHUD = pumpManagerProvidedHUD else { return }
///     statusStackView.removeArrangedSubview(pumpManagerProvidedHUD)
///     pumpManagerProvidedHUD.removeFromSuperview()
/// }
/// ```
///
/// Recorded as `Type.outlet.removedBy:method`; LegibleScan's `MemberUses` takes the file's view
/// off every screen when the app calls the method (Loop 710182e2 PumpStatusHUDView.swift:78-84:
/// the `pumpManagerProvidedHUD` placeholder of StatusBarHUDView.xib:227, whose "44U" at :260 was
/// a `contrast.text` error, is removed before the pump manager's own view is added). The outlet
/// must be `weak`: once removed, nothing keeps the file's view, so code that adds the outlet
/// back adds the view it was given since. The removal must be a statement of the method's body
/// with nothing before it that may leave the method but a `guard` on the outlet itself.
enum RemovedByMethod {
    static func record(_ node: FunctionCallExprSyntax, base: ExprSyntax, scan: SwiftFileScan) {
        let outlet = UIKitReader.normalized(base.trimmedDescription)
        guard !outlet.isEmpty, !outlet.contains("."), outlet != "self", let item = node.parent?.as(CodeBlockItemSyntax.self),
            let statements = item.parent?.as(CodeBlockItemListSyntax.self),
            let function = statements.parent?.as(CodeBlockSyntax.self)?.parent?.as(FunctionDeclSyntax.self),
            let members = function.parent?.parent?.as(MemberBlockItemListSyntax.self),
            let type = members.parent?.parent?.as(ClassDeclSyntax.self), isWeakOutlet(outlet, in: members)
        else { return }
        for earlier in statements {
            if earlier.id == item.id { break }
            guard mayNotLeave(earlier, outlet: outlet) else { return }
        }
        scan.setInCode.insert("\(type.name.text).\(outlet).removedBy:\(function.name.text)")
    }

    /// Whether `statement` runs on to the next: it has no `return`, `throw` or trap, or it is
    /// `guard let outlet = outlet else { return }` (the view is there, or nothing is to remove).
    private static func mayNotLeave(_ statement: CodeBlockItemSyntax, outlet: String) -> Bool {
        if let guardStatement = statement.item.as(GuardStmtSyntax.self) {
            return guardStatement.conditions.allSatisfy { condition in
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self) else { return false }
                let value = binding.initializer.map { UIKitReader.normalized($0.value.trimmedDescription) } ?? outlet
                return binding.pattern.trimmedDescription == outlet && value == outlet
            }
        }
        let leaving: Set<String> = ["return", "throw", "fatalError", "preconditionFailure", "break", "continue"]
        return !statement.tokens(viewMode: .sourceAccurate).contains { leaving.contains($0.text) }
    }

    /// `@IBOutlet weak var outlet: …` among the class's members.
    private static func isWeakOutlet(_ name: String, in members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                variable.bindings.first?.pattern.trimmedDescription == name
            else { return false }
            let outlet = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
            return outlet && variable.modifiers.contains { $0.name.text == "weak" }
        }
    }
}
