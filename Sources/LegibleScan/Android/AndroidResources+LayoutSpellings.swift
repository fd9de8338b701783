import Foundation

// Layouts whose names differ only in underscores (issue 33, fresh-android23b W1): openfoodfacts
// keeps `welcome_slide3.xml` in its obf and opf flavours beside main's `welcome_slide_3.xml`;
// code names only `R.layout.welcome_slide_3` (WelcomeScreen.kt:14). The reach graph keys layouts
// by ``AndroidSourceFacts/key(_:)`` (lower case, no underscores, so a view binding class
// `WelcomeSlide3Binding` finds its layout), which made one key of both files, and the flavour
// files' white-on-blue text (:44) was judged on a screen nothing shows. A binding class's name is
// the same for both spellings, so while one is mentioned both stay judged.

extension AndroidResources {
    /// The layout files (by name) that share their key with another layout whose name code or
    /// XML spells exactly, while nothing spells theirs (layout name → why): no `R.layout.` or
    /// other word of the code or its strings, no `@layout/` reference, no lookup by name that
    /// may give it, no binding class of the key (it names both), and every file of the name in
    /// an application module (or a library only the repository's apps use).
    ///
    /// - Parameters:
    ///   - xmlNames: the layout names the app's XML spells after `@layout/`.
    ///   - judged: whether a library module is judged as an application's.
    func unnamedLayoutSpellings(xmlNames: Set<String>, judged: (String) -> Bool) -> [String: String] {
        guard let reach = sourceFacts?.reach, !reach.looksUpResourcesByName else { return [:] }
        let shared = layoutSpellings.filter { unreachableLayouts[$0.key] == nil && $0.value.count > 1 }
        guard !shared.isEmpty else { return [:] }
        let bound = Set(reach.files.flatMap(\.mentioned).filter { $0.hasSuffix("Binding") }.map { AndroidSourceFacts.key(String($0.dropLast(7))) })
        var result: [String: String] = [:]
        for (key, spellings) in shared where !bound.contains(key) {
            let spelled = spellings.keys.filter { name in
                (name.contains("_") ? reach.snakeWords : reach.plainWords).contains(name.lowercased()) || xmlNames.contains(name)
                    || reach.layoutLookups.contains { $0.mayReach(name, items: stringArrayItems) }
            }
            guard let named = spelled.min() else { continue }
            for (name, modules) in spellings where !spelled.contains(name) && !Self.libraryLayoutPrefixes.contains(where: name.hasPrefix) {
                guard !modules.isEmpty, modules.allSatisfy({ !$0.isEmpty && (Self.isApplicationModule($0) || judged($0)) }) else { continue }
                result[name] = "nothing in the app names \(name).xml: code names \(named).xml, whose name differs only in underscores"
            }
        }
        return result
    }
}
