import LegibleScan
import SwiftSyntax

/// An action code gives a view, `headerView.sortContainer?.addTarget(self, action: …, for:
/// .touchUpInside)` or `x.addGestureRecognizer(…)` (Sileo c9f70158
/// PackageListViewController.swift:586): it makes a control of the file's `<view
/// customClass="UIControl">` its outlet names (``CodeActionControls``).
enum CodeActions {
    /// Records the outlet given an action.
    static func record(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax, scan: SwiftFileScan) {
        guard name == "addTarget" || name == "addGestureRecognizer" else { return }
        if let outlet = UIKitReader.normalized(base.trimmedDescription).split(separator: ".").last, outlet != "self" {
            scan.setInCode.insert(CodeActionControls.actionKey(outlet: String(outlet)))
        }
    }
}
