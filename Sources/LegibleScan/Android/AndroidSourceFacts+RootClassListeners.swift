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

/// The same root class sizing the views it finds in itself (fresh-droid29b, second judge): Kuroba
/// `CardPostCell.java:266-268` sets `options`' height through `options.setLayoutParams(params)`
/// (`cell_post_card.xml:108`), and `PostCell.java:199-200` sets `replies`' text size and padding
/// (`cell_post.xml:104`). The layout's size is then a placeholder, as for a view code sizes by id:
/// kept under the same `@class/id` keys as the listeners, in the sets ``sizeSetInCode(ofView:wrapsText:rootClass:)``
/// reads, so that only the layouts whose root is that class take them.
extension AndroidSourceFacts {
    /// Adds the `@class/id` keys of the views the view class `className`, naming no layout, sizes:
    /// their layout params (`layoutParams = …`, `setLayoutParams(…)`, `getLayoutParams().height = …`),
    /// padding (`setPadding`, `setPaddingRelative`, `updatePadding`) or text size (`setTextSize`).
    mutating func addRootClassSizes(_ code: [UInt8], aliases: [String: String], className: String) {
        guard Self.declaresViewClass(code) else { return }
        let prefix = Self.rootClassLayout(className) + "/"
        func keys(_ ids: [String]) -> [String] { ids.map { prefix + $0 } }
        func called(_ names: [String]) -> [String] {
            names.flatMap { name in
                Self.calls(named: name, in: code, receivers: true).flatMap { call in
                    Self.receiverViews(call.receiver, viewID: call.viewID, before: call.start, in: code, aliases: aliases)
                }
            }
        }
        let sides = Self.sizedViewSides(in: code, aliases: aliases)
        sizesSetInCode.formUnion(keys(sides.whole + called(["setLayoutParams"])))
        widthsSetInCode.formUnion(keys(sides.width))
        heightsSetInCode.formUnion(keys(sides.height))
        paddingsSetInCode.formUnion(keys(called(["setPadding", "setPaddingRelative", "updatePadding"])))
        textSizesSetInCode.formUnion(keys(called(["setTextSize"])))
    }
}
