import LegibleReporting
import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// The Dynamic Type ranges SwiftUI's `.dynamicTypeSize(_:)` and UIKit's
/// `maximumContentSizeCategory` set, for `text.clamped`.
enum DynamicTypeRange {
    /// The largest size a range allows: `...DynamicTypeSize.xxxLarge` and `.small ... .xxxLarge`
    /// allow xxxLarge, `..<.accessibility1` allows xxxLarge, a single size allows only itself;
    /// `nil` for a range with no upper bound (`.large...`) or a value that is not written as a
    /// size.
    static func upperBound(_ expression: ExprSyntax) -> DynamicTypeCategory? {
        let expression = expression.unparenthesized
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            guard let bound = category(prefix.expression) else { return nil }
            switch prefix.operator.text {
            case "...": return bound
            case "..<": return below(bound)
            default: return nil
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, let bound = category(elements[2]) else {
                return nil
            }
            return op == "..." ? bound : (op == "..<" ? below(bound) : nil)
        }
        // `.large...` parses as a postfix operator: no upper bound.
        if expression.is(PostfixOperatorExprSyntax.self) { return nil }
        return category(expression)
    }

    /// A size named by `.xxxLarge`, `DynamicTypeSize.accessibility1`,
    /// `UIContentSizeCategory.extraExtraExtraLarge`, `.accessibilityMedium`.
    static func category(_ expression: ExprSyntax) -> DynamicTypeCategory? {
        guard expression.unparenthesized.is(MemberAccessExprSyntax.self), let name = expression.unparenthesized.lastName,
            name != "unspecified"
        else { return nil }
        return try? DynamicTypeCategory(parsing: name)
    }

    private static func below(_ bound: DynamicTypeCategory) -> DynamicTypeCategory? {
        let all = DynamicTypeCategory.allCases
        guard let index = all.firstIndex(of: bound), index > 0 else { return nil }
        return all[index - 1]
    }

    /// Whether the UIKit view `receiver` (`imageView`, `self.expandImage`) is declared a
    /// `UIImageView`, which draws no text: its `maximumContentSizeCategory` only stops a symbol
    /// growing, which the HIG allows (Threema a92bb3b9 `ChatViewWorkStatusBannerView.swift:82`,
    /// `let imageView = UIImageView()` showing `chevron.down.circle`).
    static func isImageView(_ receiver: String, at node: Syntax) -> Bool {
        let name = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
        guard !name.isEmpty, !name.contains("."), name != "self" else { return false }
        return DeclaredTypes.type(of: name, at: node) == "UIImageView"
    }

    /// The `text.clamped` finding for a range whose largest size is `upper`, as the rule judges
    /// it (`ScanRules.clampedDynamicType`); `nil` when it allows AX5.
    static func finding(upper: DynamicTypeCategory, written: String, id: String, location: Finding.Location) -> Finding? {
        ScanRules.clampedDynamicType(upper: upper, written: written, id: id, location: location)
    }
}
