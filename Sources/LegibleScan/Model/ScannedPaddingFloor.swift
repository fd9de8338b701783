/// The widths an Android text would have with its unknown padding taken as 0.
///
/// Vanilla Music `audiopicker.xml:74` is one of three `layout_weight="1"` buttons in
/// `?android:attr/buttonBarButtonStyle`, a framework style whose padding the scan does not read,
/// so its width was unknown and it was not audited. But no padding gives the text more room
/// than its whole button: "AJOUTER À LA FILE D'ATTENTE" is far wider than a third of the
/// screen, cut whatever the padding (issue 33, fresh-android11a D5). The overflow audit measures
/// the text in these widths as a lower bound: an overflow there is one, said to take the
/// padding as 0; text that fits them keeps its `overflow.unknown-width` note.
public struct ScannedPaddingFloor: Sendable, Hashable {
    /// Why the padding is unknown, as the note says it.
    public var reason: String
    /// The text's width on each screen with the padding taken as 0, narrowest screen first.
    public var widths: [ScreenTextWidth]

    /// Widths with the padding `reason` says is unknown taken as 0.
    public init(reason: String, widths: [ScreenTextWidth]) {
        self.reason = reason
        self.widths = widths
    }
}
