// A storyboard-like system for LegibleLayoutSolver, the same one kiwi-race.py gives kiwisolver:
// a tree of views pinned inside their parents with 8 pt margins, siblings chained, each view's
// intrinsic width held at Auto Layout's hugging (250) and compression (750) priorities, the root
// as wide as the screen (an edit variable), then the screen moved to 375, 440, 320 and 1024 pt.
// Built with the solver's sources by run-solver-race.sh (swiftc -O); prints seconds and a checksum.
// Usage: race VIEWS [scan]

// The same generator as kiwi-race.py, so both solve the same system.
struct LinearCongruential {
    var state: UInt64 = 42
    mutating func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33)
    }
}

@main struct SolverRace {
    static func main() throws {
        let count = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 300
        // `scan`: the strengths IBConstraintSystem gives the screen (999.999), a root's span of it
        // (999.9985) and widths ≥ 0 (999.997) instead of 999, required and required, and the pulls below.
        let scan = CommandLine.arguments.contains("scan")
        var random = LinearCongruential()
        let screen = SolverVariable("screen")
        var lefts: [SolverVariable] = []
        var widths: [SolverVariable] = []
        var lastChild: [Int: Int] = [:]
        let clock = ContinuousClock()
        let start = clock.now
        var solver = ConstraintSolver()
        try solver.addEditVariable(screen, strength: ConstraintStrength(scan ? 999.999 : 999))
        try solver.suggestValue(375, for: screen)
        for index in 0..<count {
            let left = SolverVariable("v\(index).left")
            let width = SolverVariable("v\(index).width")
            lefts.append(left)
            widths.append(width)
            if index == 0 {
                try solver.add(SolverConstraint(left, .equal, 0))
                try solver.add(SolverConstraint(width, .equal, screen + 0, strength: scan ? ConstraintStrength(999.9985) : .required))
                continue
            }
            let parent = index < 8 ? 0 : random.next() % (index / 2 + 1)
            let intrinsic = Double(20 + random.next() % 200)
            try solver.add([
                SolverConstraint(left, .greaterThanOrEqual, lefts[parent] + 8),
                SolverConstraint(left + width, .lessThanOrEqual, lefts[parent] + widths[parent] - 8),
            ])
            try solver.add(SolverConstraint(width, .greaterThanOrEqual, 0.0, strength: scan ? ConstraintStrength(999.997) : .required))
            try solver.add(SolverConstraint(width, .lessThanOrEqual, intrinsic + 0, strength: .defaultLow))
            try solver.add(SolverConstraint(width, .greaterThanOrEqual, intrinsic + 0, strength: .defaultHigh))
            if let sibling = lastChild[parent] {
                try solver.add(SolverConstraint(left, .greaterThanOrEqual, lefts[sibling] + widths[sibling] + 8))
            }
            lastChild[parent] = index
        }
        // `scan`: as the scan does with its labels, every third view pulled to 0 at a level of
        // its own below 1 (kiwi has three levels: kiwi-race.py has no such option).
        if scan {
            for (level, width) in widths.enumerated() where level % 3 == 0 {
                try solver.add(SolverConstraint(width, .equal, 0.0, strength: ConstraintStrength(0.5 + Double(level) * 1e-7)))
            }
        }
        var checksum = 0.0
        for width in [375.0, 440, 320, 1024] {
            try solver.suggestValue(width, for: screen)
            checksum += widths.reduce(0) { $0 + solver.value(of: $1) }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        print("LegibleLayoutSolver \(count) views: \(seconds) s, checksum \(checksum)")
    }
}
