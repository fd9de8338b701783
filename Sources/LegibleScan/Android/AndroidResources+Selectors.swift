extension AndroidResources {
    /// A `<selector>` of icons that are all one size is that size: `StateListDrawable` draws the
    /// current state's item at its own size. Amaze 5cb924a11 `disableable_ic_edit_24dp.xml`, a
    /// selector of two 24 dp vectors, sizes `namepathswitch_preference.xml:10`'s edit button.
    mutating func addSelectorSizes(_ selectors: Set<String>, items: [String: Set<String>]) {
        for name in selectors where drawables[name] == nil {
            guard let named = items[name], !named.isEmpty else { continue }
            let sizes = Set(named.map { drawables[$0].map { [$0.width?.dp, $0.height?.dp] } ?? [nil] })
            guard sizes.count == 1, let first = named.first.flatMap({ drawables[$0] }), first.width?.dp != nil, first.height?.dp != nil else { continue }
            drawables[name] = AndroidDrawable(width: first.width, height: first.height, location: first.location)
        }
    }
}
