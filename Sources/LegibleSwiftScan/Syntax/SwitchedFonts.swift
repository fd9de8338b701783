import SwiftSyntax

/// A closure called in place whose one statement is a `switch` on a value the call spells, each
/// case returning one expression: primal-ios-app `Font+Extra.swift:11-25`,
/// `static func appFont(withSize size: CGFloat, weight: UIFont.Weight) -> UIFont { { switch weight
/// { case .bold: return UIFont(name: "Nacelle-Bold", size: size) … default: return nil } }() ??
/// UIFont.systemFont(ofSize: size, weight: weight) }`. At `.appFont(withSize: 48, weight: .bold)`
/// the subject is `.bold`, so the case that runs is known, and with it the font: 956 calls of the
/// app's one font helper were unknown fonts (fresh-ios21a, about 2% recall).
///
/// Only a subject written as a member (`.bold`, `UIFont.Weight.bold`) is chosen on, against cases
/// that are all members: which case a variable's value takes is not known without running the code.
extension FontExpressionReader {
    /// What the closure's chosen case returns: an expression, or `nil` for the `nil` literal.
    enum SwitchedReturn {
        case font(ExprSyntax)
        case none
    }

    /// The chosen case's returned expression, `nil` when the closure is not one `switch` on a
    /// member, a case pattern is not a member or has a `where`, or the chosen case's body is not
    /// one `return`.
    static func switchedReturn(_ closure: ClosureExprSyntax) -> SwitchedReturn? {
        guard closure.signature == nil, closure.statements.count == 1,
            let switched = closure.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                ?? closure.statements.first?.item.as(SwitchExprSyntax.self),
            let subject = memberName(switched.subject)
        else { return nil }
        var chosen: SwitchCaseSyntax?
        var fallback: SwitchCaseSyntax?
        for element in switched.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
            switch switchCase.label {
            case .default: fallback = switchCase
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                        let name = memberName(pattern.expression)
                    else { return nil }
                    if name == subject && chosen == nil { chosen = switchCase }
                }
            }
        }
        guard let body = (chosen ?? fallback)?.statements, body.count == 1,
            let returned = body.first?.item.as(ReturnStmtSyntax.self)?.expression
        else { return nil }
        return returned.is(NilLiteralExprSyntax.self) ? SwitchedReturn.none : .font(returned)
    }

    /// The case name a member spells (`bold` of `.bold` or `UIFont.Weight.bold`), `nil` for any
    /// other expression.
    private static func memberName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.unparenthesized.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        if let base = member.base, !base.trimmedDescription.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) { return nil }
        if let base = member.base?.trimmedDescription, base.first?.isUppercase != true { return nil }
        return member.declName.baseName.text
    }

    /// Whether `expression` is a closure called in place whose chosen case returns `nil`: of
    /// `closure() ?? fallback`, the fallback is the font.
    static func switchesToNil(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.unparenthesized.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let closure = call.calledExpression.as(ClosureExprSyntax.self), case .none? = switchedReturn(closure)
        else { return false }
        return true
    }
}
