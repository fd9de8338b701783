import LegibleReporting

/// A text field's hint is text the user must read to know what to type, and WCAG 1.4.3 holds all
/// text to 4.5:1 (3:1 when large) with no exception for placeholders (the exceptions are
/// incidental text, inactive controls, logos; WAI's Understanding 1.4.3 and the ARIA Authoring
/// Practices ask placeholder text to meet it too). KISS 3573249c `main.xml:133` draws its
/// search hint in `android:textColorHint="?android:attr/textColorSecondary"`, #d3d3d3, on the
/// bar's #f8f8f8 (1.40:1), and it was measured for overflow but its colour never judged.
///
/// Literal: a field with an `android:hint` and its own or its style's `android:textColorHint`
/// (the theme's default hint colour, a library colour state list, is not assumed), not one
/// whose hint colour code sets (`setHintTextColor`). The hint is one more colour state of the
/// text, on the same background, faded by the view's alpha like its text; the typed text's
/// colour stays the other state.
extension AndroidLayoutWalk {
    /// The field's text colour states with its hint's, or none when the hint is not judged.
    mutating func hintColorStates(
        _ view: AndroidView, kind: ScannedElement.Kind, textColor: ScannedColor?, ownFill: Bool, id: String, location: Finding.Location
    ) -> [ScannedColorState] {
        guard kind == .textField, let hint = view.android("hint"), !hint.isEmpty, let written = view.android("textColorHint"),
            resources.sourceFacts?.setsHintColor(ofView: id) != true,
            let color = fadedByViewAlpha(color(written, id: id, location: location), view, id: id, drawsOwnFill: ownFill)
        else { return [] }
        if case .unresolved = color { return [] }
        var states = [ScannedColorState(condition: "its hint shows (the field is empty)", color: color)]
        if let textColor { states.insert(ScannedColorState(condition: "", color: textColor), at: 0) }
        return states
    }
}
