import Foundation
import SwiftParser
import SwiftSyntax

/// The padding an app's own `ButtonStyle` adds around every label it is given: `makeBody`'s
/// `configuration.label.padding(N)` makes each button N pt larger on every side than its label,
/// wherever the style is declared. Damus 9d287c7c `FullScreenCarouselView.swift:101`, a 30 × 30 pt
/// label with `.buttonStyle(PlayerCircleButtonStyle())`, whose `makeBody` pads it by `padding`, 8
/// by default (`DamusVideoControlsView.swift:89-98`): a 46 × 46 pt button, reported as 30 × 30.
struct StylePadding: Sendable, Equatable {
    /// The padding when the style is made with no argument for it.
    var value: Double
    /// The label of the initialiser's parameter that sets it (`padding`), `nil` when none does.
    var parameter: String?
}

enum ProjectButtonStyles {
    /// The padded styles the files declare, by type name, read before the files are scanned so a
    /// style declared in another file is known. Only files that mention `makeBody` are parsed.
    static func paddings(inTexts texts: [String]) -> [String: StylePadding] {
        var styles: [String: StylePadding] = [:]
        for text in texts where text.contains("makeBody") {
            styles.merge(paddings(in: Parser.parse(source: text))) { first, _ in first }
        }
        return styles
    }

    /// The padded `ButtonStyle`s a file declares: a `makeBody` whose label chain is padded on all
    /// sides by a number, a stored constant or an initialiser parameter with a default, and fixes
    /// no frame of its own (that chain is a target of its own, ``ButtonStyleLabels``).
    static func paddings(in tree: SourceFileSyntax) -> [String: StylePadding] {
        var styles: [String: StylePadding] = [:]
        for statement in tree.statements {
            guard let type = statement.item.as(StructDeclSyntax.self),
                type.inheritanceClause?.inheritedTypes.contains(where: { ["ButtonStyle", "SwiftUI.ButtonStyle"].contains($0.type.trimmedDescription) })
                    == true,
                let padding = padding(of: type)
            else { continue }
            styles[type.name.text] = padding
        }
        return styles
    }

    private static func padding(of type: StructDeclSyntax) -> StylePadding? {
        let functions = type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard let makeBody = functions.first(where: { $0.name.text == "makeBody" }), let parameter = makeBody.signature.parameterClause.parameters.first,
            let body = makeBody.body
        else { return nil }
        let configuration = (parameter.secondName ?? parameter.firstName).text
        let finder = LabelFinder(configuration: configuration)
        finder.walk(body)
        guard let label = finder.label, let chain = ModifierChain(outermost: outermost(ExprSyntax(label))), chain.first("frame") == nil,
            let modifier = chain.first("padding"), modifier.call.arguments.count == 1, modifier.call.arguments.first?.label == nil,
            let argument = modifier.call.arguments.first?.expression
        else { return nil }
        if let value = Constants().number(argument) { return StylePadding(value: value, parameter: nil) }
        let name = argument.lastName
        guard let name, argument.is(DeclReferenceExprSyntax.self) || argument.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self" else {
            return nil
        }
        return stored(name, in: type)
    }

    /// The value of the stored property `name`: its initial value, or the default of the
    /// initialiser parameter that sets it.
    private static func stored(_ name: String, in type: StructDeclSyntax) -> StylePadding? {
        for member in type.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
                let value = binding.initializer.flatMap({ Constants().number($0.value) })
            {
                return StylePadding(value: value, parameter: nil)
            }
            if let initializer = member.decl.as(InitializerDeclSyntax.self),
                let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                let value = parameter.defaultValue.flatMap({ Constants().number($0.value) })
            {
                return StylePadding(value: value, parameter: parameter.firstName.text)
            }
        }
        return nil
    }

    /// The padding `.buttonStyle(Style(…))` in `chain` adds, when `Style` is a padded style of
    /// `styles` and the argument that sets it, if any, is a number.
    static func padding(of chain: ModifierChain, styles: [String: StylePadding], constants: Constants) -> Double? {
        guard !styles.isEmpty, let modifier = chain.first("buttonStyle"),
            let call = modifier.call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let style = styles[name]
        else { return nil }
        guard let parameter = style.parameter, let argument = call.argument(parameter) else { return style.value }
        return constants.number(argument)
    }

    private static func outermost(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            current = ExprSyntax(call)
        }
        return current
    }

    /// The first `configuration.label` in a body.
    private final class LabelFinder: SyntaxVisitor {
        let configuration: String
        var label: MemberAccessExprSyntax?

        init(configuration: String) {
            self.configuration = configuration
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard label == nil else { return .skipChildren }
            if node.declName.baseName.text == "label", node.base?.trimmedDescription == configuration {
                label = node
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
