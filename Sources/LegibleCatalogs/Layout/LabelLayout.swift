import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTypeScale

/// How big a label's text is: a Dynamic Type text style, which scales with the content size
/// category, a Material 3 type role, which scales with Android's font scale, or a fixed size,
/// which does not scale.
public enum LabelSizing: Sendable, Hashable, Codable {
    /// A Dynamic Type text style (`body`, `largeTitle`, `caption2`…), on iOS.
    case textStyle(TextStyle)
    /// A fixed size in points (dp on Android).
    case fixed(points: Double)
    /// A Material 3 type role (`bodyLarge`, `labelLarge`…), on Android: its size, line height
    /// and letter spacing in sp, scaled by the font scale (`AndroidFontScaling`).
    case materialRole(MaterialTypeRole)
    /// A size in sp, on Android (`android:textSize="16sp"`): converted to dp at each font scale
    /// with Android 14's non-linear curves (`AndroidFontScaling`), as a role's size is, with the
    /// font's own line height and no letter spacing.
    case sp(Double)

    /// The weight the sizing draws text at when a layout names none: a text style's own weight
    /// as iOS draws it (Semibold for Headline, Regular for the others) or, `emphasized`, its
    /// emphasized weight (the bold trait, `Tables/ios-emphasized-weights.csv`); a Material
    /// role's weight (Medium for labels and titles); Regular for a fixed or sp size.
    ///
    /// ```swift
    /// LabelSizing.textStyle(.headline).defaultWeight()                  // .semibold
    /// LabelSizing.textStyle(.body).defaultWeight(emphasized: true)      // .semibold
    /// LabelSizing.materialRole(.labelLarge).defaultWeight()             // .medium
    /// ```
    ///
    /// - Parameter emphasized: whether a text style is drawn at its emphasized weight; a role
    ///   or a fixed size has none.
    public func defaultWeight(emphasized: Bool = false) -> FontWeight {
        switch self {
        case .textStyle(let style):
            // Every category has the same weights; Large is the default one.
            let metrics = DynamicType.metrics(for: style, category: DynamicType.defaultCategory)
            return emphasized ? metrics.emphasizedWeight : metrics.weight
        case .materialRole(let role):
            return role.style.weight
        case .fixed, .sp:
            return .regular
        }
    }

    /// The weight a text style draws at on an Apple platform, as that platform's table gives it
    /// (Bold for macOS's Headline, Semibold on iOS); `nil` for a sizing that is not a text style,
    /// or a style the platform publishes no size for.
    ///
    /// - Parameters:
    ///   - emphasized: whether the style is drawn at its emphasized weight.
    ///   - platform: whose table to read.
    public func defaultWeight(emphasized: Bool, on platform: ApplePlatform) -> FontWeight? {
        guard case .textStyle(let style) = self, let metrics = DynamicType.metrics(for: PlatformTextStyle(style), category: nil, on: platform) else {
            return nil
        }
        return emphasized ? metrics.emphasizedWeight : metrics.weight
    }
}

/// One face of a static font family, named in a layout spec's `faces` by its weight, for
/// Bold Text: a family without a `wght` axis is drawn heavier by switching faces.
public struct LabelFace: Sendable, Hashable, Codable {
    /// The face's weight.
    public var weight: FontWeight
    /// The font file (`path`, or `path#index` for a face of a collection).
    public var font: String

    /// A face of `weight` in the file `font`.
    ///
    /// - Parameters:
    ///   - weight: the face's weight.
    ///   - font: the font file.
    public init(weight: FontWeight, font: String) {
        self.weight = weight
        self.font = font
    }
}

/// The resolved display of one key: everything the audit needs to measure it.
///
/// ```swift
/// let spec = try LayoutSpec(contentsOfFile: "Examples/overflow/layout.yaml")
/// if let layout = spec.layout(forKey: "settings.notifications.button") {
///     layout.sizing     // .textStyle(.body)
///     layout.width      // 343
///     layout.maxLines   // 1
/// }
/// ```
public struct LabelLayout: Sendable, Hashable, Codable {
    /// The text style or fixed size.
    public var sizing: LabelSizing
    /// The weight on the CSS/OpenType scale (100 thin … 400 regular … 900 black): the one the
    /// layout names, else the sizing's own (``LabelSizing/defaultWeight(emphasized:)``).
    public var weight: FontWeight
    /// The font file, `nil` for the audit's default font. Relative paths in a spec file are
    /// resolved against the spec's folder.
    public var font: String?
    /// Per-locale font files (`zh-Hans`, `ar`), looked up before `font`.
    public var localeFonts: [String: String]
    /// The width available to the text, in points.
    public var width: Double
    /// How many lines the text may take; 0 means no limit.
    public var maxLines: Int
    /// The letter-spacing rule.
    public var tracking: TrackingMode
    /// The index in ``LayoutSpec/rules`` of the rule that matched, `nil` for the default entry.
    public var ruleIndex: Int?
    /// Which Bold Text settings the label is measured with (off by default).
    public var boldText: BoldTextSetting
    /// Heavier faces of ``font``'s family, lightest first, for Bold Text when the font has no
    /// `wght` axis (see ``boldTextFace(for:locale:)``).
    public var faces: [LabelFace]
    /// Heavier faces of each per-locale font's family (`fonts: { ar: { font: …, faces: … } }`),
    /// lightest first.
    public var localeFaces: [String: [LabelFace]]
    /// Whose text-size setting the label is measured at: iOS's content size categories (the
    /// default) or Android's font scales, where ``width`` is in dp and a Material role's letter
    /// spacing replaces ``tracking``.
    public var platform: TextSizePlatform
    /// On Android, the release whose layout is modelled (where letter spacing goes at a line's
    /// ends); `nil` for LegibleTypeScale's `AndroidVersion.default`. Ignored on iOS.
    public var androidVersion: AndroidVersion?
    /// On Android, the toolkit whose letter spacing a Material role takes (sp through the curve
    /// in Compose, em of the size in Views); `nil` for `AndroidTextToolkit.default`.
    public var androidToolkit: AndroidTextToolkit?
    /// The Apple platform whose text style sizes, categories and tracking the label takes
    /// (watchOS, tvOS, macOS, visionOS); `nil` for iOS and iPadOS, and on Android.
    public var applePlatform: ApplePlatform?

    /// A layout with the built-in defaults for everything but the width.
    ///
    /// - Parameters:
    ///   - sizing: the text style or fixed size.
    ///   - weight: the weight; `nil` (the default) for the sizing's own
    ///     (``LabelSizing/defaultWeight(emphasized:)``): Semibold for Headline, as iOS draws it.
    ///   - emphasized: with no `weight`, draw a text style at its emphasized weight.
    ///   - font: the font file, `nil` for the audit's default.
    ///   - localeFonts: font files per locale.
    ///   - width: the width in points.
    ///   - maxLines: the line limit, 0 for none.
    ///   - tracking: the letter-spacing rule.
    ///   - ruleIndex: the spec entry that matched.
    ///   - boldText: the Bold Text settings to measure with.
    ///   - faces: the heavier faces of the font's family.
    ///   - localeFaces: the heavier faces of each per-locale font's family.
    ///   - platform: iOS (content size categories) or Android (font scales).
    ///   - androidVersion: on Android, the release modelled; `nil` for the default.
    ///   - androidToolkit: on Android, the toolkit modelled; `nil` for the default (Compose).
    public init(
        sizing: LabelSizing = .textStyle(.body), weight: FontWeight? = nil, emphasized: Bool = false, font: String? = nil,
        localeFonts: [String: String] = [:], width: Double, maxLines: Int = 1,
        tracking: TrackingMode = .hig(.sfPro), ruleIndex: Int? = nil, boldText: BoldTextSetting = .off, faces: [LabelFace] = [],
        localeFaces: [String: [LabelFace]] = [:], platform: TextSizePlatform = .iOS, androidVersion: AndroidVersion? = nil,
        androidToolkit: AndroidTextToolkit? = nil
    ) {
        self.platform = platform
        self.androidVersion = androidVersion
        self.androidToolkit = androidToolkit
        self.sizing = sizing
        self.weight = weight ?? sizing.defaultWeight(emphasized: emphasized)
        self.font = font
        self.localeFonts = localeFonts
        self.width = width
        self.maxLines = maxLines
        self.tracking = tracking
        self.ruleIndex = ruleIndex
        self.boldText = boldText
        self.faces = faces.sorted { $0.weight < $1.weight }
        self.localeFaces = localeFaces.mapValues { $0.sorted { $0.weight < $1.weight } }
    }

    /// The weight the label is drawn at with a Bold Text setting: ``weight``, or with Bold Text
    /// on the heavier weight iOS draws it at (`FontWeight.withBoldText`).
    public func weight(_ legibilityWeight: TextLegibilityWeight) -> FontWeight {
        weight.applying(legibilityWeight)
    }

    /// With Bold Text on, the face to draw the label with in a locale: of the heavier faces of
    /// the locale's font (``localeFaces`` for a per-locale font, else ``faces``), the lightest
    /// at least as heavy as the Bold Text weight. `nil` when the weight does not change (Black)
    /// or when no named face is heavy enough; then an audit draws the label with the heaviest
    /// named face heavier than ``weight`` (or the locale's font), on its `wght` axis when it has
    /// one, and reports a static font that falls short.
    ///
    /// ```swift
    /// // font: Brand-Regular.otf, faces: { semibold: Brand-Semibold.otf, bold: Brand-Bold.otf }
    /// layout.boldTextFace(for: .bold, locale: "en")?.font   // "Brand-Semibold.otf": Regular → Semibold
    /// ```
    ///
    /// - Parameters:
    ///   - legibilityWeight: the Bold Text setting.
    ///   - locale: the locale, which picks the font as ``font(forLocale:)`` does.
    public func boldTextFace(for legibilityWeight: TextLegibilityWeight, locale: String) -> LabelFace? {
        let target = weight(legibilityWeight)
        guard target > weight else { return nil }
        return faces(forLocale: locale).first { $0.weight >= target }
    }

    /// The heavier faces of the font a locale is drawn with: its own font's (``localeFaces``,
    /// exact locale then language), or ``faces`` when the locale uses ``font``.
    public func faces(forLocale locale: String) -> [LabelFace] {
        if localeFonts[locale] != nil { return localeFaces[locale] ?? [] }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        if localeFonts[language] != nil { return localeFaces[language] ?? [] }
        return faces
    }

    /// The font for a locale: an exact `localeFonts` match (`zh-Hans`), then its language
    /// (`zh`), then ``font``.
    public func font(forLocale locale: String) -> String? {
        if let exact = localeFonts[locale] { return exact }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return localeFonts[language] ?? font
    }
}

/// One entry of a layout spec: the keys it applies to and the fields it sets. Fields left
/// `nil` come from the spec's default entry, then from the built-in defaults (Body, the text
/// style's own weight, one line, HIG tracking). The width has no built-in default.
public struct LayoutRule: Sendable, Hashable, Codable {
    /// Key globs: `*` matches any run of characters (dots included), `?` one character,
    /// `\` makes the next character literal. Empty for the default entry.
    public var patterns: [String]
    /// The text style or fixed size (`style` or `size`).
    public var sizing: LabelSizing?
    /// The weight, 1…1000 (`weight`); left out, the text style's or role's own weight.
    public var weight: FontWeight?
    /// Whether a text style is drawn at its emphasized weight (`emphasized: true`), when no
    /// `weight` is given.
    public var emphasized: Bool?
    /// The font file (`font`), resolved against the spec's folder.
    public var font: String?
    /// Font files per locale (`fonts`), resolved against the spec's folder.
    public var localeFonts: [String: String]
    /// The available width in points (`width`).
    public var width: Double?
    /// The line limit, 0 for none (`maxLines`).
    public var maxLines: Int?
    /// The letter-spacing rule (`tracking`), on iOS; an Android label takes its role's.
    public var tracking: TrackingMode?
    /// The Bold Text settings to measure with (`boldText: off | on | both`).
    public var boldText: BoldTextSetting?
    /// Heavier faces of the font's family by weight (`faces`), resolved against the spec's folder.
    public var faces: [LabelFace]?
    /// Heavier faces of per-locale fonts (`fonts: { ar: { font: …, faces: { bold: … } } }`).
    public var localeFaces: [String: [LabelFace]]
    /// Where the entry is written in its spec file.
    public var position: TextPosition?

    /// A rule with the given globs and fields; `nil` fields fall back to the default entry.
    ///
    /// - Parameters:
    ///   - patterns: the key globs, empty for the default entry.
    ///   - sizing: the text style or fixed size.
    ///   - weight: the weight.
    ///   - emphasized: whether a text style takes its emphasized weight when no weight is given.
    ///   - font: the font file.
    ///   - localeFonts: font files per locale.
    ///   - width: the width in points.
    ///   - maxLines: the line limit, 0 for none.
    ///   - tracking: the letter-spacing rule.
    ///   - boldText: the Bold Text settings to measure with.
    ///   - faces: heavier faces of the font's family.
    ///   - localeFaces: heavier faces of per-locale fonts.
    ///   - position: where the entry is written.
    public init(
        patterns: [String] = [], sizing: LabelSizing? = nil, weight: FontWeight? = nil, emphasized: Bool? = nil, font: String? = nil,
        localeFonts: [String: String] = [:], width: Double? = nil, maxLines: Int? = nil,
        tracking: TrackingMode? = nil, boldText: BoldTextSetting? = nil, faces: [LabelFace]? = nil,
        localeFaces: [String: [LabelFace]] = [:], position: TextPosition? = nil
    ) {
        self.patterns = patterns
        self.sizing = sizing
        self.weight = weight
        self.font = font
        self.localeFonts = localeFonts
        self.width = width
        self.maxLines = maxLines
        self.tracking = tracking
        self.boldText = boldText
        self.faces = faces
        self.localeFaces = localeFaces
        self.position = position
    }

    /// Whether any of the patterns matches the whole key.
    public func matches(key: String) -> Bool {
        patterns.contains { KeyGlob.matches(pattern: $0, key: key) }
    }
}

/// Key-glob matching for layout rules (and `legible check`'s token globs, which match alike).
public enum KeyGlob {
    /// Whether `pattern` matches all of `key`: `*` any run of characters (dots included), `?`
    /// exactly one character, `\` escapes the next character.
    ///
    /// ```swift
    /// KeyGlob.matches(pattern: "settings.*", key: "settings.notifications.title")  // true
    /// KeyGlob.matches(pattern: "tab.?", key: "tab.10")                              // false
    /// ```
    public static func matches(pattern: String, key: String) -> Bool {
        GlobPattern.matches(pattern, key)
    }
}
