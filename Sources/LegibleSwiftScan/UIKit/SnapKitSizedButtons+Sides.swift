import Foundation
import SwiftSyntax

extension SnapKitSizedButtons {
    /// The constant width and height SnapKit closures give one view; a side given anything else is
    /// unknown for good, so a later `remakeConstraints` to another value cannot be mistaken for it.
    struct SideSizes {
        private var widths: Set<Double> = []
        private var heights: Set<Double> = []
        private var widthUnknown = false
        private var heightUnknown = false
        /// The first statement that gives a size, where the finding points.
        private(set) var node: Syntax?

        var width: Double? { widthUnknown || widths.count != 1 ? nil : widths.first }
        var height: Double? { heightUnknown || heights.count != 1 ? nil : heights.first }

        mutating func read(_ closure: ClosureExprSyntax, root: Syntax) {
            let maker = makerName(of: closure)
            for statement in closure.statements {
                let text = statement.item.trimmedDescription
                guard text.hasPrefix("\(maker).") else { continue }
                let attributes = chain(of: text.dropFirst(maker.count + 1))
                let sides = Set(attributes).intersection(["width", "height", "size"])
                guard !sides.isEmpty else { continue }
                let pair = attributes.allSatisfy { ["width", "height", "size"].contains($0) } ? value(of: text, maker: maker, root: root) : nil
                guard let (width, height) = pair else {
                    if sides.contains("width") || sides.contains("size") { widthUnknown = true }
                    if sides.contains("height") || sides.contains("size") { heightUnknown = true }
                    continue
                }
                if sides.contains("size") || sides.contains("width") { widths.insert(width) }
                if sides.contains("size") || sides.contains("height") { heights.insert(height) }
                if node == nil { node = Syntax(statement) }
            }
        }

        /// `make` in `{ make in … }`, or `$0`.
        private func makerName(of closure: ClosureExprSyntax) -> String {
            guard let clause = closure.signature?.parameterClause?.trimmedDescription else { return "$0" }
            let name = clause.trimmingCharacters(in: CharacterSet(charactersIn: "() ")).split(separator: ":").first ?? ""
            return name.isEmpty ? "$0" : String(name)
        }

        /// The attributes before the relation: `width.height` of `width.height.equalTo(30)`.
        private func chain(of text: Substring) -> [String] {
            let head = text.prefix { $0 != "(" }
            return head.split(separator: ".").dropLast().map(String.init)
        }

        /// The width and height of a whole `make.….equalTo(value)` with nothing chained after it.
        private func value(of text: String, maker: String, root: Syntax) -> (Double, Double)? {
            guard let open = text.range(of: ".equalTo("), text.hasSuffix(")") else { return nil }
            let argument = text[open.upperBound..<text.index(before: text.endIndex)].trimmingCharacters(in: .whitespaces)
            // `.equalTo(40).priority(…)` or `.equalTo(a).offset(b)`: the argument is not one value.
            guard !argument.contains(")") || argument.hasPrefix("CGSize(") else { return nil }
            if argument.hasPrefix("CGSize("), text.contains(".size.") {
                let parts = argument.dropFirst(7).dropLast().split(separator: ",").map {
                    $0.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                }
                guard parts.count == 2, parts[0].first == "width", parts[1].first == "height",
                    let width = number(parts[0].last ?? "", root: root), let height = number(parts[1].last ?? "", root: root)
                else { return nil }
                return (width, height)
            }
            guard let side = number(argument, root: root) else { return nil }
            return (side, side)
        }

        /// A literal, or a name (`Constants.buttonSize`) the file binds once to a literal.
        private func number(_ text: String, root: Syntax) -> Double? {
            if let literal = Double(text) { return literal }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            // A bare name or a type's constant (`Constants.buttonSize`), never `view.snp.height`.
            guard let name = parts.last.map(String.init), !name.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                parts.dropLast().allSatisfy({ $0.first?.isUppercase == true })
            else { return nil }
            var values: [Double] = []
            for token in root.tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let binding = token.parent?.parent?.as(PatternBindingSyntax.self), let initial = binding.initializer?.value.trimmedDescription else {
                    continue
                }
                guard let value = Double(initial) else { return nil }
                values.append(value)
            }
            return values.count == 1 ? values[0] : nil
        }
    }
}
