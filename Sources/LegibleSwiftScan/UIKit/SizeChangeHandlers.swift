import SwiftSyntax

/// Code UIKit runs again when the text size changes: `traitCollectionDidChange(_:)`, a closure
/// given to `registerForTraitChanges` for the content size category or to an observer of
/// `UIContentSizeCategory.didChangeNotification`, and the methods such registrations name with
/// `#selector`. A text-style font set again there follows the new size, so the view's text is
/// live without `adjustsFontForContentSizeCategory` — including on the line that sets it there.
enum SizeChangeHandlers {
    /// Where a statement runs, as far as size changes go.
    enum Context: Hashable {
        /// In a handler the scan recognises by its own shape.
        case handler
        /// In a method that is a handler only if a registration names it with `#selector`.
        case method(String)

        var methodName: String? {
            if case .method(let name) = self { return name }
            return nil
        }
    }

    /// The names code observes size changes by.
    static let notifications = ["UIContentSizeCategory.didChangeNotification", "UIContentSizeCategoryDidChange"]

    /// The context `node` runs in; `nil` outside any function or closure.
    static func context(of node: some SyntaxProtocol) -> Context? {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), let call = callTaking(closure), registers(call) { return .handler }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                return name == "traitCollectionDidChange" ? .handler : .method(name)
            }
            if ancestor.is(ClassDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) || ancestor.is(ExtensionDeclSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// The methods a size-change registration names (`#selector(textSizeChanged)` →
    /// `textSizeChanged`); empty for any other call.
    static func selectors(in call: FunctionCallExprSyntax) -> [String] {
        // Checked for every call: the name first, so a long modifier chain is not printed at
        // each of its calls (that would make reading it quadratic).
        guard let name = call.calledName, name == "addObserver" || name == "registerForTraitChanges", registers(call) else { return [] }
        return call.arguments.compactMap { argument in
            guard let macro = argument.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
                let target = macro.arguments.first?.expression.trimmedDescription
            else { return nil }
            // `Self.sizeChanged(_:)` → `sizeChanged`.
            let name = target.prefix { $0 != "(" }
            return name.split(separator: ".").last.map(String.init)
        }
    }

    /// Whether `call` registers for size changes: `registerForTraitChanges` naming the content
    /// size category, or a notification observer (`addObserver`, `publisher(for:)…sink`) of
    /// the size-change notification.
    private static func registers(_ call: FunctionCallExprSyntax) -> Bool {
        let arguments = call.arguments.trimmedDescription
        switch call.calledName {
        case "registerForTraitChanges": return arguments.contains("ContentSizeCategory")
        case "addObserver": return notifications.contains { arguments.contains($0) }
        default:
            // `publisher(for: UIContentSizeCategory.didChangeNotification)….sink { … }`.
            let callee = call.calledExpression.trimmedDescription
            return notifications.contains { callee.contains($0) }
        }
    }

    /// The call `closure` is an argument or trailing closure of.
    private static func callTaking(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var current = closure.parent
        while let ancestor = current, !ancestor.is(CodeBlockItemSyntax.self) {
            if let call = ancestor.as(FunctionCallExprSyntax.self) { return call }
            current = ancestor.parent
        }
        return nil
    }
}

extension SizeChangeHandlers {
    /// Whether the file observes text-size changes in a way that may set its fonts again, which
    /// keeps its text styles live without `adjustsFontForContentSizeCategory`: it observes the
    /// size-change notification or registers for the trait, or it reads
    /// `preferredContentSizeCategory` anywhere but in a `traitCollectionDidChange(_:)` that sets
    /// no font and calls none of its own methods. Mastodon a9e088a9c `StatusMetricRowView.swift:23`
    /// and `:33` were missed: its override reads the size only to turn a stack's axis.
    static func fileReacts(text: String, tree: SourceFileSyntax) -> Bool {
        if text.contains("UITraitPreferredContentSizeCategory") { return true }
        // An observer of the notification reacts unless every one only lays out again
        // (``NotificationHandlers``).
        if notifications.contains(where: text.contains), NotificationHandlers.mayRefreshFonts(tree) { return true }
        guard text.contains("preferredContentSizeCategory") else { return false }
        let reads = CategoryReads(viewMode: .sourceAccurate)
        reads.walk(tree)
        return reads.mayRefreshFonts
    }

    /// Calls that redo layout or drawing but set no font, so a handler making only them does not
    /// refresh fonts.
    static let layoutCalls: Set<String> = [
        "setNeedsLayout", "layoutIfNeeded", "invalidateIntrinsicContentSize", "setNeedsUpdateConstraints", "setNeedsDisplay", "print",
    ]
}

/// Finds whether any read of `preferredContentSizeCategory` may lead to fonts set again.
private final class CategoryReads: SyntaxVisitor {
    private(set) var mayRefreshFonts = false

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !mayRefreshFonts, node.baseName.text == "preferredContentSizeCategory" else { return .visitChildren }
        mayRefreshFonts = Self.handler(around: node).map(Self.setsFonts) ?? true
        return .skipChildren
    }

    /// The `traitCollectionDidChange(_:)` whose own code (not a closure in it) reads the size.
    private static func handler(around node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) { return nil }
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text == "traitCollectionDidChange" ? function : nil }
            current = ancestor.parent
        }
        return nil
    }

    /// Whether the handler names a font or calls one of the type's own methods (`updateFonts()`,
    /// `self.configure()`), which may set one.
    private static func setsFonts(_ function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return false }
        if body.description.lowercased().contains("font") { return true }
        var pending: [Syntax] = [Syntax(body)]
        while let node = pending.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), let name = ownMethod(call), !SizeChangeHandlers.layoutCalls.contains(name) {
                return true
            }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return false
    }

    /// `name` of `name(…)` or `self.name(…)` when it starts in lower case (not a type's initialiser).
    private static func ownMethod(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return name.first?.isLowercase == true ? name : nil
    }
}
