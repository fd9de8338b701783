/// A control that fills a table row's content view of UIKit's standard row, 44 pt of which a
/// hairline separator takes 0.5 pt, is as tall as the row: Interface Builder writes such a
/// content view 43.5 pt tall, and a field filling it is the standard row's own design, not a
/// target half a point short. siskin-im Account.storyboard:144 and :179, the Host and Port
/// fields (43.5 pt in 43.5 and 44.5 pt content views, pinned to the top and centred), were
/// `target.small` errors that VoIP.storyboard:151's identical field, held at 44 pt by a
/// constraint, was not (fresh-ios23a C).
enum IBTableRowFill {
    /// UIKit's standard table row height.
    static let standardRowHeight = 44.0
    /// The separator's share of a standard row, as Interface Builder writes it.
    static let separatorHeight = 0.5

    /// The height to judge a control `height` tall at view `index`: the standard row's when it is
    /// a direct subview of a table cell's content view at least 43.5 pt tall and fills that
    /// content view's height but for at most a separator above and below; else `height`.
    static func height(_ height: Double?, of index: Int, in document: IBDocument) -> Double? {
        guard let height, height >= standardRowHeight - separatorHeight, height < standardRowHeight,
            let parent = document.views[index].parent, document.views[parent].node.name == "tableViewCellContentView",
            let content = document.views[parent].frameHeight, content >= standardRowHeight - separatorHeight,
            content - height <= 2 * separatorHeight
        else { return height }
        return standardRowHeight
    }
}
