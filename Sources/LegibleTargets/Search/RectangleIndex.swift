/// Rectangles in a hierarchy of uniform grids, so the ones that may meet a region are found in
/// index order without testing every pair: what keeps overlap and spacing checks near-linear on
/// large screens.
///
/// Each rectangle sits in exactly one cell, the one holding its top-left corner, of the finest
/// grid whose cells are at least half its longer side. Cells grow fourfold from level to level,
/// from a base near the typical rectangle, so a screen of similar controls uses one or two
/// levels and a query looks at a few cells in each. A query whose region spans more cells than a
/// level has members reads that level's members in order instead.
struct RectangleIndex {
    private struct CellKey: Hashable {
        var x: Int64
        var y: Int64
    }

    private struct Level {
        let cellSize: Double
        /// The members of each filled cell: a range of `members`.
        var cells: [CellKey: Range<Int>] = [:]
        /// Rectangle indices grouped by cell, ascending within a cell.
        var members: [Int32] = []
        /// Every rectangle of the level, ascending.
        var all: [Int32] = []
    }

    private let levels: [Level]
    /// Rectangles with a coordinate that is not finite: every query reads them.
    private let unplaced: [Int32]

    /// Indexes `rects`.
    ///
    /// - Parameters:
    ///   - rects: the rectangles; queries return their indices.
    ///   - minimumCellSize: the smallest cell side; at least the reach of a typical query, so
    ///     it probes few cells.
    init(_ rects: [TargetRect], minimumCellSize: Double) {
        let sides = rects.map { max($0.width, $0.height) }
        let finiteSides = sides.filter(\.isFinite).sorted()
        let median = finiteSides.isEmpty ? 0 : finiteSides[finiteSides.count / 2]
        let base = max(minimumCellSize, median)

        var levelOf = [Int](repeating: 0, count: rects.count)
        var unplaced: [Int32] = []
        var levelCount = 1
        for (index, rect) in rects.enumerated() {
            guard rect.x.isFinite, rect.y.isFinite, sides[index].isFinite else {
                levelOf[index] = -1
                unplaced.append(Int32(index))
                continue
            }
            var level = 0, reach = 2 * base
            while sides[index] > reach, level < 60 {
                level += 1
                reach *= 4
            }
            levelOf[index] = level
            levelCount = max(levelCount, level + 1)
        }

        var cellSize = base
        var levels: [Level] = []
        for level in 0..<levelCount {
            var built = Level(cellSize: cellSize)
            var keyed: [(key: CellKey, index: Int32)] = []
            for index in rects.indices where levelOf[index] == level {
                keyed.append((Self.cell(rects[index].x, rects[index].y, size: cellSize), Int32(index)))
            }
            built.all = keyed.map(\.index)
            keyed.sort { ($0.key.x, $0.key.y, $0.index) < ($1.key.x, $1.key.y, $1.index) }
            built.members = keyed.map(\.index)
            var start = 0
            while start < keyed.count {
                var end = start + 1
                while end < keyed.count, keyed[end].key == keyed[start].key { end += 1 }
                built.cells[keyed[start].key] = start..<end
                start = end
            }
            levels.append(built)
            cellSize *= 4
        }
        self.levels = levels
        self.unplaced = unplaced
    }

    /// The cell holding a point, clamped so arithmetic on cell numbers cannot overflow.
    private static func cell(_ x: Double, _ y: Double, size: Double) -> CellKey {
        CellKey(x: number(x / size), y: number(y / size))
    }

    private static func number(_ quotient: Double) -> Int64 {
        let limit = Double(1 << 40)
        let floor = quotient.rounded(.down)
        guard !floor.isNaN else { return 0 }
        return Int64(min(max(floor, -limit), limit))
    }

    /// Calls `body` with the index of every rectangle after `after` that may meet `region`
    /// (every one that does, and some that only come near), in ascending order, until `body`
    /// returns `false`.
    ///
    /// - Parameters:
    ///   - region: the area of interest; rectangles that only touch it may be included.
    ///   - after: only indices greater than this are visited; -1 for all.
    ///   - body: returns whether to go on.
    func forEachCandidate(meeting region: TargetRect, after: Int, _ body: (Int) -> Bool) {
        var lists: [ArraySlice<Int32>] = []
        let threshold = Int32(clamping: after)
        func add(_ list: ArraySlice<Int32>) {
            let start = Self.firstIndex(in: list, after: threshold)
            if start < list.endIndex { lists.append(list[start...]) }
        }
        add(unplaced[...])
        for level in levels where !level.all.isEmpty {
            let size = level.cellSize
            // A member's top-left corner lies at most twice the cell size before the region's.
            let low = Self.cell(region.minX - 2 * size, region.minY - 2 * size, size: size)
            let high = Self.cell(region.maxX, region.maxY, size: size)
            let (x0, y0) = (low.x - 1, low.y - 1)
            guard high.x >= x0, high.y >= y0 else { continue }  // a region of negative size meets nothing
            let probes = Double(high.x - x0 + 1) * Double(high.y - y0 + 1)
            guard probes <= max(16, Double(level.all.count)) else {
                add(level.all[...])
                continue
            }
            for x in x0...high.x {
                for y in y0...high.y {
                    if let range = level.cells[CellKey(x: x, y: y)] { add(level.members[range]) }
                }
            }
        }
        Self.merge(lists, body)
    }

    /// The position of the first entry greater than `value` in an ascending list.
    private static func firstIndex(in list: ArraySlice<Int32>, after value: Int32) -> Int {
        var low = list.startIndex, high = list.endIndex
        while low < high {
            let middle = (low + high) / 2
            if list[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Visits the entries of disjoint ascending lists in ascending order.
    private static func merge(_ lists: [ArraySlice<Int32>], _ body: (Int) -> Bool) {
        if lists.count == 1 {
            for index in lists[0] where !body(Int(index)) { return }
            return
        }
        var heads = lists.map(\.startIndex)
        while true {
            var best = -1
            var smallest = Int32.max
            for list in lists.indices where heads[list] < lists[list].endIndex {
                let value = lists[list][heads[list]]
                if value < smallest {
                    smallest = value
                    best = list
                }
            }
            guard best >= 0 else { return }
            heads[best] += 1
            if !body(Int(smallest)) { return }
        }
    }
}
