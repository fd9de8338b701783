/// Views whose size code sets, so the layout's `layout_width`/`layout_height` is a placeholder:
/// `binding.instantPrevItem.layoutParams.width = mScreenWidth / 7` (Simple Gallery a3564013
/// PhotoFragment.kt:868, for pager_photo_item.xml:99's `layout_width="1dp"`, which was judged a
/// 1 dp target), Java's `getLayoutParams().height = …`, `view.layoutParams = …`, and
/// `view.updateLayoutParams { … }`. Found literally, as the rest of ``AndroidSourceFacts``.
extension AndroidSourceFacts {
    /// The view ids (by ``key(_:)``) the file's code gives a size.
    static func sizedViews(in code: [UInt8]) -> [String] {
        var found: [String] = []
        for name in ["layoutParams.width", "layoutParams.height", "getLayoutParams().width", "getLayoutParams().height", "layoutParams"] {
            for start in occurrences(of: Array(name.utf8), in: code[...]) where isAssigned(after: start + name.utf8.count, in: code) {
                if let id = viewID(receiver: receiver(before: start, in: code), before: start, in: code) { found.append(id) }
            }
        }
        // `view.updateLayoutParams { width = … }` (a trailing lambda) or `updateLayoutParams<…>(…)`.
        for start in occurrences(of: Array("updateLayoutParams".utf8), in: code[...]) {
            if let id = viewID(receiver: receiver(before: start, in: code), before: start, in: code) { found.append(id) }
        }
        return found
    }

    /// Whether `=` (not `==`) follows `end`, past spaces.
    private static func isAssigned(after end: Int, in code: [UInt8]) -> Bool {
        var index = end
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        return index + 1 < code.count && code[index] == UInt8(ascii: "=") && code[index + 1] != UInt8(ascii: "=")
    }

    /// Whether code sets the size of the view `id` (a layout's `@+id/` name).
    func setsSize(ofView id: String) -> Bool {
        sizesSetInCode.contains(Self.key(id))
    }
}
