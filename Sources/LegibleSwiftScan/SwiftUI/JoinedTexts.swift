import LegibleScan
import SwiftSyntax

/// `Text(a).font(…) + Text(b).font(…)`: SwiftUI draws texts joined with `+` as one text, one line
/// a person reads. When more than one operand has a fixed font, `text.fixed-size` reports the line
/// once, at the first of them, naming every operand's size (``ScannedElement/joinedTexts``):
/// Winston 3de4a170 `ShortCommentPostLink.swift:19-21` (a title, a " · " separator and a
/// subreddit at 15, 13 and 14 pt) was three findings, one of them on the dot.
enum JoinedTexts {
    /// One `Text` element that is an operand of a concatenation.
    struct Operand {
        /// Its index in the file's elements.
        let element: Int
        /// The concatenation (`SequenceExprSyntax`) it is in.
        let sequence: SyntaxIdentifier
        /// Its place among the concatenation's operands.
        let index: Int
    }

    /// The concatenation `node` (a `Text`'s whole modifier chain) is an operand of, and its place;
    /// `nil` when it is not one, or the sequence uses another operator.
    static func operand(_ node: ExprSyntax, element: Int) -> Operand? {
        guard let list = node.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1,
            stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }),
            let position = elements.firstIndex(where: { $0.id == node.id })
        else { return nil }
        return Operand(element: element, sequence: sequence.id, index: position / 2)
    }

    /// Points each concatenation's later fixed-font operands at its first one.
    static func join(_ elements: inout [ScannedElement], operands: [Operand]) {
        for group in Dictionary(grouping: operands, by: \.sequence).values {
            let fixed = group.sorted { $0.index < $1.index }.filter {
                if case .fixed? = elements[$0.element].font { return elements[$0.element].kind == .label }
                return false
            }
            guard let first = fixed.first, fixed.count > 1 else { continue }
            for other in fixed.dropFirst() {
                guard let font = elements[other.element].font else { continue }
                elements[first.element].joinedTexts.append(ScannedJoinedText(font: font, location: elements[other.element].location))
                elements[other.element].joinedInto = elements[first.element].location
            }
        }
    }
}
