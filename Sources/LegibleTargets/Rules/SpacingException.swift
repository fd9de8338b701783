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
    public static func evaluate(_ targets: [TargetRect]) -> [SpacingResult] {
        let radius = diameter / 2
        let undersized = targets.map(isUndersized)
        return targets.indices.map { index in
            guard undersized[index] else { return SpacingResult(isUndersized: false, conflicts: []) }
            let center = targets[index].center
            let conflicts = targets.indices.compactMap { other -> SpacingConflict? in
                guard other != index else { return nil }
                if targets[other].distance(to: center) < radius - LengthTolerance.value {
                    return SpacingConflict(index: other, kind: .target)
                }
                if undersized[other], targets[other].center.distance(to: center) < diameter - LengthTolerance.value {
                    return SpacingConflict(index: other, kind: .circle)
                }
                return nil
            }
            return SpacingResult(isUndersized: true, conflicts: conflicts)
        }
    }
}

/// How one target fares under the spacing exception.
public struct SpacingResult: Sendable, Hashable {
    /// True when the target is smaller than 24 × 24 CSS px and so needs the exception.
    public let isUndersized: Bool
    /// What its circle intersects; empty when it passes.
    public let conflicts: [SpacingConflict]

    /// True when the target is large enough or its circle is clear.
    public var passes: Bool { conflicts.isEmpty }
}

/// Something an undersized target's spacing circle intersects.
public struct SpacingConflict: Sendable, Hashable {
    /// What the circle reaches.
    public enum Kind: Sendable, Hashable {
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
