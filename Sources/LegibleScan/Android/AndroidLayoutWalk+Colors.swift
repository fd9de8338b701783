import LegibleColor
import LegibleReporting
import LegibleSyntax
import LegibleTokens

/// Text and background colours as a layout names them.
extension AndroidLayoutWalk {
    /// The framework colours whose values are fixed: AOSP `core/res/res/values/colors.xml`.
    private static let frameworkColors: [String: (SRGBColor, Double)] = [
        "black": (SRGBColor(red8: 0, green8: 0, blue8: 0), 1), "white": (SRGBColor(red8: 255, green8: 255, blue8: 255), 1),
        "transparent": (SRGBColor(red8: 0, green8: 0, blue8: 0), 0),
    ]

    /// The view's text colour: its own or its style's `android:textColor`, else its text
    /// appearance's. A style or text appearance that ends in a library text appearance without
    /// setting a colour takes that appearance's theme attribute
    /// (``AndroidTextAppearance/libraryTextColor(style:)``), resolved in the app's theme.
    mutating func textColor(_ view: AndroidView, id: String, location: Finding.Location) throws(SyntaxError) -> ScannedColor? {
        if let value = view.android("textColor") { return color(value, id: id, location: location) }
        // A style's colour wins over a text appearance's, a library style's too (`style="@style/TextAppearance.AppCompat.Caption"`).
        if let library = view.styleLibrary, let value = AndroidTextAppearance.libraryTextColor(style: library.name) {
            return color(value, id: id, location: location)
        }
        // A Material button's library style sets `android:textColor`, which wins over a text
        // appearance's: TrackerControl 8c119b04 main.xml:158's `textAppearance="@style/TextSmall"`
        // (onSurface) is drawn in the filled button's onPrimary, not judged on its #b71c1c fill.
        // That colour is the library style's theme attribute, when the style is one Legible knows.
        if try isMaterialButton(view) { return materialButtonTextColor(view, id: id, location: location) }
        // A text appearance whose parents are a cycle is reported where its font is read.
        if let appearance = view.android("textAppearance"), let reference = AndroidValueSyntax.reference(appearance), reference.type == "style",
            let resolved = try? resources.resolveStyle(reference.name, isFramework: reference.isFramework)
        {
            if let value = resolved.items["android:textColor"] { return color(value, id: id, location: location) }
            if let library = resolved.library, let value = AndroidTextAppearance.libraryTextColor(style: library.name) {
                return color(value, id: id, location: location)
            }
        }
        return nil
    }

    /// The view's own fill (``backgroundColor(_:id:location:)``) — unknown when the app's code
    /// sets the background of a view with this id (`findViewById(R.id.x).setBackground(…)`,
    /// `binding.x.setBackgroundColor(…)`): the layout's value is then a placeholder.
    mutating func ownBackground(_ view: AndroidView, id: String, location: Finding.Location) throws(SyntaxError) -> ScannedColor? {
        if view.android("id") != nil, resources.sourceFacts?.setsBackground(ofView: id) == true {
            return .unresolved("the background of @id/\(id)", reason: "the app's Kotlin or Java sets it, so the layout's value is a placeholder")
        }
        return try backgroundColor(view, id: id, location: location)
    }

    /// The view as code names it (`@id/title`) when the app's code sets the text colour of a view
    /// with this id (`holder.title.setTextColor(…)`, a theming helper given it); `nil` otherwise.
    func codeTextColorSetter(_ view: AndroidView, id: String) -> String? {
        guard view.android("id") != nil, resources.sourceFacts?.setsTextColor(ofView: id) == true else { return nil }
        return "@id/\(id)"
    }

    /// The fill the view itself draws behind its text, `nil` when it draws none (so its
    /// ancestors' shows): `android:background`, tinted by a `backgroundTint` (`android:` or
    /// AppCompat's `app:`, which replaces a drawable's colour); a card's `cardBackgroundColor`; a
    /// `CardView`'s style's (``cardViewStyleFill(_:id:location:)``); a
    /// chip's `chipBackgroundColor`; a filled button's `backgroundTint` — or, for a Material
    /// button without one, its style's fill in its theme (``materialButtonFill(_:id:location:)``).
    /// A text, outlined or borderless button draws none. A card, chip or non-Material button that
    /// names no fill shows its library style's, which Legible does not ship: unresolved.
    mutating func backgroundColor(_ view: AndroidView, id: String, location: Finding.Location) throws(SyntaxError) -> ScannedColor? {
        let isCard = view.tag == "MaterialCardView" || view.tag == "CardView"
        let isChip = view.tag == "Chip"
        let isFilledButton = AndroidViewKinds.filledButtons.contains(view.tag) && !isUnfilledButtonStyle(view)
        let tint = view.app("backgroundTint") ?? view.android("backgroundTint")
        if isCard {
            if let fill = view.app("cardBackgroundColor") { return color(fill, id: id, location: location) }
            if let fill = cardViewStyleFill(view, id: id, location: location) { return fill }
            return .unresolved("the \(view.tag)'s fill", reason: "no cardBackgroundColor, so its library style's default, which Legible does not ship")
        }
        if isChip {
            if let fill = view.app("chipBackgroundColor") { return color(fill, id: id, location: location) }
            return .unresolved("the Chip's fill", reason: "no chipBackgroundColor, so its library style's default, which Legible does not ship")
        }
        if isFilledButton, let tint { return color(tint, id: id, location: location) }
        if let value = view.android("background") {
            // A ripple (`?attr/selectableItemBackground`) draws nothing until touched.
            if value == "@null" || value.contains("selectableItemBackground") { return nil }
            // An outline (a shape without a fill) draws no fill, tinted or not: the parent's shows.
            if let reference = AndroidValueSyntax.reference(value), reference.type == "drawable", !reference.isFramework,
                resources.drawables[reference.name]?.fillsNothing == true
            {
                return nil
            }
            // A tint colours the background drawable (SRC_IN, the default mode): the tint is the fill.
            if let tint, let tinted = color(tint, id: id, location: location) { return Self.isTransparent(tinted) ? nil : tinted }
            if let color = color(value, id: id, location: location), !Self.isTransparent(color) { return color }
            return nil
        }
        if view.tag == "AppBarLayout", widgetFamily() != .material3 { return try appBarStyleFill(id: id, location: location) ?? Self.appBarFill }
        guard isFilledButton else { return nil }
        if try isMaterialButton(view) { return materialButtonFill(view, id: id, location: location) }
        if isAppCompatButton(view) {
            return themeColor("?attr/colorButtonNormal", attribute: ("colorButtonNormal", false), id: id, location: location)
        }
        return .unresolved("the \(view.tag)'s fill", reason: "no backgroundTint, so its library style's default, which Legible does not ship")
    }

    /// A filled Material button's fill, its style's `backgroundTint` in its theme: `colorPrimary`
    /// for a filled button (Material 3's `Widget.Material3.Button`, Material Components'
    /// `Widget.MaterialComponents.Button` and `.UnelevatedButton`, a filled icon button);
    /// `colorSecondaryContainer` for a tonal one (`…Button.TonalButton`, `…IconButton.Filled.Tonal`);
    /// an elevated button's surface container, which the baseline table does not hold, is its theme's
    /// `colorSurfaceContainerLow` when the app sets it.
    private mutating func materialButtonFill(_ view: AndroidView, id: String, location: Finding.Location) -> ScannedColor {
        let names = [view.attributes["style"], view.styleLibrary?.name].compactMap { $0?.lowercased() }
        if names.contains(where: { $0.contains("tonal") }) {
            return themeColor("?attr/colorSecondaryContainer", attribute: ("colorSecondaryContainer", false), id: id, location: location)
        }
        // Material Components' `UnelevatedButton` is a filled button without a shadow.
        if names.contains(where: { $0.contains("elevatedbutton") && !$0.contains("unelevated") }) {
            return themeColor("?attr/colorSurfaceContainerLow", attribute: ("colorSurfaceContainerLow", false), id: id, location: location)
        }
        return themeColor("?attr/colorPrimary", attribute: ("colorPrimary", false), id: id, location: location)
    }

    /// Whether a filled button is drawn by Material Components: a `MaterialButton` or extended
    /// FAB, or a plain `Button` in a Material Components or Material 3 theme (which inflates it
    /// as a `MaterialButton`).
    private func isMaterialButton(_ view: AndroidView) throws(SyntaxError) -> Bool {
        if view.tag == "MaterialButton" || view.tag == "ExtendedFloatingActionButton" { return true }
        guard view.tag == "Button", !resources.bridgesButtons(), let theme = resources.applicationTheme,
            let library = try resources.resolveStyle(theme.name, isFramework: false).library
        else { return false }
        return !library.isFramework && (library.name.hasPrefix("Theme.MaterialComponents") || library.name.hasPrefix("Theme.Material3"))
    }

    /// Whether a filled button is AppCompat's default one, whose `abc_btn_default_mtrl_shape` is
    /// tinted with the theme's `colorButtonNormal` (AppCompat ResourceManagerInternal's default
    /// button tint): a `<Button>` or `AppCompatButton` in an AppCompat or Bridge theme, in
    /// `Widget.AppCompat.Button` (its own style's library ancestor, or the theme's default when
    /// it sets no `buttonStyle`), in a theme of the app's that sets `colorButtonNormal`.
    private func isAppCompatButton(_ view: AndroidView) -> Bool {
        guard ["Button", "AppCompatButton"].contains(view.tag), widgetFamily() == .appCompat || resources.bridgesButtons(),
            libraryButtonStyle(view) == "Widget.AppCompat.Button"
        else { return false }
        return themeSets("colorButtonNormal") == true
    }

    /// Text and outlined buttons draw no fill: their text sits on what is behind them.
    /// (`Widget.Material3.Button.TextButton`, `.OutlinedButton`, `?attr/materialButtonOutlinedStyle`,
    /// `?attr/borderlessButtonStyle`, `?android:attr/buttonBarButtonStyle`), also through an app
    /// theme attribute the theme gives as one: gh4a 39f03ffe row_timeline_review.xml:55's
    /// `?inlineButtonStyle` is `Widget.MaterialComponents.Button.TextButton`, whose colorPrimary
    /// text was measured on a colorPrimary fill it does not draw.
    private func isUnfilledButtonStyle(_ view: AndroidView) -> Bool {
        // An app style the attribute names that draws a background of its own keeps the button filled.
        let themed = view.styleLibrary == nil ? styleNamedByThemeAttribute(view, unlessAppStyleSets: { $0.contains("background") }) : nil
        let names = [view.attributes["style"], view.styleLibrary?.name, themed].compactMap { $0?.lowercased() }
        let marks = ["textbutton", "outlinedbutton", "buttonoutlined", "borderless", "buttonbarbutton", "button.outlined"]
        // Material 3's standard icon button (`Widget.Material3.Button.IconButton`) draws no fill; its `.Filled` variants do.
        let isStandardIconButton = names.contains { $0.contains("iconbutton") } && !names.contains { $0.contains("filled") }
        return isStandardIconButton || names.contains { name in marks.contains { name.contains($0) } }
    }

    /// An AppBarLayout without a background of its own draws its default style's fill, not
    /// nothing: AppCompat's `Widget.Design.AppBarLayout` and Material Components'
    /// `…AppBarLayout.Primary` are `?attr/colorPrimary` (the `.Surface` one in some themes), so
    /// the text in it is not on the window (Transportr activity_pick_transport_network.xml:32,
    /// white under a `ThemeOverlay.AppCompat.Dark.ActionBar` on the red bar, not on #fafafa).
    /// Material 3's is `colorSurface`, the window colour of its baseline: left as it was.
    static let appBarFill = ScannedColor.unresolved(
        "the AppBarLayout's fill", reason: "no background, so its library style's (?attr/colorPrimary or colorSurface), which Legible does not follow")

    /// The fill an app theme's `appBarLayoutStyle` gives every AppBarLayout without its own:
    /// the style's `android:background` (element-android 4c04cbf5 theme_light.xml:102,
    /// styles_app_bar_layout.xml:5, `?vctr_toolbar_background`); `nil` when the theme sets no
    /// app style there or the style no background, so the library's fill stays unknown.
    private mutating func appBarStyleFill(id: String, location: Finding.Location) throws(SyntaxError) -> ScannedColor? {
        guard case .value(let value)? = try? resources.themeValue("appBarLayoutStyle", isFramework: false, dark: false),
            let reference = AndroidValueSyntax.reference(value), reference.type == "style", !reference.isFramework,
            let fill = try resources.resolveStyle(reference.name, isFramework: false).items["android:background"]
        else { return nil }
        return color(fill, id: id, location: location)
    }

    private static func isTransparent(_ color: ScannedColor) -> Bool {
        if case .literal(_, let alpha) = color { return alpha == 0 }
        return false
    }

    /// A colour attribute's value as a ``ScannedColor``. Theme attributes, colour state lists
    /// and drawables may lead back to the value being resolved (`?attr/x` → a drawable whose
    /// `<solid>` is `?attr/x`): that, or a chain longer than
    /// ``AndroidResourceLimits/maximumReferenceDepth``, is a `scan.unresolved` finding at the element.
    mutating func color(_ value: String, id: String, location: Finding.Location) -> ScannedColor? {
        if let start = resolvingColors.firstIndex(of: value) {
            let through = (resolvingColors[(start + 1)...] + [value]).joined(separator: " → ")
            let reason = "\(value) refers to itself through \(through)"
            report(id: id, reason, at: location)
            return .unresolved(value, reason: reason)
        }
        guard resolvingColors.count < limits.maximumReferenceDepth else {
            let reason =
                "the chain of colour references from \(resolvingColors[0]) is longer than \(limits.maximumReferenceDepth) (AndroidResourceLimits.maximumReferenceDepth)"
            report(id: id, reason, at: location)
            return .unresolved(value, reason: reason)
        }
        resolvingColors.append(value)
        defer { resolvingColors.removeLast() }
        return followedColor(value, id: id, location: location)
    }

    private mutating func followedColor(_ value: String, id: String, location: Finding.Location) -> ScannedColor? {
        if value.hasPrefix("@{") {
            return .unresolved(value, reason: "a data-binding expression, known only when the app runs")
        }
        if let literal = AndroidValueSyntax.color(hex: value) { return .literal(literal.color, alpha: literal.alpha) }
        if let attribute = AndroidValueSyntax.themeAttribute(value) {
            return themeColor(value, attribute: attribute, id: id, location: location)
        }
        guard let reference = AndroidValueSyntax.reference(value) else {
            return .unresolved(value, reason: "not a colour Legible can read: expected #RGB, #ARGB, #RRGGBB, #AARRGGBB or @color/…")
        }
        switch (reference.type, reference.isFramework) {
        case ("color", true):
            if let (color, alpha) = Self.frameworkColors[reference.name] { return .literal(color, alpha: alpha) }
            return .unresolved(value, reason: "a framework colour whose value Legible does not know")
        case ("color", false):
            let defined =
                scan.map { scan in
                    scan.colorSets.contains { $0.token(named: reference.name) != nil || $0.unresolved.contains { $0.name == reference.name } }
                } ?? resources.definesColor(named: reference.name)
            if let themed = themedStateList(reference.name, id: id, location: location) { return themed }
            if defined { return .resource(reference.name) }
            reportMissing(id: id, value, type: "color", name: reference.name, at: location)
            return .unresolved(value, reason: "defined in no colours file the scan read")
        case ("drawable", false):
            if let layers = resources.drawables[reference.name]?.layers { return layerListColor(value, layers, id: id, location: location) }
            if let solid = resources.drawables[reference.name]?.solidColor, !solid.hasPrefix("@drawable") {
                return color(solid, id: id, location: location)
            }
            return .unresolved(
                value, reason: "a drawable whose colour Legible does not read (only a <shape> with a <solid> fill, or a <layer-list> topped by one)")
        default:
            return .unresolved(value, reason: "a \(reference.type) resource, whose colour Legible does not read")
        }
    }

    /// What shows behind a layout whose views draw no background. For a layout an activity sets
    /// as its content view (in the app's Kotlin or Java: `AndroidSourceFacts`), the window's:
    /// the theme's `android:windowBackground` (or, when the app's styles do not set it,
    /// `android:colorBackground`, which the AppCompat, Material Components, Material 3 and
    /// framework Material themes use for it). Any other layout — a fragment's, a dialog's, a list
    /// item's — is drawn over a background it does not fix; so is one another layout includes (or
    /// a `<merge>` root): those, a window background drawn by a drawable, and an app without a
    /// theme stay unresolved, with why.
    mutating func windowBackground(ofLayout name: String, root: XMLElementNode) -> ScannedColor {
        // An included layout (or a `<merge>` one) is on what is behind its `<include>` tags.
        guard root.name != "merge", !resources.includedLayouts.contains(name) else {
            return includersBackground(ofLayout: name) ?? AndroidLayoutReader.windowBackground
        }
        guard let theme = resources.applicationTheme else { return AndroidLayoutReader.windowBackground }
        // A theme whose parents are a cycle: what shows behind the layout is not known, and the
        // contrast of every text on it goes unmeasured, so it is said (once per layout, at its root).
        for dark in [false, true] {
            do {
                _ = try resources.resolveStyle(theme.name, isFramework: false, night: dark)
            } catch {
                report(
                    id: name, "the theme \(theme.name) cannot be resolved: \(error.message); the window background behind the layout is not known",
                    at: androidLocation(file, root.position))
                return AndroidLayoutReader.windowBackground
            }
        }
        if let reason = resources.unknownWindowReason(ofLayout: name) {
            return .unresolved("the window background", reason: reason)
        }
        let setsWindowBackground = [false, true].contains { dark in
            if case .value? = try? resources.themeValue("windowBackground", isFramework: true, dark: dark) { return true }
            return false
        }
        let attribute = setsWindowBackground ? "windowBackground" : "colorBackground"
        reportsUnresolved = false
        let color = themeColor(
            "the window background (?android:attr/\(attribute))", attribute: (attribute, true), id: "", location: androidLocation(file, root.position))
        reportsUnresolved = true
        guard case .themed(_, _, let light, let dark) = color else { return AndroidLayoutReader.windowBackground }
        // A drawable or a translucent colour: what the window shows is not one colour.
        for side in [light, dark] {
            if case .unresolved = side { return AndroidLayoutReader.windowBackground }
            if alphas(of: side).contains(where: { $0 < 1 }) { return AndroidLayoutReader.windowBackground }
        }
        return color
    }

    /// A colour state list whose drawn item is a theme attribute (`?attr/colorOnSurface` at
    /// alpha 0.6, as Material's own lists are written), resolved in the application theme with
    /// the item's alpha applied to each side; `nil` for any other colour.
    private mutating func themedStateList(_ name: String, id: String, location: Finding.Location) -> ScannedColor? {
        guard !resources.qualifiedColorStateLists.contains(name), let list = resources.themedColorStateLists[name],
            AndroidValueSyntax.themeAttribute(list.color) != nil
        else { return nil }
        let written = "@color/\(name)"
        // Through `color(_:)`, which sees a list that draws the attribute it is the value of.
        guard case .themed(_, let theme, let light, let dark)? = color(list.color, id: id, location: location) else {
            return nil
        }
        func applyingAlpha(_ side: ScannedColor) -> ScannedColor {
            switch (list.alpha, side) {
            case (nil, _), (_, .unresolved): return side
            case (.unreadable(let reason)?, _):
                return .unresolved(written, reason: "a colour state list whose \(reason)")
            case (.factor(let factor)?, .literal(let color, let alpha)):
                return .literal(color, alpha: AndroidColorStateList.modulatedAlpha(alpha, by: factor))
            case (.factor(let factor)?, _):
                return factor == 1
                    ? side : .unresolved(written, reason: "a colour state list at alpha \(factor) over a colour resource, which Legible does not combine")
            }
        }
        return .themed("\(written) (\(list.color))", theme: theme, light: applyingAlpha(light), dark: applyingAlpha(dark))
    }

    /// A theme attribute's colour in the application theme, light and dark each from its own
    /// theme chain (`values-night` styles in dark mode); a side the app's files cannot say is
    /// ``ScannedColor/unresolved(_:reason:)`` with why.
    mutating func themeColor(_ written: String, attribute: (name: String, isFramework: Bool), id: String, location: Finding.Location) -> ScannedColor {
        guard let theme = resources.applicationTheme else {
            return .unresolved(written, reason: "a theme attribute, and no AndroidManifest.xml beside the res folder names an application theme")
        }
        var sides: [ScannedColor] = []
        var previous: (value: String, color: ScannedColor)?
        var themeLabel = theme.name
        var values: [AndroidThemeValue] = []
        var overlays: Set<String> = []
        let unread = resources.themePick.unread ? resources.themePick.call : resources.sourceFacts?.themeChosenInCode(ofLayout: layoutName)
        for dark in [false, true] {
            var value: AndroidThemeValue
            do {
                let layered = try layeredThemeValue(attribute.name, isFramework: attribute.isFramework, dark: dark)
                value = layered.0
                if let overlay = layered.overlay { overlays.insert(overlay) }
                // A library's default in a theme only assumed (code picks another at run time, which
                // may well set the colour: qksms's splash theme is AppCompat's dark one) is no measure.
                if unread != nil, layered.overlay == nil, case .library(_, _, let source) = value {
                    value = .unknown("the app's theme sets none, so it would be \(source), and the theme code picks may set it")
                }
                values.append(value)
            } catch {
                // A parent chain that is a cycle: reported, not left as an unmeasured colour.
                let reason = "the theme \(theme.name) cannot be resolved: \(error.message)"
                report(id: id, reason, at: location)
                return .unresolved(written, reason: reason)
            }
            switch value {
            case .value(let text):
                // The same written value twice (one @color/ for both modes) is looked up once, so a missing one is reported once.
                if let previous, previous.value == text {
                    sides.append(previous.color)
                } else {
                    let color = color(text, id: id, location: location) ?? .unresolved(text, reason: "not a colour")
                    previous = (text, color)
                    sides.append(color)
                }
            case .library(let color, let alpha, let source):
                sides.append(.literal(color, alpha: alpha))
                themeLabel = "\(theme.name), from \(source)"
            case .unknown(let reason):
                sides.append(.unresolved(written, reason: reason))
            }
        }
        // The overlay a view's `android:theme` lays over the theme (``layeredThemeValue(_:isFramework:dark:)``).
        if !overlays.isEmpty { themeLabel = "\(overlays.sorted().joined(separator: ", ")) over \(themeLabel)" }
        // An activity that picks its theme in code: which it is judged in, and whether the others agree.
        if resources.themePick.call != nil {
            themeLabel = resources.themePickLabel(themeLabel, attribute: attribute, values: values)
        } else if let chosen = resources.sourceFacts?.themeChosenInCode(ofLayout: layoutName) {
            themeLabel += " (assumed: code picks the theme at run time, \(chosen))"
        }
        // A colour the assumed theme leaves unknown would go unmeasured without a word (qksms's
        // splash theme AppLaunchTheme sets no text colour): said, with the call that picks.
        if let unread, let reason = values.lazy.compactMap({ if case .unknown(let reason) = $0 { reason } else { nil } }).first {
            report(
                id: id,
                "\(written) is not known in \(theme.name), the theme assumed because code picks the theme at run time (\(unread)): "
                    + "\(reason); the contrast of what it colours was not measured", at: location, severity: .note)
        }
        return .themed(written, theme: themeLabel, light: sides[0], dark: sides[1])
    }
}
