import Foundation

// Layouts nothing in the app names (issue 33, fresh-android14b D3): NotallyX 68bee95c
// `dialog_add_more.xml` has no `R.layout.dialog_add_more`, no `DialogAddMoreBinding`, no
// `<include>`, no `tools:layout` and no `@layout/` reference anywhere; its three 40 dp rows
// (:13, :23, :33) were target.small errors about a screen no user sees. The reach graph of
// `AndroidResources+Reach.swift` already calls a layout unreachable when only unreached code
// names it; one named nowhere was judged as before.

extension AndroidResources {
    /// Library prefixes of layouts an app overrides by giving its own file the library's name
    /// (AppCompat, Material, the design and preference libraries, ExoPlayer and Media3, the
    /// notification templates, Leanback): the library inflates them, so the app's code need not
    /// name them.
    static let libraryLayoutPrefixes = [
        "abc_", "mtrl_", "design_", "material_", "m3_", "notification_", "preference", "exo_", "select_dialog_", "support_simple_",
        "browser_actions_", "custom_dialog", "lb_", "md_", "image_frame", "leak_canary_", "ucrop_", "zxing_", "com_facebook_", "test_",
    ]

    /// The layouts nothing names (layout key → why): no file (code, layout, manifest, menu,
    /// `xml/`, navigation or values) names it, not even as a word of the code or its strings,
    /// all of whose files are in application modules (or libraries only they use), and whose name is not a library's; and the
    /// layouts only such layouts include (Kickstarter e5ba636b `fragment_pledge_section_accountability.xml`,
    /// included only by `fragment_pledge.xml:96`, which nothing names), as an `<include>` shows a
    /// layout only where its includer is shown. Empty when code looks layouts up by a name it
    /// does not spell (`getIdentifier(name, "layout", …)`, `R.layout::class`); a lookup whose
    /// name starts with a literal or is a string array's item names only the layouts it can give
    /// (`AndroidSourceFacts+LayoutLookups.swift`).
    ///
    /// - Parameters:
    ///   - reached: the layouts the reach graph reached.
    ///   - named: the layouts a source file names.
    ///   - includers: layout → the other layouts that name it (`<include>`, `@layout/`).
    ///   - judged: whether a library module is judged as an application's: one only the
    ///     repository's apps use (`AndroidResources+InternalLibraries.swift`).
    func unnamedLayouts(reached: Set<String>, named: Set<String>, includers: [String: [String]] = [:], judged: (String) -> Bool = { _ in false }) -> [String:
        String]
    {
        guard let reach = sourceFacts?.reach, !reach.looksUpResourcesByName else { return [:] }
        var applicationModules: [String: Bool] = [:]
        var candidates: [String: String] = [:]
        for key in reachLayoutMentions.keys where !reached.contains(key) && !named.contains(key) {
            guard let name = layoutNamesByKey[key], !(name.contains("_") ? reach.snakeWords : reach.plainWords).contains(name.lowercased()),
                !reach.layoutLookups.contains(where: { $0.mayReach(name, items: stringArrayItems) }),
                !Self.libraryLayoutPrefixes.contains(where: name.hasPrefix), let modules = layoutModules[key], !modules.isEmpty
            else { continue }
            let inApplication = modules.allSatisfy { module in
                guard !module.isEmpty else { return false }
                if let known = applicationModules[module] { return known }
                let found = Self.isApplicationModule(module) || judged(module)
                applicationModules[module] = found
                return found
            }
            guard inApplication else { continue }
            candidates[key] = name
        }
        // Named nowhere first, then what only those include, until nothing changes.
        var result: [String: String] = [:]
        var changed = true
        while changed {
            changed = false
            for (key, name) in candidates.sorted(by: { $0.key < $1.key }) where result[key] == nil {
                let by = includers[key] ?? []
                guard by.allSatisfy({ result[$0] != nil }) else { continue }
                if let includer = by.min().map({ layoutNamesByKey[$0] ?? $0 }) {
                    result[key] = "only \(includer).xml includes \(name).xml, and nothing in the app names \(includer).xml"
                } else {
                    result[key] = "nothing in the app names \(name).xml (no R.layout.\(name), binding class, <include> or @layout/ reference)"
                }
                changed = true
            }
        }
        return result
    }

    /// The items of a string array of the default values files (`nil` when there is none, or
    /// one refers to another resource, so any name may be one).
    func stringArrayItems(_ name: String) -> [String]? {
        guard let items = stringArrays[name], !items.isEmpty, !items.contains(where: { $0.hasPrefix("@") || $0.hasPrefix("?") || $0.isEmpty }) else {
            return nil
        }
        return items
    }

    /// The module folder of a resource file (`app` of `app/src/main/res/layout/x.xml`), `nil`
    /// when it is not in `src/<set>/res`.
    static func module(ofResource path: String) -> String? {
        let parts = path.components(separatedBy: "/")
        guard let src = parts.indices.dropLast(2).last(where: { parts[$0] == "src" && parts[$0 + 2].hasPrefix("res") }) else { return nil }
        return parts[..<src].joined(separator: "/")
    }
}
