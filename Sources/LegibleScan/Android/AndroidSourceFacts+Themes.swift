import Foundation

/// Themes an activity picks at run time (issue 33): NewPipe 79767f95 `SettingsActivity.java:89`
/// calls `setTheme(ThemeHelper.getSettingsThemeStyle(this))`, and `MainActivity.java:149`
/// `ThemeHelper.setTheme(this, …)`. The scan cannot know the theme chosen, so it judges the
/// layout in the manifest's and says so: the colours' descriptions name the call.
extension AndroidSourceFacts {
    /// The first `setTheme` call of a file that does not name one `R.style` literally (a
    /// variable, a helper, a branch, or several styles), as a finding says it:
    /// `setTheme(ThemeHelper.getSettingsThemeStyle(this)) at SettingsActivity.java:89`; `nil`
    /// when there is none. A declaration (`fun setTheme(`, `void setTheme(`) is not a call.
    static func themeChosenAtRunTime(_ calls: [Call], in code: [UInt8], path: String) -> String? {
        let real = calls.filter { !isDeclaration(at: $0.start, in: code) }
        guard !real.isEmpty else { return nil }
        let styles = Set(real.compactMap { field(of: "R.style.", in: $0.argument) })
        let literal = real.count == 1 && !real[0].conditional && styles.count == 1
        guard !literal, let call = real.first(where: { field(of: "R.style.", in: $0.argument) == nil }) ?? real.first else { return nil }
        var argument = String(decoding: call.argument, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if argument.count > 60 { argument = String(argument.prefix(59)) + "…" }
        let location = location(of: call.start, in: code, path: path)
        return "setTheme(\(argument)) at \((path as NSString).lastPathComponent):\(location.line.map(String.init) ?? "?")"
    }

    /// Whether the name at `start` is declared there (`fun setTheme(`, `void setTheme(`).
    static func isDeclaration(at start: Int, in code: [UInt8]) -> Bool {
        let before = String(decoding: code[max(0, start - 12)..<start], as: UTF8.self)
        let words = before.split(whereSeparator: { $0.isWhitespace })
        return ["fun", "void", "func"].contains(words.last.map(String.init) ?? "")
    }

    /// The `R.style` name set in code for the activity that shows the layout `name`.
    func theme(ofLayout name: String) -> String? {
        themes[Self.key(name)]
    }

    /// The `setTheme` call that picks, at run time, the theme of the activity showing the layout `name`.
    func themeChosenInCode(ofLayout name: String) -> String? {
        themesChosenInCode[Self.key(name)]
    }
}

/// A Toolbar title code hides (`supportActionBar?.setDisplayShowTitleEnabled(false)`, Java's
/// `getSupportActionBar().setDisplayShowTitleEnabled(false)`): the layouts the file names show no
/// Toolbar title to judge (`AndroidLayoutWalk+Toolbar.swift`).
extension AndroidSourceFacts {
    mutating func addHiddenToolbarTitles(_ code: [UInt8]) {
        let calls = Self.calls(named: "setDisplayShowTitleEnabled", in: code)
        guard calls.contains(where: { String(decoding: $0.argument, as: UTF8.self).trimmingCharacters(in: .whitespaces) == "false" }) else { return }
        hiddenToolbarTitles.formUnion(Self.layoutsNamed(in: code))
    }

    /// Whether a file that names the layout hides the Toolbar's title.
    func hidesToolbarTitle(inLayout layout: String) -> Bool {
        hiddenToolbarTitles.contains(Self.key(layout))
    }
}
