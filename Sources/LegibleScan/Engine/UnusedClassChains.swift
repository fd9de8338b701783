/// Classes only unused code names, followed through the chain: a class is on no screen when every
/// file whose code names it outside its own body, its extensions and protocols' requirements
/// declares only classes that are themselves on none, and names it in no top-level code
/// (``UnshownNibs/unusedClassNotes(_:elements:results:setInCode:)`` decides the first step).
/// planetary-ios (fresh-ios23a D and E):
/// - `ThreadInteractionView.swift:46`, in a class its own file's delegate protocol names
///   (`func threadInteractionView(_ view: ThreadInteractionView, …)`) and no other code;
/// - `AboutCellView.swift:176`, in `MiniAboutCellView`, which only `AboutsMenu` and its private
///   cell make (AboutsMenu.swift:38, :124), which only `PostTextEditorView` makes
///   (PostTextEditorView.swift:49), which nothing uses.
///
/// Conservative: a class the scan did not read in Swift, a SwiftUI view, an entry's user, or any
/// type other than a class read so (a `struct`, an extension of a library's type) that shares a
/// file with a use keeps it used; as does any Interface Builder file (but as a xib's File's
/// Owner) or property list naming a class of the chain. A cycle of classes naming one another and
/// nothing else is unused.
extension UnshownNibs {
    /// The deepest chain of users followed.
    static let maximumUserChain = 8

    /// Why nothing shows `type` though code names it, or `nil` when some may: every user is
    /// unused (``isUnreached(_:live:visiting:depth:)``).
    func unreachedReason(_ type: String, live: (String) -> Bool) -> String? {
        var visiting: Set<String> = []
        guard isUnreached(type, live: live, visiting: &visiting, depth: 0) else { return nil }
        // Uses cut because only static functions nothing calls make them (``UncalledFactories``).
        let cut = visiting.reduce(into: Set<StaticFunctionFacts.Key>()) { $0.formUnion(uncalledNamers[Substring($1)] ?? []) }
        if !cut.isEmpty {
            let names = cut.sorted().map(\.text)
            let said = names.count == 1 ? names[0] : names.count == 2 ? "\(names[0]) and \(names[1])" : "\(names[0]), \(names[1]) and others"
            return "\(type) is only reached from \(said), which nothing calls"
        }
        let users = directUsers(of: type).sorted()
        guard !users.isEmpty else { return "nothing in the app uses \(type) but its own code and protocols' requirements" }
        let named = users.count == 1 ? users[0] : users.dropLast().joined(separator: ", ") + " and " + users[users.count - 1]
        return "only \(named), which nothing the app shows uses, \(users.count == 1 ? "names" : "name") \(type)"
    }

    /// Whether no code that may run names `type`: `live` says which types are known to run
    /// (read in Swift, not a SwiftUI view or an entry's user); `visiting` holds the types of the
    /// chain being followed, taken as unused (a cycle that nothing else names is).
    private func isUnreached(_ type: String, live: (String) -> Bool, visiting: inout Set<String>, depth: Int) -> Bool {
        // Live first: an app's delegate is named nowhere, yet runs.
        guard depth < Self.maximumUserChain, !live(type) else { return false }
        if unusedReason(type) != nil { return true }
        // A xib's File's Owner makes none (tinode-ios 68c9f73c `MultilineAlertView.xib`, owned by
        // `MultilineAlertViewController`, which only its own code names): ``interfaceMayMake(_:besides:)``.
        if Self.containsWord(plists, type) || interfaceMayMake(type) { return false }
        let word = Substring(type)
        visiting.insert(type)
        for facts in code.values where facts.uses.contains(word) {
            let owners = Self.users(of: word, in: facts)
            guard !facts.topLevelUses.contains(word), !owners.isEmpty else { return false }
            for owner in owners where !visiting.contains(String(owner)) {
                guard isUnreached(String(owner), live: live, visiting: &visiting, depth: depth + 1) else { return false }
            }
        }
        return true
    }

    /// The types declared in the files whose code names `type` (other than `type` itself).
    private func directUsers(of type: String) -> Set<String> {
        let word = Substring(type)
        return code.values.filter { $0.uses.contains(word) }.reduce(into: Set<String>()) { users, facts in
            users.formUnion(Self.users(of: word, in: facts).map(String.init))
        }
    }

    /// The types of a file that may use `word`: every type it declares, and a type it only
    /// extends when that extension's code holds the use. RadioGroupView.swift's private
    /// `OptionView` (falcon 45aa1439 :80-134), which only the unused `RadioGroupView` makes,
    /// shares its file with an `extension Selector`, a library's type, which kept it used.
    private static func users(of word: Substring, in facts: CodeFacts) -> Set<Substring> {
        let holders = facts.useOwners[word] ?? []
        return Set(facts.spans.keys).subtracting([word]).filter { !facts.extended.contains($0) || facts.declared.contains($0) || holders.contains($0) }
    }
}
