import LegibleColor
import LegibleReporting
import LegibleTargets
import LegibleTypeScale

/// Which Apple platform a scanned file is for, from the names of the folders it sits in: Xcode
/// names a watch app's folders `NAME Watch App` (`NAME WatchKit Extension` before watchOS 7)
/// and a visionOS target's folder after the target, so the folders tell the scan what the
/// project file would.
///
/// The innermost folder that names a platform decides: a component containing `Watch` (case
/// matters, so `Stopwatch` is not one) or `Complication` is watchOS; `visionOS`, `Vision Pro` or
/// `xrOS` visionOS; `tvOS` or `Apple TV` tvOS; `macOS` macOS (any case for these). A widget
/// folder (`*Widget*`) names no platform of its own: a widget in a watch app's folder is
/// watchOS's, any other iOS's. Android files keep Android's numbers. The folders are the last
/// resort: ``ScanPlatformMap`` asks the project files and `#if os(…)` blocks first.
///
/// ```swift
/// ScanPlatformConvention.applePlatform(forPath: "App Watch App/ContentView.swift")   // .watchOS
/// ScanPlatformConvention.applePlatform(forPath: "App/ContentView.swift")             // nil: iOS
/// ```
public enum ScanPlatformConvention {
    /// The Apple platform the folders of `path` name, with the folder that named it; `nil` when
    /// none does (the scan then uses iOS's numbers).
    ///
    /// - Parameter path: a file's path as the scan found it.
    public static func applePlatform(forPath path: String) -> (platform: ApplePlatform, folder: String)? {
        // Folders only, innermost first: the file's own name says nothing about its target.
        let folders = path.split(separator: "/").dropLast().reversed()
        for folder in folders {
            if let platform = platform(ofFolder: String(folder)) { return (platform, String(folder)) }
        }
        return nil
    }

    private static func platform(ofFolder name: String) -> ApplePlatform? {
        let lower = name.lowercased()
        if name.contains("Watch") || name.contains("Complication") { return .watchOS }
        if ["visionos", "vision pro", "visionpro", "xros"].contains(where: lower.contains) { return .visionOS }
        if ["tvos", "apple tv", "appletv"].contains(where: lower.contains) { return .tvOS }
        if lower.contains("macos") { return .macOS }
        return nil
    }
}

extension TargetPlatform {
    /// The guideline `target.small` judges an element with: Android's for Android files, else
    /// the Apple platform it is judged for (``ScanPlatformMap``), else iOS's.
    init(scanning element: ScannedElement, decision: ScanPlatformDecision?) {
        guard element.platform != .android else {
            self = .android
            return
        }
        self = TargetPlatform(decision?.platform ?? .iOS)
    }
}

extension ScanRuleContext {
    /// The platform an element is judged for in this pass: the one ``ElementRules`` set, else
    /// the first its file's project files or folders give.
    func decision(for element: ScannedElement) -> ScanPlatformDecision? {
        guard element.platform == .iOS else { return nil }
        return judgedPlatform ?? platforms.decisions(for: element).first
    }
}

/// `text.fixed-size` in a file of another Apple platform: the finding, or `nil` for none (macOS
/// has no Dynamic Type, so a fixed size there is how text is meant to be).
struct PlatformFixedSize {
    let finding: Finding?
}

extension ScanRuleContext {
    /// `text.fixed-size` for a watchOS, visionOS, tvOS or macOS element: that platform's nearest
    /// text style and its minimum text size; `nil` for an iOS one (judged as before).
    func platformFixedSize(_ element: ScannedElement, size: Double, weight: FontWeight, font: String) -> PlatformFixedSize? {
        guard let decision = decision(for: element), decision.platform != .iOS, decision.platform != .iPadOS else { return nil }
        let platform = decision.platform
        let name = platform.displayName
        let minimum =
            size < platform.minimumTextSize
            ? "; it is under \(name)'s minimum text size of \(LengthFormat.string(platform.minimumTextSize)) pt" : ""
        let file = decision.phrase
        guard platform.supportsDynamicType else {
            guard !minimum.isEmpty else { return PlatformFixedSize(finding: nil) }
            return PlatformFixedSize(finding: finding(element, ScanRules.textFixedSize, "the font is a fixed \(font)\(file)\(minimum)"))
        }
        guard let style = DynamicType.nearestStyle(toSize: size, weight: weight, on: platform), let metrics = DynamicType.metrics(for: style, on: platform)
        else {
            return PlatformFixedSize(
                finding: finding(
                    element, ScanRules.textFixedSize,
                    "the font is a fixed \(font)\(file); use a text style (the HIG publishes no \(name) sizes)\(minimum)"))
        }
        // Text already as large as its nearest style at the platform's largest text size is
        // larger than any size a person can choose, as on iOS (xDrip4iOS 69eb8833 watch
        // `BigNumberView.swift:30`, a 100 pt reading; fresh-ios16b G).
        if let largest = platform.contentSizeCategories.last, let top = DynamicType.metrics(for: style, category: largest, on: platform), size >= top.size {
            return PlatformFixedSize(finding: nil)
        }
        let at = platform.contentSizeCategories.isEmpty ? "" : " at Large"
        return PlatformFixedSize(
            finding: finding(
                element, ScanRules.textFixedSize,
                "the font is a fixed \(font)\(file); use \(name)'s \(style.displayName) text style "
                    + "(\(LengthFormat.string(metrics.size)) pt \(metrics.weight.name)\(at))\(minimum)"))
    }
}

extension ContrastTextRule {
    /// ``foregroundKind(of:)`` on the element's platform: a text style at that platform's
    /// published size (tvOS's Body is 29 pt, large text; macOS's Title 2 is 17 pt, not), and
    /// as on iOS where none is published (visionOS) or the element is iOS's.
    ///
    /// A style the platform's table leaves out (tvOS publishes no Subheadline) takes the
    /// platform's smallest published size, the strictest it can be: every tvOS style is 23 pt or
    /// more, large text.
    static func foregroundKind(of element: ScannedElement, on decision: ScanPlatformDecision?) -> ForegroundKind {
        guard let platform = decision?.platform, platform != .iOS, platform != .iPadOS, case .textStyle(let style, let weight, _)? = element.font,
            case .textStyle = foregroundKind(of: element)
        else { return foregroundKind(of: element) }
        if let metrics = DynamicType.metrics(for: PlatformTextStyle(style), category: nil, on: platform) {
            return .text(size: PointSize(metrics.size), weight: weight ?? metrics.weight)
        }
        let published = platform.textStyles.compactMap { DynamicType.metrics(for: $0, category: nil, on: platform) }
        guard let smallest = published.min(by: { $0.size < $1.size }) else { return foregroundKind(of: element) }
        return .text(size: PointSize(smallest.size), weight: weight ?? .regular)
    }
}
