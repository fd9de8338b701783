import LegibleScan
import LegibleTypeScale

/// A `fontWeight` a condition chooses (issue 33, fresh-android11a D1): KDE Connect
/// `RunCommandScreen.kt:282`, `fontWeight = if (text.isCommand) FontWeight.ExtraBold else
/// FontWeight.Normal`, was read as the style's Regular and said so as a fact. The text is judged
/// at the lightest weight a branch gives, the strictest threshold (a heavier weight may make it
/// large text with a 3:1 minimum), and the message names the choice.
extension ComposeValues {
    /// The lightest weight an `if (c) A else B` of two known weights gives, with the weights and
    /// the condition as a message says them (`FontWeight.Normal or FontWeight.ExtraBold by text.isCommand`); `nil` for
    /// any other expression, or branches of one weight.
    func weightChoice(_ expression: KotlinExpression?) -> (weight: FontWeight, said: String)? {
        guard let expression, case .control("if", let parts) = constants.resolve(expression).kind, parts.count == 3,
            let first = weight(parts[1]), let second = weight(parts[2]), first != second
        else { return nil }
        // Named as written (Compose's `ExtraBold`, not the scale's `Heavy`), the lighter first.
        let (light, heavy) = first < second ? (parts[1], parts[2]) : (parts[2], parts[1])
        return (min(first, second), "\(ComposeFileScan.written(light)) or \(ComposeFileScan.written(heavy)) by \(ComposeFileScan.written(parts[0]))")
    }

    /// A Text's weight: its `fontWeight`, else the lightest a condition gives (said in
    /// `element`'s ``ScannedElement/weightChoice``), else its style's.
    func textWeight(_ written: KotlinExpression?, style: FontWeight?, into element: inout ScannedElement) -> FontWeight? {
        if let stated = weight(written) { return stated }
        guard let choice = weightChoice(written) else { return style }
        element.weightChoice = choice.said
        return choice.weight
    }
}
