/// A control code disables through a name that reaches it takes no touch while disabled, as one
/// its file disables (`enabled="NO"`) does not: GoMap 2d1b2a2f POI.storyboard:43, the 234×24 pt
/// `valueField` of the "CommonTagType" cell, which POICommonTagsViewController.swift:449-452
/// disables through `cell.valueField.isEnabled = false` (the row takes the tap), was a
/// `target.small` error. Code that only ever sets `isEnabled` (or `isUserInteractionEnabled`) to
/// `false` leaves no target to judge. Code that also sets it otherwise leaves the control judged:
/// it is a target whenever enabled (GoMap's UploadViewController.swift:109, `exportOscButton.isEnabled
/// = text != nil`, enables its export button whenever there is something to export).
package enum DisabledInCode {
    /// The member recorded for `view.isEnabled = false` (`Type.view.disabledInCode`).
    package static let disabled = "disabledInCode"
    /// The member recorded for `view.isEnabled = …` with any other value (`Type.view.enabledInCode`).
    package static let enabled = "enabledInCode"

    /// Whether `property` is one of the two members recorded for `isEnabled` assignments.
    package static func isFlag(_ property: String) -> Bool { property == disabled || property == enabled }

    /// The names of `element` code disables it through, and whether code also enables it.
    private static func setters(of element: ScannedElement, setInCode: Set<String>, subclasses: [String: [String]], superclasses: [String: String]) -> (
        disabling: String?, enabling: Bool
    ) {
        let related = element.outlets.flatMap { CodeSetPlaceholders.related($0, superclasses: superclasses, subclasses: subclasses) }
        let disabling = related.first { setInCode.contains("\($0).\(disabled)") }
        return (disabling, related.contains { setInCode.contains("\($0).\(enabled)") })
    }

    /// Takes the size off each control that code only ever disables: it is not judged.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        guard setInCode.contains(where: { $0.hasSuffix(disabled) }) else { return }
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in elements.indices where elements[index].kind.isInteractive && elements[index].platform == .iOS {
            let found = setters(of: elements[index], setInCode: setInCode, subclasses: subclasses, superclasses: superclasses)
            guard found.disabling != nil, !found.enabling else { continue }
            elements[index].width = nil
            elements[index].height = nil
        }
    }
}
