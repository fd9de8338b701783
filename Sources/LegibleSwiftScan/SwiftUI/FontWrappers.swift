import Foundation
import SwiftParser
import SwiftSyntax

/// An app's own one-line font modifier: `extension View { func fontSize(_ size: CGFloat, _ weight:
/// Font.Weight = .regular) -> some View { self.font(.system(size: size, weight: weight)) } }`. At a
/// call site (`Text("a").fontSize(16, .semibold)`) the font is the wrapped `.font(…)` with the
/// call's arguments, and defaults for those left out, put for the parameters, and is judged there
/// as if written there. winston 3de4a170 `extensions/ViewModifiers/fontSize.swift:24-26` is called
/// on about 105 texts (`OnboardingBigStep.swift:14`, 40 pt Bold, was judged as Body for contrast).
///
/// The font is read as any font is: a wrapper that scales (`.custom(name, size: size, relativeTo:
/// .body)`, `UIFontMetrics`) gives a scaled font, one whose size it cannot read gives none.
struct FontWrapper: Sendable, Equatable {
    struct Parameter: Sendable, Equatable {
        /// The argument label (`nil` for `_`).
        var label: String?
        /// The name the body uses.
        var name: String
        /// The default value's source, `nil` when none.
        var defaultValue: String?
    }

    var parameters: [Parameter]
    /// The wrapped `.font(…)`'s argument, as written (`.system(size: size, weight: weight)`).
    var font: String
    /// The colour the same chain gives text (`.foregroundStyle(Color.white)`), as written; `nil`
    /// when it sets none or the colour reads a parameter. linphone `TextExtension.swift:72-74`,
    /// `default_text_style_white(styleSize:)`, is the only colour of its banner texts.
    var foreground: String? = nil
    /// Whether the wrapper's chain only sets what text looks like and lays it out
    /// (``AncestorBackdrop/passes(_:)``): a background further up shows through it.
    var paintsNothing = false

    /// The font expression at a call of the wrapper, `nil` when its arguments do not match.
    func font(at call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.trailingClosure == nil else { return nil }
        guard let values = Self.values(of: call, for: parameters) else { return nil }
        return Self.substituted(font, values: values)
    }

    /// What a call gives each parameter, in order: its argument when the label matches, else the
    /// default; `nil` when an argument is left over or a parameter without a default is missing.
    static func values(of call: FunctionCallExprSyntax, for parameters: [Parameter]) -> [String: String]? {
        var arguments = Array(call.arguments)
        var values: [String: String] = [:]
        for parameter in parameters {
            if let first = arguments.first, first.label?.text == parameter.label {
                // An operator expression keeps its own precedence where the parameter was.
                let written = first.expression.trimmedDescription
                values[parameter.name] = first.expression.is(SequenceExprSyntax.self) ? "(" + written + ")" : written
                arguments.removeFirst()
            } else if let value = parameter.defaultValue {
                values[parameter.name] = value
            } else {
                return nil
            }
        }
        return arguments.isEmpty ? values : nil
    }

    /// The expression `written` with `values` put for the bare names of parameters.
    static func substituted(_ written: String, values: [String: String]) -> ExprSyntax? {
        lastElement(of: ParameterSubstitution(values: values).rewrite(SwiftParsing.parse("_ = " + written)))
    }

    /// The bare names an expression's text refers to (`fontSize` in `.boldFontWithSize(fontSize)`).
    static func references(_ expression: String) -> Set<String> {
        Set(
            SwiftParsing.parse("_ = " + expression).tokens(viewMode: .sourceAccurate).compactMap { token in
                guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
                // `x.size` names a member, not the property; `self.size` is the property.
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                    member.base?.trimmedDescription != "self"
                {
                    return nil
                }
                return name
            })
    }

    /// The right side of `_ = value`: one expression, or an operator sequence (`{ … }() ??
    /// UIFont.systemFont(ofSize: size)`, primal-ios-app `Font+Extra.swift:12-25`), kept whole.
    private static func lastElement(of tree: Syntax) -> ExprSyntax? {
        guard let statement = tree.as(SourceFileSyntax.self)?.statements.first, let sequence = statement.item.as(SequenceExprSyntax.self),
            sequence.elements.count >= 3, Array(sequence.elements)[1].is(AssignmentExprSyntax.self)
        else { return nil }
        guard sequence.elements.count > 3 else { return sequence.elements.last }
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(sequence.elements.dropFirst(2)))))
    }
}

/// Replaces bare references to parameters with their values.
private final class ParameterSubstitution: SyntaxRewriter {
    let values: [String: String]

    init(values: [String: String]) {
        self.values = values
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        // `x.size` names a member, not the parameter.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return ExprSyntax(node) }
        guard let value = values[node.baseName.text] else { return ExprSyntax(node) }
        var expression = SwiftParsing.parse("_ = " + value).statements.first?.item.as(SequenceExprSyntax.self)?.elements.last
        expression = expression?.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        return expression ?? ExprSyntax(node)
    }
}

enum FontWrappers {
    /// The font wrappers the files declare, by name, read before the files are scanned so one
    /// declared in another file is known. Only files that extend `View` or `Text` and call
    /// `font(` are parsed.
    static func wrappers(files: SwiftPrePassTexts) -> [String: FontWrapper] {
        var found: [String: FontWrapper] = [:]
        for index in files.indices {
            guard files.containsAny(index, ["extension View", "extension Text", "extension SwiftUI.View", "ViewModifier"]), files.contains(index, "font(")
            else { continue }
            found.merge(wrappers(in: files.tree(index))) { first, _ in first }
        }
        return found
    }

    /// The wrappers a file declares at its top level.
    static func wrappers(in tree: SourceFileSyntax) -> [String: FontWrapper] {
        var found: [String: FontWrapper] = [:]
        for statement in tree.statements {
            if let modifier = statement.item.as(StructDeclSyntax.self), let wrapper = modifierWrapper(modifier) {
                found[modifier.name.text] = wrapper
                continue
            }
            guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self),
                ["View", "SwiftUI.View", "Text", "SwiftUI.Text"].contains(extensionDecl.extendedType.trimmedDescription)
            else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let wrapper = wrapper(function) else { continue }
                found[function.name.text] = wrapper
            }
        }
        // An overload of a SwiftUI modifier is not told apart from it by name.
        found["font"] = nil
        return found
    }

    /// A function whose body is one chain on `self` (or on nothing) holding a `.font(…)`.
    private static func wrapper(_ function: FunctionDeclSyntax) -> FontWrapper? {
        guard let expression = onlyExpression(of: function), let chain = ModifierChain(outermost: expression) else { return nil }
        var font: FunctionCallExprSyntax?
        if let root = chain.root.as(DeclReferenceExprSyntax.self), root.baseName.tokenKind == .keyword(.self) {
            font = chain.first("font")?.call
        } else if let root = chain.root.as(FunctionCallExprSyntax.self), root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "font" {
            font = root
        }
        guard let font, font.arguments.count == 1, let argument = font.arguments.first, argument.label == nil else { return nil }
        let parameters = FontWrapper.parameters(of: function)
        return FontWrapper(
            parameters: parameters, font: argument.expression.trimmedDescription, foreground: foreground(of: chain, parameters: parameters),
            paintsNothing: chain.modifiers.allSatisfy { AncestorBackdrop.passes($0.name) })
    }

    /// The argument of the chain's one `.foregroundStyle`/`.foregroundColor`, when it names no parameter.
    private static func foreground(of chain: ModifierChain, parameters: [FontWrapper.Parameter]) -> String? {
        let setters = chain.modifiers.filter { $0.name == "foregroundStyle" || $0.name == "foregroundColor" }
        guard setters.count == 1, let call = setters.first?.call, call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil
        else { return nil }
        let written = argument.expression.trimmedDescription
        let names = Set(parameters.map(\.name))
        return FontWrapper.references(written).contains(where: names.contains) ? nil : written
    }

    /// The one expression a non-generic function's body is (`x` or `return x`), or `nil`: the
    /// shape of every app modifier a wrapper reads (fonts, sizes).
    static func onlyExpression(of function: FunctionDeclSyntax) -> ExprSyntax? {
        guard function.genericParameterClause == nil, let body = function.body, body.statements.count == 1, let first = body.statements.first?.item
        else { return nil }
        return first.as(ExprSyntax.self) ?? first.as(ReturnStmtSyntax.self)?.expression
    }
}

extension FontWrapper {
    /// `function`'s parameters as a call binds them: label (none for `_`), inner name, default as written.
    static func parameters(of function: FunctionDeclSyntax) -> [Parameter] {
        function.signature.parameterClause.parameters.map { parameter in
            Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                defaultValue: parameter.defaultValue?.value.trimmedDescription)
        }
    }
}
