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

    /// Whether `value`, assigned to `receiver.font`, calls on the receiver's own font an app
    /// method of `UIFont` that keeps its size (``AppFonts/ownSizeMethods``): Pocket Casts
    /// c23892d1 `EpisodeCell.swift:30`, `informationLabel.font = informationLabel.font.monospaced()`,
    /// where `monospaced()` returns `UIFont(descriptor: fontDescriptor.addingAttributes(…), size:
    /// pointSize)` (UIFontExtension.swift:22-33): the xib's fixed 13 pt shows (EpisodeCell.xib:163).
    static func keepsOwnFont(_ value: ExprSyntax, receiver: String, appFonts: AppFonts) -> Bool {
        if keepsOwnFont(value, receiver: receiver) { return true }
        guard let call = value.unparenthesized.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), appFonts.ownSizeMethods.contains(member.declName.baseName.text),
            let base = member.base
        else { return false }
        return UIKitReader.normalized(base.trimmedDescription) == receiver + ".font"
    }

    /// Whether an instance method of an extension of `UIFont` returns the font itself at its own
    /// size with features added: no parameters, and a last `return UIFont(descriptor: d, size:
    /// pointSize)` (or `size: 0`) whose `d` is `fontDescriptor`, or that with attributes added,
    /// through local `let`s. A method that changes the traits (`withSymbolicTraits`) or the size is not one.
    static func keepsOwnSize(_ function: FunctionDeclSyntax) -> Bool {
        guard !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            function.signature.parameterClause.parameters.isEmpty, function.genericParameterClause == nil,
            ["UIFont", "UIFont?"].contains(function.signature.returnClause?.type.trimmedDescription ?? ""),
            let last = function.body?.statements.last?.item
        else { return false }
        guard let returned = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self),
            let call = returned.unparenthesized.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIFont",
            call.hasLabels(["descriptor", "size"]), let size = call.argument("size")?.trimmedDescription,
            ["pointSize", "self.pointSize", "0", "0.0"].contains(size), let descriptor = call.argument("descriptor")
        else { return false }
        return derives(descriptor, from: "", call: call, depth: 0)
    }

    /// Whether `expression` is `font.fontDescriptor`, or that with attributes added (features
    /// keep the size), through `!`, `?` and a local `let`.
    private static func derives(_ expression: ExprSyntax, from font: String, call: FunctionCallExprSyntax, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        let expression = expression.unparenthesized
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return derives(unwrap.expression, from: font, call: call, depth: depth) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return derives(optional.expression, from: font, call: call, depth: depth) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            // Looked up from the name itself: `let fontDescriptor = fontDescriptor.addingAttributes(…)`
            // names the font's own descriptor on its right (Pocket Casts UIFontExtension.swift:31).
            // In a `UIFont` method (`font` empty), a bare `fontDescriptor` no local declares is the font's own.
            guard let value = reference.localValue(of: reference.baseName.text) else { return font.isEmpty && reference.baseName.text == "fontDescriptor" }
            return derives(value, from: font, call: call, depth: depth + 1)
        }
        if let added = expression.as(FunctionCallExprSyntax.self), let member = added.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "addingAttributes", let base = member.base
        {
            return derives(base, from: font, call: call, depth: depth)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "fontDescriptor", let base = member.base
        else { return false }
        return UIKitReader.normalized(base.trimmedDescription) == (font.isEmpty ? "self" : font)
    }
}
