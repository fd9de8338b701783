/// iOS and iPadOS Dynamic Type: the published size of every text style at every content size
/// category, and the scaling of custom sizes.
///
/// The numbers are the HIG's "Dynamic Type sizes" tables (revision of December 16, 2025; the
/// June 2023 revision and `UIFont.preferredFont(forTextStyle:)` dumps from the simulator agree),
/// kept in `Tables/dynamic-type-ios.csv` and `Tables/ios-emphasized-weights.csv`.
///
/// ```swift
/// DynamicType.metrics(for: .body, category: .large).size     // 17, the default
/// DynamicType.metrics(for: .body, category: .ax5).size       // 53
/// DynamicType.scaled(15, style: .body, category: .ax5, maximum: 40)  // 40 (46.76 uncapped)
/// ```
public enum DynamicType {
    /// The HIG's smallest size for iOS text, in points; Caption 1 and Caption 2 never go below it.
    public static let minimumSize: Double = 11

    /// The default content size category on iOS, Large.
    public static let defaultCategory = DynamicTypeCategory.large

    /// The size, leading and weights of `style` at `category`, as the HIG publishes them.
    public static func metrics(for style: TextStyle, category: DynamicTypeCategory) -> TextStyleMetrics {
        let scale = publishedScale(for: style)
        return TextStyleMetrics(
            size: scale.sizes[category.ordinal], leading: scale.leadings[category.ordinal],
            weight: scale.weight, emphasizedWeight: scale.emphasizedWeight)
    }

    /// Scales a custom size the way `UIFontMetrics(forTextStyle:).scaledValue(for:)` and
    /// `scaledFont(for:maximumPointSize:)` do, approximately.
    ///
    /// `size` is the value at the default category (Large). The result is `size` times the
    /// style's own ratio, its size at `category` divided by its size at Large, capped at
    /// `maximum` when one is given:
    ///
    /// ```swift
    /// DynamicType.scaled(15, style: .body, category: .ax5)               // 15 × 53/17 = 46.76
    /// DynamicType.scaled(15, style: .body, category: .ax5, maximum: 40)  // 40
    /// DynamicType.scaled(17, style: .body, category: .medium)            // 16
    /// ```
    ///
    /// Apple does not publish UIFontMetrics' curve, and it is not exactly this ratio: observed
    /// values are `UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)` = 16.33 at Medium
    /// (the ratio gives 16), and `UIFontMetrics.default.scaledFont(for:)` of a 17-pt font = 48 pt
    /// at AX5 on iOS 11 (the ratio gives 53). Expect agreement within a point at the standard
    /// sizes and differences of several points at AX sizes; check critical layouts on a device.
    ///
    /// - Parameters:
    ///   - size: the size (or any layout value) at Large, in points.
    ///   - style: the text style whose growth to follow; SwiftUI's `Font.custom(_:size:)` follows Body.
    ///   - category: the content size category to scale to.
    ///   - maximum: an upper bound for the result, like `maximumPointSize`.
    public static func scaled(
        _ size: Double, style: TextStyle = .body, category: DynamicTypeCategory, maximum: Double? = nil
    ) -> Double {
        let scale = publishedScale(for: style)
        let ratio = scale.sizes[category.ordinal] / scale.sizes[defaultCategory.ordinal]
        let scaled = size * ratio
        guard let maximum else { return scaled }
        return min(scaled, maximum)
    }
}

/// One style's published column of the Dynamic Type table, indexed by
/// ``DynamicTypeCategory/ordinal`` (xSmall … AX5).
struct PublishedStyleScale: Sendable {
    let weight: FontWeight
    let emphasizedWeight: FontWeight
    let sizes: [Double]
    let leadings: [Double]
}
