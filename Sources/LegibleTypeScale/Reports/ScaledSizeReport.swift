import LegibleReporting

/// A custom font size scaled to content size categories as a report, the way
/// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)` scales it, approximately.
///
/// Each category's size is the size at Large times the text style's own growth (its size at
/// the category ÷ its size at Large), capped at a maximum; see
/// ``DynamicType/scaled(_:style:category:maximum:)`` for how far this is from Apple's curve.
/// It is what `legible scale` prints:
///
/// ```swift
/// let report = try ScaledSizeReport(size: 15, style: .body, categories: [.ax5], maximum: 40)
/// report.rows[0].uncapped    // 46.76…
/// report.rows[0].scaled      // 40
/// report.rows[0].isCapped    // true
/// ```
///
/// ## Formats
/// - `text`: a title and a table of category, ratio, size (and "capped from" where the
///   maximum applies).
/// - `json`: an array of objects with `size`, `style`, `category`, `ratio` (rounded to 4
///   decimals), `scaled` and `uncapped` (rounded to 3 decimals), `maximum` and `capped`.
///
/// The report never ``fails``.
public struct ScaledSizeReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// A table for people.
        case text
        /// An array of objects, one per category.
        case json
    }

    /// The size at one content size category.
    public struct Row: Sendable, Hashable, Codable {
        /// The content size category.
        public let category: DynamicTypeCategory
        /// The style's size at ``category`` divided by its size at Large.
        public let ratio: Double
        /// The size at Large times ``ratio``, in points.
        public let uncapped: Double
        /// ``uncapped``, at most the report's maximum, in points.
        public let scaled: Double

        /// Whether the maximum made the size smaller.
        public var isCapped: Bool { scaled < uncapped }

        /// Creates a row from its values.
        ///
        /// - Parameters:
        ///   - category: the content size category.
        ///   - ratio: the style's growth from Large to `category`.
        ///   - uncapped: the scaled size before the maximum, in points.
        ///   - scaled: the scaled size after the maximum, in points.
        public init(category: DynamicTypeCategory, ratio: Double, uncapped: Double, scaled: Double) {
            self.category = category
            self.ratio = ratio
            self.uncapped = uncapped
            self.scaled = scaled
        }
    }

    /// The size at the default category, Large, in points.
    public let size: Double
    /// The text style whose growth the size follows.
    public let style: TextStyle
    /// The largest size allowed, in points (`maximumPointSize`), or `nil`.
    public let maximum: Double?
    /// One row per category, in the order asked for.
    public let rows: [Row]
    /// The platform whose Dynamic Type table the size follows (iOS, iPadOS or watchOS).
    public let platform: ApplePlatform

    /// Scaling is a calculation, not a check, so the report never fails.
    public var fails: Bool { false }

    /// Scales a size at Large to content size categories.
    ///
    /// - Parameters:
    ///   - size: the size (or any layout value) at Large, in points, greater than zero.
    ///   - style: the text style whose growth to follow; Body by default, as SwiftUI's
    ///     `Font.custom(_:size:)` does.
    ///   - categories: the categories to scale to, in order; `nil` (the default) for all the
    ///     platform's: twelve on iOS, nine on watchOS.
    ///   - maximum: the largest size allowed, in points, greater than zero; `nil` for none.
    ///   - platform: whose Dynamic Type table to follow: iOS (the default), iPadOS or watchOS.
    /// - Throws: ``TypeScaleError`` when `size` or `maximum` is not a text size
    ///   (``TypeScaleNumber/pointSizes``, 1 to 10,000 points), or the platform has no table with
    ///   categories, or not `style` or one of `categories` (watchOS has no Callout, no Medium).
    public init(
        size: Double, style: TextStyle = .body, categories: [DynamicTypeCategory]? = nil, maximum: Double? = nil,
        platform: ApplePlatform = .iOS
    ) throws(TypeScaleError) {
        try TypeScaleNumber.check(size, role: "size", in: TypeScaleNumber.pointSizes, unit: "points")
        if let maximum {
            try TypeScaleNumber.check(maximum, role: "maximum", in: TypeScaleNumber.pointSizes, unit: "points")
        }
        let name = platform.displayName
        guard !platform.contentSizeCategories.isEmpty else {
            throw TypeScaleError("\(name) has no published Dynamic Type table with categories to scale along (iOS, iPadOS and watchOS have)")
        }
        guard platform.textStyles.contains(PlatformTextStyle(style)) else {
            throw .unknown("\(name) text style", style.displayName, expected: platform.textStyles.compactMap(\.textStyle).map(\.displayName))
        }
        for category in categories ?? [] where !platform.contentSizeCategories.contains(category) {
            throw .unknown("\(name) content size category", category.displayName, expected: platform.contentSizeCategories.map(\.displayName))
        }
        self.size = size
        self.style = style
        self.maximum = maximum
        self.platform = platform
        rows = (categories ?? platform.contentSizeCategories).map { category in
            let style = PlatformTextStyle(style)
            let uncapped = DynamicType.scaled(size, style: style, category: category, on: platform) ?? size
            return Row(
                category: category, ratio: DynamicType.scaled(1, style: style, category: category, on: platform) ?? 1,
                uncapped: uncapped, scaled: maximum.map { min(uncapped, $0) } ?? uncapped)
        }
    }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .json:
            output.write(SortedJSON.string(rows.map { JSONRow($0, in: self) }) + "\n")
        case .text:
            let title =
                "\(size.reportText(decimals: 3)) pt at Large, scaled with \(style.displayName)"
                + (platform == .iOS || platform == .iPadOS ? "" : " on \(platform.displayName)")
                + (maximum.map { ", at most \($0.reportText(decimals: 3)) pt" } ?? "")
            var table = [["Category", "Ratio", "Size (pt)", ""]]
            for row in rows {
                // Rounded as in the JSON first, then shown with fewer decimals.
                table.append([
                    row.category.displayName, "×" + row.ratio.reportRounded(decimals: 4).reportText(decimals: 4),
                    row.scaled.reportRounded(decimals: 3).reportText(decimals: 2),
                    row.isCapped ? "capped from \(row.uncapped.reportRounded(decimals: 3).reportText(decimals: 2))" : "",
                ])
            }
            output.write(title + "\n\n" + TextTable.render(table) + "\n")
        }
    }

    private struct JSONRow: Encodable {
        let size: Double
        let style: String
        let category: String
        let ratio: Double
        let scaled: Double
        let uncapped: Double
        let maximum: Double?
        let capped: Bool

        init(_ row: Row, in report: ScaledSizeReport) {
            size = report.size
            style = report.style.displayName
            category = row.category.displayName
            ratio = row.ratio.reportRounded(decimals: 4)
            scaled = row.scaled.reportRounded(decimals: 3)
            uncapped = row.uncapped.reportRounded(decimals: 3)
            maximum = report.maximum
            capped = row.isCapped
        }
    }
}
