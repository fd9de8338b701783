/// WCAG 2.2 success criterion 2.5.8's spacing exception.
///
/// A target smaller than 24 × 24 CSS px is *undersized*. It still passes when a 24 CSS px
/// diameter circle centred on its bounding box intersects no other target and no other
/// undersized target's circle. Circles that only touch do not intersect: the Understanding
/// document's row of 20 × 20 px icons 4 px apart (centres 24 px apart) passes.
///
/// ```swift
/// let toolbar = (0..<3).map { TargetRect(x: Double($0) * 24, y: 0, width: 20, height: 20) }
/// SpacingException.evaluate(toolbar).allSatisfy(\.passes)     // true: 4 px gaps
/// let packed = (0..<3).map { TargetRect(x: Double($0) * 20, y: 0, width: 20, height: 20) }
/// SpacingException.evaluate(packed).allSatisfy(\.passes)      // false
/// ```
public enum SpacingException {
    /// The circle's diameter: 24 CSS px, the same number as 2.5.8's minimum size.
    public static var diameter: Double { TargetPlatform.wcagAA.minimum.width }

    /// True when a square of `diameter` does not fit in `target`.
    public static func isUndersized(_ target: TargetRect) -> Bool {
        !target.size.covers(TargetPlatform.wcagAA.minimum)
    }

    /// Evaluates every target against all the others, in the order given.
    ///
    /// Targets are found through a spatial index, so a screen of thousands of targets takes
    /// about as long per target as a screen of ten.
    ///
    /// - Parameters:
    ///   - targets: the targets, in any order; conflicts refer to positions in this list.
    ///   - maximumConflicts: the most conflicts kept per target, the first ones in list order;
    ///     a target with more has ``SpacingResult/hasMoreConflicts`` set. No limit by default.
    /// - Returns: one result per target, in the order given.
    public static func evaluate(_ targets: [TargetRect], maximumConflicts: Int = .max) -> [SpacingResult] {
        let radius = diameter / 2
        let undersized = targets.map(isUndersized)
        let index = RectangleIndex(targets, minimumCellSize: diameter)
        return targets.indices.map { target in
            guard undersized[target] else { return SpacingResult(isUndersized: false, conflicts: [], hasMoreConflicts: false) }
            let center = targets[target].center
            // Another target within the radius, or another undersized target's centre within the
            // diameter: either lies in the square of side 2 × diameter around the centre.
            let reach = TargetRect(x: center.x - diameter, y: center.y - diameter, width: 2 * diameter, height: 2 * diameter)
            var conflicts: [SpacingConflict] = []
            var hasMore = false
            index.forEachCandidate(meeting: reach, after: -1) { other in
                guard other != target else { return true }
                let kind: SpacingConflict.Kind
                if targets[other].distance(to: center) < radius - LengthTolerance.value {
                    kind = .target
                } else if undersized[other], targets[other].center.distance(to: center) < diameter - LengthTolerance.value {
                    kind = .circle
                } else {
                    return true
                }
                guard conflicts.count < maximumConflicts else {
                    hasMore = true
                    return false
                }
                conflicts.append(SpacingConflict(index: other, kind: kind))
                return true
            }
            return SpacingResult(isUndersized: true, conflicts: conflicts, hasMoreConflicts: hasMore)
        }
    }
}

/// How one target fares under the spacing exception.
public struct SpacingResult: Sendable, Hashable, Codable {
    /// True when the target is smaller than 24 × 24 CSS px and so needs the exception.
    public let isUndersized: Bool
    /// What its circle intersects, in the order of the evaluated list; empty when it passes.
    public let conflicts: [SpacingConflict]
    /// True when the circle intersects more than ``conflicts`` holds: the evaluation kept only
    /// the first ones (see ``SpacingException/evaluate(_:maximumConflicts:)``).
    public let hasMoreConflicts: Bool

    /// A result with its values.
    ///
    /// - Parameters:
    ///   - isUndersized: whether the target is under 24 × 24.
    ///   - conflicts: what its circle intersects.
    ///   - hasMoreConflicts: whether it intersects more than `conflicts` lists.
    public init(isUndersized: Bool, conflicts: [SpacingConflict], hasMoreConflicts: Bool = false) {
        self.isUndersized = isUndersized
        self.conflicts = conflicts
        self.hasMoreConflicts = hasMoreConflicts
    }

    /// True when the target is large enough or its circle is clear.
    public var passes: Bool { conflicts.isEmpty && !hasMoreConflicts }
}

/// Something an undersized target's spacing circle intersects.
public struct SpacingConflict: Sendable, Hashable, Codable {
    /// What the circle reaches.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The other target itself.
        case target
        /// Only the other undersized target's circle.
        case circle
    }

    /// The other target's position in the list evaluated.
    public let index: Int
    /// Whether the circle reaches the other target or only its circle.
    public let kind: Kind

    /// A conflict with the target at `index` of the evaluated list.
    public init(index: Int, kind: Kind) {
        self.index = index
        self.kind = kind
    }
}
