import LegibleTypeScale

/// A guideline's minimum target size: Apple's, Google's or one of WCAG 2.2's two.
///
/// Each platform measures in its own logical unit: points on iOS, dp on Android, CSS pixels on
/// the web. The three are treated as the same length, which is how browsers on phones lay out
/// CSS pixels (one CSS px = one pt on iOS, one dp on Android).
///
/// ```swift
/// let check = TargetPlatform.ios.check(TargetSize(square: 40))
/// check.passes        // false
/// check.expansion     // top 2, left 2, bottom 2, right 2
/// TargetPlatform.wcagAA.minimum   // 24×24
/// ```
public enum TargetPlatform: String, CaseIterable, Sendable, Hashable, Codable {
    /// Apple Human Interface Guidelines: 44 × 44 pt.
    case ios
    /// Material Design / Android accessibility: 48 × 48 dp.
    case android
    /// WCAG 2.2 success criterion 2.5.8 Target Size (Minimum), level AA: 24 × 24 CSS px,
    /// unless the spacing exception applies.
    case wcagAA = "wcag-aa"
    /// WCAG 2.2 success criterion 2.5.5 Target Size (Enhanced), level AAA: 44 × 44 CSS px.
    case wcagAAA = "wcag-aaa"

    /// The platform named `text`: `ios`, `android`, `wcag-aa` or `wcag-aaa` (any case).
    ///
    /// - Parameter text: the platform's name.
    /// - Throws: ``TargetInputError`` naming the input and the platforms there are.
    public init(parsing text: String) throws(TargetInputError) {
        guard let platform = Self(rawValue: text.lowercased()) else {
            let names = Self.allCases.map(\.rawValue)
            throw TargetInputError("platform '\(text)': expected \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")")
        }
        self = platform
    }

    /// The smallest hit area that passes.
    public var minimum: TargetSize {
        switch self {
        case .ios: TargetSize(square: 44)
        case .android: TargetSize(square: 48)
        case .wcagAA: TargetSize(square: 24)
        case .wcagAAA: TargetSize(square: 44)
        }
    }

    /// The logical unit the platform's guideline uses.
    public var unit: LengthUnit {
        switch self {
        case .ios: .point
        case .android: .dp
        case .wcagAA, .wcagAAA: .cssPixel
        }
    }

    /// The guideline, as people cite it.
    public var guideline: String {
        switch self {
        case .ios: "Apple HIG"
        case .android: "Material Design"
        case .wcagAA: "WCAG 2.2 SC 2.5.8 (AA)"
        case .wcagAAA: "WCAG 2.2 SC 2.5.5 (AAA)"
        }
    }

    /// The density at which one device pixel is one logical unit, as the platform names it:
    /// `mdpi` on Android, `@1x` elsewhere. Sizes in pixels without a density use it.
    public var baselineDensity: PixelDensity {
        self == .android ? .mdpi : .ios1x
    }

    /// True for WCAG 2.5.8, whose spacing exception lets an undersized target pass when a
    /// 24 CSS px circle centred on it touches no other target or undersized target's circle.
    public var hasSpacingException: Bool { self == .wcagAA }

    /// Checks one hit area against the minimum.
    public func check(_ size: TargetSize) -> TargetCheck {
        TargetCheck(size: size, minimum: minimum)
    }
}
