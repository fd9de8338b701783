import LegibleScan
import SwiftSyntax

/// The colour a text sits on when a `ZStack` draws a filled shape under it:
/// `ZStack { Circle().fill(.red); Text(count).foregroundColor(.white) }` (IceCubes 0fc41d2c
/// `AppAccountView.swift:87`, a 9 pt white count on a red badge).
///
/// A shape or `Color` with no frame of its own fills the stack, which is as large as its largest
/// child, so it lies under every later child. Only what is sure counts: every view before the
/// text is such a fill (a picture or a view of the app's own may cover it), the fill is opaque,
/// and the text is not moved off it (`.offset`, `.position`).
struct ZStackBackdrop {
    let scan: SwiftFileScan

    private static let shapes: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle"]
    private static let roundShapes: Set<String> = ["Circle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle"]
    /// Modifiers that keep a fill as large as the stack.
    private static let keepsSize: Set<String> = ["fill", "foregroundStyle", "foregroundColor", "ignoresSafeArea", "clipShape", "cornerRadius"]

    /// The colour under the text whose chain is `chain`, or `nil` when it is not sure.
    func color(under chain: ModifierChain) -> ScannedColor? {
        if chain.modifiers.contains(where: { $0.name == "offset" || $0.name == "position" }) { return nil }
        guard let item = chain.outermost.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
            let closure = list.parent?.as(ClosureExprSyntax.self), let stack = closure.parent?.as(FunctionCallExprSyntax.self),
            stack.trailingClosure?.id == closure.id
        else { return nil }
        return fill(before: item, in: stack)
    }

    /// The opaque fill under the statement `item` of the `ZStack` `stack` when every view before
    /// it is such a fill: also the colour under a text further in, in a stack that statement lays
    /// out (nos 0ea82184 `AuthorListManageUsersView.swift:52-57`, `ZStack { Color.appBg…; VStack {
    /// Text("listStep2")… } }`, secondary-txt on app-bg, 3.35:1, was missed). `nil` when nothing is
    /// drawn before it, or the stack fades what it draws (`.opacity`).
    /// `wholeArea`: only a fill that covers the stack's whole rectangle (a `Color`, a `Rectangle`),
    /// for a text laid out anywhere in it, not one a round shape may leave uncovered.
    func fill(before item: CodeBlockItemSyntax, in stack: FunctionCallExprSyntax, wholeArea: Bool = false) -> ScannedColor? {
        guard stack.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ZStack", let list = stack.trailingClosure?.statements,
            let outer = ModifierChain(outermost: stack.outermostOfModifierChain), !outer.modifiers.contains(where: { AncestorBackdrop.fades($0.name) })
        else { return nil }
        var under: ScannedColor?
        for earlier in list {
            if earlier.id == item.id { break }
            guard let expression = earlier.item.as(ExprSyntax.self) ?? earlier.item.as(ExpressionStmtSyntax.self)?.expression,
                let fill = ModifierChain(outermost: expression).flatMap(fillColor),
                !wholeArea || !Self.roundShapes.contains(ModifierChain(outermost: expression)?.rootCall?.name ?? "")
            else { return nil }
            under = fill
        }
        guard let under, !under.isTranslucent else { return nil }
        return under
    }

    /// `Circle().fill(.red)`, `RoundedRectangle(cornerRadius: 4).foregroundStyle(Color.blue)`, `Color.red`.
    private func fillColor(_ chain: ModifierChain) -> ScannedColor? {
        guard chain.modifiers.allSatisfy({ Self.keepsSize.contains($0.name) }) else { return nil }
        let reader = scan.colors(uiKit: false)
        if let name = chain.rootCall?.name, Self.shapes.contains(name) {
            let fill = chain.modifiers.last { $0.name == "fill" || $0.name == "foregroundStyle" || $0.name == "foregroundColor" }
            return fill?.call.arguments.first.flatMap { reader.read($0.expression) }
        }
        guard chain.modifiers.allSatisfy({ $0.name == "ignoresSafeArea" }) else { return nil }
        return reader.read(chain.root)
    }
}
