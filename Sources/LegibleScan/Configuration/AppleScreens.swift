import LegibleTypeScale

/// The screens of watchOS, tvOS and visionOS the scan audits labels at, the narrowest and
/// widest iPhones, and the iPads findings name, in points, as `Tables/apple-screen-widths.csv` lists them with their sources.
///
/// ```swift
/// AppleScreens.defaultWidths(for: .watchOS)   // [162, 176, 184, 198]: 40, 41, 44 and 45 mm
/// AppleScreens.defaultWidths(for: .macOS)     // []: a Mac window has no one size
/// ```
///
/// Not listed: the 49 mm Apple Watch Ultra and the 42 and 46 mm Series 10 (no stored source
/// gives their size in points), and any Mac window; `scan: screens:` adds them
/// (`watchos: [205]`, `macos: [800]`).
public enum AppleScreens {
    /// One screen: its name, its size in points and whether the scan audits at it by default.
    public struct Screen: Sendable, Hashable {
        /// The platform.
        public let platform: ApplePlatform
        /// The case size or name (`40mm`, `1080p`, `default window`).
        public let name: String
        /// The width in points.
        public let width: Double
        /// The height in points.
        public let height: Double
        /// Whether the scan audits at it unless `scan: screens:` says otherwise (iPhones: see
        /// ``AppleScreens/iPhoneWidths(deploymentTarget:)``).
        public let isAuditedByDefault: Bool
        /// The last major iOS version the screen's devices run, `nil` while they run the current one.
        public var lastIOSVersion: Int? = nil
    }

    /// Every listed screen, in the table's order.
    public static let all: [Screen] = [
        Screen(platform: .watchOS, name: "38mm", width: 136, height: 170, isAuditedByDefault: false),
        Screen(platform: .watchOS, name: "40mm", width: 162, height: 197, isAuditedByDefault: true),
        Screen(platform: .watchOS, name: "41mm", width: 176, height: 215, isAuditedByDefault: true),
        Screen(platform: .watchOS, name: "42mm", width: 156, height: 195, isAuditedByDefault: false),
        Screen(platform: .watchOS, name: "44mm", width: 184, height: 224, isAuditedByDefault: true),
        Screen(platform: .watchOS, name: "45mm", width: 198, height: 242, isAuditedByDefault: true),
        Screen(platform: .tvOS, name: "1080p", width: 1920, height: 1080, isAuditedByDefault: true),
        Screen(platform: .visionOS, name: "default window", width: 1280, height: 720, isAuditedByDefault: true),
        Screen(platform: .iOS, name: "iPhone SE (1st generation)", width: 320, height: 568, isAuditedByDefault: false, lastIOSVersion: 15),
        Screen(platform: .iOS, name: "iPhone SE (2nd and 3rd generation)", width: 375, height: 667, isAuditedByDefault: false),
        Screen(platform: .iOS, name: "iPhone 16 Pro Max", width: 440, height: 956, isAuditedByDefault: false),
        Screen(platform: .iOS, name: "iPad mini (6th generation)", width: 744, height: 1133, isAuditedByDefault: false),
        Screen(platform: .iOS, name: "iPad Air (5th generation)", width: 820, height: 1180, isAuditedByDefault: false),
    ]

    /// The name of the iOS device `width` points wide in portrait (`iPhone 16 Pro Max`), or of the
    /// iPad that wide in landscape (`iPad Air (5th generation) in landscape`), `nil` for a width no listed device has (one `scan: screens:` gives).
    ///
    /// ```swift
    /// AppleScreens.iOSDeviceName(width: 820)   // "iPad Air (5th generation)"
    /// ```
    public static func iOSDeviceName(width: Double) -> String? {
        if let portrait = all.first(where: { $0.platform == .iOS && $0.width == width }) { return portrait.name }
        // An iPad in landscape (an app that runs only so): its portrait height.
        return all.first { $0.platform == .iOS && $0.name.hasPrefix("iPad") && $0.height == width }.map { "\($0.name) in landscape" }
    }

    /// The narrowest and the widest iPhone in portrait that an app whose deployment target is
    /// `deploymentTarget` (`IPHONEOS_DEPLOYMENT_TARGET`, `nil` when not known) runs on: 320 and
    /// 440 pt up to iOS 15 (the first iPhone SE runs iOS 15), 375 and 440 pt from iOS 16 on.
    ///
    /// ```swift
    /// AppleScreens.iPhoneWidths(deploymentTarget: 15.0)   // [320, 440]
    /// AppleScreens.iPhoneWidths(deploymentTarget: 16.1)   // [375, 440]
    /// ```
    public static func iPhoneWidths(deploymentTarget: Double?) -> [Double] {
        // Without a deployment target, the devices current iOS runs on.
        let runs = all.filter { screen in
            guard screen.platform == .iOS, screen.name.hasPrefix("iPhone") else { return false }
            guard let last = screen.lastIOSVersion else { return true }
            return deploymentTarget.map { $0 < Double(last + 1) } ?? false
        }
        guard let narrowest = runs.map(\.width).min(), let widest = runs.map(\.width).max() else { return [] }
        return narrowest == widest ? [narrowest] : [narrowest, widest]
    }

    /// The widths a platform's labels are audited at unless `scan: screens:` lists its own,
    /// narrowest first; empty for macOS (and for iOS, whose widths come from the app's deployment
    /// target: ``iPhoneWidths(deploymentTarget:)``).
    ///
    /// - Parameter platform: the platform.
    public static func defaultWidths(for platform: ApplePlatform) -> [Double] {
        all.filter { $0.platform == platform && $0.platform != .iOS && $0.isAuditedByDefault }.map(\.width).sorted()
    }
}
