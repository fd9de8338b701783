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
    private static let notifications = ["UIContentSizeCategory.didChangeNotification", "UIContentSizeCategoryDidChange"]

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
