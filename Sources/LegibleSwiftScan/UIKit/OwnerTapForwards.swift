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
        finder.selectorConstants = selectorConstants(in: node.root)
        finder.walk(node.memberBlock)
        // The methods its own view's tap recogniser and its outlets' call (``OwnerTapTargets``).
        for method in finder.ownTaps { scan.setInCode.insert(OwnerTapTargets.key(owner: node.name.text, ownTap: method)) }
        for (outlet, methods) in finder.outletTaps {
            for method in methods { scan.setInCode.insert(OwnerTapTargets.key(outlet: "\(node.name.text).\(outlet)", tap: method)) }
        }
        guard finder.addsToSelf else { return }
        for selector in finder.tapSelectors {
            for outlet in finder.forwards[selector] ?? [] {
                scan.setInCode.insert(OwnerTapTargets.key(outlet: "\(node.name.text).\(outlet)"))
            }
        }
    }

    /// The method each `Selector` constant of the file names: `static let touched =
    /// #selector(CheckView.touched)` in `extension Selector`, which `action: .touched` passes.
    private static func selectorConstants(in root: Syntax) -> [String: String] {
        guard let file = root.as(SourceFileSyntax.self) else { return [:] }
        var found: [String: String] = [:]
        for statement in file.statements {
            guard let extended = statement.item.as(ExtensionDeclSyntax.self), extended.extendedType.trimmedDescription == "Selector" else { continue }
            for member in extended.memberBlock.members {
                for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer?.value, let method = Finder.selectorMethod(value, constants: [:])
                    else { continue }
                    found[name] = method
                }
            }
        }
        return found
    }

    private final class Finder: SyntaxVisitor {
        /// `addGestureRecognizer(…)` on the class itself (no receiver, or `self`).
        var addsToSelf = false
        /// The file's `Selector` constants (``selectorConstants(in:)``).
        var selectorConstants: [String: String] = [:]
        /// The methods of tap recognisers added to the class's own view (`addGestureRecognizer(UITapGestureRecognizer(target: self, action: .touched))`).
        var ownTaps: Set<String> = []
        /// The methods of tap recognisers added to each outlet (`moreInfoButton.addGestureRecognizer(…)`).
        var outletTaps: [String: Set<String>] = [:]
        /// Each local tap recogniser's method, by function and name (`let tap = UITapGestureRecognizer(…)`).
        private var localTaps: [String: String] = [:]
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

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value,
                let tap = tapMethod(value)
            {
                localTaps["\(method ?? "")|\(name)"] = tap
            }
            return .visitChildren
        }

        /// The method of the tap recogniser `addGestureRecognizer(…)` is given: made in the call or kept in a local.
        private func addedTap(_ call: FunctionCallExprSyntax) -> String? {
            guard let argument = call.arguments.first?.expression else { return nil }
            if let method = tapMethod(argument) { return method }
            guard let reference = argument.as(DeclReferenceExprSyntax.self) else { return nil }
            return localTaps["\(method ?? "")|\(reference.baseName.text)"]
        }

        /// The method of `UITapGestureRecognizer(target: self, action: …)`, the action a
        /// `#selector(…)` or one of the file's `Selector` constants.
        private func tapMethod(_ value: ExprSyntax) -> String? {
            guard let call = value.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UITapGestureRecognizer",
                call.arguments.contains(where: { $0.label?.text == "target" && $0.expression.trimmedDescription == "self" }),
                let action = call.arguments.first(where: { $0.label?.text == "action" })
            else { return nil }
            return Self.selectorMethod(action.expression, constants: selectorConstants)
        }

        /// `#selector(touched)`, `#selector(CheckView.touched(_:))` → `touched`; `.touched` → its constant's method.
        static func selectorMethod(_ value: ExprSyntax, constants: [String: String]) -> String? {
            if let member = value.as(MemberAccessExprSyntax.self), member.base == nil { return constants[member.declName.baseName.text] }
            guard let selector = value.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
                let named = selector.arguments.first?.expression.trimmedDescription
            else { return nil }
            let method = named.split(separator: ".").last.map(String.init) ?? named
            return String(method.prefix { $0 != "(" })
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
                if name == "addGestureRecognizer", let method = addedTap(node) {
                    if base == nil || base == "self" || base == "view" || base == "self.view" {
                        ownTaps.insert(method)
                    } else if let base, let outlet = Self.outlet(base) {
                        outletTaps[outlet, default: []].insert(method)
                    }
                }
                if OwnerTapForwards.forwardingCalls.contains(name), let method, let base, let outlet = Self.outlet(base) {
                    forwards[method, default: []].insert(outlet)
                }
            } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if name == "addGestureRecognizer" { addsToSelf = true }
                if name == "addGestureRecognizer", let method = addedTap(node) { ownTaps.insert(method) }
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
