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

    /// `appTheme.code|BasicMessageCell.date|textColor|applyTheme|auxiliaryText|File.swift:134`: an
    /// app class's override of `applyTheme` sets its outlet's (or, `Type.self`, its own) colour to
    /// the theme's `auxiliaryText` (``ScanFileResult/setInCode``, recorded by the Swift reader).
    package static func codeKey(outlet: String, property: String, method: String, name: String, location: String) -> String {
        "appTheme.code|\(outlet)|\(property)|\(method)|\(name)|\(location)"
    }

    /// One theme colour code gives an outlet's property.
    struct CodeColor {
        var outlet: String
        var method: String
        var name: String
        var location: String
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
        /// `Type.outlet|property` → the theme colours overrides give it.
        var codeColors: [String: [CodeColor]] = [:]

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
                case "appTheme.code" where parts.count == 6:
                    codeColors[parts[1] + "|" + parts[2], default: []].append(CodeColor(outlet: parts[1], method: parts[3], name: parts[4], location: parts[5]))
                default: continue
                }
            }
            for key in codeColors.keys { codeColors[key]?.sort { ($0.location, $0.name) < ($1.location, $1.name) } }
        }
    }

    /// Puts the theme's colours on text whose colour a runtime attribute, or its owner's override
    /// of the walk method (``codeKey(outlet:property:method:name:location:)``), takes from the theme.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>, superclasses: [String: String], sharesTarget: (String, String) -> Bool) {
        let facts = Facts(setInCode)
        guard !facts.values.isEmpty, !facts.walkBackgrounds.isEmpty else { return }
        let themes = AppWideThemes.Facts(setInCode)
        // One walk reaches the views and recolours backgrounds: the method the theme is applied in.
        guard facts.walkBackgrounds.count == 1, let (method, walkBackground) = facts.walkBackgrounds.first, themes.walks.contains(method) else { return }
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in elements.indices {
            guard let source = textSource(of: elements[index], method: method, facts: facts, themes: themes, superclasses: superclasses, subclasses: subclasses)
            else { continue }
            let element = elements[index]
            // One type of the app declares the colour.
            let types = facts.values.filter { $0.value.values.contains { $0[source.name] != nil } }
            guard types.count == 1, let (type, instances) = types.first else { continue }
            let light = instances["light"] ?? (instances.count == 1 ? instances.first?.value : nil)
            let dark = instances["dark"] ?? light
            guard let light, let dark, let lightText = light[source.name], let darkText = dark[source.name], let lightTextColor = lightText.color,
                let darkTextColor = darkText.color, sharesTarget(AppWideThemes.file(of: lightText.location), element.location.file),
                AppWideThemes.isThemed(element, by: method, facts: themes, superclasses: superclasses)
            else { continue }
            guard
                let background = backgroundSource(
                    of: element, code: source.code, method: method, walk: walkBackground, facts: facts, themes: themes, setInCode: setInCode,
                    superclasses: superclasses, subclasses: subclasses),
                let lightBack = light[background.property]?.color, let darkBack = dark[background.property]?.color
            else { continue }
            let instanceNames = instances["dark"] == nil ? "\(type).\(instances["light"] == nil ? instances.keys.first ?? "" : "light")" : "\(type).light/.dark"
            func opaque(_ color: SRGBColor) -> SRGBColor {
                var color = color
                if background.keepsAlpha { color.alpha = 1 }
                return color
            }
            elements[index].textColor = .themed(
                source.name, theme: instanceNames, light: .literal(lightTextColor, alpha: lightTextColor.alpha),
                dark: .literal(darkTextColor, alpha: darkTextColor.alpha))
            elements[index].textColorStates = []
            let (lightFill, darkFill) = (opaque(lightBack), opaque(darkBack))
            elements[index].backgroundColor = .themed(
                background.property, theme: instanceNames, light: .literal(lightFill, alpha: lightFill.alpha), dark: .literal(darkFill, alpha: darkFill.alpha))
            elements[index].backdropColor = nil
            elements[index].appThemeFromCode = source.code != nil
            let place = AppWideThemes.shortLocation(source.code?.location ?? lightText.location)
            let setter = source.code == nil ? "runtime attribute \(source.keyPath)" : "code"
            elements[index].appThemeLead = "the app's theme gives it \(source.name) (\(setter), \(place))"
            let origin = "takes the colour from the app's theme (\(lightText.location))"
            elements[index].appThemeWhy =
                (source.code.map { "\($0.outlet).textColor = theme.\(source.name) in \(method) at \($0.location) \(origin)" }
                    ?? "runtime attribute \(source.keyPath) = \"textColor: \(source.name)\" \(origin)")
                + ", on the \(background.property) \(background.why)"
        }
    }
}
