import LegibleReporting
import LegibleSyntax
import LegibleTargets
import LegibleTypeScale

/// Styles, text appearances and fonts: `TextView` applies the text appearance first, then the
/// view's style and own attributes over it.
extension AndroidLayoutWalk {
    /// Library style-name prefixes: a missing style with one of these is a library's whose items
    /// Legible does not have, not a mistake in the app.
    private static let libraryPrefixes = [
        "TextAppearance.Material3", "TextAppearance.MaterialComponents", "TextAppearance.AppCompat", "TextAppearance.Design",
        "TextAppearance.Compat", "TextAppearance.Material", "Widget.", "Base.", "Theme.", "ThemeOverlay.", "ShapeAppearance.",
        "Platform.", "RtlOverlay.", "TextAppearance.Large", "TextAppearance.Medium", "TextAppearance.Small",
    ]

    /// The items of the view's `style="@style/…"`, with the first library ancestor.
    mutating func styleItems(_ value: String?, id: String, location: Finding.Location) throws(SyntaxError) -> AndroidResolvedStyle {
        guard let value, let reference = AndroidValueSyntax.reference(value), reference.type == "style" else { return AndroidResolvedStyle() }
        return try resolve(style: reference.name, isFramework: reference.isFramework, id: id, location: location)
    }

    private mutating func resolve(style name: String, isFramework: Bool, id: String, location: Finding.Location) throws(SyntaxError) -> AndroidResolvedStyle {
        let style: AndroidResolvedStyle
        do {
            style = try resources.resolveStyle(name, isFramework: isFramework)
        } catch {
            // A parent chain that is a cycle (or too long): the view's style is not known.
            report(id: id, "@style/\(name) cannot be resolved: \(error.message)", at: location)
            return AndroidResolvedStyle()
        }
        if !isFramework, style.library?.name == name, !Self.libraryPrefixes.contains(where: { name.hasPrefix($0) }) {
            reportMissing(id: id, "@style/\(name)", type: "style", name: name, at: location)
        }
        return style
    }

    /// The view's font, `nil` when neither the view, its style nor its text appearance sets a
    /// size Legible can know.
    mutating func font(_ view: AndroidView, id: String, location: Finding.Location) throws(SyntaxError) -> ScannedFont? {
        var base = AndroidLibraryText()
        var layers: [[String: String]] = []
        // A theme's text appearance Legible has no table for (`?attr/textAppearanceListItem`).
        var unknownAppearance: String?
        if let appearance = view.android("textAppearance") {
            if let reference = AndroidValueSyntax.reference(appearance), reference.type == "style" {
                let style = try resolve(style: reference.name, isFramework: reference.isFramework, id: id, location: location)
                base = style.library.flatMap { AndroidTextAppearance.library(style: $0.name) } ?? base
                layers.append(style.items)
            } else if let attribute = AndroidValueSyntax.themeAttribute(appearance) {
                if let known = AndroidTextAppearance.library(themeAttribute: attribute.name) ?? listItemAppearance(attribute) {
                    base = known
                } else if let emphasized = emphasizedAppearance(attribute) {
                    base = emphasized.text
                    layers.append(emphasized.items)
                } else {
                    unknownAppearance = appearance
                }
            }
        } else if let library = view.styleLibrary {
            base = AndroidTextAppearance.library(widgetStyle: library.name) ?? AndroidTextAppearance.library(style: library.name) ?? base
        } else if let themed = themeDefaultText(view) {
            // No text appearance and no library style: the theme's default for the view (a size the
            // view's own style or attributes set still wins, below).
            base = themed
        }
        layers.append(view.attributes)

        var size: AndroidDimension?
        var weight: FontWeight?
        var bold = false
        var family: String?
        for layer in layers {
            if let value = layer["android:textSize"] {
                switch try resources.dimension(value) {
                case .success(let dimension): size = dimension
                case .failure(let unresolved):
                    // A name no values folder defines (not a cycle, not a missing link further down).
                    if unresolved.isMissing, let reference = AndroidValueSyntax.reference(value), reference.type == "dimen",
                        resources.dimensions[reference.name] == nil
                    {
                        // Defined for other screens only (`values-land`, `values-sw600dp`): said so, not "defined nowhere".
                        let others = resources.qualifiedValues.filter { $0.dimensions[reference.name] != nil }.map {
                            "values-" + $0.qualifiers.joined(separator: "-")
                        }
                        guard others.isEmpty else {
                            report(
                                id: id,
                                "android:textSize: \(value) is defined only in \(others.sorted().joined(separator: ", ")), not for this layout's screen: text size unknown, not audited",
                                at: location, severity: .note)
                            return nil
                        }
                        reportMissing(id: id, value, type: "dimen", name: reference.name, at: location, prefix: "android:textSize: ")
                    } else if unresolved.isMissing {
                        report(id: id, "android:textSize: \(unresolved.reason)", at: location)
                    }
                    return nil
                }
            }
            if let style = layer["android:textStyle"] { bold = style.split(separator: "|").contains { String($0).trimmingWhitespace == "bold" } }
            // fontFamily wins over the legacy typeface, as TextView has it.
            if let value = layer["android:typeface"], family == nil { family = AndroidTextAppearance.family(typeface: value) }
            if let value = layer["android:fontFamily"] ?? layer["app:fontFamily"] {
                let named = AndroidTextAppearance.family(fontFamilyText(value))
                family = named.family
                if let familyWeight = named.weight ?? appFontWeight(fontFamilyText(value)) { weight = familyWeight }
            }
            if let value = layer["android:textFontWeight"].flatMap(Double.init), FontWeight.range.contains(value) {
                weight = FontWeight(value: value)
            }
        }
        if bold, weight == nil || weight! < .bold { weight = .bold }
        if let maximum = try autoSizeMaximum(view) { size = maximum }
        if size == nil, let role = base.role {
            let resolvedWeight = weight ?? role.style.weight
            if resolvedWeight == role.style.weight && family == nil { return .materialRole(role) }
            return .scaled(size: role.style.size, relativeTo: nil, weight: resolvedWeight, family: family)
        }
        guard let size = size ?? base.size else {
            // Said, not skipped silently: the size comes from a theme the scan does not model.
            if let unknownAppearance {
                report(
                    id: id, "textAppearance \(unknownAppearance) is a theme's text appearance Legible has no size for: text size unknown, not audited",
                    at: location, severity: .note)
            }
            return nil
        }
        let resolvedWeight = weight ?? base.weight ?? .regular
        if size.unit == .sp { return .scaled(size: size.value, relativeTo: nil, weight: resolvedWeight, family: family) }
        return .fixed(size: size.value, unit: size.unit.rawValue, weight: resolvedWeight, family: family)
    }

    /// The weight of `@font/name`, one of the app's fonts or font families whose weight is known
    /// (``AndroidResources/readFonts(files:)``): `@font/noto_sans_800` draws ExtraBold glyphs.
    private func appFontWeight(_ value: String) -> FontWeight? {
        guard let reference = AndroidValueSyntax.reference(value), reference.type == "font", !reference.isFramework else { return nil }
        return resources.fontWeights[reference.name]
    }

    /// `android:fontFamily="@string/font_family_sans_serif"`: Android reads a string resource
    /// as the family's name (Kickstarter e5ba636b `strings_config.xml:7` is `sans-serif`, the system's
    /// Roboto), so the family is the string's text, not the resource's name. A `@font/` reference,
    /// a literal and a string no values file defines stay as written.
    func fontFamilyText(_ value: String) -> String {
        var value = value
        // A string may name another string; a few hops at most (a cycle stops here).
        for _ in 0..<4 {
            guard let reference = AndroidValueSyntax.reference(value), reference.type == "string", !reference.isFramework else { break }
            // The scan's catalogs when it has them (the resources then hold no strings), as ``stringResourceText(_:id:location:)``.
            let text: String?
            if let scan {
                let entries = scan.entries(forKey: reference.name, table: nil, platform: .android)
                text = (entries.first { $0.locale == scan.developmentLanguage && $0.variant == nil } ?? entries.first { $0.variant == nil })?.text
            } else {
                text = resources.string(named: reference.name)
            }
            guard let text else { break }
            value = text.trimmingWhitespace
        }
        return value
    }

    /// `autoSizeTextType="uniform"`, with the smallest scale `autoSizeMinTextSize` (12 sp by
    /// default, as `TextView` has it) allows at the view's size.
    /// In a layout code shows through `RemoteViews` only the framework's `android:` attributes
    /// count (``AndroidSourceFacts/isRemoteViewsLayout(_:)``).
    ///
    /// The scale is the minimum over the size the text is drawn at when it fits (``font``: the
    /// autosize maximum when one is given). A minimum in dp is that many sp at the default font
    /// size and only smaller at larger ones, so its scale at the default size is still a bound.
    mutating func shrink(_ view: AndroidView, font: ScannedFont?, text: ScannedText? = nil) throws(SyntaxError) -> ScannedShrink? {
        let attribute = autoSizeAttribute(view)
        guard attribute("autoSizeTextType") == "uniform" else { return nil }
        var minimumScale: Double?
        let size: Double? =
            switch font {
            case .scaled(let size, _, _, _): size
            case .materialRole(let role): role.style.size
            default: nil
            }
        var minimum = AndroidDimension(value: Self.defaultAutoSizeMinimum, unit: .sp)
        if let value = attribute("autoSizeMinTextSize") {
            if case .success(let dimension) = try resources.autoSizeDimension(value) {
                minimum = dimension
            } else {
                return ScannedShrink(mechanism: "autoSizeTextType=\"uniform\"")
            }
        }
        // A minimum under 6 sp (Calendar 14816e9a `widget_date.xml:28`, 2 sp) is a floor, not a size
        // the text is meant to reach: "down to 0.67%" would say nothing.
        if let size, size > 0, minimum.unit == .sp || minimum.unit == .dp, minimum.value >= Self.meaningfulMinimum {
            minimumScale = min(1, minimum.value / size)
        }
        var shrink = ScannedShrink(mechanism: "autoSizeTextType=\"uniform\"", minimumScale: minimumScale)
        shrink.fillsBox = try fillsWidgetBox(view, attribute: attribute, text: text, minimum: minimum)
        if shrink.fillsBox == nil, let size { shrink.fillsBox = try fillsFixedHeight(view, attribute: attribute, size: size) }
        return shrink
    }

    /// Android's largest font scale (Android 14's 200%): a text in sp is never drawn larger than
    /// twice its size by the person's setting (non-linear scaling makes large sizes grow less).
    static let largestFontScale = 2.0

    /// What an autosizing text with no `autoSizeMaxTextSize` grows to fill, when its height is a
    /// fixed length taller than one line of its size at the largest font scale: autosize ignores
    /// `textSize` and picks the largest size up to 112 sp that fits the box, so it is drawn larger
    /// than any size the person's setting gives it. freeotp-android 59a6efea token.xml:163, the
    /// one-time code in a 72 dp box, drawn at about 50 sp; "down to 85.71% of its size" (12 sp over
    /// the default 14 sp) named a size never drawn. `nil` otherwise: a maximum written, a height
    /// that wraps or is unknown, or one a scaled line may outgrow.
    private func fillsFixedHeight(_ view: AndroidView, attribute: (String) -> String?, size: Double) throws(SyntaxError) -> String? {
        guard attribute("autoSizeMaxTextSize") == nil, let written = view.android("layout_height"),
            case .success(let height) = try resources.dimension(written), height.unit == .dp
        else { return nil }
        let scaled = size * Self.largestFontScale
        guard height.value >= AndroidTextLine.robotoHeight(size: scaled, fontPadding: true) else { return nil }
        return "with no autoSizeMaxTextSize it grows up to \(LengthFormat.string(Self.defaultAutoSizeMaximum)) sp to fill its fixed "
            + "\(LengthFormat.string(height.value)) dp height, taller than a line of its \(LengthFormat.string(size)) sp at the largest font scale"
    }

    /// The smallest `autoSizeMinTextSize`, in sp, at which a one-line value an app widget sizes to
    /// its box is a note rather than a shrink (14 sp, Material's body size).
    static let legibleWidgetMinimum = 14.0

    /// The smallest `autoSizeMinTextSize` taken as a size the text may really be drawn at.
    static let meaningfulMinimum = 6.0

    /// Android's `autoSizeMinTextSize` and `autoSizeMaxTextSize` when none is written:
    /// `DEFAULT_AUTO_SIZE_MIN_TEXT_SIZE_IN_SP` 12 and `…MAX…` 112, in both `android.widget.TextView`
    /// and AppCompat's `AppCompatTextViewAutoSizeHelper` (`Tables/android-autosize-defaults.csv`, a
    /// test compares every cell).
    static let defaultAutoSizeMinimum = 12.0
    static let defaultAutoSizeMaximum = 112.0

    /// What the text of an app widget grows to fill, when autosize there sizes a clock or a text of
    /// one to three characters to its resizable box rather than shrinking a size a person chose:
    /// a layout code shows through `RemoteViews`, whose autosize maximum (112 sp unless written) is at
    /// least twice its `textSize` (Calendar 14816e9a `widget_date.xml:28`, a `TextClock` of the
    /// day's number from 2 to 300 sp at 26 sp), or whose minimum is a floor under 6 sp when its
    /// `textSize` is a library's the scan cannot read (`:46`, the month, from 1 sp to the default
    /// 112 sp). `nil` otherwise.
    private func fillsWidgetBox(
        _ view: AndroidView, attribute: (String) -> String?, text: ScannedText?, minimum: AndroidDimension
    ) throws(SyntaxError) -> String? {
        guard resources.sourceFacts?.isRemoteViewsLayout(layoutName) == true else { return nil }
        var maximum = Self.defaultAutoSizeMaximum
        if let value = attribute("autoSizeMaxTextSize") {
            guard case .success(let dimension) = try resources.dimension(value), dimension.unit == .sp else { return nil }
            maximum = dimension.value
        }
        // One line of a value sized to the widget's box, never under 14 sp and in sp, so still
        // following the text size (AppManager `app_widget_screen_time.xml:34`, the screen time
        // "2h 30m" from 16 to 38 sp, `ScreenTimeAppWidget.java:55`): its size is the box's.
        if minimum.unit == .sp, minimum.value >= Self.legibleWidgetMinimum, maximum > minimum.value,
            view.android("maxLines") == "1" || view.android("lines") == "1" || view.android("singleLine") == "true"
        {
            return "its one line is sized between \(LengthFormat.string(minimum.value)) sp and \(LengthFormat.string(maximum)) sp "
                + "to fill the app widget's resizable box"
        }
        let isClock = ["TextClock", "DigitalClock", "Chronometer"].contains(view.tag)
        let literal = text?.literal ?? view.attributes["tools:text"]
        guard isClock || literal.map({ (1...3).contains($0.count) }) == true else { return nil }
        var size: Double?
        if let written = view.android("textSize"), case .success(let dimension) = try resources.dimension(written), dimension.unit == .sp {
            size = dimension.value
        }
        if let size {
            guard size > 0, maximum >= 2 * size else { return nil }
        } else {
            guard minimum.value < Self.meaningfulMinimum else { return nil }
        }
        let what = isClock ? "the \(view.tag)" : "its \(literal!.count)-character text"
        let from = size.map { "from \(LengthFormat.string($0)) sp " } ?? ""
        return "\(what) grows \(from)up to \(LengthFormat.string(maximum)) sp to fill the app widget's resizable box"
    }

    /// The autosize attribute `name` as the view's inflater reads it: AppCompat's `app:` one, or
    /// the framework's `android:` one (the only one in a layout code shows through `RemoteViews`,
    /// ``AndroidSourceFacts/isRemoteViewsLayout(_:)``).
    private func autoSizeAttribute(_ view: AndroidView) -> (String) -> String? {
        let remote = resources.sourceFacts?.isRemoteViewsLayout(layoutName) == true
        return { (name: String) in (remote ? nil : view.app(name)) ?? view.android(name) }
    }

    /// The size uniform autosize draws the text at when it fits: its `autoSizeMaxTextSize`, which
    /// replaces `textSize` (AppCompat's TextViewAutoSizeHelper sets the text size from the range
    /// alone). A maximum in dp does not grow with the font size (Commons c5d5b227
    /// `activity_quiz_result.xml:63`, `@dimen/large_gap` = 32dp): `text.fixed-size` judges it.
    /// `nil` with no autosize, no maximum, or one the values do not resolve.
    func autoSizeMaximum(_ view: AndroidView) throws(SyntaxError) -> AndroidDimension? {
        let attribute = autoSizeAttribute(view)
        guard attribute("autoSizeTextType") == "uniform", let value = attribute("autoSizeMaxTextSize") else { return nil }
        if case .success(let dimension) = try resources.autoSizeDimension(value) { return dimension }
        return nil
    }
}
