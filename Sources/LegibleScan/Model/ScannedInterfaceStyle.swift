import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

/// An appearance code forces on a screen or on the whole app — `overrideUserInterfaceStyle =
/// .light` on a view controller, its view or the window, SwiftUI's `.preferredColorScheme(.dark)`
/// — so the other appearance is never shown there and is not judged (`contrast.text`).
public struct ScannedInterfaceStyle: Sendable, Hashable {
    /// What the forced appearance covers.
    public enum Scope: Sendable, Hashable {
        /// Every screen: the window's style, or a SwiftUI `App`'s scene.
        case app
        /// Every screen the app shows on one platform: AppKit's `NSApplication.shared.appearance`
        /// is every window of the Mac app's, and nothing of the same project's iOS app.
        case platform(ApplePlatform)
        /// The screens a class owns: a view controller that sets its own (or its view's) style,
        /// and the view controllers that inherit from it.
        case type(String)
        /// The screens one file declares (SwiftUI views whose modifier chain fixes the scheme).
        case file(String)
    }

    /// Whether the forced appearance is dark (else light).
    public var isDark: Bool
    /// What it covers.
    public var scope: Scope
    /// The code that forces it, as written (`overrideUserInterfaceStyle = .light`).
    public var written: String
    /// Where the code is.
    public var location: Finding.Location

    /// A forced appearance.
    ///
    /// - Parameters:
    ///   - isDark: whether it is dark.
    ///   - scope: what it covers.
    ///   - written: the code, as written.
    ///   - location: where the code is.
    public init(isDark: Bool, scope: Scope, written: String, location: Finding.Location) {
        self.isDark = isDark
        self.scope = scope
        self.written = written
        self.location = location
    }

    /// Why only one appearance is judged, for a finding's properties: `overrideUserInterfaceStyle
    /// = .light (Settings.swift:12) shows only light`.
    public var reason: String {
        let place = PathParts.name(location.file) + (location.line.map { ":\($0)" } ?? "")
        return "\(written) (\(place)) shows only \(isDark ? "dark" : "light")"
    }

    /// The value of a style written in Swift (`.light`, `UIUserInterfaceStyle.dark`,
    /// `ColorScheme.light`) or Objective-C (`UIUserInterfaceStyleLight`): `true` for dark, `false`
    /// for light, `nil` for anything else (`.unspecified`, a variable).
    public static func isDark(written: String) -> Bool? {
        // A name alone: `isDark ? .dark : .light` ends in `.light` but forces nothing.
        guard written.allSatisfy({ $0.isLetter || $0 == "." }) else { return nil }
        let name = written.split(separator: ".").last.map(String.init) ?? written
        switch name {
        case "light", "UIUserInterfaceStyleLight": return false
        case "dark", "UIUserInterfaceStyleDark": return true
        default: return nil
        }
    }
}
