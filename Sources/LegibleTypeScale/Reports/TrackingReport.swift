import LegibleReporting

/// Apple's tracking for one font size as a report: the value in 1/1000 em and in points, and
/// which rows of the family's table it came from.
///
/// It is what `legible tracking` prints:
///
/// ```swift
/// let report = try TrackingReport(size: 28)
/// report.lookup.tracking.points           // 0.38
/// print(report.rendered(as: .text), terminator: "")
/// // SF Pro at 28 pt: 14/1000 em = 0.38 pt (published row)
/// ```
///
/// ## Formats
/// - `text`: one line, `SF Pro at 28 pt: 14/1000 em = 0.38 pt (published row)`.
/// - `json`: one object with `family`, `size`, `tracking1000em` (rounded to 3 decimals),
///   `trackingPoints` (rounded to 4 decimals) and `basis`.
///
/// The lookup rule is ``TrackingTable``'s. The report never ``fails``.
public struct TrackingReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// One line for people.
        case text
        /// One object.
        case json
    }

    /// The font family whose table was used.
    public let family: TrackingTable
    /// The font size in points.
    public let size: Double
    /// The tracking at ``size`` and the rows it came from.
    public let lookup: TrackingLookup

    /// Tracking is reference data, so the report never fails.
    public var fails: Bool { false }

    /// Looks a size up in a family's tracking table.
    ///
    /// - Parameters:
    ///   - size: the font size in points, greater than zero.
    ///   - family: the family's table; SF Pro by default.
    /// - Throws: ``TypeScaleError`` when `size` is not a text size (``TypeScaleNumber/pointSizes``,
    ///   1 to 10,000 points).
    public init(size: Double, family: TrackingTable = .sfPro) throws(TypeScaleError) {
        try TypeScaleNumber.check(size, role: "size", in: TypeScaleNumber.pointSizes, unit: "points")
        self.family = family
        self.size = size
        lookup = family.lookUpTracking(atSize: size)
    }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        let perMille = lookup.tracking.perMille.reportRounded(decimals: 3)
        let points = lookup.tracking.points.reportRounded(decimals: 4)
        switch format {
        case .json:
            let object = JSONObject(
                family: family.displayName, size: size, tracking1000em: perMille, trackingPoints: points, basis: lookup.basis.description)
            output.write(SortedJSON.string(object) + "\n")
        case .text:
            output.write(
                "\(family.displayName) at \(size.reportText(decimals: 3)) pt: \(perMille.reportText(decimals: 3))/1000 em = "
                    + "\(points.reportText(decimals: 4)) pt (\(lookup.basis))\n")
        }
    }

    private struct JSONObject: Encodable {
        let family: String
        let size: Double
        let tracking1000em: Double
        let trackingPoints: Double
        let basis: String
    }
}
