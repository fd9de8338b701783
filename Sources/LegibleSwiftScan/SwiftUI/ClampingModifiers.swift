import SwiftParser
import SwiftSyntax

/// An app's own view modifier that stops Dynamic Type at a size category: `extension View { func
/// font(size:style:weight:maxSizeCategory: UIContentSizeCategory = .extraExtraLarge) -> some View
/// { modifier(DynamicallyScalableFont(…, maxSizeCategory: maxSizeCategory)) } }`, whose
/// `ViewModifier` body scales the size only up to the one at that category (`min(maxPointSize, …)`
/// with `maxPointSize = metrics.scaledValue(for: size, compatibleWith:
/// UITraitCollection(preferredContentSizeCategory: maxSizeCategory))`). Pocket Casts c23892d1
/// `UIFont+FontStyle.swift:52-81`, called at about 136 texts (EndOfYearCard.swift:26,
/// UpgradeLandingView.swift:146), none reported.
///
/// Read by what the body does, not by names: a cap is a size category given to
/// `UITraitCollection(preferredContentSizeCategory:)` in a body that also caps a size
/// (`maximumPointSize`, `min(`), or the upper bound of a `.dynamicTypeSize(…)` range. The cap
/// is a stored property of the modifier or a parameter of the function, whose value at each
/// call (or its default) is judged as `text.clamped` there. The cap is kept as a
/// ``FontWrapper`` whose template is the bound (`...maxSizeCategory`, `maxSizeCategory`).
enum ClampingModifiers {
    /// Reports `text.clamped` at each call in `chain` of one of the app's capping modifiers
    /// whose bound, at that call, is a size category below the largest.
    static func report(_ chain: ModifierChain, scan: SwiftFileScan) {
        guard !scan.facts.clampingModifiers.isEmpty else { return }
        for modifier in chain.modifiers {
            guard let wrappers = scan.facts.clampingModifiers[modifier.name],
                let bound = wrappers.lazy.compactMap({ $0.font(at: modifier.call) }).first, let upper = DynamicTypeRange.upperBound(bound)
            else { continue }
            let written = ".\(modifier.name)(…), an app modifier capped at \(bound.trimmedDescription),"
            if let finding = DynamicTypeRange.finding(
                upper: upper, written: written, id: scan.elementID(modifier.nameNode), location: scan.location(of: modifier.nameNode))
            {
                scan.findings.append(finding)
            }
        }
    }

    /// The capping functions the files declare, by name (several overloads each).
    static func modifiers(files: SwiftPrePassTexts) -> [String: [FontWrapper]] {
        var trees: [SourceFileSyntax] = []
        for index in files.indices {
            guard files.containsAny(index, ["extension View", "extension SwiftUI.View", "ViewModifier"]),
                files.containsAny(index, ["preferredContentSizeCategory", "dynamicTypeSize("])
            else { continue }
            trees.append(files.tree(index))
        }
        return modifiers(in: trees)
    }

    static func modifiers(in trees: [SourceFileSyntax]) -> [String: [FontWrapper]] {
        // Each `ViewModifier` struct that caps: its bound's template over its stored properties, and their defaults.
        var structs: [String: (template: String, defaults: [String: String])] = [:]
        for tree in trees {
            for statement in tree.statements {
                guard let type = statement.item.as(StructDeclSyntax.self),
                    type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "ViewModifier" }) == true,
                    let body = type.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == "body" })?.body,
                    let template = bound(in: Syntax(body))
                else { continue }
                var defaults: [String: String] = [:]
                for member in type.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        defaults[name] = binding.initializer?.value.trimmedDescription ?? ""
                    }
                }
                structs[type.name.text] = (template, defaults)
            }
        }
        var found: [String: [FontWrapper]] = [:]
        for tree in trees {
            for statement in tree.statements {
                guard let extended = statement.item.as(ExtensionDeclSyntax.self),
                    ["View", "SwiftUI.View"].contains(extended.extendedType.trimmedDescription)
                else { continue }
                for member in extended.memberBlock.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), let wrapper = wrapper(function, structs: structs) else { continue }
                    found[function.name.text, default: []].append(wrapper)
                }
            }
        }
        return found
    }

    /// The bound a body caps at, as a template over the names it uses (`...cap`, `cap`), when one
    /// name gives it.
    private static func bound(in body: Syntax) -> String? {
        let text = body.trimmedDescription
        var bounds: Set<String> = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id else { continue }
            let name = reference.baseName.text
            if let argument = reference.parent?.as(LabeledExprSyntax.self), argument.label?.text == "preferredContentSizeCategory",
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UITraitCollection",
                text.contains("maximumPointSize") || text.contains("min(")
            {
                bounds.insert(name)
            } else if let prefix = reference.parent?.as(PrefixOperatorExprSyntax.self), ["...", "..<"].contains(prefix.operator.text),
                let argument = prefix.parent?.as(LabeledExprSyntax.self), argument.label == nil,
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dynamicTypeSize"
                    || call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "dynamicTypeSize"
            {
                bounds.insert(prefix.operator.text + name)
            }
        }
        return bounds.count == 1 ? bounds.first : nil
    }

    /// A function of `extension View` whose one statement caps: a `.dynamicTypeSize(...name)` of
    /// its own, or `modifier(S(…))` of a capping struct, the bound then the argument given for
    /// the struct's property (or its default).
    private static func wrapper(_ function: FunctionDeclSyntax, structs: [String: (template: String, defaults: [String: String])]) -> FontWrapper? {
        guard function.genericParameterClause == nil, let body = function.body, body.statements.count == 1, let item = body.statements.first?.item
        else { return nil }
        let parameters = FontWrapper.parameters(of: function)
        if let own = bound(in: Syntax(body)) { return FontWrapper(parameters: parameters, font: own) }
        guard let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression,
            let call = expression.unparenthesized.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "modifier"
                || (call.calledExpression.as(MemberAccessExprSyntax.self).map {
                    $0.declName.baseName.text == "modifier" && $0.base?.trimmedDescription == "self"
                } ?? false),
            call.arguments.count == 1, let made = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            let capped = structs[made.calledExpression.trimmedDescription]
        else { return nil }
        let property = capped.template.drop { $0 == "." || $0 == "<" }
        let operatorText = capped.template.dropLast(property.count)
        let value = made.argument(String(property))?.trimmedDescription ?? capped.defaults[String(property)] ?? ""
        guard !value.isEmpty else { return nil }
        return FontWrapper(parameters: parameters, font: operatorText + value)
    }
}
