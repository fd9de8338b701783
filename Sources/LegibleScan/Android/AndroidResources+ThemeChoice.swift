import Foundation

/// The themes code may show a layout in, besides ``AndroidResources/applicationTheme`` (issue 33,
/// class 2): qksms `QkThemedActivity.kt:102` `setTheme(getActivityThemeRes(prefs.black.get()))`
/// picks `AppTheme` or `AppTheme.Black`.
struct AndroidThemePick: Sendable, Hashable {
    /// The other themes the call can pick (`AppTheme.Black`); the layout is judged in
    /// ``AndroidResources/applicationTheme``, the one the function's last branch gives.
    var alternatives: [String] = []
    /// The call, as a finding says it; `nil` when the theme is not picked this way.
    var call: String?
    /// Whether the call could not be read (a variable, a helper in another class, a result that
    /// is not an `R.style` literal): the layout stays in the manifest's theme, which is then an
    /// assumption that every colour from it says.
    var unread = false
}

extension AndroidResources {
    /// These resources in the theme a base activity's `setTheme(function(…))` picks for the
    /// layout `name` (``AndroidSourceFacts/themeChoice(ofLayout:)``); `nil` when none does.
    func pickingTheme(ofLayout name: String) -> AndroidResources? {
        guard let choice = sourceFacts?.themeChoice(ofLayout: name) else { return nil }
        var result = self
        // A call not read leaves the theme the manifest gives (Amaze's ErrorActivity: appCompatBlack).
        if let theme = activityTheme(ofLayout: name) { result.applicationTheme = theme }
        switch choice {
        case .unread(let call):
            result.themePick = AndroidThemePick(call: call, unread: true)
        case .chosen(let chosen):
            // R.style fields replace a style name's dots with underscores.
            let names = chosen.fields.map { field in
                styles.keys.filter { $0.replacingOccurrences(of: ".", with: "_") == field }.sorted().first
            }
            guard let primary = names.last ?? nil, let definition = styles[primary], names.allSatisfy({ $0 != nil }) else {
                result.themePick = AndroidThemePick(call: chosen.call, unread: true)
                return result
            }
            result.applicationTheme = AndroidApplicationTheme(name: primary, location: definition.location)
            result.themePick = AndroidThemePick(alternatives: names.dropLast().compactMap { $0 }, call: chosen.call)
        }
        return result
    }

    /// These resources in the theme every layout that includes `name` is shown in, when `name`
    /// is no activity's content view and they all agree on one other than the application's
    /// (qksms `drawer_view.xml`, included by `main_activity.xml`, is shown in MainActivity's
    /// theme); `nil` otherwise.
    func includersTheming(layout name: String, depth: Int) -> AndroidResources? {
        guard depth < 4, let facts = sourceFacts, facts.contentViewClasses(ofLayout: name).isEmpty,
            let including = includers[name], !including.isEmpty
        else { return nil }
        var found: AndroidResources?
        for includer in including.sorted() {
            let themed = theming(layout: includer, depth: depth + 1)
            guard themed.applicationTheme?.name != applicationTheme?.name || themed.themePick != themePick else { return nil }
            if let found, found.applicationTheme?.name != themed.applicationTheme?.name || found.themePick != themed.themePick { return nil }
            found = themed
        }
        return found
    }

    /// The label a colour resolved in these resources' theme gets when code picks the theme:
    /// whether the other themes the call can pick give the attribute the same values.
    func themePickLabel(_ theme: String, attribute: (name: String, isFramework: Bool), values: [AndroidThemeValue]) -> String {
        guard let call = themePick.call else { return theme }
        if themePick.unread { return "\(theme) (assumed: code picks the theme at run time, \(call))" }
        guard !themePick.alternatives.isEmpty else { return "\(theme) (set by \(call))" }
        let others = themePick.alternatives.joined(separator: ", ")
        let same = themePick.alternatives.allSatisfy { other in
            var alternative = self
            alternative.applicationTheme?.name = other
            return [false, true].enumerated().allSatisfy { index, dark in
                (try? alternative.themeValue(attribute.name, isFramework: attribute.isFramework, dark: dark)) == values[index]
            }
        }
        // The call's place, not its argument: the label is part of a finding's message.
        let site = call.components(separatedBy: " at ").last ?? call
        return same ? "\(theme) (or \(others), alike; picked by setTheme at \(site))" : "\(theme) (picked by setTheme at \(site); \(others) not checked)"
    }
}
