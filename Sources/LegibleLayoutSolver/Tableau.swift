/// The rows of the tableau with, for each non-basic symbol, the rows that hold it (the paper's
/// column index): substituting a symbol, the ratio tests and an edit touch only those rows, so
/// adding a constraint to a large system costs what it touches, not the system's size.
struct Tableau {
    private(set) var rows: [Symbol: Row] = [:]
    /// The basic symbols of the rows each non-basic symbol appears in.
    private(set) var columns: [Symbol: Set<Symbol>] = [:]

    subscript(basic: Symbol) -> Row? { rows[basic] }

    var rowCount: Int { rows.count }

    /// The basic symbols of the rows holding `symbol`.
    func rows(holding symbol: Symbol) -> Set<Symbol> {
        columns[symbol] ?? []
    }

    mutating func insert(_ row: Row, basic: Symbol) {
        for cell in row.cells.keys {
            columns[cell, default: []].insert(basic)
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
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Set<Symbol> {
        guard let holders = columns.removeValue(forKey: symbol) else { return [] }
        for basic in holders {
            guard var target = rows.removeValue(forKey: basic) else { continue }
            guard let coefficient = target.cells.removeValue(forKey: symbol) else {
                rows[basic] = target
                continue
            }
            target.constant += row.constant * coefficient
            target.cells.add(row.cells, times: coefficient) { cell, gained in
                if gained { columns[cell, default: []].insert(basic) } else { removeFromColumn(cell, basic) }
            }
            rows[basic] = target
        }
        return holders
    }

    /// Strikes a symbol known to be 0 from every row.
    mutating func strike(_ symbol: Symbol) {
        guard let holders = columns.removeValue(forKey: symbol) else { return }
        for basic in holders {
            rows[basic]?.cells.removeValue(forKey: symbol)
        }
    }

    private mutating func removeFromColumn(_ cell: Symbol, _ basic: Symbol) {
        columns[cell]?.remove(basic)
        if columns[cell]?.isEmpty == true { columns.removeValue(forKey: cell) }
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
