/// Where the theme colour of a text, and the one behind it, comes from (``AppThemeColors``).
extension AppThemeColors {
    /// The theme colour a text takes: a runtime attribute's (`themeColor = "textColor:
    /// auxiliaryText"`, with the key path the app's code declares), or the one its owner's
    /// override of the walk method sets on its outlet (`date.textColor = theme.auxiliaryText`).
    struct TextSource {
        var name: String
        var keyPath: String
        /// The code that sets it, `nil` for a runtime attribute.
        var code: CodeColor?
    }

    /// The theme colour behind a text: its name, whether it keeps the view's alpha, and what
    /// the finding says of it.
    struct BackgroundSource {
        var property: String
        var keepsAlpha: Bool
        var why: String
    }

    static func textSource(
        of element: ScannedElement, method: String, facts: Facts, themes: AppWideThemes.Facts, superclasses: [String: String], subclasses: [String: [String]]
    ) -> TextSource? {
        if let name = element.runtimeThemeNames["textColor"], let keyPath = element.runtimeColorKeys["textColor"], themes.keys[keyPath] != nil {
            return TextSource(name: name, keyPath: keyPath, code: nil)
        }
        // The owner's override runs after the walk its `super` call makes (the Swift reader keeps
        // only such statements), so its colour is the one that shows; one name, or none.
        let outlets = element.outlets.filter { !$0.hasSuffix(".self") }
            .flatMap { CodeSetPlaceholders.related($0, superclasses: superclasses, subclasses: subclasses) }
        let settings = outlets.flatMap { facts.codeColors[$0 + "|textColor"] ?? [] }.filter { $0.method == method }
        guard let first = settings.first, settings.allSatisfy({ $0.name == first.name }) else { return nil }
        return TextSource(name: first.name, keyPath: "", code: first)
    }

    /// The theme colour behind the text: for text coloured by code, the one the same override
    /// sets on the nearest view behind it whose background code sets (`containerView
    /// .backgroundColor = theme.chatComponentBackground`, QuoteMessageCell.swift:116); otherwise the
    /// colour the walk gives the nearest view with an opaque background in the file
    /// (``ScannedElement/themeBackgroundDepth``), when no class of that view sets its own.
    static func backgroundSource(
        of element: ScannedElement, code: CodeColor?, method: String, walk: (property: String, keepsAlpha: Bool), facts: Facts,
        themes: AppWideThemes.Facts, setInCode: Set<String>, superclasses: [String: String], subclasses: [String: [String]]
    ) -> BackgroundSource? {
        if code != nil {
            for outlet in element.backgroundOutlets {
                let chain = CodeSetPlaceholders.related(outlet, superclasses: superclasses, subclasses: subclasses)
                guard chain.contains(where: { setInCode.contains($0 + ".backgroundColor") }) else { continue }
                // Code sets this view's background: from the theme in the same method, or the colour is unknown.
                let settings = chain.flatMap { facts.codeColors[$0 + "|backgroundColor"] ?? [] }.filter { $0.method == method }
                guard let first = settings.first, settings.allSatisfy({ $0.name == first.name }) else { return nil }
                return BackgroundSource(property: first.name, keepsAlpha: false, why: "\(first.outlet).backgroundColor is given at \(first.location)")
            }
        }
        guard let depth = element.themeBackgroundDepth, depth < element.themeAncestry.count else { return nil }
        // The background's view is reached by the walk, and no class of it sets its own.
        var holder = element
        holder.themeAncestry = Array(element.themeAncestry[depth...])
        guard AppWideThemes.isThemed(holder, by: method, facts: themes, superclasses: superclasses) else { return nil }
        let classes = AppWideThemes.chain(of: element.themeAncestry[depth], superclasses: superclasses)
        if classes.contains(where: { type in
            facts.ownBackgrounds[type + "|" + method].map { $0 != [walk.property] } ?? false
                || (!type.hasPrefix("UI") && setInCode.contains("\(type).self.backgroundColor"))
        }) {
            return nil
        }
        return BackgroundSource(property: walk.property, keepsAlpha: walk.keepsAlpha, why: "its \(method) gives the view behind")
    }
}
