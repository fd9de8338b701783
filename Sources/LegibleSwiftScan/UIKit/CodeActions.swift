import LegibleScan
import SwiftSyntax

/// An action code gives a view, `headerView.sortContainer?.addTarget(self, action: …, for:
/// .touchUpInside)` or `x.addGestureRecognizer(…)` (Sileo c9f70158
/// PackageListViewController.swift:586): it makes a control of the file's `<view
/// customClass="UIControl">` its outlet names, or of a `<button>` the file gives no action
/// (``CodeActionControls``).
enum CodeActions {
    /// The calls that give a view something to do when tapped: a target, a gesture recogniser, a
    /// `UIAction` (`addAction(_:for:)`), Combine's `publisher(for: .touchUpInside)`.
    private static let actionCalls: Set<String> = ["addTarget", "addGestureRecognizer", "addAction", "publisher"]
    /// The members that do the same when set or read: a menu, a primary action, RxCocoa's `rx.tap`,
    /// CombineCocoa's `tapPublisher`.
    private static let actionMembers: Set<String> = ["menu", "showsMenuAsPrimaryAction", "primaryAction", "rx", "tapPublisher"]

    /// Records a class (or an extension of one) whose code names anything that could make its own
    /// instances act on a tap (``InertButtons/selfActionKey(_:)``): a storyboard button of that
    /// class stays a target.
    static func typeDeclaration(_ name: String, members: MemberBlockSyntax, scan: SwiftFileScan) {
        guard members.tokens(viewMode: .sourceAccurate).contains(where: { InertButtons.actingNames.contains($0.text) }) else { return }
        scan.setInCode.insert(InertButtons.selfActionKey(name))
    }

    /// Records the outlet given an action.
    static func record(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax, scan: SwiftFileScan) {
        guard actionCalls.contains(name) else { return }
        recordOutlet(of: base, at: Syntax(call), scan: scan)
    }

    /// Records the outlet a menu, primary action or reactive tap is set on or read from
    /// (`button.menu = …`, `button.rx.tap`).
    static func member(_ node: MemberAccessExprSyntax, scan: SwiftFileScan) {
        guard actionMembers.contains(node.declName.baseName.text), let base = node.base else { return }
        recordOutlet(of: base, at: Syntax(node), scan: scan)
    }

    private static func recordOutlet(of base: ExprSyntax, at node: Syntax, scan: SwiftFileScan) {
        let text = UIKitReader.normalized(base.trimmedDescription)
        guard let outlet = text.split(separator: ".").last.map(String.init), outlet != "self" else { return }
        scan.setInCode.insert(CodeActionControls.actionKey(outlet: outlet))
        guard !text.contains(".") else { return }
        // `[a, b].forEach { $0.addTarget(…) }`, `for button in [a, b] { … }`: each view of the array.
        let views = ForEachReceivers.views(forParameter: outlet, at: node) ?? []
        // `func setupMenu(button: UIButton) { button.menu = … }`: each view the type passes it.
        let passed = ParameterReceivers.arguments(forParameter: outlet, at: node)
        for view in views + passed { scan.setInCode.insert(CodeActionControls.actionKey(outlet: view)) }
        // A loop, closure or parameter name the scan cannot follow to a view (GoMap 2d1b2a2f
        // CustomFeatureController.swift:147, `for (button, geom) in geomDict { button.addTarget(…) }`):
        // any outlet of the type may be given the action.
        if views.isEmpty, passed.isEmpty, isBound(outlet, at: node), !isNeverControl(outlet, at: node), let type = scan.enclosingTypeName(node) {
            scan.setInCode.insert(CodeActionControls.anyActionKey(owner: type))
        }
    }

    /// UIKit views that are no `UIControl` and no superclass of one: a parameter of such a type
    /// reaches no button or control of the file.
    private static let neverControls: Set<String> = [
        "UILabel", "UIImageView", "UITextView", "UIScrollView", "UITableView", "UICollectionView", "UIStackView",
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIActivityIndicatorView", "UIProgressView", "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar",
        "UISearchBar", "UIWindow", "WKWebView",
    ]

    /// Whether `name` is the parameter of the function around `node` declared as a view that is
    /// no control: Rocket.Chat 3172a098 BaseMessageCell.swift:111, `func
    /// insertGesturesIfNeeded(with username: UILabel?) { … username?.addGestureRecognizer(gesture) }`,
    /// cannot reach the read-receipt buttons its subclasses' xibs give no action (8 `target.small`
    /// errors on status icons, BasicMessageCell.xib:52).
    private static func isNeverControl(_ name: String, at node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            // A loop's or closure's own name of the same spelling is another view.
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return false }
            if let closure = ancestor.as(ClosureExprSyntax.self),
                name.hasPrefix("$") || closure.signature?.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) == true
            {
                return false
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                guard let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else {
                    return false
                }
                var type = parameter.type.trimmedDescription
                while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                return neverControls.contains(type)
            }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `name` is a `for` loop's, a closure's or the function's parameter around `node`.
    private static func isBound(_ name: String, at node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return true }
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                if name.hasPrefix("$") { return true }
                if closure.signature?.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) == true { return true }
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            current = ancestor.parent
        }
        return false
    }
}
