import LegibleScan
import SwiftSyntax

/// The colours a stack gives the one text it shows: `HStack { Circle()…; Text("SELECTING") }
/// .foregroundColor(.white).background(.orange, in: Capsule())` (Winston 3de4a170
/// `CommentLinkContent.swift:115-125`, white on systemOrange, about 2.3:1, was not judged).
///
/// SwiftUI passes a container's foreground style down its environment to every text inside that
/// sets none, and the container's background is drawn behind all of them. Only a stack whose
/// statements are that one `Text` and views that show no text (a shape, an image, a spacer) counts:
/// with other views beside it, whose own backgrounds the scan does not see, the text might sit on
/// one of theirs. The text's own colours win; a container background the scan cannot read (a
/// material, a view) leaves the text's colours unknown.
struct ContainerColors {
    let scan: SwiftFileScan

    private static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group"]
    private static let silentViews: Set<String> = [
        "Image", "Spacer", "Divider", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
    ]

    /// Gives `element` (a `Text` whose chain is `chain`) the colours of its stack it does not set itself.
    /// Else a known text colour is on the nearest ancestor's background (``AncestorBackdrop``).
    func apply(to element: inout ScannedElement, around chain: ModifierChain, background read: (FunctionCallExprSyntax) -> ScannedColor?) {
        // A style set on a container further out (``inheritedForeground(of:)``).
        if element.textColor == nil { element.textColor = inheritedForeground(of: chain) }
        if element.textColor == nil || element.backgroundColor == nil, let around = colors(around: chain, background: read) {
            element.textColor = element.textColor ?? around.text
            // A clear stack background lets the walk below find the one behind it.
            if around.background?.isTranslucent != true { element.backgroundColor = element.backgroundColor ?? around.background }
        }
        // `Text("")` holds a place and draws nothing to read (linphone `ContactsListFragment.swift:76`).
        if element.backgroundColor == nil, element.textColor != nil, element.text?.literal?.isEmpty != true {
            element.backgroundColor = AncestorBackdrop(scan: scan).color(under: chain, background: read)
            // Else a navigation stack's screen (``AncestorBackdrop/navigationRoot(under:textColor:background:)``).
            if element.backgroundColor == nil, let text = element.textColor,
                let screen = AncestorBackdrop(scan: scan).navigationRoot(under: chain, textColor: text, background: read)
            {
                (element.backgroundColor, element.listRowBackdrop) = (screen, true)
            }
            // Else the window's, in a view the window shows whole (``AncestorBackdrop/windowRoot(under:background:)``).
            if element.backgroundColor == nil, let window = AncestorBackdrop(scan: scan).windowRoot(under: chain, background: read) {
                (element.backgroundColor, element.listRowBackdrop) = (window, true)
            }
        }
    }

    /// The foreground colour and background the stack around `chain` (a `Text`'s) gives it;
    /// `nil` when there is no such stack, or its background is one the scan cannot read.
    func colors(around chain: ModifierChain, background read: (FunctionCallExprSyntax) -> ScannedColor?) -> (text: ScannedColor?, background: ScannedColor?)? {
        guard let item = chain.outermost.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
            let closure = list.parent?.as(ClosureExprSyntax.self), let stack = closure.parent?.as(FunctionCallExprSyntax.self),
            stack.trailingClosure?.id == closure.id, stack.additionalTrailingClosures.isEmpty,
            let name = stack.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.stacks.contains(name),
            showsOnlyThisText(list, text: item)
        else { return nil }
        var node = ExprSyntax(stack)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id, let call = member.parent?.as(FunctionCallExprSyntax.self) {
            node = ExprSyntax(call)
        }
        guard let container = ModifierChain(outermost: node) else { return nil }
        var text: ScannedColor?
        var background: ScannedColor?
        for modifier in container.modifiers {
            switch modifier.name {
            case "foregroundStyle",
                "foregroundColor" where text == nil:
                text = modifier.call.arguments.first.flatMap { scan.colors(uiKit: false).read($0.expression) }
            case "background" where background == nil:
                // An unread background (a material, a view) may be anything behind the text.
                guard let color = read(modifier.call) else { return nil }
                background = color
            default:
                break
            }
        }
        // A background faded or blended with the text (`.opacity(0.5)`) sits on what is behind.
        if background != nil, container.modifiers.contains(where: { AncestorBackdrop.fades($0.name) }) { return nil }
        return (text, background)
    }

    /// Whether the stack's statements are `text` and views that show no text.
    private func showsOnlyThisText(_ list: CodeBlockItemListSyntax, text: CodeBlockItemSyntax) -> Bool {
        list.allSatisfy { item in
            if item.id == text.id { return true }
            guard let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { return false }
            return Self.isSilent(expression)
        }
    }

    /// Whether `expression` shows no text: a silent view, or an `if` each of whose branches shows
    /// only such views. Home Assistant d722d781 `HADesignSystem/…/LabsLabel.swift:21-38`, white
    /// Caption 2 "Labs" on systemOrange (2.30:1) beside `if info != nil { Image(…) }`, was never
    /// measured, while the watch copy without the `if` was (fresh-ios15a M2).
    private static func isSilent(_ expression: ExprSyntax) -> Bool {
        if let condition = expression.as(IfExprSyntax.self) {
            let silentBody = condition.body.statements.allSatisfy { item in
                (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression).map(isSilent) ?? false
            }
            switch condition.elseBody {
            case nil: return silentBody
            case .ifExpr(let next): return silentBody && isSilent(ExprSyntax(next))
            case .codeBlock(let block):
                return silentBody
                    && block.statements.allSatisfy { item in
                        (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression).map(isSilent) ?? false
                    }
            }
        }
        guard let name = ModifierChain(outermost: expression)?.rootCall?.name else { return false }
        return silentViews.contains(name)
    }
}
