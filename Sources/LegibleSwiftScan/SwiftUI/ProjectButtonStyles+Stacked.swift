import SwiftSyntax

/// Styles whose body puts `configuration.label` in a stack and pads or frames the stack: Pika
/// b3be8cf8 `ButtonStyles/SwapButtonStyle.swift:30-48`, `HStack { if ltr { configuration.label … }
/// else { … configuration.label } }.padding(.horizontal, 8).padding(.vertical, 8)…frame(height: 32)`,
/// given to the 14 × 14 pt copy and system-picker icons (`EyedropperButton.swift:62`, `:80`), which
/// were reported at 14 × 14 pt. The stack holds the label and may hold more beside it (a hover
/// text), so the stack's padding is the least the style adds and its fixed frame is the button's.
extension ProjectButtonStyles {
    /// The stack call `label` stands in as a bare statement of its content (through `if`/`else`),
    /// or `nil` when the label has modifiers of its own or is in no stack.
    static func enclosingStack(of label: ExprSyntax) -> ExprSyntax? {
        guard label.outermostOfModifierChain.id == label.id else { return nil }
        var current = label.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
                    ["HStack", "VStack", "ZStack", "Group"].contains(call.calledName ?? "")
                else { return nil }
                return ExprSyntax(call)
            }
            // Only statements and `if`/`else` between the label and the stack's closure: a label
            // passed to a call or a modifier is another view's content.
            guard
                node.is(CodeBlockItemSyntax.self) || node.is(CodeBlockItemListSyntax.self) || node.is(CodeBlockSyntax.self)
                    || node.is(IfExprSyntax.self) || node.is(ExpressionStmtSyntax.self)
            else { return nil }
            current = node.parent
        }
        return nil
    }

    /// The fixed frame the stack holding the style's label is drawn in (``StyleFrame``), when the
    /// label is in a stack whose chain fixes a size with numbers.
    static func stackedFrame(of type: StructDeclSyntax) -> StyleFrame? {
        guard let label = label(of: type), let stack = enclosingStack(of: label),
            let chain = ModifierChain(outermost: stack.outermostOfModifierChain),
            !chain.modifiers.contains(where: { $0.name == "contentShape" || $0.name == "scaleEffect" })
        else { return nil }
        let frame = FrameArithmetic(chain.modifiers, constants: Constants())
        guard !frame.hasUnreadSize, frame.width != nil || frame.height != nil, !frame.isEmpty else { return nil }
        return StyleFrame(width: frame.width, height: frame.height, outset: frame.outset)
    }

    /// The first `configuration.label` of the style's `makeBody`, or of the view it hands the
    /// configuration to (``delegatedLabel(makeBody:configuration:in:)``).
    static func label(of type: StructDeclSyntax) -> ExprSyntax? {
        let functions = type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard let makeBody = functions.first(where: { $0.name.text == "makeBody" }), let parameter = makeBody.signature.parameterClause.parameters.first,
            let body = makeBody.body
        else { return nil }
        let configuration = (parameter.secondName ?? parameter.firstName).text
        let finder = LabelFinder(bases: [configuration])
        finder.walk(body)
        return finder.label.map { ExprSyntax($0) } ?? delegatedLabel(makeBody: body, configuration: configuration, in: type)
    }
}
