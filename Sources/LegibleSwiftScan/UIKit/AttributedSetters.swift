import LegibleReporting
import LegibleScan
import SwiftSyntax

/// The Swift facts of ``AttributedSetterFonts``: a label of a class whose method gives it the
/// attributed string it is passed (`public func setAttributedTitle(title: NSMutableAttributedString)
/// { self.textLabel.attributedText = title }`), and the calls of such a method, on a view of a
/// class of the app, whose argument's every run carries a font and that always follow where the
/// view is made (nightguard 4d82879b `SlideToSnoozeView.swift:247-248`, `MainView.swift:104-126`).
enum AttributedSetters {
    /// Records the font of the element `element` of the label `label` when its class has such a setter.
    static func noteFont(of label: String, element: ScannedElement, at node: Syntax, scan: SwiftFileScan) {
        guard element.font != nil || element.fixedSizeConstant != nil, !label.contains("."), let (type, method) = setter(forLabel: label, at: node)
        else { return }
        scan.setInCode.insert(AttributedSetterFonts.fontKey(type: type, method: method, location: element.location))
    }

    /// The class around `node` and its method that sets `label.attributedText` to its one
    /// attributed-string parameter, in a statement of its body, when `label` is a stored property.
    private static func setter(forLabel label: String, at node: Syntax) -> (String, String)? {
        var current = node.parent
        while let ancestor = current, !ancestor.is(ClassDeclSyntax.self) { current = ancestor.parent }
        guard let type = current?.as(ClassDeclSyntax.self) else { return nil }
        let members = type.memberBlock.members
        let stored = members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == label && $0.accessorBlock == nil
            } == true
        }
        guard stored else { return nil }
        for member in members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.count == 1,
                let parameter = function.signature.parameterClause.parameters.first,
                parameter.type.trimmedDescription.hasPrefix("NSAttributedString") || parameter.type.trimmedDescription.hasPrefix("NSMutableAttributedString"),
                let body = function.body
            else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            let sets = body.statements.contains { item in
                guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
                else { return false }
                let parts = Array(sequence.elements)
                return parts.count == 3 && parts[1].is(AssignmentExprSyntax.self) && parts[2].trimmedDescription == name
                    && parts[0].trimmedDescription.replacingOccurrences(of: "self.", with: "") == "\(label).attributedText"
            }
            if sets { return (type.name.text, function.name.text) }
        }
        return nil
    }

    /// Records `receiver.name(argument)` when the argument's every run carries a font, the
    /// receiver is a view of an app class, and the call always follows where the view is made.
    static func recordCall(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax, scan: SwiftFileScan) {
        guard call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first?.expression,
            let receiver = base.as(DeclReferenceExprSyntax.self)?.baseName.text, isFonted(argument, call: call),
            let type = DeclaredTypes.type(of: receiver, at: Syntax(call)), type.first?.isUppercase == true,
            !type.hasPrefix("UI"), !type.hasPrefix("NS"), alwaysFollowsMaking(call, receiver: receiver, type: type)
        else { return }
        let file = scan.location(of: call).file
        scan.setInCode.insert(AttributedSetterFonts.callKey(type: type, method: name, file: file, line: scan.location(of: call).line ?? 0))
        let references = Syntax(call).root.tokens(viewMode: .sourceAccurate).filter {
            $0.tokenKind == .identifier(name) && $0.parent?.is(DeclReferenceExprSyntax.self) == true
        }
        scan.setInCode.insert(AttributedSetterFonts.referencesKey(method: name, file: file, count: references.count))
    }

    /// `NSAttributedString(string:attributes:)` (or the mutable one) whose attributes give a font,
    /// or a local `let` of one that is only appended such strings before `call`.
    private static func isFonted(_ expression: ExprSyntax, call: FunctionCallExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return isFontedString(expression) }
        let name = reference.baseName.text
        guard let value = expression.localValue(of: name), isFontedString(value), let scope = function(around: Syntax(call)) else { return false }
        for token in scope.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let use = token.parent?.as(DeclReferenceExprSyntax.self), use.id != reference.id else { continue }
            guard let access = use.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "append",
                let append = access.parent?.as(FunctionCallExprSyntax.self), append.arguments.count == 1,
                let added = append.arguments.first?.expression,
                isFontedString(added) || added.as(DeclReferenceExprSyntax.self).flatMap({ added.localValue(of: $0.baseName.text) }).map(isFontedString) == true
            else { return false }
        }
        return true
    }

    private static func isFontedString(_ expression: ExprSyntax) -> Bool {
        guard let made = expression.as(FunctionCallExprSyntax.self), AttributedTextKeys.isStringInit(made), made.arguments.count == 2,
            var attributes = made.argument("attributes")
        else { return false }
        if let named = attributes.as(DeclReferenceExprSyntax.self), let value = attributes.localValue(of: named.baseName.text) { attributes = value }
        return AttributedTextKeys.dictionaryKeys(attributes)?.contains("font") == true
    }

    /// In `updateUIView(_ receiver: T, …)` of a representable whose `makeUIView` makes it, or
    /// after `let receiver = T(…)` in the same function; in a statement of the function's body
    /// itself, so no branch skips it.
    private static func alwaysFollowsMaking(_ call: FunctionCallExprSyntax, receiver: String, type: String) -> Bool {
        guard let item = call.parent?.as(CodeBlockItemSyntax.self), let function = item.parent?.parent?.parent?.as(FunctionDeclSyntax.self)
        else { return false }
        if let made = call.localValue(of: receiver)?.as(FunctionCallExprSyntax.self) {
            return made.calledExpression.trimmedDescription == type
        }
        guard function.name.text == "updateUIView",
            function.signature.parameterClause.parameters.first.map({ ($0.secondName ?? $0.firstName).text }) == receiver,
            let members = function.parent?.parent?.as(MemberBlockItemListSyntax.self),
            let owner = members.parent?.parent?.asProtocol(DeclGroupSyntax.self),
            owner.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("UIViewRepresentable") }) == true
        else { return false }
        return members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "makeUIView" }
    }

    private static func function(around node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) { return ancestor }
            current = ancestor.parent
        }
        return nil
    }
}
