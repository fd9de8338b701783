import SwiftSyntax

/// Font sizes that are numbers of the moment rather than text styles, read as fixed
/// (``ScannedElement/fixedSizeConstant``):
///
/// - another view's font size copied into a new font, `UIFont.boldSystemFont(ofSize:
///   cell.textLabel!.font.pointSize)` (Delta adee3c5c `CheatsViewController.swift:246`, missed): the
///   new font keeps the number it was made with, and a reused cell copies its own bold font again;
/// - a number times the app's own factor, `.system(size: 34 * factor, …)` (Hackers ffea336a
///   `TextScaling.swift:44-71`, the app's 0.8–1.2 text-size slider; every `.scaledFont(_:)` of
///   the app went through it and none was reported): the app's setting changes it, Dynamic Type
///   never does. Only in a file that names no API following the text size
///   (``mentionsDynamicType(_:)``), where the factor cannot be one (`@ScaledMetric var scale`,
///   `UIFontMetrics.default.scaledValue(for: 1)` would be), and never for a name that says it is
///   scaled.
enum AppScaledSizes {
    /// The size as written with what makes it fixed, or `nil` when it is neither shape.
    static func describe(_ size: ExprSyntax, constants: Constants, fileMentionsDynamicType: Bool) -> String? {
        guard let parts = arithmeticParts(size) else { return nil }
        let written = size.trimmedDescription
        let copied = parts.operands.filter(isCopiedPointSize)
        if copied.count == 1, parts.operands.allSatisfy({ isCopiedPointSize($0) || constants.number($0) != nil }) {
            // A cell's own `textLabel` starts at the Body style: ``PointSizeReads`` reports it as not live.
            if let member = copied[0].unparenthesized.as(MemberAccessExprSyntax.self), BuiltInCellLabels.isBodyStyle(member) { return nil }
            return "\(written) (copied from another font)"
        }
        guard !fileMentionsDynamicType, parts.operators == ["*"], parts.operands.count == 2 else { return nil }
        let numbers = parts.operands.filter { constants.number($0) != nil }
        guard numbers.count == 1, let factor = parts.operands.first(where: { constants.number($0) == nil }), let name = factorName(factor),
            !constants.scaledMetrics.contains(name), !scaledWords.contains(where: name.lowercased().contains),
            // A name that says it is a size is one the code works out, not the app's factor:
            // Antidote ffc5ae25 `AvatarManager.swift:78-89`, `fontSize * 0.6` of a size fitted to an
            // avatar's diameter, its initials drawn into an image.
            !name.lowercased().contains("size")
        else { return nil }
        return "\(written) (a number times the app's own factor)"
    }

    /// Words a name that follows the text size would have (`scaledSize`, `metricFactor`).
    private static let scaledWords = ["scaled", "metric", "dynamic", "category", "contentsize", "accessib"]

    /// Whether `text` names an API that follows the text size: `@ScaledMetric`, `UIFontMetrics`,
    /// a text style's font, the Dynamic Type size or content size category.
    static func mentionsDynamicType(_ text: String) -> Bool {
        let names = [
            "UIFontMetrics", "ScaledMetric", "scaledValue", "dynamicTypeSize", "DynamicTypeSize", "sizeCategory", "SizeCategory", "preferredFont",
            "relativeTo",
        ]
        return names.contains { text.contains($0) }
    }

    /// `view.font.pointSize`, `cell.textLabel!.font.pointSize`: a view's font size of the moment.
    /// Not a text style's own (`preferredFont(forTextStyle:).pointSize` is ``PointSizeReads``).
    static func isCopiedPointSize(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.unparenthesized.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pointSize",
            var base = member.base
        else { return false }
        if let unwrap = base.as(ForceUnwrapExprSyntax.self) { base = unwrap.expression }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        guard let font = base.as(MemberAccessExprSyntax.self), font.declName.baseName.text == "font", font.base != nil else { return false }
        return !font.trimmedDescription.contains("preferredFont")
    }

    /// `factor` or `self.factor`.
    private static func factorName(_ expression: ExprSyntax) -> String? {
        let expression = expression.unparenthesized
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { return member.declName.baseName.text }
        return nil
    }

    /// The operands and operators of `a * b + c`, or of one operand alone; `nil` when an
    /// operator is not arithmetic.
    private static func arithmeticParts(_ size: ExprSyntax) -> (operands: [ExprSyntax], operators: [String])? {
        let size = size.unparenthesized
        guard let sequence = size.as(SequenceExprSyntax.self) else { return ([size], []) }
        let elements = Array(sequence.elements)
        guard elements.count % 2 == 1 else { return nil }
        var operators: [String] = []
        for (index, element) in elements.enumerated() where index % 2 == 1 {
            guard let operation = element.as(BinaryOperatorExprSyntax.self), ["*", "/", "+", "-"].contains(operation.operator.text) else { return nil }
            operators.append(operation.operator.text)
        }
        return (stride(from: 0, to: elements.count, by: 2).map { elements[$0].unparenthesized }, operators)
    }
}
