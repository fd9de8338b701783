import SwiftSyntax

/// A font's size given by a name the same file traces to a number: `let fontSize =
/// (dictionary["fontSize"] as? CGFloat) ?? 14.0` then `UIFont.systemFont(ofSize: fontSize, weight:
/// weight)` (Sileo c9f70158 `DepictionLabelView.swift:50, :71`, the body text of every native
/// depiction; missed because the size was not a number). `systemFont(ofSize:)` keeps whatever
/// number it is given, so the font is fixed unless the number itself scales.
///
/// Read only where the trace ends at numbers: a local `let`/`var` bound to a number, or to data
/// the app reads (`as?`, a subscript) with a number after `??`; a stored property of the type
/// around it whose default is a number and which the file sets only to numbers; a parameter
/// (without a default: ``SizeParameters`` reads one with) whose every call in the file passes a
/// number. A value a call gives (`UIFontMetrics.default.scaledValue(for:)`,
/// `preferredFont(forTextStyle:).pointSize`, a helper of the app) is not known, and not read.
enum SizeVariables {
    /// `a size from `fontSize` (14.0 by default)` or like, or `nil` when the trace does not end at numbers.
    static func describe(_ size: ExprSyntax, constants: Constants) -> String? {
        let size = size.unparenthesized
        let name: String
        if let reference = size.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            name = reference.baseName.text
            if let value = size.localValue(of: name) { return local(name, value: value, constants: constants) }
            if let callers = parameterCallers(name, at: Syntax(size), constants: constants) { return callers }
        } else if let member = size.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard !isParameterOrClosureName(name, at: Syntax(size)) else { return nil }
        return storedProperty(name, at: Syntax(size), constants: constants)
    }

    /// A local bound to a number, or to read data with a number after `??`.
    private static func local(_ name: String, value: ExprSyntax, constants: Constants) -> String? {
        let value = value.unparenthesized
        // `size = metrics.scaledValue(for: size)` later would scale it.
        guard assignedOnlyNumbers(name, in: Syntax(value).root, constants: constants) else { return nil }
        if let number = constants.number(value) { return "a size from `\(name)` (\(format(number)))" }
        // `let size = nameLb.font.pointSize - 2`: written as the copy itself (``AppScaledSizes``), as ``CopiedStyleSizes`` reads it.
        if let copied = AppScaledSizes.describe(value, constants: constants, fileMentionsDynamicType: true), copied.hasSuffix("(copied from another font)") {
            return copied
        }
        guard let sequence = value.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let number = constants.number(elements[2]), isReadData(elements[0])
        else { return nil }
        return "a size from `\(name)` (\(format(number)) by default)"
    }

    /// `dictionary["fontSize"] as? CGFloat`, `settings.size`: data, with no call that could scale it.
    private static func isReadData(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        guard !AppScaledSizes.mentionsDynamicType(text), !text.contains("pointSize"), !text.lowercased().contains("scaled") else { return false }
        return !expression.tokens(viewMode: .sourceAccurate).contains { $0.parent?.is(FunctionCallExprSyntax.self) == true }
            && !expression.unparenthesized.is(DeclReferenceExprSyntax.self)
    }

    /// A parameter without a default whose every call in the file passes a number.
    private static func parameterCallers(_ name: String, at node: Syntax, constants: Constants) -> String? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return nil }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                guard let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                    parameter.defaultValue == nil
                else { return nil }
                return callers(of: function.name.text, label: parameter.firstName.text, in: node.root, constants: constants).map {
                    "a size from `\(name)` (its callers pass \($0))"
                }
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The numbers every call of `function` in the file passes as `label`, or `nil` when there is
    /// no call or one passes anything else.
    private static func callers(of function: String, label: String, in root: Syntax, constants: Constants) -> String? {
        var numbers: [String] = []
        for token in root.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(function) {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calledName == function
            else { continue }
            let argument = call.arguments.first { ($0.label?.text ?? "_") == label }
            guard let value = argument.flatMap({ constants.number($0.expression) }) else { return nil }
            numbers.append(format(value))
        }
        let distinct = numbers.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return distinct.isEmpty ? nil : distinct.joined(separator: ", ")
    }

    /// Whether a function, initializer or closure around `node` has a parameter `name`, which
    /// would shadow a property.
    private static func isParameterOrClosureName(_ name: String, at node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self),
                function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return true
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self),
                initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return true
            }
            if let closure = ancestor.as(ClosureExprSyntax.self), closure.signature?.trimmedDescription.contains(name) == true { return true }
            current = ancestor.parent
        }
        return false
    }

    /// A stored property of the type around `node` whose default is a number and which the file
    /// sets to numbers only.
    private static func storedProperty(_ name: String, at node: Syntax, constants: Constants) -> String? {
        var current = node.parent
        while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) { current = ancestor.parent }
        guard let members = current?.as(MemberBlockSyntax.self) else { return nil }
        var initial: Double?
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard binding.accessorBlock == nil, let number = constants.number(binding.initializer?.value) else { return nil }
                initial = number
            }
        }
        guard let initial, assignedOnlyNumbers(name, in: node.root, constants: constants) else { return nil }
        return "a size from `\(name)` (a property, \(format(initial)) by default)"
    }

    /// Whether every `name = value` (or `self.name = value`) in the file sets a number.
    private static func assignedOnlyNumbers(_ name: String, in root: Syntax, constants: Constants) -> Bool {
        for token in root.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            var target = token.parent?.as(ExprSyntax.self)
            if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                target = ExprSyntax(member)
            }
            guard let target, let list = target.parent?.as(ExprListSyntax.self), let first = list.first, first.id == target.id else { continue }
            let elements = Array(list)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            if constants.number(elements[2]) == nil { return false }
        }
        return true
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
