import LegibleTypeScale

/// A guideline's minimum target size: Apple's for each of its platforms, Google's, or one of
/// WCAG 2.2's two.
///
/// For Apple's platforms the minimum is the HIG's *default* control size (Accessibility,
/// "Offer sufficiently sized controls"): iOS and iPadOS 44 × 44 pt, watchOS 44 × 44, visionOS
/// 60 × 60, tvOS 66 × 66, macOS 28 × 28. The HIG's smaller *minimum* control size (28, 28, 28,
/// 56, 20 pt) is ``smallestControlSize``.
///
/// Each platform measures in its own logical unit: points on Apple's platforms, dp on Android, CSS pixels on
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
    /// Apple Human Interface Guidelines, iOS and iPadOS: 44 × 44 pt.
    case ios
    /// Material Design / Android accessibility: 48 × 48 dp.
    case android
    /// WCAG 2.2 success criterion 2.5.8 Target Size (Minimum), level AA: 24 × 24 CSS px,
    /// unless the spacing exception applies.
    case wcagAA = "wcag-aa"
    /// WCAG 2.2 success criterion 2.5.5 Target Size (Enhanced), level AAA: 44 × 44 CSS px.
    case wcagAAA = "wcag-aaa"
    /// Apple Human Interface Guidelines, watchOS: 44 × 44 pt.
    case watchos
    /// Apple Human Interface Guidelines, visionOS: 60 × 60 pt.
    case visionos
    /// Apple Human Interface Guidelines, tvOS (focus-based controls): 66 × 66 pt.
    case tvos
    /// Apple Human Interface Guidelines, macOS: 28 × 28 pt.
    case macos

    /// The platform named `text`: `ios` (or `ipados`), `android`, `wcag-aa`, `wcag-aaa`,
    /// `watchos`, `visionos`, `tvos` or `macos` (any case).
    ///
    /// - Parameter text: the platform's name.
    /// - Throws: ``TargetInputError`` naming the input and the platforms there are.
    public init(parsing text: String) throws(TargetInputError) {
        let name = text.lowercased()
        guard let platform = name == "ipados" ? .ios : Self(rawValue: name) else {
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
        case .watchos: TargetSize(square: 44)
        case .visionos: TargetSize(square: 60)
        case .tvos: TargetSize(square: 66)
        case .macos: TargetSize(square: 28)
        }
    }

    /// The HIG's *minimum* control size, smaller than its default (``minimum``): iOS, iPadOS,
    /// watchOS and visionOS 28 × 28 pt, tvOS 56 × 56, macOS 20 × 20; `nil` for Android and WCAG,
    /// which publish one number.
    public var smallestControlSize: TargetSize? {
        switch self {
        case .ios, .watchos, .visionos: TargetSize(square: 28)
        case .tvos: TargetSize(square: 56)
        case .macos: TargetSize(square: 20)
        case .android, .wcagAA, .wcagAAA: nil
        }
    }

    /// The Apple platform whose HIG numbers apply (iOS for `ios`), or `nil` for Android and WCAG.
    public var applePlatform: ApplePlatform? {
        switch self {
        case .ios: .iOS
        case .watchos: .watchOS
        case .visionos: .visionOS
        case .tvos: .tvOS
        case .macos: .macOS
        case .android, .wcagAA, .wcagAAA: nil
        }
    }

    /// The target platform of an Apple platform (iPadOS shares iOS's numbers).
    ///
    /// - Parameter platform: an Apple platform.
    public init(_ platform: ApplePlatform) {
        switch platform {
        case .iOS, .iPadOS: self = .ios
        case .watchOS: self = .watchos
        case .visionOS: self = .visionos
        case .tvOS: self = .tvos
        case .macOS: self = .macos
        }
    }

    /// The logical unit the platform's guideline uses.
    public var unit: LengthUnit {
        switch self {
        case .ios, .watchos, .visionos, .tvos, .macos: .point
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
        case .watchos: "Apple HIG (watchOS)"
        case .visionos: "Apple HIG (visionOS)"
        case .tvos: "Apple HIG (tvOS)"
        case .macos: "Apple HIG (macOS)"
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
