/// A control of at least the minimum size that runs the same action as a small target, for
/// `target.small`: WCAG 2.5.8's "Equivalent" exception (the function can be achieved through a
/// different control on the same page that meets the criterion). Readers report it only when the
/// file shows the same handler set on both; the rule then makes the finding a note naming it.
///
/// Orgzly Revived 04fd283e `SearchFilterWidget.kt:528`: a 24 dp sort arrow whose
/// `noRippleClickable(onClick = callback)` repeats the `callback` its full-width
/// `RadioButtonFormLockup` row (`:505`, a Material `RadioButton` inside) runs.
public struct ScannedEquivalentControl: Sendable, Hashable {
    /// The control as a message names it, with its line: `RadioButtonFormLockup (line 505)`.
    public var name: String
    /// The handler both run, as the file writes it: `callback`, `viewModel::sort`.
    public var handler: String
    /// Whether the control is around the small target (a row it is in), so a tap beside the
    /// target lands on it; its own size is judged apart.
    public var encloses: Bool

    /// A control named `name` that runs `handler` too, around the target when `encloses`.
    public init(name: String, handler: String, encloses: Bool = false) {
        self.name = name
        self.handler = handler
        self.encloses = encloses
    }
}
