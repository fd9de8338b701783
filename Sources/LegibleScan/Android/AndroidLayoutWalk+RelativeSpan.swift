import LegibleSyntax

/// The size a RelativeLayout gives a child bound to both ends of a side (issue 33,
/// fresh-android9b D3): `RelativeLayout.getChildMeasureSpec` measures it exactly between them,
/// whatever its own `layout_height`/`layout_width`. Loop Habit Tracker 5aa8744e
/// `time_header_label.xml:100`, `ampm_hitspace`, a `wrap_content` text with
/// `alignParentTop`/`alignParentBottom` in the 80 dp root `time_picker_dialog.xml:32`'s include
/// gives it, is 80 dp tall, not the one empty line (19 dp) it was judged at.
extension AndroidLayoutWalk {
    /// The span of a side the view is bound on both ends of, in dp, less the view's margins:
    /// - both parent edges (`alignParentTop` and `alignParentBottom`; `alignParentLeft`/`Start`
    ///   and `alignParentRight`/`End`): the parent's content height or width, when its file fixes it;
    /// - both edges of one sibling (`alignTop` and `alignBottom`; `alignLeft` and `alignRight`,
    ///   `alignStart` and `alignEnd`): the sibling's `layout_height` or `layout_width`, when a size.
    ///
    /// `nil` — the side is not judged — for any other pair (`below` with `above`, a mix of
    /// the two kinds) and when the size is unknown.
    mutating func relativeSpan(_ view: AndroidView, horizontal: Bool, context: Context) throws(SyntaxError) -> Double? {
        let pairs: [(String, String)] = horizontal ? [("Left", "Right"), ("Start", "End")] : [("Top", "Bottom")]
        let others = horizontal ? ["layout_toRightOf", "layout_toEndOf", "layout_toLeftOf", "layout_toStartOf"] : ["layout_below", "layout_above"]
        guard !others.contains(where: { view.android($0) != nil }) else { return nil }
        for (first, second) in pairs {
            let parentBound = view.android("layout_alignParent\(first)") == "true" && view.android("layout_alignParent\(second)") == "true"
            let anchors = [view.android("layout_align\(first)"), view.android("layout_align\(second)")].compactMap { $0 }
            let anchor = anchors.count == 2 && anchors[0] == anchors[1] ? AndroidValueSyntax.reference(anchors[0])?.name : nil
            guard parentBound != (anchor != nil) else { continue }
            guard case .known(let margins) = try insets(view, "layout_margin", horizontal: horizontal) else { return nil }
            if parentBound {
                guard !horizontal else {
                    if case .known(let width) = fill(context, margins: .known(margins)) { return width }
                    return nil
                }
                return context.contentHeight.map { $0 - margins }
            }
            guard let anchor, let size = try siblingSize(anchor, horizontal: horizontal, context: context) else { return nil }
            return size - margins
        }
        return nil
    }

    /// The `layout_width` or `layout_height` in dp the sibling with id `name` writes, `nil` when
    /// it writes none that is a size (`wrap_content`: its text's, which the walk does not know).
    private mutating func siblingSize(_ name: String, horizontal: Bool, context: Context) throws(SyntaxError) -> Double? {
        let attribute = horizontal ? "layout_width" : "layout_height"
        for sibling in context.siblings {
            let attributes = AndroidAttributes(sibling, inherited: context.namespaces)
            guard attributes.android("id").flatMap(AndroidValueSyntax.reference)?.name == name else { continue }
            guard let value = attributes.android(attribute), case .known(let size) = try length(value, what: attribute, zero: "") else { return nil }
            return size
        }
        return nil
    }
}
