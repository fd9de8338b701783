/// Which later hit areas each hit area overlaps, found through a ``RectangleIndex`` and bounded
/// per element, so a pile of thousands of elements on one spot gives a report of bounded size.
struct OverlapSearch {
    /// The overlaps of one hit area with the ones after it.
    struct Result: Sendable {
        /// The first overlapping later areas, in order, with the area they share.
        var listed: [(index: Int, overlap: TargetRect)] = []
        /// How many more overlap it, beyond ``listed``.
        var unlisted = 0
        /// False when counting stopped at the limit, so ``unlisted`` is a lower bound.
        var isCountComplete = true
    }

    /// For each area, the areas after it that it overlaps.
    ///
    /// - Parameters:
    ///   - areas: the hit areas, in screen order.
    ///   - listing: how many overlaps to list per area.
    ///   - counting: how many overlaps to count per area, listed ones included.
    static func laterOverlaps(_ areas: [TargetRect], listing: Int, counting: Int) -> [Result] {
        let index = RectangleIndex(areas, minimumCellSize: 1)
        return areas.indices.map { area in
            var result = Result()
            var found = 0
            index.forEachCandidate(meeting: areas[area], after: area) { other in
                guard let overlap = areas[area].intersection(areas[other]) else { return true }
                found += 1
                if found > counting {
                    result.isCountComplete = false
                    return false
                }
                if result.listed.count < listing {
                    result.listed.append((other, overlap))
                } else {
                    result.unlisted += 1
                }
                return true
            }
            return result
        }
    }
}
