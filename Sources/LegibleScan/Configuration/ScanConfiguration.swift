import LegibleReporting
import LegibleTokens
import LegibleTypeScale

/// The `scan:` section of `legible.yaml`: what `legible scan` reads, which rules it applies at
/// which severity, the screen widths that make widths relative to the screen known, and the
/// elements it leaves alone. The same file keeps `legible check`'s `sources` (whose colours the
/// scan resolves names against too) and `pairs`: one configuration per repository.
///
/// ```yaml
/// sources:                          # legible check's colour sources; the scan reads them too
///   - assets: App/Assets.xcassets
/// scan:
///   paths: [App, android/app/src/main]   # default: the folder legible.yaml is in
///   exclude: ["*/Generated/*", "*Tests*"]
///   developmentLanguage: en         # the language of text written in the interface files
///   rules:
///     text.shrinks: note            # off | note | warning | error
///     color.literal: warning        # switched on
///   screens:                        # the devices labels are laid out on, each audited
///     ios: [375, 440]               # points (default; plus 820 when the app runs on iPad)
///     android: [320, 360, 411]      # dp (default)
///   # screen: { ios: 375 }          # the older single-width form, still read
///   ignore:
///     - file: Main.storyboard       # a path, the end of one, or a glob
///       id: abc-12-xyz              # the element's object id (Interface Builder) or @+id name
///       rule: target.small          # or "*" for every rule
///       reason: decorative, VoiceOver skips it
/// ```
///
/// Every key is checked: an unknown key, an unknown rule id or severity, a width out of range
/// is an error with the file, line and column.
public struct ScanConfiguration: Sendable, Hashable {
    /// The files and folders to scan, relative to the configuration's folder; empty for the
    /// folder itself (or the paths given on the command line).
    public var paths: [String]
    /// Globs of paths to leave out (`*` any run of characters, `/` included; `?` one), matched
    /// against each path relative to the configuration's folder and against its file name.
    public var exclude: [String]
    /// Rules switched off (`nil`) or re-graded, by id.
    public var rules: [String: Severity?]
    /// The screen width in points for iOS, for widths the constraints tie to the screen.
    public var iOSScreenWidth: Double?
    /// The screen width in dp for Android.
    public var androidScreenWidth: Double?
    /// The iOS screen widths in points `screens: { ios: [...] }` lists, `nil` when it lists none.
    public var iOSScreenWidths: [Double]?
    /// The Android screen widths in dp `screens: { android: [...] }` lists, `nil` when it lists none.
    public var androidScreenWidths: [Double]?
    /// The screen widths in points `screens:` lists for watchOS, tvOS, macOS or visionOS
    /// (`watchos: [162, 198]`); a platform not listed takes ``AppleScreens/defaultWidths(for:)``.
    public var appleScreenWidths: [ApplePlatform: [Double]] = [:]
    /// The language of text written in interface files themselves.
    public var developmentLanguage: String
    /// Elements left alone, with why.
    public var ignores: [ScanIgnore]
    /// `legible check`'s colour sources, whose colours the scan resolves names against first.
    public var colorSources: [ColorSource]
    /// The appearances text contrast is measured in: the file's top-level `appearances:`
    /// (`legible check`'s), else `nil` — every appearance the app supports (all four, or the
    /// light or dark ones when its `Info.plist` fixes `UIUserInterfaceStyle`).
    public var appearances: [ColorAppearance]?
    /// The configuration file, when read from one.
    public var file: String?
    /// The folder relative paths start from, when read from a file.
    public var baseDirectory: String?
    /// Whether an error-level finding fails the build when the scan runs as the build-tool
    /// plugin (`scan: failBuild: true`); by default the plugin shows every finding as a warning.
    public var failBuild = false
    /// `scan: platforms:`: globs whose files are judged for an Apple platform, whatever their
    /// project files and folders say (Scan.md, "Platforms"); the first that matches decides.
    public var platformOverrides: [ScanPlatformOverride] = []

    /// A configuration built in code; every argument has the default a missing key has.
    ///
    /// - Parameters:
    ///   - paths: files and folders to scan.
    ///   - exclude: globs of paths to leave out.
    ///   - rules: rules switched off (`nil`) or re-graded.
    ///   - iOSScreenWidth: the iOS screen width in points.
    ///   - androidScreenWidth: the Android screen width in dp.
    ///   - developmentLanguage: the language of text in interface files.
    ///   - ignores: elements left alone.
    ///   - colorSources: colour sources read before the ones found.
    ///   - file: the configuration file.
    ///   - baseDirectory: the folder relative paths start from.
    public init(
        paths: [String] = [], exclude: [String] = [], rules: [String: Severity?] = [:], iOSScreenWidth: Double? = nil,
        androidScreenWidth: Double? = nil, developmentLanguage: String = "en", ignores: [ScanIgnore] = [], colorSources: [ColorSource] = [],
        file: String? = nil, baseDirectory: String? = nil
    ) {
        self.paths = paths
        self.exclude = exclude
        self.rules = rules
        self.iOSScreenWidth = iOSScreenWidth
        self.androidScreenWidth = androidScreenWidth
        self.developmentLanguage = developmentLanguage
        self.ignores = ignores
        self.colorSources = colorSources
        self.appearances = nil
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// The screen width of a platform, when the configuration gives one.
    ///
    /// - Parameter platform: iOS or Android.
    public func screenWidth(for platform: TextSizePlatform) -> Double? {
        platform == .android ? androidScreenWidth : iOSScreenWidth
    }

    /// The screen widths a platform's layouts are solved and audited at, narrowest first: the
    /// `screens:` list, else the single `screen:` width, else the defaults
    /// (``defaultScreenWidths(for:)``).
    ///
    /// - Parameter platform: iOS or Android.
    public func screenWidths(for platform: TextSizePlatform) -> [Double] {
        let listed = platform == .android ? androidScreenWidths : iOSScreenWidths
        if let listed, !listed.isEmpty { return Array(Set(listed)).sorted() }
        if let single = screenWidth(for: platform) { return [single] }
        return Self.defaultScreenWidths(for: platform)
    }

    /// Whether the screen widths of a platform come from `legible.yaml` rather than the defaults.
    ///
    /// - Parameter platform: iOS or Android.
    public func configuresScreenWidths(for platform: TextSizePlatform) -> Bool {
        let listed = platform == .android ? androidScreenWidths : iOSScreenWidths
        return !(listed ?? []).isEmpty || screenWidth(for: platform) != nil
    }

    /// The devices a scan lays labels out on when `legible.yaml` names none: the narrowest and
    /// widest iPhones in portrait that current iOS runs on (iPhone SE and 13 mini at 375 pt,
    /// 16 Pro Max at 440 pt), and Android's small, common and large phone widths (320, 360 and
    /// 411 dp, ``AndroidScreens/defaultWidths``). An app that runs on iPad also gets ``iPadScreenWidth``.
    ///
    /// - Parameter platform: iOS or Android.
    public static func defaultScreenWidths(for platform: TextSizePlatform) -> [Double] {
        platform == .android ? AndroidScreens.defaultWidths : [375, 440]
    }

    /// The iPad width added to the default iOS widths when the app runs on iPad: 820 pt, an
    /// iPad Air (and the 10th-generation iPad) in portrait.
    public static let iPadScreenWidth = 820.0
    /// The same iPad's width in landscape, for an app whose iPad orientations are all landscape.
    public static let iPadLandscapeWidth = 1180.0

    /// The severity a rule's findings get: the configuration's re-grading, else `severity`;
    /// `nil` when the rule is off (here, or by default and not switched on).
    ///
    /// - Parameters:
    ///   - rule: the rule id.
    ///   - severity: the severity the finding was made with.
    public func severity(of rule: String, given severity: Severity) -> Severity? {
        if let configured = rules[rule] { return configured }
        if let descriptor = ScanRules.rule(id: rule), !descriptor.isEnabledByDefault { return nil }
        return severity
    }

    /// The rule ids `rules:` may name: every scan rule and the audit's overflow rules.
    public static let knownRuleIDs: [String] = ScanRules.all.map(\.id) + ["overflow.label", "overflow.missing-glyphs"]
}

/// An element `legible.yaml` tells the scan to leave alone: the way to suppress a finding in an
/// Interface Builder file, which Xcode rewrites on save (comments do not survive).
public struct ScanIgnore: Sendable, Hashable {
    /// The file: a path relative to the configuration, the end of one (`Main.storyboard`), or a
    /// glob.
    public var file: String
    /// The element's id (object id, `@+id` name); `nil` for every element of the file.
    public var id: String?
    /// The rule id, or `*` for every rule.
    public var rule: String
    /// Why; `nil` when the entry gives none (itself a `scan.suppression-reason` note).
    public var reason: String?
    /// Where the entry is written.
    public var location: Finding.Location?

    /// An ignore entry.
    ///
    /// - Parameters:
    ///   - file: the file, end of a path, or glob.
    ///   - id: the element's id, `nil` for all.
    ///   - rule: the rule id or `*`.
    ///   - reason: why.
    ///   - location: where it is written.
    public init(file: String, id: String? = nil, rule: String, reason: String? = nil, location: Finding.Location? = nil) {
        self.file = file
        self.id = id
        self.rule = rule
        self.reason = reason
        self.location = location
    }
}
