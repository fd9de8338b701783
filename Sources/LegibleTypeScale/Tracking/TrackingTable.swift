/// Apple's published tracking tables, one per font family.
///
/// ```swift
/// let table = try TrackingTable(parsing: "SF Pro")
/// table.tracking(atSize: 17)    // −26/1000 em, −0.43 pt (a published row)
/// table.tracking(atSize: 55)    // 6/1000 em, 0.31 pt (between the 54 and 56 pt rows)
/// TrackingTable.sfLegacy.tracking(atSize: 20)  // +19/1000 em: SF Pro Display
/// ```
///
/// ## Lookup rule
/// - At a published size: the published values, both units as listed (the HIG rounds the em
///   column to whole units, so its points are not always size × em ÷ 1000).
/// - Between two published sizes: each unit interpolated linearly in size between the two rows.
/// - Below the first or above the last row: the em value of that end row, and points = size ×
///   em ÷ 1000 (so the tracking keeps scaling with the size).
/// - ``sfLegacy`` and ``sfCompact`` switch from the Text design to the Display design at 20 pt:
///   sizes below 20 pt use only the Text rows, 20 pt and up only the Display rows, so nothing
///   is interpolated across the switch.
/// - ``sfLegacy`` is a step table: its source lists only the sizes where the whole-unit em value
///   changes and holds each value until the next listed size, so a size in a gap (7, 23, 26,
///   28, 29, 31 pt…) takes the value of the listed size below it, and points = size × em ÷ 1000.
///   Independent copies of the old HIG agree at 28 pt (13 → 0.36 pt) and 34 pt (11 → 0.37 pt).
public enum TrackingTable: String, CaseIterable, Sendable {
    /// SF Pro, the variable system font of iOS 14 and later (iOS, iPadOS, visionOS table; 6–96 pt).
    case sfPro
    /// SF Pro Rounded (6–96 pt).
    case sfProRounded
    /// New York, Apple's serif (6–260 pt).
    case newYork
    /// SF Compact, watchOS (6–96 pt; Text below 20 pt, Display from 20 pt).
    case sfCompact
    /// SF Compact Rounded, watchOS (6–96 pt).
    case sfCompactRounded
    /// The static SF Pro Text / SF Pro Display fonts before 2020 (SF UI Text / SF UI Display):
    /// Text at 19 pt and below (6–19 pt), Display at 20 pt and above (20–69 pt), each listed
    /// value held until the next listed size.
    case sfLegacy

    /// The family's name: "SF Pro", "SF Pro Rounded", "New York", "SF Compact",
    /// "SF Compact Rounded", "SF Pro Text/Display (static)".
    public var displayName: String {
        switch self {
        case .sfPro: "SF Pro"
        case .sfProRounded: "SF Pro Rounded"
        case .newYork: "New York"
        case .sfCompact: "SF Compact"
        case .sfCompactRounded: "SF Compact Rounded"
        case .sfLegacy: "SF Pro Text/Display (static)"
        }
    }

    /// The size, in points, from which the Display rows apply, for the families that switch.
    public static let textToDisplaySwitch: Double = 20

    /// Whether the table has separate Text (below 20 pt) and Display (20 pt and up) parts.
    public var switchesTextToDisplay: Bool {
        self == .sfLegacy || self == .sfCompact
    }

    /// Parses a family name, ignoring case, spaces, hyphens and underscores.
    ///
    /// Accepted: the display names (`SF Pro`, `New York`…), the case names (`sfProRounded`),
    /// and for ``sfLegacy`` also `SF Pro Text`, `SF Pro Display`, `SF UI Text`, `SF UI Display`
    /// and `legacy`.
    ///
    /// - Throws: ``TypeScaleError`` naming the input and listing the families.
    public init(parsing text: String) throws(TypeScaleError) {
        guard let table = lookUp(text, prefixes: [], in: Self.spellings) else {
            throw .unknown(
                "font family", text, expected: Self.allCases.map(\.displayName),
                hint: "or SF Pro Text, SF Pro Display, SF UI Text, SF UI Display for the static fonts")
        }
        self = table
    }

    private static let spellings: [(TrackingTable, [String])] = [
        (.sfPro, ["sfpro", "sf", "sanfrancisco", "system"]),
        (.sfProRounded, ["sfprorounded", "sfrounded"]),
        (.newYork, ["newyork", "ny"]),
        (.sfCompact, ["sfcompact"]),
        (.sfCompactRounded, ["sfcompactrounded"]),
        (
            .sfLegacy,
            [
                "sflegacy", "legacy", "sfprotextdisplaystatic", "sfprotextdisplay", "sfprotext", "sfprodisplay",
                "sfuitext", "sfuidisplay",
            ]
        ),
    ]

    /// The tracking for text at `points` in this family, by the lookup rule above.
    public func tracking(atSize points: Double) -> Tracking {
        lookUpTracking(atSize: points).tracking
    }

    /// The tracking at `points` and which rows of the table it came from.
    public func lookUpTracking(atSize points: Double) -> TrackingLookup {
        let rows = rowsApplying(atSize: points)
        guard let first = rows.first, let last = rows.last else {
            return TrackingLookup(tracking: Tracking(perMille: 0, points: 0), basis: .publishedRow(size: points))
        }
        if let row = rows.first(where: { $0.size == points }) {
            return TrackingLookup(tracking: row.tracking, basis: .publishedRow(size: row.size))
        }
        if points < first.size {
            return TrackingLookup(tracking: first.tracking(scaledTo: points), basis: .clampedToFirstRow(size: first.size))
        }
        guard let upperIndex = rows.firstIndex(where: { $0.size > points }), upperIndex > 0 else {
            return TrackingLookup(tracking: last.tracking(scaledTo: points), basis: .clampedToLastRow(size: last.size))
        }
        let (lower, upper) = (rows[upperIndex - 1], rows[upperIndex])
        if self == .sfLegacy {
            return TrackingLookup(tracking: lower.tracking(scaledTo: points), basis: .heldFromRow(size: lower.size))
        }
        let fraction = (points - lower.size) / (upper.size - lower.size)
        let perMille = lower.perMille + (upper.perMille - lower.perMille) * fraction
        let lowerPoints = lower.tracking.points
        let trackingPoints = lowerPoints + (upper.tracking.points - lowerPoints) * fraction
        return TrackingLookup(
            tracking: Tracking(perMille: perMille, points: trackingPoints),
            basis: .interpolated(lowerSize: lower.size, upperSize: upper.size))
    }

    /// The rows that apply at a size: all of them, or the Text or Display part for families
    /// that switch at 20 pt.
    private func rowsApplying(atSize points: Double) -> [TrackingRow] {
        guard switchesTextToDisplay else { return publishedRows }
        let isDisplay = points >= Self.textToDisplaySwitch
        return publishedRows.filter { ($0.size >= Self.textToDisplaySwitch) == isDisplay }
    }
}

/// A tracking value and the rows of the table it was derived from.
public struct TrackingLookup: Sendable, Hashable, Codable {
    /// The tracking.
    public let tracking: Tracking
    /// How it was derived.
    public let basis: TrackingBasis

    /// Creates a lookup result from its values.
    ///
    /// - Parameters:
    ///   - tracking: the tracking.
    ///   - basis: the rows of the table it was derived from.
    public init(tracking: Tracking, basis: TrackingBasis) {
        self.tracking = tracking
        self.basis = basis
    }
}

/// How a tracking value was derived from its table.
public enum TrackingBasis: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The table lists this size.
    case publishedRow(size: Double)
    /// Interpolated linearly between two listed sizes.
    case interpolated(lowerSize: Double, upperSize: Double)
    /// In a gap of a step table (``TrackingTable/sfLegacy``): the em value of the listed size below.
    case heldFromRow(size: Double)
    /// Smaller than the first listed size: that row's em value.
    case clampedToFirstRow(size: Double)
    /// Larger than the last listed size: that row's em value.
    case clampedToLastRow(size: Double)

    /// A short phrase for reports: "published row", "interpolated between 54 and 56 pt"…
    public var description: String {
        switch self {
        case .publishedRow: "published row"
        case .interpolated(let lower, let upper): "interpolated between \(lower.trimmed) and \(upper.trimmed) pt"
        case .heldFromRow(let size): "not listed: 1/1000 em of the \(size.trimmed) pt row, held until the next listed size"
        case .clampedToFirstRow(let size): "below the table: 1/1000 em of the \(size.trimmed) pt row"
        case .clampedToLastRow(let size): "above the table: 1/1000 em of the \(size.trimmed) pt row"
        }
    }
}

extension TrackingRow {
    /// The row's values; points derived from the em value where the source gives none.
    var tracking: Tracking {
        Tracking(perMille: perMille, points: points ?? size * perMille / 1000)
    }

    /// The row's em value applied at another size.
    func tracking(scaledTo otherSize: Double) -> Tracking {
        Tracking(perMille: perMille, points: otherSize * perMille / 1000)
    }
}

extension Double {
    /// The number without a trailing ".0": "20", "20.5".
    var trimmed: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
