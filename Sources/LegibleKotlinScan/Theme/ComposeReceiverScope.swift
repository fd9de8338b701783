/// Code written inside an extension of a palette class, read against one palette: a bare name
/// that is a field of the class is the palette's value for it (`textPrimary` in `val
/// SemanticColors.roomListRoomName get() = textPrimary`, `primary = bgActionPrimaryRest` in
/// `fun SemanticColors.toMaterialColorSchemeLight() = lightColorScheme(…)`, both Element X), and
/// an `if` whose condition becomes `true` or `false` (`if (isLight) A else B`) is its branch.
enum ComposeReceiverScope {
    /// `expression` with the palette's `fields` in place of the names of its receiver's fields.
    static func substitute(_ expression: KotlinExpression, fields: [String: KotlinExpression], depth: Int = 0) -> KotlinExpression {
        guard depth < 24 else { return expression }
        func inner(_ part: KotlinExpression) -> KotlinExpression { substitute(part, fields: fields, depth: depth + 1) }
        var result = expression
        switch expression.kind {
        case .name(let name):
            return fields[name] ?? expression
        case .control("if", let parts) where parts.count == 3:
            switch truth(inner(parts[0])) {
            case true?: return inner(parts[1])
            case false?: return inner(parts[2])
            case nil: result.kind = .control(keyword: "if", parts: parts.map(inner))
            }
        case .block(let statements):
            guard statements.count == 1, case .expression(let only) = statements[0] else { return expression }
            return inner(only)
        case .member(let base, let name, let safe):
            result.kind = .member(base: inner(base), name: name, safe: safe)
        case .call(let callee, let arguments, let lambda):
            let substituted = arguments.map { KotlinArgument(name: $0.name, value: inner($0.value)) }
            result.kind = .call(callee: inner(callee), arguments: substituted, lambda: lambda)
        case .prefix(let op, let operand):
            result.kind = .prefix(op: op, operand: inner(operand))
        default:
            return expression
        }
        return result
    }

    /// `true`/`false` for a boolean literal or its negation, else `nil`.
    private static func truth(_ expression: KotlinExpression) -> Bool? {
        switch expression.kind {
        case .prefix("!", let operand): truth(operand).map { !$0 }
        default:
            switch expression.sketch {
            case "true": true
            case "false": false
            default: nil
            }
        }
    }
}
