import LegibleScan
import SwiftSyntax

/// A file's own functions that make a colour from numbers, read where an extension member calls
/// one. Home Assistant d722d781 `HADesignSystem/Sources/Colors/Color+Semantic.swift:7` declares
/// `static var haPrimary: Color { srgb(0x00, 0x9A, 0xC7, opacity: 1) }` with `private func
/// srgb(_ red: Double, …, opacity: Double) -> Color { Color(.sRGB, red: red / 255.0, …) }` at
/// :42-44; `haPrimary` stayed unknown, and white text on it (3.26:1,
/// `ThreadCredentialDetailsView.swift:49-53`) was missed.
///
/// A function is read when it is declared at the top level of the file, returns `Color` or
/// `UIColor`, takes only `Double`/`CGFloat`/`Float` parameters, and its body is one colour literal
/// (``ColorExpressionReader``) in sRGB: another colour space (`.displayP3`) is not converted, so
/// its colours stay unknown.
struct ColorHelperFunctions {
    /// The functions by name, with their parameters' names inside the body.
    private var functions: [String: Function] = [:]

    private struct Function {
        var labels: [String?]
        var names: [String]
        var body: ExprSyntax
    }

    /// The helpers `tree` declares at its top level.
    init(_ tree: SourceFileSyntax) {
        for statement in tree.statements {
            guard let function = statement.item.as(FunctionDeclSyntax.self), let read = Self.read(function) else { continue }
            // Two functions of one name (overloads): neither is read.
            functions[function.name.text] = functions[function.name.text] == nil ? read : nil
        }
    }

    init() {}

    private static func read(_ function: FunctionDeclSyntax) -> Function? {
        guard let returned = function.signature.returnClause?.type.trimmedDescription, ["Color", "UIColor"].contains(returned),
            function.genericParameterClause == nil, let statements = function.body?.statements, statements.count == 1,
            let item = statements.first?.item
        else { return nil }
        let body = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let body, let call = body.as(FunctionCallExprSyntax.self), ["Color", "UIColor"].contains(call.calledName ?? "") else { return nil }
        // `Color(.sRGB, red: …)` or no space at all; `.displayP3` values are not sRGB.
        if let space = call.arguments.first, space.label == nil, space.expression.trimmedDescription != ".sRGB" { return nil }
        var labels: [String?] = []
        var names: [String] = []
        for parameter in function.signature.parameterClause.parameters {
            guard ["Double", "CGFloat", "Float"].contains(parameter.type.trimmedDescription), parameter.defaultValue == nil else { return nil }
            labels.append(parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text)
            names.append((parameter.secondName ?? parameter.firstName).text)
        }
        return Function(labels: labels, names: names, body: body)
    }

    /// The colour `call` makes when it calls one of the helpers with numbers; `nil` otherwise.
    func color(of call: FunctionCallExprSyntax, constants: Constants) -> ScannedColor? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let function = functions[name],
            call.trailingClosure == nil, call.arguments.count == function.labels.count
        else { return nil }
        var inside = Constants()
        for (argument, (label, parameter)) in zip(call.arguments, zip(function.labels, function.names)) {
            guard argument.label?.text == label, let value = constants.number(argument.expression) else { return nil }
            inside.numbers[parameter] = value
        }
        var reader = ColorExpressionReader(constants: inside)
        reader.floatingNames = Set(function.names)
        return reader.read(function.body)
    }
}
