import Foundation

// Strings the Gradle build adds (issue 33, Threema e2defbb8 W6): a string resource may hold a
// `${name}` placeholder that a plugin (Stem, app/build.gradle.kts:21) fills at build time with
// the string resource `name`, which may itself come from the build: `resValue("string", name, …)`.
// Only a value written as a literal (or a `val` holding one) is read; Threema's
// `stringResValue("app_name_short", shortAppName.nonBreaking())` (buildSrc/.../ProductNames.kt:22),
// a parameter with a computed default, is not, and its texts stay unmeasured.
extension AndroidResources {
    /// The string resources the Gradle files of the modules holding `resFolders` give with a
    /// literal `resValue("string", "name", "value")` (Groovy's `resValue 'string', 'name', 'value'`
    /// too), or with a `val`/`def` that a Gradle file or `buildSrc` Kotlin file sets to a literal.
    /// A name given two different values (one per flavour) is left out: which one a build shows
    /// is not known.
    static func readBuildStrings(besideResFolders resFolders: [String]) -> [String: String] {
        var modules: [String] = []
        for folder in resFolders {
            let parts = folder.components(separatedBy: "/")
            guard let src = parts.lastIndex(of: "src"), src > 0 else { continue }
            let module = parts[..<src].joined(separator: "/")
            if !modules.contains(module) { modules.append(module) }
        }
        var values: [String: Set<String>] = [:]
        for module in modules {
            let gradle = ["build.gradle", "build.gradle.kts"].compactMap { gradleText((module as NSString).appendingPathComponent($0)) }
            guard gradle.contains(where: { $0.contains("resValue") }) else { continue }
            let constants = stringConstants(in: gradle + buildSrcTexts(above: module))
            for text in gradle {
                for (name, value) in resValueStrings(in: text, constants: constants) { values[name, default: []].insert(value) }
            }
        }
        return values.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// `resValue` string calls of a Gradle file, name and value, where the value is a literal or
    /// a name in `constants`.
    static func resValueStrings(in text: String, constants: [String: String]) -> [(String, String)] {
        let pattern = #"resValue\s*\(?\s*["']string["']\s*,\s*["']([A-Za-z0-9_.]+)["']\s*,\s*([^\n)]+)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let string = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: string.length)).compactMap { match in
            let name = string.substring(with: match.range(at: 1))
            let written = string.substring(with: match.range(at: 2)).trimmingCharacters(in: .whitespaces)
            guard let value = literal(written) ?? constants[written] else { return nil }
            return (name, value)
        }
    }

    /// The `val NAME = "…"` (Kotlin, `const` or not) and `def NAME = "…"` (Groovy) literals of `texts`.
    /// A name set to two different literals is left out.
    static func stringConstants(in texts: [String]) -> [String: String] {
        // The literal ends its statement: `val full = "Acme" + suffix` is no constant.
        let pattern = #"(?:\bval|\bdef)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*String\s*)?=\s*("[^"\n]*"|'[^'\n]*')(?=\s*(?:$|;|\}|//))"#
        guard let expression = try? NSRegularExpression(pattern: pattern, options: .anchorsMatchLines) else { return [:] }
        var found: [String: Set<String>] = [:]
        for text in texts {
            let string = text as NSString
            for match in expression.matches(in: text, range: NSRange(location: 0, length: string.length)) {
                let written = string.substring(with: match.range(at: 2)).trimmingCharacters(in: .whitespaces)
                guard let value = literal(written) else { continue }
                found[string.substring(with: match.range(at: 1)), default: []].insert(value)
            }
        }
        return found.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The text of a string literal that is the whole of `written` (a trailing `,` or `;` aside),
    /// with no template (`$x`) and no escape but the quotes Groovy builds often wrap a resValue in
    /// (`"\"My App\""`); `nil` for anything else.
    static func literal(_ written: String) -> String? {
        var text = Substring(written)
        while let last = text.last, last == "," || last == ";" || last == " " { text = text.dropLast() }
        guard let quote = text.first, quote == "\"" || quote == "'", text.count >= 2, text.last == quote else { return nil }
        var body = String(text.dropFirst().dropLast())
        if body.hasPrefix("\\\""), body.hasSuffix("\\\""), body.count >= 4 { body = String(body.dropFirst(2).dropLast(2)) }
        guard !body.contains("$"), !body.contains("\\"), !body.contains(quote) else { return nil }
        return body
    }

    /// The Kotlin files of the `buildSrc` folder beside `module` or up to three folders above it
    /// (at most 200 files), where builds keep their constants.
    static func buildSrcTexts(above module: String) -> [String] {
        var folder = module
        for _ in 0..<4 {
            let buildSrc = (folder as NSString).appendingPathComponent("buildSrc/src/main")
            if let walker = FileManager.default.enumerator(atPath: buildSrc) {
                var texts: [String] = []
                while let path = walker.nextObject() as? String, texts.count < 200 {
                    if path.hasSuffix(".kt"), let text = gradleText((buildSrc as NSString).appendingPathComponent(path)) { texts.append(text) }
                }
                return texts
            }
            guard !folder.isEmpty, folder != "/" else { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return []
    }
}
