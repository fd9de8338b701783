import LegibleScan
import SwiftSyntax

/// What one chain of modifiers says of the background under a view: a fill, a modifier that may
/// paint or move (the walk stops, nothing is known), or neither (the walk goes on outwards).
enum BackdropStep {
    case fill(ScannedColor)
    case stop
    case pass
}

/// The walk up from a view to the background a container around it draws, shared by
/// ``AncestorBackdrop`` and ``WidgetContainerBackdrop``: through each container whose trailing
/// closure holds the view and whose name `transparent` holds (or a `ZStack` that draws nothing
/// before it), asking `step` about the container's chain, up to the declaration that holds the view.
enum BackdropWalk {
    /// The first fill `step` finds, or `nil` when the walk stops or ends without one.
    /// `oneClosure`: a container with more trailing closures than one stops the walk. `end`, asked
    /// about a container the walk cannot pass, gives the colour it draws under all it holds, if any.
    /// `top`, asked about the declaration the walk reaches, gives the colour under all of it, if any.
    static func fill(
        from chain: ModifierChain, through transparent: Set<String>, oneClosure: Bool,
        step: (FunctionCallExprSyntax, ModifierChain) -> BackdropStep, end: ((FunctionCallExprSyntax, String) -> ScannedColor?)? = nil,
        top: ((Syntax) -> ScannedColor?)? = nil
    ) -> ScannedColor? {
        var node = Syntax(chain.outermost)
        var statement: CodeBlockItemSyntax?
        while let parent = node.parent {
            defer { node = parent }
            if let item = parent.as(CodeBlockItemSyntax.self) { statement = item }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.id == node.id { continue }
                guard call.trailingClosure?.id == node.id, !oneClosure || call.additionalTrailingClosures.isEmpty, let name = call.calledName
                else { return nil }
                if let end, let color = end(call, name) { return color }
                guard transparent.contains(name) || (name == "ZStack" && ListRowBackdrop.drawsNothingBefore(statement, in: call)),
                    let outer = ModifierChain(outermost: call.outermostOfModifierChain)
                else { return nil }
                switch step(call, outer) {
                case .fill(let color): return color
                case .stop: return nil
                case .pass: continue
                }
            }
            if parent.endsBackdropWalk { return top?(parent) }
        }
        return nil
    }
}

extension Syntax {
    /// Whether a walk up from a view to the background around it stops here: at the property,
    /// function, type or macro (`#Preview`) that holds the view, past which no modifier reaches it.
    var endsBackdropWalk: Bool {
        self.is(VariableDeclSyntax.self) || self.is(FunctionDeclSyntax.self) || self.is(StructDeclSyntax.self)
            || self.is(ClassDeclSyntax.self) || self.is(MacroExpansionExprSyntax.self)
    }
}
