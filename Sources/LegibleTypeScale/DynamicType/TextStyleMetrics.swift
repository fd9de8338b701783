/// The font iOS uses for one text style at one content size category, from the HIG's
/// Dynamic Type table.
///
/// ```swift
/// let body = DynamicType.metrics(for: .body, category: .ax3)
/// body.size      // 40
/// body.leading   // 48
/// body.weight    // .regular
/// body.emphasizedWeight  // .semibold
/// ```
public struct TextStyleMetrics: Sendable, Hashable, Codable {
    /// Font size in points.
    public let size: Double
    /// The HIG's leading (line height) in points: a design value, larger than the font's natural
    /// line height (`UIFont.lineHeight`).
    public let leading: Double
    /// The style's regular weight (Semibold for Headline, Regular for the others).
    public let weight: FontWeight
    /// The weight with the bold symbolic trait (`.traitBold`), as the HIG lists it.
    public let emphasizedWeight: FontWeight

    /// Creates metrics from their values.
    public init(size: Double, leading: Double, weight: FontWeight, emphasizedWeight: FontWeight) {
        self.size = size
        self.leading = leading
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
    }
}
