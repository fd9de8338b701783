import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// The height of a plain or borderless SwiftUI `Button` whose label is one line of text in a
/// Dynamic Type text style and no frame: the style's line height at the default size (Large, from
/// `Tables/dynamic-type-ios.csv`) plus the vertical padding the label and the button are given.
/// Hackers ffea336a `PostDisplayView+Pills.swift:202` and `PostCommentsSheetComponents.swift:285`
/// are such buttons (a Caption 1 pill, 16 pt line + 6 + 6 pt padding, 28 pt tall) that no frame
/// sized, so they were never judged.
///
/// Only what is sure: `.buttonStyle(.plain)`/`.borderless` on the button itself (they draw the
/// label as it is; the bordered styles pad it by amounts Apple does not publish), a text style
/// the label or the button names, every padding a literal, and no modifier that sizes or
/// replaces the label. A button in a `List` or `Form` row (the row takes the tap), a toolbar, a
/// menu or a context menu (the system draws those) is not judged. The width, which is the
/// text's, is left to the layout.
struct ContentSizedButtons {
    let scan: SwiftFileScan

    private static let plainStyles: Set<String> = [".plain", ".borderless", "PlainButtonStyle()", "BorderlessButtonStyle()"]
    /// Modifiers of the label that change neither its height nor what it shows.
    private static let labelKeeps: Set<String> = [
        "font", "fontWeight", "bold", "italic", "foregroundColor", "foregroundStyle", "padding", "background", "clipShape", "cornerRadius",
        "lineLimit", "multilineTextAlignment", "underline", "tint", "monospacedDigit", "contentTransition", "animation", "accessibilityLabel",
        "accessibilityHidden",
    ]
    /// Modifiers of the button that size it, change its label or leave it to the system.
    private static let buttonSizes: Set<String> = [
        "frame", "contentShape", "labelStyle", "scaleEffect", "dynamicTypeSize", "environment", "controlSize", "fixedSize", "position",
    ]
    /// Containers whose buttons the system draws or whose row takes the tap.
    private static let systemContainers: Set<String> = [
        "List", "Form", "Menu", "ToolbarItem", "ToolbarItemGroup", "toolbar", "contextMenu", "swipeActions", "alert", "confirmationDialog",
        "navigationBarItems", "ControlGroup",
    ]

    /// The button's height, or `nil` when it is not such a button.
    func height(of button: FunctionCallExprSyntax, chain: ModifierChain, label: ModifierChain?) -> Double? {
        // An app's own style whose padding is known draws the label with that padding
        // (``ProjectButtonStyles``); a button with its own style takes its own tap in a list row.
        let ownStyle = Self.isPlain(chain) ? nil : ProjectButtonStyles.gain(of: chain, styles: scan.facts.buttonStylePaddings, constants: scan.constants)
        guard button.calledName == "Button", !chain.modifiers.contains(where: { Self.buttonSizes.contains($0.name) }),
            !Self.isInSystemContainer(button, ownStyle: ownStyle != nil), Self.isPlain(chain) || ownStyle != nil || isBorderlessAutomatic(chain)
        else { return nil }
        var labelModifiers: [ModifierChain.Modifier] = []
        if let label = label.map({ ownStyle == nil ? $0 : Self.spacedText($0) ?? $0 }) {
            guard let name = label.rootCall?.name, name == "Text" || name == "Label",
                label.modifiers.allSatisfy({ Self.labelKeeps.contains($0.name) })
            else { return nil }
            labelModifiers = label.modifiers
        } else {
            // `Button("Save") { … }`: the title is the label.
            guard button.arguments.first?.label == nil, button.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true else {
                return nil
            }
        }
        // A text under an own style that sets no font, or of an automatic (borderless, iOS)
        // button, that no chain around it in the file gives one, is in Body, SwiftUI's default
        // (Amperfy d3513f85 `UpdatePasswordView.swift:103-120`; nos 0ea82184 `CopyKeyView.swift:28`,
        // `label: { Text(…) }`, 22 pt). A caller's `.font` would change the line, never to 44 pt.
        let automatic = ownStyle == nil && !Self.isPlain(chain)
        let fallback =
            (ownStyle.map { !$0.setsFont } == true || automatic) && !Self.enclosingChainsSetFont(Syntax(button))
            ? DynamicType.metrics(for: .body, category: .large).leading : nil
        guard let leading = lineHeight(labelModifiers) ?? ownStyle?.font.flatMap(styleLineHeight) ?? lineHeight(chain.modifiers) ?? fallback,
            let labelPadding = verticalPadding(labelModifiers), let buttonPadding = verticalPadding(chain.modifiers)
        else { return nil }
        return leading + labelPadding + buttonPadding + (ownStyle?.height ?? 0)
    }

    /// Whether a button whose chain names no style is drawn borderless, its label its hit area:
    /// in a file only iOS builds (it names UIKit, and no platform condition; a Mac's automatic
    /// button is a bordered push button), placed where no list row takes its tap, no system
    /// container draws it and no `.buttonStyle` styles it, in views every use of which in the app
    /// is placed so (``AutomaticButtonPlacement``, ``AutomaticButtonViews``).
    private func isBorderlessAutomatic(_ chain: ModifierChain) -> Bool {
        guard chain.first("buttonStyle") == nil, scan.appKitEvidence == nil, scan.isIOSOnly,
            let bodies = AutomaticButtonPlacement.bodies(around: chain.outermost)
        else { return false }
        return bodies.allSatisfy(scan.facts.automaticButtonViews.contains)
    }

    /// Whether the file names UIKit (`import UIKit`, a `UI…` type) and tests no platform (`#if DEBUG` is none).
    static func isIOSOnly(_ tree: SourceFileSyntax) -> Bool {
        var namesUIKit = false
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .poundIf, .poundElseif:
                let condition = token.parent?.as(IfConfigClauseSyntax.self)?.condition?.trimmedDescription ?? ""
                if ["os(", "canImport", "targetEnvironment"].contains(where: condition.contains) { return false }
            case .identifier(let name):
                let start = Array(name.prefix(3))
                if name == "UIKit" || (start.count == 3 && start[0] == "U" && start[1] == "I" && start[2].isUppercase) { namesUIKit = true }
            default: continue
            }
        }
        return namesUIKit
    }

    /// The `Text` of a label that is only that text between spacers (`HStack { Spacer(); Text("OK"); Spacer() }`):
    /// the spacers widen the label, and its height is the text's.
    private static func spacedText(_ label: ModifierChain) -> ModifierChain? {
        guard label.rootCall?.name == "HStack", label.modifiers.isEmpty, let content = label.rootCall?.call.trailingClosure else { return nil }
        var texts: [ModifierChain] = []
        for item in content.statements {
            guard let expression = item.item.as(ExprSyntax.self), let chain = ModifierChain(outermost: expression) else { return nil }
            if chain.rootCall?.name == "Spacer", chain.modifiers.isEmpty { continue }
            texts.append(chain)
        }
        return texts.count == 1 ? texts.first : nil
    }

    /// Whether a chain around `node` in its declaration sets a font for what it holds.
    private static func enclosingChainsSetFont(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) { return false }
            if let call = ancestor.as(FunctionCallExprSyntax.self), let chain = ModifierChain(outermost: ExprSyntax(call)),
                chain.modifiers.contains(where: { $0.name == "font" })
            {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// The line height at Large of the text style the innermost `.font` names.
    private func lineHeight(_ modifiers: [ModifierChain.Modifier]) -> Double? {
        guard let font = modifiers.first(where: { $0.name == "font" }), let argument = font.call.arguments.first?.expression,
            case .textStyle(let style, _, _)? = scan.fonts.read(argument)?.font
        else { return nil }
        return DynamicType.metrics(for: style, category: .large).leading
    }

    /// The line height at Large of the text style an own style's `.font` names (``StylePadding/font``):
    /// `makeBody` sets it around the label, so a font the label sets itself wins over it, and it
    /// wins over a font the button's chain sets around the style (SwiftUI's innermost font wins).
    private func styleLineHeight(_ written: String) -> Double? {
        guard let expression = SwiftParsing.parse("_ = " + written).statements.first?.item.as(SequenceExprSyntax.self)?.elements.last,
            case .textStyle(let style, _, _)? = scan.fonts.read(expression)?.font
        else { return nil }
        return DynamicType.metrics(for: style, category: .large).leading
    }

    /// The top and bottom padding the modifiers add, `nil` when an amount is not a literal.
    private func verticalPadding(_ modifiers: [ModifierChain.Modifier]) -> Double? {
        var total = 0.0
        for modifier in modifiers where modifier.name == "padding" {
            guard let insets = PaddingInsets(modifier.call, constants: scan.constants) else { return nil }
            total += insets.top + insets.bottom
        }
        return total
    }

    private static func isPlain(_ chain: ModifierChain) -> Bool {
        guard let style = chain.modifiers.last(where: { $0.name == "buttonStyle" })?.call.arguments.first?.expression.trimmedDescription else {
            return false
        }
        return plainStyles.contains(style)
    }

    /// Whether `call` is a `List`, `Form`, menu, toolbar, alert or bar-items call.
    private static func isSystemContainerCall(_ call: FunctionCallExprSyntax) -> Bool {
        systemContainers.contains(call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledName ?? "")
    }

    /// Whether a call holding `button` in its arguments or closures (the alert's actions, the
    /// toolbar's items, the list's rows) is one of ``systemContainers``. A modifier whose base
    /// holds it (`VStack { … }.alert(…) { … }`) only presents the alert or toolbar from that view:
    /// its buttons are the app's (isowords c727d3a7 `DailyChallengeView.swift:367`, an `.alert` on
    /// the screen around its nav bar's bell).
    static func isInSystemContainer(_ button: some SyntaxProtocol, ownStyle: Bool = false) -> Bool {
        var child = Syntax(button)
        while let ancestor = child.parent {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) { return false }
            if let call = ancestor.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id, isSystemContainerCall(call),
                !(ownStyle && ["List", "Form"].contains(call.calledName ?? ""))
            {
                return true
            }
            child = ancestor
        }
        return false
    }
}
