/// The rows of the tableau with, for each non-basic symbol, the rows that hold it (the paper's
/// column index): substituting a symbol, the ratio tests and an edit touch only those rows, so
/// adding a constraint to a large system costs what it touches, not the system's size.
///
/// A column is a bit set over the basic symbols' ids (ids count up from 0 in one solver), not a
/// `Set`: a layout's rows are dense, so the index changes with nearly every cell a substitution
/// writes, and hashing those symbols was most of the solve.
struct Tableau {
    private(set) var rows: [Symbol: Row] = [:]
    /// By a non-basic symbol's id: one bit per basic symbol's id, set when its row holds the symbol.
    private var columns: [[UInt64]] = []
    /// By id: each basic symbol, to turn a column's bits back into symbols.
    private var basics: [Symbol?] = []

    subscript(basic: Symbol) -> Row? { rows[basic] }

    var rowCount: Int { rows.count }

    /// The basic symbols of the rows holding `symbol`, by id.
    func rows(holding symbol: Symbol) -> [Symbol] {
        symbol.id < columns.count ? members(of: columns[symbol.id]) : []
    }

    mutating func insert(_ row: Row, basic: Symbol) {
        if basic.id >= basics.count { basics.append(contentsOf: repeatElement(nil, count: basic.id - basics.count + 1)) }
        basics[basic.id] = basic
        for cell in row.cells.keys {
            addToColumn(cell, basic)
        }
        rows[basic] = row
    }

    @discardableResult
    mutating func removeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for cell in row.cells.keys {
            removeFromColumn(cell, basic)
        }
        return row
    }

    /// Adds `delta` to the constant of `basic`'s row; returns the new constant.
    @discardableResult
    mutating func shiftConstant(of basic: Symbol, by delta: Double) -> Double {
        rows[basic]?.constant += delta
        return rows[basic]?.constant ?? 0
    }

    /// Replaces `symbol` by `row` in every row holding it; returns those rows' basic symbols.
    mutating func substitute(_ symbol: Symbol, by row: Row) -> [Symbol] {
        let holders = takeColumn(symbol)
        for basic in holders {
            guard var target = rows.removeValue(forKey: basic) else { continue }
            guard let coefficient = target.cells.removeValue(forKey: symbol) else {
                rows[basic] = target
                continue
            }
            target.constant += row.constant * coefficient
            target.cells.add(row.cells, times: coefficient) { cell, gained in
                if gained { addToColumn(cell, basic) } else { removeFromColumn(cell, basic) }
            }
            rows[basic] = target
        }
        return holders
    }

    /// Strikes a symbol known to be 0 from every row.
    mutating func strike(_ symbol: Symbol) {
        for basic in takeColumn(symbol) {
            rows[basic]?.cells.removeValue(forKey: symbol)
        }
    }

    /// The rows holding `symbol`, its column emptied.
    private mutating func takeColumn(_ symbol: Symbol) -> [Symbol] {
        guard symbol.id < columns.count else { return [] }
        let holders = members(of: columns[symbol.id])
        columns[symbol.id] = []
        return holders
    }

    private func members(of bits: [UInt64]) -> [Symbol] {
        var members: [Symbol] = []
        for (index, word) in bits.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                if let basic = basics[index << 6 | rest.trailingZeroBitCount] { members.append(basic) }
                rest &= rest - 1
            }
        }
        return members
    }

    private mutating func addToColumn(_ cell: Symbol, _ basic: Symbol) {
        if cell.id >= columns.count { columns.append(contentsOf: repeatElement([], count: cell.id - columns.count + 1)) }
        let word = basic.id >> 6
        if word >= columns[cell.id].count { columns[cell.id].append(contentsOf: repeatElement(0, count: word - columns[cell.id].count + 1)) }
        columns[cell.id][word] |= 1 << UInt64(basic.id & 63)
    }

    private mutating func removeFromColumn(_ cell: Symbol, _ basic: Symbol) {
        let word = basic.id >> 6
        guard cell.id < columns.count, word < columns[cell.id].count else { return }
        columns[cell.id][word] &= ~(1 << UInt64(basic.id & 63))
    }
}

/// What the solver minimises: each optional constraint's errors at its priority's level, written
/// in the non-basic symbols. The symbols whose coefficient is negative (the ones that may enter
/// the basis) are kept apart so finding one does not scan the whole objective.
struct Objective {
    private(set) var weights: [Symbol: SymbolicWeight] = [:]
    private(set) var negative: Set<Symbol> = []

    subscript(symbol: Symbol) -> SymbolicWeight {
        weights[symbol] ?? .zero
    }

    /// Adds `factor·weight` to `symbol`'s coefficient.
    mutating func add(_ weight: SymbolicWeight, times factor: Double, to symbol: Symbol) {
        var updated = weights.removeValue(forKey: symbol) ?? .zero
        updated.add(weight, times: factor)
        if !updated.isZero { weights[symbol] = updated }
        if updated.isNegative, !symbol.isDummy { negative.insert(symbol) } else { negative.remove(symbol) }
    }

    /// Replaces `symbol` by `row`.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        guard let weight = weights.removeValue(forKey: symbol) else { return }
        negative.remove(symbol)
        for (cell, coefficient) in row.cells {
            add(weight, times: coefficient, to: cell)
        }
    }

    /// Drops a symbol known to be 0.
    mutating func strike(_ symbol: Symbol) {
        weights.removeValue(forKey: symbol)
        negative.remove(symbol)
    }

    /// The symbol to enter the basis: the lowest with a negative coefficient (Bland's rule).
    var entering: Symbol? { negative.min() }
}
