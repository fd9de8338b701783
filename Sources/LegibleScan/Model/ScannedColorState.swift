import LegibleReporting

/// A text colour a condition in the code chooses, with the condition as written
/// (`isSelected`, `not isSelected`, `colorationMode is ColorationMode.Logcat`): one state of a
/// ``ScannedElement/textColorStates``. Text whose own file gives it no fill, in a function the
/// app calls inside fills, has a state for each call's fill, with the call as ``calledFrom``.
public struct ScannedColorState: Sendable, Hashable {
    /// When the text has this colour, as the code writes the condition; empty when only the
    /// caller's fill makes the state.
    public var condition: String
    /// The colour in that state.
    public var color: ScannedColor
    /// The fill behind the text in this state when it is not the element's own
    /// (``ScannedElement/backgroundColor``): the fill around a call of the text's function.
    public var background: ScannedColor? = nil
    /// The call whose fill ``background`` is (a Compose composable called inside a `Surface`).
    public var calledFrom: Finding.Location? = nil
    /// The backdrop this state is judged over when it is one of several the text's own file
    /// draws (a gradient's stop, drawn in code), as a message names it.
    public var backdrop: String? = nil
    /// The text of the run of attributed text this colour draws, when the text has runs of
    /// several colours (an Interface Builder `<fragment>` with its own `NSColor`), as a message names it.
    public var run: String? = nil
    /// The run's own font, when it has one: its size and weight set the contrast it needs.
    public var font: ScannedFont? = nil

    /// The colour `color` shown while `condition` holds.
    public init(condition: String, color: ScannedColor) {
        self.condition = condition
        self.color = color
    }

    /// The colour `color` shown while `condition` holds, on `background`, the fill around the
    /// call at `calledFrom`.
    public init(condition: String, color: ScannedColor, background: ScannedColor, calledFrom: Finding.Location) {
        self.condition = condition
        self.color = color
        self.background = background
        self.calledFrom = calledFrom
    }

    /// How a message names the state: `when isSelected`, `called in Row.kt:42` (on that call's fill), or both.
    public var phrase: String {
        var parts: [String] = []
        if !condition.isEmpty { parts.append("when \(condition)") }
        if let calledFrom {
            let file = calledFrom.file.split(separator: "/").last.map(String.init) ?? calledFrom.file
            parts.append("called in \(file):\(calledFrom.line ?? 0)")
        }
        if let backdrop { parts.append("over \(backdrop)") }
        if let run { parts.append("the run \"\(run)\"") }
        return parts.joined(separator: ", ")
    }
}
