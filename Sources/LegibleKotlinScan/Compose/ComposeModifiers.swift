import LegibleScan

/// One `Modifier` chain (`Modifier.width(120.dp).padding(8.dp).clickable { … }`), its links in
/// the order they apply: the first link is the outermost, as Compose measures them.
struct ModifierChain {
    struct Link {
        var name: String
        var arguments: [KotlinArgument]
        var hasLambda: Bool
        /// Whether its trailing lambda is `{}`.
        var emptyLambda = false
        /// Its trailing lambda, for a fill an app's own modifier draws inside one.
        var lambda: KotlinLambda? = nil

        /// A handler that does nothing: every handler it is given is `{}` (`toggleable(value =
        /// true, onValueChange = {})` gives a Checkbox role to TalkBack while the row around it
        /// takes the tap: Element X 477aa366 SelectedIndicatorAtom.kt:34).
        var doesNothing: Bool {
            var handlers = arguments.filter { Self.handlerLabels.contains($0.name ?? "") }.map { argument -> Bool in
                if case .lambda(let lambda) = argument.value.kind { return lambda.body.isEmpty }
                return false
            }
            if hasLambda { handlers.append(emptyLambda) }
            return !handlers.isEmpty && handlers.allSatisfy { $0 }
        }

        static let handlerLabels: Set<String> = ["onClick", "onValueChange", "onLongClick", "onDoubleClick"]

        func argument(_ label: String, at position: Int? = nil) -> KotlinExpression? {
            if let named = arguments.first(where: { $0.name == label }) { return named.value }
            guard let position, position < arguments.count, arguments[position].name == nil else { return nil }
            return arguments[position].value
        }
    }

    private(set) var links: [Link] = []

    /// Handlers of a tap; `pointerInput` (any gesture, often `detectTapGestures`) counts too.
    static let clickNames: Set<String> = ["clickable", "combinedClickable", "toggleable", "triStateToggleable", "selectable", "pointerInput"]

    /// The links of `expression` down to its root (`Modifier`, a `modifier` parameter).
    init(_ expression: KotlinExpression?) {
        var current = expression
        while let node = current {
            switch node.kind {
            case .call(let callee, let arguments, let lambda):
                guard case .member(let base, let name, _) = callee.kind else {
                    current = nil
                    continue
                }
                links.insert(
                    Link(name: name, arguments: arguments, hasLambda: lambda != nil, emptyLambda: lambda?.body.isEmpty == true, lambda: lambda), at: 0)
                current = base
            case .member(let base, _, _):
                current = base
            default:
                current = nil
            }
        }
    }

    /// The name a chain starts from (`Modifier`, `modifier`), `nil` when it is not a chain of calls on a name.
    static func root(of expression: KotlinExpression) -> String? {
        var current = expression
        while true {
            switch current.kind {
            case .name(let name): return name
            case .member(let base, _, _): current = base
            case .call(let callee, _, _):
                guard case .member = callee.kind else { return nil }
                current = callee
            default: return nil
            }
        }
    }

    /// The first click, toggle or selection handler, by its index; `also` names the app's own
    /// click modifiers (``ComposeClickModifiers``).
    func clickIndex(also: Set<String> = []) -> Int? {
        links.firstIndex { (Self.clickNames.contains($0.name) || also.contains($0.name)) && !$0.doesNothing }
    }

    /// Whether the chain keeps Material's minimum touch target itself.
    var keepsMinimumTarget: Bool { links.contains { $0.name == "minimumInteractiveComponentSize" } }

    /// The size a link sets along one axis (`width`, `size`, `requiredSize`…), in dp.
    func size(of link: Link, horizontal: Bool, values: ComposeValues) -> Double? {
        switch link.name {
        case "width", "requiredWidth": horizontal ? values.dp(link.argument("width", at: 0)) : nil
        case "height", "requiredHeight": horizontal ? nil : values.dp(link.argument("height", at: 0))
        case "size", "requiredSize":
            if link.arguments.count == 1, link.arguments[0].name == nil || link.arguments[0].name == "size" {
                values.dp(link.arguments[0].value) ?? values.dpSize(link.arguments[0].value, horizontal: horizontal)
            } else {
                values.dp(link.argument(horizontal ? "width" : "height", at: horizontal ? 0 : 1))
            }
        default: nil
        }
    }

    /// The padding a link adds on both sides along one axis, in dp (0 when it is no padding).
    func padding(of link: Link, horizontal: Bool, values: ComposeValues) -> Double {
        guard link.name == "padding" else { return 0 }
        let positional = link.arguments.filter { $0.name == nil }.map(\.value)
        if !positional.isEmpty {
            switch positional.count {
            case 1: return 2 * (values.dp(positional[0]) ?? 0)
            case 2: return 2 * (values.dp(positional[horizontal ? 0 : 1]) ?? 0)
            case 4: return (values.dp(positional[horizontal ? 0 : 1]) ?? 0) + (values.dp(positional[horizontal ? 2 : 3]) ?? 0)
            default: return 0
            }
        }
        let sides = horizontal ? ["start", "end", "left", "right"] : ["top", "bottom"]
        let both = values.dp(link.argument(horizontal ? "horizontal" : "vertical")) ?? values.dp(link.argument("all")) ?? 0
        let single = sides.compactMap { values.dp(link.argument($0)) }.reduce(0, +)
        return single > 0 ? single : 2 * both
    }

    /// The width the text is laid out in: a fixed width (`width`, `size`, `requiredWidth`) less
    /// the padding inside it, or a maximum (`widthIn(max =)`); `nil` when the chain sets neither.
    func textWidth(values: ComposeValues) -> ScannedWidth? {
        for (index, link) in links.enumerated() {
            let inside = links[(index + 1)...].map { padding(of: $0, horizontal: true, values: values) }.reduce(0, +)
            if let width = size(of: link, horizontal: true, values: values) { return .fixed(max(width - inside, 0)) }
            if ["widthIn", "requiredWidthIn"].contains(link.name), let maximum = values.dp(link.argument("max", at: 1)) {
                return .maximum(max(maximum - inside, 0))
            }
            if link.name == "sizeIn", let maximum = values.dp(link.argument("maxWidth", at: 2)) { return .maximum(max(maximum - inside, 0)) }
        }
        return nil
    }

    /// A height the chain sets or bounds its text to.
    enum HeightBound: Equatable {
        /// `height(40.dp)`, `size(40.dp)`, `heightIn(max = 40.dp)`: the first one, less the vertical padding inside it.
        case known(Double)
        /// `height(rowHeight)`, `fillMaxHeight()`, `aspectRatio(…)`: a bound whose value the file does not give.
        case unknown
    }

    /// The height the chain bounds its content to, `nil` when nothing in it does (`heightIn(min =)`
    /// and `defaultMinSize` only make it taller).
    func fixedHeight(values: ComposeValues) -> HeightBound? {
        for (index, link) in links.enumerated() {
            let inside = links[(index + 1)...].map { padding(of: $0, horizontal: false, values: values) }.reduce(0, +)
            if let height = size(of: link, horizontal: false, values: values) { return .known(max(height - inside, 0)) }
            switch link.name {
            case "heightIn", "requiredHeightIn":
                if link.argument("max", at: 1) == nil { continue }
                return values.dp(link.argument("max", at: 1)).map { .known(max($0 - inside, 0)) } ?? .unknown
            case "sizeIn", "requiredSizeIn":
                if link.argument("maxHeight", at: 3) == nil { continue }
                return values.dp(link.argument("maxHeight", at: 3)).map { .known(max($0 - inside, 0)) } ?? .unknown
            // `weight` shares a Row's width far more often than a Column's height: a Text's lines still set its height.
            case "defaultMinSize", "weight": continue
            default:
                if Self.constrainsSize(link, horizontal: false) { return .unknown }
            }
        }
        return nil
    }

    /// Links that set or bound a size along one axis, known or not (`size(iconSize)`,
    /// `fillMaxWidth()`, `heightIn(min = 40.dp)`, `weight(1f)`).
    static func constrainsSize(_ link: Link, horizontal: Bool) -> Bool {
        let both: Set<String> = [
            "size", "requiredSize", "sizeIn", "requiredSizeIn", "defaultMinSize", "fillMaxSize", "matchParentSize", "aspectRatio", "weight",
        ]
        let axis: Set<String> =
            horizontal
            ? ["width", "requiredWidth", "widthIn", "requiredWidthIn", "fillMaxWidth"]
            : ["height", "requiredHeight", "heightIn", "requiredHeightIn", "fillMaxHeight"]
        return both.contains(link.name) || axis.contains(link.name)
    }

    /// The size of the area the click handler at `click` covers along one axis: a size set
    /// inside it plus the padding between, or a size set outside it less the padding between;
    /// `content` (an `Icon`'s 24 dp) when nothing in the chain sets or bounds the size. `nil`
    /// when the nearest size is not a number the file gives (`size(iconSize)`, `fillMaxWidth()`).
    func clickSize(at click: Int, horizontal: Bool, content: Double?, values: ComposeValues) -> Double? {
        // `defaultMinSize` bounds only the axes it is given: `defaultMinSize(24.dp)` is a minimum width.
        let constrains = { (link: Link) in
            link.name == "defaultMinSize" ? Self.minimumArgument(link, horizontal: horizontal) != nil : Self.constrainsSize(link, horizontal: horizontal)
        }
        // The content with the padding inside it, from the link after `index` on (`nil` when not known).
        func inner(after index: Int) -> Double? {
            var padding = 0.0
            for link in links[(index + 1)...] where link.name != "defaultMinSize" || constrains(link) {
                if constrains(link) { return nil }
                guard knowsPadding(link, values: values) else { return nil }
                padding += self.padding(of: link, horizontal: horizontal, values: values)
            }
            return content.map { $0 + padding }
        }
        // What is inside the handler counts only when it sizes the area: under `size(24.dp).clickable
        // { }` an unknown padding inside changes nothing (Wire d34c49fc AttachmentScaffold.kt:71).
        if links[(click + 1)...].contains(where: constrains) || !links.contains(where: constrains) {
            var padding = 0.0
            for (index, link) in links.enumerated().dropFirst(click + 1) {
                // A minimum is a lower bound on what is inside it: the greater of the two.
                if let written = Self.minimumOnly(link, horizontal: horizontal) {
                    guard let minimum = values.dp(written), let inside = inner(after: index) else { return nil }
                    return max(inside, minimum) + padding
                }
                if constrains(link) { return size(of: link, horizontal: horizontal, values: values).map { $0 + padding } }
                // A padding the file does not give (`padding(Theme.spacing.small)`) makes the area unknown, not the content's.
                guard knowsPadding(link, values: values) else { return nil }
                padding += self.padding(of: link, horizontal: horizontal, values: values)
            }
            return content.map { $0 + padding }
        }
        var padding = 0.0
        for link in links[..<click].reversed() {
            // Tasks e5587e1a App.kt:2811, `defaultMinSize(minHeight = 36.dp).clickable { … }` on a
            // 16 dp line: the area is 36 dp tall, the greater of the minimum and what is inside.
            if let written = Self.minimumOnly(link, horizontal: horizontal) {
                guard let minimum = values.dp(written), let inside = inner(after: click) else { return nil }
                return max(minimum - padding, inside)
            }
            if constrains(link) {
                return size(of: link, horizontal: horizontal, values: values).map { max($0 - padding, 0) }
            }
            guard knowsPadding(link, values: values) else { return nil }
            padding += self.padding(of: link, horizontal: horizontal, values: values)
        }
        return nil
    }

    /// The minimum a `defaultMinSize(minWidth, minHeight)` link writes for one axis, if any.
    static func minimumArgument(_ link: Link, horizontal: Bool) -> KotlinExpression? {
        link.argument(horizontal ? "minWidth" : "minHeight", at: horizontal ? 0 : 1)
    }

    /// The minimum a link sets along one axis when it sets no maximum there: `defaultMinSize`,
    /// and `heightIn(min =)`, `widthIn(min =)`, `sizeIn(minWidth =, minHeight =)` (and their
    /// `required` forms) with no `max` for that axis, which only make the area at least that
    /// large (Home Assistant 532638a9 ManageTilesScreen.kt:313, `.clickable { }.padding(horizontal
    /// = 16.dp).heightIn(min = 40.dp)` around a 24 dp icon: 40 dp tall, not unknown).
    static func minimumOnly(_ link: Link, horizontal: Bool) -> KotlinExpression? {
        switch link.name {
        case "defaultMinSize": return minimumArgument(link, horizontal: horizontal)
        case "heightIn", "requiredHeightIn", "widthIn", "requiredWidthIn":
            guard horizontal == link.name.contains("idth"), link.argument("max", at: 1) == nil else { return nil }
            return link.argument("min", at: 0)
        case "sizeIn", "requiredSizeIn":
            guard link.argument(horizontal ? "maxWidth" : "maxHeight", at: horizontal ? 2 : 3) == nil else { return nil }
            return minimumArgument(link, horizontal: horizontal)
        default: return nil
        }
    }

    /// Whether every length a `padding(…)` link gives is one the file says (any other link: true).
    func knowsPadding(_ link: Link, values: ComposeValues) -> Bool {
        guard link.name == "padding" else { return true }
        return link.arguments.allSatisfy { values.dp($0.value) != nil }
    }

    /// The colour of the last `background(…)` link, the one nearest the content, that fills anything.
    func background(values: ComposeValues) -> ScannedColor? {
        for link in links.reversed() {
            guard link.name == "background" else {
                // An app's own modifier that draws a fill in a lambda (Proton Pass d04eec28
                // ItemHistoryRestoreTabRow.kt:78, `applyIf(condition = isSelected, ifTrue = {
                // background(…) })`) may cover the fill before it: what shows is not known.
                if Self.drawsFill(link) { return .unresolved(link.name, reason: "a fill the app's own modifier \(link.name) may draw") }
                continue
            }
            if let color = values.color(link.argument("color", at: 0)) {
                // `background(Color.Transparent)` fills nothing: what is behind shows (Pocket Casts' guest pass page).
                if ComposeValues.isClear(color) { continue }
                return color
            }
            // A fill the reader cannot read (a colour chosen by a condition, a parameter, a brush)
            // covers what is behind it: not the outer fill (Anytype 1c92276a SpaceChatWidget.kt:132,
            // `background(color = if (isMuted) … else …)` behind a white count, was judged on the card).
            let written = link.argument("color", at: 0) ?? link.argument("brush")
            return .unresolved(written?.sketch ?? "background", reason: "a fill the reader cannot read (a condition, a parameter, a brush)")
        }
        return nil
    }

    /// Whether a link that is not Compose's `background` calls `background(…)` in a lambda it is
    /// given (its trailing one or an argument), or in an argument that is a modifier
    /// (Anytype 1c92276a WidgetOverlayFragment.kt:499, `.then(when (spaceBackground) { … ->
    /// Modifier.background(…) })`, a wallpaper tint over the fill before it).
    static func drawsFill(_ link: Link) -> Bool {
        var found = false
        let visit = { (expression: KotlinExpression) in
            guard case .call(let callee, _, _) = expression.kind else { return }
            switch callee.kind {
            case .name("background"), .member(_, "background", _): found = true
            default: break
            }
        }
        for argument in link.arguments {
            if case .lambda(let lambda) = argument.value.kind {
                KotlinWalk.expressions(in: lambda.body, visit)
            } else {
                KotlinWalk.expressions(in: argument.value, depth: 0, visit)
            }
        }
        if let trailing = link.lambda { KotlinWalk.expressions(in: trailing.body, visit) }
        return found
    }
}
