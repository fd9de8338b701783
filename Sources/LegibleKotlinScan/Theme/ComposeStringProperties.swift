import Foundation

/// The app's string properties that hold one of its string resources (issue 33, fresh-android17b
/// M4): 2fas-android Strings.kt:41, `class Strings(c: Context) { val startupTermsLabel =
/// c.getString(R.string.introduction__tos) }`, read as `TwLocale.strings.startupTermsLabel`, is a
/// label the app writes, as `stringResource(R.string.introduction__tos)` is, so a tappable Text
/// showing it is judged at one line (StartupScreen.kt:140, 28 dp tall).
///
/// `val name = x.getString(R.string.y)` (also `: String`, `get() =`, a qualified `x.y.getString`),
/// the whole declaration on its line. A name declared so twice, or also declared another way in
/// the same files, is left out. Only a member read through an object path (`TwLocale.strings.name`,
/// starting with a capital) counts (``ComposeFileScan/isStringProperty(_:)``): `item.name` is data.
enum ComposeStringProperties {
    static let maximumFiles = 2_000
    static let maximumBytes = 32 << 20

    static func collect(sources: KotlinSourceTexts) -> Set<String> {
        collect(
            texts: KotlinPrePassFiles.texts(sources: sources, maximumFiles: maximumFiles, maximumBytes: maximumBytes) {
                KotlinDeclaredNames.contains($0, "getString(R.string.")
            })
    }

    /// The names the texts declare so (also the tests' entry point).
    static func collect(texts: [String]) -> Set<String> {
        let declared = #"^[ \t]*(?:(?:override|public|internal|private|open)\s+)*va[lr]\s+(\w+)\b(.*)$"#
        let resource = #"^\s*(?::\s*String\s*)?(?:=|get\s*\(\s*\)\s*=)\s*\w+(?:\.\w+)*\.getString\(\s*R\.string\.\w+\s*\)\s*;?\s*$"#
        guard let declaration = try? NSRegularExpression(pattern: declared, options: .anchorsMatchLines),
            let getter = try? NSRegularExpression(pattern: resource)
        else { return [] }
        var counts: [String: Int] = [:]
        var other: Set<String> = []
        for text in texts {
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let name = Range(match.range(at: 1), in: text), let rest = Range(match.range(at: 2), in: text) else { continue }
                let tail = String(text[rest])
                if getter.firstMatch(in: tail, range: NSRange(tail.startIndex..., in: tail)) != nil {
                    counts[String(text[name]), default: 0] += 1
                } else {
                    other.insert(String(text[name]))
                }
            }
        }
        return Set(counts.filter { $0.value == 1 && !other.contains($0.key) }.keys)
    }
}
