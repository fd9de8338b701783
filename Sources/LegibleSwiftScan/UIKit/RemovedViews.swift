import LegibleScan
import SwiftSyntax

/// Code that makes sure views of a storyboard or xib never show (``CodeRemovedViews``): a loop
/// that removes every subview of an outlet of its type, which the type also fills (TBA EventAllianceTableViewCell.swift:42-47,
/// `for view in allianceTeamsStackView.arrangedSubviews { …removeArrangedSubview(view);
/// view.removeFromSuperview() }`), and a class whose `init?(coder:)` only traps (TBA
/// SwitchTableViewCell.swift:18-20, `fatalError("init(coder:) has not been implemented")`).
enum RemovedViews {
    private static let containers: Set<String> = ["arrangedSubviews", "subviews"]
    private static let removals: Set<String> = ["removeFromSuperview", "removeArrangedSubview"]

    /// `for view in stack.arrangedSubviews { …removeFromSuperview() }`.
    static func loop(_ node: ForStmtSyntax, scan: SwiftFileScan) {
        record(sequence: node.sequence, body: Syntax(node.body), scan: scan)
    }

    /// `stack.arrangedSubviews.forEach { $0.removeFromSuperview() }` (or `forEach(stack.removeArrangedSubview)`),
    /// and `stack.addArrangedSubview(…)`, which fills it.
    static func call(_ node: FunctionCallExprSyntax, scan: SwiftFileScan) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        let name = member.declName.baseName.text
        if fillers.contains(name) {
            if let outlet = outlet(base), let type = scan.enclosingTypeName(node) {
                scan.setInCode.insert(CodeRemovedViews.filledKey(type: type, outlet: outlet))
            }
            return
        }
        // `liveLabel.widthAnchor.constraint(equalToConstant: 0)` activated as it is made: it draws nothing.
        if name == "constraint" { return zeroSize(node, base: base, scan: scan) }
        // `else { optionalButton.removeFromSuperview() }` unless a private property is set (``RemovedUnlessSet``).
        if name == "removeFromSuperview" {
            RemovedByMethod.record(node, base: base, scan: scan)
            return RemovedUnlessSet.record(node, base: base, scan: scan)
        }
        guard name == "forEach" else { return }
        record(sequence: base, body: Syntax(node.arguments), scan: scan, closure: node.trailingClosure.map(Syntax.init))
    }

    /// Records `Type.view.zeroSize` for `view.widthAnchor.constraint(equalToConstant: 0)` (or the
    /// height's) written in `NSLayoutConstraint.activate([…])`: kept nowhere, so no code changes
    /// it, and a view 0 pt wide or tall draws nothing (Amperfy d3513f85 MiniPlayerView.swift:685,
    /// the iOS mini player's `liveLabel`, a 12 pt `text.fixed-size` warning; LegibleScan's `ZeroSizedViews`).
    private static func zeroSize(_ node: FunctionCallExprSyntax, base: ExprSyntax, scan: SwiftFileScan) {
        guard let anchor = base.as(MemberAccessExprSyntax.self), ["widthAnchor", "heightAnchor"].contains(anchor.declName.baseName.text),
            let view = anchor.base.flatMap({ outlet($0) }), node.arguments.count == 1,
            let value = node.argument("equalToConstant")?.trimmedDescription, value == "0" || value == "0.0",
            let list = node.parent?.parent?.parent?.as(ArrayExprSyntax.self)?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            list.calledExpression.trimmedDescription == "NSLayoutConstraint.activate", let type = scan.enclosingTypeName(node)
        else { return }
        scan.setInCode.insert("\(type).\(view).zeroSize")
    }

    private static let fillers: Set<String> = ["addArrangedSubview", "insertArrangedSubview", "addSubview", "insertSubview"]

    /// The outlet `base` names in its own type: `stack`, `self.stack`; `nil` for anything else.
    private static func outlet(_ base: ExprSyntax) -> String? {
        let text = UIKitReader.normalized(base.trimmedDescription)
        return text.isEmpty || text.contains(".") || text == "self" ? nil : text
    }

    /// `required init?(coder:) { fatalError(…) }`: a nib holding the class cannot be loaded.
    static func initializer(_ node: InitializerDeclSyntax, scan: SwiftFileScan) {
        let parameters = node.signature.parameterClause.parameters
        guard parameters.count == 1, parameters.first?.firstName.text == "coder", let body = node.body,
            let first = body.statements.first?.item.as(FunctionCallExprSyntax.self),
            first.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "fatalError",
            let type = scan.enclosingTypeName(node)
        else { return }
        scan.setInCode.insert(CodeRemovedViews.undecodableKey(type: type))
    }

    private static func record(sequence: ExprSyntax, body: Syntax, scan: SwiftFileScan, closure: Syntax? = nil) {
        guard let member = sequence.as(MemberAccessExprSyntax.self), containers.contains(member.declName.baseName.text), let base = member.base,
            let outlet = outlet(base), removes(body) || closure.map(removes) == true, let type = scan.enclosingTypeName(body)
        else { return }
        scan.setInCode.insert(CodeRemovedViews.emptiedKey(type: type, outlet: outlet))
    }

    /// Whether `node` names a removal: a call of it, or the function itself handed on.
    private static func removes(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { removals.contains($0.text) }
    }
}
