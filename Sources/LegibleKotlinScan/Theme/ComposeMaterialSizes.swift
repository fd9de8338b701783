/// The widths and paddings Compose Material 3 gives its components when the app does not set
/// them, in dp, from androidx.compose.material3's sources (`ButtonDefaults`, `Icon`,
/// `IconButton`, `Checkbox`, `RadioButton`, `Switch`, `ModalBottomSheet`).
///
/// `Tables/compose-material3-sizes.csv` lists each with the source line it comes from, and a test
/// compares every cell with this table.
enum ComposeMaterialSizes {
    /// Name (`Button.contentPadding.start`, `ButtonDefaults.IconSpacing`) → dp.
    static let table: [String: Double] = [
        "Button.contentPadding.start": 24, "Button.contentPadding.end": 24,
        "TextButton.contentPadding.start": 12, "TextButton.contentPadding.end": 12,
        "ButtonDefaults.IconSize": 18, "ButtonDefaults.IconSpacing": 8, "ButtonDefaults.MinWidth": 58,
        "ButtonDefaults.ExtraSmallContainerHeight": 32, "ButtonDefaults.MediumContainerHeight": 56,
        "ButtonDefaults.LargeContainerHeight": 96, "ButtonDefaults.ExtraLargeContainerHeight": 136,
        "Icon.size": 24, "IconButton.width": 48, "IconButton.widthWithoutMinimum": 40,
        "Checkbox.width": 48, "RadioButton.width": 48, "Switch.width": 52, "ModalBottomSheet.maxWidth": 640,
    ]

    /// The horizontal content padding (start + end) of a Material button by its name, when its
    /// `contentPadding` is the default: `TextButton` 12 + 12, the filled, tonal, elevated and
    /// outlined buttons 24 + 24; `nil` for another component.
    static func buttonPadding(_ name: String) -> Double? {
        let key = name == "TextButton" ? "TextButton" : ["Button", "ElevatedButton", "FilledTonalButton", "OutlinedButton"].contains(name) ? "Button" : nil
        guard let key, let start = table["\(key).contentPadding.start"], let end = table["\(key).contentPadding.end"] else { return nil }
        return start + end
    }

    /// The width a fixed-size Material control takes in a row (its 48 dp touch target, or its
    /// own size when that is wider), `nil` for a component whose width depends on its content.
    static func controlWidth(_ name: String, minimumTargetOff: Bool) -> Double? {
        switch name {
        case "Icon": table["Icon.size"]
        case "IconButton", "IconToggleButton", "FilledIconButton", "FilledTonalIconButton", "OutlinedIconButton", "FilledIconToggleButton",
            "OutlinedIconToggleButton":
            minimumTargetOff ? table["IconButton.widthWithoutMinimum"] : table["IconButton.width"]
        case "Checkbox", "TriStateCheckbox": minimumTargetOff ? nil : table["Checkbox.width"]
        case "RadioButton": minimumTargetOff ? nil : table["RadioButton.width"]
        case "Switch": table["Switch.width"]
        default: nil
        }
    }
}
