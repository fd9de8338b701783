import SwiftSyntax

/// The views a `forEach` closure's parameter stands for: `[self.a, self.b].forEach { $0?.backgroundColor = … }`
/// sets the property on `a` and `b`.
///
/// Zotero 00280bd8 `ShareViewController.swift:709-715` colours four containers with
/// `[translationContainer, collectionPickerContainer, itemPickerContainer, tagPickerContainer].forEach
/// { container in container?.backgroundColor = … }`; the storyboard's colour behind their labels
/// (`MainInterface.storyboard:221`) was judged as if nothing replaced it.
enum ForEachReceivers {
    /// The most array elements followed: a literal list of views is short.
    static let maximumElements = 32

    /// The names of the views in the array literal whose `forEach` closure has `name` as its
    /// parameter (`$0`, or the one named parameter), at `node`; `nil` when `name` is no such parameter.
    static func views(forParameter name: String, at node: Syntax) -> [String]? {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                guard isParameter(name, of: closure) else { return nil }
                return arrayViews(calling: closure)
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    private static func isParameter(_ name: String, of closure: ClosureExprSyntax) -> Bool {
        guard let clause = closure.signature?.parameterClause else { return name == "$0" }
        if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) {
            return shorthand.count == 1 && shorthand.first?.name.text == name
        }
        if let parameters = clause.as(ClosureParameterClauseSyntax.self) {
            return parameters.parameters.count == 1 && parameters.parameters.first?.firstName.text == name
        }
        return false
    }

    /// `[a, self.b].forEach { … }` → `["a", "b"]`, when the closure is `forEach`'s on an array
    /// literal of plain names.
    private static func arrayViews(calling closure: ClosureExprSyntax) -> [String]? {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "forEach", let array = member.base?.as(ArrayExprSyntax.self),
            array.elements.count <= maximumElements
        else { return nil }
        var names: [String] = []
        for element in array.elements {
            var text = element.expression.trimmedDescription
            if text.hasPrefix("self.") { text.removeFirst(5) }
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            names.append(text)
        }
        return names
    }
}
