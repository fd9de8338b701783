import SwiftSyntax

/// A SwiftUI size chosen between two numbers: `.system(size: expanded ? 52 : 36)` is fixed
/// either way, so the text never follows the text size (Aidoku eb812a56 `StatsGridView.swift:276`,
/// missed while only a single number was read). The smaller is the size reported: the one
/// further from a size a person who needs larger text can read.
enum FixedSizeBranches {
    /// The smaller of the two branches of `condition ? a : b` when both are numbers the file
    /// holds; `nil` for anything else (a branch that is a variable may scale).
    static func smaller(_ expression: ExprSyntax?, constants: Constants) -> Double? {
        // A computed property that returns only numbers (``ComputedSizeChoices``): the smallest.
        if let choices = constants.choices(expression) { return choices.min() }
        if let screenSize = smallestScreenSize(expression, constants: constants) { return screenSize }
        guard let sequence = expression?.unparenthesized.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        if let sum = smallerSum(elements, constants: constants) { return sum }
        // `a && b ? 52 : 36`: the ternary binds loosest, so it is the one before the last element.
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
            let first = constants.number(ternary.thenExpression), let second = constants.number(elements[elements.count - 1])
        else { return nil }
        return min(first, second)
    }

    /// The smallest number of a size chosen by the screen, the Device library's
    /// `Device.size(old:small:medium:big:)` and `size(phone:pad:)` or an app's function of those
    /// labels (AlphaWallet e4e5cc89 `ScreenChecker.swift:26`, `Configuration.swift:430`,
    /// `Fonts.regular(size: ScreenChecker.size(big: 36, medium: 36, small: 26))`): a fixed size on
    /// every screen. `nil` unless every argument is a number.
    private static func smallestScreenSize(_ expression: ExprSyntax?, constants: Constants) -> Double? {
        guard let call = expression?.unparenthesized.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "size"
        else { return nil }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        guard labels.count == call.arguments.count, labels == ["phone", "pad"] || (labels.count >= 2 && labels.isSubset(of: screenFamilies)) else {
            return nil
        }
        let values = call.arguments.map { constants.number($0.expression) }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return values.compactMap { $0 }.min()
    }

    private static let screenFamilies: Set<String> = ["old", "small", "medium", "big"]

    /// The smallest value of a sum of numbers and parenthesized choices between two:
    /// `percentLabelFontSize + (isSelectedDate ? 1 : 0)` is 10 or 11 pt, fixed either way
    /// (xDrip4iOS 69eb8833 `LandscapeChartViewController.swift:555` and `:574`, missed, and their
    /// shrinks judged as if the size could scale; fresh-ios16b C). `nil` unless every term is known.
    private static func smallerSum(_ elements: [ExprSyntax], constants: Constants) -> Double? {
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        var total = 0.0
        for index in stride(from: 0, to: elements.count, by: 2) {
            let sign: Double
            if index == 0 {
                sign = 1
            } else {
                switch elements[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text {
                case "+": sign = 1
                case "-": sign = -1
                default: return nil
                }
            }
            let term = elements[index]
            if let value = constants.number(term) {
                total += sign * value
            } else if let tuple = term.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression,
                inner.is(SequenceExprSyntax.self), let low = smaller(inner, constants: constants), let high = larger(inner, constants: constants)
            {
                total += sign > 0 ? low : -high
            } else {
                return nil
            }
        }
        return total
    }

    /// The larger of the two branches of `condition ? a : b`, both numbers.
    private static func larger(_ expression: ExprSyntax, constants: Constants) -> Double? {
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count >= 3,
            let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
            let first = constants.number(ternary.thenExpression), let second = constants.number(elements[elements.count - 1])
        else { return nil }
        return max(first, second)
    }

    /// The smaller branch of a local `let name: CGFloat = condition ? a : b` that `expression`
    /// names. Vocable 447a8e21 `KeyboardLayoutViewController.swift:126-127`, `let fontSize: CGFloat =
    /// self.sizeClass.contains(any: .compact) ? 18 : 26` then `.systemFont(ofSize: fontSize)`, was
    /// missed (also `VocableNavigationBar.swift:258-259`, `OutputTextView.swift:190-191`): the name
    /// is no more than the two numbers it was given. Only a `let` is read, so nothing changes it later.
    static func smallerLocal(_ expression: ExprSyntax?, constants: Constants) -> Double? {
        guard let reference = expression?.unparenthesized.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        var current = Syntax(reference)
        while let parent = current.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                var found: (isLet: Bool, value: ExprSyntax?)?
                for item in block {
                    if item.id == current.id { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        found = (variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer?.value)
                    }
                }
                if let found { return found.isLet ? smaller(found.value, constants: constants) : nil }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorDeclSyntax.self) { return nil }
            current = parent
        }
        return nil
    }
}
