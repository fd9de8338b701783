import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTypeScale
import LegibleYAML

/// How each key is displayed: key globs mapped to a text style or size, weight, font, width,
/// line limit and tracking, with a default entry. Read from YAML or JSON, or built in code
/// (for example from command-line flags).
///
/// **First match wins**: a key takes the first entry of `labels` whose `match` glob matches it,
/// so list specific globs before general ones. Fields the entry leaves out come from
/// `default`, then from the built-in defaults (style `body`, the style's own weight — Semibold
/// for `headline`, the emphasized weight with `emphasized: true` — `maxLines: 1`,
/// tracking `hig`, `boldText: off`). A key that no entry matches uses `default` alone; when that gives no
/// width, the key is not laid out (``layout(forKey:)`` returns `nil`).
///
/// ```yaml
/// default:
///   style: body          # a text style; or `size: 17` for a fixed size in points
///   weight: regular      # ultraLight … black, or 1–1000; left out, the text style's own
///   emphasized: false    # true: the text style's emphasized weight (the bold trait)
///   width: 320           # points available to the text
///   maxLines: 1          # 0 = no limit
///   tracking: hig        # hig | font | none | a number of points
///   font: ../Fonts/Inter.ttf        # relative to this file
///   fonts: { zh-Hans: ../Fonts/NotoSansSC.otf }   # per locale
///   boldText: both       # off | on | both: measure with iOS's Bold Text off, on, or each
///   faces: { semibold: Brand-Semibold.otf }       # heavier faces of a static font, for Bold Text
///   # a per-locale font with its heavier faces:
///   # fonts: { ar: { font: NotoSansArabic-Regular.ttf, faces: { bold: NotoSansArabic-Bold.ttf } } }
/// labels:
///   - match: "settings.*.button"     # or a list of globs
///     style: headline
///     width: 180
/// ```
///
/// An Android spec says so at the top (`platform: android`) and gives each label a Material 3
/// type role instead of a text style, and its width in dp; labels are then measured at Android's
/// font scales (0.85x … 2x) in Roboto, with each role's letter spacing:
///
/// ```yaml
/// platform: android
/// androidVersion: 15                         # 14 (the default) or 15: letter spacing at line ends
/// default: { role: bodyLarge, width: 328 }   # role: bodyLarge, labelLarge, titleMedium…
/// labels:
///   - match: "*_button"
///     role: labelLarge                       # 14 sp Medium
///     width: 200
///   - match: "badge_*"
///     sp: 13                                 # a plain sp size (android:textSize="13sp")
///     width: 40
/// ```
///
/// Every field is validated; an error names the file, the line and column, and the field.
public struct LayoutSpec: Sendable, Hashable, Codable {
    /// The spec file, when read from one.
    public var file: String?
    /// Whose text sizes the labels are measured at (`platform: ios | android`, iOS by default).
    /// Change it with `withPlatform(_:)`, which checks every entry's sizing against it.
    public internal(set) var platform: TextSizePlatform = .iOS
    /// The Apple platform whose text style table and tracking the labels take (`platform:
    /// watchos | tvos | macos | visionos`); `nil` for iOS and iPadOS, and for Android. Change it
    /// with `withPlatform(_:)`.
    public internal(set) var applePlatform: ApplePlatform?
    /// The Android release an Android spec's labels are laid out as (`androidVersion: 14 | 15`);
    /// `nil` for LegibleTypeScale's `AndroidVersion.default`. Ignored on iOS.
    public var androidVersion: AndroidVersion?
    /// The toolkit an Android spec's Material roles are laid out by (`androidToolkit: compose |
    /// views`), which decides their letter spacing; `nil` for `AndroidTextToolkit.default`.
    /// Ignored on iOS.
    public var androidToolkit: AndroidTextToolkit?
    /// The default entry (its `patterns` are empty).
    public var defaults: LayoutRule
    /// The `labels` entries, in file order.
    public var rules: [LayoutRule]

    /// A spec built in code, for example from command-line flags.
    ///
    /// - Parameters:
    ///   - file: the spec file it stands for, if any.
    ///   - defaults: the default entry.
    ///   - rules: the `labels` entries.
    public init(file: String? = nil, defaults: LayoutRule = LayoutRule(), rules: [LayoutRule] = []) {
        self.file = file
        self.defaults = defaults
        self.rules = rules
    }

    /// The spec measured on `platform`: a text style needs iOS, a Material role Android, and
    /// `tracking` is iOS's (an Android label takes its role's letter spacing).
    ///
    /// ```swift
    /// let android = try spec.withPlatform(.android)   // `legible audit --platform android`
    /// ```
    ///
    /// - Parameter platform: the platform.
    /// - Throws: `SourceFileError` naming the first entry that cannot be measured on it.
    public func withPlatform(_ platform: TextSizePlatform) throws(SourceFileError) -> LayoutSpec {
        var spec = self
        spec.platform = platform
        for rule in [defaults] + rules {
            let entry = rule.patterns.isEmpty ? "default" : "the entry for \(rule.patterns.joined(separator: ", "))"
            var problem: String?
            switch (platform, rule.sizing) {
            case (.iOS, .materialRole(let role)):
                problem =
                    "\(entry) gives the Material role \(role.rawValue), which is for Android; use 'style:' (a Dynamic Type text style) on iOS, or 'platform: android'"
            case (.iOS, .sp(let size)):
                problem = "\(entry) gives the size \(size) sp, which is Android's; use 'size:' (points) or 'style:' on iOS, or 'platform: android'"
            case (.android, .textStyle(let style)):
                problem = "\(entry) gives the text style \(style.rawValue), which is iOS's; use 'role:' (a Material 3 type role such as bodyLarge) on Android"
            default:
                if platform == .android, rule.tracking != nil {
                    problem = "\(entry) sets 'tracking', which is iOS's; an Android label takes its Material role's letter spacing"
                }
            }
            if let problem {
                throw SourceFileError(file: file ?? "layout", position: rule.position, message: problem)
            }
        }
        return spec
    }

    /// The spec measured on an Apple platform or Android: `withPlatform(_:)`,
    /// and on watchOS, tvOS, macOS or visionOS every text style must be one the HIG publishes
    /// a size for there (no Callout on watchOS, none at all on visionOS).
    ///
    /// ```swift
    /// let watch = try spec.withPlatform(try LayoutPlatform(parsing: "watchos"))  // `--platform watchos`
    /// ```
    ///
    /// - Parameter platform: the platform.
    /// - Throws: `SourceFileError` naming the first entry that cannot be measured on it.
    public func withPlatform(_ platform: LayoutPlatform) throws(SourceFileError) -> LayoutSpec {
        var spec = try withPlatform(platform.textSizes)
        spec.applePlatform = platform.apple
        guard let apple = platform.apple else { return spec }
        // An entry without a sizing takes the default's, and that Body: checked where it applies.
        let unsized = defaults.sizing == nil && (rules.isEmpty || rules.contains { $0.sizing == nil })
        for rule in [defaults] + rules {
            let entry = rule.patterns.isEmpty ? "default" : "the entry for \(rule.patterns.joined(separator: ", "))"
            let style: TextStyle
            switch rule.sizing {
            case .textStyle(let given)?: style = given
            case nil where rule.patterns.isEmpty && unsized: style = .body
            default: continue
            }
            guard DynamicType.metrics(for: PlatformTextStyle(style), category: nil, on: apple) == nil else { continue }
            let published = apple.textStyles.map(\.rawValue).joined(separator: ", ")
            let message =
                published.isEmpty
                ? "\(entry) measures the text style \(style.rawValue), but the HIG publishes no \(apple.displayName) text style sizes; give 'size:' in points"
                : "\(entry) gives the text style \(style.rawValue), which \(apple.displayName) does not have; use one of \(published), or 'size:'"
            throw SourceFileError(file: file ?? "layout", position: rule.position, message: message)
        }
        return spec
    }

    /// The layout for a key, or `nil` when neither a matching entry nor the default gives a width.
    public func layout(forKey key: String) -> LabelLayout? {
        layout(forRule: ruleIndex(forKey: key))
    }

    /// The index in ``rules`` of the first entry matching `key`, `nil` when only the default applies.
    public func ruleIndex(forKey key: String) -> Int? {
        rules.firstIndex { $0.matches(key: key) }
    }

    /// The layout of the keys that entry `index` of ``rules`` matches (`nil`: the keys no entry
    /// matches), or `nil` when it gives no width. A key's layout depends only on its entry, so a
    /// caller laying out many keys can work it out once per entry.
    public func layout(forRule index: Int?) -> LabelLayout? {
        let rule = index.map { rules[$0] } ?? LayoutRule()
        guard let width = rule.width ?? defaults.width else { return nil }
        let sizing = rule.sizing ?? defaults.sizing ?? (platform == .android ? .materialRole(.bodyLarge) : .textStyle(.body))
        let emphasized = rule.emphasized ?? defaults.emphasized ?? false
        // Unless one is given, the weight is the sizing's own, as the platform draws it: Semibold
        // for Headline (its emphasized weight with `emphasized: true`), Medium for a Material label role.
        var layout = LabelLayout(
            sizing: sizing,
            weight: rule.weight ?? defaults.weight ?? applePlatform.flatMap { sizing.defaultWeight(emphasized: emphasized, on: $0) },
            emphasized: emphasized,
            font: rule.font ?? defaults.font,
            localeFonts: defaults.localeFonts.merging(rule.localeFonts) { _, specific in specific },
            width: width,
            maxLines: rule.maxLines ?? defaults.maxLines ?? 1,
            // Apple's tracking table is iOS's: Android text has none but a Material role's letter spacing.
            // watchOS's system font is SF Compact, with its own table.
            tracking: rule.tracking ?? defaults.tracking ?? (platform == .android ? .none : .hig(applePlatform?.trackingTable ?? .sfPro)),
            ruleIndex: index,
            boldText: rule.boldText ?? defaults.boldText ?? .off,
            faces: rule.faces ?? defaults.faces ?? [],
            // A locale's faces go with its font: the entry that names the font names them.
            localeFaces: defaults.localeFaces.filter { rule.localeFonts[$0.key] == nil }.merging(rule.localeFaces) { _, specific in specific },
            platform: platform,
            androidVersion: platform == .android ? androidVersion ?? .default : nil,
            androidToolkit: platform == .android ? androidToolkit ?? .default : nil
        )
        layout.applePlatform = applePlatform
        return layout
    }

    /// Reads a spec file: `.json` as JSON, anything else as YAML.
    ///
    /// - Parameters:
    ///   - path: the file; it may also be a named pipe or `/dev/stdin`.
    ///   - limits: its ``CatalogLimits/maximumLayoutSpecBytes`` bounds the file's size.
    public init(contentsOfFile path: String, limits: CatalogLimits = .default) throws(SourceFileError) {
        let text = try SourceFileError.converting { () throws(SyntaxError) in
            try TextDecoding.decode(try FileReading.read(path, limit: limits.layoutSpecFile), file: path)
        }
        let isJSON = (path as NSString).pathExtension.lowercased() == "json"
        let base = (path as NSString).deletingLastPathComponent
        try self.init(text: text, file: path, isJSON: isJSON, baseDirectory: base.isEmpty ? nil : base, limits: limits)
    }

    /// Parses a spec from text.
    ///
    /// - Parameters:
    ///   - text: the spec's YAML or JSON.
    ///   - file: names the spec in errors.
    ///   - isJSON: JSON rather than YAML.
    ///   - baseDirectory: relative font paths are resolved against it; `nil` keeps them as written.
    ///   - limits: its ``CatalogLimits/maximumLayoutSpecBytes`` bounds the text's size.
    public init(text: String, file: String, isJSON: Bool, baseDirectory: String? = nil, limits: CatalogLimits = .default) throws(SourceFileError) {
        let spec = try SourceFileError.converting { () throws(SyntaxError) in
            let bytes = text.utf8.count
            guard bytes <= limits.maximumLayoutSpecBytes else {
                throw SyntaxError(file: file, message: limits.layoutSpecFile.message(size: bytes))
            }
            let root = isJSON ? try JSONReader.parse(text, file: file) : try YAMLTree.parse(text, file: file)
            return try LayoutSpecValidator(file: file, baseDirectory: baseDirectory).spec(from: root)
        }
        // Every entry's sizing must suit the platform the spec names.
        self = try spec.withPlatform(LayoutPlatform(textSizes: spec.platform, apple: spec.applePlatform))
    }
}
