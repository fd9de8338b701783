import LegibleScan

/// Material 3's `AlertDialog`: its own fill behind every slot and a text colour per slot, from
/// `DialogTokens` (ContainerColor surfaceContainerHigh, HeadlineColor onSurface,
/// SupportingTextColor onSurfaceVariant, ActionLabelTextColor primary), overridden by
/// `containerColor`, `titleContentColor` and `textContentColor`. Without it, a `TextButton` or
/// `OutlinedButton` in a dialog had no fill to be judged on (DAVx5 2534c16b CollectionScreen.kt:465,
/// the theme's #7cb342 on #f0f0ef, 2.2:1, was missed).
extension ComposeFileScan {
    /// The dialog's fill and its content's colour (`contentColorFor` the fill), for every slot.
    func dialogColors(_ call: ComposeCall, context: inout Context) {
        guard call.name == "AlertDialog" else { return }
        guard file.imports.contains(where: { $0.hasPrefix("androidx.compose.material3") }) else {
            // Material 2's dialog is its theme's surface, which the reader does not resolve.
            context.background = .unresolved("MaterialTheme.colors.surface", reason: "Material 2's default dialog colour, which the app's theme sets")
            context.contentColor = nil
            return
        }
        if let written = call.argument("containerColor") {
            context.background =
                values.color(written).map { TranslucentFill.layer($0, over: context.background) }
                ?? .unresolved(written.sketch, reason: "a colour the reader cannot read (a parameter, a state, a call)")
        } else {
            context.background = values.theme.color(role: "surfaceContainerHigh")
        }
        context.contentColor = values.theme.color(role: "onSurface")
    }

    /// The text colour an `AlertDialog` gives one slot: its headline, its supporting text, its buttons.
    func dialogSlotColor(_ call: String?, argument: String?, arguments: [KotlinArgument], _ context: Context) -> Context {
        guard call == "AlertDialog", file.imports.contains(where: { $0.hasPrefix("androidx.compose.material3") }) else { return context }
        var slot = context
        let written = { (label: String) in arguments.first { $0.name == label }?.value }
        switch argument {
        case "title": slot.contentColor = written("titleContentColor").map { values.color($0) } ?? values.theme.color(role: "onSurface")
        case "text": slot.contentColor = written("textContentColor").map { values.color($0) } ?? values.theme.color(role: "onSurfaceVariant")
        case "confirmButton", "dismissButton": slot.contentColor = values.theme.color(role: "primary")
        default: break
        }
        return slot
    }
}
