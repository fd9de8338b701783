import LegibleReporting
import LegibleSyntax

/// Widths for text and sizes for touch targets, in dp, from `layout_width`/`layout_height`,
/// padding, margins, `maxWidth`, `minWidth`/`minHeight`, compound drawables and the parent.
extension AndroidLayoutWalk {
    /// A view's width three ways: its frame (for `target.small`), the width its text is laid
    /// out in, and the width inside its padding that its children get.
    struct HorizontalMetrics {
        var frame: Double?
        var text: ScannedWidth
        var content: Width
    }

    /// The smallest side Android's accessibility guidance accepts, in dp.
    static let minimumTarget = 48.0

    mutating func horizontalMetrics(_ view: AndroidView, context: Context) throws(SyntaxError) -> HorizontalMetrics {
        let padding = try insets(view, "padding", horizontal: true, parent: context.parentView)
        let margins = try insets(view, "layout_margin", horizontal: true)
        let layoutWidth = view.android("layout_width")
        let frame: Width
        switch layoutWidth {
        case nil: frame = .unknown("the view sets no layout_width")
        case "match_parent", "fill_parent": frame = fill(context, margins: margins)
        case "wrap_content": frame = .unknown("wrap_content: the view is as wide as its text, up to what its parent allows")
        case _ where Self.isWeighted(view, context: context, horizontal: true):
            frame = .unknown("layout_weight gives the view a share of its row's spare width, which the scan does not solve")
        case let value?:
            frame = try length(value, what: "layout_width", zero: "0dp: the width comes from constraints or layout_weight, which the scan does not solve")
        }
        let content = frame.subtracting(padding)
        let frameWidth: Double? = if case .known(let width) = frame { width } else { nil }
        return HorizontalMetrics(
            frame: frameWidth, text: try textWidth(view, frame: frame, padding: padding, margins: margins, context: context), content: content)
    }

    /// What a view's text loses to its horizontal padding and compound drawables (`parent`: the
    /// view it is in, whose style a text field's may depend on).
    mutating func textInset(_ view: AndroidView, parent: AndroidView?) throws(SyntaxError) -> Width {
        let padding = try insets(view, "padding", horizontal: true, parent: parent)
        guard case .known(let inset) = padding else { return padding }
        switch try compoundDrawables(view) {
        case .known(let drawables): return .known(inset + drawables)
        case .unknown(let reason): return .unknown(reason)
        case .screen: return .unknown("a compound drawable relative to the screen")
        }
    }

    private mutating func textWidth(_ view: AndroidView, frame: Width, padding: Width, margins: Width, context: Context) throws(SyntaxError) -> ScannedWidth {
        let inset: Double
        switch try textInset(view, parent: context.parentView) {
        case .known(let value): inset = value
        case .unknown(let reason): return .unknown(reason: reason)
        case .screen: return .unknown(reason: "padding relative to the screen")
        }
        switch frame {
        case .known(let width): return .fixed(width - inset)
        case .screen(let minus): return .screen(minus: minus + inset)
        case .unknown(let reason):
            guard view.android("layout_width") == "wrap_content" else { return .unknown(reason: reason) }
            if let maxWidth = view.android("maxWidth"), case .known(let limit) = try length(maxWidth, what: "maxWidth", zero: "") {
                return .maximum(limit - inset)
            }
            if view.android("ems") != nil || view.android("maxEms") != nil {
                return .unknown(reason: "android:ems sets the width in line heights, which grow with the text size")
            }
            // Text that wraps or overflows in a maximum width does so in the same fixed width.
            if isStackingParent(context) {
                switch fill(context, margins: margins) {
                case .known(let bound): return .maximum(bound - inset)
                case .screen(let minus): return .screen(minus: minus + inset)
                case .unknown: break
                }
            }
            return .unknown(reason: reason)
        }
    }

    /// The horizontal (or vertical) padding or margins in dp: `padding` over
    /// `paddingHorizontal` over `paddingStart`/`paddingEnd` (or `Left`/`Right`). A button or
    /// text field that sets none takes its style's: a Material style's horizontal padding is
    /// known (``AndroidWidgetPadding``), any other is unknown.
    mutating func insets(_ view: AndroidView, _ name: String, horizontal: Bool, parent: AndroidView?? = nil) throws(SyntaxError) -> Width {
        let sides = horizontal ? [("Start", "Left"), ("End", "Right")] : [("Top", "Top"), ("Bottom", "Bottom")]
        var total = 0.0
        if let all = view.android(name) ?? view.android(name + (horizontal ? "Horizontal" : "Vertical")) {
            guard case .known(let value) = try length(all, what: name, zero: nil) else { return .unknown("\(name) is not a size the scan can know") }
            return .known(2 * value)
        }
        var setsAny = false
        for (primary, fallback) in sides {
            guard let value = view.android(name + primary) ?? view.android(name + fallback) else { continue }
            setsAny = true
            guard case .known(let side) = try length(value, what: name + primary, zero: nil) else {
                return .unknown("\(name)\(primary) is not a size the scan can know")
            }
            total += side
        }
        if name == "padding", !setsAny, view.android("background") == nil,
            AndroidViewKinds.kind(of: view.tag) == .button || AndroidViewKinds.kind(of: view.tag) == .textField
        {
            // Known only across (`parent` given): a Material style pads the text, not the icon's height.
            guard horizontal, let parent else {
                return .unknown("the \(view.tag)'s padding comes from its default style in the app's theme, which the scan does not read")
            }
            return libraryTextPadding(view, parent: parent)
        }
        return .known(total)
    }

    /// The width the text loses to compound drawables (`drawableStart`, `drawableEndCompat`, a
    /// MaterialButton's `icon`) and their padding.
    mutating func compoundDrawables(_ view: AndroidView) throws(SyntaxError) -> Width {
        var total = 0.0
        let names = [
            view.android("drawableStart") ?? view.android("drawableLeft") ?? view.app("drawableStartCompat") ?? view.app("drawableLeftCompat"),
            view.android("drawableEnd") ?? view.android("drawableRight") ?? view.app("drawableEndCompat") ?? view.app("drawableRightCompat"),
        ]
        let gap: Width =
            try view.android("drawablePadding").map { value throws(SyntaxError) in try length(value, what: "drawablePadding", zero: nil) } ?? .known(0)
        for case let value? in names where value != "@null" {
            guard let reference = AndroidValueSyntax.reference(value), let width = resources.drawables[reference.name]?.width?.dp,
                case .known(let padding) = gap
            else {
                return .unknown("the compound drawable \(value) has a width the scan cannot know")
            }
            total += width + padding
        }
        // MaterialButton puts a `top`/`textTop` icon above its text (`MaterialButton.isIconTop()`):
        // it takes height, not width (SeriesGuide 72ea839f fragment_show_regular.xml:131, `:147`).
        let iconBesideText = view.app("iconGravity").map { !["top", "textTop"].contains($0) } ?? true
        if let icon = view.app("icon"), icon != "@null", iconBesideText {
            // MaterialButton draws its icon at `iconSize` when set (the view's, its app style's, else its
            // library style's: Material 3's 18 dp, an icon button's 20), else at the drawable's own size.
            let library = libraryButtonStyle(view).flatMap { AndroidWidgetPadding.buttonIcons[$0] }
            let size =
                try view.app("iconSize").map { value throws(SyntaxError) in try length(value, what: "iconSize", zero: nil) }
                ?? library?.size.map(Width.known)
            let iconPadding =
                try view.app("iconPadding").map { value throws(SyntaxError) in try length(value, what: "iconPadding", zero: nil) }
                ?? .known(library?.padding ?? 8)
            let intrinsic = AndroidValueSyntax.reference(icon).flatMap { resources.drawables[$0.name]?.width?.dp }
            guard case .known(let width) = size ?? intrinsic.map(Width.known) ?? .unknown(""), case .known(let padding) = iconPadding else {
                return .unknown("the button's icon \(icon) has a width the scan cannot know")
            }
            total += width + padding
        }
        return .known(total)
    }

    /// The width a `match_parent` child gets: its parent's content width less its margins, when
    /// the parent gives each child its whole width.
    func fill(_ context: Context, margins: Width) -> Width {
        guard isStackingParent(context) || context.parent == "ConstraintLayout" || context.parent == "RelativeLayout" else {
            if context.parent == "LinearLayout" { return .unknown("it shares the row of a horizontal LinearLayout with its siblings") }
            return .unknown("its parent \(context.parent) places it in a way the scan does not work out")
        }
        return context.contentWidth.subtracting(margins)
    }

    private func isStackingParent(_ context: Context) -> Bool {
        context.parent == "screen" || AndroidViewKinds.stackingParents.contains(context.parent)
            || (context.parent == "LinearLayout" && context.parentIsVertical)
    }

    /// A length attribute in dp.
    mutating func length(_ value: String, what: String, zero: String?) throws(SyntaxError) -> Width {
        switch try resources.dimension(value) {
        case .success(let dimension):
            if dimension.value == 0, let zero { return .unknown(zero) }
            guard let dp = dimension.dp else { return .unknown("\(what) is \(dimension), which depends on the screen's density") }
            return .known(dp)
        case .failure(let unresolved):
            return .unknown("\(what): \(unresolved.reason)")
        }
    }

    /// Whether a `LinearLayout` parent grows the view along its orientation by `layout_weight`,
    /// making that side at least what it says rather than exactly. androidx `LinearLayoutCompat`
    /// weighs the same (``AndroidLayoutSolve/sameLayout``): AppManager `window_activity_tracker.xml:129`,
    /// a 40×40 dp `layout_weight="1"` button in a `match_parent` row of five, is 40 dp tall and
    /// at least 40 dp wide, not 40×40.
    static func isWeighted(_ view: AndroidView, context: Context, horizontal: Bool) -> Bool {
        guard (AndroidLayoutSolve.sameLayout[context.parent] ?? context.parent) == "LinearLayout", context.parentIsVertical != horizontal,
            let weight = view.android("layout_weight").flatMap(Double.init)
        else { return false }
        return weight > 0
    }

    /// A weighted view's written `layout_width` in dp, when it is a size above 0 (not `0dp`,
    /// `wrap_content` or `match_parent`): the width it keeps when the weights share nothing,
    /// which only the row's solve can tell (``applySolvedTargetWidths(_:)``).
    mutating func weightedWrittenWidth(_ view: AndroidView) throws(SyntaxError) -> Double? {
        guard let value = view.android("layout_width"), !["wrap_content", "match_parent", "fill_parent"].contains(value),
            case .known(let width) = try length(value, what: "layout_width", zero: nil), width > 0
        else { return nil }
        return width
    }

    /// The target's height and width in dp, each `nil` when unknown. A `wrap_content` side is
    /// its icon plus padding (an image view with a vector drawable, an image button whose
    /// background is set), at least `minWidth`/`minHeight`; otherwise known only when
    /// `minWidth`/`minHeight` alone reaches 48 dp.
    ///
    /// An image view whose drawable only code sets (no `src`/`srcCompat`) is sized by its preview
    /// drawable, `tools:src`/`tools:srcCompat`: the developer's word for what code shows, as
    /// `tools:visibility` is (OpenTracks 3c23a9f5 track_stopped.xml:74, `tools:src` a 24 dp icon,
    /// code sets one of the app's 22–24 dp activity icons).
    mutating func targetSize(
        _ view: AndroidView, frameWidth: Double?, context: Context, children: [XMLElementNode] = []
    ) throws(SyntaxError) -> (height: Double?, width: Double?) {
        let source = view.android("src") ?? view.app("srcCompat") ?? view.attributes["tools:src"] ?? view.attributes["tools:srcCompat"]
        let icon = iconDrawable(source)
        let hasOwnBackground = view.android("background") != nil
        let iconCounts = AndroidViewKinds.imageViews.contains(view.tag) && (!view.tag.hasSuffix("ImageButton") || hasOwnBackground)
        // An AppCompat button style's background pads an image button around its icon, and so
        // does a shape of the app's with a `<padding>` (``appBackgroundPadding(_:)``).
        var background = libraryBackgroundPadding(view)
        if background == nil { background = try appBackgroundPadding(view) }
        func side(_ layout: String?, horizontal: Bool, iconSide: AndroidDimension?, minimum: String?) throws(SyntaxError) -> Double? {
            if Self.isWeighted(view, context: context, horizontal: horizontal) {
                // At least its own size; only a size already big enough is known to pass.
                if let layout, case .known(let size) = try length(layout, what: "size", zero: nil), size >= Self.minimumTarget { return size }
                return nil
            }
            var minimumValue: Double? = if let minimum, case .known(let value) = try length(minimum, what: "minimum size", zero: nil) { value } else { nil }
            // Kotatsu 34f6e523 sheet_stats_manga.xml:50-51, `minWidth`/`minHeight="?minTouchTargetSize"`.
            if minimumValue == nil, let minimum, let touch = materialMinimumTouchTarget(minimum) { minimumValue = touch }
            // A library button style's minimum (48 dp tall) when the view and its app style set
            // none; one below 48 dp is left out, as the style's padding, which the scan does not
            // read, may make the side larger than it.
            if minimum == nil, let library = libraryMinimum(view, horizontal: horizontal), library >= Self.minimumTarget { minimumValue = library }
            switch layout {
            case "match_parent", "fill_parent": return horizontal ? frameWidth : try filledHeight(view, context: context)
            case "wrap_content", nil:
                // A SeekBar's own minHeight sizes its track, not the view (``seekBarHeight(_:)``).
                if !horizontal, let seekBar = try seekBarHeight(view) { return seekBar }
                if view.tag == "FloatingActionButton" {
                    let padded = fabPadsToMinimumTarget(view)
                    if let custom = view.app("fabCustomSize"), case .known(let size) = try length(custom, what: "fabCustomSize", zero: nil) {
                        guard size < Self.minimumTarget else { return size }
                        return padded.map { $0 ? Self.minimumTarget : size } ?? nil
                    }
                    // Material's normal FAB; a mini one (40 dp) is padded to 48 dp in a Material Components theme.
                    return view.app("fabSize") == "mini" ? (padded == true ? Self.minimumTarget : nil) : 56
                }
                // A chip is padded to its `chipMinTouchTargetSize` (``chipTouchTargetHeight(_:)``).
                if !horizontal, let chip = try chipTouchTargetHeight(view) { return max(chip, minimumValue ?? 0) }
                // The view's own background's size is a floor (``backgroundMinimum(_:horizontal:)``).
                let written = try backgroundMinimum(view, horizontal: horizontal)
                let floor = written ?? 0
                if iconCounts || background != nil, let iconSize = iconSide?.dp,
                    case .known(let padding) = try paddingOverBackground(view, horizontal: horizontal, background)
                {
                    let size = max(iconSize + padding, minimumValue ?? 0, floor)
                    // A library style whose minimum the tables lack, or a style a theme
                    // attribute names that the scan cannot resolve, may set a larger minimum:
                    // only a size that passes without it is known.
                    // A text appearance sets no size: xmrwallet 41a7b7ba fragment_send_amount.xml:25's
                    // ImageButton in `MoneroLabel.NumPad` ← `@android:style/TextAppearance.DeviceDefault.Medium`
                    // is its 24 dp icon and 12 dp side paddings, 48×24 dp.
                    let themedStyle = view.attributes["style"].flatMap(AndroidValueSyntax.themeAttribute) != nil
                    let libraryMaySize = view.styleLibrary.map { !$0.name.hasPrefix("TextAppearance") } ?? false
                    if minimumValue == nil, libraryMaySize || themedStyle, size < Self.minimumTarget { return nil }
                    return size
                }
                // A LinearLayout of fixed-size children is as tall (or wide) as they are.
                if let size = try childrenSide(view, children: children, horizontal: horizontal, context: context) {
                    return max(size, minimumValue ?? 0, floor)
                }
                if let minimumValue, minimumValue >= Self.minimumTarget { return minimumValue }
                return nil
            case let value?:
                if case .known(let size) = try length(value, what: horizontal ? "layout_width" : "layout_height", zero: "") { return size }
                if !horizontal, Self.isConstrainedToParentHeight(view, context: context) { return try filledHeight(view, context: context) }
                return includerThemeLength(value)
            }
        }
        var width = try side(view.android("layout_width"), horizontal: true, iconSide: icon?.width, minimum: view.android("minWidth"))
        var height = try side(view.android("layout_height"), horizontal: false, iconSide: icon?.height, minimum: view.android("minHeight"))
        // RelativeLayout measures a child bound on both ends of a side exactly between them, whatever
        // its own size (RelativeLayout.getChildMeasureSpec): the anchor's span, which the file does
        // not give. Calendar 14816e9a `activity_event.xml:67`, a 44 dp icon aligned to the top and
        // bottom of a 48 dp field, is as tall as the field; only its width can fail.
        // Bound to both ends of its parent, or to both of one sibling's of a fixed size, the span is known
        // (``relativeSpan(_:horizontal:context:)``).
        if context.parent == "RelativeLayout" {
            if Self.isBoundOnBothEnds(view, horizontal: false) { height = try relativeSpan(view, horizontal: false, context: context) }
            if Self.isBoundOnBothEnds(view, horizontal: true) { width = try relativeSpan(view, horizontal: true, context: context) }
        }
        return (height, width)
    }

    /// Whether a RelativeLayout child's rules fix both its top and bottom (`alignTop` or
    /// `alignParentTop` or `below`, with `alignBottom` or `alignParentBottom` or `above`), or both
    /// its left and right.
    static func isBoundOnBothEnds(_ view: AndroidView, horizontal: Bool) -> Bool {
        let (first, second) =
            horizontal
            ? (
                ["layout_alignLeft", "layout_alignStart", "layout_toRightOf", "layout_toEndOf"],
                ["layout_alignRight", "layout_alignEnd", "layout_toLeftOf", "layout_toStartOf"]
            ) : (["layout_alignTop", "layout_below"], ["layout_alignBottom", "layout_above"])
        let parentFirst = horizontal ? ["layout_alignParentLeft", "layout_alignParentStart"] : ["layout_alignParentTop"]
        let parentSecond = horizontal ? ["layout_alignParentRight", "layout_alignParentEnd"] : ["layout_alignParentBottom"]
        func bound(_ anchors: [String], _ parents: [String]) -> Bool {
            anchors.contains { view.android($0) != nil } || parents.contains { view.android($0) == "true" }
        }
        return bound(first, parentFirst) && bound(second, parentSecond)
    }
}
