extension DynamicType {
    /// The size, leading and weights of `style` on `platform`, as the HIG publishes them, or
    /// `nil` where it publishes none: a style the platform lacks (Callout on watchOS), a
    /// category outside its table (Medium or AX5 on watchOS, any category on tvOS and macOS),
    /// or any style on visionOS.
    ///
    /// ```swift
    /// DynamicType.metrics(for: .body, on: .watchOS)?.size                     // 16 (Large)
    /// DynamicType.metrics(for: .footnote2, category: .ax3, on: .watchOS)?.size  // 17
    /// DynamicType.metrics(for: .body, on: .tvOS)?.size                         // 29
    /// DynamicType.metrics(for: .headline, on: .macOS)?.weight                  // .bold
    /// DynamicType.metrics(for: .body, on: .visionOS)                           // nil
    /// ```
    ///
    /// - Parameters:
    ///   - style: the text style.
    ///   - category: the content size category; `nil` for the platform's
    ///     ``ApplePlatform/defaultContentSizeCategory`` (or its single size set).
    ///   - platform: whose table to read.
    public static func metrics(for style: PlatformTextStyle, category: DynamicTypeCategory? = nil, on platform: ApplePlatform) -> TextStyleMetrics? {
        switch platform {
        case .iOS, .iPadOS:
            guard let iOSStyle = style.textStyle else { return nil }
            return metrics(for: iOSStyle, category: category ?? defaultCategory)
        case .watchOS, .tvOS, .macOS:
            guard let column = platform.publishedStyles.first(where: { $0.style == style }) else { return nil }
            let index: Int
            if platform.contentSizeCategories.isEmpty {
                guard category == nil else { return nil }
                index = 0
            } else {
                guard let found = platform.contentSizeCategories.firstIndex(of: category ?? .large) else { return nil }
                index = found
            }
            return TextStyleMetrics(
                size: column.sizes[index], leading: column.leadings[index], weight: column.weight, emphasizedWeight: column.emphasizedWeight)
        case .visionOS:
            return nil
        }
    }

    /// The size, leading and weights of an iOS text style on `platform`, or `nil` where the HIG
    /// publishes none; the same as the ``PlatformTextStyle`` overload.
    ///
    /// - Parameters:
    ///   - style: the text style.
    ///   - category: the content size category; `nil` for the platform's default.
    ///   - platform: whose table to read.
    // Disfavoured so that a literal such as `.body` picks the PlatformTextStyle overload.
    @_disfavoredOverload
    public static func metrics(for style: TextStyle, category: DynamicTypeCategory?, on platform: ApplePlatform) -> TextStyleMetrics? {
        metrics(for: PlatformTextStyle(style), category: category, on: platform)
    }

    /// Scales a custom size with `style`'s own growth on a platform with Dynamic Type tables
    /// (iOS, iPadOS, watchOS): its size at `category` divided by its size at Large, capped at
    /// `maximum`, as ``scaled(_:style:category:maximum:)`` does for iOS. `nil` where the
    /// platform has no such style or category.
    ///
    /// ```swift
    /// DynamicType.scaled(16, style: .body, category: .ax3, on: .watchOS)   // 16 × 23/16 = 23
    /// ```
    ///
    /// On watchOS the size is the one at Large, the default of 40, 41 and 42 mm watches.
    ///
    /// - Parameters:
    ///   - size: the size at Large, in points.
    ///   - style: the text style whose growth to follow.
    ///   - category: the category to scale to.
    ///   - platform: whose table to follow.
    ///   - maximum: an upper bound for the result.
    public static func scaled(
        _ size: Double, style: PlatformTextStyle, category: DynamicTypeCategory, on platform: ApplePlatform, maximum: Double? = nil
    ) -> Double? {
        guard !platform.contentSizeCategories.isEmpty,
            let at = metrics(for: style, category: category, on: platform)?.size,
            let base = metrics(for: style, category: .large, on: platform)?.size
        else { return nil }
        // The same order of operations as the iOS overload, so iOS results agree to the last bit.
        let scaled = size * (at / base)
        return maximum.map { min(scaled, $0) } ?? scaled
    }

    /// The platform's text style whose published size at the default category is nearest to
    /// `size`: on a tie the larger style, then the one whose weight is nearest `weight`, then the
    /// first in the HIG's order; `nil` on visionOS.
    ///
    /// ```swift
    /// DynamicType.nearestStyle(toSize: 15, on: .iOS)      // .subheadline (15)
    /// DynamicType.nearestStyle(toSize: 15, on: .watchOS)  // .caption1 (15)
    /// DynamicType.nearestStyle(toSize: 15, on: .macOS)    // .title3 (15)
    /// DynamicType.nearestStyle(toSize: 15, on: .tvOS)     // .caption2 (23)
    /// DynamicType.nearestStyle(toSize: 16, weight: .regular, on: .watchOS)  // .body, not .headline
    /// ```
    ///
    /// - Parameters:
    ///   - size: a fixed font size in points.
    ///   - weight: the font's weight, to choose between styles of the same size; `nil` to ignore it.
    ///   - platform: whose styles to compare with.
    public static func nearestStyle(toSize size: Double, weight: FontWeight? = nil, on platform: ApplePlatform) -> PlatformTextStyle? {
        let candidates = platform.textStyles.compactMap { style in metrics(for: style, on: platform).map { (style, $0) } }
        // Sorted keys: size distance, then larger size first, then weight distance; min keeps the first of equals.
        func key(_ metrics: TextStyleMetrics) -> (Double, Double, Double) {
            (abs(metrics.size - size), -metrics.size, weight.map { abs(metrics.weight.value - $0.value) } ?? 0)
        }
        return candidates.min { key($0.1) < key($1.1) }?.0
    }
}
