import SwiftSyntax

extension FontExpressionReader {
    /// `guard let font = A else { return B }; return font`, in a closure (or a function's body,
    /// read as one): the value bound, `A`, which is the font meant, the fallback, `B`, and the
    /// names bound before the `guard` (``setUp(_:)``). breadwallet-ios a81bc58d
    /// `UIFont+BRWAdditions.swift:15-21`, `customBold(size:)` returning the bundled
    /// `UIFont(name: "CircularPro-Bold", size: size)` or, when it is missing,
    /// `systemFont(ofSize: size, weight: .bold)`: its 149 calls (`ShareDataViewController.swift:13`,
    /// `.customBold(size: 26.0)`) were unknown fonts, their fixed size missed and their shrinking
    /// reported as undoing a chosen size (fresh-ios24a patterns 4 and 8). `nil` for any other shape.
    static func guardedReturn(_ closure: ClosureExprSyntax) -> (bound: ExprSyntax, fallback: ExprSyntax, locals: [String: ExprSyntax])? {
        let statements = Array(closure.statements)
        guard statements.count >= 2, let locals = setUp(statements.dropLast(2)),
            let guarded = statements[statements.count - 2].item.as(GuardStmtSyntax.self), guarded.conditions.count == 1,
            let binding = guarded.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            binding.bindingSpecifier.tokenKind == .keyword(.let), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, guarded.body.statements.count == 1,
            let fallback = guarded.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
            let returned = statements[statements.count - 1].item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self),
            returned.baseName.text == name
        else { return nil }
        return (value, fallback, locals)
    }

    /// The names statements before a guarded return bind, when each is one of: `_ = x` (a
    /// side effect such as registering the app's fonts), `let`/`var name = value`, or an `if`
    /// on the device idiom that only adds to such a name (an iPad's larger size; an iPhone's is
    /// the value bound). Ruuvi Station `Common/RuuviLocalization/Sources/RuuviFonts.swift:102-116`,
    /// `FontAsset.font(size:)`: `_ = FontRegistration.shared; var fontSize = size; if
    /// UIDevice.current.userInterfaceIdiom == .pad { fontSize += 2 }; guard let font = Font(name:
    /// name, size: fontSize) else { … }; return font`. `nil` for any other statement.
    private static func setUp(_ statements: ArraySlice<CodeBlockItemSyntax>) -> [String: ExprSyntax]? {
        var locals: [String: ExprSyntax] = [:]
        for statement in statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else {
                        return nil
                    }
                    locals[name] = value
                }
            } else if let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), isDiscarded(sequence) {
                continue
            } else if let branch = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? statement.item.as(IfExprSyntax.self), isIdiomAdjustment(branch, of: Set(locals.keys))
            {
                continue
            } else {
                return nil
            }
        }
        return locals
    }

    /// `_ = value`.
    private static func isDiscarded(_ sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        return elements.count == 3 && elements[0].is(DiscardAssignmentExprSyntax.self) && elements[1].is(AssignmentExprSyntax.self)
    }

    /// `if UIDevice.current.userInterfaceIdiom == .pad { size += 2 }`: no `else`, a condition on
    /// the idiom, and only compound assignments to `names` in the body.
    private static func isIdiomAdjustment(_ branch: IfExprSyntax, of names: Set<String>) -> Bool {
        guard branch.elseBody == nil, branch.conditions.trimmedDescription.contains("userInterfaceIdiom"), !branch.body.statements.isEmpty else {
            return false
        }
        return branch.body.statements.allSatisfy { statement in
            guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            guard elements.count == 3, let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name),
                let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
            else { return false }
            return ["+=", "-=", "*="].contains(operation)
        }
    }
}
