import LegibleReporting
import LegibleTypeScale

/// A place where a Swift file names a type (`Header()`, `let h: Header`, `Header.self`): with
/// every file's, the scan knows which SwiftUI views the app shows, and for which platforms
/// (``ScanFileResult/typeUses``).
///
/// ```swift
/// ScannedTypeUse(name: "CompletionButtonView", user: "CompletionPanelView", platforms: [.macOS],
///                condition: "#if os(macOS) at line 8", location: Finding.Location(file: "CompletionPanelView.swift", line: 162))
/// ```
public struct ScannedTypeUse: Sendable, Hashable {
    /// The type named, as written (the last part of `Outer.Inner`).
    public var name: String
    /// The type, extension or function's type whose code names it (`CompletionPanelView`);
    /// `nil` at a file's top level.
    public var user: String?
    /// The Apple platforms the `#if os(…)` around the use compiles it for (one, or those an
    /// `os(macOS) || os(visionOS)` allows); empty when no such condition is around it.
    public var platforms: [ApplePlatform]
    /// That condition as a finding says it (`#if os(macOS) at line 8`).
    public var condition: String?
    /// Whether the use is in an `#if DEBUG` clause: code that does not ship.
    public var isDebugOnly: Bool
    /// Whether the use is in an Xcode preview (`#Preview`, a `PreviewProvider`): a sample in
    /// the canvas, on no screen.
    public var isPreview: Bool
    /// Where the type is named.
    public var location: Finding.Location
    /// The function or computed property whose code names it, when only a use of that name can
    /// run the code (``ScannedElement/declaringMember``): winston 3de4a170's `viewVotes`, the one
    /// user of `ViewVotesModifier`, which nothing calls. `nil` in `body` and other members the
    /// system may call.
    public var member: String? = nil
    /// Whether the use is in the content of `.toolbar { … }`, `ToolbarItem { … }`, a `Menu`,
    /// `.contextMenu`, `.swipeActions` or an alert's actions, or an argument of
    /// `.navigationBarItems(leading:trailing:)`, whose controls the system gives their own hit
    /// area (wallabag dae58882 `EntriesView.swift:49`, `RefreshButton()` in a
    /// `ToolbarItemGroup`). A view every use places there is no target of its own.
    public var isSystemContent: Bool = false

    /// A use.
    ///
    /// - Parameters:
    ///   - name: the type named.
    ///   - user: the type whose code names it.
    ///   - platforms: the platforms an `#if os(…)` around it allows.
    ///   - condition: that condition.
    ///   - isDebugOnly: whether it is in an `#if DEBUG` clause.
    ///   - isPreview: whether it is in a preview.
    ///   - location: where.
    public init(
        name: String, user: String?, platforms: [ApplePlatform] = [], condition: String? = nil, isDebugOnly: Bool = false,
        isPreview: Bool = false, location: Finding.Location
    ) {
        self.name = name
        self.user = user
        self.platforms = platforms
        self.condition = condition
        self.isDebugOnly = isDebugOnly
        self.isPreview = isPreview
        self.location = location
    }
}
