import SwiftSyntax

/// Styles whose `makeBody` hands the configuration to a view of their own, and paddings written
/// as `EdgeInsets`: XcodesApp 7fd5b660 `AppStoreButtonStyle.swift:90-92`, `makeBody` returns
/// `AppStoreButton(configuration: configuration, …)`, a view nested in the style whose `body`
/// (`:80-87`) is `configuration.label.font(Font.caption.weight(.bold))….padding(EdgeInsets(top: 4,
/// leading: 8, bottom: 4, trailing: 8)).frame(minWidth: 65).background(Capsule()…).padding(1)`:
/// its "Open" and "Install" capsules (`XcodeListViewRow.swift:159`, `XcodeListView.swift:336`,
/// `:341`) are a caption line and 10 pt tall, and none was judged.
extension ProjectButtonStyles {
    /// The `configuration.label` of the view `makeBody` returns when it is one call
    /// `Name(configuration: configuration, …)` of a struct declared in the style: found in that
    /// view's `body`, under the stored property the argument sets.
    static func delegatedLabel(makeBody body: CodeBlockSyntax, configuration: String, in type: StructDeclSyntax) -> ExprSyntax? {
        guard body.statements.count == 1, let item = body.statements.first?.item else { return nil }
        let shown = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = shown?.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first(where: { $0.expression.trimmedDescription == configuration }), let property = argument.label?.text,
            let view = type.memberBlock.members.lazy.compactMap({ $0.decl.as(StructDeclSyntax.self) }).first(where: { $0.name.text == name }),
            let viewBody = view.memberBlock.members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
                .first(where: { $0.bindings.first?.pattern.trimmedDescription == "body" })
        else { return nil }
        let finder = LabelFinder(bases: [property, "self.\(property)"])
        finder.walk(viewBody)
        return finder.label.map { ExprSyntax($0) }
    }

    /// The pads of `.padding(EdgeInsets(top:leading:bottom:trailing:))`, each edge its own amount.
    static func edgeInsets(_ arguments: [LabeledExprSyntax]) -> [StylePadding.Pad]? {
        guard arguments.count == 1, arguments[0].label == nil, let insets = arguments[0].expression.as(FunctionCallExprSyntax.self),
            insets.calledName == "EdgeInsets"
        else { return nil }
        var pads: [StylePadding.Pad] = []
        for argument in insets.arguments {
            guard let edge = argument.label?.text, ["top", "leading", "bottom", "trailing"].contains(edge),
                let value = Constants().number(argument.expression)
            else { return nil }
            pads.append(StylePadding.Pad(edges: [edge], amount: .number(value)))
        }
        return pads
    }
}
