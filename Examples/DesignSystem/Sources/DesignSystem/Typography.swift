import LegibleTypeScale

/// A role in Harbor's type ramp: a Dynamic Type text style in one of its weights, so it scales
/// with the reader's text size.
public struct HarborTextRole: Sendable, Hashable {
    /// The role's name in Harbor.
    public let name: String
    /// The text style it scales with.
    public let style: TextStyle
    /// The style's own weight, its emphasized weight, or one of Harbor's.
    public let weight: ResolvedTextStyle.Weight

    /// The ramp, largest first.
    public static let ramp: [HarborTextRole] = [
        HarborTextRole(name: "display", style: .largeTitle, weight: .emphasized),
        HarborTextRole(name: "title", style: .title2, weight: .standard),
        HarborTextRole(name: "headline", style: .headline, weight: .standard),
        HarborTextRole(name: "body", style: .body, weight: .standard),
        HarborTextRole(name: "button", style: .body, weight: .custom(.semibold)),
        HarborTextRole(name: "caption", style: .caption1, weight: .standard),
    ]

    /// The role of button titles.
    public static let button = ramp[4]
}

/// Harbor's primary button: a title in the button role, across the width of an iPhone screen.
public enum HarborButton {
    /// The width its title may take, in points: a 343 pt button (390 pt screen, 16 pt margins)
    /// less 16 pt of padding on each side.
    public static let titleWidth = 311.0

    /// One title the app shows on a primary button, in three of its languages (the locale is
    /// HarfBuzz's language and picks the fonts).
    public static let manageNotifications: [(locale: String, title: String)] = [
        ("de", "Benachrichtigungen verwalten"),
        ("ar", "إدارة الإشعارات"),
        ("zh-Hans", "管理通知设置"),
    ]
}
