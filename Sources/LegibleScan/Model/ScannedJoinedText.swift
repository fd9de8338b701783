import LegibleReporting

/// One operand of a `Text + Text` concatenation with a fixed font, named by the finding of the
/// first such operand (``ScannedElement/joinedTexts``): SwiftUI draws the concatenation as one
/// line of text, so one finding says what its parts' sizes are (Winston 3de4a170
/// `ShortCommentPostLink.swift:19-21`, a title, a " · " separator and a subreddit at 15, 13 and
/// 14 pt, were three findings, one on the dot).
public struct ScannedJoinedText: Sendable, Hashable {
    /// The operand's fixed font.
    public var font: ScannedFont
    /// Where the operand is written.
    public var location: Finding.Location

    /// An operand with `font` at `location`.
    public init(font: ScannedFont, location: Finding.Location) {
        self.font = font
        self.location = location
    }
}
