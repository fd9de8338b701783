// `swift run -c release SolverBenchmark` in Benchmarks/: LegibleLayoutSolver on 10,000
// constraints shaped like 2,000 storyboard labels, solved at 375 pt and re-solved at 440 pt,
// once as one system and once as 2,000 small ones (a scene each).
import Dispatch
import LegibleLayoutSolver

func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

/// Five constraints per label: pinned to the leading margin, a 44 pt badge 8 after it that stays
/// inside the trailing margin, and the label's text (40–340 pt) held at 750 (compression
/// resistance) and 251 (hugging).
func labelConstraints(_ label: Int, screen: SolverVariable) -> [SolverConstraint] {
    let left = SolverVariable("label\(label).left")
    let width = SolverVariable("label\(label).width")
    let badge = SolverVariable("badge\(label).left")
    let text = Double(40 + (label * 37) % 300)
    return [
        SolverConstraint(left, .equal, 16.0),
        SolverConstraint(badge, .equal, left + width + 8),
        SolverConstraint(badge + 44, .lessThanOrEqual, screen - 16),
        SolverConstraint(width, .greaterThanOrEqual, text, strength: .defaultHigh),
        SolverConstraint(width, .lessThanOrEqual, text, strength: ConstraintStrength(251)),
    ]
}

let labels = 2000
do {
    let screen = SolverVariable("screen")
    var solver = ConstraintSolver()
    var start = DispatchTime.now()
    try solver.addEditVariable(screen, strength: ConstraintStrength(999))
    try solver.suggestValue(375, for: screen)
    for label in 0..<labels { try solver.add(labelConstraints(label, screen: screen)) }
    let solve = seconds(since: start)
    start = DispatchTime.now()
    try solver.suggestValue(440, for: screen)
    print("one system of \(solver.constraintCount) constraints: solve at 375 \(solve) s, re-solve at 440 \(seconds(since: start)) s")
}
do {
    var start = DispatchTime.now()
    var scenes: [(solver: ConstraintSolver, screen: SolverVariable)] = []
    for label in 0..<labels {
        let screen = SolverVariable("screen")
        var solver = ConstraintSolver()
        try solver.addEditVariable(screen, strength: ConstraintStrength(999))
        try solver.suggestValue(375, for: screen)
        try solver.add(labelConstraints(label, screen: screen))
        scenes.append((solver, screen))
    }
    let solve = seconds(since: start)
    start = DispatchTime.now()
    for index in scenes.indices { try scenes[index].solver.suggestValue(440, for: scenes[index].screen) }
    print("\(labels) systems of 6 constraints: solve at 375 \(solve) s, re-solve at 440 \(seconds(since: start)) s")
}
