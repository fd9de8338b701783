import Foundation

// A fragment's layout, and the rows of the adapters a fragment creates, are shown in the
// activities that host the fragment (issue 33; SeriesGuide 72ea839f `item_show.xml:74`, a row of
// ShowSearchFragment's grid in SearchActivityImpl's ViewPager2). Only what code and layouts say
// literally counts, and the window is behind the layout only when no view between them draws.

extension AndroidResources {
    /// Works out ``fragmentHostLayouts``: for each layout a plain fragment inflates as its own
    /// view, or that only the adapters (and their view holders) plain fragments create inflate,
    /// the content views of the activities that host those fragments, when every one is known
    /// and nothing between the layout and each window draws (``isClear(_:)``): the fragment's
    /// container and its ancestors in the activity's layout, and, for a row, every list in the
    /// fragment's layout and their ancestors. Anything else (a fragment in a dialog or a sheet,
    /// in another fragment, a class the scan cannot place) leaves the layout out.
    mutating func resolveFragmentHosts() {
        guard let facts = sourceFacts else { return }
        let fragments = facts.fragments
        // Fragment → the classes that show it: literal references, plus the activities whose
        // content view names it (`<fragment android:name>`, a FragmentContainerView's
        // `android:name` or its `app:navGraph`'s destinations).
        var references = fragments.references
        for (key, slots) in fragmentSlots where facts.isContentView(key) {
            for slot in slots where slot.kind == .container {
                let named = [slot.fragment].compactMap { $0 } + (slot.navGraph.map { navigationFragments[$0] ?? [] } ?? [])
                for name in named where !name.hasSuffix("NavHostFragment") {
                    references[name, default: []].formUnion(facts.contentViewClasses(ofLayout: key))
                }
            }
        }
        // Class → the classes whose files create it, the file's own class left out, and its
        // subclasses (a Java `extends` creates through `super(…)`, not by name).
        var createdBy: [String: Set<String>] = [:]
        for (name, created) in fragments.creations {
            for other in created { createdBy[other, default: []].insert(name) }
        }
        for (name, parent) in fragments.supertypes { createdBy[parent, default: []].insert(name) }
        var contentLayouts: [String: Set<String>] = [:]
        for (key, classes) in facts.contentViewFiles {
            for name in classes { contentLayouts[name, default: []].insert(key) }
        }
        // The content views of an activity whose fragment containers are all clear; nil otherwise.
        func hostLayouts(ofActivity name: String) -> Set<String>? {
            guard let layouts = contentLayouts[name], !layouts.isEmpty else { return nil }
            let ids = fragments.containerIDs[name] ?? []
            for layout in layouts {
                guard facts.localNightMode(ofLayout: layout) == nil else { return nil }
                let containers = (fragmentSlots[layout] ?? []).filter { $0.kind == .container || ($0.kind == .identified && $0.id.map(ids.contains) == true) }
                guard !containers.isEmpty, containers.allSatisfy(isClear) else { return nil }
            }
            return layouts
        }
        // The activities that host the layout being worked out (``fragmentHostActivities``).
        var reached = Set<String>()
        // The activities' content views a plain fragment is shown in; nil when one is not known.
        func hosts(ofFragment name: String) -> Set<String>? {
            guard fragments.isPlainFragment(name), !fragments.isExtended(name), let showing = references[name], !showing.isEmpty else { return nil }
            var result = Set<String>()
            for shower in showing {
                if let layouts = hostLayouts(ofActivity: shower) {
                    result.formUnion(layouts)
                    reached.insert(shower)
                    continue
                }
                // A pager adapter in its own file: shown by the activities that create it.
                guard contentLayouts[shower] == nil, !shower.hasSuffix("Fragment"), !shower.hasSuffix("Activity"),
                    fragments.supertypes[shower].map({ !$0.contains("Fragment") }) ?? true
                else { return nil }
                let creators = createdBy[shower] ?? []
                guard !creators.isEmpty else { return nil }
                for creator in creators {
                    guard let layouts = hostLayouts(ofActivity: creator) else { return nil }
                    result.formUnion(layouts)
                    reached.insert(creator)
                }
            }
            return result
        }
        // A fragment's rows are on its window only when every list in its own layout is clear.
        func rowHosts(ofFragment name: String) -> Set<String>? {
            guard let roots = fragments.rootLayouts[name], !roots.isEmpty else { return nil }
            for root in roots {
                let lists = (fragmentSlots[root] ?? []).filter { $0.kind == .list }
                guard !lists.isEmpty, lists.allSatisfy(isClear) else { return nil }
            }
            return hosts(ofFragment: name)
        }
        // The hosts of a class that inflates rows (an adapter, a view holder): its creators',
        // which must be fragments, or classes created only by fragments.
        func rowHosts(ofClass name: String, depth: Int) -> Set<String>? {
            let creators = createdBy[name] ?? []
            guard depth < 3, !creators.isEmpty else { return nil }
            var result = Set<String>()
            for creator in creators {
                if fragments.isPlainFragment(creator) {
                    guard let found = rowHosts(ofFragment: creator) else { return nil }
                    result.formUnion(found)
                } else {
                    guard contentLayouts[creator] == nil, !creator.hasSuffix("Activity"), !creator.hasSuffix("Fragment"),
                        let found = rowHosts(ofClass: creator, depth: depth + 1)
                    else { return nil }
                    result.formUnion(found)
                }
            }
            return result
        }
        var namers: [String: Set<String>] = [:]
        for (name, layouts) in facts.layoutsByClass where !facts.ambiguousClasses.contains(name) {
            for layout in layouts { namers[layout, default: []].insert(name) }
        }
        for (layout, classes) in namers where !facts.isContentView(layout) && facts.dialogs.builders[layout] == nil {
            var result = Set<String>()
            reached = []
            let found = classes.allSatisfy { name in
                let shown: Set<String>?
                if fragments.rootLayouts[name]?.contains(layout) == true {
                    shown = hosts(ofFragment: name)
                } else if fragments.isPlainFragment(name) || contentLayouts[name] != nil || name.hasSuffix("Activity") || name.hasSuffix("Fragment") {
                    shown = nil
                } else {
                    shown = rowHosts(ofClass: name, depth: 0)
                }
                guard let shown, !shown.isEmpty else { return false }
                result.formUnion(shown)
                return true
            }
            if found {
                fragmentHostLayouts[layout] = result
                fragmentHostActivities[layout] = reached
            }
        }
    }

    /// These resources in the theme of every activity that shows the layout `name` through a
    /// fragment (``fragmentHostLayouts``), when they agree; `nil` when no fragment shows it, and
    /// why when the activities' themes differ.
    func fragmentHostsTheming(layout name: String) -> (resources: AndroidResources?, disagreement: String?) {
        guard let hosts = fragmentHostLayouts[AndroidSourceFacts.key(name)], !hosts.isEmpty else { return (nil, nil) }
        var found: AndroidResources?
        func differ(_ names: Set<String>) -> String {
            "the activities that host the fragment showing it are in different themes (\(names.sorted().joined(separator: " and ")))"
        }
        for host in hosts.sorted() {
            // Activities sharing a content view in different manifest themes (which leave that layout the application's).
            // Only those that host this fragment count: Briar b46d008a's `activity_fragment_container.xml`
            // is the content view of 14 activities in BriarTheme and BriarTheme.NoActionBar, and
            // RemovableDriveActivity alone shows ChooserFragment (`fragment_transfer_data_chooser.xml:46`) in it.
            let sharing = Set(sourceFacts?.contentViewClasses(ofLayout: host) ?? [])
            let hosting = sharing.intersection(fragmentHostActivities[AndroidSourceFacts.key(name)] ?? [])
            let own = Set((hosting.isEmpty ? sharing : hosting).map { activityThemes[$0]?.name ?? applicationTheme?.name ?? "no theme" })
            guard own.count < 2 else { return (nil, differ(own)) }
            var themed = theming(layout: layoutNamesByKey[host] ?? host, depth: 4)
            // The shared layout's theme is the application's when its activities' themes differ: the hosts' own is theirs.
            if !hosting.isEmpty, hosting != sharing, let first = hosting.sorted().first, let theme = activityThemes[first] ?? applicationTheme {
                themed.applicationTheme = theme
            }
            if let found, found.applicationTheme?.name != themed.applicationTheme?.name || found.themePick != themed.themePick {
                return (nil, differ(Set([found, themed].map { $0.applicationTheme?.name ?? "no theme" })))
            }
            found = themed
        }
        return (found, nil)
    }
}
