import ArgumentParser
import LegibleTargets
import LegibleTypeScale

/// `--platform` of the type-scale commands: one of Apple's six platforms or Android.
///
/// `material` is accepted for `android` (the name `type-scale` has always taken).
enum PlatformArgument: String, CaseIterable, Sendable, ExpressibleByArgument {
    case ios, ipados, watchos, visionos, tvos, macos, android

    init?(argument: String) {
        let name = argument.lowercased()
        self.init(rawValue: name == "material" ? "android" : name)
    }

    /// The Apple platform, or `nil` for Android.
    var applePlatform: ApplePlatform? {
        switch self {
        case .ios: .iOS
        case .ipados: .iPadOS
        case .watchos: .watchOS
        case .visionos: .visionOS
        case .tvos: .tvOS
        case .macos: .macOS
        case .android: nil
        }
    }
}

// `ipados` is accepted and means iOS's numbers (TargetPlatform(parsing:) maps it).
extension TargetPlatform: ExpressibleByArgument {
    public init?(argument: String) {
        guard let platform = try? TargetPlatform(parsing: argument) else { return nil }
        self = platform
    }
}
