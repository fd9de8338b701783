import LegibleSyntax
import LegibleTypeScale

// Material 3 Expressive's emphasized type scale (`?attr/textAppearanceBodyLargeEmphasized`,
// `TextAppearance.Material3.BodyLarge.Emphasized`), from material-components-android ac7e18ef
// `typography/res/values/styles.xml` (`TextAppearance.M3.Sys.Typescale.*.Emphasized`), as
// `Tables/material-type-scale.csv` has it. Auxio 5bd1efe6 names them in 51 layout texts, which
// were not audited while the scan did not know them.
extension AndroidTextAppearance {
    /// `BodyLarge.Emphasized` (a style name's parts after `Material3`) or `BodyLargeEmphasized`
    /// (a theme attribute's name after `textAppearance`) → ``MaterialTypeRole/bodyLarge``.
    static func emphasizedRole(named name: String) -> MaterialTypeRole? {
        let suffix = name.hasSuffix(".Emphasized") ? ".Emphasized" : "Emphasized"
        guard name.hasSuffix(suffix) else { return nil }
        return role(named: String(name.dropLast(suffix.count)))
    }

    /// The size and weight of a role's emphasized style: Display, Headline and Title Large in the
    /// brand face's Medium, Body in the plain face's Medium, Title Medium/Small and Label in the
    /// plain face drawn bold. The size is the baseline role's, so it is given in sp, not as the role.
    static func emphasized(_ role: MaterialTypeRole) -> AndroidLibraryText {
        let style = role.emphasizedStyle
        return AndroidLibraryText(size: AndroidDimension(value: style.size, unit: .sp), weight: style.weight)
    }
}

extension AndroidLayoutWalk {
    /// `?attr/textAppearance…Emphasized` as the app's themes give it, with the items the app's own
    /// style for it adds (Auxio's `TextAppearance.Auxio.LabelLarge.Emphasized` puts Inter over
    /// Material's); `nil` when Legible cannot know it.
    ///
    /// - When the app's styles set the attribute, all to one style: that style, whose size is the
    ///   Material 3 emphasized style it extends.
    /// - When they leave it alone: Material 3's emphasized style, but only in a Material 3 theme
    ///   (`Theme.Material3.*`, and `Theme.Material3Expressive.*`, whose base themes extend
    ///   `Base.Theme.Material3.Light`/`.Dark`); `Base.V14.Theme.Material3.Light` is where
    ///   material-components-android sets them (`theme/res/values/themes_base.xml`). Material
    ///   Components (2), AppCompat and the framework do not define these attributes.
    func emphasizedAppearance(_ attribute: (name: String, isFramework: Bool)) -> (text: AndroidLibraryText, items: [String: String])? {
        guard !attribute.isFramework, attribute.name.hasPrefix("textAppearance"),
            let role = AndroidTextAppearance.emphasizedRole(named: String(attribute.name.dropFirst("textAppearance".count)))
        else { return nil }
        let keys = [attribute.name, AndroidResources.normalisedItemName(attribute.name)]
        let all = [resources.styles, resources.nightStyles] + resources.qualifiedValues.map(\.styles)
        var values: Set<String> = []
        for styles in all {
            for definition in styles.values {
                if let item = keys.lazy.compactMap({ definition.items[$0] }).first { values.insert(item.trimmingWhitespace) }
            }
        }
        guard let value = values.first else {
            return resources.themeIsMaterial3() ? (AndroidTextAppearance.emphasized(role), [:]) : nil
        }
        guard values.count == 1, let reference = AndroidValueSyntax.reference(value), reference.type == "style",
            let resolved = try? resources.resolveStyle(reference.name, isFramework: reference.isFramework),
            let library = resolved.library, !library.isFramework, let text = AndroidTextAppearance.library(style: library.name), text.size != nil
        else { return nil }
        return (text, resolved.items)
    }
}

extension AndroidResources {
    /// Whether the app's theme is Material 3's: the application theme's library theme, or, with
    /// no application theme, every library theme the app's themes extend (AppCompat's aside:
    /// those beside a Material theme are dialogs' and pickers').
    func themeIsMaterial3() -> Bool {
        func material3(_ name: String) -> Bool {
            name == "Theme.Material3" || name.hasPrefix("Theme.Material3.") || name.hasPrefix("Theme.Material3Expressive")
        }
        if let theme = applicationTheme {
            guard let library = try? resolveStyle(theme.name, isFramework: false).library, !library.isFramework, library.name != theme.name else {
                return false
            }
            return material3(library.name)
        }
        let parents = Set(
            styles.values.compactMap(\.parent).filter { !$0.isFramework && $0.name.hasPrefix("Theme.") && styles[$0.name] == nil }.map(\.name)
        )
        .filter { !$0.hasPrefix("Theme.AppCompat") }
        return !parents.isEmpty && parents.allSatisfy(material3)
    }
}
