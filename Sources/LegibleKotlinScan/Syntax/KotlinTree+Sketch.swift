/// A compact, one-line sketch of a tree, for tests and for debugging the parser:
/// `Text("Hi", fontSize = 14.sp)` is `call(Text; "Hi", fontSize=14.sp)`.
extension KotlinExpression {
    package var sketch: String {
        switch kind {
        case .name(let name): name
        case .literal(let token):
            switch token.kind {
            case .string: "\"\(token.text)\""
            case .character: "'\(token.text)'"
            default: token.text
            }
        case .member(let base, let name, let safe): "\(base.sketch)\(safe ? "?." : ".")\(name)"
        case .call(let callee, let arguments, let lambda):
            "call(\(callee.sketch)" + (arguments.isEmpty ? "" : "; " + arguments.map(\.sketch).joined(separator: ", "))
                + (lambda.map { " " + $0.sketch } ?? "") + ")"
        case .index(let base, let arguments): "\(base.sketch)[\(arguments.map(\.sketch).joined(separator: ", "))]"
        case .binary(let op, let left, let right): "(\(left.sketch) \(op) \(right.sketch))"
        case .prefix(let op, let operand): "\(op)\(operand.sketch)"
        case .postfix(let op, let operand): "\(operand.sketch)\(op)"
        case .typeCheck(let op, let operand, let type): "(\(operand.sketch) \(op) \(type))"
        case .reference(let base, let name): "\(base?.sketch ?? "")::\(name)"
        case .lambda(let lambda): lambda.sketch
        case .block(let statements): "{" + statements.map(\.sketch).joined(separator: "; ") + "}"
        case .control(let keyword, let parts): "\(keyword)(\(parts.map(\.sketch).joined(separator: " | ")))"
        case .jump(let keyword, let value): value.map { "\(keyword) \($0.sketch)" } ?? keyword
        case .objectLiteral(let statements): "object{" + statements.map(\.sketch).joined(separator: "; ") + "}"
        case .unknown: "?"
        }
    }
}

extension KotlinArgument {
    package var sketch: String { (name.map { "\($0)=" } ?? "") + value.sketch }
}

extension KotlinLambda {
    package var sketch: String {
        "{" + (parameters.isEmpty ? "" : parameters.joined(separator: ",") + " -> ") + body.map(\.sketch).joined(separator: "; ") + "}"
    }
}

extension KotlinStatement {
    package var sketch: String {
        switch self {
        case .expression(let expression): expression.sketch
        case .assignment(let target, let op, let value): "\(target.sketch) \(op) \(value.sketch)"
        case .declaration(let declaration): declaration.sketch
        }
    }
}

extension KotlinDeclaration {
    package var sketch: String {
        var text = annotations.map { "@\($0.name)" + ($0.arguments.isEmpty ? "" : "(" + $0.arguments.map(\.sketch).joined(separator: ", ") + ")") + " " }
            .joined()
        text += modifiers.map { $0 + " " }.joined() + keyword + " " + name
        if keyword == "fun" || !parameters.isEmpty {
            text += "(" + parameters.map { $0.name + ($0.defaultValue.map { "=" + $0.sketch } ?? "") }.joined(separator: ", ") + ")"
        }
        if let initializer { text += " = " + initializer.sketch }
        if let body { text += " {" + body.map(\.sketch).joined(separator: "; ") + "}" }
        return text
    }
}
