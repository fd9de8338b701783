import LegibleTypeScale

/// How to lay text out: the point size, tracking, and the box it must fit.
///
/// ```swift
/// // A one-line button label 120 pt wide at 17 pt with 0.5 pt tracking.
/// let options = LayoutOptions(size: 17, tracking: .points(0.5), width: 120, maxLines: 1)
/// ```
public struct LayoutOptions: Sendable, Hashable {
    /// The point size.
    public var size: Double
    /// Where tracking comes from. Points are added after every cluster except the last one on
    /// each line, which CoreText treats as trailing whitespace (see ``ShapedText/layout(_:)``).
    public var tracking: TrackingMode
    /// The width available, in points; `nil` for no wrapping except at hard line breaks.
    public var width: Double?
    /// The most lines allowed; 0 for no limit. Text needing more is truncated at the tail with "…".
    public var maxLines: Int
    /// The height of one line in points; `nil` for the primary face's own (hhea/OS/2) line height.
    public var lineHeight: Double?
    /// Whether each line also has half the tracking before its first cluster and half after its
    /// last — one tracking more a line — as Android 14 and earlier lay letter spacing out
    /// (`AndroidVersion.spacesLetterSpacingAtLineEnds`). `false`: tracking only between a line's
    /// clusters, as CoreText and Android 15.
    public var tracksLineEnds: Bool

    /// Layout options; only the size is required.
    public init(
        size: Double, tracking: TrackingMode = .none, width: Double? = nil, maxLines: Int = 0,
        lineHeight: Double? = nil, tracksLineEnds: Bool = false
    ) {
        self.size = size
        self.tracking = tracking
        self.width = width
        self.maxLines = maxLines
        self.lineHeight = lineHeight
        self.tracksLineEnds = tracksLineEnds
    }

    /// The points added after each cluster.
    var trackingPoints: Double { tracking.points(atSize: size) }

    /// The points a line's ends add to its width: one tracking with ``tracksLineEnds``, else none.
    public var lineEndPoints: Double { tracksLineEnds ? trackingPoints : 0 }
}
