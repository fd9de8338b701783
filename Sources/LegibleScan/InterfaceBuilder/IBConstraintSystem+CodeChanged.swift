import LegibleLayoutSolver
import LegibleTargets

// A constraint an outlet connects to (`@IBOutlet var sideBarWidthConstraint: NSLayoutConstraint!`)
// is one code changes: `sideBarWidthConstraint.constant = 0` when a sidebar closes. Its constant
// in the file is only where Interface Builder drew it, so a label whose width follows it has no
// width the scan can know (Nextcloud Talk 2d31eda5 CallViewController.xib:313: a 350 pt sidebar
// constraint that CallViewController.swift:2568 sets to 0 on an iPhone left the screen-share name
// 82 pt on a 440 pt screen).
extension IBConstraintSystem {
    /// How far a code-changed constraint's constant is moved to see whether a label's width follows it.
    static let codeChangedProbe = 100.0
    /// The most code-changed constraints weighed in one scene (each costs two solves).
    static let largestCodeChangedCount = 32

    /// For each label of `indexes` whose solved width (or the room it runs off into) moves when
    /// a constraint code changes (``codeChangedConstraints``) moves, why its width is not known:
    /// the constraint and the outlet code reaches it by. Weighed on a 375 pt screen.
    func codeChangedReasons(of indexes: [Int]) -> [Int: String] {
        guard !codeChangedConstraints.isEmpty, !indexes.isEmpty else { return [:] }
        let (low, high) = onScreen(towardZero, towardMaximum)
        let original = indexes.map { width(of: $0, low: low, high: high) }
        var reasons: [Int: String] = [:]
        for constraint in codeChangedConstraints.prefix(Self.largestCodeChangedCount) {
            guard let (movedLow, movedHigh) = shifted(constraint) else { continue }
            let outlets = (document.outletNames[constraint.name] ?? []).sorted().joined(separator: ", ")
            for (position, index) in indexes.enumerated() where reasons[index] == nil {
                guard Self.differ(width(of: index, low: movedLow, high: movedHigh), original[position]) else { continue }
                reasons[index] =
                    "its width follows constraint \"\(constraint.name)\", whose constant code sets through \(outlets.isEmpty ? "an outlet" : outlets): "
                    + "the file's value is a placeholder"
            }
        }
        return reasons
    }

    private func width(of index: Int, low: ConstraintSolver, high: ConstraintSolver) -> ScannedWidth {
        var runsOff = false
        return solvedWidth(of: index, low: low, high: high, runsOff: &runsOff)
    }

    /// Whether two widths differ by more than half a point (two unknown widths do not).
    static func differ(_ first: ScannedWidth, _ second: ScannedWidth) -> Bool {
        switch (first, second) {
        case (.fixed(let a), .fixed(let b)), (.maximum(let a), .maximum(let b)): abs(a - b) > 0.5
        case (.unknown, .unknown): false
        default: true
        }
    }

    /// The two solvers on a 375 pt screen with its 16 pt system margin.
    private func onScreen(_ low: ConstraintSolver, _ high: ConstraintSolver) -> (ConstraintSolver, ConstraintSolver) {
        var low = low
        var high = high
        // Edit variables exist (added in init); suggesting cannot fail.
        for value in [(375.0, screen), (16.0, systemMargin)] {
            try? low.suggestValue(value.0, for: value.1)
            try? high.suggestValue(value.0, for: value.1)
        }
        return (low, high)
    }

    /// Both solvers (on a 375 pt screen) with `constraint`'s constant moved by
    /// ``codeChangedProbe`` (one way, else the other); `nil` when it cannot be moved either way.
    private func shifted(_ constraint: SolverConstraint) -> (ConstraintSolver, ConstraintSolver)? {
        for offset in [Self.codeChangedProbe, -Self.codeChangedProbe] {
            let moved = SolverConstraint(constraint.sum, constraint.relation, offset, strength: constraint.strength, name: constraint.name)
            var low = towardZero
            var high = towardMaximum
            do {
                try low.remove(constraint)
                try low.add(moved)
                try high.remove(constraint)
                try high.add(moved)
                return onScreen(low, high)
            } catch {
                continue
            }
        }
        return nil
    }
}
