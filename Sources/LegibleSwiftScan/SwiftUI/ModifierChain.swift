import SwiftSyntax

/// A SwiftUI view expression and the modifiers applied to it, innermost first:
/// `Text("a").font(.body).frame(width: 80)` is the root `Text("a")` with `font` then `frame`.
struct ModifierChain {
    /// One `.name(…)` call of the chain (or `.name { … }` with a trailing closure).
    struct Modifier {
        var name: String
        var call: FunctionCallExprSyntax

        /// The modifier's name where it is written (`font` of `.font(…)`), where findings point.
        var nameNode: Syntax {
            call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
        }
    }

    /// The expression the modifiers apply to: `Text("a")`, `Image(systemName: "x")`, `Color.red`.
    var root: ExprSyntax
    /// The modifiers, innermost (closest to the root) first.
    var modifiers: [Modifier]
    /// The outermost call, whose end ends the chain.
    var outermost: ExprSyntax

    /// The root as a call when it is one (`Text("a")`), with its type name (`Text`).
    var rootCall: (name: String, call: FunctionCallExprSyntax)? {
        guard let call = root.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            return nil
        }
        return (reference.baseName.text, call)
    }

    /// The chain whose outermost expression is `expression`: walks down through `base.name(…)`
    /// calls to the root. `nil` when `expression` is not a call.
    init?(outermost expression: ExprSyntax) {
        var modifiers: [Modifier] = []
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base
            {
                modifiers.append(Modifier(name: member.declName.baseName.text, call: call))
                current = base
            } else if !modifiers.isEmpty, let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
                base.is(FunctionCallExprSyntax.self)
            {
                // A property between two modifiers (`.padding(4).backport.glassEffect(…)`, Swiftfin's
                // back-deployment shim in AppPermissionsView.swift:53) passes the same view on.
                current = base
            } else {
                break
            }
        }
        guard current.is(FunctionCallExprSyntax.self) || !modifiers.isEmpty else { return nil }
        root = current
        self.modifiers = modifiers.reversed()
        outermost = expression
    }

    /// Whether `node` is the outermost expression of a chain: it is a call, and not the base of a
    /// further `.name` access.
    static func isOutermost(_ node: FunctionCallExprSyntax) -> Bool {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id { return false }
        // `x.font(…)` used as a callee (`x.font(…)(…)`) is not a modifier chain either.
        return true
    }

    /// The first modifier named `name`, innermost first.
    func first(_ name: String) -> Modifier? {
        modifiers.first { $0.name == name }
    }
}

/// A view's size as its modifiers fix it, for `target.small` and the text's width.
///
/// The arithmetic (Documentation/SwiftScan.md): modifiers are applied innermost first.
/// `.frame(width:height:)` sets each dimension it names; `.frame(minWidth:minHeight:)` raises a
/// known dimension to the minimum; a `maxWidth`/`maxHeight` at or below it lowers it, and a larger
/// one (or `.infinity`) leaves it to the parent's proposal: unknown. `.padding` applied
/// after a known dimension adds to it (both edges of that axis); an even padding on every edge is
/// kept apart as the hit-area outset. A dimension no frame fixes stays unknown, and an unknown
/// dimension is never judged.
struct FrameArithmetic {
    var width: Double?
    var height: Double?
    var outset: Double = 0
    /// The text's own layout width: the innermost frame's width (or numeric `maxWidth`) less the
    /// padding inside it.
    var textWidth: Double?
    var textMaxWidth: Double?
    /// Whether a frame names a size the scan cannot read: the view's size is then not known,
    /// and a button's label frame is not its size either.
    var hasUnreadSize = false
    /// Whether a frame makes the view empty (`.frame(width: 0, height: 0)`): nothing is drawn
    /// there to tap, as with a text field kept off screen to take a one-time code.
    var isEmpty: Bool { width == 0 || height == 0 }
    private var innerPaddingHorizontal: Double = 0
    private var textWidthSettled = false

    /// Whether a padding is outside the view that takes the touch: padding written after a
    /// `Button` lays it out in more room but is not tapped (Ruuvi Station
    /// `Widgets/Sources/View/MultiSensorWidgetView.swift:40-48`, a 12×12 refresh button reported
    /// at 24×28 for its `.padding(.trailing, 12).padding(.bottom, 16)`, fresh-ios25b pattern 2).
    private var paddingOutsideTarget = false

    init(_ modifiers: some Sequence<ModifierChain.Modifier>, constants: Constants, paddingOutsideTarget: Bool = false) {
        self.paddingOutsideTarget = paddingOutsideTarget
        for modifier in modifiers {
            switch modifier.name {
            case "frame": applyFrame(modifier.call, constants: constants)
            case "padding": applyPadding(modifier.call, constants: constants)
            default:
                // An app's own sizing modifier (``SizeWrapper``): its frames and paddings, as if written here.
                guard let wrapped = constants.sizeWrappers[modifier.name]?.lazy.compactMap({ $0.modifiers(at: modifier.call) }).first else { break }
                for inner in wrapped {
                    if inner.name == "frame" { applyFrame(inner.call, constants: constants) } else { applyPadding(inner.call, constants: constants) }
                }
            }
        }
    }

    private mutating func applyFrame(_ call: FunctionCallExprSyntax, constants: Constants) {
        let fixedWidth = constants.number(call.argument("width"))
        let fixedHeight = constants.number(call.argument("height"))
        // A dimension the frame names with a value the scan cannot read (a constant of another
        // file, `NavigationHeaderConstants.buttonSize`) is unknown, not what it was inside the
        // frame (anytype-swift 3095acf0 `ObjectPropertiesLibraryView.swift:39`, a 44 pt button
        // around a 32 pt icon).
        if call.argument("width") != nil || call.argument("height") != nil { outset = 0 }
        if call.argument("width") != nil { width = fixedWidth }
        if call.argument("height") != nil { height = fixedHeight }
        if ["width", "minWidth"].contains(where: { Self.isUnread(call, $0, constants) }) {
            hasUnreadSize = true
            width = nil
        }
        if ["height", "minHeight"].contains(where: { Self.isUnread(call, $0, constants) }) {
            hasUnreadSize = true
            height = nil
        }
        if let minimum = constants.number(call.argument("minWidth")), let known = width { width = max(known, minimum) }
        if let minimum = constants.number(call.argument("minHeight")), let known = height { height = max(known, minimum) }
        if let maximum = call.argument("maxWidth") { width = Self.flexible(width, maximum: constants.number(maximum)) }
        if let maximum = call.argument("maxHeight") { height = Self.flexible(height, maximum: constants.number(maximum)) }
        if !textWidthSettled {
            if let fixedWidth {
                textWidth = max(0, fixedWidth - innerPaddingHorizontal)
                textWidthSettled = true
            } else if let maximum = constants.number(call.argument("maxWidth")) {
                textMaxWidth = max(0, maximum - innerPaddingHorizontal)
                textWidthSettled = true
            }
        }
    }

    /// Whether `call` names the argument `label` with a value the scan cannot read.
    private static func isUnread(_ call: FunctionCallExprSyntax, _ label: String, _ constants: Constants) -> Bool {
        guard let argument = call.argument(label) else { return false }
        return constants.number(argument) == nil
    }

    /// A known dimension under a flexible frame (`.frame(maxHeight: 62)`): SwiftUI makes the frame
    /// as large as its parent proposes, up to the maximum and never smaller than the view, so only
    /// a maximum at or below the known size keeps it known. A larger or unread maximum
    /// (`.infinity`, a variable) leaves the size to the parent: unknown (Mlem 83702b65
    /// `CollapsibleSheetView.swift:30`, a 16 pt chevron in a 62 pt tall tappable frame).
    static func flexible(_ known: Double?, maximum: Double?) -> Double? {
        guard let known, let maximum, maximum <= known else { return nil }
        return maximum
    }

    private mutating func applyPadding(_ call: FunctionCallExprSyntax, constants: Constants) {
        let insets = PaddingInsets(call, constants: constants)
        if paddingOutsideTarget {
            // Only the text inside a later frame is narrowed by it.
            if !textWidthSettled, let insets { innerPaddingHorizontal += insets.leading + insets.trailing }
            return
        }
        guard let insets else {
            // A padding whose amount is not a literal: the size is no longer known.
            width = nil
            height = nil
            outset = 0
            if !textWidthSettled { textWidthSettled = true }
            return
        }
        if !textWidthSettled { innerPaddingHorizontal += insets.leading + insets.trailing }
        let even = insets.top == insets.leading && insets.leading == insets.bottom && insets.bottom == insets.trailing
        if even, width != nil, height != nil {
            outset += insets.top
        } else {
            if let known = width { width = known + insets.leading + insets.trailing }
            if let known = height { height = known + insets.top + insets.bottom }
        }
    }
}

/// The insets a `.padding(…)` call adds on each edge.
struct PaddingInsets {
    var top: Double = 0
    var leading: Double = 0
    var bottom: Double = 0
    var trailing: Double = 0

    /// SwiftUI's default padding on iOS when `.padding()` names no amount.
    static let systemDefault = 16.0

    /// The insets of `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`,
    /// `.padding([.top, .leading], 4)`, `.padding(EdgeInsets(top:leading:bottom:trailing:))`;
    /// `nil` when an amount is not a literal.
    init?(_ call: FunctionCallExprSyntax, constants: Constants) {
        let arguments = Array(call.arguments)
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var amount = Self.systemDefault
        if let first = arguments.first?.expression {
            if let insets = first.as(FunctionCallExprSyntax.self), insets.calledName == "EdgeInsets" {
                guard let top = constants.number(insets.argument("top")), let leading = constants.number(insets.argument("leading")),
                    let bottom = constants.number(insets.argument("bottom")), let trailing = constants.number(insets.argument("trailing"))
                else { return nil }
                (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
                return
            }
            if let value = constants.number(first), arguments.count == 1 {
                amount = value
            } else if let named = Self.edges(first) {
                edges = named
                if arguments.count == 2 {
                    guard let value = constants.number(arguments[1].expression) else { return nil }
                    amount = value
                }
            } else {
                return nil
            }
        }
        if edges.contains("top") { top = amount }
        if edges.contains("leading") { leading = amount }
        if edges.contains("bottom") { bottom = amount }
        if edges.contains("trailing") { trailing = amount }
    }

    /// The edges `.horizontal`, `.all`, `[.top, .bottom]`, `Edge.Set.leading` name.
    static func edges(_ expression: ExprSyntax) -> Set<String>? {
        func named(_ name: String) -> Set<String>? {
            switch name {
            case "all": ["top", "leading", "bottom", "trailing"]
            case "horizontal": ["leading", "trailing"]
            case "vertical": ["top", "bottom"]
            case "top", "leading", "bottom", "trailing": [name]
            default: nil
            }
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var result: Set<String> = []
            for element in array.elements {
                guard let name = element.expression.lastName, let set = named(name) else { return nil }
                result.formUnion(set)
            }
            return result
        }
        guard expression.is(MemberAccessExprSyntax.self), let name = expression.lastName else { return nil }
        return named(name)
    }
}
