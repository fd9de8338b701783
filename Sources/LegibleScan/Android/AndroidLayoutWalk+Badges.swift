import LegibleSyntax

/// A Material `Chip` used as a read-only badge is no target (`target.small`): AppManager
/// `item_app_details_primary.xml:14`, a 12 dp tall `Chip` in a card style
/// (`Widget.AppTheme.CardView.Outlined.DiagonallyRounded`) whose code only sets its text and
/// visibility (`AppDetailsComponentsFragment.java:555-557`; also `item_shared_lib.xml:13`,
/// `AppDetailsOtherFragment.java:287`). The theme's `chipStyle` chips (Material Components'
/// `Chip.Action`, Material 3's `Chip.Assist`) are not checkable: a tap on one no code listens
/// to does nothing.
///
/// It stays a target when anything makes a tap act: `clickable="true"`, an `onClick`, a listener
/// or setter in code (a click one in any file, ``AndroidSourceFacts/setsTapAction(ofView:)``),
/// `checkable` or `closeIconVisible`, a style of its own named for a chip (`Chip.Filter`, an
/// app's `Widget.App.Chip.Assist`: it was made to look tappable; not an action or assist chip
/// accessibility skips, ``isHiddenActionChip(_:)``), a parent `ChipGroup`, whose
/// selection code follows, or a theme `chipStyle` that is checkable or that the scan cannot tell.
extension AndroidLayoutWalk {
    /// Whether the view is a `Chip` that does nothing on a tap.
    func isInertChip(_ view: AndroidView, listened: Bool, context: Context) -> Bool {
        guard AndroidViewKinds.simpleName(view.tag) == "Chip", !listened, view.android("onClick") == nil, view.android("clickable") != "true",
            !["ChipGroup"].contains(AndroidViewKinds.simpleName(context.parent))
        else { return false }
        for name in ["checkable", "closeIconVisible", "closeIconEnabled"] where view.android(name) == "true" || view.app(name) == "true" {
            return false
        }
        let ownStyle = [view.attributes["style"], view.styleLibrary?.name].contains { $0?.contains("Chip") == true }
        if ownStyle, !isHiddenActionChip(view) { return false }
        if let id = view.android("id").flatMap(AndroidValueSyntax.reference)?.name {
            guard let facts = resources.sourceFacts, !facts.setsClickListener(ofView: id), !facts.setsTapAction(ofView: id) else { return false }
        }
        return ownStyle || themeChipIsInert()
    }

    /// Whether a chip whose own style names a chip is an action or assist chip that accessibility
    /// skips (`importantForAccessibility="no"`): pocket-casts-android `item_carousel.xml:40` and
    /// `item_top_ranked.xml:40`, a 20 dp `Widget.MaterialComponents.Chip.Action` tag
    /// ("FEATURED") whose code only sets its text, colours and visibility. Its style gives it a
    /// chip's look, not a tap; with no listener it is a badge. Not a checkable kind (`Chip.Filter`).
    private func isHiddenActionChip(_ view: AndroidView) -> Bool {
        guard view.android("importantForAccessibility") == "no", let library = view.styleLibrary?.name ?? view.attributes["style"] else { return false }
        return ["Chip.Action", "Chip.Assist"].contains(where: library.contains)
            && !["Entry", "Filter", "Choice", "Input"].contains { kind in [view.attributes["style"] ?? "", library].contains { $0.contains("Chip.\(kind)") } }
    }

    /// Whether every theme `chipStyle` the app's chips may get is one no tap changes: that of
    /// the application theme and of each activity's (resolved through their parents, day and
    /// night), else the family's default (`Chip.Action`, `Chip.Assist`); none checkable,
    /// closable or a checkable kind. Not a `ChipGroup` style's overlay (AppManager
    /// `libcore/ui/values/styles.xml:246`, a filter `chipStyle` for generated chips): that is
    /// only its own chips'.
    private func themeChipIsInert() -> Bool {
        guard let family = widgetFamily(), family != .appCompat, let application = resources.applicationTheme else { return false }
        for theme in [application] + resources.activityThemes.values {
            for night in [false, true] {
                // A theme the scan cannot resolve may set any chipStyle.
                guard let resolved = try? resources.resolveStyle(theme.name, isFramework: false, night: night) else { return false }
                guard let item = resolved.items["app:chipStyle"] else { continue }
                guard let reference = AndroidValueSyntax.reference(item), reference.type == "style",
                    let chip = try? resources.resolveStyle(reference.name, isFramework: reference.isFramework)
                else { return false }
                let names = [reference.name, chip.library?.name ?? ""]
                if names.contains(where: { name in ["Entry", "Filter", "Choice", "Input"].contains { name.contains("Chip.\($0)") } }) { return false }
                for key in ["android:checkable", "app:closeIconVisible", "app:closeIconEnabled"] where chip.items[key] == "true" { return false }
            }
        }
        return true
    }
}
