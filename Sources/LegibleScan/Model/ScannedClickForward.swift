/// The view a control's only click listener clicks in turn (`other.performClick()`), which takes
/// the tap as its own: `target.small` judges a small control that forwards to a view of its
/// layout that is not itself small as a note naming that view (Infinity for Reddit af7ccefc
/// `activity_submit_crosspost.xml:72`, a 24 dp icon whose listener clicks the subreddit name).
public struct ScannedClickForward: Sendable, Hashable {
    /// The target's id as its layout writes it (`subreddit_name_text_view`).
    public var name: String
    /// The target's hit area in the layout's units when known (its size plus any outset), `nil`
    /// for a side the layout leaves open.
    public var width: Double?
    public var height: Double?

    /// A forward to `name`, of that size when known.
    public init(name: String, width: Double? = nil, height: Double? = nil) {
        self.name = name
        self.width = width
        self.height = height
    }
}
