/// Views whose size code sets, so the layout's `layout_width`/`layout_height` is a placeholder:
/// `binding.instantPrevItem.layoutParams.width = mScreenWidth / 7` (Simple Gallery a3564013
/// PhotoFragment.kt:868, for pager_photo_item.xml:99's `layout_width="1dp"`, which was judged a
/// 1 dp target), Java's `getLayoutParams().height = …`, `view.layoutParams = …`, and
/// `view.updateLayoutParams { … }`. Found literally, as the rest of ``AndroidSourceFacts``.
extension AndroidSourceFacts {
    /// The view ids (by ``key(_:)``) the file's code gives a size.
    static func sizedViews(in code: [UInt8]) -> [String] {
        // `assignedViews` finds `name = …` (not `==`) and the view before it.
        var found = ["layoutParams.width", "layoutParams.height", "getLayoutParams().width", "getLayoutParams().height", "layoutParams"]
            .flatMap { assignedViews($0, in: code) }
        // `view.updateLayoutParams { width = … }` (a trailing lambda) or `updateLayoutParams<…>(…)`.
        for start in occurrences(of: Array("updateLayoutParams".utf8), in: code[...]) {
            if let id = viewID(receiver: receiver(before: start, in: code), before: start, in: code) { found.append(id) }
        }
        return found
    }

    /// Whether code sets the size of the view `id` (a layout's `@+id/` name).
    func setsSize(ofView id: String) -> Bool {
        sizesSetInCode.contains(Self.key(id))
    }
}
