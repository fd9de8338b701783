import SwiftSyntax

/// A font code builds from the view's own font at its own size: `label.font = UIFont(descriptor:
/// label.font.fontDescriptor.addingAttributes(…), size: 0)`. A size of 0 keeps the descriptor's
/// size (Apple), and the descriptor is the label's font with features added, so the label keeps
/// the family, weight and size its file gives. Tofu 7947669c `AccountCell.swift:172–173` adds
/// monospaced digits to the one-time code's `Main.storyboard:98` font, a fixed 44 pt Thin: the
/// file's font is what shows, not a placeholder code replaces.
enum OwnFontDescriptors {
    /// Whether `value`, assigned to `receiver.font`, is the receiver's own font rebuilt at size 0.
    static func keepsOwnFont(_ value: ExprSyntax, receiver: String) -> Bool {
        guard let call = value.unparenthesized.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIFont",
            let size = call.argument("size")?.trimmedDescription, ["0", "0.0"].contains(size), let descriptor = call.argument("descriptor")
        else { return false }
        return derives(descriptor, from: receiver + ".font", call: call, depth: 0)
    }

    /// Whether `expression` is `font.fontDescriptor`, or that with attributes added (features
    /// keep the size), through `!`, `?` and a local `let`.
    private static func derives(_ expression: ExprSyntax, from font: String, call: FunctionCallExprSyntax, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        let expression = expression.unparenthesized
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return derives(unwrap.expression, from: font, call: call, depth: depth) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return derives(optional.expression, from: font, call: call, depth: depth) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let value = call.localValue(of: reference.baseName.text) else { return false }
            return derives(value, from: font, call: call, depth: depth + 1)
        }
        if let added = expression.as(FunctionCallExprSyntax.self), let member = added.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "addingAttributes", let base = member.base
        {
            return derives(base, from: font, call: call, depth: depth)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "fontDescriptor", let base = member.base
        else { return false }
        return UIKitReader.normalized(base.trimmedDescription) == font
    }
}
