import LegibleScan

/// The height of a clickable `Row` or `Box` that its content sizes (issue 33): Gallery ebe9ea6a
/// MediaViewAppBar.kt:227, `Row(Modifier.padding(…).clip(CircleShape).clickable(onClick = rotateImage))
/// { Icon(…); Text(stringResource(R.string.rotate), style = bodyMedium) }`, is its tallest child,
/// the 24 dp icon, while a clickable `Text` alone (FilterComponent.kt:86) already was measured.
/// Row and Box measure their children with no minimum height and wrap the tallest one
/// (foundation's RowColumnMeasurePolicy, BoxMeasurePolicy), so the handler covers that plus its
/// padding (``ModifierChain/clickSize(at:horizontal:content:values:)``).
extension ComposeFileScan {
    /// `(nil, tallest child)` when every composable in the content has a known height, else `nil`.
    /// A child's height is known when it is an `Icon` (Material 3 Icon.kt: its painter's size, 24 dp
    /// for a Material vector), a `Text` judged at one line (``textLineHeight(_:context:)``), a
    /// `Spacer` (0 unless sized), a Material `DropdownMenu` (0: it shows in a popup), or any of
    /// these or an `Image` given a fixed height. Anything else
    /// (an app composable, a Material component, `fillMaxHeight`, `heightIn`, a `Box` that passes
    /// its minimum on) may make the container taller, so it is not judged.
    func containerContentSize(_ call: ComposeCall, lambda: KotlinLambda?, context: Context) -> (width: Double?, height: Double?)? {
        guard let children = lambda?.directCalls else { return nil }
        return containerContentSize(call, children: children, context: context)
    }

    /// The same for the children given. A `Surface` with no `onClick` (Material 3 Surface.kt) lays
    /// its content out in a Box with no minimum of its own (its `propagateMinConstraints` passes on
    /// only the minimum its modifiers set, which a size would, and a size is the area then): a
    /// `Surface(modifier.clickable { }.padding(8.dp)) { Icon(…) }` is the icon and its padding
    /// (Neo-Store RoundButton.kt:44). One with `onClick` reserves 48 dp and is not this.
    func containerContentSize(_ call: ComposeCall, children: [ComposeCall], context: Context) -> (width: Double?, height: Double?)? {
        let box = call.name == "Row" || call.name == "Box" || (call.name == "Surface" && call.argument("onClick") == nil)
        guard box, call.argument("propagateMinConstraints") == nil, !children.isEmpty else { return nil }
        var tallest = 0.0
        for child in children {
            guard let height = childHeight(child, inRow: call.name == "Row", context: context) else { return nil }
            tallest = max(tallest, height)
        }
        return (nil, tallest)
    }

    /// One child's laid-out height: its content, then its modifier chain from the inside out
    /// (padding adds, a fixed size replaces). A Row's `weight` shares out width only.
    private func childHeight(_ child: ComposeCall, inRow: Bool, context: Context) -> Double? {
        // Material's menu (2 or 3, imported, not an app's own) shows in a popup window: its place
        // in the row is an empty 0 × 0 layout (androidx.compose.ui.window.Popup), and its
        // modifier sizes the menu, not the row.
        // aniyomi 22 SubtitleDelayPanel.kt:336, `Row(Modifier.clickable { … }) { Text(bodyMedium);
        // Icon(ArrowDropDown); DropdownMenu(…) { … } }`, is 24 dp tall.
        if child.name == "DropdownMenu", importsMaterial3(child.name) || importsMaterial2(child.name) { return 0 }
        var height: Double?
        switch child.name {
        case "Icon": height = iconSize(child).height
        case "Text", "BasicText": height = textLineHeight(child, context: context)
        case "Spacer": height = 0
        case "Image": height = nil
        default: return nil
        }
        let chain = ModifierChain(child.modifier)
        for link in chain.links.reversed() {
            if let size = chain.size(of: link, horizontal: false, values: values) {
                height = size
            } else if ModifierChain.constrainsSize(link, horizontal: false) {
                guard inRow, link.name == "weight" else { return nil }
            } else {
                guard chain.knowsPadding(link, values: values) else { return nil }
                height = height.map { $0 + chain.padding(of: link, horizontal: false, values: values) }
            }
        }
        // An unsized `Image` draws at its painter's size, which is not read here.
        return height
    }
}
