import SwiftSyntax

/// When a shrink undoes no text size a person chose, so `text.shrinks` has nothing to say: the
/// text's size is fixed (a fixed font, which `text.fixed-size` reports) or pinned to one Dynamic
/// Type size (which `text.clamped` reports).
extension SwiftUIElements {
    /// Whether the chain pins one text size (`.dynamicTypeSize(.medium)`, or the
    /// `.environment(\.dynamicTypeSize, …)` that does the same): shrinking that text undoes no
    /// size a person chose, as with a fixed font; the pin is `text.clamped`'s (Ice Cubes 0fc41d2c
    /// `StatusActionButton.swift:117`, a one-line count pinned at :126). A range still lets the
    /// size grow, so a shrink within it is judged. A pin in the `#if` clause an iOS build
    /// compiles, after the chain, counts (``ModifierChain/modifiersAfterIfConfigs``); one only
    /// `#if os(visionOS)` compiles does not pin iOS text.
    static func pinsOneSize(_ chain: ModifierChain) -> Bool {
        (chain.modifiers + chain.modifiersAfterIfConfigs).contains { modifier in
            let arguments = Array(modifier.call.arguments)
            switch modifier.name {
            case "dynamicTypeSize": return arguments.count == 1 && DynamicTypeRange.category(arguments[0].expression) != nil
            case "environment":
                return arguments.count == 2 && arguments[0].expression.trimmedDescription.hasSuffix("dynamicTypeSize")
                    && DynamicTypeRange.category(arguments[1].expression) != nil
            default: return false
            }
        }
    }

    /// Whether `.fixedSize()` (both axes) gives the view its ideal size with no frame before it
    /// that sets one: the text is laid out at its full size and never shrinks, whatever
    /// `.minimumScaleFactor` says (zashi-ios 2488b266 `ZashiButton.swift:69-72`, a button title, and
    /// `SwapAndPayForm.swift:318-326`, were wrong `text.shrinks`). `.fixedSize(horizontal: false,
    /// vertical: true)` leaves the width to the parent, so that text may still shrink when a
    /// line limit keeps it from wrapping (`ActionRow.swift:77`, `.lineLimit(1)`); so may one inside a `.frame(width:)` the fixed size wraps.
    ///
    /// A vertical fixed size on a text with no line limit anywhere in its chain does stop it
    /// shrinking: the text wraps to as many lines as it needs and is given their full height, so
    /// it never runs out of room, unless a frame before it fixes a height. Ruuvi Station
    /// `Widgets/Sources/View/SimpleWidgetView.swift:13-18`, the sensor name with
    /// `.frame(maxWidth: .infinity, …).fixedSize(horizontal: false, vertical: true).minimumScaleFactor(0.5)`,
    /// was a wrong `text.shrinks` (fresh-ios25b pattern 5a).
    static func fixesIdealSize(_ chain: ModifierChain) -> Bool {
        let unlimited = !chain.modifiers.contains { $0.name == "lineLimit" }
        var framed = false
        var heightFramed = false
        for modifier in chain.modifiers {
            if modifier.name == "frame" {
                framed = true
                heightFramed = heightFramed || ["height", "minHeight", "maxHeight"].contains { modifier.call.argument($0) != nil }
                continue
            }
            guard modifier.name == "fixedSize" else { continue }
            let arguments = Array(modifier.call.arguments)
            let fixed = arguments.map { (label: $0.label?.text, on: $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)) }
            if arguments.isEmpty || (fixed.count == 2 && fixed.allSatisfy(\.on)) { return !framed }
            if unlimited, !heightFramed, fixed.contains(where: { $0.label == "vertical" && $0.on }) { return true }
        }
        return false
    }

    /// Whether a `.font(…)` modifier gives a fixed size the scan cannot read
    /// (`.system(size: clockPointSize)`, `.custom(name, fixedSize: size)`): shrinking that text
    /// undoes no size a person chose, as with a literal fixed size (Home Assistant d722d781
    /// `KioskScreensaverView.swift:50`, a screensaver clock at a size its settings give).
    /// A font kept in a constant (`let font = Font.system(size: 11)` … `.font(font)`, Mastodon
    /// a9e088a9c `ComposeContentToolbarView.swift:117-119`) is read where it was bound, and so is
    /// a stored property's fixed default that its initializers keep (``FixedFontDefaults``).
    static func fixesTheSize(_ modifier: ModifierChain.Modifier?, constants: Constants) -> Bool {
        guard let written = modifier?.call.arguments.first?.expression else { return false }
        if constants.font(written) == nil, FixedFontDefaults.initialValue(of: written, fixes: { fixesTheSize($0, constants: constants) }) != nil {
            return true
        }
        return fixesTheSize(constants.font(written) ?? written, constants: constants)
    }

    /// Whether `argument` is or holds `.system(size:)` or `.custom(_:fixedSize:)`.
    static func fixesTheSize(_ argument: ExprSyntax, constants: Constants) -> Bool {
        var pending: [Syntax] = [Syntax(argument)]
        while let node = pending.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self),
                (call.calledName == "system" && call.argument("size") != nil) || (call.calledName == "custom" && call.argument("fixedSize") != nil)
            {
                return true
            }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return false
    }

    /// Whether `root` is `(A + B …)`, texts joined with `+`, each given a fixed size by its own
    /// `.font` (AltStore 65fe3998 `AltWidget/WidgetView.swift:55-66`, 13 and 15 pt joined, then
    /// `.minimumScaleFactor(0.5)`, was a wrong `text.shrinks`): shrinking it undoes no chosen size.
    static func concatenationIsFixed(_ root: ExprSyntax, constants: Constants) -> Bool {
        var expression = root
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { expression = only.expression }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1,
            stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" })
        else { return false }
        return stride(from: 0, to: elements.count, by: 2).allSatisfy {
            fixesTheSize(ModifierChain(outermost: elements[$0])?.first("font"), constants: constants)
        }
    }
}
