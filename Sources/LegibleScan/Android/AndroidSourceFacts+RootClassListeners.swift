/// A custom view that is a layout's root element and listens on the views it finds in itself
/// (fresh-droid29b): Kuroba `cell_post_stub.xml`'s root is
/// `com.github.adamantcheese.chan.ui.cell.PostStubCell`, whose `onFinishInflate`
/// (`PostStubCell.java:74`) runs `findViewById(R.id.options).setOnClickListener(…)` — the 34×36 dp
/// options icon of `cell_post_stub.xml:43` — in a file that never names `R.layout.cell_post_stub`.
/// An id such as `options` is in several layouts; the listener is on the one in the layouts
/// whose root is that class (`AndroidLayoutWalk+Targets.swift`), no other.
extension AndroidSourceFacts {
    /// What stands for the layouts whose root element is the class `className` among the layout
    /// keys of ``clickListenersByLayout``: `@` and the class's ``key(_:)``, which no layout's name holds.
    static func rootClassLayout(_ className: String) -> String {
        "@" + key(className)
    }

    /// The `@class/id` keys of the views a view class that names no layout gives a listener (not
    /// its own root or host, which are the class itself).
    static func ownViewClickListeners(in code: [UInt8], aliases: [String: String], className: String) -> Set<String> {
        guard declaresViewClass(code) else { return [] }
        let layout = rootClassLayout(className)
        return clickListenerViews(in: code, aliases: aliases, layouts: [layout]).filter { !$0.dropFirst(layout.count + 1).hasPrefix("@") }
    }
}
