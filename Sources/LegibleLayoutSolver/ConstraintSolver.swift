/// An incremental solver for linear equalities and inequalities with Auto Layout's priorities:
/// the Cassowary algorithm (Badros, Borning & Stuckey 2001), the one Auto Layout and kiwi use.
///
/// Add constraints one at a time (each addition re-optimises the tableau from where it was),
/// read values, remove constraints, and make a variable an *edit variable* to move it
/// cheaply: ``suggestValue(_:for:)`` re-solves by the dual simplex from the previous solution,
/// which is how a second screen width costs a few pivots instead of a new solve.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let screen = SolverVariable("screen.width")
/// let labelWidth = SolverVariable("label.width")
/// try solver.add(SolverConstraint(labelWidth.sum, .equal, screen - 32))
/// try solver.addEditVariable(screen, strength: ConstraintStrength(999))
/// try solver.suggestValue(375, for: screen)
/// solver.value(of: labelWidth)   // 343
/// try solver.suggestValue(440, for: screen)
/// solver.value(of: labelWidth)   // 408
/// ```
///
/// Priorities are strictly ordered levels (see ``ConstraintStrength``). Among several optimal
/// solutions (an under-constrained layout) the solver returns one of them, a vertex of the
/// optimal set; which one may depend on the order constraints were added.
///
/// Limits, for constraints read from untrusted files: NaN and infinite numbers are refused
/// (``ConstraintSolverError/nonFinite(_:)``), and one optimisation stops after
/// 10,000 + 100 × (rows of the tableau) pivots, far more than a layout needs (a few per
/// constraint), so rounding on absurd coefficients cannot make it run forever.
///
/// Threading: the solver is a value (a struct whose storage is copy-on-write) and `Sendable`.
/// Copy it to solve one layout at several widths on several tasks; a single copy is mutated only
/// through `mutating` methods, so Swift's exclusivity rules already forbid two threads changing it at once.
public struct ConstraintSolver: Sendable {
    struct Tag {
        /// The slack, the positive error, or the dummy that marks the constraint's row.
        var marker: Symbol
        /// The negative error of an optional equality, or an optional inequality's error.
        var other: Symbol?
    }

    struct Edit {
        var constraint: SolverConstraint
        var tag: Tag
        var value: Double
    }

    /// The basic symbols' rows.
    var tableau = Tableau()
    /// What is minimised: the errors of the optional constraints, each at its priority's level.
    var objective = Objective()
    /// The phase-one objective while a required constraint is added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose constant went negative; the dual simplex repairs them.
    var infeasible: [Symbol] = []
    var symbols: [SolverVariable: Symbol] = [:]
    var tags: [SolverConstraint: Tag] = [:]
    var edits: [SolverVariable: Edit] = [:]
    var nextSymbolID = 1

    /// An empty solver: every variable is 0 until a constraint says otherwise.
    public init() {}

    /// The constraints added and not removed, the edit variables' ones included.
    public var constraintCount: Int { tags.count }

    /// Whether `constraint` has been added and not removed.
    public func contains(_ constraint: SolverConstraint) -> Bool {
        tags[constraint] != nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: SolverVariable) -> Bool {
        edits[variable] != nil
    }

    /// The variable's value in the current solution; 0 for a variable no constraint mentions.
    public func value(of variable: SolverVariable) -> Double {
        guard let symbol = symbols[variable], let row = tableau[symbol] else { return 0 }
        return row.constant
    }

    /// Every variable the solver has met, with its value in the current solution (kiwi's
    /// `updateVariables`, returned instead of written into the variables, which are immutable).
    public var values: [SolverVariable: Double] {
        symbols.mapValues { tableau[$0]?.constant ?? 0 }
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``ConstraintSolverError/duplicateConstraint(_:)`` if it is already in;
    ///   ``ConstraintSolverError/unsatisfiable(_:)`` if it is required and contradicts the
    ///   required constraints already in (the solver then holds the same constraints as before,
    ///   at an optimum); ``ConstraintSolverError/nonFinite(_:)`` for a NaN or infinite number.
    public mutating func add(_ constraint: SolverConstraint) throws(ConstraintSolverError) {
        guard tags[constraint] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.sum.constant.isFinite, constraint.sum.terms.allSatisfy(\.coefficient.isFinite) else { throw .nonFinite(constraint) }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy(\.isDummy) {
            // Every variable cancelled: the constraint is redundant (0 = 0) or contradicts (0 = c).
            guard isNearZero(row.constant) else { throw .unsatisfiable(constraint) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            tableau.insert(row, basic: subject)
        } else if !addWithArtificialVariable(row) {
            optimize()
            throw .unsatisfiable(constraint)
        }
        tags[constraint] = tag
        // Optimising after each addition keeps every step small and the tableau always optimal.
        optimize()
    }

    /// Adds every constraint in order; stops at the first that throws, with the ones before it added.
    public mutating func add(_ constraints: some Sequence<SolverConstraint>) throws(ConstraintSolverError) {
        for constraint in constraints {
            try add(constraint)
        }
    }

    /// Removes a constraint added before and re-optimises: the solution is again the one of the
    /// constraints that remain.
    ///
    /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)`` if it is not in the solver.
    public mutating func remove(_ constraint: SolverConstraint) throws(ConstraintSolverError) {
        guard let tag = tags.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        removeErrorEffects(of: tag.marker, strength: constraint.strength)
        if let other = tag.other {
            removeErrorEffects(of: other, strength: constraint.strength)
        }
        // The marker's row is the constraint's: drop it, first making the marker basic if it is not.
        if tableau.removeRow(tag.marker) == nil, let leaving = markerLeavingRow(tag.marker), var row = tableau.removeRow(leaving) {
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, by: row)
        }
        optimize()
    }

    /// Makes `variable` an edit variable: a constraint `variable == value` at `strength` whose
    /// value ``suggestValue(_:for:)`` changes. It starts at 0.
    ///
    /// - Throws: ``ConstraintSolverError/duplicateEditVariable(_:)``, or
    ///   ``ConstraintSolverError/requiredEditStrength(_:)`` for priority 1000.
    public mutating func addEditVariable(_ variable: SolverVariable, strength: ConstraintStrength) throws(ConstraintSolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = SolverConstraint(variable.sum, .equal, 0, strength: strength, name: "edit \(variable.name)")
        try add(constraint)
        if let tag = tags[constraint] {
            edits[variable] = Edit(constraint: constraint, tag: tag, value: 0)
        }
    }

    /// Stops `variable` being an edit variable, removing its constraint.
    ///
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: SolverVariable) throws(ConstraintSolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Asks for `value` as the edit variable's value and re-solves incrementally (dual simplex
    /// from the current solution). The variable gets `value` unless stronger constraints forbid it.
    ///
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``; ``ConstraintSolverError/nonFinite(_:)``
    ///   (naming the edit constraint) for a NaN or infinite value.
    public mutating func suggestValue(_ value: Double, for variable: SolverVariable) throws(ConstraintSolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFinite(edit.constraint) }
        let delta = value - edit.value
        edit.value = value
        edits[variable] = edit
        shiftEditConstant(edit.tag, by: delta)
        dualOptimize()
    }
}
