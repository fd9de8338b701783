/// Every expression of a file, to a bounded depth, for the pre-pass's searches.
enum KotlinWalk {
    static func expressions(in statements: [KotlinStatement], depth: Int = 0, _ visit: (KotlinExpression) -> Void) {
        guard depth < KotlinLimits.maximumDepth else { return }
        for statement in statements {
            switch statement {
            case .declaration(let declaration):
                if let initializer = declaration.initializer { expressions(in: initializer, depth: depth + 1, visit) }
                for parameter in declaration.parameters { if let value = parameter.defaultValue { expressions(in: value, depth: depth + 1, visit) } }
                expressions(in: declaration.body ?? [], depth: depth + 1, visit)
            case .expression(let expression): expressions(in: expression, depth: depth + 1, visit)
            case .assignment(_, _, let value): expressions(in: value, depth: depth + 1, visit)
            }
        }
    }

    static func expressions(in expression: KotlinExpression, depth: Int, _ visit: (KotlinExpression) -> Void) {
        guard depth < KotlinLimits.maximumDepth else { return }
        visit(expression)
        switch expression.kind {
        case .call(let callee, let arguments, let lambda):
            expressions(in: callee, depth: depth + 1, visit)
            for argument in arguments { expressions(in: argument.value, depth: depth + 1, visit) }
            if let lambda { expressions(in: lambda.body, depth: depth + 1, visit) }
        case .member(let base, _, _): expressions(in: base, depth: depth + 1, visit)
        case .binary(_, let left, let right):
            expressions(in: left, depth: depth + 1, visit)
            expressions(in: right, depth: depth + 1, visit)
        case .prefix(_, let operand), .postfix(_, let operand), .typeCheck(_, let operand, _): expressions(in: operand, depth: depth + 1, visit)
        case .lambda(let lambda): expressions(in: lambda.body, depth: depth + 1, visit)
        case .block(let statements), .objectLiteral(let statements): expressions(in: statements, depth: depth + 1, visit)
        case .control(_, let parts): for part in parts { expressions(in: part, depth: depth + 1, visit) }
        case .jump(_, let value?): expressions(in: value, depth: depth + 1, visit)
        default: break
        }
    }
    /// Every statement of `statements`, the nested ones too (in bodies, lambdas and blocks), to a
    /// bounded depth.
    static func statements(in statements: [KotlinStatement], depth: Int = 0, _ visit: (KotlinStatement) -> Void) {
        guard depth < KotlinLimits.maximumDepth else { return }
        for statement in statements {
            visit(statement)
            switch statement {
            case .declaration(let declaration):
                if let initializer = declaration.initializer { nestedStatements(in: initializer, depth: depth + 1, visit) }
                self.statements(in: declaration.body ?? [], depth: depth + 1, visit)
            case .expression(let expression): nestedStatements(in: expression, depth: depth + 1, visit)
            case .assignment(_, _, let value): nestedStatements(in: value, depth: depth + 1, visit)
            }
        }
    }

    /// The statements inside an expression's lambdas and blocks.
    private static func nestedStatements(in expression: KotlinExpression, depth: Int, _ visit: (KotlinStatement) -> Void) {
        guard depth < KotlinLimits.maximumDepth else { return }
        switch expression.kind {
        case .call(let callee, let arguments, let lambda):
            nestedStatements(in: callee, depth: depth + 1, visit)
            for argument in arguments { nestedStatements(in: argument.value, depth: depth + 1, visit) }
            if let lambda { statements(in: lambda.body, depth: depth + 1, visit) }
        case .member(let base, _, _): nestedStatements(in: base, depth: depth + 1, visit)
        case .binary(_, let left, let right):
            nestedStatements(in: left, depth: depth + 1, visit)
            nestedStatements(in: right, depth: depth + 1, visit)
        case .prefix(_, let operand), .postfix(_, let operand), .typeCheck(_, let operand, _): nestedStatements(in: operand, depth: depth + 1, visit)
        case .lambda(let lambda): statements(in: lambda.body, depth: depth + 1, visit)
        case .block(let statements), .objectLiteral(let statements): self.statements(in: statements, depth: depth + 1, visit)
        case .control(_, let parts): for part in parts { nestedStatements(in: part, depth: depth + 1, visit) }
        case .jump(_, let value?): nestedStatements(in: value, depth: depth + 1, visit)
        default: break
        }
    }
}
