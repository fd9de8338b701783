extension KotlinLambda {
    /// The composables a content lambda emits directly, through `if` branches and blocks
    /// (`if (text != null) Text(…)`: either branch may show, so each counts; the condition does
    /// not). `nil` when the body holds anything else (a loop, a `when`, a declaration, a call
    /// through a member), so a caller that sizes a container from its children knows it cannot.
    var directCalls: [ComposeCall]? {
        var calls: [ComposeCall] = []
        var other = false
        func collect(_ expression: KotlinExpression) {
            switch expression.kind {
            case .call(let callee, let arguments, _):
                guard case .name(let name) = callee.kind else {
                    other = true
                    return
                }
                calls.append(ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine))
            case .control("if", let parts) where parts.count >= 2: for part in parts.dropFirst() { collect(part) }
            case .block(let statements): for statement in statements { collect(statement) }
            default: other = true
            }
        }
        func collect(_ statement: KotlinStatement) {
            if case .expression(let expression) = statement { collect(expression) } else { other = true }
        }
        for statement in body { collect(statement) }
        return other ? nil : calls
    }
}
