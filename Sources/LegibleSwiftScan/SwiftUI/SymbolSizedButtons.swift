import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// The height of a SwiftUI `Button`, `Link` or `Menu` whose label is one SF Symbol sized only by a font
/// and nothing else: EhPanda a67ba072 `ControlPanel.swift:141` (`Button { … } label: {
/// Image(systemSymbol: .viewfinderCircle).font(.title2) }`), `:151` and `:176` (`Menu`s with such
/// labels) and `ReadingView.swift:561-564` (`Button(action:) { Image(systemSymbol: …) }
/// .font(.system(size: 30, weight: .medium))`), icon buttons about 26 and 36 pt tall that no frame
/// sized, so they were never judged. The symbol's height is ``TappableSymbols``'s estimate for the
/// font's point size (a text style's at the default size, Large, from `Tables/dynamic-type-ios.csv`),
/// judged only when even the largest symbol at that size is under 44 pt.
///
/// Only what is sure, since anything around the label may make the hit area larger: the label
/// and the button carry only modifiers that change neither size (no `.padding`, `.frame`,
/// `.contentShape`, `.controlSize`, `.imageScale(.large)`, an enclosing `symbolVariant` on the
/// button; on the label's symbol, `.circle` stays within ``TappableSymbols``' 1.4 × bound); the
/// style is none, `.plain` or `.borderless` (a bordered or glass style pads the label by
/// amounts Apple does not publish, ``PaddedButtonStyles``); not in a `List` or `Form` but with
/// its own plain or borderless style (else the row takes the tap), nor in a toolbar,
/// navigation bar item, menu or context menu (the system sizes bar buttons at 44 pt); and the button sits in a container of its own declaration — a button that
/// is a declaration's whole body may be placed in a toolbar by another file, unless every use of
/// its view in the app is placed (``PlacedControlViews``).
struct SymbolSizedButtons {
    let scan: SwiftFileScan

    /// Modifiers of the label's `Image` that do not change its size.
    private static let labelKeeps: Set<String> = [
        "font", "fontWeight", "bold", "foregroundColor", "foregroundStyle", "tint", "symbolRenderingMode", "symbolVariant", "imageScale",
        "contentTransition", "animation", "symbolEffect", "accessibilityLabel", "accessibilityHidden", "accessibilityHint",
        "accessibilityIdentifier", "onAppear", "onDisappear",
    ]
    /// Modifiers of the button that do not change its size (any other may).
    static let buttonKeeps: Set<String> = labelKeeps.union([
        "buttonStyle", "opacity", "disabled", "help", "keyboardShortcut", "id", "transition", "onAppear", "onDisappear", "onChange",
        "sheet", "popover", "fullScreenCover", "alert", "confirmationDialog", "sensoryFeedback", "menuIndicator", "accessibilityValue",
        "accessibilityAddTraits",
        // Clips the drawing to rounded corners; the layout, and so the hit area, stays as it is
        // (planetary-ios 45e5f08b `HelpDrawerView.swift:183`, a 20 pt next-tip arrow, was missed).
        "cornerRadius",
    ])
    /// Styles that draw the label as it is.
    private static let unpaddedStyles: Set<String> = [".plain", ".borderless", "PlainButtonStyle()", "BorderlessButtonStyle()"]
    /// Symbol variants that keep the symbol's outline (`.circle`, `.square` enclose it, larger).
    private static let sameSizeVariants: Set<String> = ["fill", "none", "slash"]
    /// Calls whose closure holds a view without placing it (a property of one `ForEach` or
    /// `Group` of buttons may still be put in a toolbar by another file).
    static let transparent: Set<String> = ["ForEach", "Group"]

    /// The estimated height, or `nil` when the button is not such a button or may be larger.
    func height(of button: FunctionCallExprSyntax, chain: ModifierChain, label: ModifierChain?) -> Double? {
        guard let name = button.calledName, ["Button", "Menu", "Link"].contains(name), let label, let symbol = label.rootCall,
            Self.isSymbol(symbol, iconOnly: (label.modifiers + chain.modifiers).contains(where: Self.isIconOnly)),
            label.modifiers.allSatisfy({
                (Self.labelKeeps.contains($0.name) && (Self.keepsSize($0) || $0.name == "symbolVariant")) || rotatesOnly($0) || Self.isIconOnly($0)
            }),
            chain.modifiers.allSatisfy({
                ((Self.buttonKeeps.contains($0.name) || $0.name.hasPrefix("accessibility")) && Self.keepsSize($0)) || Self.isIconOnly($0)
            }),
            !PaddedButtonStyles.apply(to: button, chain: chain),
            // A plain or borderless button in a list row is tapped on its own, not through the row.
            !ContentSizedButtons.isInSystemContainer(button, ownStyle: chain.first("buttonStyle") != nil),
            Self.isPlaced(chain.outermost) || isPlacedPrivateBody(chain.outermost) || isPlacedPrivateBuilder(chain.outermost)
                || isPlacedAppView(chain),
            let size = pointSize(label.modifiers) ?? pointSize(chain.modifiers) ?? containerPointSize(of: button)
                ?? defaultPointSize(of: button, chains: [label, chain])
        else { return nil }
        return TappableSymbols.estimatedHeight(pointSize: size)
    }

    /// Whether the label is one SF Symbol: `Image(systemName:)`, or `Label(_:systemImage:)` shown
    /// icon-only (XcodesApp 7fd5b660 `InstallationStepRowView.swift:29-31`, a cancel button whose
    /// `Label("Cancel", systemImage: "xmark.circle.fill")` has `.labelStyle(IconOnlyLabelStyle())`):
    /// the style shows the symbol alone, at the size the same `Image` would have.
    static func isSymbol(_ root: (name: String, call: FunctionCallExprSyntax), iconOnly: Bool) -> Bool {
        let labels = root.call.arguments.map { $0.label?.text ?? "_" }
        switch root.name {
        case "Image": return labels.first.map { ["systemName", "systemSymbol"].contains($0) } == true
        case "Label": return iconOnly && labels == ["_", "systemImage"]
        default: return false
        }
    }

    /// Whether a modifier is `.labelStyle(.iconOnly)` or `.labelStyle(IconOnlyLabelStyle())`.
    static func isIconOnly(_ modifier: ModifierChain.Modifier) -> Bool {
        modifier.name == "labelStyle" && [".iconOnly", "IconOnlyLabelStyle()"].contains(modifier.call.arguments.first?.expression.trimmedDescription ?? "")
    }

    /// The point size of the innermost `.font`: a fixed system size, or a text style's at Large.
    func pointSize(_ modifiers: [ModifierChain.Modifier]) -> Double? {
        guard let font = modifiers.first(where: { $0.name == "font" }), let argument = font.call.arguments.first?.expression else { return nil }
        switch scan.fonts.read(argument)?.font {
        case .fixed(let size, "pt", _, nil)?: return size
        case .textStyle(let style, _, _)?: return DynamicType.metrics(for: style, category: .large).size
        default: return nil
        }
    }

    /// Whether a kept modifier keeps the size with the arguments it has: an unpadded style, a
    /// variant that keeps the outline, a small or medium image scale.
    static func keepsSize(_ modifier: ModifierChain.Modifier) -> Bool {
        let argument = modifier.call.arguments.first?.expression
        switch modifier.name {
        case "buttonStyle": return argument.map { unpaddedStyles.contains($0.trimmedDescription) } ?? false
        case "imageScale": return [".small", ".medium"].contains(argument?.trimmedDescription ?? "")
        case "symbolVariant":
            // `.symbolVariant(setting.isOn ? .fill : .none)`: every implicit member the argument names.
            guard let argument else { return false }
            let members = argument.tokens(viewMode: .sourceAccurate).filter { token in
                token.parent?.parent?.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
            }
            return !members.isEmpty && members.allSatisfy { sameSizeVariants.contains($0.text) }
        default: return true
        }
    }

    /// Whether the button's chain is placed in a container's closure within its declaration
    /// (an `HStack { … }`), not the whole body of a property, function or view.
    static func isPlaced(_ expression: ExprSyntax, byArgument: Bool = false) -> Bool {
        var current = expression.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(VariableDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) {
                return false
            }
            if let closure = node.as(ClosureExprSyntax.self), let call = owningCall(of: closure), let name = call.calledName,
                !transparent.contains(name)
            {
                return true
            }
            // `navigationStyle(title: …, trailing: Bell { … })`: an argument of an app's call.
            if byArgument, let argument = node.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                !transparent.contains(call.calledName ?? "")
            {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// The call a closure is given to, as its trailing closure, a labelled trailing closure or an argument.
    static func owningCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) { return element.parent?.parent?.as(FunctionCallExprSyntax.self) }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) { return argument.parent?.parent?.as(FunctionCallExprSyntax.self) }
        return nil
    }
}
