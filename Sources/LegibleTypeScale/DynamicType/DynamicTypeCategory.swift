/// One of the twelve iOS text sizes a person picks in Settings: seven standard sizes, xSmall to
/// xxxLarge (Large is the default), and five larger accessibility sizes, AX1 to AX5.
///
/// Categories are ordered from smallest to largest:
///
/// ```swift
/// let category = try DynamicTypeCategory(parsing: "accessibilityExtraExtraExtraLarge")  // .ax5
/// category.displayName          // "AX5"
/// category > .xxxLarge          // true
/// category.isAccessibilityCategory  // true
/// ```
public enum DynamicTypeCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    /// Extra small (UIKit `.extraSmall`).
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large (UIKit `.extraLarge`).
    case xLarge
    /// Extra extra large (UIKit `.extraExtraLarge`).
    case xxLarge
    /// Extra extra extra large (UIKit `.extraExtraExtraLarge`), the largest standard size.
    case xxxLarge
    /// AX1 (UIKit `.accessibilityMedium`, SwiftUI `.accessibility1`).
    case ax1
    /// AX2 (UIKit `.accessibilityLarge`, SwiftUI `.accessibility2`).
    case ax2
    /// AX3 (UIKit `.accessibilityExtraLarge`, SwiftUI `.accessibility3`).
    case ax3
    /// AX4 (UIKit `.accessibilityExtraExtraLarge`, SwiftUI `.accessibility4`).
    case ax4
    /// AX5 (UIKit `.accessibilityExtraExtraExtraLarge`, SwiftUI `.accessibility5`), the largest.
    case ax5

    /// The short name used in Legible's tables and reports: "xSmall", "Small", "Medium",
    /// "Large", "xLarge", "xxLarge", "xxxLarge", "AX1" … "AX5".
    public var displayName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .ax1: "AX1"
        case .ax2: "AX2"
        case .ax3: "AX3"
        case .ax4: "AX4"
        case .ax5: "AX5"
        }
    }

    /// Whether this is one of the five accessibility sizes (Settings › Accessibility › Larger Text).
    public var isAccessibilityCategory: Bool { self >= .ax1 }

    /// The position from xSmall (0) to AX5 (11).
    var ordinal: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .ax1: 7
        case .ax2: 8
        case .ax3: 9
        case .ax4: 10
        case .ax5: 11
        }
    }

    /// Smaller categories sort first.
    public static func < (lhs: DynamicTypeCategory, rhs: DynamicTypeCategory) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// Parses a category name, ignoring case, spaces, hyphens, underscores, dots and brackets.
    ///
    /// Accepted: `AX5`, `accessibility5` (SwiftUI), `accessibilityExtraExtraExtraLarge` (UIKit),
    /// `UICTContentSizeCategoryAccessibilityXXXL` (raw value), `xxxLarge`, `extraExtraExtraLarge`,
    /// `XXXL`, `Large (default)` and the like for every category.
    ///
    /// - Throws: ``TypeScaleError`` naming the input and listing the categories.
    public init(parsing text: String) throws(TypeScaleError) {
        let prefixes = ["UICTContentSizeCategory", "UIContentSizeCategory", "ContentSizeCategory", "DynamicTypeSize"]
        guard let category = lookUp(text, prefixes: prefixes, in: Self.spellings) else {
            throw .unknown(
                "content size category", text, expected: Self.allCases.map(\.displayName),
                hint: "or the UIKit, SwiftUI or UICTContentSizeCategory name")
        }
        self = category
    }

    private static let spellings: [(DynamicTypeCategory, [String])] = [
        (.xSmall, ["xsmall", "extrasmall", "xs"]),
        (.small, ["small", "s"]),
        (.medium, ["medium", "m"]),
        (.large, ["large", "l", "largedefault", "default"]),
        (.xLarge, ["xlarge", "extralarge", "xl"]),
        (.xxLarge, ["xxlarge", "extraextralarge", "xxl"]),
        (.xxxLarge, ["xxxlarge", "extraextraextralarge", "xxxl"]),
        (.ax1, ["ax1", "accessibility1", "accessibilitymedium", "accessibilitym"]),
        (.ax2, ["ax2", "accessibility2", "accessibilitylarge", "accessibilityl"]),
        (.ax3, ["ax3", "accessibility3", "accessibilityextralarge", "accessibilityxl"]),
        (.ax4, ["ax4", "accessibility4", "accessibilityextraextralarge", "accessibilityxxl"]),
        (.ax5, ["ax5", "accessibility5", "accessibilityextraextraextralarge", "accessibilityxxxl"]),
    ]
}
