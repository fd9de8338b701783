import Foundation

/// What APCA's font lookup table allows at one weight for a given Lc.
public enum APCAFontRequirement: Sendable, Hashable {
    /// Too little contrast for anything (the table's 999).
    case prohibited
    /// Enough only for non-text elements and spot text, not for reading (the table's 777).
    case nonTextOnly
    /// Text of at least this many CSS pixels is readable.
    case minimumSize(Double)
}

/// APCA's published font lookup table (`fontLookupAPCA`, Public Beta 0.1.7 (G), May 28 2022):
/// the smallest font size, in CSS px (reference font Barlow), per weight 100…900, for an Lc.
///
/// Sizes between the table's Lc rows (every 5) are interpolated exactly as the published
/// function does. The table assumes fluent reading text; APCA's guidance adds Lc 15 to values
/// under Lc 70 for body text. Advisory, like ``APCA``. Tables/apca-font-sizes.csv and
/// Tables/apca-font-deltas.csv hold the same numbers.
///
/// ```swift
/// let sizes = APCAFontLookup.minimumFontSizes(lc: 75)
/// sizes[400]   // .minimumSize(18)
/// sizes[100]   // .minimumSize(60)
/// APCAFontLookup.minimumFontSizes(lc: 20)[400]   // .nonTextOnly
/// ```
public enum APCAFontLookup {
    /// The weights the table has columns for.
    public static let weights = [100, 200, 300, 400, 500, 600, 700, 800, 900]

    /// The Lc of each table row.
    static let rowContrasts: [Double] = [
        0, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 105, 110, 115, 120, 125,
    ]

    /// Font size in px per weight for each row; 999 = prohibited, 777 = non-text only.
    static let sizes: [[Double]] = [
        [999, 999, 999, 999, 999, 999, 999, 999, 999],
        [999, 999, 999, 999, 999, 999, 999, 999, 999],
        [777, 777, 777, 777, 777, 777, 777, 777, 777],
        [777, 777, 777, 777, 777, 777, 777, 777, 777],
        [777, 777, 777, 120, 120, 108, 96, 96, 96],
        [777, 777, 120, 108, 108, 96, 72, 72, 72],
        [777, 120, 108, 96, 72, 60, 48, 48, 48],
        [120, 108, 96, 60, 48, 42, 32, 32, 32],
        [108, 96, 72, 42, 32, 28, 24, 24, 24],
        [96, 72, 60, 32, 28, 24, 21, 21, 21],
        [80, 60, 48, 28, 24, 21, 18, 18, 18],
        [72, 48, 42, 24, 21, 18, 16, 16, 18],
        [68, 46, 32, 21.75, 19, 17, 15, 16, 18],
        [64, 44, 28, 19.5, 18, 16, 14.5, 16, 18],
        [60, 42, 24, 18, 16, 15, 14, 16, 18],
        [56, 38.25, 23, 17.25, 15.81, 14.81, 14, 16, 18],
        [52, 34.5, 22, 16.5, 15.625, 14.625, 14, 16, 18],
        [48, 32, 21, 16, 15.5, 14.5, 14, 16, 18],
        [45, 28, 19.5, 15.5, 15, 14, 13.5, 16, 18],
        [42, 26.5, 18.5, 15, 14.5, 13.5, 13, 16, 18],
        [39, 25, 18, 14.5, 14, 13, 12, 16, 18],
        [36, 24, 18, 14, 13, 12, 11, 16, 18],
        [34.5, 22.5, 17.25, 12.5, 11.875, 11.25, 10.625, 14.5, 16.5],
        [33, 21, 16.5, 11, 10.75, 10.5, 10.25, 13, 15],
        [32, 20, 16, 10, 10, 10, 10, 12, 14],
    ]

    /// The published per-row decrease in size towards the next row, used for interpolation.
    static let deltas: [[Double]] = [
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 12, 12, 12, 24, 24, 24],
        [0, 0, 12, 12, 36, 36, 24, 24, 24],
        [0, 12, 12, 36, 24, 18, 16, 16, 16],
        [12, 12, 24, 18, 16, 14, 8, 8, 8],
        [12, 24, 12, 10, 4, 4, 3, 3, 3],
        [16, 12, 12, 4, 4, 3, 3, 3, 3],
        [8, 12, 6, 4, 3, 3, 2, 2, 0],
        [4, 2, 10, 2.25, 2, 1, 1, 0, 0],
        [4, 2, 4, 2.25, 1, 1, 0.5, 0, 0],
        [4, 2, 4, 1.5, 2, 1, 0.5, 0, 0],
        [4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],
        [4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],
        [4, 2.5, 1, 0.5, 0.125, 0.125, 0, 0, 0],
        [3, 4, 1.5, 0.5, 0.5, 0.5, 0.5, 0, 0],
        [3, 1.5, 1, 0.5, 0.5, 0.5, 0.5, 0, 0],
        [3, 1.5, 0.5, 0.5, 0.5, 0.5, 1, 0, 0],
        [3, 1, 0, 0.5, 1, 1, 1, 0, 0],
        [1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],
        [1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],
        [1, 1, 0.5, 1, 0.75, 0.5, 0.25, 1, 1],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]

    /// The requirement at each weight in ``weights`` for an Lc (its sign is ignored).
    public static func minimumFontSizes(lc: Double) -> [Int: APCAFontRequirement] {
        let contrast = lc.isFinite ? abs(lc) : 0
        // Rows are every 5 Lc from 10 on; below 10 the Lc 0 row applies. Beyond the table, its last row.
        let row = contrast < 10 ? 0 : min(Int(contrast / 5) - 1, rowContrasts.count - 1)
        let stepFraction = (contrast - rowContrasts[row]) / 5
        var result: [Int: APCAFontRequirement] = [:]
        for (column, weight) in weights.enumerated() {
            let size = sizes[row][column]
            let delta = deltas[row][column]
            let requirement: APCAFontRequirement
            if size == 999 || (size <= 400 && contrast < 14.5) {
                requirement = .prohibited
            } else if size == 777 || contrast < 29.5 {
                requirement = .nonTextOnly
            } else if size > 24 {
                requirement = .minimumSize((size - delta * stepFraction).rounded(.toNearestOrAwayFromZero))
            } else {
                // Smaller sizes move in half-pixel steps, rounded towards the larger size.
                requirement = .minimumSize(size - (2 * delta * stepFraction).rounded(.down) * 0.5)
            }
            result[weight] = requirement
        }
        return result
    }
}
