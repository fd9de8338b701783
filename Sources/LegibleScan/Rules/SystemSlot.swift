import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

/// The fixed slots the system draws some text in: a watch complication and a Live Activity's
/// Dynamic Island regions. The system, not the text, sizes them — WidgetKit's `widgetLabel(_:)`
/// documentation: "The system also sets the label's size, placement, and style"; and
/// `isDynamicIslandLimitedInWidth` says the compact and minimal views "display with a limited
/// width" — so a text there cannot grow out of its slot, and shrinking it to fit (or fixing its
/// size) is the expected technique. `text.shrinks` and `text.fixed-size` are notes there that say
/// so, not warnings a person must suppress (Home Assistant d722d781 HACompactTrailingView.swift:26,
/// CornerComplicationView.swift:69).
extension ScanRuleContext {
    /// The slot the element is drawn in, as a finding says it, or `nil` when it is in none: its
    /// source's `DynamicIsland` region, or a watchOS widget (every watchOS widget family is a
    /// complication's or the Smart Stack's accessory family) or a file a watch complication
    /// target or folder builds.
    func systemSlot(of element: ScannedElement) -> String? {
        if let slot = element.sourcePlatform?.systemSlot { return slot }
        guard let decision = decision(for: element), decision.platform == .watchOS else { return nil }
        if decision.isWidget || decision.name.lowercased().contains("complication") { return "a watch complication" }
        return nil
    }

    /// Why a rule's finding in a system slot is a note, after what the rule found.
    static func systemSlotReason(_ slot: String) -> String {
        "; it is in \(slot), a slot the system sizes and the text cannot grow out of, where that is the expected technique"
    }

    /// Whether the element is on a launch screen: a storyboard an `Info.plist` names as
    /// `UILaunchStoryboardName`, which the system shows as a static snapshot while the app starts
    /// (Home Assistant d722d781 LaunchScreen.storyboard:34, a fixed 13 pt label).
    func isOnLaunchScreen(_ element: ScannedElement) -> Bool {
        Self.isLaunchStoryboard(element.location.file, named: resources.launchStoryboards)
    }

    /// Whether `file` is a launch storyboard: one of `launchStoryboards`, the names `Info.plist`s
    /// and the `INFOPLIST_KEY_UILaunchStoryboardName` build setting give (`Info.plist` or
    /// `NAME-Info.plist`: GoMap 2d1b2a2f names it in `Go Map!!-Info.plist`,
    /// and `Launch Screen.storyboard:22`'s 36 pt wordmark was a `text.fixed-size` warning). A file
    /// merely called `LaunchScreen` is not known to be one.
    static func isLaunchStoryboard(_ file: String, named launchStoryboards: Set<String>) -> Bool {
        guard file.hasSuffix(".storyboard") else { return false }
        let name = String(PathParts.name(file).dropLast(".storyboard".count))
        return launchStoryboards.contains(name)
    }
}
