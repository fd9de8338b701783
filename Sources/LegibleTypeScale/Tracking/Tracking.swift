/// Letter spacing (tracking) to add between characters, in the two units the HIG lists.
///
/// ```swift
/// let tracking = TrackingTable.sfPro.tracking(atSize: 28)
/// tracking.perMille  // 14 (1/1000 em)
/// tracking.points    // 0.38
/// ```
public struct Tracking: Sendable, Hashable, Codable {
    /// Tracking in thousandths of an em (of the font size), the HIG's "Tracking (1/1000 em)".
    public let perMille: Double
    /// Tracking in points at the size it was looked up for, the HIG's "Tracking (points)":
    /// what `NSAttributedString.Key.kern` or SwiftUI `.tracking(_:)` takes.
    public let points: Double

    /// Creates a tracking value from both units.
    public init(perMille: Double, points: Double) {
        self.perMille = perMille
        self.points = points
    }
}

/// One published row of a tracking table. `points` is `nil` where the source lists only the
/// 1/1000-em value.
struct TrackingRow: Sendable, Hashable {
    let size: Double
    let perMille: Double
    let points: Double?
}
