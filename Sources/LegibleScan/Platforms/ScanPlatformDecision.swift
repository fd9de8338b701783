import LegibleReporting
import LegibleTypeScale

/// The Apple platform an element is judged for, and what decided it — said in the findings
/// whose numbers depend on it (`target.small`, `text.fixed-size`).
///
/// ```swift
/// let decision = ScanPlatformDecision(platform: .watchOS, source: .xcodeTarget, name: "App Watch App")
/// decision.reason   // "its target 'App Watch App'"
/// ```
public struct ScanPlatformDecision: Sendable, Hashable {
    /// What decided the platform, strongest first (``ScanPlatformMap`` asks them in this order).
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// An `#if os(watchOS)` block around the element: the code compiles for nothing else.
        case condition
        /// The code that uses the element's SwiftUI view: every place that names it outside
        /// previews is compiled only for some platforms (an `#if os(macOS)` block, a watch
        /// app's file), so the view is shown only there.
        case callers
        /// A `scan: platforms:` glob in `legible.yaml`.
        case configuration
        /// The Xcode targets that build the file (`project.pbxproj`).
        case xcodeTarget
        /// The `platforms:` of the Swift package whose folder holds the file.
        case package
        /// A folder name (``ScanPlatformConvention``).
        case folder
        /// The file's code: it uses AppKit's types and none of UIKit's
        /// (``ScannedSourcePlatform/appKit``), and nothing above places it.
        case code
        /// Nothing: iOS's numbers, as before platforms were told apart.
        case none
    }

    /// The platform whose numbers apply.
    public var platform: ApplePlatform
    /// Whether the element is in a widget or complication (a widget extension target, or a
    /// file that defines a WidgetKit `Widget` or imports WidgetKit): judged with its
    /// platform's numbers, and said.
    public var isWidget: Bool
    /// What decided it.
    public var source: Source
    /// The target, glob, folder, package or condition that decided it, as written.
    public var name: String
    /// The widget extension target that builds the file too, when an app target's decision
    /// stands for both (``ScanPlatformMap``): a widget view is said to be that target's.
    var widgetTarget: String? = nil

    /// A decision.
    ///
    /// - Parameters:
    ///   - platform: the platform.
    ///   - isWidget: whether the element is in a widget.
    ///   - source: what decided it.
    ///   - name: the target, glob, folder, package or condition.
    public init(platform: ApplePlatform, isWidget: Bool = false, source: Source, name: String) {
        self.platform = platform
        self.isWidget = isWidget
        self.source = source
        self.name = name
    }

    /// The iOS default: what a file nothing else places is judged for.
    public static let iOSDefault = ScanPlatformDecision(platform: .iOS, source: .none, name: "")

    /// Why, as a finding says it: `its target 'App Watch App'`, `legible.yaml's 'Watch/**'`.
    public var reason: String {
        switch source {
        case .condition, .callers: name
        case .configuration: "legible.yaml's '\(name)'"
        case .xcodeTarget: "its target '\(name)'"
        case .package: "its package '\(name)'"
        case .folder: "its folder '\(name)'"
        case .code: name
        case .none: isWidget ? "it is a WidgetKit view" : "no project file or folder names another platform"
        }
    }

    /// ``phrase`` for a platform other than iOS and iPadOS, else empty: the rules that named no
    /// platform before (`text.not-live`, `text.shrinks`, `contrast.text`) keep their iOS
    /// messages, widgets' included.
    var otherPlatformPhrase: String { platform == .iOS || platform == .iPadOS ? "" : phrase }

    /// What a finding adds to name the platform: empty for a plain iOS element (its messages
    /// are as before), else ` (a watchOS file: its target 'App Watch App')`, ` (an iOS widget: …)`.
    var phrase: String {
        if platform == .iOS && !isWidget { return "" }
        let noun = isWidget ? "widget" : source == .condition ? "block" : source == .callers ? "view" : "file"
        let article = platform == .iOS || platform == .iPadOS ? "an" : "a"
        // Short: a finding's message stays under 200 characters, and names can be long.
        let shown = reason.count > 60 ? String(reason.prefix(59)) + "…" : reason
        return " (\(article) \(platform.displayName) \(noun): \(shown))"
    }
}

/// What an element's source itself says of the platform it is for: the `#if os(…)` block
/// around it, and whether its file is a widget's.
///
/// ```swift
/// ScannedSourcePlatform(platform: .watchOS, condition: "#if os(watchOS) at line 4")
/// ```
public struct ScannedSourcePlatform: Sendable, Hashable {
    /// The one Apple platform the enclosing `#if os(…)` (or `#elseif`) compiles the element
    /// for; `nil` when none, or when the condition allows several.
    public var platform: ApplePlatform?
    /// The platforms an enclosing condition that only ors `os(…)` checks allows
    /// (`#if os(macOS) || os(visionOS)`), when no clause names exactly one; empty otherwise.
    /// The element is judged only for those of its file's platforms (or for these, when its file
    /// names none of them).
    public var platforms: [ApplePlatform] = []
    /// The condition and where it is, as a finding says it (`#if os(watchOS) at line 4`).
    public var condition: String?
    /// Whether the file defines a WidgetKit `Widget` or imports WidgetKit.
    public var isWidget: Bool
    /// The fixed slot the system draws the element in, as a finding says it, when its source
    /// puts it in one: `the Dynamic Island's compact trailing region` for a text in a
    /// `DynamicIsland`'s `compactTrailing:` closure, or in a view only such a closure names.
    public var systemSlot: String? = nil
    /// Where the code that uses the element's view is, when only code for ``platforms`` uses it
    /// (`only macOS code uses it (CompletionPanelView.swift:162)`): the scan sets it from
    /// every file's ``ScannedTypeUse``s, and the element is judged for those platforms, with
    /// this as the reason.
    public var callers: String? = nil
    /// What in the element's file shows it is a Mac app's (`it uses NSColor (line 231)`): it names
    /// AppKit's types and nothing of UIKit's. The file is judged for macOS when nothing but its
    /// folders would place it (``ScanPlatformMap``).
    public var appKit: String? = nil

    /// What a source says.
    ///
    /// - Parameters:
    ///   - platform: the platform its `#if os(…)` allows.
    ///   - condition: the condition and its line.
    ///   - isWidget: whether the file is a widget's.
    public init(platform: ApplePlatform? = nil, condition: String? = nil, isWidget: Bool = false) {
        self.platform = platform
        self.condition = condition
        self.isWidget = isWidget
    }
}
