import LegibleSyntax

/// Where a label's tracking (letter-spacing) comes from.
///
/// One type serves the measurer, layout specs and the command line, so `hig`, `font`, `none`
/// and a number of points mean the same everywhere.
///
/// ```swift
/// try TrackingMode(parsing: "hig")      // .hig(.sfPro): Apple's table, as UIKit applies it to SF Pro
/// try TrackingMode(parsing: "-0.4")     // .points(-0.4)
/// try TrackingMode(parsing: "font:-1")  // .fontTrack(-1): the font's own tight track
/// TrackingMode.hig(.sfPro).points(atSize: 17)   // -0.43
/// ```
public enum TrackingMode: Sendable, Hashable {
    /// No tracking at all; the font's `trak` table is not applied either.
    case none
    /// Only what the font itself carries: the normal (0) track of its AAT `trak` table at the
    /// point size, as CoreText applies it (fonts without one get none). A font's table never adds
    /// to ``hig(_:)`` or ``points(_:)`` tracking: those replace it.
    case font
    /// Another track of the font's own `trak` table: -1 is usually tight, 1 loose. A value between
    /// two of the table's tracks is interpolated between them; beyond its first or last track, that
    /// track is used. `fontTrack(0)` measures like ``font``.
    case fontTrack(Double)
    /// A fixed amount in points added after each cluster.
    case points(Double)
    /// Apple's published tracking for the family at the point size, in points after each
    /// cluster; the HIG default for SF Pro is `.hig(.sfPro)`. It replaces a font's own `trak`
    /// table: with Apple's SF Pro file, ``font`` gives the tracking from the font itself, as
    /// UIKit applies it, and `hig` the published table instead, never both.
    case hig(TrackingTable)

    /// The numbers of points ``init(parsing:)`` accepts for ``points(_:)``.
    public static let pointsRange = -100.0...100.0

    /// Parses `hig` (SF Pro's table), `hig:FAMILY` (another family's table, such as
    /// `hig:newYork`: what ``description`` writes), `font`, `font:TRACK` (a track of the font's
    /// `trak` table, a number from -100 to 100 such as `font:-1`), `none` or a number of points in
    /// ``pointsRange`` (`-0.4`, `1.5`); case-insensitive.
    ///
    /// - Throws: ``TypeScaleError`` naming the input and the accepted values.
    public init(parsing text: String) throws(TypeScaleError) {
        switch text.lowercased() {
        case "hig": self = .hig(.sfPro)
        case let hig where hig.hasPrefix("hig:"):
            self = .hig(try TrackingTable(parsing: String(text.dropFirst(4))))
        case "font": self = .font
        case "none": self = .none
        case let font where font.hasPrefix("font:"):
            guard let track = DecimalNumber.parse(String(font.dropFirst(5))), Self.pointsRange.contains(track) else {
                throw TypeScaleError("tracking \(EchoedText.quoted(text)): expected font:TRACK with a track from -100 to 100 such as font:-1")
            }
            self = .fontTrack(track)
        default:
            guard let points = DecimalNumber.parse(text), Self.pointsRange.contains(points) else {
                throw TypeScaleError(
                    "tracking \(EchoedText.quoted(text)): expected hig, font, none, or a number of points from -100 to 100 such as -0.4")
            }
            self = .points(points)
        }
    }

    /// The points added after each cluster at `size`: 0 for ``none``, ``font`` and
    /// ``fontTrack(_:)``, whose values come from the font's `trak` table when it is measured.
    public func points(atSize size: Double) -> Double {
        switch self {
        case .none, .font, .fontTrack: 0
        case .points(let points): points
        case .hig(let table): table.tracking(atSize: size).points
        }
    }
}

extension TrackingMode: CustomStringConvertible {
    /// The spelling ``init(parsing:)`` reads back: `hig`, `hig:newYork`, `font`, `font:-1`, `none`, `-0.4`.
    public var description: String {
        switch self {
        case .none: "none"
        case .font: "font"
        case .fontTrack(let track): "font:\(DecimalText.string(track, decimals: 6))"
        case .points(let points): DecimalText.string(points, decimals: 6)
        case .hig(.sfPro): "hig"
        case .hig(let table): "hig:\(table.rawValue)"
        }
    }
}

extension TrackingMode: Codable {
    /// Decodes `"hig"`, `"hig:newYork"`, `"font"`, `"font:-1"`, `"none"`, or a number of points.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            guard Self.pointsRange.contains(points) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "tracking \(points): expected -100…100 points")
            }
            self = .points(points)
            return
        }
        let text = try container.decode(String.self)
        if text.hasPrefix("hig:"), let table = TrackingTable(rawValue: String(text.dropFirst(4))) {
            self = .hig(table)
            return
        }
        do {
            self = try TrackingMode(parsing: text)
        } catch {
            throw DecodingError.refused(error, at: container.codingPath)
        }
    }

    /// Encodes points as a number and everything else as its ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .points(let points) = self {
            try container.encode(points)
        } else {
            try container.encode(description)
        }
    }
}
