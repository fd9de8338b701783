import SwiftSyntax

/// A size read from a file-private struct whose `let` every initializer sets to a number:
/// blink `Settings/ViewControllers/Subscriptions/BuildView.swift:205-250`, `private struct
/// LayoutProps { let h1: CGFloat; … init(size: CGSize) { if … { self.h1 = 28 } else { var h1:
/// CGFloat = 32; if … { h1 = 28 } …; self.h1 = h1 } } }`, and `let props = LayoutProps(size:
/// size)` (:292) sizing `.font(.system(size: props.h1, weight: .bold))` (:319): 22 to 32 pt
/// whatever the text size, ten texts that were never judged (fresh-ios23b misses).
///
/// Only a `private` or `fileprivate` struct (no other file can add an initializer), whose
/// property is a `let`, set in every initializer it declares — to a number literal, or to a local
/// of that initializer whose every value is one — and a name bound by `let name = Type(…)`
/// above the use, is read; anything else is no known size.
enum LiteralStructSizes {
    /// `` `props.h1` (LayoutProps's h1, set only to 22, 28, 30 or 32 pt) ``, or `nil`.
    static func describe(_ size: ExprSyntax) -> String? {
        guard let member = size.unparenthesized.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            let made = boundValue(of: base.baseName.text, above: Syntax(size))?.as(FunctionCallExprSyntax.self),
            let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let declaration = privateStruct(named: type, in: Syntax(size).root),
            let values = values(of: member.declName.baseName.text, in: declaration), !values.isEmpty
        else { return nil }
        let numbers = values.sorted().reduce(into: [String]()) { list, value in
            let text = value == value.rounded() ? String(Int(value)) : String(value)
            if !list.contains(text) { list.append(text) }
        }
        let list = numbers.count == 1 ? numbers[0] : numbers.dropLast().joined(separator: ", ") + " or " + numbers[numbers.count - 1]
        return "`\(size.trimmedDescription)` (\(type)'s \(member.declName.baseName.text), set only to \(list) pt)"
    }

    /// The value of the nearest `let name = …` in a block around `node` (across the view
    /// builder closures between them), before it.
    private static func boundValue(of name: String, above node: Syntax) -> ExprSyntax? {
        var current = node
        while let parent = current.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.id == current.id { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return variable.bindingSpecifier.tokenKind == .keyword(.let) ? binding.initializer?.value : nil
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    private static func privateStruct(named name: String, in root: Syntax) -> StructDeclSyntax? {
        guard let file = root.as(SourceFileSyntax.self) else { return nil }
        for item in file.statements {
            guard let declaration = item.item.as(StructDeclSyntax.self), declaration.name.text == name else { continue }
            let isPrivate = declaration.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            return isPrivate ? declaration : nil
        }
        return nil
    }

    /// Every value `property` is given, or `nil` when one is not a number the file states.
    private static func values(of property: String, in declaration: StructDeclSyntax) -> [Double]? {
        var values: [Double] = []
        var initializers = 0
        for member in declaration.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property })
            {
                guard variable.bindingSpecifier.tokenKind == .keyword(.let), variable.bindings.count == 1 else { return nil }
                if let initial = variable.bindings.first?.initializer?.value { return number(initial).map { [$0] } }
            }
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            initializers += 1
            let assignments = Assignments(viewMode: .sourceAccurate)
            assignments.walk(body)
            // `h1 = 28` is the property's or a local's of that name: a number either way.
            let own = assignments.found.filter { $0.target == "self.\(property)" || $0.target == property }
            guard !own.isEmpty, !assignments.delegates else { return nil }
            for assignment in own {
                if let value = number(assignment.value) {
                    values.append(value)
                } else if let local = assignment.value?.as(DeclReferenceExprSyntax.self)?.baseName.text, let initial = assignments.locals[local] {
                    // A local of the initializer: its first value and every one assigned after.
                    let later = assignments.found.filter { $0.target == local }.map(\.value)
                    let numbers = ([initial] + later).map(number)
                    guard numbers.allSatisfy({ $0 != nil }) else { return nil }
                    values += numbers.compactMap { $0 }
                } else {
                    return nil
                }
            }
        }
        return initializers > 0 ? values : nil
    }

    /// `28`, `28.0`, `CGFloat(28)`.
    private static func number(_ expression: ExprSyntax?) -> Double? {
        guard var expression = expression?.unparenthesized else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), ["CGFloat", "Double"].contains(call.calledExpression.trimmedDescription),
            call.arguments.count == 1, let only = call.arguments.first?.expression
        {
            expression = only
        }
        guard expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) else { return nil }
        return Double(expression.trimmedDescription.replacingOccurrences(of: "_", with: ""))
    }
}

/// The assignments of an initializer's body (`self.h1 = 28`, `h1 = 30`), its locals' first values
/// (`var h1: CGFloat = 32`), and whether it hands off to another initializer (`self.init(…)`).
private final class Assignments: SyntaxVisitor {
    /// `value` is `nil` for a change the reader does not follow (`h1 += 2`, `&h1`).
    private(set) var found: [(target: String, value: ExprSyntax?)] = []
    private(set) var locals: [String: ExprSyntax?] = [:]
    private(set) var delegates = false

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { locals[name] = binding.initializer?.value }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            found.append((target: elements[0].trimmedDescription, value: elements[2]))
        } else if elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            operation.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(operation)
        {
            found.append((target: elements[0].trimmedDescription, value: nil))
        }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        found.append((target: node.expression.trimmedDescription, value: nil))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "self.init" { delegates = true }
        return .visitChildren
    }
}
