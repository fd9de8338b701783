import SwiftSyntax

/// A function body's `#if NAME` blocks resolved for the compilation conditions its file is built
/// with (``SwiftPrePassTexts/conditions(_:)``): Ruuvi Station `RuuviFonts.swift:642-646`,
/// `static func ruuviBody() -> UIFont { #if DISABLE_DYNAMIC_FONTS return RuuviFonts.Mulish.regular.font(size: 17)
/// #else return RuuviFonts.DynamicType.body().scaledFont() #endif }`, in a target whose spec sets
/// `DISABLE_DYNAMIC_FONTS` for every build, is the fixed 17 pt font.
enum ActiveConditionClauses {
    /// The statements with each `#if` whose clause is decided by `conditions` replaced by that
    /// clause's statements (resolved the same way). A clause is decided when its condition is
    /// `NAME` or `!NAME` with `NAME` among `conditions`, or it is the `#else` after clauses all
    /// decided false; a block with any other condition before the one that compiles is kept.
    static func resolved(_ statements: CodeBlockItemListSyntax, conditions: Set<String>) -> [CodeBlockItemSyntax] {
        guard !conditions.isEmpty else { return Array(statements) }
        return statements.flatMap { statement -> [CodeBlockItemSyntax] in
            guard let config = statement.item.as(IfConfigDeclSyntax.self) else { return [statement] }
            guard let clause = compiledClause(of: config, conditions: conditions) else { return [statement] }
            guard case .statements(let inner)? = clause.elements else { return [] }
            return resolved(inner, conditions: conditions)
        }
    }

    /// The clause that compiles, when every condition up to it is decided.
    private static func compiledClause(of config: IfConfigDeclSyntax, conditions: Set<String>) -> IfConfigClauseSyntax? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause }
            switch holds(condition, conditions: conditions) {
            case true?: return clause
            case false?: continue
            case nil: return nil
            }
        }
        return nil
    }

    /// `NAME` is true and `!NAME` false when `NAME` is set; anything else is not decided.
    private static func holds(_ condition: ExprSyntax, conditions: Set<String>) -> Bool? {
        if let name = condition.as(DeclReferenceExprSyntax.self)?.baseName.text, conditions.contains(name) { return true }
        if let negated = condition.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!",
            let name = negated.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, conditions.contains(name)
        {
            return false
        }
        return nil
    }
}
