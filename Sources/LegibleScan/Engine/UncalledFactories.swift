/// Static factories nothing calls, and the types only they name (fresh-ios26a pattern 1).
/// unstoppable-wallet-ios 426cdf59: `enum SwapModule { static func viewController(…) }`
/// (SwapModule.swift:46-55), which no code calls, builds `SwapProviderManager`, which builds
/// `UniswapModule` … `SwapPriceCell` (SwapPriceCell.swift:52, 55): the type-level chain of
/// ``UnshownNibs/unreachedReason(_:live:)`` stopped at the `enum`, which is no class.
///
/// A candidate is a `static func` or `class func` of a type, not `override`, `@objc`,
/// `@IBAction`, `dynamic`, `public` or `open`, not a protocol's requirement (by name, in any
/// protocol), not named by any string literal, Interface Builder file or property list, and not a
/// result builder's `build…`, an app's `main` or a representable's `dismantle…`. It is called
/// (by name, so any overload counts for all) when live code writes `Type.name` (or `Other.name`
/// where `Other` declares no static function of that name: a subclass, a typealias, a generic
/// parameter), `.name` after `)` or `>` (`type(of: x).name`), an implicit member `.name` (when
/// it returns its own type or `Self`), `x.name` (for a `class func`: a metatype value), or
/// `name(`, `self.name`, `Self.name` or a bare `name` the file does not bind, in a file that
/// declares or extends the type (any file, for a `class func`).
/// Live code is code outside candidates' bodies, and the bodies of called candidates, to a fixed
/// point (each candidate is visited once). Limits: a live function called only from classes
/// nothing shows keeps what it names used; a static function of a non-class type called only
/// through a metatype value (`let type = Module.self; type.make()`) is taken as uncalled. What
/// dead bodies name counts as no use of it (``UnshownNibs/CodeFacts/uses``); a type named
/// elsewhere too stays used. Instance methods
/// are not judged: the frameworks call many that no code names (a delegate's `tableView(_:…)`).
enum UncalledFactories {
    typealias Key = StaticFunctionFacts.Key

    /// Names called though no code of the app writes a call.
    private static let implicit: Set<Substring> = ["main", "dismantleUIView", "dismantleNSView", "dismantleUIViewController", "dismantleNSViewController"]

    /// `code` pruned of what uncalled static functions name (``pruned(_:functions:dead:)``), from
    /// the Swift files' `texts`; a name an Interface Builder file or property list holds is kept.
    static func apply(
        _ code: [String: UnshownNibs.CodeFacts], texts: [String: String], interface: [String: String], plists: String
    ) -> (code: [String: UnshownNibs.CodeFacts], namedBy: [Substring: Set<Key>]) {
        var functions: [String: StaticFunctionFacts] = [:]
        for (path, text) in texts where path.hasSuffix(".swift") { functions[path] = StaticFunctionFacts(text) }
        let named = { (name: Substring) in
            UnshownNibs.containsWord(plists, String(name)) || interface.values.contains { UnshownNibs.containsWord($0, String(name)) }
        }
        return pruned(code, functions: functions, dead: dead(functions, named: named))
    }

    /// The candidates nothing live calls.
    static func dead(_ files: [String: StaticFunctionFacts], named: (Substring) -> Bool) -> Set<Key> {
        var byName: [Substring: Set<Key>] = [:]
        var declared: Set<Key> = []
        var inherited: Set<Key> = []
        var returningSelf: Set<Key> = []
        var valueTypes: Set<Substring> = []
        var concreteTypes: Set<Substring> = []
        var kept: Set<Substring> = implicit
        for facts in files.values {
            for key in facts.bodies.keys { byName[key.name, default: []].insert(key) }
            declared.formUnion(facts.declaredStatic)
            inherited.formUnion(facts.classFunctions)
            returningSelf.formUnion(facts.returningSelf)
            valueTypes.formUnion(facts.valueTypes)
            concreteTypes.formUnion(facts.concreteTypes)
            kept.formUnion(facts.protocolNames)
            kept.formUnion(facts.overridden)
            kept.formUnion(facts.literalWords)
        }
        byName = byName.filter { name, _ in !kept.contains(name) && !name.hasPrefix("build") && !named(name) }
        guard !byName.isEmpty else { return [] }
        let known = Known(declared: declared, inherited: inherited, returningSelf: returningSelf, valueTypes: valueTypes, concreteTypes: concreteTypes)
        var live: Set<Key> = []
        var queue: [Key] = []
        let reach = { (targets: Set<Key>) in
            for key in targets where live.insert(key).inserted { queue.append(key) }
        }
        for facts in files.values { reach(targets(of: facts.outsideSites, in: facts, byName: byName, known: known)) }
        // Each body's calls, followed once its function is live.
        var bodies: [Key: [(sites: Set<StaticFunctionFacts.Site>, facts: StaticFunctionFacts)]] = [:]
        for facts in files.values {
            for (key, sites) in facts.bodySites { bodies[key, default: []].append((sites, facts)) }
        }
        // Kept names' bodies run too.
        for facts in files.values {
            for key in facts.bodies.keys where byName[key.name] == nil { reach([key]) }
        }
        while let key = queue.popLast() {
            for (sites, facts) in bodies[key] ?? [] { reach(targets(of: sites, in: facts, byName: byName, known: known)) }
        }
        return Set(byName.values.joined()).subtracting(live)
    }

    /// What the whole app declares: every static function, the `class func` candidates, and those returning their own type.
    private struct Known {
        var declared: Set<Key>
        var inherited: Set<Key>
        var returningSelf: Set<Key>
        var valueTypes: Set<Substring>
        var concreteTypes: Set<Substring>
    }

    /// The candidates `sites`, written in `facts`'s file, may call.
    private static func targets(
        of sites: Set<StaticFunctionFacts.Site>, in facts: StaticFunctionFacts, byName: [Substring: Set<Key>], known: Known
    ) -> Set<Key> {
        let here = { (key: Key) in facts.types.contains(key.type) || known.inherited.contains(key) }
        var found: Set<Key> = []
        for site in sites {
            switch site {
            case .qualified(let receiver, let name):
                guard let keys = byName[name] else { continue }
                let own = Key(type: receiver, name: name)
                if keys.contains(own) {
                    found.insert(own)
                } else if known.valueTypes.contains(receiver) {
                    // An enum's or struct's `Type.name` (a static `var` too: unstoppable-wallet-ios
                    // `ContactBookSettingsModule.viewController`) reaches only a protocol extension's function.
                    found.formUnion(keys.filter { !known.concreteTypes.contains($0.type) })
                } else if !known.declared.contains(own) {
                    found.formUnion(keys)
                }
            case .loose(let name):
                found.formUnion(byName[name] ?? [])
            case .value(let name):
                found.formUnion((byName[name] ?? []).filter { known.inherited.contains($0) })
            case .implicit(let name):
                found.formUnion((byName[name] ?? []).filter { known.returningSelf.contains($0) })
            case .unqualified(let name):
                found.formUnion((byName[name] ?? []).filter(here))
            case .bare(let name):
                guard !facts.bound.contains(name) else { continue }
                found.formUnion((byName[name] ?? []).filter(here))
            }
        }
        return found
    }

    /// `code` with what dead functions' bodies alone name taken out of each file's uses, and for
    /// each name so taken out the functions that named it.
    static func pruned(
        _ code: [String: UnshownNibs.CodeFacts], functions: [String: StaticFunctionFacts], dead: Set<Key>
    ) -> (code: [String: UnshownNibs.CodeFacts], namedBy: [Substring: Set<Key>]) {
        guard !dead.isEmpty else { return (code, [:]) }
        var code = code
        var namedBy: [Substring: Set<Key>] = [:]
        for (path, facts) in functions {
            let deadHere = facts.bodies.keys.filter { dead.contains($0) }
            guard !deadHere.isEmpty, var codeFacts = code[path] else { continue }
            var still = facts.outside
            for (key, words) in facts.bodies where !dead.contains(key) { still.formUnion(words) }
            for key in deadHere {
                for word in facts.bodies[key] ?? [] where !still.contains(word) && codeFacts.uses.contains(word) {
                    codeFacts.uses.remove(word)
                    namedBy[word, default: []].insert(key)
                }
            }
            code[path] = codeFacts
        }
        return (code, namedBy)
    }
}
