/// The empty space around a control, for `target.small` on visionOS, where the HIG counts it:
/// "Provide enough space around a button to make it easy for people to look at it. Aim to place
/// buttons so their centers are always at least 60 pts apart" (Buttons, visionOS), and a
/// standard visionOS button is 44 pt ("Regular (44 pt)", same page). A control drawn smaller than
/// 60 pt meets the 60 pt hit region when enough clear space surrounds it (VLC 12cd503e
/// AddToCollectionView.xib:37, a 300×45 pt button 10 pt below a collection view, was an error).
///
/// Readers measure it from the frames the file gives; the rule decides whether it is enough.
public enum ScannedClearance: Sendable, Hashable {
    /// The space on each side, measured.
    case known(ScannedClearSpace)
    /// The reader looked but could not measure it; `reason` says why, as a message says it.
    case unknown(reason: String)
}

/// The clear space on each side of a control (``ScannedClearance``).
public struct ScannedClearSpace: Sendable, Hashable {
    /// One side: how far the nearest thing that limits the hit region is.
    public struct Side: Sendable, Hashable {
        /// The distance in points from the control's edge to the neighbour's, or to the edge of
        /// the view that bounds the measurement (a cell, the file's root view).
        public var distance: Double
        /// The neighbouring target's size along this axis (its width for the left and right
        /// sides), which decides how much of the gap it needs itself; `nil` when the side ends
        /// at the bounding view's edge, beyond which the file shows nothing.
        public var neighbourSize: Double?
        /// The neighbour or edge as a message names it (`button BVD-12-xyz`, `the cell's edge`).
        public var name: String

        /// A side `distance` points wide, ending at `name`.
        public init(distance: Double, neighbourSize: Double?, name: String) {
            self.distance = distance
            self.neighbourSize = neighbourSize
            self.name = name
        }

        /// The room this side gives a control's hit region under a `minimum` pt guideline: all
        /// of it up to an edge, and what is left of a gap after the neighbouring target takes
        /// its own share (half the amount it is under `minimum` by), so two targets' centres end
        /// up at least `minimum` apart, as the HIG asks.
        public func room(minimum: Double) -> Double {
            guard let neighbourSize else { return max(0, distance) }
            return max(0, distance - max(0, (minimum - neighbourSize) / 2))
        }
    }

    public var left: Side
    public var right: Side
    public var top: Side
    public var bottom: Side

    /// The four sides.
    public init(left: Side, right: Side, top: Side, bottom: Side) {
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
    }

    /// The first side (left, right, top, bottom) whose room is short of what a control `size`
    /// pt long on that side's axis needs to reach `minimum` (half the shortfall on each side, the
    /// hit region centred on the control): the side, its name (`left`), its room and what it
    /// needs; `nil` when every side has it. A `nil` size is not judged.
    public func shortSide(
        width: Double?, height: Double?, minimum: (width: Double, height: Double)
    ) -> (side: Side, edge: String, room: Double, needs: Double)? {
        let axes: [(Double?, Double, [(Side, String)])] = [
            (width, minimum.width, [(left, "left"), (right, "right")]), (height, minimum.height, [(top, "top"), (bottom, "bottom")]),
        ]
        for (size, least, sides) in axes {
            guard let size, size < least else { continue }
            let needs = (least - size) / 2
            // A thousandth of a point of slack: frames are written to a few decimals.
            for (side, edge) in sides where side.room(minimum: least) + 0.001 < needs {
                return (side, edge, side.room(minimum: least), needs)
            }
        }
        return nil
    }
}
