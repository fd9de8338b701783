import LegibleScan
import SwiftSyntax

/// A helper of the file that returns a `Text` of emoji only: `visualIndicator(…).font(.system(size:
/// 10))`, where `func visualIndicator(…) -> Text` returns `Text(name)` and `name` is only ever
/// `""` or one of the app's emoji properties (``EmojiProperties``). xDrip4iOS 69eb8833
/// `BgReadingsView.swift:86-87` and `:243-259`, 🔴, 🟡 or 🟢 from `ConstantsCalendar.swift:9-15`,
/// was a fixed-size warning (fresh-ios16b E): emoji are pictures, their size is no text size.
enum EmojiHelpers {
    /// The emoji the helper `call` names returns (one of them, for the message), `nil` unless every
    /// `return` of the file's one function of that name is `Text(x)` with `x` known to be emoji.
    static func emoji(returnedBy call: FunctionCallExprSyntax?, scan: SwiftFileScan) -> String? {
        guard !scan.facts.emojiProperties.isEmpty, let call, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isLowercase == true
        else { return nil }
        let functions = call.root.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionDeclSyntax? in
            guard token.text == name, let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id else { return nil }
            return function
        }
        guard functions.count == 1, let function = functions.first, let body = function.body,
            function.signature.returnClause?.type.trimmedDescription == "Text"
        else { return nil }
        let returns = ReturnCollector(viewMode: .sourceAccurate)
        returns.walk(body)
        guard !returns.values.isEmpty else { return nil }
        var shown: String?
        for value in returns.values {
            guard let text = value?.as(FunctionCallExprSyntax.self), text.calledExpression.trimmedDescription == "Text", text.arguments.count == 1,
                text.arguments.first?.label == nil, let argument = text.arguments.first?.expression,
                let emoji = emoji(of: argument, in: body, scan: scan)
            else { return nil }
            shown = shown ?? emoji
        }
        return shown
    }

    /// The emoji `expression` holds: an emoji property, or a local variable every value of which is
    /// one (or `""`, which draws nothing).
    private static func emoji(of expression: ExprSyntax, in body: CodeBlockSyntax, scan: SwiftFileScan) -> String? {
        if let value = property(expression, scan: scan) { return value }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        let values = LocalValues(name: name)
        values.walk(body)
        guard values.complete, !values.values.isEmpty else { return nil }
        var shown: String?
        for value in values.values {
            if value.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription == "" { continue }
            guard let emoji = property(value, scan: scan) else { return nil }
            shown = shown ?? emoji
        }
        return shown
    }

    /// `Constants.name` or `name` where `name` is an emoji property.
    private static func property(_ expression: ExprSyntax, scan: SwiftFileScan) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return scan.facts.emojiProperties[member.declName.baseName.text] }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return scan.facts.emojiProperties[reference.baseName.text] }
        return nil
    }
}

/// The values a function's `return`s give (`nil` for a bare `return`), not those of closures inside it.
private final class ReturnCollector: SyntaxVisitor {
    var values: [ExprSyntax?] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        values.append(node.expression)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Every value a local `var name = …` is given in a function: its initial value and each `name = …`.
/// `complete` is `false` when it is changed another way (`name += …`, `&name`) or declared twice.
private final class LocalValues: SyntaxVisitor {
    let name: String
    var values: [ExprSyntax] = []
    var complete = true
    private var declarations = 0

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            declarations += 1
            if let value = node.initializer?.value { values.append(value) }
            if declarations > 1 { complete = false }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where element.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
            guard index + 1 < elements.count else { continue }
            if elements[index + 1].is(AssignmentExprSyntax.self) {
                // `name = value` alone; `name = a ?? b` is not read.
                if index == 0, elements.count == 3 { values.append(elements[2]) } else { complete = false }
            } else if let operation = elements[index + 1].as(BinaryOperatorExprSyntax.self), operation.operator.text.hasSuffix("="),
                !["==", "!=", "<=", ">="].contains(operation.operator.text)
            {
                complete = false
            }
        }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name { complete = false }
        return .visitChildren
    }
}
