import Foundation
import LegibleSyntax

// Which layouts the app's running code can show (issue 33, judge's D2). uhabits 5aa8744e vendors
// AOSP's date picker: `date_picker_dialog.xml` (and the `date_picker_done_button.xml`,
// `date_picker_selected_date.xml` it includes, `date_picker_header_view.xml`) is named only by
// `com/android/datetimepicker/date/DatePickerDialog.java`, and `year_label_text_view.xml` only by
// `YearPickerView.java`, which only `DatePickerDialog` uses; no other file names
// `DatePickerDialog`. Eleven contrast, fixed-size and target errors were about a screen no user
// sees. A layout is shown when a reachable file names it; a class is reachable when the manifest,
// the app's other XML or a reachable file or layout names it. Only a layout that something names
// and nothing reachable names is called unreachable; one named nowhere, see
// `AndroidResources+UnnamedLayouts.swift`.

/// The names an XML file gives: capitalised identifiers (a custom view's tag, `android:name`,
/// `app:layout_behavior`, `android:fragment`, `app:actionViewClass`) and `@layout/` references.
struct AndroidReachXML: Sendable, Hashable {
    var names: Set<String> = []
    var layouts: Set<String> = []
    /// The `@layout/` names as written (``layouts`` holds their keys): see
    /// `AndroidResources+LayoutSpellings.swift`.
    var spelledLayouts: Set<String> = []

    /// Adds what an XML text names; `dottedOnly` takes only qualified class names
    /// (`com.x.ScrollingBehavior`), as a values file's words are mostly prose.
    mutating func add(xml text: String, dottedOnly: Bool = false) {
        let text = Self.withoutToolsAttributes(text)
        let bytes = Array(text.utf8)
        if dottedOnly {
            var index = 0
            while index < bytes.count {
                let run = bytes[index...].prefix { AndroidSourceFacts.isIdentifierByte($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "$") }
                if run.count > 1, run.contains(UInt8(ascii: ".")) { AndroidReachFacts.collectCapitalised(run, into: &names) }
                index += max(1, run.count)
            }
        } else {
            AndroidReachFacts.collectCapitalised(bytes[...], into: &names)
        }
        for part in text.components(separatedBy: "@layout/").dropFirst() {
            let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty {
                layouts.insert(AndroidSourceFacts.key(String(name)))
                spelledLayouts.insert(String(name))
            }
        }
    }

    /// The text without its `tools:` attributes (Kickstarter e5ba636b: `tools:showIn=
    /// "@layout/project_main_layout"` in three included layouts, and `tools:showIn=
    /// "@layout/fragment_pledge"` in eight, were the only names of those two layouts, which no code
    /// inflates, so `project_main_layout.xml:210`'s overflow and the accountability section's
    /// contrast were judged). Android Studio's preview attributes never reach the app:
    /// `tools:layout`, `tools:listitem`, `tools:context` name nothing the app shows.
    static func withoutToolsAttributes(_ text: String) -> String {
        guard text.contains("schemas.android.com/tools") else { return text }
        var prefixes: [String] = []
        for part in text.components(separatedBy: "xmlns:").dropFirst() {
            let prefix = part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let rest = part.dropFirst(prefix.count).drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
            if !prefix.isEmpty, rest.hasPrefix("http://schemas.android.com/tools") { prefixes.append(String(prefix)) }
        }
        var result = text
        for prefix in prefixes {
            let pattern = "\\b" + NSRegularExpression.escapedPattern(for: prefix) + ":[A-Za-z_][A-Za-z0-9_]*\\s*=\\s*(\"[^\"]*\"|'[^']*')"
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            result = expression.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "")
        }
        return result
    }
}

extension AndroidResources {
    /// Reads the names of XML that needs no code to be used: menus, `xml/` files (preference
    /// screens' `android:fragment`, widget providers), navigation graphs, and the qualified
    /// class names and `@layout/` references of the default values files.
    mutating func readReachRoots(xmlFiles: [String], valuesFiles: [String]) {
        for (file, dotted) in xmlFiles.map({ ($0, false) }) + valuesFiles.map({ ($0, true) }) {
            guard let text = try? text(of: file) else { continue }
            reachRoots.add(xml: text, dottedOnly: dotted)
            // The string arrays a layout lookup may take its names from (`AndroidSourceFacts+LayoutLookups.swift`).
            if dotted, text.contains("<string-array"), let root = try? XMLReader.parse(text, file: file) {
                for array in root.childElements where array.name == "string-array" {
                    guard let name = array.attribute("name"), stringArrays[name] == nil else { continue }
                    stringArrays[name] = array.childElements.filter { $0.name == "item" }.map { item in
                        item.children.reduce(into: "") { text, child in
                            if case .text(let part, _) = child { text += part }
                        }.trimmingCharacters(in: .whitespacesAndNewlines)
                    }
                }
            }
        }
    }

    /// Fills ``unreachableLayouts``. Nothing is called unreachable when a source file was not
    /// read or no application module (a Gradle file
    /// with `com.android.application` or `applicationId`) holds the files: a library's classes
    /// may be used by apps the scan does not see, so every file outside an application module
    /// is a root, as are the manifests' classes (every source set's) and the app's other XML.
    /// When code loads a class by a computed name, only the layouts nothing names are.
    mutating func resolveLayoutReach() {
        unreachableLayouts = [:]
        unreachableLayoutNames = [:]
        debugOnlyLayouts = [:]
        guard let reach = sourceFacts?.reach, reach.readAll, !reach.files.isEmpty else { return }
        var modules: [String: Bool] = [:]
        var roots = reachRoots
        for file in reach.files {
            guard let module = Self.module(of: file.path), modules[module] == nil else { continue }
            modules[module] = Self.isApplicationModule(module)
            guard modules[module] == true else { continue }
            // Every source set's manifest (`src/main`, `src/debug`, a flavour's).
            let src = (module as NSString).appendingPathComponent("src")
            for set in (try? FileManager.default.contentsOfDirectory(atPath: src))?.sorted() ?? [] {
                let path = ((src as NSString).appendingPathComponent(set) as NSString).appendingPathComponent("AndroidManifest.xml")
                if let text = try? text(of: path) { roots.add(manifest: text) }
            }
        }
        guard modules.values.contains(true) else { return }
        // Libraries only the repository's apps use (pocket-casts' feature modules): their manifests
        // are roots, and their files are judged as an app's: `AndroidResources+InternalLibraries.swift`.
        let applications = Set(modules.filter(\.value).keys)
        var publishes: [String: Bool] = [:]
        var internalLibraries: [String: Bool] = [:]
        func isInternal(_ module: String) -> Bool {
            if let known = internalLibraries[module] { return known }
            let found = Self.isInternalLibrary(module, applicationModules: applications, publishes: &publishes)
            internalLibraries[module] = found
            return found
        }
        for module in modules.keys.sorted() where isInternal(module) {
            for text in manifestTexts(of: module) { roots.add(manifest: text) }
        }
        var declaredBy: [String: [Int]] = [:]
        var usersOf: [String: [Int]] = [:]
        var layoutNamers: [String: [Int]] = [:]
        // A cast or constant is no use (forkyz `SourceListAdapter`): `AndroidSourceFacts+WeakMentions.swift`.
        let enums = reach.files.reduce(into: Set<String>()) { $0.formUnion($1.enums) }
        let uses = reach.files.map { $0.uses(enums: enums) }
        for (index, file) in reach.files.enumerated() {
            for name in file.declared { declaredBy[name, default: []].append(index) }
            for name in uses[index] { usersOf[name, default: []].append(index) }
            for layout in file.layouts { layoutNamers[layout, default: []].append(index) }
        }
        var includers: [String: [String]] = [:]
        for (key, mentions) in reachLayoutMentions {
            for layout in mentions.layouts where layout != key { includers[layout, default: []].append(key) }
        }
        // A library file is a start unless only the repository's apps can use it and nothing names its classes.
        let starts = reach.files.indices.filter { index in
            let file = reach.files[index]
            guard !file.isRoot, let module = Self.module(of: file.path), modules[module] != nil else { return true }
            if modules[module] == true { return false }
            guard isInternal(module) else { return true }
            return file.declared.contains { roots.names.contains($0) || (usersOf[$0] ?? []).contains { $0 != index } }
        }
        let reachedLayouts = reachedLayouts(from: starts, roots: roots, declaredBy: declaredBy) { uses[$0] }
        func className(_ index: Int) -> String {
            ((reach.files[index].path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        // The class that names a layout (through the layouts that include it, at most 4 deep).
        func namer(of key: String, depth: Int = 0) -> (file: Int, via: String?)? {
            if let first = (layoutNamers[key] ?? []).min(by: { className($0) < className($1) }) { return (first, nil) }
            guard depth < 4 else { return nil }
            for includer in (includers[key] ?? []).sorted() {
                if let found = namer(of: includer, depth: depth + 1) { return (found.file, found.via ?? includer) }
            }
            return nil
        }
        // A class loaded by a computed name may be any, so a named layout may be reached; one
        // nothing names is still on no screen (LibreraReader's `Class.forName(…getClass().getName())`,
        // PopupHelper.java:98, and `Charset.forName(charset)`).
        for key in reachLayoutMentions.keys where !reach.loadsClassesByName && !reachedLayouts.contains(key) {
            guard let (file, via) = namer(of: key) else { continue }
            let name = className(file)
            let through = via.map { " (through \(layoutNamesByKey[$0] ?? $0).xml)" } ?? ""
            // Who uses the class: nobody, or code that is itself unreached.
            let users = reach.files[file].declared.flatMap { usersOf[$0] ?? [] }.filter { $0 != file }
            let userNames = Set(users.map(className)).sorted()
            if let user = userNames.first {
                // Code that names the class is itself unreached (uhabits' DatePickerController, an interface DatePickerDialog implements).
                let more = userNames.count > 1 ? " and \(userNames.count - 1) more" : ""
                unreachableLayouts[key] =
                    "only \(name) uses it\(through), and no code the app runs reaches \(name) (only \(user)\(more) \(more.isEmpty ? "names" : "name") it)"
            } else {
                unreachableLayouts[key] = "only \(name) uses it\(through), and nothing in the app uses \(name)"
            }
        }
        // Layouts nothing names at all (NotallyX dialog_add_more.xml): `AndroidResources+UnnamedLayouts.swift`.
        for (key, why) in unnamedLayouts(reached: reachedLayouts, named: Set(layoutNamers.keys), includers: includers, judged: isInternal)
        where unreachableLayouts[key] == nil {
            unreachableLayouts[key] = why
        }
        // A layout whose name differs from a named one's only in underscores: `AndroidResources+LayoutSpellings.swift`.
        let spelled = reachLayoutMentions.values.reduce(into: roots.spelledLayouts) { $0.formUnion($1.spelledLayouts) }
        unreachableLayoutNames = unnamedLayoutSpellings(xmlNames: spelled, judged: isInternal)
        // Layouts only code under `if (BuildConfig.DEBUG)` reaches: see `AndroidResources+DebugReach.swift`.
        guard !reach.loadsClassesByName else { return }
        let release = self.reachedLayouts(from: starts, roots: roots, declaredBy: declaredBy) {
            uses[$0].subtracting(reach.files[$0].debugOnly.keys)
        }
        debugOnlyLayouts = debugOnlyReasons(reached: reachedLayouts.subtracting(release), usersOf: usersOf) { namer(of: $0) }
    }

    /// The module folder of a source file (`uhabits-android` of
    /// `uhabits-android/src/main/java/…`), `nil` when it is not in `src/<set>/java|kotlin`.
    package static func module(of path: String) -> String? {
        let parts = path.components(separatedBy: "/")
        guard let src = parts.indices.dropLast(2).last(where: { parts[$0] == "src" && ["java", "kotlin"].contains(parts[$0 + 2]) }) else { return nil }
        return parts[..<src].joined(separator: "/")
    }

    /// Whether a module's Gradle file builds an application (not a library others may use), itself
    /// or through a script it applies (``appliedScripts(_:module:)``).
    package static func isApplicationModule(_ module: String) -> Bool {
        func builds(_ text: String) -> Bool {
            ["com.android.application", "android.application", "androidApplication", "applicationId"].contains(where: text.contains)
        }
        for name in ["build.gradle", "build.gradle.kts"] {
            let path = module.isEmpty ? name : (module as NSString).appendingPathComponent(name)
            guard let text = gradleText(path) else { continue }
            if builds(text) || appliedScripts(text, module: module).contains(where: { gradleText($0).map(appliesApplicationPlugin) ?? false }) { return true }
        }
        return false
    }
}
