import SwiftSyntax

/// What a chain or a block shows when it draws images and no text: an icon button's font sizes a
/// symbol, not text (split from `SwiftUIElements.swift` to keep files short).
extension SwiftUIElements {
    /// Whether the chain shows its `Label`s as icons alone (`.labelStyle(.iconOnly)`): its font
    /// sizes symbols, and the titles are spoken, not shown (Swiftfin's player buttons); or it is
    /// a label style's `configuration.icon` (``isLabelStyleIcon(_:)``).
    static func showsIconsOnly(_ chain: ModifierChain) -> Bool {
        if isLabelStyleIcon(chain) { return true }
        return chain.modifiers.contains { modifier in
            guard modifier.name == "labelStyle", let style = modifier.call.arguments.first?.expression.trimmedDescription else { return false }
            return style == ".iconOnly" || style == "IconOnlyLabelStyle()" || style == ".iconOnly()"
        }
    }

    /// Whether the chain is a `LabelStyle`'s `configuration.icon`: its font sizes the label's
    /// image (an SF Symbol), not text; the title is `configuration.title`. UTM
    /// `Platform/Shared/VMPlaceholderView.swift:158-165`, `configuration.icon.font(.system(size: 48.0,
    /// weight: .medium))` in `TileLabelStyle` over `Label(…, systemImage: "plus.circle")`, was a
    /// `text.fixed-size` warning (fresh-ios25b pattern 3).
    static func isLabelStyleIcon(_ chain: ModifierChain) -> Bool {
        guard let member = chain.root.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "icon" && member.base?.trimmedDescription == "configuration"
    }

    /// Whether a `View` extension's chain on `self` styles SF Symbols (`.symbolRenderingMode`,
    /// `.symbolVariant`, `.imageScale`): its font sizes the icons its callers pass (Damus 9d287c7c
    /// ProfileView.swift:570, `profile_button_style`, applied only to `Image`s), not text.
    static func stylesSymbols(_ chain: ModifierChain) -> Bool {
        guard chain.root.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return false }
        return chain.modifiers.contains { ["symbolRenderingMode", "symbolVariant", "imageScale"].contains($0.name) }
    }

    /// Whether the chain is a `DatePicker` styled `.graphical`: iOS shows its calendar, which
    /// draws its own fonts, and not its label, so a `.font` on it reaches no text (Clendar
    /// `QuickEventView.swift:88` and `:99`, whose visible "Start time" is a `Text` of its own, were
    /// `text.fixed-size` warnings). A compact or wheel picker shows its label and is judged.
    static func isGraphicalDatePicker(_ chain: ModifierChain) -> Bool {
        guard chain.rootCall?.name == "DatePicker", let style = chain.first("datePickerStyle")?.call.arguments.first?.expression else { return false }
        return [".graphical", "GraphicalDatePickerStyle()", ".graphical()"].contains(style.trimmedDescription)
    }

    /// Whether a name says it holds an icon, not text: `symbolFont`, `sendIcon`, `headerImage`, `glyph`.
    static func namesAnIcon(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["symbol", "icon", "image", "glyph"].contains { lowered.contains($0) }
    }

    /// Whether the chain's root draws an image and no text: `Image(…)`, or a call whose name says
    /// it makes one (`action.image(dataController:)`, `item.icon()`, `symbol(for: x)`).
    static func showsImageOnly(_ chain: ModifierChain) -> Bool {
        if chain.rootCall?.name == "Image" { return true }
        // Modifiers in an `#if` after the view (`action.image(…) #if os(macOS) … #else .dynamicTypeSize(.large)
        // #endif`, IceCubes StatusActionButton.swift:104) apply to the view before the `#if`.
        if let outer = Self.viewBeforeIfConfig(chain) { return showsImageOnly(outer) }
        // A property named for what it shows: `centerToUseIcon.glassEffect(…)`.
        if let reference = chain.root.as(DeclReferenceExprSyntax.self), Self.namesAnImage(reference.baseName.text) { return true }
        let name: String
        if let call = chain.root.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if !chain.root.is(FunctionCallExprSyntax.self), let first = chain.modifiers.first {
            // `action.image(…)`: the chain's root is `action` and its first call makes the view.
            name = first.name
        } else {
            return false
        }
        return namesAnImage(name)
    }

    /// `image`, `icon`, `symbol`, or a name ending in one (`centerToUseIcon`, `headerImage`).
    fileprivate static func namesAnImage(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["image", "icon", "symbol"].contains { lowered == $0 || lowered.hasSuffix($0) }
    }

    /// Whether every view `statements` show, in every branch of an `if`, draws an image and no
    /// text (``showsImageOnly(_:)``); `false` for anything else, and for no view at all.
    static func showsImagesOnly(_ statements: CodeBlockItemListSyntax) -> Bool {
        let shown = statements.filter { !$0.item.is(VariableDeclSyntax.self) }
        return !shown.isEmpty
            && shown.allSatisfy { item in
                guard let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { return false }
                if let condition = expression.as(IfExprSyntax.self) {
                    guard showsImagesOnly(condition.body.statements) else { return false }
                    switch condition.elseBody {
                    case .codeBlock(let block)?: return showsImagesOnly(block.statements)
                    case .ifExpr(let next)?: return showsImagesOnly([CodeBlockItemSyntax(item: .expr(ExprSyntax(next)))])
                    case nil: return true
                    }
                }
                return ModifierChain(outermost: expression).map(showsImageOnly) ?? false
            }
    }
}
