import LegibleReporting

/// The rules of a screen audit, described for reports that list their rules (SARIF
/// `tool.driver.rules`, with a link to the guideline each rule comes from).
///
/// ```swift
/// TargetRules.rules(for: .ios).map(\.id)
/// // ["target.size.ios", "target.tabbar.width", "target.tabbar.count", "target.spacing", "target.overlap"]
/// ```
public enum TargetRules {
    /// The rules a ``ScreenAudit`` with `platform` checks, in the order it reports them for an
    /// element.
    ///
    /// - Parameter platform: whose minimum size applies.
    public static func rules(for platform: TargetPlatform) -> [RuleDescriptor] {
        var rules = [size(platform), tabBarWidth(platform)]
        if platform == .ios || platform == .android { rules.append(tabBarCount(platform)) }
        if !platform.hasSpacingException { rules.append(spacing) }
        rules.append(overlap(platform))
        return rules
    }

    /// `target.size.<platform>`: a hit area under the platform's minimum.
    ///
    /// - Parameter platform: whose minimum size applies.
    public static func size(_ platform: TargetPlatform) -> RuleDescriptor {
        let minimum = "\(platform.minimum) \(platform.unit.symbol)"
        let name: String, help: String
        switch platform {
        case .ios, .watchos, .visionos, .tvos, .macos:
            name = platform == .ios ? "TargetSizeHIG" : "TargetSizeHIG" + (platform.applePlatform?.displayName ?? "")
            help =
                "Grow the hit area to at least \(minimum): make the control larger, or extend its hit area beyond the frame (hitAreaInsets; in UIKit, override point(inside:with:)). The message says how much on each side."
        case .android:
            name = "TargetSizeMaterial"
            help =
                "Grow the touch target to at least \(minimum): android:minWidth and android:minHeight, Modifier.sizeIn, or a TouchDelegate around a smaller view. The message says how much on each side."
        case .wcagAA:
            name = "TargetSizeMinimum"
            help =
                "Grow the target to at least \(minimum), or keep a 24 CSS px circle centred on it clear of other targets and their circles (the spacing exception). The message says how much on each side, or what the circle intersects."
        case .wcagAAA:
            name = "TargetSizeEnhanced"
            help = "Grow the target to at least \(minimum). The message says how much on each side."
        }
        return RuleDescriptor(
            id: "target.size.\(platform.rawValue)", name: name,
            summary: "A touch target is smaller than the \(platform.guideline) minimum of \(minimum).",
            help: help, helpURI: sizeGuideline(platform), defaultSeverity: .error)
    }

    /// `target.tabbar.width`: tabs narrower than the minimum width.
    ///
    /// - Parameter platform: whose minimum size applies.
    public static func tabBarWidth(_ platform: TargetPlatform) -> RuleDescriptor {
        RuleDescriptor(
            id: "target.tabbar.width", name: "TabBarTabWidth",
            summary: "A tab bar's width divided by its tab count is under the minimum target width.",
            help: "Use fewer tabs (move the rest behind a More tab), or a wider bar; the message says how many tabs fit.",
            helpURI: tabBarGuideline(platform), defaultSeverity: .error)
    }

    /// `target.tabbar.count`: not 3 to 5 tabs (`ios` and `android` only).
    ///
    /// - Parameter platform: `ios` or `android`, whose guideline the message cites.
    public static func tabBarCount(_ platform: TargetPlatform) -> RuleDescriptor {
        RuleDescriptor(
            id: "target.tabbar.count", name: "TabBarTabCount",
            summary: "A tab bar has fewer than 3 or more than 5 tabs; the HIG (iPhone tab bars) and Material (navigation bars) suggest 3 to 5.",
            help: "With more than 5 destinations, move the rest behind a More tab; with fewer than 3, use a segmented control or a toolbar.",
            helpURI: tabBarGuideline(platform), defaultSeverity: .warning)
    }

    /// `target.spacing`: an undersized target whose 24-unit circle meets another target or
    /// circle, which fails WCAG 2.5.8 on any platform.
    public static let spacing = RuleDescriptor(
        id: "target.spacing", name: "TargetSpacing",
        summary:
            "A target under 24 × 24 has a 24-unit circle, centred on it, that intersects another target or another undersized target's circle, so it fails WCAG 2.2 SC 2.5.8 (AA) too.",
        help: "Grow the target to 24 × 24 or more, or move it until its circle is clear of other targets and their circles.",
        helpURI: wcagMinimum, defaultSeverity: .error)

    /// `target.overlap`: two hit areas overlap.
    ///
    /// - Parameter platform: whose guideline the help links to.
    public static func overlap(_ platform: TargetPlatform) -> RuleDescriptor {
        RuleDescriptor(
            id: "target.overlap", name: "HitAreaOverlap",
            summary: "Two hit areas overlap, so a tap on the shared part reaches only one of them.",
            help: "Shrink or move the hit areas (or their insets) so they do not overlap; Android's guidance also asks for 8 dp between targets.",
            helpURI: sizeGuideline(platform), defaultSeverity: .warning)
    }

    private static let wcagMinimum = "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html"

    private static func sizeGuideline(_ platform: TargetPlatform) -> String {
        switch platform {
        case .ios, .watchos, .visionos, .tvos, .macos: "https://developer.apple.com/design/human-interface-guidelines/accessibility"
        case .android: "https://support.google.com/accessibility/android/answer/7101858"
        case .wcagAA: wcagMinimum
        case .wcagAAA: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced.html"
        }
    }

    private static func tabBarGuideline(_ platform: TargetPlatform) -> String {
        switch platform {
        case .ios, .watchos, .visionos, .tvos, .macos: "https://developer.apple.com/design/human-interface-guidelines/tab-bars"
        case .android: "https://m3.material.io/components/navigation-bar/guidelines"
        case .wcagAA, .wcagAAA: sizeGuideline(platform)
        }
    }
}
