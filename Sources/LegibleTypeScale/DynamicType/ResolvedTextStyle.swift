/// A text style as iOS draws it for one person's settings: the style at a content size
/// category, in a weight, with or without Bold Text, resolved to the size, leading, weight and
/// tracking to hand to a font.
///
/// ```swift
/// let body = ResolvedTextStyle(.body, category: .ax3, legibilityWeight: .bold)
/// body.size               // 40
/// body.leading            // 48
/// body.weight             // .semibold: Regular with Bold Text
/// body.tracking.points    // 0.37, SF Pro's tracking at 40 pt (10/1000 em)
///
/// ResolvedTextStyle(.headline).weight                          // .semibold
/// ResolvedTextStyle(.body, weight: .emphasized).weight         // .semibold (the bold trait)
/// ResolvedTextStyle(.title2, weight: .custom(.medium), legibilityWeight: .bold).weight  // .bold
/// ```
///
/// Size and leading are the HIG's Dynamic Type table (``DynamicType/metrics(for:category:)``);
/// the weight is the style's own, its emphasized weight or one you choose, then made heavier
/// by ``FontWeight/withBoldText`` when Bold Text is on; the tracking is the family's published
/// table at the size (``TrackingTable/tracking(atSize:)``). Apple's tables give one tracking
/// per size whatever the weight, so Bold Text changes only the weight.
public struct ResolvedTextStyle: Sendable, Hashable, Codable {
    /// Which weight of the style to draw.
    public enum Weight: Sendable, Hashable, Codable {
        /// The style's own weight: Semibold for Headline, Regular for the others.
        case standard
        /// The weight with the bold symbolic trait (`.traitBold`, SwiftUI's `.bold()`), as the
        /// HIG lists it per style: Bold for the titles, Semibold for the others.
        case emphasized
        /// A weight of your own, such as `.medium` for a button label set in Body.
        case custom(FontWeight)
    }

    /// The text style.
    public let style: TextStyle
    /// The content size category.
    public let category: DynamicTypeCategory
    /// The weight asked for.
    public let requestedWeight: Weight
    /// The Bold Text setting.
    public let legibilityWeight: TextLegibilityWeight
    /// The tracking table of the font family.
    public let trackingTable: TrackingTable

    /// The font size in points.
    public let size: Double
    /// The HIG's leading (line height) in points.
    public let leading: Double
    /// The weight before Bold Text: the style's own, its emphasized weight, or the custom one.
    public let designWeight: FontWeight
    /// The weight to hand to the font: ``designWeight``, made heavier when Bold Text is on.
    public let weight: FontWeight
    /// The tracking at ``size`` from ``trackingTable``, in 1/1000 em and in points (the value
    /// for `NSAttributedString.Key.kern` or SwiftUI's `.tracking(_:)`).
    public let tracking: Tracking

    /// Resolves a text style for a content size category, a weight and a Bold Text setting.
    ///
    /// - Parameters:
    ///   - style: the text style.
    ///   - category: the content size category; Large, the default, when omitted.
    ///   - weight: the style's own weight (the default), its emphasized weight or a custom one.
    ///   - legibilityWeight: the Bold Text setting; off by default.
    ///   - trackingTable: the font family's tracking table; SF Pro by default.
    public init(
        _ style: TextStyle, category: DynamicTypeCategory = DynamicType.defaultCategory, weight: Weight = .standard,
        legibilityWeight: TextLegibilityWeight = .regular, trackingTable: TrackingTable = .sfPro
    ) {
        let metrics = DynamicType.metrics(for: style, category: category)
        self.style = style
        self.category = category
        requestedWeight = weight
        self.legibilityWeight = legibilityWeight
        self.trackingTable = trackingTable
        size = metrics.size
        leading = metrics.leading
        designWeight =
            switch weight {
            case .standard: metrics.weight
            case .emphasized: metrics.emphasizedWeight
            case .custom(let custom): custom
            }
        self.weight = designWeight.applying(legibilityWeight)
        tracking = trackingTable.tracking(atSize: metrics.size)
    }
}
