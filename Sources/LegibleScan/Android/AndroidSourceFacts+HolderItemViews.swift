/// A view holder's `itemView` is the root of the layout its own holder inflates, not of one a
/// sibling holder of the file inflates: Mastodon 24ab4a0c `CustomEmojiPopupKeyboard.java` has
/// `SectionHeaderViewHolder`, which inflates `R.layout.item_emoji_section` (:202) and sets no
/// listener, and `EmojiViewHolder`, whose item view is a `new ImageView(activity)` (:222) it
/// listens to (:229). The section header's root was judged a 36 dp tap target.
extension AndroidSourceFacts {
    /// Whether the `itemView` at `start` is another holder's view: the innermost class around it
    /// names no layout, and a view holder class of the file that is not around it names one.
    /// A holder an adapter hands an inflated view (`VH(inflater.inflate(R.layout.x, …))`, the
    /// adapter naming the layout, not being a holder) keeps its `itemView` as that layout's root.
    static func isAnotherHoldersItemView(at start: Int, in code: [UInt8]) -> Bool {
        let bodies = classBodies(code).map(\.body)
        guard let own = bodies.filter({ $0.contains(start) }).min(by: { $0.count < $1.count }),
            layoutsNamed(in: Array(code[own])).isEmpty
        else { return false }
        return bodies.contains { body in
            !body.contains(start) && isHolderClass(headerBefore: body.lowerBound, in: code) && !layoutsNamed(in: Array(code[body])).isEmpty
        }
    }

    /// Whether the class header before the body at `open` names a view holder
    /// (`class SectionHeaderViewHolder extends BindableViewHolder<String>`).
    private static func isHolderClass(headerBefore open: Int, in code: [UInt8]) -> Bool {
        let ends: Set<UInt8> = [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";")]
        var begin = open
        while begin > 0, open - begin < 600, !ends.contains(code[begin - 1]) { begin -= 1 }
        return String(decoding: code[begin..<open], as: UTF8.self).contains("Holder")
    }
}
