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

    /// The text-style font `value`, a local's name, holds, when its declaration is one and every
    /// assignment to it in the function is one or gives it traits at its own size (`font =
    /// font.withTraits(fontTraits) ?? font`): Rocket.Chat 3172a098 StyledButton.swift:82-87, `var
    /// font = UIFont.preferredFont(forTextStyle: fontStyle)`, then `titleLabel?.font = font`
    /// (fresh-ios13a M4, missed). `nil` otherwise.
    static func textStyleFont(_ value: ExprSyntax, fonts: FontExpressionReader) -> FontReading? {
        guard let reference = value.as(DeclReferenceExprSyntax.self), let initial = value.localValue(of: reference.baseName.text),
            let scope = scope(of: value), let reading = fonts.read(initial), case .textStyle = reading.font
        else { return nil }
        let name = reference.baseName.text
        // `font = font.withTraits(t) ?? font` is one operator sequence of five parts: read as its value.
        let finder = AssignmentFinder(name: name, readsSequences: true)
        finder.walk(scope)
        guard let assigned = finder.values else { return nil }
        for expression in assigned where !keepsOwnSize(expression, name: name) {
            guard case .textStyle? = fonts.read(expression)?.font else { return nil }
        }
        return reading
    }

    /// The font a local `let` holds (`let font = UIFont.monospacedDigitSystemFont(ofSize: 12,
    /// weight: .regular); valueLabel.font = font; sizeLabel.font = font`): a `let` is never assigned
    /// again, so its value is the font. 2fas-ios 693a08e5 `TokensCircleProgress.swift:161-168`
    /// binds one such `font` in each case of a `switch` (fresh-ios17a E), which the file's
    /// constants leave out as a name with two values; the fixed size and the scaled font that is
    /// not live were missed. `nil` for a `var` or a value not read.
    /// Read through the closures around the use too (``SyntaxProtocol/capturedLetValue(of:)``).
    static func letFont(_ value: ExprSyntax, fonts: FontExpressionReader) -> FontReading? {
        guard let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            let initial = value.capturedLetValue(of: reference.baseName.text)
        else { return nil }
        return fonts.read(initial)
    }

    /// The fixed size, as written (``FontExpressionReader/fixedSizeConstant(_:)``), of the font a
    /// local holds, and the font its declaration makes, when every assignment to it keeps that size:
    /// another font of one fixed size, `UIFont(descriptor: d, size: size)` at the declaration's size
    /// argument, or its own font with traits. OnionBrowser 44edf9a8 SecurityLevelCell.swift:75-84,
    /// `let size = nameLb.font.pointSize - 2; var font = UIFont.systemFont(ofSize: size, weight: .bold)`,
    /// then italic at `size`, then `[.font: font]` for a recommendation's run, was missed.
    static func fixedSizeConstant(_ value: ExprSyntax, scan: SwiftFileScan) -> (size: String, font: ExprSyntax)? {
        guard let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            let initial = value.localValue(of: reference.baseName.text), let scope = scope(of: value),
            let size = scan.fonts.fixedSizeConstant(initial),
            let written = initial.unparenthesized.as(FunctionCallExprSyntax.self)?.arguments.first(where: { ["ofSize", "size"].contains($0.label?.text) })
        else { return nil }
        let name = reference.baseName.text
        let finder = AssignmentFinder(name: name, readsSequences: true)
        finder.walk(scope)
        guard let assigned = finder.values else { return nil }
        for expression in assigned where !keepsOwnSize(expression, name: name) && scan.fonts.fixedSizeConstant(expression) == nil {
            guard let call = expression.unparenthesized.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIFont",
                call.hasLabels(["descriptor", "size"]), call.argument("size")?.trimmedDescription == written.expression.trimmedDescription
            else { return nil }
        }
        return (size, initial)
    }

    /// The methods of a font that change its traits at its own size (UIKit's
    /// `withSymbolicTraits`, and the apps' `withTraits`, `bold()`, `italic()` made from it).
    private static let traitMethods: Set<String> = ["withTraits", "withSymbolicTraits", "bold", "italic", "boldItalic"]

    /// `name.withTraits(…) ?? name`, `name.bold()`: the local's own font with traits, at its size.
    private static func keepsOwnSize(_ expression: ExprSyntax, name: String) -> Bool {
        var expression = expression.unparenthesized
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == name
            else { return false }
            expression = elements[0]
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            traitMethods.contains(member.declName.baseName.text)
        else { return false }
        var base = member.base
        if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        return base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
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
        let readsSequences: Bool
        private(set) var values: [ExprSyntax]? = []

        init(name: String, readsSequences: Bool = false) {
            self.name = name
            self.readsSequences = readsSequences
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count >= 3, elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return .visitChildren }
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                values?.append(elements[2])
            } else if readsSequences, elements[1].is(AssignmentExprSyntax.self) {
                values?.append(ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements[2...])))))
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
