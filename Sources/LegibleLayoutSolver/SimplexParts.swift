// The simplex tableau's parts (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
// Constraint Solving Algorithm", ACM TOCHI 8(4), 2001): symbols, rows, and the objective's
// symbolic weights.

/// Below this magnitude a coefficient or constant is zero: what is left of a cancellation in
/// floating point must not become a pivot.
let nearZeroLimit = 1e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
    abs(value) < nearZeroLimit
}

/// A column of the tableau: a user's variable, or one the solver made for a constraint.
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        /// A ``SolverVariable``: unrestricted in sign.
        case external = 0
        /// An inequality's slack: ≥ 0.
        case slack = 1
        /// An optional constraint's error: ≥ 0, and in the objective.
        case error = 2
        /// A required equality's marker: stays 0, never enters the basis.
        case dummy = 3
    }

    /// The id times four plus the kind, so hashing and comparing are one integer's.
    let raw: Int

    init(id: Int, kind: Kind) {
        raw = id << 2 | kind.rawValue
    }

    /// The creation number, unique in one solver whatever the kind.
    var id: Int { raw >> 2 }
    var kind: Kind { Kind(rawValue: raw & 3) ?? .external }
    var isExternal: Bool { raw & 3 == Kind.external.rawValue }
    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    /// Slack and error symbols may enter and leave the basis to restore feasibility or optimality.
    var isPivotable: Bool { !isExternal && !isDummy }

    /// By creation order: the lowest id wins ties (Bland's rule, so the simplex cannot cycle).
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// `basic = constant + Σ coefficient·symbol` for a row of the tableau, or, while a constraint is
/// being added, the linear form `constant + Σ coefficient·symbol` that must be 0.
struct Row {
    var cells = RowCells()
    var constant: Double

    init(constant: Double) {
        self.constant = constant
    }

    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds `coefficient·symbol`, dropping the cell when the sum cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        cells.add(coefficient, to: symbol)
    }

    /// Adds `coefficient·row`, constant and cells.
    mutating func insert(_ row: Row, _ coefficient: Double) {
        constant += row.constant * coefficient
        cells.add(row.cells, times: coefficient)
    }

    mutating func reverseSign() {
        constant = -constant
        cells.scale(by: -1)
    }

    /// Reads `0 = constant + Σ` as `symbol = …`: removes `symbol` and divides by `−coefficient`.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        cells.scale(by: factor)
    }

    /// Reads `lhs = constant + Σ` (with `rhs` in the sum) as `rhs = …` (with `lhs` in the sum).
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) {
            insert(row, coefficient)
        }
    }
}

/// A coefficient of the objective: one number per priority level, compared most important level
/// first, which is how a 999 outranks any amount of 998 (see ``ConstraintStrength``).
///
/// Sparse: a layout uses a handful of priorities, and most coefficients involve one or two.
struct SymbolicWeight {
    struct Component {
        var level: Double
        var value: Double
    }

    /// By level, highest first; no component is zero.
    private(set) var components: [Component] = []

    static let zero = SymbolicWeight()

    init() {}

    init(level: Double, value: Double) {
        components = [Component(level: level, value: value)]
    }

    var isZero: Bool { components.isEmpty }

    /// Whether the most important non-zero level is negative: increasing this symbol would improve the objective.
    var isNegative: Bool {
        components.first.map { $0.value < 0 } ?? false
    }

    /// Adds `factor·other`, level by level.
    mutating func add(_ other: SymbolicWeight, times factor: Double) {
        if components.count == 1, other.components.count == 1, components[0].level == other.components[0].level {
            components[0].value += other.components[0].value * factor
            if isNearZero(components[0].value) { components.removeAll() }
            return
        }
        var merged: [Component] = []
        merged.reserveCapacity(components.count + other.components.count)
        var mine = 0
        var theirs = 0
        while mine < components.count || theirs < other.components.count {
            var next: Component
            if theirs == other.components.count || (mine < components.count && components[mine].level > other.components[theirs].level) {
                next = components[mine]
                mine += 1
            } else if mine == components.count || other.components[theirs].level > components[mine].level {
                next = Component(level: other.components[theirs].level, value: other.components[theirs].value * factor)
                theirs += 1
            } else {
                next = Component(level: components[mine].level, value: components[mine].value + other.components[theirs].value * factor)
                mine += 1
                theirs += 1
            }
            if !isNearZero(next.value) { merged.append(next) }
        }
        components = merged
    }

    /// Compares `lhs / lhsDivisor` with `rhs / rhsDivisor` (divisors positive), most important level
    /// first: the dual simplex's ratio test.
    static func compareRatios(_ lhs: SymbolicWeight, _ lhsDivisor: Double, _ rhs: SymbolicWeight, _ rhsDivisor: Double) -> Int {
        var mine = 0
        var theirs = 0
        while mine < lhs.components.count || theirs < rhs.components.count {
            var left = 0.0
            var right = 0.0
            let leftLevel = mine < lhs.components.count ? lhs.components[mine].level : -Double.infinity
            let rightLevel = theirs < rhs.components.count ? rhs.components[theirs].level : -Double.infinity
            if leftLevel >= rightLevel {
                left = lhs.components[mine].value / lhsDivisor
                mine += 1
            }
            if rightLevel >= leftLevel {
                right = rhs.components[theirs].value / rhsDivisor
                theirs += 1
            }
            if left < right - nearZeroLimit { return -1 }
            if left > right + nearZeroLimit { return 1 }
        }
        return 0
    }
}
