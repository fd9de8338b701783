import LegibleTypeScale

/// How one label's text is set for measuring: its size (a text style at a content size category,
/// or a point size), weight, fonts, tracking, language, and the box it must fit.
///
/// Build it in code, or from what a person typed with ``init(parsing:)``; then load the fonts with
/// ``MeasureSetup`` and measure.
///
/// ```swift
/// // Body at AX5 in a 320 pt box of at most two lines, bundled fonts, Apple's SF Pro tracking.
/// let options = MeasureOptions(size: .textStyle(.body, category: .ax5), width: 320, maxLines: 2)
/// // Your own font at 17 pt with its own `trak` table.
/// let custom = MeasureOptions(size: .points(17), fonts: [FontSource(path: "SF-Pro.ttf")])
/// ```
public struct MeasureOptions: Sendable, Hashable, Codable {
    /// The point size, and where it comes from.
    public enum Size: Sendable, Hashable, Codable {
        /// Apple's Dynamic Type size and leading for a text style at a category, and its weight
        /// (the emphasized weight, the bold trait, when `emphasized`).
        case textStyle(TextStyle, category: DynamicTypeCategory = .large, emphasized: Bool = false)
        /// A point size, with the font's own line height and regular weight.
        case points(Double)
        /// Android: a Material 3 type role's size, line height, letter spacing and weight (in sp)
        /// at a font scale, converted to dp with Android 14's non-linear curves
        /// (`AndroidFontScaling`), drawn in the bundled Roboto.
        case materialRole(MaterialTypeRole, fontScale: AndroidFontScale)
    }

    /// The point size; Body at Large (17 pt) by default.
    public var size: Size
    /// The weight (1…1000) for every face with a `wght` axis, overriding a `wght` in
    /// ``variations``; `nil` for the text style's weight (regular with ``Size/points(_:)``).
    public var weight: FontWeight?
    /// The fonts, the first primary and the others fallbacks in order, before the bundled
    /// fallbacks; empty for the bundled fonts (Inter Text and Display standing in for SF Pro).
    public var fonts: [FontSource]
    /// The tracking; `nil` for Apple's SF Pro table with the bundled fonts and for the font's
    /// own `trak` table with ``fonts``.
    public var tracking: TrackingMode?
    /// Other axis settings for the primary font, such as `wdth=90`.
    public var variations: [FontVariation]
    /// The BCP 47 language for language-specific glyphs (`ja`, `zh-Hans`), `nil` for none.
    public var language: String?
    /// The width available, in points (greater than 0); `nil` to measure without wrapping.
    public var width: Double?
    /// The most lines allowed, 0 for no limit; text needing more is truncated with "…".
    public var maxLines: Int
    /// The Bold Text setting: with `.bold`, the weight (the style's or ``weight``) is made
    /// heavier as iOS does (`FontWeight.withBoldText`: Regular → Semibold) and set on the
    /// `wght` axis; a font without that axis is measured as it is, with a warning.
    public var legibilityWeight: TextLegibilityWeight
    /// With ``Size/materialRole(_:fontScale:)``, the Android release whose layout is modelled
    /// (Android 14 adds half a letter spacing at each end of a line, Android 15 none); `nil` for
    /// `AndroidVersion.default`.
    public var androidVersion: AndroidVersion?

    /// Options; every one has a default.
    ///
    /// - Parameters:
    ///   - size: the text style and category, or a point size.
    ///   - weight: the weight, `nil` for the style's.
    ///   - fonts: your own fonts, empty for the bundled ones.
    ///   - tracking: the tracking, `nil` for the default that goes with the fonts.
    ///   - variations: other axis settings for the primary font.
    ///   - language: the BCP 47 language.
    ///   - width: the width available in points, `nil` for none.
    ///   - maxLines: the line limit, 0 for none.
    ///   - legibilityWeight: the Bold Text setting; off by default.
    ///   - androidVersion: the Android release modelled for a Material role; `nil` for the default.
    public init(
        size: Size = .textStyle(.body), weight: FontWeight? = nil, fonts: [FontSource] = [], tracking: TrackingMode? = nil,
        variations: [FontVariation] = [], language: String? = nil, width: Double? = nil, maxLines: Int = 0,
        legibilityWeight: TextLegibilityWeight = .regular, androidVersion: AndroidVersion? = nil
    ) {
        self.androidVersion = androidVersion
        self.size = size
        self.weight = weight
        self.fonts = fonts
        self.tracking = tracking
        self.variations = variations
        self.language = language
        self.width = width
        self.maxLines = maxLines
        self.legibilityWeight = legibilityWeight
    }
}

extension MeasureOptions {
    /// The options as a person types them, one field per `legible measure` flag; `nil` (or
    /// empty, or `false`) for a flag not given. Messages about combinations name the flags.
    public struct Arguments: Sendable, Hashable {
        /// `--width`, `--style`, `--size`, `--weight`, `--lines`, `--tracking`: the settings
        /// `legible audit` takes too.
        public var label: LabelArguments
        /// `--category`: a content size category in any spelling `DynamicTypeCategory(parsing:)`
        /// accepts (`AX5`, `accessibility5`, `xxxLarge`); Large by default.
        public var category: String?
        /// `--emphasized`: the text style's emphasized weight.
        public var emphasized: Bool
        /// `--font`: font files (`path#index` for a face of a collection), the first primary.
        public var fonts: [String]
        /// `--face-index`: the face of the first font file (a collection), from 0.
        public var faceIndex: Int?
        /// `--tracking-family`: the family whose table `hig` tracking uses; SF Pro by default.
        public var trackingFamily: String?
        /// `--variations`: axis settings such as `wght=650,wdth=90`.
        public var variations: String?
        /// `--language`: a BCP 47 language.
        public var language: String?
        /// `--bold-text`: measure with iOS's Bold Text on.
        public var boldText: Bool
        /// `--platform`: `ios` (the default) or `android`.
        public var platform: String?
        /// `--role`: a Material 3 type role, on Android (default Body Large).
        public var role: String?
        /// `--font-scale`: an Android font scale such as `1.5x` (default 1x).
        public var fontScale: String?
        /// `--android-version`: the Android release modelled, `14` or `15` (default 14).
        public var androidVersion: String?

        /// Arguments as typed.
        ///
        /// - Parameters:
        ///   - label: the settings shared with `legible audit`.
        ///   - category: the content size category.
        ///   - emphasized: whether to use the emphasized weight.
        ///   - fonts: the font files.
        ///   - faceIndex: the face of the first font file.
        ///   - trackingFamily: the tracking table's family.
        ///   - variations: the axis settings.
        ///   - language: the language.
        ///   - boldText: whether Bold Text is on.
        ///   - platform: `ios` or `android`.
        ///   - role: the Material 3 type role (Android).
        ///   - fontScale: the Android font scale.
        ///   - androidVersion: the Android release.
        public init(
            label: LabelArguments = LabelArguments(), category: String? = nil, emphasized: Bool = false, fonts: [String] = [],
            faceIndex: Int? = nil, trackingFamily: String? = nil, variations: String? = nil, language: String? = nil,
            boldText: Bool = false, platform: String? = nil, role: String? = nil, fontScale: String? = nil, androidVersion: String? = nil
        ) {
            self.androidVersion = androidVersion
            self.platform = platform
            self.role = role
            self.fontScale = fontScale
            self.label = label
            self.category = category
            self.emphasized = emphasized
            self.fonts = fonts
            self.faceIndex = faceIndex
            self.trackingFamily = trackingFamily
            self.variations = variations
            self.language = language
            self.boldText = boldText
        }
    }

    /// Reads options as a person typed them, checking each value and their combination.
    ///
    /// ```swift
    /// let arguments = MeasureOptions.Arguments(label: LabelArguments(width: "150", style: "headline", lines: 2))
    /// let options = try MeasureOptions(parsing: arguments)   // Headline at Large, 150 pt, 2 lines
    /// ```
    ///
    /// - Parameter arguments: the flags' values.
    /// - Throws: ``MeasureError`` naming the first value that cannot be used and what was expected.
    public init(parsing arguments: Arguments) throws(MeasureError) {
        let label = arguments.label
        let platform = try MeasureError.wrapping { () throws(TypeScaleError) in
            try arguments.platform.map(TextSizePlatform.init(parsing:)) ?? .iOS
        }
        if platform == .iOS, arguments.role != nil || arguments.fontScale != nil || arguments.androidVersion != nil {
            throw MeasureError("measure: --role, --font-scale and --android-version are Android's; give them with --platform android")
        }
        androidVersion = try arguments.androidVersion.map { text throws(MeasureError) in
            try MeasureError.wrapping { () throws(TypeScaleError) in try AndroidVersion(parsing: text) }
        }
        if platform == .android {
            if label.style != nil || arguments.category != nil || arguments.emphasized || arguments.boldText || label.tracking != nil {
                throw MeasureError(
                    "measure --platform android: give a Material role (--role) and --font-scale, not iOS's --style, --category, --emphasized, --bold-text or --tracking (a role has its own letter spacing)"
                )
            }
            if label.size != nil, arguments.role != nil || arguments.fontScale != nil {
                throw MeasureError("measure: give --size, or --role/--font-scale, not both")
            }
        }
        if platform == .android, label.size == nil {
            let role = try MeasureError.wrapping { () throws(TypeScaleError) in
                try arguments.role.map(MaterialTypeRole.init(parsing:)) ?? .bodyLarge
            }
            let scale = try MeasureError.wrapping { () throws(TypeScaleError) in
                guard let text = arguments.fontScale else { return AndroidFontScale.systemScales[1] }  // 1x
                return try AndroidFontScale(parsing: text)
            }
            size = .materialRole(role, fontScale: scale)
        } else if label.size != nil {
            if label.style != nil || arguments.category != nil || arguments.emphasized {
                throw MeasureError("measure: give --size, or --style/--category/--emphasized, not both")
            }
            size = .points(try label.parsedSize() ?? 0)
        } else {
            let style = try label.parsedStyle() ?? .body
            let category = try MeasureError.wrapping { () throws(TypeScaleError) in
                try arguments.category.map(DynamicTypeCategory.init(parsing:)) ?? .large
            }
            size = .textStyle(style, category: category, emphasized: arguments.emphasized)
        }
        weight = try label.parsedWeight()
        if arguments.faceIndex != nil, arguments.fonts.isEmpty {
            throw MeasureError("--face-index: needs --font PATH (the bundled fonts are chosen by Legible)")
        }
        var fonts: [FontSource] = []
        for (index, text) in arguments.fonts.enumerated() {
            do throws(FontError) {
                var font = try FontSource(parsing: text)
                if index == 0, let faceIndex = arguments.faceIndex {
                    guard font.faceIndex == 0 else { throw FontError("font '\(text)': give the face as path#index or with --face-index, not both") }
                    font.faceIndex = faceIndex
                }
                fonts.append(font)
            } catch {
                throw MeasureError(error.description)
            }
        }
        self.fonts = fonts
        do {
            variations = try arguments.variations.map(FontVariation.parseList) ?? []
        } catch {
            throw MeasureError(error.description)
        }
        language = arguments.language
        // A Material role's letter spacing is set with its size (MeasureSetup).
        let parsedTracking = try label.parsedTracking() ?? (platform == .android ? TrackingMode.none : fonts.isEmpty ? .hig(.sfPro) : .font)
        if case .hig = parsedTracking {
            tracking = .hig(
                try MeasureError.wrapping { () throws(TypeScaleError) in
                    try arguments.trackingFamily.map(TrackingTable.init(parsing:)) ?? .sfPro
                })
        } else {
            tracking = parsedTracking
        }
        width = try label.parsedWidth()
        maxLines = try label.parsedLines() ?? 0
        legibilityWeight = TextLegibilityWeight(boldText: arguments.boldText)
    }
}
