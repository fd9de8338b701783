import LegibleTargets

/// The controls of one Harbor screen, in points, origin at the top left: the frames designers
/// draw and the hit-area insets the components add.
public enum HarborScreen {
    /// An iPhone screen's worth of controls.
    public static let settings = Screen(
        name: "Settings", size: TargetSize(width: 390, height: 844),
        elements: [
            ScreenElement(id: "back", frame: TargetRect(x: 8, y: 54, width: 24, height: 24)),
            ScreenElement(id: "close", frame: TargetRect(x: 346, y: 51, width: 30, height: 30), hitAreaInsets: TargetInsets(all: 7)),
            ScreenElement(id: "title", frame: TargetRect(x: 16, y: 100, width: 358, height: 41), isInteractive: false),
            ScreenElement(id: "learn-more", frame: TargetRect(x: 16, y: 160, width: 88, height: 20)),
            ScreenElement(id: "favorite", frame: TargetRect(x: 342, y: 160, width: 28, height: 28), hitAreaInsets: TargetInsets(all: 8)),
            ScreenElement(id: "primary-button", frame: TargetRect(x: 24, y: 700, width: 343, height: 50)),
            ScreenElement(id: "tab-bar", frame: TargetRect(x: 0, y: 761, width: 390, height: 49), role: .tabBar(tabCount: 5)),
        ])
}
