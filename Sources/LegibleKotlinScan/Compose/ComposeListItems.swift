import LegibleScan

/// Material 3's `ListItem`: its own container behind every slot, and a text colour per slot, from
/// `ListItemDefaults.colors()` (`ListTokens`: ListItemContainerColor surface, headline onSurface,
/// supporting, overline, leading and trailing onSurfaceVariant), overridden by
/// `colors = ListItemDefaults.colors(containerColor = …)`. Without it, a slot's Text with its own
/// colour was judged on nothing, or on what is around the list: Neo-Backup b27516fc
/// `PermissionItem.kt:75` (#FF0000, bold 14 sp, in the supporting slot of a ListItem on
/// surfaceContainerHighest) and `BackupItem.kt:85`/`:192` (`Color.Red` in composables the slots of
/// a ListItem on surfaceContainerHigh call, followed as callers' fills).
extension ComposeFileScan {
    /// The slot argument → the `ListItemDefaults.colors` argument that colours its content and the
    /// role Material gives it otherwise.
    static let listItemSlots: [String: (argument: String, role: String)] = [
        "headlineContent": ("headlineColor", "onSurface"), "supportingContent": ("supportingColor", "onSurfaceVariant"),
        "overlineContent": ("overlineColor", "onSurfaceVariant"), "leadingContent": ("leadingIconColor", "onSurfaceVariant"),
        "trailingContent": ("trailingIconColor", "onSurfaceVariant"),
    ]

    /// The arguments of the ListItem's `colors =`: `[]` when none is written, `nil` when it is not
    /// Material's colours call (a parameter, a condition), whose colours are not known.
    private func listItemColorsArguments(_ written: KotlinExpression?) -> [KotlinArgument]? {
        guard let written else { return [] }
        let resolved = values.constants.resolve(written)
        guard case .call(let callee, let arguments, nil) = resolved.kind, let colors = Self.defaultsColorsCall(callee, arguments),
            colors.name == "ListItemDefaults.colors"
        else { return nil }
        return colors.arguments
    }

    /// A Material 3 ListItem's fill for everything in it (Material 2's draws none: not read).
    func listItemColors(_ call: ComposeCall, context: inout Context) {
        guard call.name == "ListItem", importsMaterial3("ListItem") else { return }
        guard let arguments = listItemColorsArguments(call.argument("colors")) else {
            context.background = .unresolved(
                call.argument("colors")?.sketch ?? "colors", reason: "colours the reader cannot read (a parameter, a condition, an app's function)")
            context.contentColor = nil
            return
        }
        if let written = arguments.first(where: { $0.name == "containerColor" })?.value {
            guard let color = values.color(written) else {
                context.background = .unresolved(written.sketch, reason: "a colour the reader cannot read (a parameter, a state, a call)")
                return
            }
            // A transparent container shows what is behind the list item.
            if !ComposeValues.isClear(color) { context.layer(color) }
        } else {
            context.background = values.theme.color(role: "surface")
        }
    }

    /// The colour a ListItem gives one slot's content. A colour its `colors =` writes is judged at
    /// that argument already (``defaultsColors(_:_:context:)``): a Text without its own colour
    /// there is left unjudged rather than judged twice.
    func listItemSlotColor(_ call: String?, argument: String?, arguments: [KotlinArgument], _ context: Context) -> Context {
        guard call == "ListItem", let argument, let slot = Self.listItemSlots[argument], importsMaterial3("ListItem") else { return context }
        var inner = context
        guard let written = listItemColorsArguments(arguments.first(where: { $0.name == "colors" })?.value) else { return inner }
        inner.contentColor = written.contains { $0.name == slot.argument } ? nil : values.theme.color(role: slot.role)
        return inner
    }

    /// Whether the file's `name` is Material 3's: imported by name, or through
    /// `androidx.compose.material3.*` when no other import names it. An app's own `ListItem` or
    /// `TextField` (a design system's, with slots named alike) is not Material's and draws
    /// what it draws.
    func importsMaterial3(_ name: String) -> Bool {
        if file.imports.contains("androidx.compose.material3." + name) { return true }
        return file.imports.contains("androidx.compose.material3.*") && !file.imports.contains { $0.hasSuffix("." + name) }
    }
}
