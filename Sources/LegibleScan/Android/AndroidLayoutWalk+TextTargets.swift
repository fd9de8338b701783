import LegibleSyntax

/// The height of a tappable text whose `layout_height` is `wrap_content` (issue 33, class A):
/// a clickable `TextView`, or a `Button` whose own `minHeight` is under AppCompat's 48 dp, is as
/// tall as one line of its text plus its vertical padding — Amaze 5cb924a11 `layout_search.xml:92`,
/// a `clickable` 16 sp `TextView` with 8 dp of padding, is 38 dp; Tusky 43ae0bb45
/// `item_status.xml:165`, a `minHeight="0dp"` outlined button of 14 sp with 4 dp of padding, is
/// 35 dp. Before, any `wrap_content` text control's height was unknown and never judged.
extension AndroidLayoutWalk {
    /// The `wrap_content` height in dp of a text control judged a button, at font scale 1.0
    /// (sp = dp): one line of the text (``AndroidTextLine/robotoHeight(size:fontPadding:)``), at least its compound drawables
    /// beside it, plus those above and below, its vertical padding and, for a Material button,
    /// its `insetTop`/`insetBottom`; at least `minHeight`. `nil` — not judged — when any part is
    /// unknown, and when the height is not the text's to give:
    /// - a `Button` that sets no `minHeight` of its own gets AppCompat's and the framework's 48 dp
    ///   (`Base.Widget.AppCompat.Button`, `Widget.Material.Button`), as does a `TextView` in a
    ///   library button style;
    /// - a clickable row around it of 48 dp or of a height the file leaves open takes the tap
    ///   (``Row``), as for toggles, unless code gives the text and the row listeners that differ
    ///   (``actsApart(_:from:)``);
    /// - text of more than one line (`lines`, `minLines`), allowed three or more (`maxLines`), a
    ///   `lineHeight`, or a typeface that is not Roboto;
    /// - a background that may pad the view (``backgroundMayPad(_:)``).
    mutating func textTargetHeight(_ view: AndroidView, font: ScannedFont?, context: Context) throws(SyntaxError) -> Double? {
        let name = AndroidViewKinds.simpleName(view.tag)
        guard view.android("layout_height") == "wrap_content", !Self.isWeighted(view, context: context, horizontal: false),
            !AndroidViewKinds.drawsNoText(view.tag), !AndroidViewKinds.imageViews.contains(name),
            !["Chip", "ExtendedFloatingActionButton", "ToggleButton"].contains(name)
        else { return nil }
        if let row = context.row, row.reachable, (row.height ?? Self.minimumTarget) >= Self.minimumTarget, !actsApart(view, from: row) { return nil }
        // A RelativeLayout child bound to both its top and bottom is as tall as the span, not its line (``relativeSpan(_:horizontal:context:)``).
        if context.parent == "RelativeLayout", Self.isBoundOnBothEnds(view, horizontal: false) { return nil }
        guard let size = Self.textSize(font) else { return nil }
        // A text written with a line break (openHAB `activity_log.xml:40`, a monospace log whose `tools:text` has `\n`) is not one line.
        if [view.android("text"), view.attributes["tools:text"]].contains(where: { $0?.contains("\\n") == true || $0?.contains("\n") == true }) { return nil }
        if Self.isPlaceholderBody(view) { return nil }
        let lines = [view.android("lines"), view.android("minLines")].compactMap { $0.flatMap(Double.init) }.max() ?? 1
        let allowed = view.android("maxLines").flatMap(Double.init) ?? 1
        guard AndroidTextLine.judgedAtOneLine(minimumLines: lines, allowedLines: allowed), view.android("lineHeight") == nil, view.app("lineHeight") == nil
        else { return nil }

        let isButton = AndroidViewKinds.kind(of: view.tag) == .button
        let buttonStyle = isButton ? libraryButtonStyle(view) ?? buttonStyleUnderAppStyle(view) : nil
        var minimum = 0.0
        if let value = view.android("minHeight") {
            guard case .known(let height) = try length(value, what: "minHeight", zero: nil) else { return nil }
            minimum = height
        } else if isButton || view.styleLibrary.map({ $0.name.contains("Button") }) == true {
            return nil
        }
        // A button style the scan does not know: its insets are unknown, unless an app style over
        // the framework's sets the height and background (`AndroidLayoutWalk+AppStyledButtons.swift`).
        let appStyledExtra = isButton && buttonStyle == nil ? appStyledButtonExtra(view) : nil
        if isButton, buttonStyle == nil, appStyledExtra == nil { return nil }

        let line = AndroidTextLine.robotoHeight(size: size, fontPadding: view.android("includeFontPadding") != "false")
        // A shape background of the app's pads by its `<padding>` (``appBackgroundPadding(_:)``); another that may pad is unknown.
        let shapePadding = try appBackgroundPadding(view)
        let vertical = try shapePadding == nil ? verticalPadding(view, buttonStyle: buttonStyle) : paddingOverBackground(view, horizontal: false, shapePadding)
        guard case .known(let padding) = vertical, shapePadding != nil || !backgroundMayPad(view) else { return nil }
        guard let drawables = try verticalDrawables(view) else { return nil }
        var height = max(line, drawables.beside) + drawables.stacked + padding
        if let buttonStyle {
            guard let insets = try materialInsets(view, style: buttonStyle) else { return nil }
            height += insets
        }
        // At least the background's own height (`View.getSuggestedMinimumHeight`): Kickstarter
        // e5ba636b `activity_project_page.xml:98`, a 22 sp icon on a 35 dp round vector, is 35 dp tall.
        let floor = try backgroundMinimum(view, horizontal: false)
        // A Material button's own padding and insets would show above the minimum: not judged.
        if let extra = appStyledExtra, extra > 0, height + extra > max(minimum, floor ?? 0) { return nil }
        return max(height, minimum, floor ?? 0)
    }

    /// Whether code gives the text and the clickable row around it listeners written differently:
    /// a finger that misses the text does something else on the row, so the row does not stand in
    /// for it (andOTP 6c54b881 fragment_about.xml:407, a 24 dp link opening another page than its
    /// row, BaseAboutFragment.java:154-170). The same listener text keeps the row's exemption.
    func actsApart(_ view: AndroidView, from row: Row) -> Bool {
        guard let rowID = row.id, let id = view.android("id").flatMap(AndroidValueSyntax.reference)?.name, let facts = resources.sourceFacts
        else { return false }
        return facts.clickListenersDiffer(id, rowID)
    }

    /// Whether the view's only text is a `tools:text` placeholder for a body of text code sets: no
    /// `android:text`, no line limit (`lines`, `maxLines`, `singleLine`) and a line spacing of its
    /// own (`lineSpacingMultiplier`, `lineSpacingExtra`), which only text laid out on several
    /// lines needs. Its height is as many lines as the text code sets takes, not the
    /// placeholder's one: Pachli 7e0e029f `item_account_in_collection.xml:108`, an account's bio
    /// (`CollectionFragment.kt:546`) previewed as `tools:text="Account note"`, was "22 dp tall"
    /// (fresh Android round 14a, D3). A label with no line spacing (a name, "X boosted") is still
    /// judged at one line, as is one whose spacing adds nothing (`lineSpacingExtra="0sp"`,
    /// `lineSpacingMultiplier="1"`): apollo e983980e `view_amount_input.xml:34`, a 16 sp currency
    /// code at `0sp` that `MuunAmountInput.java:251` taps, was missed (fresh-droid30a).
    static func isPlaceholderBody(_ view: AndroidView) -> Bool {
        view.android("text") == nil && view.attributes["tools:text"] != nil
            && [view.android("lines"), view.android("maxLines")].allSatisfy { $0 == nil } && view.android("singleLine") != "true"
            && (view.android("lineSpacingMultiplier").map { Double($0) != 1 } == true || view.android("lineSpacingExtra").map(addsSpacing) == true)
    }

    /// Whether a `lineSpacingExtra` may add space: any value but a written zero (`0sp`, `0dp`, `0`).
    private static func addsSpacing(_ extra: String) -> Bool {
        let number = extra.trimmingWhitespace.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        return number.isEmpty || Double(number) != 0
    }

    /// What each line past the first adds to a wrapping tappable text's height
    /// (``ScannedElement/wrappedLineStep``): Roboto's line without font padding, times
    /// `lineSpacingMultiplier`, plus `lineSpacingExtra` (`StaticLayout` spaces every line but the
    /// last so, and pads only the first and last to the font's bounds). Tusky
    /// `activity_account.xml:257`, 14 sp at 1.1: 17 × 1.1 = 18.7 dp a line. `nil` when any part
    /// is unknown, and when a drawable beside the text is taller than its line (the lines then
    /// fill that height first: left to the wrap's old rule, not judged).
    mutating func wrappedLineStep(_ view: AndroidView, font: ScannedFont?) throws(SyntaxError) -> Double? {
        guard let size = Self.textSize(font), let drawables = try verticalDrawables(view),
            drawables.beside <= AndroidTextLine.robotoHeight(size: size, fontPadding: view.android("includeFontPadding") != "false")
        else { return nil }
        var multiplier = 1.0
        if let written = view.android("lineSpacingMultiplier") {
            guard let value = Double(written), value > 0 else { return nil }
            multiplier = value
        }
        var extra = 0.0
        if let written = view.android("lineSpacingExtra") {
            guard case .known(let value) = try length(written, what: "lineSpacingExtra", zero: nil) else { return nil }
            extra = value
        }
        return AndroidTextLine.robotoHeight(size: size, fontPadding: false) * multiplier + extra
    }

    /// The text size in sp or dp, `nil` for another unit or a face other than Roboto (the
    /// default, `sans-serif…`) or the system's `monospace`, whose line the scan does not know.
    /// Droid Sans Mono's vertical metrics are Roboto's within a few percent, so a monospace line
    /// is as tall: Conversations d161f500 `activity_edit_account.xml:552`, the 14 sp monospace
    /// `pgp_fingerprint` code listens to, is about 19 dp tall. Its width has no stand-in, which
    /// blocks only the overflow audit.
    static func textSize(_ font: ScannedFont?) -> Double? {
        let roboto: (String?) -> Bool = { family in family == nil || family?.hasPrefix("sans-serif") == true || family == "monospace" }
        switch font {
        case .materialRole(let role)?: return role.style.size
        case .scaled(let size, _, _, let family)?: return roboto(family) ? size : nil
        case .fixed(let size, let unit, _, let family)?: return roboto(family) && (unit == "dp" || unit == "dip" || unit == "sp") ? size : nil
        default: return nil
        }
    }

    /// The compound drawables' heights: the tallest of `drawableStart`/`End` (`beside` the text)
    /// and `drawableTop` plus `drawableBottom` with `drawablePadding` (`stacked`); `nil` when one
    /// has a size the scan cannot know.
    private mutating func verticalDrawables(_ view: AndroidView) throws(SyntaxError) -> (beside: Double, stacked: Double)? {
        func value(_ side: String, _ legacy: String) -> String? {
            let found =
                view.android("drawable\(side)") ?? view.android("drawable\(legacy)") ?? view.app("drawable\(side)Compat") ?? view.app("drawable\(legacy)Compat")
            return found == "@null" ? nil : found
        }
        func height(_ value: String) -> Double? {
            AndroidValueSyntax.reference(value).flatMap { resources.drawables[$0.name]?.height?.dp }
        }
        let gap: Double
        if let written = view.android("drawablePadding") {
            guard case .known(let value) = try length(written, what: "drawablePadding", zero: nil) else { return nil }
            gap = value
        } else {
            gap = 0
        }
        var beside = 0.0
        for case let drawable? in [value("Start", "Left"), value("End", "Right")] {
            guard let side = height(drawable) else { return nil }
            beside = max(beside, side)
        }
        if let icon = view.app("icon"), icon != "@null" {
            // A MaterialButton's icon is drawn at `iconSize` beside the text (AppManager
            // `fragment_code_editor.xml:191`, 13 dp): only that size, written on the view or its
            // app style, is known; the style's default and an icon above the text are not.
            guard let written = view.app("iconSize"), view.app("iconGravity").map({ !["top", "textTop"].contains($0) }) ?? true,
                case .known(let size) = try length(written, what: "iconSize", zero: nil)
            else { return nil }
            beside = max(beside, size)
        }
        // A drawable code sets above or below the text adds a height the file does not give
        // (``AndroidCodeDrawableFacts/setsStackedDrawables(ofView:)``; Ehviewer_CN_SXJ `ContentLayout.java:355`).
        if let id = view.android("id").flatMap(AndroidValueSyntax.reference)?.name,
            resources.sourceFacts?.codeDrawables.setsStackedDrawables(ofView: id) == true
        {
            return nil
        }
        if beside == 0, let code = codeDrawableHeight(view) { beside = code }
        var stacked = 0.0
        for case let drawable? in [value("Top", "Top"), value("Bottom", "Bottom")] {
            guard let side = height(drawable) else { return nil }
            stacked += side + gap
        }
        return (beside, stacked)
    }

    /// The least height of the drawables code sets beside a view's text (``AndroidCodeDrawableFacts``):
    /// of each call the taller of its start and end drawables (the shortest each may be), and
    /// the shortest of the calls; `nil` when code sets none, or one of unknown height.
    private func codeDrawableHeight(_ view: AndroidView) -> Double? {
        guard let id = view.android("id").flatMap(AndroidValueSyntax.reference)?.name,
            let calls = resources.sourceFacts?.codeDrawables.besideDrawables(ofView: id)
        else { return nil }
        var least: Double?
        for call in calls {
            var tallest = 0.0
            for side in call where !side.isEmpty {
                let heights = side.map { resources.drawables[$0]?.height?.dp }
                guard !heights.contains(where: { $0 == nil }), let shortest = heights.compactMap({ $0 }).min() else { return nil }
                tallest = max(tallest, shortest)
            }
            least = min(least ?? tallest, tallest)
        }
        return least
    }

    /// The view's `paddingTop` plus `paddingBottom`: its own or its style's, else, for a Material
    /// button that sets none and no background, its library style's
    /// (``AndroidWidgetPadding/buttonVerticalPadding``). Kotatsu 34f6e523 `item_header.xml:21`, a
    /// `MaterialButton` in `Widget.Kotatsu.Button.More.Small` (a `Widget.Material3.Button.TextButton`
    /// with `insetTop`/`insetBottom` 0 and `minHeight` 42dp, values/styles.xml:73-81), is 42 dp
    /// tall: 6 dp of padding above and below its line, no inset. Before, its padding was unknown.
    private mutating func verticalPadding(_ view: AndroidView, buttonStyle: String?) throws(SyntaxError) -> Width {
        let written = try insets(view, "padding", horizontal: false)
        guard case .unknown = written, let buttonStyle, view.android("background") == nil,
            !["padding", "paddingVertical", "paddingTop", "paddingBottom"].contains(where: { view.android($0) != nil }),
            let library = AndroidWidgetPadding.buttonVerticalPadding.filter({ buttonStyle.hasPrefix($0.key) }).max(by: { $0.key.count < $1.key.count })
        else { return written }
        return .known(library.value.top + library.value.bottom)
    }

    /// A Material button's `insetTop` plus `insetBottom`, which `MaterialButtonHelper` adds to
    /// its padding: the view's own, else its style's (``AndroidWidgetPadding/buttonVerticalInsets``);
    /// 0 for AppCompat's buttons, whose background's inset is inside the view; `nil` when the
    /// view's own is not a size.
    private mutating func materialInsets(_ view: AndroidView, style: String) throws(SyntaxError) -> Double? {
        let library = AndroidWidgetPadding.buttonVerticalInsets.first { style.hasPrefix($0.key) }?.value ?? (top: 0, bottom: 0)
        var total = 0.0
        for (side, fallback) in [("insetTop", library.top), ("insetBottom", library.bottom)] {
            if let written = view.android(side) {
                guard case .known(let inset) = try length(written, what: side, zero: nil) else { return nil }
                total += inset
            } else {
                total += fallback
            }
        }
        return total
    }
}

extension AndroidWidgetPadding {
    /// Button style prefix → the `android:insetTop` and `android:insetBottom` its styles give the
    /// view, in dp: `mtrl_btn_inset` 6 for Material Components, `m3_btn_inset` 4 for Material 3
    /// (`Tables/android-button-insets.csv`, a test compares every cell).
    package static let buttonVerticalInsets: [String: (top: Double, bottom: Double)] = [
        "Widget.MaterialComponents.": (6, 6),
        "Widget.Material3.": (4, 4),
    ]
}

extension AndroidWidgetPadding {
    /// Button style prefix → the `android:paddingTop` and `android:paddingBottom` its styles give
    /// the view, in dp, the longest prefix winning: `mtrl_btn_padding_top`/`_bottom` 4 for Material
    /// Components, `m3_btn_padding_top`/`_bottom` 6 for Material 3 and `m3_btn_icon_only_default_padding`
    /// 10 for its icon buttons (`Tables/android-button-vertical-padding.csv`, a test compares every cell).
    package static let buttonVerticalPadding: [String: (top: Double, bottom: Double)] = [
        "Widget.MaterialComponents.Button": (4, 4),
        "Widget.Material3.Button": (6, 6),
        "Widget.Material3.Button.IconButton": (10, 10),
    ]
}

extension AndroidResources {
    /// The app drawables an XML drawable names (`@drawable/btn_face`), for ``drawablePads``.
    static func drawableReferences(in text: String) -> Set<String> {
        var names = Set<String>()
        var rest = Substring(text)
        while let found = rest.range(of: "@drawable/") {
            let name = rest[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if !name.isEmpty { names.insert(String(name)) }
            rest = rest[found.upperBound...]
        }
        return names
    }
}

extension AndroidLayoutWalk {
    /// Whether the view's background may give it vertical padding the scan does not know: a
    /// view that sets no vertical padding of its own takes its background drawable's
    /// (`View.setBackground`). A colour, the theme's `selectableItemBackground` ripples and an
    /// app drawable that pads nothing (``AndroidResources/drawablePads``) give none.
    func backgroundMayPad(_ view: AndroidView) -> Bool {
        let own =
            ["padding", "paddingVertical"].contains { view.android($0) != nil }
            || (view.android("paddingTop") != nil && view.android("paddingBottom") != nil)
        guard !own, let background = view.android("background"), background != "@null" else { return false }
        if let attribute = AndroidValueSyntax.themeAttribute(background) {
            return !["selectableItemBackground", "selectableItemBackgroundBorderless"].contains(attribute.name)
        }
        guard let reference = AndroidValueSyntax.reference(background) else { return false }  // a literal colour
        switch reference.type {
        case "color": return false
        case "drawable", "mipmap": return reference.isFramework || resources.drawablePads[reference.name] != false
        default: return true
        }
    }
}
