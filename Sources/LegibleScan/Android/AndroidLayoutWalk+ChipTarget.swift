import LegibleSyntax

/// A Material `Chip`'s height when the layout leaves it to the chip (fresh-android20b, a miss):
/// Material's chip styles set `ensureMinTouchTargetSize` and `chipMinTouchTargetSize` 48 dp
/// (material-components-android `chip/res/values/styles.xml`, `Base.Widget.MaterialComponents.Chip`,
/// which Material 3's chips extend), and `Chip.ensureAccessibleTouchTarget` insets its 32 dp
/// drawable (`chipMinHeight`) to that size. A chip that writes a smaller `chipMinTouchTargetSize`
/// is that tall: kMail 0f061b7f `chip_contact.xml:18`, `chipMinTouchTargetSize="44dp"`, a
/// recipient chip code gives a listener (`ContactChipAdapter.kt:58`), is a 44 dp target.
extension AndroidLayoutWalk {
    /// The height in dp of a `wrap_content` chip that writes (itself or through its app style) a
    /// `chipMinTouchTargetSize`: the larger of it and `chipMinHeight` (Material's 32 dp when not
    /// written, ``defaultChipMinHeight``); `nil` for any other view, a chip that turns `ensureMinTouchTargetSize` off, or a
    /// size not in dp.
    mutating func chipTouchTargetHeight(_ view: AndroidView) throws(SyntaxError) -> Double? {
        guard isChip(view.tag), let written = view.app("chipMinTouchTargetSize"), view.app("ensureMinTouchTargetSize") != "false",
            case .known(let target) = try length(written, what: "chipMinTouchTargetSize", zero: nil)
        else { return nil }
        var chip = Self.defaultChipMinHeight
        if let minimum = view.app("chipMinHeight") {
            guard case .known(let height) = try length(minimum, what: "chipMinHeight", zero: nil) else { return nil }
            chip = height
        }
        return max(target, chip)
    }

    /// The `chipMinHeight` of Material Components' and Material 3's chip styles, in dp
    /// (`Tables/android-chip-min-heights.csv`, read from material-components-android 144a99f7
    /// `chip/res/values/styles.xml` and 57f3cdbd `tokens.xml`; a test compares every cell).
    static let chipMinHeights: [String: Double] = [
        "Base.Widget.MaterialComponents.Chip": 32, "Widget.MaterialComponents.Chip.Entry": 32, "Widget.MaterialComponents.Chip.Filter": 32,
        "Widget.MaterialComponents.Chip.Choice": 32, "Widget.MaterialComponents.Chip.Action": 32, "Widget.Material3.Chip.Input": 32,
        "Widget.Material3.Chip.Suggestion": 32, "Widget.Material3.Chip.Assist": 32, "Widget.Material3.Chip.Filter": 32,
    ]

    /// The height a chip that writes no `chipMinHeight` draws at, whichever of those styles it has:
    /// they all set 32 dp (the test checks that every one is this).
    static let defaultChipMinHeight = 32.0

    /// Whether the class is Material's `Chip` or one of the app's classes that extends it.
    private func isChip(_ tag: String) -> Bool {
        let name = AndroidViewKinds.simpleName(tag)
        return name == "Chip" || resources.sourceFacts?.extends(name, "Chip") == true
    }
}
