import LegibleScan
import SwiftSyntax

/// The foreground style a text takes from a container around it, any number of levels up:
/// `HStack { ForEach(types) { type in Text(type.label) } }.foregroundStyle(.secondary)` (CotEditor
/// 611b0ce5 `StatusBar.swift:325-334`, the status bar's counts; the same colour on a `Text` of its
/// own was judged at `DonationSettingsView.swift:159`, fresh-ios26b pattern 4).
///
/// SwiftUI passes a view's `.foregroundStyle` down its environment to every text inside that sets
/// none. Only containers known to pass the environment untouched and draw nothing of their own
/// count: stacks, `Group`, `ForEach`, grids, `ScrollView`, `Section`, `if` and `switch`. A
/// `Button`, `Label`, list, an app's own view or layout, or the end of the member stops the walk
/// (a button style or a view of the app's may set another style). The nearest container's style
/// wins; a style the scan cannot read leaves the colour unknown. The text is then judged on the
/// background the other walks find, once per `Text` written, however many a `ForEach` draws.
extension ContainerColors {
    private static let inheriting: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "ScrollView", "Grid", "GridRow", "LazyVGrid",
        "LazyHGrid", "ViewThatFits", "Section",
    ]

    /// The colour of the nearest container's `.foregroundStyle`/`.foregroundColor` around the text
    /// whose chain is `chain`, or `nil` when none sets one or the walk meets a view that may.
    func inheritedForeground(of chain: ModifierChain) -> ScannedColor? {
        var node = Syntax(chain.outermost)
        while let parent = node.parent {
            defer { node = parent }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.id == node.id { continue }
                guard call.trailingClosure?.id == node.id, call.additionalTrailingClosures.isEmpty, let name = call.calledName,
                    Self.inheriting.contains(name), let outer = ModifierChain(outermost: call.outermostOfModifierChain)
                else { return nil }
                if let style = outer.modifiers.first(where: { $0.name == "foregroundStyle" || $0.name == "foregroundColor" }) {
                    return style.call.arguments.first.flatMap { scan.colors(uiKit: false).read($0.expression) }
                }
                continue
            }
            if parent.endsBackdropWalk { return nil }
        }
        return nil
    }
}
