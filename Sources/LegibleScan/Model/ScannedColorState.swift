/// A text colour a condition in the code chooses, with the condition as written
/// (`isSelected`, `not isSelected`, `colorationMode is ColorationMode.Logcat`): one state of a
/// ``ScannedElement/textColorStates``.
public struct ScannedColorState: Sendable, Hashable {
    /// When the text has this colour, as the code writes the condition.
    public var condition: String
    /// The colour in that state.
    public var color: ScannedColor

    /// The colour `color` shown while `condition` holds.
    public init(condition: String, color: ScannedColor) {
        self.condition = condition
        self.color = color
    }
}
