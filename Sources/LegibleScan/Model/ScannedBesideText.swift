/// A text that shares a row with an element's text and is as wide as its own text, measured
/// before the element is: the element gets what it leaves, which depends on the text size and
/// the locale (issue 34).
///
/// Android's `LinearLayout.measureHorizontal` measures a row's unweighted children in order,
/// each in what the ones before it left (`usedWidth = totalWeight == 0 ? mTotalLength : 0`), so
/// a `wrap_content` `TextView` before a label takes its one-line text plus its padding, at most
/// its room, and the label gets the rest. The model names no Android type: a horizontal
/// `UIStackView`'s label that hugs its text beside one that stretches is the same case, and
/// Interface Builder's solver could fill it in later.
///
/// ```swift
/// // "Size" (14 sp) then a 4 dp separator, before a label in a 328 dp row:
/// ScreenTextWidth(screen: 360, width: 328, besideTexts: [size, separator])
/// ```
public struct ScannedBesideText: Sendable, Hashable {
    /// Its font.
    public var font: ScannedFont
    /// Its text (key and development-language literal), looked up in every locale as the
    /// element's own.
    public var text: ScannedText
    /// Whether the platform draws it in capitals (Android's `textAllCaps`).
    public var showsAllCaps: Bool
    /// Whether code formats it with arguments (measured with the audit's samples).
    public var formatsArguments: Bool
    /// What the view adds to its text's width: its horizontal padding and compound drawables,
    /// in points (dp).
    public var inset: Double
    /// The most the view can take when the texts measured before it in the row take nothing:
    /// the room its parent offers it then (Android's `AT_MOST` size), in points (dp). The texts
    /// before it take theirs from this.
    public var room: Double
    /// The view's own name in its file (an Android `@+id/name`), for the finding that names it.
    public var id: String
    /// The least the view takes whatever its text, in points (dp): a button style's
    /// `android:minWidth` (0 for a label).
    public var minimumWidth: Double = 0
    /// The most the view takes whatever its text, in points (dp): a button style's
    /// `android:maxWidth`; `nil` when nothing but its room bounds it.
    public var maximumWidth: Double?
    /// Whether it is measured in all of its ``room`` whatever the texts before it took: Android
    /// measures a row's views after a weighted one (and the weighted ones) with `usedWidth` 0.
    public var measuredAlone = false

    /// A text beside an element, `inset` and `room` in points (dp).
    public init(font: ScannedFont, text: ScannedText, showsAllCaps: Bool = false, formatsArguments: Bool = false, inset: Double, room: Double, id: String = "")
    {
        self.font = font
        self.text = text
        self.showsAllCaps = showsAllCaps
        self.formatsArguments = formatsArguments
        self.inset = inset
        self.room = room
        self.id = id
    }
}

extension ScreenTextWidth {
    /// The text's width once the texts beside it (``besideTexts``) are measured: `widths[i]`
    /// is the one-line width of the i-th text at the size and locale being audited. Each text
    /// takes its width plus its inset, at most its maximum width, at least its minimum width, and
    /// at most its room less what the texts before it took (`TextView.onMeasure`: the desired
    /// width, `min` with `maxWidth`, `max` with `minWidth`, then `min` with the `AT_MOST` size);
    /// the element gets ``width`` less all they took, never less than nothing. With a
    /// ``share`` it gets its own width plus its part of that (`ownTextWidth`: its own one-line
    /// text's width, when its own width is its text's). `nil` when the width is unknown or
    /// relative to the screen.
    public func points(besideTextWidths widths: [Double], ownTextWidth: Double? = nil) -> Double? {
        guard let room = points else { return nil }
        var taken = 0.0
        for (text, width) in zip(besideTexts, widths) {
            taken += text.taken(width, before: text.measuredAlone ? 0 : taken)
        }
        guard let share else { return max(0, room - taken) }
        // The element's frame: its own width, plus its part of the excess (`measureHorizontal`'s
        // `remainingExcess`): the spare width less what every text took, its own included.
        let ownText = share.ownText.map { $0.taken(ownTextWidth ?? 0, before: 0) }
        let excess = room + share.inset - taken - (ownText ?? 0)
        let frame = max(0, (ownText ?? share.ownWidth) + share.fraction * excess)
        return max(0, frame - share.inset)
    }
}

extension ScannedBesideText {
    /// What the view takes when its one-line text is `width` wide and the texts before it took
    /// `before`: its width plus its inset within its bounds, at most what is left of its room.
    func taken(_ width: Double, before: Double) -> Double {
        let wanted = max(minimumWidth, min(maximumWidth ?? .infinity, width + inset))
        return min(wanted, max(0, room - before))
    }
}
