import Foundation
import LegibleSyntax

// Epoxy's Kotlin holders look views up by a delegate (issue 33, fresh-android25a pattern 5):
// element-android 4c04cbf5 `SettingsInformationItem.kt:35` declares
// `val textView by bind<TextView>(R.id.settings_item_information)` and `:31` always runs
// `holder.textView.setTextColor(textColor)`, so `item_settings_information.xml:13`'s colour is a
// placeholder; the name was not known to be that view, and the layout's colour was judged.
extension AndroidSourceFacts {
    /// Property name → the view id (by ``key(_:)``) of each `val name by bind<Type>(R.id.x)`
    /// (Epoxy's `KotlinEpoxyHolder.bind`, also `by bind(R.id.x)` with the type on the property).
    static func epoxyBindAliases(in code: [UInt8]) -> [String: String] {
        guard ByteSearch.contains(Array("by bind".utf8), in: code) else { return [:] }
        let text = String(decoding: code, as: UTF8.self)
        let pattern = #"\b(?:val|var)\s+(\w+)\s*(?::\s*[\w.<>?]+\s*)?by\s+bind\s*(?:<[\w.<>?]+>)?\s*\(\s*R\.id\.(\w+)\s*\)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [:] }
        var result: [String: String] = [:]
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let name = Range(match.range(at: 1), in: text), let id = Range(match.range(at: 2), in: text) else { continue }
            result[String(text[name])] = key(String(text[id]))
        }
        return result
    }
}
