import Foundation
import LegibleSyntax

extension AndroidResources {
    /// Searches the app's Kotlin and Java files for what they say about its layouts
    /// (`AndroidSourceFacts`): `files`, and every `.kt`/`.java` file under the `java` and
    /// `kotlin` folders beside each `res` folder (`src/main/res` → `src/main/java`), each once.
    ///
    /// Bounded so that a huge or hostile tree cannot stall a scan: at most
    /// ``AndroidResourceLimits/maximumSourceFiles`` files are read (the rest, in path order, are
    /// not), a file over ``AndroidResourceLimits/maximumSourceFileBytes`` is skipped, folders are
    /// walked without following symbolic links, and a file that cannot be read or decoded is
    /// skipped. None of these stops the scan: a layout whose activity is in a file not read is
    /// left on an unknown background.
    mutating func searchSources(besideResFolders resFolders: [String], files: [String]) {
        var paths = Set(files.filter(Self.isSourceFile))
        var budget = limits.maximumDirectoryEntries
        for res in resFolders {
            let main = (res as NSString).deletingLastPathComponent
            for name in ["java", "kotlin"] {
                Self.collectSources(in: (main as NSString).appendingPathComponent(name), into: &paths, budget: &budget)
            }
        }
        var facts = AndroidSourceFacts()
        facts.reach.readAll = paths.count <= limits.maximumSourceFiles
        var sources: [(path: String, text: String)] = []
        for path in paths.sorted().prefix(limits.maximumSourceFiles) {
            let limit = FileSizeLimit(
                bytes: limits.maximumSourceFileBytes, what: "a Kotlin or Java file", setting: "AndroidResourceLimits.maximumSourceFileBytes")
            guard let data = try? FileReading.read(path, limit: limit), let text = try? TextDecoding.decode(data, file: path) else { continue }
            sources.append((path, text))
        }
        // Which layouts each class is given by its callers, before any class's file is read for them.
        for source in sources {
            let code = AndroidSourceComments.blanked(Array(source.text.utf8), nests: !source.path.hasSuffix(".java"))
            facts.passedLayouts.merge(AndroidSourceFacts.layoutsPassedToConstructors(in: code)) { $0.union($1) }
            facts.touchDelegateHelpers.formUnion(AndroidSourceFacts.touchDelegateHelpers(in: code))
            facts.clickHelpers.merge(AndroidSourceFacts.clickListenerHelpers(in: code)) { first, _ in first }
            facts.touchDelegateParameters.add(code, isJava: source.path.hasSuffix(".java"))
        }
        for source in sources { facts.add(source: source.text, path: source.path) }
        facts.resolveTextSetters()
        facts.resolveContentLookupListeners(declaring: layoutsDeclaringID, complete: layoutIDsComplete)
        facts.resolveThemeHelpers()
        facts.resolveLayoutMethods()
        facts.dialogs.resolveBases(supertypes: facts.fragments.supertypes)
        sourceFacts = facts
        resolveFragmentHosts()
        resolveFragmentNightModes()
        resolveLayoutReach()
    }

    private static func isSourceFile(_ path: String) -> Bool {
        path.hasSuffix(".kt") || path.hasSuffix(".java")
    }

    /// The source files under a folder, depth first, as every project walk goes
    /// (``ProjectWalker``: links to folders not followed, build and test folders skipped),
    /// counting every entry against `budget`; past it, or at a folder that cannot be listed, the
    /// search stops there.
    private static func collectSources(in folder: String, into paths: inout Set<String>, budget: inout Int) {
        guard budget > 0, WalkedEntry(folder) == .folder else { return }
        var walker = ProjectWalker(maximumEntries: budget, limitMessage: "")
        defer { budget = max(0, budget - walker.entriesSeen) }
        try? walker.walk(folder, passOverUnlistable: true) { entry in
            if entry.kind == .file, isSourceFile(entry.name) { paths.insert(entry.path) }
            return true
        }
    }
}

extension AndroidResources {
    /// These resources with the theme an activity sets in code before showing the layout `name`
    /// (`setTheme(R.style.Theme_App_Red)` → the app's style `Theme.App.Red`), else the one the
    /// manifest gives that activity (`<activity android:theme>`), as the theme its attributes are
    /// resolved in; unchanged when neither sets one or the app defines no such style.
    func theming(layout name: String, depth: Int = 0) -> AndroidResources {
        guard let field = sourceFacts?.theme(ofLayout: name) else {
            // A base activity's `setTheme(function(…))`, then the layouts that include this one.
            if let picked = pickingTheme(ofLayout: name) ?? includersTheming(layout: name, depth: depth) ?? fragmentHostsTheming(layout: name).resources {
                return picked
            }
            // No setTheme in code: the theme the manifest gives the activity, else the application's.
            guard let theme = activityTheme(ofLayout: name) else { return self }
            var result = self
            result.applicationTheme = theme
            return result
        }
        // R.style fields replace a style name's dots with underscores.
        let candidates = styles.keys.filter { $0.replacingOccurrences(of: ".", with: "_") == field }.sorted()
        guard let style = candidates.first(where: { $0 == field }) ?? candidates.first, let definition = styles[style] else { return self }
        var result = self
        result.applicationTheme = AndroidApplicationTheme(name: style, location: definition.location)
        return result
    }

    /// What is behind a layout no view of which sets a background, when it is not known to be an
    /// activity's window: why, for the colour's unresolved reason.
    func unknownWindowReason(ofLayout name: String) -> String? {
        guard let facts = sourceFacts, facts.filesRead > 0 else {
            return "no view in the layout sets a background, and no Kotlin or Java file was found (beside the res folder or under the scanned paths) "
                + "to say whether an activity shows it as its content view"
        }
        guard facts.isContentView(name) else {
            // Shown through a fragment by activities whose windows are behind it (AndroidResources+FragmentThemes.swift).
            if fragmentHostLayouts[AndroidSourceFacts.key(name)] != nil {
                return fragmentHostsTheming(layout: name).disagreement.map { "no view in the layout sets a background, and \($0)" }
            }
            return "no view in the layout sets a background, and no activity sets it as its content view (setContentView), so it is shown "
                + "in a fragment, dialog, list or popup whose background the layout does not fix"
        }
        return nil
    }
}
