import SwiftSyntax

/// The size of a button whose label closure is an `if`/`else` of two real views (no
/// `ProgressView()` branch, which ``SwiftUIElements/shownChain(_:)`` leaves out): the button is
/// each branch's size in its state, so a dimension every branch fixes is at most the largest of
/// them, hit-area outsets included; one a branch leaves unknown is unknown. Enchanted 2aa9d140
/// `RecordingView.swift:49`, a recording button 20 pt tall in both its states (a 20×20 stop
/// circle, a waveform symbol framed 20 tall), was not judged.
enum BranchLabelFrames {
    /// The frame of a label closure that is one `if`/`else` whose branches each show one chain;
    /// `nil` for any other closure.
    static func frame(ofLabel statements: CodeBlockItemListSyntax, constants: Constants) -> FrameArithmetic? {
        let shown = statements.filter { !$0.item.is(VariableDeclSyntax.self) }
        guard shown.count == 1, let item = shown.first?.item,
            let condition = (item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression)?.as(IfExprSyntax.self),
            case .codeBlock(let otherwise)? = condition.elseBody,
            let first = SwiftUIElements.shownChain(condition.body.statements), let second = SwiftUIElements.shownChain(otherwise.statements)
        else { return nil }
        let frames = [first, second].map { FrameArithmetic($0.modifiers, constants: constants) }
        var merged = FrameArithmetic([ModifierChain.Modifier](), constants: constants)
        merged.hasUnreadSize = frames.contains { $0.hasUnreadSize }
        merged.width = largest(frames.map { frame in frame.width.map { $0 + 2 * frame.outset } })
        merged.height = largest(frames.map { frame in frame.height.map { $0 + 2 * frame.outset } })
        return merged
    }

    /// The largest value when every branch has one.
    private static func largest(_ values: [Double?]) -> Double? {
        let known = values.compactMap { $0 }
        return known.count == values.count ? known.max() : nil
    }
}
