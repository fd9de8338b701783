import SwiftSyntax

/// The size an app's own `ButtonStyle` draws every button at when `makeBody` puts the label inside
/// a view of a fixed frame: Loop `WatchApp Extension/Views/CircularAccessoryButtonStyle.swift:20`,
/// `Circle()….overlay(configuration.label…).frame(width: 22, height: 22)`, makes the watch's − and +
/// buttons 22 × 22 pt wherever `.buttonStyle(CircularAccessoryButtonStyle(color: .carbs))` is given
/// (`CarbAmountInput.swift:31`, `DoseVolumeInput.swift:58`), and no target was judged there.
///
/// Only a `makeBody` of one expression whose chain holds `configuration.label` and fixes a size with
/// numbers. A label chain that fixes its own frame (`configuration.label.frame(…)`) is a target of
/// its own, at the style (``ButtonStyleLabels``); a `.contentShape` or `.scaleEffect` on the chain
/// may make the tapped area another size, which is then not known.
struct StyleFrame: Sendable, Equatable {
    var width: Double?
    var height: Double?
    /// An even padding outside the frame: the hit area's outset, as ``FrameArithmetic`` counts it.
    var outset: Double
}

extension ProjectButtonStyles {
    /// The frame the style `type` draws its buttons in, or `nil`.
    static func frame(of type: StructDeclSyntax) -> StyleFrame? {
        let functions = type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard let makeBody = functions.first(where: { $0.name.text == "makeBody" }), let parameter = makeBody.signature.parameterClause.parameters.first,
            let statements = makeBody.body?.statements, statements.count == 1, let item = statements.first?.item
        else { return nil }
        let shown = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let shown, let chain = ModifierChain(outermost: shown), !ButtonStyleLabels.isStyledLabel(chain.root),
            holdsLabel(shown, configuration: (parameter.secondName ?? parameter.firstName).text),
            !chain.modifiers.contains(where: { $0.name == "contentShape" || $0.name == "scaleEffect" })
        else { return nil }
        let frame = FrameArithmetic(chain.modifiers, constants: Constants())
        guard !frame.hasUnreadSize, frame.width != nil || frame.height != nil, !frame.isEmpty else { return nil }
        return StyleFrame(width: frame.width, height: frame.height, outset: frame.outset)
    }

    /// The frame of the style `.buttonStyle(Name(…))` in `chain` gives its button, when `Name` is
    /// such a style of `styles`.
    static func frame(of chain: ModifierChain, styles: [String: StylePadding]) -> StyleFrame? {
        guard !styles.isEmpty, let argument = chain.first("buttonStyle")?.call.arguments.first?.expression else { return nil }
        let callee = argument.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return styles[name]?.frame
    }

    /// Whether `configuration.label` is drawn somewhere in `expression`.
    private static func holdsLabel(_ expression: ExprSyntax, configuration: String) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "label", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return false }
            return member.base?.trimmedDescription == configuration
        }
    }
}
