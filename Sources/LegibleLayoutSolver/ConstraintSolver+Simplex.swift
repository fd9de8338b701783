// The tableau operations of Cassowary (Badros, Borning & Stuckey 2001, sections 3–4): making a
// constraint's row, choosing its subject, phase one through an artificial variable, the primal
// simplex after an addition or removal, and the dual simplex after an edit.

extension ConstraintSolver {
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    mutating func symbol(for variable: SolverVariable) -> Symbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        symbols[variable] = symbol
        return symbol
    }

    /// The constraint as a row that must be 0, in terms of the non-basic symbols, with its slack,
    /// error or dummy symbols, the errors entered in the objective at the constraint's level.
    mutating func makeRow(for constraint: SolverConstraint) -> (Row, Tag) {
        var row = Row(constant: constraint.sum.constant)
        for term in constraint.sum.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // sum ≤ 0 is sum + slack = 0; sum ≥ 0 is sum − slack = 0 (slack ≥ 0). An optional one
            // may miss by its error: sum + slack − error = 0 and sum − slack + error = 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if strength.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.add(SymbolicWeight(level: strength.priority, value: 1), times: 1, to: error)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                // A dummy marks the row (to find it on removal) and must stay 0.
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy, other: nil)
            } else {
                // sum = plus − minus, both ≥ 0; |sum| is their sum at the optimum.
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                let weight = SymbolicWeight(level: strength.priority, value: 1)
                objective.add(weight, times: 1, to: plus)
                objective.add(weight, times: 1, to: minus)
                tag = Tag(marker: plus, other: minus)
            }
        }
        // A restricted subject's constant must be ≥ 0, and it is −constant/coefficient with a
        // negative coefficient: so the row's constant must be ≥ 0.
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve the new row for: a variable if there is one (the tableau keeps
    /// variables out of restricted rows, so solving for one keeps every restricted row feasible),
    /// else the constraint's own slack or error when its coefficient is negative. `nil`: phase one.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter(\.isExternal).min() { return external }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.isPivotable && row.coefficient(for: candidate) < 0 {
            return candidate
        }
        return nil
    }

    /// Phase one: a new artificial symbol equal to the row is driven to 0 by the simplex; the row
    /// is satisfiable if it gets there. On failure the row is dropped, leaving the old system.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        tableau.insert(row, basic: artificialSymbol)
        artificial = row
        optimize(phaseOne: true)
        let satisfied = isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basicRow = tableau.removeRow(artificialSymbol) {
            // Still basic: without satisfaction the row goes (the symbol is in no other row).
            guard satisfied else { return false }
            if basicRow.cells.isEmpty { return true }
            guard let entering = basicRow.cells.keys.filter(\.isPivotable).min() else { return false }
            basicRow.solve(for: entering, replacing: artificialSymbol)
            substitute(entering, by: basicRow)
            tableau.insert(basicRow, basic: entering)
        }
        // Non-basic, the artificial symbol is 0: striking it from every row adds the constraint.
        // Phase one's pivots may have carried it into the objective too.
        tableau.strike(artificialSymbol)
        objective.strike(artificialSymbol)
        return satisfied
    }

    /// Replaces `symbol` by `row` everywhere: every row, the objective, the phase-one objective.
    /// A restricted row whose constant goes negative is noted for the dual simplex.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        for basic in tableau.substitute(symbol, by: row) where !basic.isExternal && (tableau[basic]?.constant ?? 0) < 0 {
            infeasible.append(basic)
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = tableau.removeRow(leaving) else { return }
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        tableau.insert(row, basic: entering)
    }

    /// The primal simplex: while some symbol's objective coefficient is negative, bring it into
    /// the basis. Bland's rule (lowest symbol first, in both choices) guarantees termination.
    mutating func optimize(phaseOne: Bool = false) {
        var pivots = 0
        while let entering = phaseOne ? phaseOneEntering() : objective.entering, pivots < pivotLimit {
            guard let leaving = leavingRow(for: entering) else { return }  // unbounded: cannot happen, errors are ≥ 0
            pivot(entering: entering, leaving: leaving)
            pivots += 1
        }
    }

    /// Pivots one optimisation may take. Bland's rule ends every simplex in exact arithmetic;
    /// this bounds one whose rounding (coefficients near 10³⁰⁸ from a hostile file) would not,
    /// far above what a layout needs (a few pivots per constraint).
    var pivotLimit: Int { 10_000 + 100 * tableau.rowCount }

    private func phaseOneEntering() -> Symbol? {
        artificial?.cells.filter { !$0.key.isDummy && $0.value < -nearZeroLimit }.map(\.key).min()
    }

    /// The restricted row that first reaches 0 as `entering` grows (the minimum ratio test).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for basic in tableau.rows(holding: entering) where !basic.isExternal {
            guard let row = tableau[basic], let coefficient = row.cells[entering], coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && basic > current.symbol) { continue }
            best = (basic, ratio)
        }
        return best?.symbol
    }

    /// The dual simplex: each restricted row with a negative constant leaves the basis for the
    /// symbol whose objective coefficient over row coefficient is least, which keeps the objective optimal.
    mutating func dualOptimize() {
        var pivots = 0
        while let leaving = infeasible.popLast(), pivots < pivotLimit {
            pivots += 1
            guard let row = tableau[leaving], row.constant < 0 else { continue }
            var best: (symbol: Symbol, coefficient: Double, weight: SymbolicWeight)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && !symbol.isDummy {
                let weight = objective[symbol]
                if let current = best {
                    let order = SymbolicWeight.compareRatios(weight, coefficient, current.weight, current.coefficient)
                    if order > 0 || (order == 0 && symbol > current.symbol) { continue }
                }
                best = (symbol, coefficient, weight)
            }
            guard let entering = best?.symbol else { continue }  // dual unbounded: cannot happen for a satisfiable system
            pivot(entering: entering, leaving: leaving)
        }
        infeasible.removeAll()
    }

    /// Moves an edit constraint's constant by `delta`. The constant sits in the constraint's row
    /// beside its positive error with the same coefficient, so the change reads as the positive
    /// error growing by `delta` (or the negative one shrinking).
    mutating func shiftEditConstant(_ tag: Tag, by delta: Double) {
        if tableau[tag.marker] != nil {
            if tableau.shiftConstant(of: tag.marker, by: -delta) < 0 { infeasible.append(tag.marker) }
            return
        }
        if let minus = tag.other, tableau[minus] != nil {
            if tableau.shiftConstant(of: minus, by: delta) < 0 { infeasible.append(minus) }
            return
        }
        for basic in tableau.rows(holding: tag.marker) {
            let coefficient = tableau[basic]?.coefficient(for: tag.marker) ?? 0
            if tableau.shiftConstant(of: basic, by: delta * coefficient) < 0, !basic.isExternal { infeasible.append(basic) }
        }
    }

    /// Takes an optional constraint's error out of the objective before the constraint goes.
    mutating func removeErrorEffects(of symbol: Symbol, strength: ConstraintStrength) {
        guard symbol.kind == .error else { return }
        let weight = SymbolicWeight(level: strength.priority, value: 1)
        if let row = tableau[symbol] {
            for (cell, coefficient) in row.cells {
                objective.add(weight, times: -coefficient, to: cell)
            }
        } else {
            objective.add(weight, times: -1, to: symbol)
        }
    }

    /// The row to pivot a removed constraint's non-basic marker into: the restricted row that
    /// limits it least (so the others stay feasible), else any row holding it.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var negative: (symbol: Symbol, ratio: Double)?
        var positive: (symbol: Symbol, ratio: Double)?
        var unrestricted: Symbol?
        for basic in tableau.rows(holding: marker) {
            guard let coefficient = tableau[basic]?.cells[marker] else { continue }
            let row = tableau[basic] ?? Row(constant: 0)
            if basic.isExternal {
                if unrestricted.map({ basic < $0 }) ?? true { unrestricted = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true { negative = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if positive.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true { positive = (basic, ratio) }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? unrestricted
    }
}
