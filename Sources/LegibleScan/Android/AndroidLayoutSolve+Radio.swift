// A radio button with no text before a label in its row (Nextcloud 36277a10
// account_removal_dialog.xml:72, the radio before "Remove local account"): as wide as its style makes it.
extension AndroidWidgetPadding {
    /// Material's radio button styles: their `android:minWidth` (`?attr/minTouchTargetSize`, 48dp)
    /// and the width of the radio they draw (the 32dp `btn_radio_on_mtrl` vector), in dp
    /// (`Tables/android-radio-button-widths.csv`, a test compares every cell).
    package static let radioButtonWidths: [String: (minimum: Double, button: Double)] = [
        "Widget.MaterialComponents.CompoundButton.RadioButton": (48, 32),
        "Widget.Material3.CompoundButton.RadioButton": (48, 32),
    ]
}

extension AndroidLayoutSolve {
    /// The tags a radio button is written as.
    static let radioButtonTags: Set<String> = ["RadioButton", "AppCompatRadioButton", "MaterialRadioButton"]

    /// Attributes of a radio button's own that change its width from its style's.
    private static let radioWidthAttributes = [
        "android:text", "android:button", "android:background", "android:minWidth", "android:maxWidth", "android:drawableStart",
        "android:drawableLeft", "android:drawableEnd", "android:drawableRight", "app:buttonCompat", "style",
    ]

    /// A `wrap_content` radio button with no text, in dp: `CompoundButton` counts its radio in its
    /// compound padding, so with no text `TextView.onMeasure` gives its padding plus the radio, at
    /// least its `minWidth`. In a Material Components or Material 3 theme (whose
    /// `radioButtonStyle` is the family's radio style, which an `AppCompatRadioButton` and a
    /// `<RadioButton>` both take) that is max(48, 32 + padding). `nil` for another theme, a theme
    /// of the app's that sets `radioButtonStyle`, a radio with a style, text, button drawable,
    /// background or bound of its own, or one whose text the app's code sets.
    func radioButtonWidth(_ index: Int) -> Double? {
        let node = tree[index]
        guard Self.radioButtonTags.contains(node.tag), !Self.radioWidthAttributes.contains(where: { node.attributes[$0] != nil }),
            !(node.id.map { resources.sourceFacts?.setsText(ofView: $0) ?? false } ?? false),
            let family = resources.widgetFamily(), family != .appCompat,
            !appThemesSet("radioButtonStyle"), !appThemesSet("android:radioButtonStyle"),
            let style = AndroidWidgetPadding.radioButtonWidths["Widget.\(family.rawValue).CompoundButton.RadioButton"],
            case .success(let padding) = sides(index, "padding")
        else { return nil }
        return max(style.minimum, style.button + padding.start + padding.end)
    }
}

extension AndroidSourceFacts {
    /// Whether code sets the text of a view with the id `id` in any layout (not a view class's `@class` key).
    func setsText(ofView id: String) -> Bool {
        let suffix = "/" + Self.key(id)
        return textsSetInCode.keys.contains { $0.hasSuffix(suffix) && !$0.hasPrefix("@") }
    }
}
