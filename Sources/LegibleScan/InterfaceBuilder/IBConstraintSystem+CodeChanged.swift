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

    /// For each label of `indexes` whose solved width moves when a constraint code changes
    /// (``codeChangedConstraints``) moves, why its width is not known: the constraint and the
    /// outlet code reaches it by.
    func codeChangedReasons(of indexes: [Int]) -> [Int: String] {
        var reasons: [Int: String] = [:]
        for constraint in codeChangedConstraints.prefix(Self.largestCodeChangedCount) {
            guard let (low, high) = shifted(constraint) else { continue }
            let outlets = (document.outletNames[constraint.name] ?? []).sorted().joined(separator: ", ")
            for index in indexes where reasons[index] == nil {
                let width = frames[index].width
                let moves = abs(low.value(of: width) - towardZero.value(of: width)) > 0.5 || abs(high.value(of: width) - towardMaximum.value(of: width)) > 0.5
                guard moves else { continue }
                reasons[index] =
                    "its width follows constraint \"\(constraint.name)\", whose constant code sets through \(outlets.isEmpty ? "an outlet" : outlets): "
                    + "the file's value is a placeholder"
            }
        }
        return reasons
    }

    /// Both solvers with `constraint`'s constant moved by ``codeChangedProbe`` (one way, else the
    /// other); `nil` when it cannot be moved either way.
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
                return (low, high)
            } catch {
                continue
            }
        }
        return nil
    }
}
