import LegibleScan
import SwiftSyntax

/// A font held in a local `var` that its function sets only to fixed fonts, then gives to
/// attributed text: `var font: UIFont = .systemFont(ofSize: 14); if isBold { font =
/// .boldSystemFont(ofSize: 14) }; attributeString.addAttribute(.font, value: font, range: …)` (TBA
/// MatchSummaryView.swift:418-422, every team number of the match list, was missed). Any value the
/// font cannot be read from, or one that scales, and the name is not followed.
enum LocalFontVariables {
    /// The first fixed font `value`, a local's name, holds, when its declaration and every
    /// assignment to it in the function are fixed fonts; `nil` otherwise.
    static func fixedFont(_ value: ExprSyntax, scan: SwiftFileScan) -> ScannedFont? {
        guard let reference = value.as(DeclReferenceExprSyntax.self), let initial = value.localValue(of: reference.baseName.text),
            let scope = scope(of: value)
        else { return nil }
        let finder = AssignmentFinder(name: reference.baseName.text)
        finder.walk(scope)
        guard let assigned = finder.values else { return nil }
        var first: ScannedFont?
        for expression in [initial] + assigned {
            guard let reading = scan.fonts.read(expression), case .fixed = reading.font else { return nil }
            first = first ?? reading.font
        }
        return first
    }

    /// The function, initializer, accessor or closure around `node`.
    private static func scope(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self)
                || ancestor.is(ClosureExprSyntax.self)
            {
                return ancestor
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The values `name = …` assigns in a scope; `nil` once it is assigned otherwise (`name += …`,
    /// an operator sequence) or handed on `inout` (`&name`).
    private final class AssignmentFinder: SyntaxVisitor {
        let name: String
        private(set) var values: [ExprSyntax]? = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count >= 3, elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return .visitChildren }
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                values?.append(elements[2])
            } else if elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true {
                values = nil
            }
            return .visitChildren
        }

        override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
            if node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name { values = nil }
            return .visitChildren
        }
    }
}
