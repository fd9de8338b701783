import LegibleColor

/// The colours of an app's own theme type, put in place of the placeholders of text whose
/// colour a runtime attribute takes from the theme, so that `contrast.text` judges the colours
/// that show.
///
/// Rocket.Chat 3172a098: `Subscriptions.storyboard:92` and `ChatPreviewModeView.xib:19` carry
/// `themeColor = "textColor: auxiliaryText"`, which `UIView.setThemeColor(_:)`
/// (RuntimeAttributesThemeableView.swift:32) applies from the theme: `Theme.light`'s
/// `auxiliaryText` is #9ca2a8 (Theme.swift:112) on its `backgroundColor` #ffffff, 2.57:1,
/// where the scan only noted that the theme sets the colour (fresh-ios13a D2). The theme's
/// `light` instance is judged in the light appearances and its `dark` one, when it has one, in
/// the dark ones (the app's user picks its theme, as iOS's user picks dark mode).
///
/// Only what is certain: one type of the app declares the colour, as a literal in each instance
/// judged; the text's background is a view's own opaque colour that the theme walk recolours
/// with a theme colour that is a literal too (no class of that view sets its own, no view
/// between draws another); the app's code declares the runtime attribute's key path and builds
/// with the theme. Otherwise the colour stays a placeholder, noted (``AppWideThemes``).
package enum AppThemeColors {
    /// `appTheme.value|Theme|light|auxiliaryText|0.61,0.63,0.65,1|Theme/Theme.swift:112`
    /// (`?` for a value that is no literal).
    package static func valueKey(type: String, instance: String, property: String, value: String, location: String) -> String {
        "appTheme.value|\(type)|\(instance)|\(property)|\(value)|\(location)"
    }

    /// `appTheme.bg|applyTheme|backgroundColor|alpha|File.swift:44`: the walk method gives every
    /// view's background the theme's `backgroundColor`, keeping the view's alpha (`alpha`) or not (`opaque`).
    package static func walkBackgroundKey(method: String, property: String, keepsAlpha: Bool, location: String) -> String {
        "appTheme.bg|\(method)|\(property)|\(keepsAlpha ? "alpha" : "opaque")|\(location)"
    }

    /// `appTheme.ownbg|UITableView|applyTheme|auxiliaryBackground`: an extension's override of
    /// the method sets the view's own background (`?` for a value that is not one theme colour).
    package static func ownBackgroundKey(type: String, method: String, property: String) -> String {
        "appTheme.ownbg|\(type)|\(method)|\(property)"
    }

    /// One theme colour of one instance.
    struct Value {
        var color: SRGBColor?
        var location: String
    }

    struct Facts {
        /// Type → instance → property → value.
        var values: [String: [String: [String: Value]]] = [:]
        var walkBackgrounds: [String: (property: String, keepsAlpha: Bool)] = [:]
        var ownBackgrounds: [String: Set<String>] = [:]

        init(_ setInCode: Set<String>) {
            for record in setInCode where record.hasPrefix("appTheme.") {
                let parts = record.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                switch parts[0] {
                case "appTheme.value" where parts.count == 6:
                    let numbers = parts[4].split(separator: ",").compactMap { Double($0) }
                    let color = numbers.count == 4 ? SRGBColor(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3]) : nil
                    values[parts[1], default: [:]][parts[2], default: [:]][parts[3]] = Value(color: color, location: parts[5])
                case "appTheme.bg" where parts.count == 5:
                    walkBackgrounds[parts[1]] = (parts[2], parts[3] == "alpha")
                case "appTheme.ownbg" where parts.count == 4:
                    ownBackgrounds[parts[1] + "|" + parts[2], default: []].insert(parts[3])
                default: continue
                }
            }
        }
    }

    /// Puts the theme's colours on text whose colour a runtime attribute takes from the theme.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>, superclasses: [String: String], sharesTarget: (String, String) -> Bool) {
        let facts = Facts(setInCode)
        guard !facts.values.isEmpty, !facts.walkBackgrounds.isEmpty else { return }
        let themes = AppWideThemes.Facts(setInCode)
        for index in elements.indices {
            guard let name = elements[index].runtimeThemeNames["textColor"], let keyPath = elements[index].runtimeColorKeys["textColor"],
                themes.keys[keyPath] != nil, let depth = elements[index].themeBackgroundDepth
            else { continue }
            let element = elements[index]
            // One walk reaches the views and recolours backgrounds: the method the runtime attributes are applied in.
            guard facts.walkBackgrounds.count == 1, let (method, background) = facts.walkBackgrounds.first, themes.walks.contains(method) else { continue }
            // One type of the app declares the colour.
            let types = facts.values.filter { $0.value.values.contains { $0[name] != nil } }
            guard types.count == 1, let (type, instances) = types.first else { continue }
            let light = instances["light"] ?? (instances.count == 1 ? instances.first?.value : nil)
            let dark = instances["dark"] ?? light
            guard let light, let dark, let lightText = light[name], let darkText = dark[name], let lightTextColor = lightText.color,
                let darkTextColor = darkText.color, let lightBack = light[background.property]?.color, let darkBack = dark[background.property]?.color,
                sharesTarget(AppWideThemes.file(of: lightText.location), element.location.file)
            else { continue }
            // The text and its background are reached by the walk, and no class of the background's view sets its own.
            guard AppWideThemes.isThemed(element, by: method, facts: themes, superclasses: superclasses), depth < element.themeAncestry.count else { continue }
            var holder = element
            holder.themeAncestry = Array(element.themeAncestry[depth...])
            guard AppWideThemes.isThemed(holder, by: method, facts: themes, superclasses: superclasses) else { continue }
            let classes = AppWideThemes.chain(of: element.themeAncestry[depth], superclasses: superclasses)
            if classes.contains(where: { type in
                facts.ownBackgrounds[type + "|" + method].map { $0 != [background.property] } ?? false
                    || (!type.hasPrefix("UI") && setInCode.contains("\(type).self.backgroundColor"))
            }) {
                continue
            }
            let instanceNames = instances["dark"] == nil ? "\(type).\(instances["light"] == nil ? instances.keys.first ?? "" : "light")" : "\(type).light/.dark"
            func opaque(_ color: SRGBColor) -> SRGBColor {
                var color = color
                if background.keepsAlpha { color.alpha = 1 }
                return color
            }
            elements[index].textColor = .themed(
                name, theme: instanceNames, light: .literal(lightTextColor, alpha: lightTextColor.alpha),
                dark: .literal(darkTextColor, alpha: darkTextColor.alpha))
            elements[index].textColorStates = []
            let (lightFill, darkFill) = (opaque(lightBack), opaque(darkBack))
            elements[index].backgroundColor = .themed(
                background.property, theme: instanceNames, light: .literal(lightFill, alpha: lightFill.alpha), dark: .literal(darkFill, alpha: darkFill.alpha))
            elements[index].backdropColor = nil
            elements[index].appThemeLead = "the app's theme gives it \(name) (runtime attribute \(keyPath), \(AppWideThemes.shortLocation(lightText.location)))"
            elements[index].appThemeWhy =
                ("runtime attribute \(keyPath) = \"textColor: \(name)\" takes the colour from the app's theme (\(lightText.location)), "
                    + "on the \(background.property) its \(method) gives the view behind")
        }
    }
}
