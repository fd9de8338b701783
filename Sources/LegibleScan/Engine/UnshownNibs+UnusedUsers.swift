/// A xib whose only loads are in code no screen runs: "nothing uses" carried one level (Vocable
/// 447a8e21 `EditPhrasesCollectionViewCell.xib:21`, a 22 pt Bold label given a warning: the only
/// dequeue of its cell is `MySayingsReplacementStubsVC.swift:19`, a class no file names, and
/// `EditPhrasesViewController.swift:64` registers the nib but dequeues only `VocableListCell`).
extension UnshownNibs {
    /// Why nothing shows the xib `nib` although code names it, or `nil` when something may: each
    /// file naming it (`namers`) only registers it under its own name (``CodeFacts/registered``),
    /// or declares nothing but classes nothing in the app uses (``unusedReason(_:)``), with no
    /// code outside them naming it and no extension of another type; and at least one such class.
    func onlyUnusedCodeShows(nib: String, words: Set<Substring>, namers: [String: CodeFacts]) -> String? {
        // Code that makes classes from names it is given may make any (``unusedClassNotes``); a
        // lookup of a literal or a constant set to one makes only that class, which names it.
        guard !classLookups.dynamic else { return nil }
        // Decided only when the scan holds the app's entry, as ``unusedClassNotes`` decides (a
        // class no file names is unused only when the code that starts the app is read too), and
        // never of a file that is or starts the entry (`@main`, `UIApplicationDelegate`).
        let entries = Set(ViewUses.entryTypes.map { Substring($0) })
        guard code.values.contains(where: { !$0.codeWords.isDisjoint(with: entries) }) else { return nil }
        let starts = entries.union(["main", "UIApplicationMain", "NSApplicationMain"])
        var unusedUsers: [String] = []
        var ownCode: [Substring] = []
        for (path, facts) in namers.sorted(by: { $0.key < $1.key }) {
            if let mentions = objCMentions[path] {
                // Objective-C: each line naming it is in the `@implementation` of a class no code makes.
                guard let types = Self.implementations(naming: words, in: mentions, own: words), !types.isEmpty else { return nil }
                for type in types {
                    guard unmadeReason(String(type)) != nil else { return nil }
                    unusedUsers.append(String(type))
                }
                continue
            }
            let owned = facts.outerTypes
            // A nib registered only under its own name, and not otherwise used: no dequeue here.
            if facts.registered.contains(Substring(nib)), words.isDisjoint(with: facts.uses) { continue }
            // The nib's own class's code runs only when other code uses the class.
            if !owned.isEmpty, owned.isSubset(of: words), words.isDisjoint(with: facts.topLevelUses) {
                ownCode.append(owned.sorted()[0])
                continue
            }
            // The file's code runs only when something uses a type it declares.
            guard !owned.isEmpty, owned.isSubset(of: facts.declared), words.isDisjoint(with: facts.topLevelUses), facts.codeWords.isDisjoint(with: starts)
            else { return nil }
            for type in owned.sorted() {
                guard !words.contains(type), unusedReason(String(type)) != nil else { return nil }
                unusedUsers.append(String(type))
            }
        }
        guard let user = unusedUsers.first else {
            // Only the nib's own class names it or itself: Loop 710182e2 `HUDView.xib`, which only
            // `HUDView.setup()` loads (HUDView.swift:20), a class no other code or nib names.
            guard let owner = ownCode.first, ownCode.count == namers.count else { return nil }
            return "nothing loads \(nib).xib (no code but \(owner)'s own names it or its class)"
        }
        return "only \(user), which nothing in the app uses, dequeues or loads \(nib).xib"
    }
}

extension UnshownNibs.CodeFacts {
    /// The types the file declares or extends outside any other's braces: a nested type's code
    /// runs only when its outer type's does (element-ios 6c0bb4f6 `BetaAnnounceCell.swift:21`,
    /// `private enum Constants` inside the cell, which no other file names).
    var outerTypes: Set<Substring> {
        let all = spans.flatMap { name, ranges in ranges.map { (name, $0) } }
        return Set(
            all.filter { name, range in
                !all.contains { other, outer in other != name && outer != range && outer.contains(range.lowerBound) && outer.contains(range.upperBound) }
            }.map(\.0))
    }
}
