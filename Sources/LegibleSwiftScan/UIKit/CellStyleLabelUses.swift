import LegibleScan
import SwiftSyntax

/// Every use of a table view cell style's own label (`textLabel`, `detailTextLabel`), recorded
/// for the engine's ``LegibleScan/EmptyLabels`` as `cellStyleTouch.detailTextLabel[ID]` when the
/// cell is a local every assignment of which is a dequeue by the literal identifier `ID` (or a cell
/// made in code, which is no prototype), and as `cellStyleTouch.detailTextLabel` otherwise (a
/// parameter, a property, `self` in a cell's own code): an empty cell-style label of a prototype no
/// code touches shows nothing. INaturalistIOS 3ab22038 LocationSearchViewController.swift:88-98
/// fills the `detailTextLabel` of its own `placemark` cells only, not of MainStoryboard's
/// `rightDetail` prototype.
enum CellStyleLabelUses {
    static func reference(_ node: DeclReferenceExprSyntax, scan: SwiftFileScan) {
        let property = node.baseName.text
        guard DequeuedCells.labels.contains(property) else { return }
        let key = CellStyleTouches.key(property: property, reuseIdentifier: nil)
        guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id, let base = member.base else {
            // A bare `textLabel` is `self`'s, in a cell's own code.
            scan.setInCode.insert(key)
            return
        }
        guard let identifiers = identifiers(of: local(base), at: Syntax(node)) else {
            scan.setInCode.insert(key)
            return
        }
        for identifier in identifiers { scan.setInCode.insert(CellStyleTouches.key(property: property, reuseIdentifier: identifier)) }
    }

    /// The name of `base` without `!` or `?` (`cell!`, `cell?`), when it is one name.
    private static func local(_ base: ExprSyntax) -> String? {
        var expression = base
        while true {
            if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else {
                break
            }
        }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The reuse identifiers of the storyboard cells local `name` may hold in the function around
    /// `node`: `nil` unless it is declared there, is no parameter, and every value given it (`let`,
    /// `if let`, `guard let`, `=`) is a dequeue by a literal identifier or a cell made in code.
    private static func identifiers(of name: String?, at node: Syntax) -> Set<String>? {
        guard let name, name != "self", let body = outermostBody(of: node) else { return nil }
        let finder = LocalValues(name: name)
        finder.walk(body)
        guard finder.declared, !finder.unknown else { return nil }
        var identifiers: Set<String> = []
        for value in finder.values {
            if let identifier = DequeuedCells.identifier(in: value) {
                identifiers.insert(identifier)
            } else if !madeInCode(value) {
                return nil
            }
        }
        return identifiers
    }

    /// `UITableViewCell(style: .subtitle, reuseIdentifier: "placemark")`: a cell code makes.
    private static func madeInCode(_ value: ExprSyntax) -> Bool {
        guard let call = value.unparenthesized.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        else { return false }
        return call.argument("style") != nil && call.argument("reuseIdentifier") != nil
    }

    /// The outermost function, initialiser or accessor around `node`, with its parameters.
    private static func outermostBody(of node: Syntax) -> Syntax? {
        var found: Syntax?
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self) { found = ancestor }
            current = ancestor.parent
        }
        return found
    }
}

/// The values a function's code gives one local name; `unknown` when the name is also bound
/// another way (a closure or loop parameter, a pattern) the scan does not follow.
private final class LocalValues: SyntaxVisitor {
    let name: String
    var values: [ExprSyntax] = []
    var declared = false
    var unknown = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        guard node.identifier.text == name else { return .visitChildren }
        if let binding = node.parent?.as(PatternBindingSyntax.self) {
            declared = true
            if let value = binding.initializer?.value { values.append(value) }
        } else if let binding = node.parent?.as(OptionalBindingConditionSyntax.self), let value = binding.initializer?.value {
            declared = true
            values.append(value)
        } else {
            unknown = true
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // `if let cell { … }`: the shorthand rebinds the name to itself.
        if node.initializer == nil, node.pattern.trimmedDescription == name { declared = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == name { unknown = true }
        return .visitChildren
    }

    override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { unknown = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { unknown = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == name { unknown = true }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `cell = value`.
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[0].trimmedDescription == name { values.append(elements[2]) }
        return .visitChildren
    }
}
