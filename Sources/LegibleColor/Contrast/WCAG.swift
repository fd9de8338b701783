import LegibleTypeScale

/// The numbers of WCAG 2.2 contrast: luminance coefficients, level thresholds and the
/// large-text rule. Tables/wcag-constants.csv and Tables/wcag-thresholds.csv hold the same values.
///
/// ```swift
/// let ratio = try SRGBColor(parsing: "#777").contrastRatio(to: .white)   // 4.478…
/// WCAG.formattedRatio(ratio)                                          // "4.47:1"
/// WCAGRequirement(level: .aa, use: .normalText).isMet(by: ratio)      // false
/// WCAG.isLargeText(PointSize(18), weight: .regular)                 // true: 18 pt
/// ```
public enum WCAG {
    /// Weight of linear red in relative luminance (WCAG 2.2 "relative luminance").
    public static let redCoefficient = 0.2126
    /// Weight of linear green in relative luminance.
    public static let greenCoefficient = 0.7152
    /// Weight of linear blue in relative luminance.
    public static let blueCoefficient = 0.0722
    /// The sRGB-encoded value below which a component is linear (WCAG 2.2 uses IEC 61966-2-1's 0.04045).
    public static let linearThreshold = 0.04045
    /// The viewing flare added to both luminances in the contrast ratio.
    public static let flare = 0.05

    /// Text at least this size, in CSS points (WCAG's unit), is large at any weight.
    public static let largeTextMinimumCSSPoints = 18.0
    /// Bold text at least this size, in CSS points, is large.
    public static let boldLargeTextMinimumCSSPoints = 14.0
    /// The weight from which text counts as bold (CSS/OpenType `700`).
    public static let boldWeight = FontWeight.bold

    /// The smallest large text at any weight, in iOS points: 18 pt, as the HIG applies WCAG's
    /// 18 pt to iOS points.
    public static let largeTextMinimumSize = PointSize(largeTextMinimumCSSPoints)
    /// The smallest large bold text, in iOS points: 14 pt.
    public static let boldLargeTextMinimumSize = PointSize(boldLargeTextMinimumCSSPoints)

    /// Whether text of this size and weight is "large scale" in WCAG's sense: at least 18 CSS
    /// points, or at least 14 CSS points and bold (700 or heavier).
    ///
    /// The size is in iOS points, which Apple's Human Interface Guidelines (and Accessibility
    /// Inspector) compare with WCAG's points as they stand: large text starts at 18 pt, or 14 pt
    /// when bold (see <doc:PointsPixelsAndLargeText>, which also gives WCAG2ICT's stricter reading).
    ///
    /// ```swift
    /// WCAG.isLargeText(PointSize(17), weight: .regular)     // false: Body
    /// WCAG.isLargeText(PointSize(28), weight: .regular)     // true: Title 1
    /// WCAG.isLargeText(PointSize(14), weight: .bold)        // true: 14 pt, bold
    /// WCAG.isLargeText(PointSize(24, unit: .cssPixel), weight: .regular)   // true: 24 CSS px = 18 pt
    /// ```
    ///
    /// - Parameters:
    ///   - size: the text size as delivered (at the default content size category, Large).
    ///   - weight: the font weight; 700 (bold) and heavier lower the threshold.
    public static func isLargeText(_ size: PointSize, weight: FontWeight) -> Bool {
        size >= largeTextMinimumSize || (size >= boldLargeTextMinimumSize && weight >= boldWeight)
    }

    /// The ratio for display, *truncated* (never rounded up) to two decimals: `"4.47:1"`.
    ///
    /// Truncation keeps the display honest next to the unrounded pass/fail decision: a ratio
    /// of 4.4989 shows as 4.49:1, never as a "4.50:1" that fails.
    public static func formattedRatio(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}

/// A WCAG conformance level for contrast.
public enum WCAGLevel: String, CaseIterable, Sendable, Hashable, Codable {
    /// Level AA: 1.4.3 Contrast (Minimum) and 1.4.11 Non-text Contrast.
    case aa = "AA"
    /// Level AAA: 1.4.6 Contrast (Enhanced).
    case aaa = "AAA"
}

/// What the foreground colour is used for, which decides the contrast it needs.
public enum ContrastUse: String, CaseIterable, Sendable, Hashable, Codable {
    /// Body text and anything smaller than large text.
    case normalText = "normal"
    /// Text of at least 18 pt, or 14 pt bold (see
    /// ``WCAG/isLargeText(_:weight:)``).
    case largeText = "large"
    /// User-interface components and meaningful graphics (SC 1.4.11).
    case nonText = "non-text"
}

/// One WCAG contrast requirement: a success criterion, its level, the use it applies to and
/// the minimum ratio.
///
/// ```swift
/// let requirement = WCAGRequirement(level: .aaa, use: .largeText)
/// requirement.minimumRatio       // 4.5
/// requirement.successCriterion   // "1.4.6"
/// ```
public struct WCAGRequirement: Sendable, Hashable {
    /// The success criterion number, such as `"1.4.3"`.
    public let successCriterion: String
    /// The conformance level.
    public let level: WCAGLevel
    /// What the colour is used for.
    public let use: ContrastUse
    /// The smallest passing contrast ratio (a ratio *equal* to it passes).
    public let minimumRatio: Double

    /// Every requirement, in the order of Tables/wcag-thresholds.csv.
    public static let all: [WCAGRequirement] = [
        WCAGRequirement(successCriterion: "1.4.3", level: .aa, use: .normalText, minimumRatio: 4.5),
        WCAGRequirement(successCriterion: "1.4.3", level: .aa, use: .largeText, minimumRatio: 3),
        WCAGRequirement(successCriterion: "1.4.6", level: .aaa, use: .normalText, minimumRatio: 7),
        WCAGRequirement(successCriterion: "1.4.6", level: .aaa, use: .largeText, minimumRatio: 4.5),
        WCAGRequirement(successCriterion: "1.4.11", level: .aa, use: .nonText, minimumRatio: 3),
    ]

    private init(successCriterion: String, level: WCAGLevel, use: ContrastUse, minimumRatio: Double) {
        self.successCriterion = successCriterion
        self.level = level
        self.use = use
        self.minimumRatio = minimumRatio
    }

    /// The requirement for a level and use. Non-text contrast has only an AA criterion
    /// (1.4.11), so it applies at AAA too.
    public init(level: WCAGLevel, use: ContrastUse) {
        let effectiveLevel = use == .nonText ? .aa : level
        // `all` has one entry per (level, use) pair, so the fallback is never taken.
        self = WCAGRequirement.all.first { $0.level == effectiveLevel && $0.use == use } ?? WCAGRequirement.all[0]
    }

    /// Whether an unrounded contrast ratio meets this requirement: 4.499:1 does not meet 4.5:1.
    public func isMet(by ratio: Double) -> Bool { ratio >= minimumRatio }

    /// A short name, such as `"AA normal text (1.4.3, 4.5:1)"`.
    public var summary: String {
        "\(level.rawValue) \(useDescription) (\(successCriterion), \(minimumRatioText))"
    }

    /// The use in words: `"normal text"`, `"large text"` or `"non-text"`.
    public var useDescription: String {
        switch use {
        case .normalText: "normal text"
        case .largeText: "large text"
        case .nonText: "non-text"
        }
    }

    /// The minimum ratio as WCAG writes it: `"4.5:1"`, `"7:1"`.
    public var minimumRatioText: String {
        minimumRatio == minimumRatio.rounded() ? "\(Int(minimumRatio)):1" : "\(minimumRatio):1"
    }
}

/// Which WCAG contrast requirements a ratio meets.
public struct WCAGConformance: Sendable, Hashable, Codable {
    /// 1.4.3 AA, normal text: 4.5:1.
    public let aa: Bool
    /// 1.4.3 AA, large text: 3:1.
    public let aaLarge: Bool
    /// 1.4.6 AAA, normal text: 7:1.
    public let aaa: Bool
    /// 1.4.6 AAA, large text: 4.5:1.
    public let aaaLarge: Bool
    /// 1.4.11 AA, non-text: 3:1.
    public let nonText: Bool

    /// Evaluates an unrounded contrast ratio.
    public init(ratio: Double) {
        aa = WCAGRequirement(level: .aa, use: .normalText).isMet(by: ratio)
        aaLarge = WCAGRequirement(level: .aa, use: .largeText).isMet(by: ratio)
        aaa = WCAGRequirement(level: .aaa, use: .normalText).isMet(by: ratio)
        aaaLarge = WCAGRequirement(level: .aaa, use: .largeText).isMet(by: ratio)
        nonText = WCAGRequirement(level: .aa, use: .nonText).isMet(by: ratio)
    }

    enum CodingKeys: String, CodingKey {
        case aa = "AA"
        case aaLarge = "AALarge"
        case aaa = "AAA"
        case aaaLarge = "AAALarge"
        case nonText
    }
}
