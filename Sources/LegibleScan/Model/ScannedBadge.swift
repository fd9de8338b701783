/// A small view with a fill of its own that a label fills — a badge, a monogram avatar, a grade
/// letter's tile — for `text.fixed-size`: one letter sized to fill it is drawn as a symbol, as an
/// avatar's initials are, and a larger text size would only spill out of the tile. Readers report
/// it; the rule decides what a text in it is.
public struct ScannedBadge: Sendable, Hashable {
    /// The badge's width in points, as the file gives it.
    public var width: Double
    /// The badge's height in points, as the file gives it.
    public var height: Double
    /// The label's text as the file writes it, kept when code's text replaces it and the scan
    /// cannot read code's (Open Food Facts sets `nutriscore.rawValue.uppercased()`): the file's
    /// "A" still says what kind of text the badge shows.
    public var fileText: String?
    /// The value UIKit code gives the label, when a name says it is one letter (`$0.capital`)
    /// and the badge is a view code builds, whose size the scan does not read (its width and
    /// height are then 0).
    public var codeLetter: String?

    /// A badge `width` × `height` points around a label whose file text is `fileText`.
    public init(width: Double, height: Double, fileText: String? = nil, codeLetter: String? = nil) {
        self.width = width
        self.height = height
        self.fileText = fileText
        self.codeLetter = codeLetter
    }
}
