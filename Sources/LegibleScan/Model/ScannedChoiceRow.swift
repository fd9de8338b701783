/// The selectable row a small checkbox or radio button sits in, for `target.small`: a table view
/// cell that highlights and takes a tap, when the file or the app's names say the control is the
/// row's choice mark (issue 33, class 5: "a checkbox inside a clickable row that is itself large
/// enough is the row's"). Readers report it; the rule decides whether the row is large enough.
///
/// Pocket Casts c23892d1 CheckboxCell.xib:31 is one: a 24 pt checkbox in a 60 pt cell whose
/// controller's `didSelectRowAt` calls the checkbox's own action.
public struct ScannedChoiceRow: Sendable, Hashable {
    /// The row as a message names it: the cell's class (`CheckboxCell`), or `table view cell`.
    public var name: String
    /// The row's height in points when the file gives it (the cell's `rowHeight`, else its
    /// frame), `nil` when it does not.
    public var height: Double?
    /// What says the control is a checkbox or radio button, as a message says it: `its image
    /// checkbox-unselected`, `its class RadioButton`, `the cell's class CheckboxCell`.
    public var evidence: String

    /// A row named `name`, `height` points tall when known, the control's mark by `evidence`.
    public init(name: String, height: Double?, evidence: String) {
        self.name = name
        self.height = height
        self.evidence = evidence
    }
}
