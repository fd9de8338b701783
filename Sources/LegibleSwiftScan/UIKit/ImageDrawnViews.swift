import SwiftSyntax

/// Views a file draws into an image: a picture of text, not text a person reads at their size.
/// DuckDuckGo's letter favicons call `label.layer.draw(in: context.cgContext)`; Focus a2832521
/// `FaviIconGenerator.swift:18-31` builds a 60×60 `UILabel` with a 40 pt font and passes
/// `faviconLabel.layer.render(in:)` to `UIGraphicsGetCurrentContext().map(…)`, a reference to the
/// method, not a call (the 40 pt was a wrong `text.fixed-size`). A view the same scope also adds
/// to a view hierarchy (`addSubview`, `addArrangedSubview`, `insertSubview`,
/// `insertArrangedSubview`) is on screen as well, and still judged.
///
/// Views are keyed as ``UIKitReader`` keys its receivers: scope and name.
struct ImageDrawnViews {
    private var drawn: Set<String> = []
    private var shown: Set<String> = []

    /// The calls that put their first argument in a view hierarchy.
    private static let showingCalls: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"]

    /// Reads a call `X.name(…)`; `true` when it draws `X` into an image and nothing else is to
    /// be read of it.
    mutating func call(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax) -> Bool {
        if Self.showingCalls.contains(name), let argument = call.arguments.first?.expression {
            let view = UIKitReader.normalized(argument.trimmedDescription)
            shown.insert(UIKitReader.scopeKey(view, node: call) + "|" + view)
            return false
        }
        guard let view = Self.view(drawnBy: name, base: base, unlabeledArgument: call.arguments.first?.label == nil) else { return false }
        drawn.insert(UIKitReader.scopeKey(view, node: call) + "|" + view)
        return true
    }

    /// Reads a method named, not called: `faviconLabel.layer.render(in:)` given to `map`.
    mutating func reference(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName.text
        guard ["draw", "render", "drawHierarchy"].contains(name), let labels = node.declName.argumentNames, let base = node.base,
            let view = Self.view(drawnBy: name, base: base, unlabeledArgument: labels.arguments.first?.name.tokenKind == .wildcard)
        else { return }
        drawn.insert(UIKitReader.scopeKey(view, node: node) + "|" + view)
    }

    /// Whether the view keyed `key` is only drawn into an image: drawn, and never added to a view.
    func isPicture(_ key: String) -> Bool { drawn.contains(key) && !shown.contains(key) }

    /// The view `X` of `X.layer.draw(in:)`, `X.layer.render(in:)`, `X.drawHierarchy(in:…)` or
    /// `X.draw(rect)` (a view's own `draw(_:)`, whose one argument has no label).
    private static func view(drawnBy name: String, base: ExprSyntax, unlabeledArgument: Bool) -> String? {
        // The name first: the receiver's text is worked out only for these few calls (a chain of
        // 1,200 modifiers read every call's receiver text, quadratic time).
        guard ["draw", "render", "drawHierarchy"].contains(name) else { return nil }
        let text = UIKitReader.normalized(base.trimmedDescription)
        switch name {
        case "drawHierarchy": return text
        case "draw", "render":
            if text.hasSuffix(".layer") { return String(text.dropLast(".layer".count)) }
            // `label.draw(bounds)`: UIView's `draw(_:)`. `super.draw(rect)` draws the view itself.
            return name == "draw" && unlabeledArgument && text != "super" ? text : nil
        default: return nil
        }
    }
}
