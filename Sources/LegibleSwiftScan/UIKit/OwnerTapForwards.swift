import LegibleScan
import SwiftSyntax

/// A class that adds a tap recogniser to itself whose action focuses or fires one of its
/// outlets makes its whole view that control's target: Habitica LoginEntryView.swift:81-84 adds
/// `UITapGestureRecognizer(target: self, action: #selector(tappedView))` to itself, and
/// `tappedView()` calls `entryView.becomeFirstResponder()` (:126-127), so LoginEntryView.xib:24's
/// 21 pt field is tapped through the 66 pt view (``OwnerTapTargets``).
enum OwnerTapForwards {
    /// The calls on an outlet that make a tap on the owner act for it.
    private static let forwardingCalls: Set<String> = ["becomeFirstResponder", "sendActions"]

    /// At `UITapGestureRecognizer(…)` (a rare call: only then is the class walked), records
    /// `Class.outlet` (``OwnerTapTargets/key(outlet:)``) for each outlet a tap on the class's own
    /// view acts for.
    static func call(_ call: FunctionCallExprSyntax, scan: SwiftFileScan) {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UITapGestureRecognizer" else { return }
        var current = call.parent
        while let ancestor = current {
            if let type = ancestor.as(ClassDeclSyntax.self) { return record(type, scan: scan) }
            current = ancestor.parent
        }
    }

    private static func record(_ node: ClassDeclSyntax, scan: SwiftFileScan) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node.memberBlock)
        guard finder.addsToSelf else { return }
        for selector in finder.tapSelectors {
            for outlet in finder.forwards[selector] ?? [] {
                scan.setInCode.insert(OwnerTapTargets.key(outlet: "\(node.name.text).\(outlet)"))
            }
        }
    }

    private final class Finder: SyntaxVisitor {
        /// `addGestureRecognizer(…)` on the class itself (no receiver, or `self`).
        var addsToSelf = false
        /// The methods `UITapGestureRecognizer(target: self, action: #selector(m))` names.
        var tapSelectors: Set<String> = []
        /// For each method, the outlets it focuses or fires (`entryView.becomeFirstResponder()`).
        var forwards: [String: Set<String>] = [:]
        private var method: String?

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            // A nested function is its enclosing method's: only the outermost names the selector.
            guard method == nil else { return .visitChildren }
            method = node.name.text
            return .visitChildren
        }

        override func visitPost(_ node: FunctionDeclSyntax) {
            if method == node.name.text { method = nil }
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                let base = member.base?.trimmedDescription
                if name == "addGestureRecognizer", base == "self" { addsToSelf = true }
                if OwnerTapForwards.forwardingCalls.contains(name), let method, let base, let outlet = Self.outlet(base) {
                    forwards[method, default: []].insert(outlet)
                }
            } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if name == "addGestureRecognizer" { addsToSelf = true }
                if name == "UITapGestureRecognizer",
                    node.arguments.contains(where: { $0.label?.text == "target" && $0.expression.trimmedDescription == "self" }),
                    let action = node.arguments.first(where: { $0.label?.text == "action" }),
                    let selector = action.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
                    let named = selector.arguments.first?.expression.trimmedDescription
                {
                    // `#selector(tappedView)`, `#selector(self.tappedView)`, `#selector(tappedView(_:))`.
                    let method = named.split(separator: ".").last.map(String.init) ?? named
                    tapSelectors.insert(String(method.prefix { $0 != "(" }))
                }
            }
            return .visitChildren
        }

        /// `entryView`, `self.entryView`, `entryView?` as an outlet name; `nil` for a longer chain.
        private static func outlet(_ base: String) -> String? {
            var name = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
            name = name.trimmingSuffix("?").trimmingSuffix("!")
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return name
        }
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
