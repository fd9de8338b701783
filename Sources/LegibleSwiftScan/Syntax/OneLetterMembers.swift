import SwiftParser
import SwiftSyntax

/// The app's functions and computed properties of type `String` whose every `return` is one
/// character at most, read from every file before any is scanned: a monogram badge's text may
/// come through one (``SwiftUIMonograms``, ``CodeMonograms``). deltachat-ios 9a1d4d15
/// `DcUtils.getInitials(inputName:)` (DcCore/Helper/DcUtils.swift:9-14) returns
/// `firstLetter.uppercased()` of `if let firstLetter = inputName.first`, or `""`; OnionBrowser
/// 44edf9a8 `SecurityPreset.shortcode` (SecurityPresetsRow.swift:31-44) returns
/// `Formatter.localize(3)` (a one-digit number, `NumberFormatter.localizedString(from:number:)`)
/// or `description.first?.uppercased() ?? "C"`.
///
/// A return counts when it is: a literal of one character or none (which draws nothing); the
/// first character of a value (`x.first!`, `x.first ?? "?"`, `x.first?.uppercased() ?? "C"`,
/// `String(…)` of one, `x.prefix(1)`), or a local bound by `if let c = x.first` / `guard let`,
/// uppercased or not; or a digit literal given to an app function whose one statement is
/// `NumberFormatter.localizedString(from: NSNumber(value: v), number: .none)`. A name declared
/// twice, once otherwise, counts for neither. Keyed by the member's base name.
enum OneLetterMembers {
    static func declared(files: SwiftPrePassTexts) -> Set<String> {
        // Only files declaring a `String` member, with a first character or a number formatter, are parsed.
        let trees = files.indices.filter { index in
            files.containsAny(index, ["-> String", ": String {"]) && files.containsAny(index, [".first", "prefix(1)", "localizedString(from"])
        }.map(files.tree)
        guard !trees.isEmpty else { return [] }
        let formatters = DigitFormatters(viewMode: .sourceAccurate)
        for tree in trees { formatters.walk(tree) }
        let members = StringMembers(formatters: formatters.names)
        for tree in trees { members.walk(tree) }
        return members.oneLetter.subtracting(members.other)
    }

    /// Case changes that keep one letter one letter (`ß` uppercased is `SS`, still one monogram).
    static let caseChanges: Set<String> = ["uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedCapitalized"]

    /// Whether `expression` is one character at most, with `bound` the locals holding a value's
    /// first character and `formatters` the app's one-digit formatting functions.
    static func isOneCharacter(_ expression: ExprSyntax, bound: Set<String> = [], formatters: Set<String> = []) -> Bool {
        let value = withoutCaseChange(expression.unparenthesized)
        if let literal = value.as(StringLiteralExprSyntax.self) { return (literal.representedLiteralValue?.count ?? 2) <= 1 }
        if let reference = value.as(DeclReferenceExprSyntax.self) { return bound.contains(reference.baseName.text) }
        if let forced = value.as(ForceUnwrapExprSyntax.self) { return isFirst(forced.expression) }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if call.calledName == "String", call.arguments.count == 1, let inner = call.arguments.first?.expression {
                return isOneCharacter(inner, bound: bound, formatters: formatters)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil, member.declName.baseName.text == "prefix" {
                return call.arguments.count == 1 && call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
            }
            // `Formatter.localize(3)`: one digit, formatted.
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledName ?? ""
            guard formatters.contains(name), call.arguments.count == 1,
                let digit = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text
            else { return false }
            return digit.count == 1
        }
        // `x.first ?? "?"`, `x.first?.uppercased() ?? "C"`.
        guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return false }
        let parts = Array(sequence.elements)
        guard parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let fallback = parts[2].as(StringLiteralExprSyntax.self), (fallback.representedLiteralValue?.count ?? 2) <= 1
        else { return false }
        var optional = parts[0]
        if let call = optional.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            caseChanges.contains(member.declName.baseName.text), let chained = member.base?.as(OptionalChainingExprSyntax.self)
        {
            optional = chained.expression
        }
        return isFirst(optional)
    }

    /// `x` without a `.uppercased()` or `.capitalized` after it.
    private static func withoutCaseChange(_ value: ExprSyntax) -> ExprSyntax {
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            caseChanges.contains(member.declName.baseName.text), let base = member.base
        {
            return base.unparenthesized
        }
        if let member = value.as(MemberAccessExprSyntax.self), caseChanges.contains(member.declName.baseName.text), let base = member.base {
            return base.unparenthesized
        }
        return value
    }

    /// `x.first`.
    static func isFirst(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        return member.declName.baseName.text == "first"
    }
}

/// Functions whose one statement formats a whole number with no style:
/// `NumberFormatter.localizedString(from: NSNumber(value: value), number: .none)`, one digit for
/// a one-digit argument in any locale's digits.
private final class DigitFormatters: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.signature.parameterClause.parameters.count == 1, node.signature.returnClause?.type.trimmedDescription == "String",
            let statements = node.body?.statements, statements.count == 1, let only = statements.first?.item
        else { return .skipChildren }
        let expression = only.as(ReturnStmtSyntax.self)?.expression ?? only.as(ExprSyntax.self)
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "NumberFormatter.localizedString",
            call.argument("number")?.trimmedDescription == ".none"
        else { return .skipChildren }
        names.insert(node.name.text)
        return .skipChildren
    }
}

/// Functions and computed properties of type `String`, sorted into those whose every return is
/// one character at most and the others.
private final class StringMembers: SyntaxVisitor {
    let formatters: Set<String>
    var oneLetter: Set<String> = []
    var other: Set<String> = []

    init(formatters: Set<String>) {
        self.formatters = formatters
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.signature.returnClause?.type.trimmedDescription == "String", let body = node.body {
            sort(node.name.text, statements: body.statements)
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindings.count == 1, let binding = node.bindings.first, binding.typeAnnotation?.type.trimmedDescription == "String",
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock
        else { return .skipChildren }
        switch accessors.accessors {
        case .getter(let statements): sort(name, statements: statements)
        case .accessors(let list):
            if list.count == 1, let get = list.first, get.accessorSpecifier.tokenKind == .keyword(.get), let body = get.body {
                sort(name, statements: body.statements)
            } else {
                other.insert(name)
            }
        }
        return .skipChildren
    }

    private func sort(_ name: String, statements: CodeBlockItemListSyntax) {
        let returns = Returns(viewMode: .sourceAccurate)
        returns.walk(statements)
        // A getter of one expression returns it.
        if returns.values.isEmpty, statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) { returns.values.append(only) }
        let oneLetter =
            !returns.values.isEmpty && !returns.bare
            && returns.values.allSatisfy { OneLetterMembers.isOneCharacter($0, bound: returns.firstLetters, formatters: formatters) }
        if oneLetter { self.oneLetter.insert(name) } else { other.insert(name) }
    }
}

/// The values of a body's `return`s (not those of closures or nested functions inside it), and
/// the locals `if let c = x.first` or `guard let c = x.first` binds there.
private final class Returns: SyntaxVisitor {
    var values: [ExprSyntax] = []
    var bare = false
    var firstLetters: Set<String> = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression { values.append(value) } else { bare = true }
        return .skipChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.bindingSpecifier.tokenKind == .keyword(.let), let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value, OneLetterMembers.isFirst(value)
        {
            firstLetters.insert(name)
        }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
