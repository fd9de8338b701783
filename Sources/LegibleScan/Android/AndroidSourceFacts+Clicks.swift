import LegibleSyntax

/// Views an app's Kotlin or Java makes tappable with a click listener (`target.small`): NewPipe
/// 79767f95 `player.xml:195` is a 35 dp tall `TextView` that `VideoPlayerUi.java:202` gives
/// `binding.qualityTextView.setOnClickListener(…)` — a button in all but its tag, and missed while
/// the image buttons beside it were judged.
///
/// A view counts only in the layouts the file names (`R.layout.player`, `PlayerBinding`): an id
/// such as `title` is in many layouts, and a listener on one is no listener on the others. A
/// listener set to `null` removes one; a lambda (`view.setOnClickListener { … }`) and an
/// argument (`setOnClickListener(this)`, `(v -> …)`) both set one.
extension AndroidSourceFacts {
    /// The `layout/id` keys (by ``key(_:)``) of the views `code` gives a click listener.
    static func clickListenerViews(in code: [UInt8], aliases: [String: String], layouts named: Set<String>? = nil) -> Set<String> {
        let layouts = named ?? layoutsNamed(in: code)
        guard !layouts.isEmpty else { return [] }
        let name = Array("setOnClickListener".utf8)
        var result = Set<String>()
        // The layouts a listener at `start` is in: the one a binding declared for it names
        // (openHAB's many holders in one file), else every layout the file names.
        // … narrowed, for an id the file looks up only in roots it inflated, to those roots' layouts (`+LookupLayouts.swift`).
        let lookedUp = layouts.count > 1 ? lookupLayouts(in: code) : [:]
        func insert(_ ids: [String], listenerAt start: Int) {
            let scoped = chainBindingLayout(before: start, in: code).flatMap { layouts.contains($0) ? [$0] : nil } ?? Array(layouts)
            for id in ids {
                let narrowed = scoped.count > 1 ? lookedUp[key(id)].map { found in scoped.filter(found.contains) } : nil
                for layout in narrowed.flatMap({ $0.isEmpty ? nil : $0 }) ?? scoped { result.insert("\(layout)/\(id)") }
            }
        }
        // A layout's root has no id to name it: `binding.root`, a name bound to it, or a view
        // holder's `itemView` is the root only when the file names one layout.
        let roots = layouts.count == 1 ? rootNames(in: code).union(["root", "itemView"]) : []
        var viewClass: Bool?
        for start in occurrences(of: name, in: code[...]) {
            // A listener only a property nothing may assign gives is counted apart (``gatedClickListenerViews(in:aliases:)``).
            guard setsListener(after: start + name.count, in: code), gatingProperty(ofListenerAt: start, in: code) == nil else { continue }
            let receiver = receiver(before: start, in: code)
            var ids = AndroidSourceFacts.receiverViews(receiver, before: start, in: code, aliases: aliases)
            if let receiver, roots.contains(receiver), receiver != "itemView" || !isAnotherHoldersItemView(at: start, in: code) { ids.append(rootKey) }
            // A bare `setOnClickListener {` in `x.apply {` or `with(x) {` is on `x` (Tasks e5587e1a
            // `CommentBarFragment.kt:89-90`, `pictureButton = it.picture.apply { setOnClickListener { … } }`).
            if receiver == nil, let view = scopeReceiverView(before: start, in: code, aliases: aliases) { ids.append(view) }
            // … and in `root.apply {` it is on the root (kMail 0f061b7f `ContactChipAdapter.kt:54-58`).
            if receiver == nil, let chain = scopeReceiverChain(before: start, in: code), chain.count <= 2, let last = chain.last,
                roots.contains(last)
            {
                ids.append(rootKey)
            }
            // … and with no receiver in a custom view's own code it is on that view (`+HostListeners.swift`).
            if ids.isEmpty, isHostCall(at: start, in: code, viewClass: &viewClass) { ids.append(hostKey) }
            insert(ids, listenerAt: start)
            // `binding.root`, or `root` inside `with(binding) { … }`, in a file that names several layouts: see `+WithBindingRoots.swift`.
            if roots.isEmpty, receiver == "root",
                let layout = chainBindingLayout(before: start, in: code) ?? withBindingLayout(listenerAt: start, in: code), layouts.contains(layout)
            {
                result.insert("\(layout)/\(rootKey)")
            }
            // A local holding one layout's inflated root, in a file that names several.
            if let layout = inflatedRootLayout(listenerAt: start, in: code), layouts.contains(layout) { result.insert("\(layout)/\(rootKey)") }
        }
        for (start, ids) in bindingClicks(in: code, aliases: aliases) { insert(ids, listenerAt: start) }
        // A method ButterKnife calls on a tap (`+ButterKnife.swift`).
        for (start, ids) in butterKnifeClicks(in: code) { insert(ids, listenerAt: start) }
        // … or on each element of a list it binds (`+ButterKnifeLists.swift`).
        for (start, ids) in butterKnifeListClicks(in: code) { insert(ids, listenerAt: start) }
        return result
    }

    /// The views an RxBinding, Corbind or FlowBinding click stream listens to, with where each
    /// call starts: `send.clicks()`, `binding.send.longClicks()`, Java's `RxView.clicks(send)`.
    /// Subscribing to one sets the view's click listener (qksms c86ea108 `ComposeActivity.kt:115`
    /// wires its 44 dp send button so). Only in a file that imports one of those libraries: an
    /// app's own `clicks()` may mean anything.
    static func bindingClicks(in code: [UInt8], aliases: [String: String]) -> [(start: Int, ids: [String])] {
        guard ["rxbinding", "corbind", "flowbinding"].contains(where: { ByteSearch.contains(Array($0.utf8), in: code) }) else { return [] }
        var result: [(start: Int, ids: [String])] = []
        for name in ["clicks", "longClicks"] {
            for call in calls(named: name, in: code, receivers: true) {
                let argument = String(decoding: call.argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                if argument.isEmpty {
                    let ids = AndroidSourceFacts.receiverViews(call.receiver, viewID: call.viewID, before: call.start, in: code, aliases: aliases)
                    if !ids.isEmpty { result.append((call.start, ids)) }
                } else if call.receiver == "RxView" {
                    // `RxView.clicks(binding.send)`, `RxView.clicks(findViewById(R.id.send))`.
                    if let id = field(of: "R.id.", in: call.argument) {
                        result.append((call.start, [key(id)]))
                    } else if let last = argument.split(separator: ".").last.map(String.init), last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                        !["view", "v", "it", "this", "itemView"].contains(last)
                    {
                        result.append((call.start, [aliases[last] ?? key(last)]))
                    }
                }
            }
        }
        return result
    }

    /// What stands for a layout's root view among the ids of ``clickListenerViews(in:aliases:)``:
    /// no `@+id/` name can hold an `@`.
    static let rootKey = "@root"

    /// Names bound to a binding's root (`val emojiImageView = holder.binding.root`, Tusky
    /// 43ae0bb4 `EmojiAdapter.kt:54`).
    private static func rootNames(in code: [UInt8]) -> Set<String> {
        var names = Set<String>()
        for start in occurrences(of: Array("root".utf8), in: code[...]) where start > 0 && code[start - 1] == UInt8(ascii: ".") {
            var end = start + 4
            while end < code.count, code[end] == UInt8(ascii: " ") { end += 1 }
            guard end == code.count || code[end] == UInt8(ascii: "\n") || code[end] == UInt8(ascii: ";"),
                let name = assignedName(before: start, in: code)
            else { continue }
            names.insert(name)
        }
        return names
    }

    /// Whether the call whose name ends at `index` sets a listener: a lambda, or an argument that
    /// is not `null`, that does something (``listenerDoesNothing(at:in:)``).
    static func setsListener(after index: Int, in code: [UInt8]) -> Bool {
        var index = index
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        guard index < code.count, !listenerDoesNothing(at: index, in: code) else { return false }
        if code[index] == UInt8(ascii: "{") { return true }
        guard code[index] == UInt8(ascii: "(") else { return false }
        let argument = code[(index + 1)...].prefix(80).prefix { $0 != UInt8(ascii: ")") }
        let text = String(decoding: argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return !text.isEmpty && text != "null"
    }

    /// The click listeners and touch delegates of one file.
    mutating func addClickListeners(_ code: [UInt8], aliases: [String: String], views: ([Call]) -> [String], className: String = "") {
        clickListenersSetInCode.formUnion(
            views(Self.calls(named: "setOnClickListener", in: code, receivers: true).filter { !Self.doesNothing(argument: $0.argument) }))
        clickListenersSetInCode.formUnion(Self.bindingClicks(in: code, aliases: aliases).flatMap(\.ids))
        clickListenersSetInCode.formUnion(Self.butterKnifeClicks(in: code).flatMap(\.ids))
        clickListenersSetInCode.formUnion(Self.butterKnifeListClicks(in: code).flatMap(\.ids))
        // A bare one in `x.apply {` or `with(x) {` (``scopeReceiverView(before:in:aliases:)``).
        let name = Array("setOnClickListener".utf8)
        for start in Self.occurrences(of: name, in: code[...])
        where Self.receiver(before: start, in: code) == nil && Self.setsListener(after: start + name.count, in: code) {
            if let view = Self.scopeReceiverView(before: start, in: code, aliases: aliases) { clickListenersSetInCode.insert(view) }
        }
        tapActionsSetInCode.formUnion(Self.tapActionViews(in: code, aliases: aliases))
        // One the activity looks up itself is its content layout's, not the action bar's: `+ContentLookups.swift`.
        let listened = Self.clickListenerViews(in: code, aliases: aliases)
        let lookedUp = Self.contentLookupListeners(in: code, aliases: aliases, listened: listened)
        clickListenersByLayout.formUnion(listened.subtracting(lookedUp.keys))
        // The rows of a tapped list a framework adapter fills (`+AdapterRows.swift`).
        clickListenersByLayout.formUnion(Self.tappedAdapterRows(in: code))
        // A view a Kotlin synthetic import names, given a listener (`+MemberShows.swift`).
        clickListenersByLayout.formUnion(Self.syntheticImportClicks(in: code, aliases: aliases))
        contentLookupListeners.merge(lookedUp) { $0.union($1) }
        foundViewClickListeners.formUnion(Self.foundViewClickListeners(in: code))
        for (key, property) in Self.gatedClickListenerViews(in: code, aliases: aliases) { gatedClickListeners[key, default: []].insert(property) }
        assignedNames.formUnion(Self.assignedNames(in: code))
        // What only fades or hides a view makes it act on no tap: see `AndroidSourceFacts+LookOnlyViews.swift`.
        lookUses.add(code)
        // A base class that names no layout (materialistic b631d511 `ItemRecyclerViewAdapter.java:233`,
        // `holder.mMoreButton.setOnClickListener`) listens in the layouts its subclasses inflate.
        if !className.isEmpty {
            if !classesSeen.insert(className).inserted { ambiguousClasses.insert(className) }
            let layouts = Self.layoutsNamed(in: code)
            if !layouts.isEmpty {
                layoutsByClass[className, default: []].formUnion(layouts)
            } else {
                let base = "@base"
                // Not the root (`itemView.setOnClickListener`): that would make every subclass's whole row
                // a target, which takes more than the base class's file to tell.
                let ids = Self.clickListenerViews(in: code, aliases: aliases, layouts: [base]).map { String($0.dropFirst(base.count + 1)) }
                    .filter { $0 != Self.rootKey }
                if !ids.isEmpty { inheritedClickListeners[className, default: []].formUnion(ids) }
                clickListenersByLayout.formUnion(Self.ownViewClickListeners(in: code, aliases: aliases, className: className))
                // And sizes them, under the same keys (`+RootClassListeners.swift`).
                addRootClassSizes(code, aliases: aliases, className: className)
            }
        }
        touchDelegateViews.formUnion(Self.touchDelegateViews(in: code, aliases: aliases))
        touchDelegateViews.formUnion(helpedTouchDelegateViews(in: code, views: views))
        touchDelegateViews.formUnion(delegatedParameterViews(in: code, aliases: aliases))
        addNamedListeners(code, views: views, className: className)
    }

    /// The views (by ``key(_:)``) a `TouchDelegate(bounds, view)` hands taps in a larger
    /// rectangle to: the second argument's `R.id` field, else its last name (`binding.more`,
    /// `moreButton`, a name bound by `findViewById`). A parameter (`view`, `v`, `it`) names none.
    static func touchDelegateViews(in code: [UInt8], aliases: [String: String]) -> Set<String> {
        var result = Set<String>()
        for call in calls(named: "TouchDelegate", in: code) {
            var depth = 0
            var comma: Int?
            for (offset, byte) in call.argument.enumerated() {
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: ">") { depth -= 1 }
                if byte == UInt8(ascii: ","), depth == 0 {
                    comma = offset
                    break
                }
            }
            guard let comma else { continue }
            let view = Array(call.argument[(comma + 1)...])
            if let id = field(of: "R.id.", in: view) {
                result.insert(key(id))
                continue
            }
            let text = String(decoding: view, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let last = text.split(separator: ".").last.map(String.init), last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                !["view", "v", "it", "this", "itemView", "child"].contains(last)
            else { continue }
            result.insert(aliases[last] ?? key(last))
        }
        return result
    }

    /// Whether code hands the view `id` to a `TouchDelegate`, which takes taps for it in a larger area.
    func delegatesTouches(ofView id: String) -> Bool {
        touchDelegateViews.contains(Self.key(id))
    }

    /// Whether code gives the view `id` of the layout `layout` a click listener, in a file that
    /// names the layout.
    func setsClickListener(ofView id: String, inLayout layout: String) -> Bool {
        let (layout, id) = (Self.key(layout), Self.key(id))
        if clickListenersByLayout.contains("\(layout)/\(id)") || setsGatedClickListener("\(layout)/\(id)") { return true }
        // A view of a `RemoteViews` layout tapped after it is added into another (``remoteClicksInAddedViews``).
        if remoteClicksInAddedViews.contains(id), remoteViewsLayouts.contains(layout) { return true }
        // A base class's listener, in a layout a class that extends it names.
        return inheritedClickListeners.contains { base, ids in
            ids.contains(id) && !ambiguousClasses.contains(base)
                && layoutsByClass.contains { subclass, layouts in
                    layouts.contains(layout) && !ambiguousClasses.contains(subclass) && extends(subclass, base)
                }
        }
    }
}
