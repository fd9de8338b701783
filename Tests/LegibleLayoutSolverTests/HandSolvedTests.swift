import LegibleLayoutSolver
import Testing

/// Systems small enough to solve by hand; the working is beside each.
@Suite struct HandSolvedTests {
    @Test func equalitiesChainThroughVariables() throws {
        // x = 10, y = x + 5 = 15, z = 2y − x = 20.
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        let z = SolverVariable("z")
        var solver = ConstraintSolver()
        try solver.add(SolverConstraint(x, .equal, 10))
        try solver.add(SolverConstraint(y, .equal, x + 5))
        try solver.add(SolverConstraint(z, .equal, 2 * y - x))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 20)
    }

    @Test func labelPinnedToBothMarginsAndAHalfWidthSibling() throws {
        // Screen 375, margins 16: label.left = 16, label.right = 375 − 16 = 359, width 343.
        // badge.width = 0.5 · screen − 20 = 167.5.
        let screen = SolverVariable("screen")
        let left = SolverVariable("label.left")
        let width = SolverVariable("label.width")
        let badge = SolverVariable("badge.width")
        var solver = ConstraintSolver()
        try solver.add([
            SolverConstraint(screen, .equal, 375),
            SolverConstraint(left, .equal, 16),
            SolverConstraint(left + width, .equal, screen - 16),
            SolverConstraint(badge, .equal, screen * 0.5 - 20),
        ])
        #expect(solver.value(of: width) == 343)
        #expect(solver.value(of: badge) == 167.5)
    }

    @Test func inequalitiesClampAnOptionalWish() throws {
        // 10 ≤ x ≤ 20 required; x = 50 @500 gets as close as it can: 20. Replaced by x = 0 @500: 10.
        let x = SolverVariable("x")
        var solver = ConstraintSolver()
        try solver.add(SolverConstraint(x, .greaterThanOrEqual, 10))
        try solver.add(SolverConstraint(x, .lessThanOrEqual, 20))
        let high = SolverConstraint(x, .equal, 50, strength: ConstraintStrength(500))
        try solver.add(high)
        #expect(solver.value(of: x) == 20)
        try solver.remove(high)
        try solver.add(SolverConstraint(x, .equal, 0, strength: ConstraintStrength(500)))
        #expect(solver.value(of: x) == 10)
    }

    @Test func aWeakerConstraintYieldsToAStrongerOne() throws {
        // x = 100 @750 against x = 200 @250: the 750 holds, x = 100.
        let x = SolverVariable("x")
        var solver = ConstraintSolver()
        try solver.add(SolverConstraint(x, .equal, 200, strength: .defaultLow))
        try solver.add(SolverConstraint(x, .equal, 100, strength: .defaultHigh))
        #expect(solver.value(of: x) == 100)
    }

    @Test func noNumberOf998sOutweighsOne999() throws {
        // Levels are strictly ordered: the one 999 (x = 100) holds against five 998s (x = 0).
        // Summed as weights (999 against 5 × 998) it would lose, and x would be 0.
        let x = SolverVariable("x")
        var solver = ConstraintSolver()
        for _ in 0..<5 {
            try solver.add(SolverConstraint(x, .equal, 0, strength: ConstraintStrength(998)))
        }
        try solver.add(SolverConstraint(x, .equal, 100, strength: ConstraintStrength(999)))
        #expect(solver.value(of: x) == 100)
    }

    @Test func withinOneLevelErrorsAreSummed() throws {
        // |x − 10| + |x − 20| + |x − 20| at one level is least at x = 20 (the median).
        let x = SolverVariable("x")
        var solver = ConstraintSolver()
        try solver.add(SolverConstraint(x, .equal, 10, strength: ConstraintStrength(500)))
        try solver.add(SolverConstraint(x, .equal, 20, strength: ConstraintStrength(500)))
        try solver.add(SolverConstraint(x, .equal, 20, strength: ConstraintStrength(500)))
        #expect(solver.value(of: x) == 20)
    }

    @Test func compressionResistanceBeatsHuggingButNotTheMargins() throws {
        // A label whose text wants 400 pt between margins 16 on a 375 pt screen: the required
        // pins leave 343, the 750 `width ≥ 400` is violated by the least possible, width 343.
        // With text wanting 100 pt, hugging (`width ≤ 100` @250) loses to the pins too: 343.
        for intrinsic in [400.0, 100.0] {
            let left = SolverVariable("left")
            let width = SolverVariable("width")
            var solver = ConstraintSolver()
            try solver.add([
                SolverConstraint(left, .equal, 16),
                SolverConstraint(left + width, .equal, 359),
                SolverConstraint(width, .greaterThanOrEqual, intrinsic, strength: .defaultHigh),
                SolverConstraint(width, .lessThanOrEqual, intrinsic, strength: .defaultLow),
            ])
            #expect(solver.value(of: width) == 343)
        }
    }

    @Test func huggingDecidesWhichOfTwoLabelsGrows() throws {
        // Two labels in a row between margins on 375 (343 pt, 8 pt apart: widths sum to 335),
        // intrinsic 100 each. The first hugs at 251, the second at 250, so the second grows:
        // first = 100, second = 235.
        let a = SolverVariable("a.width")
        let b = SolverVariable("b.width")
        var solver = ConstraintSolver()
        try solver.add([
            SolverConstraint(a + b, .equal, 335),
            SolverConstraint(a, .lessThanOrEqual, 100, strength: ConstraintStrength(251)),
            SolverConstraint(b, .lessThanOrEqual, 100, strength: ConstraintStrength(250)),
            SolverConstraint(a, .greaterThanOrEqual, 100, strength: .defaultHigh),
            SolverConstraint(b, .greaterThanOrEqual, 100, strength: .defaultHigh),
        ])
        #expect(solver.value(of: a) == 100)
        #expect(solver.value(of: b) == 235)
    }

    @Test func aVariableNoConstraintMentionsIsZero() {
        #expect(ConstraintSolver().value(of: SolverVariable("lonely")) == 0)
    }

    @Test func valuesListsEveryVariableMet() throws {
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        var solver = ConstraintSolver()
        try solver.add(SolverConstraint(x + y, .equal, 10))
        try solver.add(SolverConstraint(x, .equal, 4))
        #expect(solver.values == [x: 4, y: 6])
    }
}
