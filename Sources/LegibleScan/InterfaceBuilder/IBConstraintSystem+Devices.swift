import LegibleLayoutSolver
import LegibleSyntax
import LegibleTargets

// What the scan asks of the system: each label's width on every device, as a width the layout
// fixes, the most room a label sized by its content can get, or why neither can be said.
extension IBConstraintSystem {
    /// A width past which a label is taken as unbounded: the solve pulls free widths towards a
    /// million points, and no screen is this wide.
    static let unboundedWidth = 100_000.0
    /// A width below which a label is taken as given no room (1 pt): no text fits it, and a
    /// label the solve squeezes to nothing is one whose layout needs its content size to say.
    static let narrowestWidth = 1.0

    /// The width of the labels `indexes` on each screen of `screenWidths`, in that order.
    ///
    /// - A width equal whether every label is pulled towards 0 or towards a million is
    ///   ``ScannedWidth/fixed(_:)``.
    /// - Otherwise the label is pulled wide above the others (which give way to nothing) and the
    ///   room it gets is a ``ScannedWidth/maximum(_:)``: a label its content sizes is audited at
    ///   the most it can have, so a finding is one no sibling's text could make go away.
    /// - A label nothing bounds, or one in a scene whose required constraints contradict each
    ///   other, is ``ScannedWidth/unknown(reason:)`` naming the constraints.
    func deviceWidths(of indexes: [Int], screenWidths: [Double]) -> [Int: [ScreenTextWidth]] {
        var runOff = Set<Int>()
        return deviceWidths(of: indexes, screenWidths: screenWidths, runningOff: &runOff)
    }

    /// ``deviceWidths(of:screenWidths:)``, with the labels nothing bounds horizontally, whose
    /// width is the room up to the edge their text runs past (``visibleRoom(of:low:)``), in `runningOff`.
    func deviceWidths(of indexes: [Int], screenWidths: [Double], runningOff: inout Set<Int>) -> [Int: [ScreenTextWidth]] {
        var result: [Int: [ScreenTextWidth]] = [:]
        let contradicted = contradictedRoots()
        // A loaded view's width is its loader's on every screen: asked once per label.
        var loaded = Dictionary(indexes.compactMap { index in loadedViewReason(of: index).map { (index, $0) } }, uniquingKeysWith: { first, _ in first })
        // So is a width that follows a constraint whose constant code sets.
        loaded.merge(codeChangedReasons(of: indexes)) { first, _ in first }
        for screenWidth in screenWidths {
            var low = towardZero
            var high = towardMaximum
            let margin = Self.systemMinimumMargin(screenWidth: screenWidth)
            for solver in [0, 1] {
                // Edit variables exist (added in init); suggesting cannot fail.
                if solver == 0 {
                    try? low.suggestValue(screenWidth, for: screen)
                    try? low.suggestValue(margin, for: systemMargin)
                } else {
                    try? high.suggestValue(screenWidth, for: screen)
                    try? high.suggestValue(margin, for: systemMargin)
                }
            }
            let misfits = self.misfits(low, screenWidth: screenWidth)
            for index in indexes {
                let width: ScannedWidth
                let ancestry = document.ancestry(of: index)
                let root = ancestry.last ?? index
                if let reason = contradicted[root] ?? loaded[index] {
                    width = .unknown(reason: reason)
                } else if let misfit = ancestry.first(where: misfits.contains) {
                    let cell = document.views[misfit].node.name
                    let whose = cell.hasSuffix("ViewCell") ? "its cell's" : "its scene's"
                    let room =
                        cell == "collectionViewCell" ? "its layout's item size on a screen" : cell == "tableViewCell" ? "its table on a screen" : "a screen"
                    width = .unknown(
                        reason: "\(whose) required constraints do not fit \(room) \(LengthFormat.string(screenWidth)) pt wide "
                            + "(\(constraintList(of: index))); UIKit breaks one at run time")
                } else {
                    var runsOff = false
                    width = solvedWidth(of: index, low: low, high: high, runsOff: &runsOff)
                    if runsOff { runningOff.insert(index) }
                }
                result[index, default: []].append(ScreenTextWidth(screen: screenWidth, width: width))
            }
        }
        return result
    }

    /// The roots that should span the screen and do not (the screen's width, an edit variable,
    /// and each root's span, strong but not required, gave way to the file's required
    /// constraints), and the table view cells that should span their table and do not.
    func misfits(_ solver: ConstraintSolver, screenWidth: Double) -> Set<Int> {
        Set(
            document.views.indices.filter { index in
                let view = document.views[index]
                if view.parent == nil {
                    return (isScreenRoot(index) || view.node.name == "tableViewCell") && abs(solver.value(of: frames[index].width) - screenWidth) > 0.5
                }
                if view.node.name == "collectionViewCell", let parent = view.parent, document.views[parent].node.name == "collectionView",
                    let itemWidth = Self.flowItemWidth(of: document.views[parent].node)
                {
                    return abs(solver.value(of: frames[index].width) - itemWidth) > 0.5
                }
                guard view.node.name == "tableViewCell", let parent = view.parent, document.views[parent].node.name == "tableView" else { return false }
                // An inset grouped table's cells span it less the system margin on each side.
                let inset = document.views[parent].node.attribute("style") == "insetGrouped" ? 2 * Self.systemMinimumMargin(screenWidth: screenWidth) : 0
                return abs(solver.value(of: frames[index].width) - (solver.value(of: frames[parent].width) - inset)) > 0.5
            })
    }

    /// One label's width from the two solves (see ``deviceWidths(of:screenWidths:)``).
    func solvedWidth(of index: Int, low: ConstraintSolver, high: ConstraintSolver, runsOff: inout Bool) -> ScannedWidth {
        let frame = frames[index]
        let narrow = low.value(of: frame.width)
        if abs(narrow - high.value(of: frame.width)) < 1e-6, narrow >= Self.narrowestWidth { return .fixed(narrow) }
        // The label alone pulled, wide with the others narrow (at its text's strength, above
        // their 0.5), and narrow with the others wide (just above its own wide pull, below the
        // file's constraints it cannot break). Two labels sharing a row can both come out 0 (or
        // both wide) in the shared solves above.
        var roomy = low
        try? roomy.add(SolverConstraint(frame.width, .equal, 1e6, strength: ConstraintStrength(textPull(of: index))))
        var tight = high
        try? tight.add(SolverConstraint(frame.width, .equal, 0.0, strength: ConstraintStrength(textPull(of: index) + Self.textPullBelowResistance / 2)))
        let room = roomy.value(of: frame.width)
        let least = tight.value(of: frame.width)
        if abs(room - least) < 1e-6, room >= Self.narrowestWidth { return .fixed(room) }
        if room >= Self.unboundedWidth, let visible = visibleRoom(of: index, low: low) {
            runsOff = true
            return .maximum(visible)
        }
        guard room < Self.unboundedWidth, room >= Self.narrowestWidth else {
            let why = room >= Self.narrowestWidth ? "its constraints do not bound its width, so its text sets it" : "its constraints leave it no width"
            return .unknown(reason: "\(why) (\(constraintList(of: index)))")
        }
        return .maximum(room)
    }

    /// The ids of the constraints naming view `index` (as first or second item), for a note.
    func constraintList(of index: Int) -> String {
        guard let id = document.views[index].id else { return "no constraints name it" }
        var ids: [String] = []
        for view in document.views {
            for list in view.node.childElements where list.name == "constraints" {
                for node in list.childElements where node.name == "constraint" {
                    let first = node.attribute("firstItem") ?? view.id
                    guard first == id || node.attribute("secondItem") == id, let constraintID = node.attribute("id") else { continue }
                    if ids.count < 6 { ids.append(constraintID) }
                }
            }
        }
        return ids.isEmpty ? "no constraints name it" : "constraints " + ids.map { EchoedText.quoted($0) }.joined(separator: ", ")
    }

    /// For each top-level view holding a required constraint the solver had to leave out, the
    /// reason given to its labels: UIKit breaks one of them at run time, which one is not known.
    func contradictedRoots() -> [Int: String] {
        guard !unsatisfiableConstraintIDs.isEmpty else { return [:] }
        var owners: [String: Int] = [:]
        for (index, view) in document.views.enumerated() {
            for list in view.node.childElements where list.name == "constraints" {
                for node in list.childElements where node.name == "constraint" {
                    if let id = node.attribute("id") { owners[id] = index }
                }
            }
        }
        var names: [Int: [String]] = [:]
        for name in unsatisfiableConstraintIDs {
            guard let owner = owners[name] ?? document.viewIndexes[name] else { continue }
            names[document.ancestry(of: owner).last ?? owner, default: []].append(name)
        }
        return names.mapValues { ids in
            let listed = ids.prefix(4).map { EchoedText.quoted($0) }.joined(separator: ", ")
            return "its scene's required constraints contradict each other (\(listed) cannot hold with the rest; UIKit breaks one at run time)"
        }
    }
}
