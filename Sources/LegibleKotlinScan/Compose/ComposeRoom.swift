import LegibleScan

/// The width a modifier chain leaves its content on each screen: Compose measures a chain from
/// its first link in, each link narrowing the constraints the rest gets (`padding` takes its
/// sides off, `width` fixes, `widthIn(max =)` caps, `fillMaxWidth(f)` takes a share).
extension ModifierChain {
    /// Links that change no width: drawing, input, semantics, heights and vertical insets (the
    /// system bars' and the keyboard's horizontal insets are 0 on a phone held upright).
    static let widthNeutral: Set<String> = [
        "alpha", "background", "border", "clip", "clipToBounds", "shadow", "graphicsLayer", "drawBehind", "drawWithContent", "drawWithCache",
        "clickable", "combinedClickable", "toggleable", "triStateToggleable", "selectable", "pointerInput", "indication", "hoverable", "focusable",
        "focusRequester", "focusTarget", "onFocusChanged", "semantics", "clearAndSetSemantics", "testTag", "zIndex", "offset", "align", "weight",
        "height", "requiredHeight", "heightIn", "requiredHeightIn", "fillMaxHeight", "defaultMinSize", "minimumInteractiveComponentSize",
        "verticalScroll", "nestedScroll", "animateContentSize", "animateItem", "animateItemPlacement", "onGloballyPositioned", "onSizeChanged",
        "onPlaced", "wrapContentHeight", "statusBarsPadding", "navigationBarsPadding", "systemBarsPadding", "imePadding", "safeDrawingPadding",
        "captionBarPadding", "windowInsetsPadding", "consumeWindowInsets", "draggable", "swipeable", "anchoredDraggable", "scrollable",
        "paint", "rotate", "scale", "contentDescription", "bringIntoViewRequester", "onKeyEvent", "onPreviewKeyEvent", "selectableGroup",
    ]

    /// The most width the content inside the chain gets on each screen, given `incoming` (one
    /// width per screen); `nil` when a link makes it unknown (a padding the file does not give,
    /// a custom modifier, `horizontalScroll`, which lifts the limit).
    func room(_ incoming: [Double], values: ComposeValues, zeroPaddings: Set<String>) -> [Double]? {
        var room = incoming
        for link in links {
            guard let next = Self.apply(link, to: room, values: values, zeroPaddings: zeroPaddings) else { return nil }
            room = next
        }
        return room
    }

    private static func apply(_ link: Link, to room: [Double], values: ComposeValues, zeroPaddings: Set<String>) -> [Double]? {
        switch link.name {
        case "padding":
            guard let padding = horizontalPadding(link.arguments, values: values, zeroPaddings: zeroPaddings) else { return nil }
            return room.map { max($0 - padding, 0) }
        case "width", "size":
            // A size larger than the constraints is clamped to them.
            guard let width = ModifierChain(nil).size(of: link, horizontal: true, values: values) else { return nil }
            return room.map { min(width, $0) }
        case "requiredWidth", "requiredSize":
            guard let width = ModifierChain(nil).size(of: link, horizontal: true, values: values) else { return nil }
            return room.map { _ in width }
        case "widthIn", "requiredWidthIn", "sizeIn", "requiredSizeIn":
            let label = link.name.hasPrefix("size") || link.name.hasPrefix("requiredSize") ? "maxWidth" : "max"
            guard let written = link.argument(label, at: label == "max" ? 1 : 2) else { return room }
            guard let maximum = values.dp(written) else { return nil }
            return link.name.hasPrefix("required") ? room.map { _ in maximum } : room.map { min(maximum, $0) }
        case "fillMaxWidth", "fillMaxSize":
            guard let fraction = link.arguments.isEmpty ? 1 : values.number(link.argument("fraction", at: 0)) else { return nil }
            return room.map { $0 * fraction }
        case "wrapContentWidth", "wrapContentSize":
            // `unbounded = true` lets the content grow past the constraints.
            return link.argument("unbounded")?.sketch == "true" || link.argument("unbounded", at: 1)?.sketch == "true" ? nil : room
        default:
            return widthNeutral.contains(link.name) ? room : nil
        }
    }

    /// The horizontal padding (start + end) of `padding(…)`'s or `PaddingValues(…)`'s arguments,
    /// in dp: `padding(16.dp)`, `padding(16.dp, 8.dp)`, four sides, `horizontal =`, `start =`/`end =`,
    /// a `PaddingValues(…)` or a Scaffold's content padding (0 on the sides, in `zeroPaddings`);
    /// `nil` when a side is a length the file does not give.
    static func horizontalPadding(_ arguments: [KotlinArgument], values: ComposeValues, zeroPaddings: Set<String>) -> Double? {
        let positional = arguments.filter { $0.name == nil }.map(\.value)
        if positional.count == 1 || (arguments.count == 1 && arguments[0].name == "paddingValues") {
            let value = values.constants.resolve(arguments[0].value)
            if case .name(let name) = value.kind, zeroPaddings.contains(name) { return 0 }
            if case .call(let callee, let inner, nil) = value.kind, case .name("PaddingValues") = callee.kind {
                return horizontalPadding(inner, values: values, zeroPaddings: zeroPaddings)
            }
        }
        switch positional.count {
        case 0: break
        case 1, 2: return values.dp(positional[0]).map { 2 * $0 }
        case 4:
            guard let start = values.dp(positional[0]), let end = values.dp(positional[2]) else { return nil }
            return start + end
        default: return nil
        }
        var total = 0.0
        for argument in arguments {
            switch argument.name {
            case "start", "end", "left", "right":
                guard let side = values.dp(argument.value) else { return nil }
                total += side
            case "horizontal", "all":
                guard let side = values.dp(argument.value) else { return nil }
                total += 2 * side
            case "top", "bottom", "vertical": continue
            default: return nil
            }
        }
        return total
    }
}
