import LegibleReporting
import LegibleSyntax
import LegibleTypeScale

/// A text size and weight a library or framework style sets, from its published source.
struct AndroidLibraryText: Sendable, Hashable {
    var size: AndroidDimension?
    var role: MaterialTypeRole?
    var weight: FontWeight?
}

/// The text appearances of Material Components, AppCompat and the framework, by style name and
/// by theme attribute, as their published sources define them; and the way Android's `TextView`
/// layers a text appearance, a style and the view's own attributes.
enum AndroidTextAppearance {
    /// Material 2 (`TextAppearance.MaterialComponents.*`, material-components-android
    /// `res/values/type.xml`): size in sp and weight.
    static let materialComponents: [String: (Double, FontWeight)] = [
        "Headline1": (96, .light), "Headline2": (60, .light), "Headline3": (48, .regular), "Headline4": (34, .regular),
        "Headline5": (24, .regular), "Headline6": (20, .medium), "Subtitle1": (16, .regular), "Subtitle2": (14, .medium),
        "Body1": (16, .regular), "Body2": (14, .regular), "Caption": (12, .regular), "Button": (14, .medium), "Overline": (10, .regular),
    ]

    /// AppCompat (`TextAppearance.AppCompat.*`) and the framework's Material theme
    /// (`TextAppearance.Material.*`), both from `material_text_size_*` in `dimens_material.xml`,
    /// plus the framework's `TextAppearance.Large`/`Medium`/`Small`.
    static let appCompat: [String: (Double, FontWeight)] = [
        "Display4": (112, .light), "Display3": (56, .regular), "Display2": (45, .regular), "Display1": (34, .regular),
        "Headline": (24, .regular), "Title": (20, .medium), "Subhead": (16, .regular), "Body2": (14, .medium), "Body1": (14, .regular),
        "Caption": (12, .regular), "Button": (14, .medium), "Menu": (16, .regular), "Large": (22, .regular), "Medium": (18, .regular),
        "Small": (14, .regular),
    ]

    /// The theme attribute each library text appearance draws its text in
    /// (`Tables/android-text-appearances.csv`, with the source of each row): AppCompat's
    /// `Base.TextAppearance.AppCompat.*` (androidx `values/styles_base_text.xml`), which from API 21
    /// are the framework's `TextAppearance.Material.*` (`values-v21/styles_base_text.xml`, AOSP
    /// `styles_material.xml`: the same attribute for each), and Material Components' and Material 3's
    /// styles, which set no colour and take their AppCompat parent's. The attribute is then
    /// resolved in the app's theme: materialistic b631d511 `textSubtitleStyle` ←
    /// `TextAppearance.AppCompat.Caption` is `?android:textColorSecondary`, 50% black in its theme.
    static let textColors: [String: String] = {
        let secondary = "?android:attr/textColorSecondary"
        let primary = "?android:attr/textColorPrimary"
        var colors: [String: String] = [:]
        for (names, prefix) in [
            (["Display4", "Display3", "Display2", "Display1", "Caption", "Medium"], "AppCompat"),
            (["Headline1", "Headline2", "Headline3", "Headline4", "Caption"], "MaterialComponents"),
            (["DisplayLarge", "DisplayMedium", "DisplaySmall", "HeadlineLarge", "BodySmall", "LabelMedium", "LabelSmall"], "Material3"),
        ] {
            for name in names { colors["TextAppearance.\(prefix).\(name)"] = secondary }
        }
        for (names, prefix) in [
            (["Headline", "Title", "Subhead", "Body2", "Body1", "Button", "Menu", "Large"], "AppCompat"),
            (["Headline5", "Headline6", "Subtitle1", "Subtitle2", "Body1", "Body2", "Button", "Overline"], "MaterialComponents"),
            (["HeadlineMedium", "HeadlineSmall", "TitleLarge", "TitleMedium", "TitleSmall", "BodyLarge", "BodyMedium", "LabelLarge"], "Material3"),
        ] {
            for name in names { colors["TextAppearance.\(prefix).\(name)"] = primary }
        }
        colors["TextAppearance.AppCompat.Small"] = "?android:attr/textColorTertiary"
        return colors
    }()

    /// The colour a library text appearance gives its text, as the theme attribute it names
    /// (``textColors``); `nil` for a style Legible does not know or one whose further suffix may
    /// change it (`.Inverse`). `Base.` and Material 3's `.Emphasized` keep their style's colour; the
    /// framework's `TextAppearance.Material.*` is what AppCompat's alias.
    static func libraryTextColor(style name: String) -> String? {
        var parts = name.split(separator: ".").map(String.init)
        if parts.first == "Base" { parts.removeFirst() }
        if parts.count == 4, parts[1] == "Material3", parts[3] == "Emphasized" { parts.removeLast() }
        guard parts.count == 3, parts[0] == "TextAppearance" else { return nil }
        if parts[1] == "Material" { parts[1] = "AppCompat" }
        return textColors[parts.joined(separator: ".")]
    }

    /// A library or framework text-appearance style's size and weight, `nil` when Legible does
    /// not know it.
    static func library(style name: String) -> AndroidLibraryText? {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count >= 2, parts[0] == "TextAppearance" || (parts[0] == "Base" && parts.count >= 3 && parts[1] == "TextAppearance") else {
            return nil
        }
        let body = parts[0] == "Base" ? Array(parts.dropFirst()) : parts
        // TextAppearance.Material3.BodyLarge.Emphasized → Material 3 Expressive's heavier Body Large.
        if body.count >= 4, body[1] == "Material3", body[3] == "Emphasized", let role = role(named: body[2]) { return emphasized(role) }
        // TextAppearance.Material3.BodyLarge → Body Large; a further suffix (.Inverse) keeps the size.
        if body.count >= 3, body[1] == "Material3", let role = role(named: body[2]) {
            return AndroidLibraryText(role: role, weight: role.style.weight)
        }
        let table: [String: (Double, FontWeight)]
        let key: String
        switch body.count >= 3 ? body[1] : "" {
        case "MaterialComponents": (table, key) = (materialComponents, body[2])
        case "AppCompat", "Material": (table, key) = (appCompat, body[2])
        default: (table, key) = (appCompat, body[1])  // TextAppearance.Large
        }
        guard ["Large", "Medium", "Small"].contains(key) || body.count >= 3, let (size, weight) = table[key] else { return nil }
        return AndroidLibraryText(size: AndroidDimension(value: size, unit: .sp), weight: weight)
    }

    /// A theme attribute's text appearance (`?attr/textAppearanceBodyLarge`,
    /// `?android:attr/textAppearanceMedium`) in the themes that define it, `nil` when Legible
    /// does not know it. Material 3 attributes are roles; Material 2's the sizes of their
    /// Material Components styles.
    static func library(themeAttribute name: String) -> AndroidLibraryText? {
        guard name.hasPrefix("textAppearance") else { return nil }
        let key = String(name.dropFirst("textAppearance".count))
        if let role = role(named: key) { return AndroidLibraryText(role: role, weight: role.style.weight) }
        if let (size, weight) = materialComponents[key] { return AndroidLibraryText(size: AndroidDimension(value: size, unit: .sp), weight: weight) }
        if ["Large", "Medium", "Small"].contains(key), let (size, weight) = appCompat[key] {
            return AndroidLibraryText(size: AndroidDimension(value: size, unit: .sp), weight: weight)
        }
        return nil
    }

    /// `BodyLarge` → ``MaterialTypeRole/bodyLarge``.
    static func role(named name: String) -> MaterialTypeRole? {
        guard let first = name.first, first.isUppercase else { return nil }
        return MaterialTypeRole(rawValue: first.lowercased() + name.dropFirst())
    }

    /// The text appearance a library widget style implies (`Widget.Material3.Button` → Label
    /// Large), for a view whose style is a library's and which sets no text appearance.
    static func library(widgetStyle name: String) -> AndroidLibraryText? {
        // `Base.Widget.AppCompat.Button.Borderless` is what `Widget.AppCompat.Button.Borderless` aliases.
        let parts = Array(name.split(separator: ".").drop { $0 == "Base" })
        guard parts.count >= 3, parts[0] == "Widget" else { return nil }
        switch (parts[1], parts[2]) {
        case ("Material3", "Button"), ("Material3", "ExtendedFloatingActionButton"), ("Material3", "Chip"):
            return AndroidLibraryText(role: .labelLarge, weight: .medium)
        case ("MaterialComponents", "Button"), ("AppCompat", "Button"):
            return AndroidLibraryText(size: AndroidDimension(value: 14, unit: .sp), weight: .medium)
        default:
            return nil
        }
    }

    /// Android's system font families that no font bundled with Legible stands in for, with
    /// the font Android draws them in (AOSP `fonts.xml`): text in them is not audited for
    /// overflow. `sans-serif` and its weights (`sans-serif-light`, `-medium`, `-black`…) are
    /// Roboto, which is bundled, so they are not here.
    static let unbundledSystemFamilies: [String: String] = [
        "sans-serif-condensed": "Roboto Condensed", "serif": "Noto Serif", "monospace": "Droid Sans Mono",
        "serif-monospace": "Cutive Mono", "casual": "Coming Soon", "cursive": "Dancing Script", "sans-serif-smallcaps": "Carrois Gothic SC",
    ]

    /// The family the legacy `android:typeface` names (`normal` and `sans` are Roboto).
    static func family(typeface value: String) -> String? {
        ["serif": "serif", "monospace": "monospace"][value]
    }

    /// The weight and family `android:fontFamily` names: `sans-serif-medium` → Medium,
    /// `@font/brand` → the family `brand`.
    static func family(_ value: String) -> (weight: FontWeight?, family: String?) {
        if let reference = AndroidValueSyntax.reference(value) { return (nil, reference.name) }
        let weights: [String: FontWeight] = [
            "sans-serif-thin": .ultraLight, "sans-serif-light": .light, "sans-serif-medium": .medium, "sans-serif-black": .black,
            "sans-serif-condensed-light": .light, "sans-serif-condensed-medium": .medium,
        ]
        if value == "sans-serif" || value.isEmpty { return (.regular, nil) }
        if let weight = weights[value] { return (weight, value.hasPrefix("sans-serif-condensed") ? "sans-serif-condensed" : nil) }
        return (nil, value)
    }
}

// The text size a view gets from the app's theme when neither it, its style nor a text appearance sets one.
extension AndroidLayoutWalk {
    /// The text of a view that names no text appearance and whose style (if any) is the app's own
    /// and sets no size, as the theme gives it; `nil` when the app's themes change that default
    /// or the view is not a plain text view or button.
    ///
    /// - A `TextView` (and AppCompat's and Material's subclasses) takes its default style
    ///   `?android:attr/textViewStyle`, the framework's `Widget.Material.TextView` ← `Widget.TextView`,
    ///   whose text appearance is `?android:attr/textAppearanceSmall`: `TextAppearance.Material.Small`,
    ///   `text_size_small_material` 14 sp (AOSP `styles.xml`, `themes_material.xml`,
    ///   `dimens_material.xml`). AppCompat's themes are the framework's Material theme from API 21, and
    ///   Material Components' and Material 3's themes set neither attribute (their `themes_base.xml`):
    ///   14 sp regular, unless one of the app's own styles sets `android:textViewStyle` or
    ///   `android:textAppearanceSmall`.
    /// - A `<Button>` (a `MaterialButton` in a Material theme, an `AppCompatButton` in an AppCompat
    ///   one) takes its family's button style's text appearance (``AndroidTextAppearance/library(widgetStyle:)``),
    ///   unless the app's theme sets `materialButtonStyle`/`buttonStyle`.
    func themeDefaultText(_ view: AndroidView) -> AndroidLibraryText? {
        // A button styled through a theme attribute the app's themes all leave to one library style.
        if view.styleLibrary == nil, view.attributes["style"] != nil, let themed = themedLibraryStyle(view) {
            return AndroidTextAppearance.library(widgetStyle: themed)
        }
        guard view.styleLibrary == nil, view.attributes["style"].map({ AndroidValueSyntax.themeAttribute($0) == nil }) ?? true else { return nil }
        switch view.tag {
        case "TextView", "AppCompatTextView", "MaterialTextView":
            guard !appStylesSet(["android:textViewStyle"]), smallAppearancesKeepTheDefault() else { return nil }
            return AndroidLibraryText(size: AndroidDimension(value: 14, unit: .sp), weight: .regular)
        case "Button", "AppCompatButton", "MaterialButton":
            if view.attributes["style"] != nil { return appStyledButtonText(view) }
            guard let family = widgetFamily() else { return nil }
            if family == .appCompat {
                guard view.tag != "MaterialButton", !appStylesSet(["buttonStyle", "android:buttonStyle"]) else { return nil }
            } else {
                guard view.tag != "AppCompatButton", !appStylesSet(["materialButtonStyle"]) else { return nil }
            }
            return AndroidTextAppearance.library(widgetStyle: family.buttonStyle)
        default:
            return nil
        }
    }

    /// `?attr/textAppearanceListItem` (or `…Small`, or `…Secondary`) in a theme of the app's
    /// library family that the app's styles leave alone: Material 3's Title Medium and Body Medium
    /// (material-components-android ac7e18ef `theme/res/values/themes_base.xml`,
    /// `Base.V14.Theme.Material3.Light`/`.Dark`: `textAppearanceListItem` →
    /// `?attr/textAppearanceTitleMedium`, `textAppearanceListItemSecondary` →
    /// `?attr/textAppearanceBodyMedium`); AppCompat's Subhead, 16 sp Regular, and Body1, 14 sp
    /// Regular (androidx appcompat b35dd9f3 `values/themes_base.xml`, `Base.V7.Theme.AppCompat`
    /// and `.Light`), which Material Components (2) themes inherit unchanged: their
    /// `Platform.MaterialComponents` is `Theme.AppCompat` (`themes_base_bridge.xml`) and none of
    /// them sets these attributes (MaterialFiles fc125003, 50 list texts were not audited).
    /// The framework's `?android:attr/…` is another attribute: in all three families it is the
    /// platform's Material theme's (AppCompat's themes are `Theme.Material` from API 21, and none of
    /// them sets the `android:` attribute), AOSP `themes_material.xml`'s
    /// `TextAppearance.Material.Subhead`, 16 sp, and `…Secondary` `TextAppearance.Material.Body1`,
    /// 14 sp (osmeditor4android 4f41a432 `dialog_list_item.xml:2`, `?android:attr/textAppearanceListItemSmall`).
    func listItemAppearance(_ attribute: (name: String, isFramework: Bool)) -> AndroidLibraryText? {
        guard ["textAppearanceListItem", "textAppearanceListItemSmall", "textAppearanceListItemSecondary"].contains(attribute.name),
            !appStylesSet([attribute.isFramework ? "android:\(attribute.name)" : attribute.name]), let family = widgetFamily()
        else { return nil }
        let secondary = attribute.name == "textAppearanceListItemSecondary"
        // Subhead and Body1, from Tables/android-text-appearances.csv (its AppCompat rows, which
        // `TextAppearance.Material.…` reads too).
        let library = secondary ? "Body1" : "Subhead"
        if attribute.isFramework { return AndroidTextAppearance.library(style: "TextAppearance.Material.\(library)") }
        switch family {
        case .material3:
            let role: MaterialTypeRole = secondary ? .bodyMedium : .titleMedium
            return AndroidLibraryText(role: role, weight: role.style.weight)
        case .appCompat, .materialComponents:
            return AndroidTextAppearance.library(style: "TextAppearance.AppCompat.\(library)")
        }
    }

    /// Whether every `android:textAppearanceSmall` the app's styles set (a theme overlay's, NewPipe
    /// 79767f95f `styles_misc.xml:55`, `PlayQueueItemSubtitle` ← `TextAppearance.AppCompat.Small`) is
    /// a style of the app's whose chain sets no size and ends in a 14 sp regular library appearance:
    /// then a plain `TextView`'s default text stays 14 sp wherever the overlay applies.
    private func smallAppearancesKeepTheDefault() -> Bool {
        let wanted: Set<String> = ["android:textAppearanceSmall", AndroidResources.normalisedItemName("android:textAppearanceSmall")]
        let all = [resources.styles, resources.nightStyles] + resources.qualifiedValues.map(\.styles)
        for styles in all {
            for definition in styles.values {
                for (name, value) in definition.items where wanted.contains(name) {
                    guard let reference = AndroidValueSyntax.reference(value), reference.type == "style", !reference.isFramework,
                        let resolved = try? resources.resolveStyle(reference.name, isFramework: false),
                        ["android:textSize", "android:textStyle", "android:fontFamily", "android:textFontWeight"].allSatisfy({ resolved.items[$0] == nil }),
                        let library = resolved.library.flatMap({ AndroidTextAppearance.library(style: $0.name) }),
                        library.size == AndroidDimension(value: 14, unit: .sp), library.weight == nil || library.weight == .regular
                    else { return false }
                }
            }
        }
        return true
    }

    /// Whether any of the app's styles (any configuration, dark mode's too) sets one of `names`.
    func appStylesSet(_ names: [String]) -> Bool {
        let wanted = Set(names.flatMap { [$0, AndroidResources.normalisedItemName($0)] })
        let all = [resources.styles, resources.nightStyles] + resources.qualifiedValues.map(\.styles)
        return all.contains { styles in styles.values.contains { definition in definition.items.keys.contains { wanted.contains($0) } } }
    }
}
