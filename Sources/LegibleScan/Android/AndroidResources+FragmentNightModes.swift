import Foundation

// A fragment shown only by activities that fix their own night mode is shown in that mode
// (issue 33; Threema e2defbb8): MediaViewerActivity sets `MODE_NIGHT_YES` (MediaViewerActivity.java:96)
// and alone creates `new AudioViewFragment()` (:755); `fragment_media_viewer_audio.xml:27`, light
// mode's `#1d1d1b`-like text on the dark gallery background, was judged in light, which never shows.

extension AndroidResources {
    /// Gives each layout that only plain fragments inflate as their own view the night mode of
    /// the activities that create those fragments, when every one is an activity whose content
    /// view is known and all fix the same mode; anything else leaves the layout as it was.
    mutating func resolveFragmentNightModes() {
        guard let facts = sourceFacts, !facts.localNightModes.isEmpty else { return }
        let fragments = facts.fragments
        var contentLayouts: [String: Set<String>] = [:]
        for (key, classes) in facts.contentViewFiles {
            for name in classes { contentLayouts[name, default: []].insert(key) }
        }
        // The one night mode all of a fragment's creators fix, nil when one fixes none or they differ.
        func nightMode(ofFragment name: String) -> ScannedInterfaceStyle? {
            guard fragments.isPlainFragment(name), !fragments.isExtended(name), let showing = fragments.references[name], !showing.isEmpty else { return nil }
            var found: ScannedInterfaceStyle?
            for shower in showing {
                guard let layouts = contentLayouts[shower], !layouts.isEmpty else { return nil }
                for layout in layouts {
                    guard let style = facts.localNightMode(ofLayout: layout), found.map({ $0.isDark == style.isDark }) ?? true else { return nil }
                    found = found ?? style
                }
            }
            return found
        }
        var namers: [String: Set<String>] = [:]
        for (name, layouts) in facts.layoutsByClass where !facts.ambiguousClasses.contains(name) {
            for layout in layouts { namers[layout, default: []].insert(name) }
        }
        for (name, layouts) in fragments.rootLayouts {
            for layout in layouts { namers[layout, default: []].insert(name) }
        }
        for (layout, classes) in namers where !facts.isContentView(layout) && facts.localNightMode(ofLayout: layout) == nil {
            guard classes.allSatisfy({ fragments.rootLayouts[$0]?.contains(layout) == true }) else { continue }
            let modes = classes.map(nightMode(ofFragment:))
            guard let first = modes.first ?? nil, modes.allSatisfy({ $0?.isDark == first.isDark }) else { continue }
            sourceFacts?.localNightModes[layout] = first
        }
    }
}
