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

    /// The frame of a label that is a bare `Group { … }` around one `if`/`else` of two real views
    /// (``frame(ofLabel:constants:)``), `if #available` included: Jami a8d4bcb1
    /// `MessagePanelView.swift:164-183`, a `Menu` whose label is `Group { if #available(iOS 26.0, *)
    /// { Image(…).frame(width: 42, height: 42) } else { ZStack { … }.frame(width: 42, height: 42) }
    /// }`, was not judged. `nil` for a group with modifiers of its own or other content.
    static func frame(ofGroup label: ModifierChain, constants: Constants) -> FrameArithmetic? {
        guard label.modifiers.isEmpty, let root = label.rootCall, root.name == "Group", root.call.arguments.isEmpty,
            root.call.additionalTrailingClosures.isEmpty, let closure = root.call.trailingClosure
        else { return nil }
        return frame(ofLabel: closure.statements, constants: constants)
    }

    /// The largest value when every branch has one.
    private static func largest(_ values: [Double?]) -> Double? {
        let known = values.compactMap { $0 }
        return known.count == values.count ? known.max() : nil
    }

    /// The views whose size is their content's, so a content closure's frame is theirs: an
    /// image loader's (`LazyImage(url:) { state in … }`, `AsyncImage`) and a stack's or group's.
    /// A `ScrollView` or `List` takes the room it is offered, whatever its content.
    static let contentSized: Set<String> = ["LazyImage", "AsyncImage", "CachedAsyncImage", "WebImage", "Group", "ZStack", "VStack", "HStack"]

    /// The frame of a view made tappable by `.onTapGesture` with no frame of its own, from its
    /// content closures (``contentSized``): every view they may show, one chain or each branch of
    /// an `if`/`else if` (a missing last `else` shows nothing, nothing to tap), at most the
    /// largest of them in each dimension. Ice Cubes 0fc41d2c `CustomEmojisView.swift:24-40`, a
    /// 40×40 custom emoji a tap inserts, was not judged.
    static func frame(ofContent closures: [ClosureExprSyntax], constants: Constants) -> FrameArithmetic? {
        var chains: [ModifierChain] = []
        for closure in closures {
            guard let shown = shownChains(closure.statements) else { return nil }
            chains += shown
        }
        guard !chains.isEmpty else { return nil }
        let frames = chains.map { FrameArithmetic($0.modifiers, constants: constants) }
        var merged = FrameArithmetic([ModifierChain.Modifier](), constants: constants)
        merged.hasUnreadSize = frames.contains { $0.hasUnreadSize }
        merged.width = largest(frames.map { frame in frame.width.map { $0 + 2 * frame.outset } })
        merged.height = largest(frames.map { frame in frame.height.map { $0 + 2 * frame.outset } })
        return merged
    }

    /// The chains a block may show: its one view, or each branch's of its one `if`.
    private static func shownChains(_ statements: CodeBlockItemListSyntax) -> [ModifierChain]? {
        let shown = statements.filter { !$0.item.is(VariableDeclSyntax.self) }
        guard shown.count == 1, let item = shown.first?.item, let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        else { return nil }
        if let condition = expression.as(IfExprSyntax.self) { return branches(condition) }
        return ModifierChain(outermost: expression).map { [$0] }
    }

    private static func branches(_ condition: IfExprSyntax) -> [ModifierChain]? {
        guard let body = shownChains(condition.body.statements) else { return nil }
        switch condition.elseBody {
        case .codeBlock(let block)?: return shownChains(block.statements).map { body + $0 }
        case .ifExpr(let next)?: return branches(next).map { body + $0 }
        case nil: return body
        }
    }
}
