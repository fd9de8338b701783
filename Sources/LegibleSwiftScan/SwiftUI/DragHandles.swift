import SwiftSyntax

/// A view given a drag, long-press or tap gesture through `.gesture(…)`: a target as a view with
/// `.onTapGesture` is (Documentation/Rules.md, target.small: "a view with a gesture recogniser").
/// openHAB eb34c7f5 watch `ColorSelection.swift:115-121`, a 25×25 pt colour-picker thumb with
/// `.gesture(longPressDrag)`, was not judged (fresh-ios19 M4).
///
/// Only a gesture the code spells — in the call, or in a `let` of the same function or closure —
/// as `DragGesture(…)`, `LongPressGesture(…)` or `TapGesture(…)` (sequenced or not) counts; a
/// magnification or rotation gesture, or one named from elsewhere, is no target the scan knows.
enum DragHandles {
    /// Whether `modifier` is `.gesture(…)` with such a gesture.
    static func isTargetGesture(_ modifier: ModifierChain.Modifier) -> Bool {
        guard modifier.name == "gesture", var argument = modifier.call.arguments.first?.expression else { return false }
        if let reference = argument.as(DeclReferenceExprSyntax.self), let value = argument.localValue(of: reference.baseName.text) {
            argument = value
        }
        var names: Set<String> = []
        for token in argument.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, name.hasSuffix("Gesture") { names.insert(name) }
        }
        return !names.isEmpty && names.isSubset(of: ["DragGesture", "LongPressGesture", "TapGesture", "SpatialTapGesture"])
    }
}
