import SwiftSyntax

/// The fixed font a view's stored property keeps: `var font: Font = .system(size: 50)` whose
/// only assignments are its initializers' `self.font = font` from a parameter that defaults to a
/// fixed size too (Strongbox 7807c1ae watch `TwoFactorCodeView.swift:23`, `:31`, `:95`: a
/// 50 pt code that `.minimumScaleFactor(0.1)` shrinks was a wrong `text.shrinks`, fresh-ios19
/// W2). Shrinking such a font undoes no size a person chose. A caller may pass another font;
/// then a shrink is missed, never a wrong one reported.
///
/// Any other assignment (in a method, from a parameter without a default, from an expression)
/// keeps the font unknown.
enum FixedFontDefaults {
    /// The initial value of the stored property `expression` names (`font`, `self.font`), when
    /// every assignment to it in its type is from an initializer's parameter whose default
    /// `fixes` says fixes the size; `nil` otherwise.
    static func initialValue(of expression: ExprSyntax, fixes: (ExprSyntax) -> Bool) -> ExprSyntax? {
        guard let name = StoredPropertyDefaults.propertyName(expression.unparenthesized),
            let initial = StoredPropertyDefaults.value(of: expression), fixes(initial),
            let type = enclosingMembers(of: expression)
        else { return nil }
        var pending: [Syntax] = [Syntax(type)]
        while let node = pending.popLast() {
            if let sides = assignment(node), StoredPropertyDefaults.propertyName(sides.left.unparenthesized) == name {
                guard let parameter = initializerParameter(sides.right, at: node), let value = parameter.defaultValue?.value, fixes(value)
                else { return nil }
            }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return initial
    }

    /// The left and right of `a = b`, folded or not.
    private static func assignment(_ node: Syntax) -> (left: ExprSyntax, right: ExprSyntax)? {
        if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return (infix.leftOperand, infix.rightOperand)
        }
        guard let sequence = node.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }

    /// The parameter `right` names, of the initializer whose body holds `node`.
    private static func initializerParameter(_ right: ExprSyntax, at node: Syntax) -> FunctionParameterSyntax? {
        guard let reference = right.unparenthesized.as(DeclReferenceExprSyntax.self) else { return nil }
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self) || ancestor.is(AccessorBlockSyntax.self) { return nil }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == reference.baseName.text }
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The member block of the struct or class whose code holds `node`.
    private static func enclosingMembers(of node: some SyntaxProtocol) -> MemberBlockSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let members = ancestor.as(StructDeclSyntax.self)?.memberBlock ?? ancestor.as(ClassDeclSyntax.self)?.memberBlock { return members }
            current = ancestor.parent
        }
        return nil
    }
}
