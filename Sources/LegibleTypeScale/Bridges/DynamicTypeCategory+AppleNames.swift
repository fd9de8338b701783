/// Conversions to and from the names UIKit and SwiftUI give the content size categories, for a
/// design system that reads or writes them without importing either framework.
///
/// | Legible | UIKit `UIContentSizeCategory` (``uiKitName``) | raw value (``uiKitRawValue``) | SwiftUI `DynamicTypeSize` (``swiftUIName``) |
/// | --- | --- | --- | --- |
/// | ``xSmall`` | `.extraSmall` | `UICTContentSizeCategoryXS` | `.xSmall` |
/// | ``large`` | `.large` | `UICTContentSizeCategoryL` | `.large` |
/// | ``ax3`` | `.accessibilityExtraLarge` | `UICTContentSizeCategoryAccessibilityXL` | `.accessibility3` |
///
/// SwiftUI's older `ContentSizeCategory` uses UIKit's case names. In an app target:
///
/// ```swift
/// let category = DynamicTypeCategory(uiKitRawValue: traitCollection.preferredContentSizeCategory.rawValue)
/// let size = DynamicType.metrics(for: .body, category: category ?? .large).size
/// ```
extension DynamicTypeCategory {
    /// The raw value of UIKit's `UIContentSizeCategory`: `"UICTContentSizeCategoryXS"` …
    /// `"UICTContentSizeCategoryAccessibilityXXXL"`.
    public var uiKitRawValue: String {
        "UICTContentSizeCategory" + uiKitRawValueSuffix
    }

    /// The category with a UIKit `UIContentSizeCategory` raw value, such as
    /// `"UICTContentSizeCategoryAccessibilityL"`; `nil` for any other string, including
    /// `.unspecified`.
    ///
    /// - Parameter uiKitRawValue: `preferredContentSizeCategory.rawValue`.
    public init?(uiKitRawValue: String) {
        guard let category = Self.allCases.first(where: { $0.uiKitRawValue == uiKitRawValue }) else { return nil }
        self = category
    }

    /// The case name of UIKit's `UIContentSizeCategory` and of SwiftUI's `ContentSizeCategory`:
    /// `"extraSmall"`, `"large"`, `"accessibilityExtraLarge"`.
    public var uiKitName: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .ax1: "accessibilityMedium"
        case .ax2: "accessibilityLarge"
        case .ax3: "accessibilityExtraLarge"
        case .ax4: "accessibilityExtraExtraLarge"
        case .ax5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The category with a UIKit `UIContentSizeCategory` (or SwiftUI `ContentSizeCategory`) case
    /// name, written as in code: `"accessibilityLarge"`, `".accessibilityLarge"`,
    /// `"UIContentSizeCategory.accessibilityLarge"`; `nil` for any other name.
    ///
    /// - Parameter uiKitName: the case name, matched exactly (case included).
    public init?(uiKitName: String) {
        let name = bareCaseName(uiKitName, typeNames: ["UIContentSizeCategory", "ContentSizeCategory"])
        guard let category = Self.allCases.first(where: { $0.uiKitName == name }) else { return nil }
        self = category
    }

    /// The case name of SwiftUI's `DynamicTypeSize`: `"xSmall"`, `"large"`, `"accessibility3"`.
    public var swiftUIName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .ax1: "accessibility1"
        case .ax2: "accessibility2"
        case .ax3: "accessibility3"
        case .ax4: "accessibility4"
        case .ax5: "accessibility5"
        }
    }

    /// The category with a SwiftUI case name, written as in code: a `DynamicTypeSize`
    /// (`"accessibility3"`, `".accessibility3"`, `"DynamicTypeSize.accessibility3"`) or a
    /// `ContentSizeCategory` (`"ContentSizeCategory.accessibilityLarge"`); `nil` for any other name.
    ///
    /// - Parameter swiftUIName: the case name, matched exactly (case included).
    public init?(swiftUIName: String) {
        let name = bareCaseName(swiftUIName, typeNames: ["DynamicTypeSize", "ContentSizeCategory"])
        guard let category = Self.allCases.first(where: { $0.swiftUIName == name || $0.uiKitName == name }) else { return nil }
        self = category
    }

    /// The end of the raw value after `UICTContentSizeCategory`.
    private var uiKitRawValueSuffix: String {
        switch self {
        case .xSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .xLarge: "XL"
        case .xxLarge: "XXL"
        case .xxxLarge: "XXXL"
        case .ax1: "AccessibilityM"
        case .ax2: "AccessibilityL"
        case .ax3: "AccessibilityXL"
        case .ax4: "AccessibilityXXL"
        case .ax5: "AccessibilityXXXL"
        }
    }
}
