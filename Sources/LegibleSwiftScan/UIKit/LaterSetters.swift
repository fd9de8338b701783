import LegibleScan
import SwiftSyntax

/// Whether a view class's own code runs after a caller has configured an instance of it: a
/// font the class sets in `init` (or a helper only `init` calls) is set before `let button =
/// PackageButton()` returns, so the caller's `button.titleLabel?.font = …` is what shows (Sileo
/// c9f70158 PaymentAuthenticationBannerView.swift:39, wrongly a note because
/// PackageButton.swift:27 sets a font in `setup()`, which `init` calls). What the class sets in
/// `layoutSubviews`, `didMoveToWindow`, a trait or tint change, or a property observer runs
/// later and replaces the caller's. A file's (xib's) value is replaced by either.
enum LaterSetters {
    /// The UIView and UIButton methods UIKit calls after a view is made and configured.
    static let laterMethods: Set<String> = [
        "layoutSubviews", "didMoveToWindow", "didMoveToSuperview", "willMove", "traitCollectionDidChange", "tintColorDidChange",
        "updateConstraints", "draw", "layoutMarginsDidChange", "safeAreaInsetsDidChange", "updateConfiguration", "didUpdateFocus",
        "updateProperties",
    ]

    /// Records `Type.instance.property` for what replaces a caller's value on a view code makes
    /// of the class (`let button = PackageButton()`, then `button.titleLabel?.font = …`; its
    /// element names the class `Type.instance`): the class's own value set after init, or a
    /// configuration, which UIKit applies again at every update (Mastodon's
    /// ProfileRelationshipActionButton). `Type.self` is recorded either way, for a file's views.
    static func noteOwn(_ property: String, _ properties: [String], type: String, node: some SyntaxProtocol, scan: SwiftFileScan) {
        guard property == "configuration" || property == "configurationUpdateHandler" || runsAfterCreation(node) else { return }
        for set in properties { scan.setInCode.insert("\(type).instance.\(set)") }
    }

    /// Whether `node` is in a method UIKit calls later, a property observer or setter, or a
    /// method of the same type one of those calls by name (`setNeedsStyle()` → `applyStyle()`).
    static func runsAfterCreation(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let accessor = ancestor.as(AccessorDeclSyntax.self) {
                return ["didSet", "willSet", "set"].contains(accessor.accessorSpecifier.text)
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                return laterMethods.contains(name) || calledFromLaterCode(name, in: function)
            }
            if ancestor.is(InitializerDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// Whether a method of the type `function` is in, or an observer there, calls `name(`.
    private static func calledFromLaterCode(_ name: String, in function: FunctionDeclSyntax) -> Bool {
        guard let members = function.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return false }
        for item in members {
            let bodies: [Syntax]
            if let method = item.decl.as(FunctionDeclSyntax.self), laterMethods.contains(method.name.text), let body = method.body {
                bodies = [Syntax(body)]
            } else if let variable = item.decl.as(VariableDeclSyntax.self) {
                bodies = variable.bindings.compactMap { $0.accessorBlock }.flatMap { block -> [Syntax] in
                    guard case .accessors(let accessors) = block.accessors else { return [] }
                    return accessors.filter { ["didSet", "willSet", "set"].contains($0.accessorSpecifier.text) }.compactMap { $0.body.map(Syntax.init) }
                }
            } else {
                continue
            }
            for body in bodies where calls(name, in: body) { return true }
        }
        return false
    }

    private static func calls(_ name: String, in body: Syntax) -> Bool {
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == name {
            if token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen { return true }
        }
        return false
    }
}
