import LegibleScan
import SwiftSyntax

/// The colour a text sits on when a stack around it, one or more levels up, sets the background:
/// `HStack { Image(…); Text(…); Spacer(); Button { … } }.background(Color.redDanger500)`
/// (linphone-iphone `ContentView.swift:116`, white 16 pt on #DD5F5F, 3.57:1, and a conversation
/// row's grey texts on its `.background(.white)` at `ConversationsListFragment.swift:338`, were
/// never measured: only a stack holding the one text gave it its background, ``ContainerColors``).
///
/// SwiftUI draws a view's `.background` under everything the view lays out, so a text sits on
/// its nearest ancestor's background unless a view between draws something else. Only what is
/// sure counts. The walk up from the text passes only stacks, `Group`, `ForEach`, `ScrollView`,
/// grids, `if` and `switch`, a `ZStack` only when nothing is drawn before the text, and chains
/// whose modifiers are known not to paint or move the text (``passes(_:)``, the app's font
/// wrappers that only set a font and colour, `.if(c) { $0.… }` of those); a `Button`, a list, an
/// `.overlay` other than a stroked outline, an app's own modifier or the end of the member stops
/// it with no colour. The first `.background` found is the colour: a clear one is passed, and one
/// the scan cannot read, a translucent one (a material, a gradient, `.opacity`), a system fill or
/// a background faded or blended after it (`.opacity(0.5)`) stops the walk with no colour.
struct AncestorBackdrop {
    let scan: SwiftFileScan

    static let transparent: Set<String> = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "ViewThatFits", "Grid", "GridRow", "ScrollView",
        "LazyVGrid", "LazyHGrid", "GeometryReader", "ScrollViewReader",
    ]
    /// Modifiers that lay out, style text, handle events or present other screens, and paint
    /// nothing over or under the view (`.offset` and `.position` move it off what lies behind).
    private static let passing: Set<String> = [
        "frame", "padding", "fixedSize", "layoutPriority", "multilineTextAlignment", "lineLimit", "font", "fontWeight", "fontDesign",
        "fontWidth", "bold", "italic", "underline", "strikethrough", "monospaced", "monospacedDigit", "textCase", "kerning", "tracking",
        "lineSpacing", "truncationMode", "allowsTightening", "baselineOffset", "minimumScaleFactor", "dynamicTypeSize", "textSelection",
        "foregroundStyle", "foregroundColor", "tint", "accentColor", "ignoresSafeArea", "edgesIgnoringSafeArea", "id", "tag", "environment",
        "environmentObject", "contentShape", "clipShape", "cornerRadius", "clipped", "zIndex", "animation", "transition", "task",
        "gesture", "simultaneousGesture", "highPriorityGesture", "disabled", "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle",
        "listRowInsets", "listRowSeparator", "listRowSeparatorTint", "listRowBackground", "alignmentGuide", "sheet", "fullScreenCover",
        "popover", "alert", "confirmationDialog", "navigationDestination", "navigationTitle", "navigationBarTitleDisplayMode", "toolbar",
        "refreshable", "contextMenu", "swipeActions", "help", "keyboardShortcut", "hoverEffect", "redacted", "unredacted",
        "privacySensitive", "matchedGeometryEffect", "coordinateSpace", "scrollIndicators", "scrollDisabled", "aspectRatio", "scaledToFit",
        "scaledToFill", "draggable", "dropDestination", "sensoryFeedback", "focused", "submitLabel", "searchable",
    ]
    /// Modifiers that change how a background and the text on it look once drawn.
    private static let fading: Set<String> = [
        "opacity", "blendMode", "colorMultiply", "colorInvert", "luminanceToAlpha", "brightness", "contrast", "saturation", "grayscale",
        "hueRotation", "blur", "mask", "preferredColorScheme", "colorScheme", "visualEffect", "glassEffect",
    ]
    private static let shapes: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle"]

    /// Whether a modifier of this name is known to paint nothing and leave the view where it is.
    static func passes(_ name: String) -> Bool {
        if passing.contains(name) || name.hasPrefix("accessibility") { return true }
        // `onTapGesture`, `onAppear`, `onChange`: events.
        return name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true
    }

    /// Whether a modifier of this name changes how a background and the text on it look once drawn.
    static func fades(_ name: String) -> Bool { fading.contains(name) }

    /// The nearest ancestor's background under the text whose chain is `chain`, or `nil` when it is not sure.
    func color(under chain: ModifierChain, background: (FunctionCallExprSyntax) -> ScannedColor?) -> ScannedColor? {
        guard case .pass = read(ListRowBackdrop.allModifiers(chain), background: background) else { return nil }
        // A `ZStack` whose earlier views are all one fill (`ZStack { Color.appBg; VStack { … } }`) draws it under the text (``ZStackBackdrop``).
        let layer: (FunctionCallExprSyntax, String) -> ScannedColor? = { stack, name in
            guard name == "ZStack", let item = stack.trailingClosure?.statements.first(where: { $0.range.contains(chain.outermost.position) }) else {
                return nil
            }
            return ZStackBackdrop(scan: scan).fill(before: item, in: stack, wholeArea: true)
        }
        return BackdropWalk.fill(
            from: chain, through: Self.transparent, oneClosure: true,
            step: { _, outer in
                read(ListRowBackdrop.allModifiers(outer), background: background)
            }, end: layer)
    }

    /// A chain's modifiers, innermost first: the background it draws, a modifier that may paint, or neither.
    func read(_ modifiers: [ModifierChain.Modifier]?, background: (FunctionCallExprSyntax) -> ScannedColor?) -> BackdropStep {
        guard let modifiers else { return .stop }
        for (index, modifier) in modifiers.enumerated() {
            if modifier.name == "background" {
                guard let color = background(modifier.call) else { return .stop }
                if Self.isClear(color) { continue }
                guard Self.isOpaque(color), !modifiers[(index + 1)...].contains(where: { Self.fading.contains($0.name) }) else { return .stop }
                return .fill(color)
            }
            if modifier.name == "overlay" && Self.isOutline(modifier.call) { continue }
            guard passes(modifier) else { return .stop }
        }
        return .pass
    }

    /// Whether `modifier` paints nothing: a known SwiftUI modifier (not an `.environment` that
    /// forces a colour scheme), the app's font wrapper that only styles text, or `.if(c) { $0.… }`
    /// applying only such modifiers.
    private func passes(_ modifier: ModifierChain.Modifier) -> Bool {
        if modifier.name == "environment" { return !modifier.call.arguments.trimmedDescription.contains("colorScheme") }
        if Self.passes(modifier.name) { return true }
        if let wrapper = scan.fontWrapper(of: modifier)?.wrapper { return wrapper.paintsNothing }
        guard modifier.name == "if", let closure = modifier.call.trailingClosure, modifier.call.additionalTrailingClosures.isEmpty,
            closure.statements.count == 1, let item = closure.statements.first?.item,
            let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression,
            let chain = ModifierChain(outermost: expression), let root = chain.root.as(DeclReferenceExprSyntax.self)
        else { return false }
        let parameter = closure.signature?.parameterClause.map { $0.trimmedDescription.trimmingCharacters(in: ["(", ")", " "]) } ?? "$0"
        return root.baseName.text == parameter && chain.modifiers.allSatisfy { $0.name != "if" && passes($0) }
    }

    /// `.overlay(RoundedRectangle(cornerRadius: 8).stroke(…))`, `.overlay { Capsule().strokeBorder(…) }`:
    /// an outline, drawn round the view's edge and not over its text.
    private static func isOutline(_ call: FunctionCallExprSyntax) -> Bool {
        var expression = call.arguments.count == 1 ? call.arguments.first?.expression : nil
        if call.arguments.isEmpty, let closure = call.trailingClosure, closure.statements.count == 1 {
            expression = closure.statements.first?.item.as(ExprSyntax.self)
        }
        guard let expression, let chain = ModifierChain(outermost: expression), let name = chain.rootCall?.name, shapes.contains(name) else { return false }
        return chain.modifiers.contains { $0.name == "stroke" || $0.name == "strokeBorder" } && chain.modifiers.allSatisfy { $0.name != "fill" }
    }

    private static func isClear(_ color: ScannedColor) -> Bool {
        switch color {
        case .literal(let value, let alpha): alpha == 0 || value.alpha == 0
        case .system(let name): name == "clear" || name == "clearColor"
        default: false
        }
    }

    /// An opaque colour: written, an asset's, or a system colour that is not a translucent fill.
    private static func isOpaque(_ color: ScannedColor) -> Bool {
        switch color {
        case .literal: !color.isTranslucent
        case .asset: true
        case .system(let name): !name.lowercased().contains("fill") && !isClear(color)
        default: false
        }
    }
}
