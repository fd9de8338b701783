import Foundation

// Layouts only debug builds show (issue 33, fresh-android13b D1): AnySoftKeyboard 6643bda9
// `dev_tools_action.xml:2` is inflated by `DevStripActionProvider`, which `AnySoftKeyboard.java`
// uses only in `if (BuildConfig.DEBUG)` (`:315-317`). The reachability graph of
// `AndroidResources+Reach.swift` is walked a second time without the mentions each file makes only
// in such code (`AndroidSourceFacts+DebugOnly.swift`): a layout reached the first time and not the
// second is shown only by debug builds, and its errors and warnings become one note that says so,
// as a SwiftUI view only `#if DEBUG` code uses is on no screen.
extension AndroidResources {
    /// The layouts reached from the files `starts`, the XML `roots`, and what each reached file
    /// mentions (`mentions`) and each reached layout names, through the classes `declaredBy` maps.
    func reachedLayouts(from starts: [Int], roots: AndroidReachXML, declaredBy: [String: [Int]], mentions: (Int) -> Set<String>) -> Set<String> {
        guard let reach = sourceFacts?.reach else { return [] }
        var reachedFiles = Set<Int>()
        var reachedLayouts = Set<String>()
        var fileQueue: [Int] = []
        var layoutQueue: [String] = []
        func reachFile(_ index: Int) { if reachedFiles.insert(index).inserted { fileQueue.append(index) } }
        func reachLayout(_ key: String) { if reachedLayouts.insert(key).inserted { layoutQueue.append(key) } }
        func reachNames(_ names: some Sequence<String>) { for name in names { for index in declaredBy[name] ?? [] { reachFile(index) } } }
        // A code file's bare mention of a nested class (`Inputs`, declared in most view models:
        // Kickstarter e5ba636b `BackingAddOnViewHolderViewModel.Inputs`) reaches its file only when
        // it names the outer class too; XML's names stay as they are.
        func reachNames(mentionedBy file: Int) {
            let names = mentions(file)
            for name in names {
                for index in declaredBy[name] ?? [] {
                    let own = reach.files[index]
                    if own.nested.contains(name), own.declared.subtracting(own.nested).isDisjoint(with: names) { continue }
                    reachFile(index)
                }
            }
        }
        for index in starts { reachFile(index) }
        reachNames(roots.names)
        for layout in roots.layouts { reachLayout(layout) }
        while !fileQueue.isEmpty || !layoutQueue.isEmpty {
            if let index = fileQueue.popLast() {
                reachNames(mentionedBy: index)
                for layout in reach.files[index].layouts { reachLayout(layout) }
            } else if let key = layoutQueue.popLast(), let named = reachLayoutMentions[key] {
                reachNames(named.names)
                for layout in named.layouts { reachLayout(layout) }
            }
        }
        return reachedLayouts
    }

    /// Why each of `layouts` (reached only through debug-only code) is shown only by debug builds:
    /// the class that names it (`namer`), and the file that uses that class only in
    /// `if (BuildConfig.DEBUG)` code, with the line; else that only such code reaches the class.
    func debugOnlyReasons(reached layouts: Set<String>, usersOf: [String: [Int]], namer: (String) -> (file: Int, via: String?)?) -> [String: String] {
        guard let reach = sourceFacts?.reach else { return [:] }
        func className(_ index: Int) -> String {
            ((reach.files[index].path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        var result: [String: String] = [:]
        for key in layouts {
            guard let (file, via) = namer(key) else { continue }
            let name = className(file)
            let through = via.map { " (through \(layoutNamesByKey[$0] ?? $0).xml)" } ?? ""
            // The first file (by name) that uses a class of the namer's file only in debug code.
            let debugUses = reach.files[file].declared.sorted().flatMap { declared in
                (usersOf[declared] ?? []).compactMap { user in reach.files[user].debugOnly[declared].map { (user, declared, $0) } }
            }.sorted { (className($0.0), $0.2) < (className($1.0), $1.2) }
            if let (user, declared, line) = debugUses.first {
                let fileName = (reach.files[user].path as NSString).lastPathComponent
                result[key] =
                    "only \(name) uses it\(through), and \(className(user)) uses \(declared) only in if (BuildConfig.DEBUG) code (\(fileName):\(line))"
            } else {
                result[key] = "only \(name) uses it\(through), and only code under if (BuildConfig.DEBUG) reaches \(name)"
            }
        }
        return result
    }
}
