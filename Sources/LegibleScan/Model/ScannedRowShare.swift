/// An element's part of its row's spare width, when its width is its own plus a share of what
/// the row's other views leave and some of them are as wide as their text (issue 34).
///
/// Android's `LinearLayout.measureHorizontal` measures every child of a row first (a view with
/// a weight in the whole row: `usedWidth` is 0 once a weight is met), then gives each weighted
/// child its own measured width plus `weight / weightSum` of the excess, the row's width less
/// all the children took (`childWidth = child.getMeasuredWidth() + share`, or `share` alone for
/// a `0dp` child), never less than nothing. So a `wrap_content` button with `layout_weight="1"`
/// beside another is its text plus half of what the two texts leave: its text fits exactly when
/// both fit side by side. The model names no Android type: a stack view's proportional
/// distribution is the same kind of sum.
///
/// ```swift
/// // "Cancel" and "Choose", both wrap_content with weight 1, in a 328 dp row:
/// var width = ScreenTextWidth(screen: 360, width: 328 - 24, besideTexts: [choose])
/// width.share = ScannedRowShare(fraction: 0.5, inset: 24, ownText: cancel)
/// ```
public struct ScannedRowShare: Sendable, Hashable {
    /// The part of the excess the element gets: its weight over the row's `weightSum`, else
    /// over all its weights.
    public var fraction: Double
    /// What the element's frame adds to its text's width (its padding and drawables), in points
    /// (dp): the text gets the frame less this.
    public var inset: Double
    /// The element's own width before its share when the file fixes it, in points (dp): 0 for a
    /// `0dp` view. Ignored when ``ownText`` is set.
    public var ownWidth: Double
    /// The element's own text when its own width is its text's (`wrap_content`), measured as a
    /// text beside it is (at most its ``ScannedBesideText/room``, within its bounds).
    public var ownText: ScannedBesideText?

    /// A share of `fraction` of the excess for an element whose frame is its text plus `inset`;
    /// its own width `ownWidth` (dp) or, when `ownText` is given, its text's.
    public init(fraction: Double, inset: Double, ownWidth: Double = 0, ownText: ScannedBesideText? = nil) {
        self.fraction = fraction
        self.inset = inset
        self.ownWidth = ownWidth
        self.ownText = ownText
    }
}
