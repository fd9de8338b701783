import SwiftSyntax

/// A view built in the closure that initialises a stored property:
///
/// ```swift
/// private lazy var textView: UITextView = {
///     let tv = UITextView()
///     tv.font = .systemFont(ofSize: 18)
///     return tv
/// }()
/// ```
///
/// What the closure sets on `tv` is set on the type's `textView`, so what the type's code sets
/// through `textView` afterwards (`textView.attributedText = page.attributedContent`) replaces
/// it, as it replaces a xib's value (``ScannedElement/outlets``). Aidoku eb812a56
/// `TextSinglePageViewController.swift:18`, a reader's 18 pt placeholder its attributed pages
/// (in the reader's own font size) replace, was a fixed-size warning.
enum PropertyClosures {
    /// `Type.property` for a receiver whose root (`tv` of `tv.font`, or `$0`) the closure that
    /// initialises `property` declares, `nil` for any other.
    static func outlet(ofReceiver receiver: String, at node: Syntax, scan: SwiftFileScan) -> String? {
        let root = String(receiver.prefix { $0 != "." && $0 != "[" && $0 != "(" })
        guard !root.isEmpty, let closure = nearestClosure(of: node) else { return nil }
        guard root == "$0" || declares(closure, root) else { return nil }
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(closure).id,
            let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = scan.enclosingTypeName(binding)
        else { return nil }
        return "\(type).\(property)"
    }

    private static func nearestClosure(of node: Syntax) -> ClosureExprSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) { return closure }
            current = ancestor.parent
        }
        return nil
    }

    /// Whether the closure's own statements declare `name` (`let tv = UITextView()`).
    private static func declares(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
        closure.statements.contains { item in
            guard let variable = item.item.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }
}
