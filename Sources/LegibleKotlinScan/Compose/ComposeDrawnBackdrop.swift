import LegibleReporting
import LegibleScan

/// A fill a modifier paints in code behind what follows it: `drawBehind { drawRect(…) }` or
/// `drawWithCache { onDrawBehind { drawRoundRect(brush = …) } }`. Gallery ebe9ea6a
/// AppHeader.kt:94 paints an opaque primaryContainer→tertiaryContainer gradient behind a 60%
/// surfaceContainerHigh card; the scan ignored it and judged the buttons' text over white (4.44:1
/// where the real backdrop gives 4.56–4.60:1).
///
/// Only a shape that covers the whole node is a backdrop: `drawRect`, `drawRoundRect`,
/// `drawCircle` or `drawOval` with no `topLeft`, `size`, `center`, `radius` or `offset` and no
/// `style = Stroke(…)`, written at the top of the lambda (not under a condition). A part-cover
/// shape (an underline, a progress bar) or a line leaves the backdrop as it was, as before.
enum ComposeDrawnBackdrop {
    /// What a draw-behind link paints.
    enum Fill {
        /// Its colours: one for a solid fill, each stop of a gradient, with how each is written.
        case colors([(name: String, color: ScannedColor)])
        /// A covering fill whose colour the reader cannot read (a parameter, a condition, a brush
        /// it does not know), as written.
        case unreadable(String)
    }

    static let drawLinks: Set<String> = ["drawBehind", "drawWithCache"]
    static let shapes: Set<String> = ["drawRect", "drawRoundRect", "drawCircle", "drawOval"]
    /// Arguments that place or size a shape inside the node, so it covers only part of it.
    static let partial: Set<String> = ["topLeft", "size", "center", "radius", "offset"]

    /// The fill `link` paints behind what follows it, `nil` when it paints no covering fill.
    static func fill(of link: ModifierChain.Link, values: ComposeValues) -> Fill? {
        guard drawLinks.contains(link.name), let lambda = link.lambda else { return nil }
        var locals: [String: KotlinExpression] = [:]
        var body = lambda.body
        if link.name == "drawWithCache" {
            // `drawWithCache { val brush = …; onDrawBehind { … } }`: the cache's values, then what it draws behind.
            collectLocals(body, into: &locals)
            var behind: [KotlinStatement]?
            for case .expression(let expression) in body {
                if case .call(let callee, _, let inner?) = expression.kind, case .name("onDrawBehind") = callee.kind { behind = inner.body }
            }
            guard let behind else { return nil }
            body = behind
        }
        collectLocals(body, into: &locals)
        var layers: [Fill] = []
        for case .expression(let expression) in body {
            guard case .call(let callee, let arguments, _) = expression.kind, case .name(let name) = callee.kind, shapes.contains(name) else { continue }
            if arguments.contains(where: { partial.contains($0.name ?? "") && !covers($0) })
                || arguments.contains(where: { $0.name == "style" && $0.value.sketch.contains("Stroke") })
            {
                continue
            }
            // Positionally a shape's first argument is its colour or brush; the rest place it.
            if arguments.dropFirst().contains(where: { $0.name == nil }) { continue }
            guard let paint = arguments.first(where: { $0.name == "color" || $0.name == "brush" })?.value ?? arguments.first(where: { $0.name == nil })?.value
            else { continue }
            layers.append(colors(paint, alpha: arguments.first(where: { $0.name == "alpha" })?.value, locals: locals, values: values))
        }
        guard var result = layers.first else { return nil }
        // A later covering shape is drawn over the earlier: an opaque one hides them, a translucent one tints them.
        for layer in layers.dropFirst() {
            guard case .colors(let top) = layer, case .colors(let below) = result else {
                result = layer
                continue
            }
            result = .colors(
                below.flatMap { under in top.map { (name: $0.name, color: TranslucentFill.layer($0.color, over: under.color)) } })
        }
        return result
    }

    /// A placing argument that places nothing: `size = size` (the node's own), `topLeft = Offset.Zero`
    /// (Neo-Backup b27516fc Background.kt:64 draws its gradient with `size = size`).
    private static func covers(_ argument: KotlinArgument) -> Bool {
        switch (argument.name, argument.value.sketch) {
        case ("size", "size"), ("size", "this.size"), ("topLeft", "Offset.Zero"), ("offset", "Offset.Zero"): true
        default: false
        }
    }

    /// `val`s written in a draw lambda (`val gradient = Brush.radialGradient(…)`).
    private static func collectLocals(_ statements: [KotlinStatement], into locals: inout [String: KotlinExpression]) {
        for case .declaration(let declaration) in statements where declaration.keyword == "val" {
            if let value = declaration.initializer { locals[declaration.name] = value }
        }
    }

    /// The colours a shape's `color`/`brush` paints: a colour, `SolidColor(c)`, or a gradient's
    /// stops (`Brush.radialGradient(colors = listOf(a, b))`, `Brush.verticalGradient(0f to a, 1f to b)`).
    private static func colors(_ written: KotlinExpression, alpha: KotlinExpression?, locals: [String: KotlinExpression], values: ComposeValues)
        -> Fill
    {
        var paint = written
        if case .name(let name) = paint.kind { paint = locals[name] ?? values.constants.resolve(paint) }
        // An alpha the file does not give (an animation's) leaves the colour drawn unknown.
        if let alpha, values.number(alpha) == nil { return .unreadable(written.sketch) }
        var stops: [KotlinExpression] = [paint]
        if case .call(let callee, let arguments, nil) = paint.kind {
            let function = callee.sketch
            if function == "SolidColor", let first = arguments.first {
                stops = [first.value]
            } else if function.hasPrefix("Brush.") && function.hasSuffix("Gradient") {
                stops = gradientStops(arguments)
            }
        }
        var found: [(name: String, color: ScannedColor)] = []
        for stop in stops {
            var expression = stop
            if case .name(let name) = expression.kind, let local = locals[name] { expression = local }
            guard let color = values.color(expression) else { return .unreadable(written.sketch) }
            found.append((stop.sketch, multiplied(color, by: values.number(alpha))))
        }
        return found.isEmpty ? .unreadable(written.sketch) : .colors(found)
    }

    /// A gradient's stop colours: its `colors = listOf(…)` (or first argument), or its `colorStops` pairs.
    private static func gradientStops(_ arguments: [KotlinArgument]) -> [KotlinExpression] {
        let list = arguments.first(where: { $0.name == "colors" || $0.name == "colorStops" })?.value ?? arguments.first(where: { $0.name == nil })?.value
        if let list, case .call(let callee, let items, nil) = list.kind, ["listOf", "arrayOf", "persistentListOf"].contains(callee.sketch) {
            return items.map { stopColor($0.value) }
        }
        // `Brush.verticalGradient(0f to a, 1f to b)`: vararg pairs.
        let pairs = arguments.filter { $0.name == nil }.map(\.value)
        if !pairs.isEmpty, pairs.allSatisfy({ if case .binary("to", _, _) = $0.kind { true } else { false } }) { return pairs.map(stopColor) }
        return []
    }

    private static func stopColor(_ expression: KotlinExpression) -> KotlinExpression {
        if case .binary("to", _, let color) = expression.kind { return color }
        return expression
    }

    /// A shape's `alpha =` applied to its colour.
    private static func multiplied(_ color: ScannedColor, by alpha: Double?) -> ScannedColor {
        guard let alpha, alpha < 1 else { return color }
        switch color {
        case .literal(let value, let own): return .literal(value, alpha: own * alpha)
        case .themed(let name, let theme, let light, let dark):
            return .themed(name, theme: theme, light: multiplied(light, by: alpha), dark: multiplied(dark, by: alpha))
        default: return .unresolved("\(color)", reason: "a colour drawn at an alpha the reader cannot apply")
        }
    }
}

/// One stop of a gradient drawn in code, with what is layered over it.
struct DrawnStop: Hashable {
    var name: String
    var color: ScannedColor?
    /// How a finding names this backdrop, when it is not a gradient's stop (``ComposeChosenFills``).
    var backdrop: String? = nil
}

extension ComposeFileScan.Context {
    /// `fill` drawn over the backdrop here, and over each stop of a gradient drawn in code. A
    /// translucent fill over a drawing whose colours are unread stays unread: white is no guess for it.
    mutating func layer(_ fill: ScannedColor) {
        if unreadDrawing != nil, !TranslucentFill.hidesBackdrop(fill) { return }
        let stops = drawnStops.map { DrawnStop(name: $0.name, color: TranslucentFill.layer(fill, over: $0.color), backdrop: $0.backdrop) }
        background = TranslucentFill.layer(fill, over: background)
        drawnStops = stops
    }
}

extension ComposeFileScan {
    /// The fills a modifier chain paints, in the order drawn, over `context`'s backdrop: its last
    /// `background` (``ModifierChain/background(values:)``) and a fill drawn behind in code,
    /// whichever comes first in the chain drawn first. Whether the chain paints anything.
    @discardableResult
    func applyFills(_ chain: ModifierChain, at position: KotlinPosition, to context: inout Context) -> Bool {
        if let chosen = chosenFills(chain, over: context) {
            context.background = chosen[0].color
            context.drawnStops = chosen
            return true
        }
        let background = chain.background(values: values)
        let drawnIndex = chain.links.lastIndex { ComposeDrawnBackdrop.fill(of: $0, values: values) != nil }
        guard let drawnIndex, let drawn = ComposeDrawnBackdrop.fill(of: chain.links[drawnIndex], values: values) else {
            if let background { context.layer(background) }
            return background != nil
        }
        let backgroundIndex = chain.links.lastIndex { $0.name == "background" || ModifierChain.drawsFill($0) }
        let drawnFirst = backgroundIndex.map { drawnIndex < $0 } ?? false
        if let background, !drawnFirst { context.layer(background) }
        switch drawn {
        case .colors(let stops) where stops.count == 1:
            context.layer(stops[0].color)
        case .colors(let stops):
            let layered = stops.map { stop -> DrawnStop in
                var over = context
                over.layer(stop.color)
                return DrawnStop(name: stop.name, color: over.background)
            }
            context.background = layered[0].color
            // Stops that come out alike are one backdrop.
            if Set(layered.map(\.color)).count > 1 { context.drawnStops = layered }
        case .unreadable(let written):
            context.background = .unresolved(written, reason: ComposeDrawnBackdrop.unreadReason)
            context.unreadDrawing = position
        }
        if let background, drawnFirst { context.layer(background) }
        return true
    }

    /// The text's colour states over each stop of a gradient drawn behind it in code: one
    /// finding names the stop where it is least legible. `nil` without such a gradient, or when
    /// the text's colour is not known.
    func drawnStopStates(_ element: ScannedElement, stops: [DrawnStop]) -> [ScannedColorState]? {
        guard stops.count > 1 else { return nil }
        var base = element.textColorStates
        if base.isEmpty {
            guard let color = element.textColor else { return nil }
            if case .unresolved = color { return nil }
            base = [ScannedColorState(condition: "", color: color)]
        }
        return base.flatMap { state in
            stops.map { stop -> ScannedColorState in
                var shown = state
                shown.background = TranslucentFill.bestCase(stop.color, text: state.color) ?? stop.color
                shown.backdrop = stop.backdrop ?? "the drawn gradient's \(stop.name) stop"
                return shown
            }
        }
    }

    /// A note, once per drawing, that text inside a fill drawn in code was not measured.
    func noteUnreadDrawing(_ context: Context) {
        guard let position = context.unreadDrawing, case .unresolved(let written, _)? = context.background, !notedDrawings.contains(position.line) else {
            return
        }
        notedDrawings.insert(position.line)
        findings.append(
            Finding(
                id: id(position, context), rule: ScanRules.unresolved.id, severity: .note,
                message: "the backdrop behind this text is drawn in code (\(written)), in colours the reader cannot read: its contrast was not measured",
                location: location(position)))
    }
}

extension ComposeDrawnBackdrop {
    static let unreadReason = "a backdrop drawn in code (drawBehind, drawWithCache) in colours the reader cannot read"
}
