import LegibleLayoutSolver
import LegibleTargets

// A xib's top-level view that is neither a view controller's root view nor a cell is a view some
// code loads (`Bundle.main.loadNibNamed`, `UINib.instantiate`) and places: that code, not the
// file, decides its width. The width Xcode wrote in its frame is only the size it was drawn at,
// so a label whose width follows it has no width the scan can know (Nextcloud Talk 2d31eda5
// ReferenceGithubView.xib:28, Open Food Facts 35cf4ea5 IconButtonView.xib:42).
extension IBConstraintSystem {
    /// How much wider the loaded view is tried to see whether a label's width follows it.
    static let loadedViewProbe = 100.0

    /// Whether view `index` is a top-level view code loads and places: no superview, not the
    /// view File's Owner's `view` outlet (or a storyboard scene) makes a controller's root, and
    /// not a cell or a table or collection view's header (their table or layout sizes them).
    func isLoadedView(_ index: Int) -> Bool {
        let view = document.views[index]
        guard view.parent == nil, !isScreenRoot(index) else { return false }
        let name = view.node.name
        return !(name.hasSuffix("Cell") || name == "tableViewHeaderFooterView" || name == "collectionReusableView")
    }

    /// Why label `index` has no known width when it sits in a loaded view (``isLoadedView(_:)``)
    /// and its room changes with that view's width; `nil` when it is not in one, or when its
    /// width does not depend on the loaded view's (a width constraint of its own, or the loaded
    /// view's width fixed by a constraint in the file).
    func loadedViewReason(of index: Int) -> String? {
        guard let root = document.ancestry(of: index).last, isLoadedView(root),
            let width = Self.sane(document.views[root].frameWidth)
        else { return nil }
        // `placement(of:)` holds a loaded view at its frame's width just below required; a
        // required other width wins unless the file's own constraints fix the view's width.
        var wider = towardZero
        do {
            try wider.add(SolverConstraint(frames[root].width, .equal, width + Self.loadedViewProbe, name: "loaded view probe"))
        } catch {
            return nil  // the file's own constraints fix the view's width: a width the file gives
        }
        let label = frames[index].width
        let pull = SolverConstraint(label, .equal, 1e6, strength: ConstraintStrength(textPull(of: index)))
        var atFrame = towardZero
        try? atFrame.add(pull)
        try? wider.add(pull)
        guard abs(atFrame.value(of: label) - wider.value(of: label)) > 0.5 else { return nil }
        return "its width follows the \(LengthFormat.string(width)) pt design-time width of the file's top-level view, "
            + "a placeholder: the code that loads that view (not a view controller's root view or a cell) sets its width"
    }
}
