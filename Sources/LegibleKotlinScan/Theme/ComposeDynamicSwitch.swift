import Foundation

/// Dynamic colour behind a switch that is off by default and that the app never turns on:
/// `fun ElementTheme(…, dynamicColor: Boolean = false, …)` calls `dynamicDarkColorScheme` only
/// `when { dynamicColor && … }`, and no file of Element X (477aa366) but a screenshot test
/// passes `dynamicColor = true`. The wallpaper's colours never show, so the fixed schemes are
/// the app's colours: no note, and the theme is not called dynamic.
enum ComposeDynamicSwitch {
    static let dynamicCalls: Set<String> = ["dynamicLightColorScheme", "dynamicDarkColorScheme", "dynamicColorScheme"]

    /// Function name → its `Boolean = false` parameters whose name says dynamic, for the
    /// functions of `files` that call a dynamic scheme.
    static func switches(in files: [(path: String, file: KotlinFile)]) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for (_, file) in files {
            for case .declaration(let declaration) in file.statements where declaration.keyword == "fun" {
                let names = Set(
                    declaration.parameters.filter { $0.name.lowercased().contains("dynamic") && $0.defaultValue?.sketch == "false" }.map(\.name))
                guard !names.isEmpty else { continue }
                var calls = false
                ThemeCalls.find(in: [.declaration(declaration)]) { call in if dynamicCalls.contains(call.name) { calls = true } }
                if calls { found[declaration.name, default: []].formUnion(names) }
            }
        }
        return found
    }

    /// The switches of `names` that some file among `sources` passes a value other than `false`.
    static func switchedOn(_ names: Set<String>, sources: KotlinSourceTexts) -> Set<String> {
        var on: Set<String> = []
        for path in sources.paths where on.count < names.count {
            guard let text = sources.text(path) else { continue }
            for name in names where !on.contains(name) && KotlinDeclaredNames.contains(text, name) && passes(name, in: text) { on.insert(name) }
        }
        return on
    }

    /// Whether `text` passes `name = value` with a value other than `false` (a named argument; a
    /// `val name = …` declaration is not one).
    static func passes(_ name: String, in text: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: name, range: searchStart..<text.endIndex) {
            searchStart = range.upperBound
            if range.lowerBound > text.startIndex, isNameCharacter(text[text.index(before: range.lowerBound)]) { continue }
            let before = text[..<range.lowerBound].split(whereSeparator: \.isWhitespace).last
            if before == "val" || before == "var" { continue }
            var rest = text[range.upperBound...].drop { $0 == " " }
            guard rest.first == "=", rest.dropFirst().first != "=" else { continue }
            rest = rest.dropFirst().drop { $0 == " " }
            if !rest.hasPrefix("false") { return true }
        }
        return false
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
