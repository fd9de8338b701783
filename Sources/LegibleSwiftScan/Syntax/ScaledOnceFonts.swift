import LegibleScan
import SwiftSyntax

/// A font whose size `UIFontMetrics` scales in the value of a static or global constant:
/// `static let body = MailTextStyle(font: .system(size: UIFontMetrics.default.scaledValue(for: 16)), …)`
/// (ios-kMail `MailCore/Utils/MailTextStyle.swift:45-176`, the app's whole text-style system;
/// missed). Swift makes such a constant once, the first time it is read, so the number is the
/// text size of that moment until the app is relaunched. The font is a plain one of that size,
/// which `adjustsFontForContentSizeCategory` does not update either (only fonts `UIFontMetrics`
/// vends are). Recorded on an element at the font's definition (``ScannedElement/scaledOnce``),
/// once for the constant, not at each use; `text.not-live` judges it.
///
/// The size is `….scaledValue(for:)` of a metrics value (`UIFontMetrics.default`,
/// `UIFontMetrics(forTextStyle:)`, a name with "metrics" in it) or `….scaledFont(for:).pointSize`,
/// alone or in arithmetic, as a font call's size argument (``PointSizeReads/fontCall(sizedBy:)``).
/// Not with `compatibleWith:` (a size for a trait collection the call names), and not where the
/// value is made again: a computed property, a function, an instance property, a closure kept
/// and called later. A closure called in place (`static let x: Font = { … }()`) runs once.
/// A font `scaledFont(for:)` returns, kept whole, is not this: UIKit updates it on a view with
/// `adjustsFontForContentSizeCategory`, and the view that shows it is judged (``UIKitReceivers``).
enum ScaledOnceFonts {
    static func call(_ node: FunctionCallExprSyntax, scan: SwiftFileScan) {
        guard let size = scaledSize(node), let font = PointSizeReads.fontCall(sizedBy: PointSizeReads.arithmeticRoot(of: Syntax(size))),
            let constant = onceConstant(around: Syntax(font))
        else { return }
        var element = ScannedElement(kind: .label, id: scan.elementID(font), location: scan.location(of: font), platform: .iOS)
        element.scaledOnce = constant
        element.textWidth = .unknown(reason: "a font definition, not a view")
        scan.add(element, spanning: font)
    }

    /// The expression that is the scaled size: the `scaledValue(for:)` call itself, or the
    /// `.pointSize` of a `scaledFont(for:)` call; `nil` for any other call.
    private static func scaledSize(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        // The name first: this is asked of every call in the file.
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), ["scaledValue", "scaledFont"].contains(member.declName.baseName.text),
            let metrics = member.base, isMetrics(metrics), node.argument("for") != nil, node.argument("compatibleWith") == nil
        else { return nil }
        switch member.declName.baseName.text {
        case "scaledValue": return ExprSyntax(node)
        case "scaledFont":
            guard let pointSize = node.parent?.as(MemberAccessExprSyntax.self), pointSize.base?.id == ExprSyntax(node).id,
                pointSize.declName.baseName.text == "pointSize"
            else { return nil }
            return ExprSyntax(pointSize)
        default: return nil
        }
    }

    /// `UIFontMetrics.default`, `UIFontMetrics(forTextStyle: .body)`, `metrics`, `Self.bodyMetrics`.
    private static func isMetrics(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        if text.hasPrefix("UIFontMetrics") { return true }
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name?.lowercased().contains("metrics") == true
    }

    /// The constant whose value `node` is made in, as declared (`static let body`), when that
    /// value is made once: a stored `static` property or a variable at a file's top level.
    /// `nil` when `node` is in code that runs again (a function, a getter, an instance
    /// property's value, a closure not called in place).
    private static func onceConstant(around node: Syntax) -> String? {
        var current = node
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(closure).id else { return nil }
            } else if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(SubscriptDeclSyntax.self) || parent.is(MemberBlockSyntax.self)
            {
                return nil
            } else if let declaration = parent.as(VariableDeclSyntax.self), current.is(PatternBindingListSyntax.self) {
                // A local inside a closure called in place: the walk goes on to what holds the closure.
                if let constant = declared(declaration) { return constant }
                if declaration.parent?.is(MemberBlockItemSyntax.self) == true { return nil }
            }
            current = parent
        }
        return nil
    }

    /// `static let name` for a stored static property, `let name` for a variable at a file's top
    /// level, `nil` for any other declaration.
    private static func declared(_ declaration: VariableDeclSyntax) -> String? {
        guard declaration.bindings.count == 1, let binding = declaration.bindings.first, binding.accessorBlock == nil,
            binding.initializer != nil
        else { return nil }
        let specifier = declaration.bindingSpecifier.text
        let name = binding.pattern.trimmedDescription
        if declaration.parent?.is(MemberBlockItemSyntax.self) == true {
            guard declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return nil }
            return "static \(specifier) \(name)"
        }
        let atTopLevel = declaration.parent?.as(CodeBlockItemSyntax.self)?.parent?.parent?.is(SourceFileSyntax.self) == true
        return atTopLevel ? "\(specifier) \(name)" : nil
    }
}
