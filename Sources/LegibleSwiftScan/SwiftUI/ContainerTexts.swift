import SwiftSyntax

/// What a container's modifiers reach: the texts a `VStack { … }` or `HStack { … }` shows.
///
/// A shrink on a container (`HStack { Text(value).font(.system(size: 20)) … }.minimumScaleFactor(0.6)`)
/// undoes a size a person chose only when some text inside follows Dynamic Type. When every
/// text inside has a fixed size, `text.fixed-size` reports each of them, and the shrink undoes
/// nothing more (Home Assistant d722d781 `WidgetEnergyStatView.swift:33` and
/// `WidgetEnergyAccessoryRectangularView.swift:52`: a value and its unit at fixed sizes).
struct ContainerTexts {
    let scan: SwiftFileScan

    /// Views that show no text of their own, and stacks whose content is read in turn.
    private static let silentViews: Set<String> = [
        "Image", "Spacer", "Divider", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
    ]
    private static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "ForEach", "LazyHStack", "LazyVStack"]

    /// Whether `container` shows at least one text and every text it shows has a fixed size (or
    /// an icon font). Anything the scan cannot see into (a view of the app's own, a property, a
    /// `Label`) answers `false`: the shrink may reach text that scales.
    func showsOnlyFixedSizeText(_ container: ModifierChain) -> Bool {
        var texts = 0
        guard let root = container.rootCall, Self.stacks.contains(root.name) else { return false }
        let font = container.first("font")?.call.arguments.first?.expression
        return reads(closures(of: root.call), inherited: font, texts: &texts) && texts > 0
    }

    private func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
    }

    /// Reads every statement of `blocks`; `inherited` is the `.font(…)` an enclosing stack sets.
    private func reads(_ blocks: [ClosureExprSyntax], inherited: ExprSyntax?, texts: inout Int) -> Bool {
        blocks.allSatisfy { reads($0.statements, inherited: inherited, texts: &texts) }
    }

    private func reads(_ statements: CodeBlockItemListSyntax, inherited: ExprSyntax?, texts: inout Int) -> Bool {
        for item in statements {
            if item.item.is(VariableDeclSyntax.self) { continue }
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let expression, reads(expression, inherited: inherited, texts: &texts) else { return false }
        }
        return true
    }

    private func reads(_ expression: ExprSyntax, inherited: ExprSyntax?, texts: inout Int) -> Bool {
        if let condition = expression.as(IfExprSyntax.self) {
            guard reads(condition.body.statements, inherited: inherited, texts: &texts) else { return false }
            switch condition.elseBody {
            case .codeBlock(let block)?: return reads(block.statements, inherited: inherited, texts: &texts)
            case .ifExpr(let next)?: return reads(ExprSyntax(next), inherited: inherited, texts: &texts)
            case nil: return true
            }
        }
        guard let chain = ModifierChain(outermost: expression), let root = chain.rootCall else { return false }
        let font = chain.first("font")?.call.arguments.first?.expression ?? inherited
        if root.name == "Text" {
            texts += 1
            return font.map(isFixedOrIcon) ?? false
        }
        if Self.silentViews.contains(root.name) { return true }
        guard Self.stacks.contains(root.name) else { return false }
        return reads(closures(of: root.call), inherited: font, texts: &texts)
    }

    /// `.system(size: 20)`, a constant bound to one (`valueFont`), `.custom(_:fixedSize:)`, or a
    /// font whose family names an icon set (`.custom(MaterialDesignIcons.familyName, size: 12)`).
    private func isFixedOrIcon(_ font: ExprSyntax) -> Bool {
        let bound = scan.constants.font(font) ?? font
        if SwiftUIElements.namesAnIcon(bound.trimmedDescription) { return true }
        if let reading = scan.fonts.read(bound), case .fixed = reading.font { return true }
        return false
    }
}
