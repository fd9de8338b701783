import LegibleLayoutSolver
import Testing

/// Removing constraints, edit variables at two screen widths, and every refusal.
@Suite struct ChangeAndErrorTests {
    @Test func removingAConstraintRestoresTheSolutionBefore() throws {
        // x = 10 @250 alone: 10. With x = 30 required: 30. Removed again: 10.
        let x = SolverVariable("x")
        var solver = ConstraintSolver()
        try solver.add(SolverConstraint(x, .equal, 10, strength: .defaultLow))
        let pin = SolverConstraint(x, .equal, 30)
        try solver.add(pin)
        #expect(solver.value(of: x) == 30)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 10)
        #expect(!solver.contains(pin))
        #expect(solver.constraintCount == 1)
    }

    @Test func twoLabelsOfEqualWidthAtTwoScreenWidths() throws {
        // |16| a |8| b |16|, a.width = b.width: each is (W − 40) / 2: 167.5 at 375, 200 at 440.
        let screen = SolverVariable("screen")
        let aLeft = SolverVariable("a.left")
        let aWidth = SolverVariable("a.width")
        let bLeft = SolverVariable("b.left")
        let bWidth = SolverVariable("b.width")
        var solver = ConstraintSolver()
        try solver.add([
            SolverConstraint(aLeft, .equal, 16),
            SolverConstraint(bLeft, .equal, aLeft + aWidth + 8),
            SolverConstraint(bLeft + bWidth, .equal, screen - 16),
            SolverConstraint(aWidth, .equal, bWidth),
        ])
        try solver.addEditVariable(screen, strength: ConstraintStrength(999))
        try solver.suggestValue(375, for: screen)
        #expect(solver.value(of: aWidth) == 167.5)
        #expect(solver.value(of: bLeft) == 191.5)
        try solver.suggestValue(440, for: screen)
        #expect(solver.value(of: aWidth) == 200)
        #expect(solver.value(of: bWidth) == 200)
        #expect(solver.value(of: bLeft) == 224)
        // And back: the incremental path ends where a fresh solve would.
        try solver.suggestValue(375, for: screen)
        #expect(solver.value(of: bWidth) == 167.5)
    }

    @Test func aChainOfTwentyEqualLabelsAtTwoWidths() throws {
        // |16| l₀ |8| l₁ … l₁₉ |16|, all widths equal: each is (W − 32 − 19·8) / 20,
        // 191 / 20 = 9.55 at 375 and 256 / 20 = 12.8 at 440; l₁₉.left = 16 + 19·(w + 8).
        let screen = SolverVariable("screen")
        let lefts = (0..<20).map { SolverVariable("l\($0).left") }
        let widths = (0..<20).map { SolverVariable("l\($0).width") }
        var solver = ConstraintSolver()
        try solver.addEditVariable(screen, strength: ConstraintStrength(999))
        try solver.add(SolverConstraint(lefts[0], .equal, 16))
        for index in 1..<20 {
            try solver.add(SolverConstraint(lefts[index], .equal, lefts[index - 1] + widths[index - 1] + 8))
            try solver.add(SolverConstraint(widths[index], .equal, widths[0]))
        }
        try solver.add(SolverConstraint(lefts[19] + widths[19], .equal, screen - 16))
        for (width, expected) in [(375.0, 9.55), (440, 12.8)] {
            try solver.suggestValue(width, for: screen)
            for variable in widths {
                #expect(abs(solver.value(of: variable) - expected) < 1e-9)
            }
            #expect(abs(solver.value(of: lefts[19]) - (16 + 19 * (expected + 8))) < 1e-9)
        }
    }

    @Test func anEditStopsWhereARequiredConstraintSays() throws {
        // width ≤ 500 required; suggesting 744 gives 500, then 320 gives 320.
        let width = SolverVariable("width")
        var solver = ConstraintSolver()
        try solver.add(SolverConstraint(width, .lessThanOrEqual, 500))
        try solver.addEditVariable(width, strength: ConstraintStrength(999))
        try solver.suggestValue(744, for: width)
        #expect(solver.value(of: width) == 500)
        try solver.suggestValue(320, for: width)
        #expect(solver.value(of: width) == 320)
    }

    @Test func aCopyIsSolvedIndependently() throws {
        let screen = SolverVariable("screen")
        let half = SolverVariable("half")
        var solver = ConstraintSolver()
        try solver.add(SolverConstraint(half, .equal, screen * 0.5))
        try solver.addEditVariable(screen, strength: ConstraintStrength(999))
        try solver.suggestValue(375, for: screen)
        var wide = solver
        try wide.suggestValue(440, for: screen)
        #expect(solver.value(of: half) == 187.5)
        #expect(wide.value(of: half) == 220)
    }

    @Test func contradictoryRequiredEqualitiesThrowAndLeaveTheSolver() throws {
        // x = 10, then x = 20: the row is 10 − 20 + dummies, all variables cancelled: refused.
        let x = SolverVariable("x")
        var solver = ConstraintSolver()
        try solver.add(SolverConstraint(x, .equal, 10))
        let second = SolverConstraint(x, .equal, 20)
        #expect(throws: ConstraintSolverError.unsatisfiable(second)) { try solver.add(second) }
        #expect(solver.value(of: x) == 10)
        #expect(!solver.contains(second))
    }

    @Test func contradictoryRequiredInequalitiesThrowThroughPhaseOne() throws {
        // x ≥ 10 makes x basic (x = 10 + s₁); x ≤ 5 becomes 5 + s₁ + s₂ = 0, which has no
        // variable and no negative coefficient: phase one cannot reach 0, so it is refused.
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        var solver = ConstraintSolver()
        try solver.add(SolverConstraint(x, .greaterThanOrEqual, 10))
        try solver.add(SolverConstraint(y, .equal, x + 1, strength: .defaultLow))
        let tooSmall = SolverConstraint(x, .lessThanOrEqual, 5)
        #expect(throws: ConstraintSolverError.unsatisfiable(tooSmall)) { try solver.add(tooSmall) }
        // The solver still holds x ≥ 10 and y = x + 1, and takes more.
        try solver.add(SolverConstraint(x, .equal, 12))
        #expect(solver.value(of: x) == 12)
        #expect(solver.value(of: y) == 13)
    }

    @Test func aRedundantRequiredConstraintIsAccepted() throws {
        // x = 10 twice (two constraints): consistent, so no error; removing one keeps x = 10.
        let x = SolverVariable("x")
        var solver = ConstraintSolver()
        let first = SolverConstraint(x, .equal, 10)
        try solver.add(first)
        try solver.add(SolverConstraint(x, .equal, 10))
        try solver.remove(first)
        try solver.add(SolverConstraint(x, .equal, 0, strength: .defaultLow))
        #expect(solver.value(of: x) == 10)
    }

    @Test func refusals() throws {
        let x = SolverVariable("x")
        let constraint = SolverConstraint(x, .equal, 1)
        var solver = ConstraintSolver()
        try solver.add(constraint)
        #expect(throws: ConstraintSolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
        let stranger = SolverConstraint(x, .equal, 1)
        #expect(throws: ConstraintSolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        let y = SolverVariable("y")
        #expect(throws: ConstraintSolverError.requiredEditStrength(y)) { try solver.addEditVariable(y, strength: .required) }
        #expect(throws: ConstraintSolverError.unknownEditVariable(y)) { try solver.suggestValue(3, for: y) }
        #expect(throws: ConstraintSolverError.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
        try solver.addEditVariable(y, strength: .defaultHigh)
        #expect(throws: ConstraintSolverError.duplicateEditVariable(y)) { try solver.addEditVariable(y, strength: .defaultHigh) }
        #expect(throws: ConstraintSolverError.self) { try solver.suggestValue(.nan, for: y) }
        let infinite = SolverConstraint(x, .lessThanOrEqual, Double.infinity)
        #expect(throws: ConstraintSolverError.nonFinite(infinite)) { try solver.add(infinite) }
        try solver.removeEditVariable(y)
        #expect(!solver.hasEditVariable(y))
        #expect(solver.value(of: x) == 1)
    }

    @Test func absurdCoefficientsFinish() throws {
        // Coefficients from 1e-300 to 1e300 (a hostile file's): whatever the rounding makes of
        // them, adding, editing and removing return, and a sane variable beside them is still solved.
        let variables = (0..<8).map { SolverVariable("x\($0)") }
        var solver = ConstraintSolver()
        var added: [SolverConstraint] = []
        for index in 0..<60 {
            let scale = [1e-300, 1e-12, 1, 1e12, 1e300][index % 5]
            let a = variables[index % 8]
            let b = variables[(index * 3 + 1) % 8]
            let relation: ConstraintRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][index % 3]
            let constraint = SolverConstraint(
                a * scale + b * Double(index % 5 - 2), relation, Double((index * 7919) % 2_000_001) - 1e6,
                strength: ConstraintStrength(Double([1000, 750, 250][index % 3])))
            if (try? solver.add(constraint)) != nil { added.append(constraint) }
        }
        try solver.addEditVariable(variables[0], strength: ConstraintStrength(999))
        try solver.suggestValue(1e300, for: variables[0])
        try solver.suggestValue(-1e300, for: variables[0])
        for constraint in added { try solver.remove(constraint) }
        let sane = SolverVariable("sane")
        try solver.add(SolverConstraint(sane, .equal, 42.0))
        #expect(solver.value(of: sane) == 42)
    }

    @Test func priorityIsClampedToAutoLayoutsRange() {
        #expect(ConstraintStrength(2000).priority == 1000)
        #expect(ConstraintStrength(2000).isRequired)
        #expect(ConstraintStrength(-5).priority > 0)
        #expect(!ConstraintStrength(999.5).isRequired)
        #expect(ConstraintStrength(251) > .defaultLow)
    }
}
