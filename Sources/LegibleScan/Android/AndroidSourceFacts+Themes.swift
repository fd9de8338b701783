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
        guard let hide = calls.first(where: { String(decoding: $0.argument, as: UTF8.self).trimmingCharacters(in: .whitespaces) == "false" }) else {
            return
        }
        // TrackerControl 8c119b04 DetailsActivity.java:152-153 hides the action bar's title, then
        // sets the Toolbar's own (`toolbar.setTitle(getString(R.string.app_info))`): the hide goes
        // through the action bar, and a title set on the Toolbar itself is drawn.
        guard !Self.setsToolbarTitle(after: hide.start, in: code) else { return }
        hiddenToolbarTitles.formUnion(Self.layoutsNamed(in: code))
    }

    /// Whether a `setTitle(…)` call or `.title =` after `start` has a Toolbar for its receiver
    /// (`toolbar`, `binding.toolbar`), not the action bar (`supportActionBar`, `getSupportActionBar()`)
    /// or the activity (no receiver, `this`).
    static func setsToolbarTitle(after start: Int, in code: [UInt8]) -> Bool {
        let bars: Set<String> = ["supportActionBar", "actionBar", "this", "super", "?"]
        let setters = calls(named: "setTitle", in: code, receivers: true).filter { $0.start > start }.map(\.receiver)
        let assigned = occurrences(of: Array("title".utf8), in: code[...]).filter { position in
            var after = position + 5
            while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
            return position > start && after + 1 < code.count && code[after] == UInt8(ascii: "=") && code[after + 1] != UInt8(ascii: "=")
        }.map { receiver(before: $0, in: code) }
        // A name of a bar (`toolbar`, `mToolbar`, `binding.appBar`): a menu item's or a dialog's `title` is not the Toolbar's.
        return (setters + assigned).contains { receiver in
            guard let receiver, !bars.contains(receiver) else { return false }
            return receiver.lowercased().contains("toolbar") || receiver.lowercased().hasSuffix("bar")
        }
    }

    /// Whether a file that names the layout hides the Toolbar's title.
    func hidesToolbarTitle(inLayout layout: String) -> Bool {
        hiddenToolbarTitles.contains(Self.key(layout))
    }
}
