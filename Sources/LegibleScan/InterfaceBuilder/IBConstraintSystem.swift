import LegibleLayoutSolver
import LegibleSyntax

/// An Interface Builder document's horizontal layout as linear constraints, solved per screen
/// width by ``ConstraintSolver`` (issue 34, item 2; not yet used by the scan).
///
/// Every view gets two unknowns, its left edge (in the screen's coordinates, so constraints
/// between views in different branches compare the same edges) and its width. Around them:
/// - the file's `<constraint>`s: first item omitted = the view holding the constraint; `leading`,
///   `trailing`, `left`, `right`, `centerX`, `width` and their `…Margin` forms (and
///   `centerXWithinMargins`), multipliers (`0.5`, `1:2`) taken in the nearest common
///   ancestor's coordinates as UIKit does, relations, priorities; vertical ones are left out;
/// - layout guides: the safe area and a scroll view's frame guide are their owner's frame (no
///   horizontal safe-area insets in portrait), a guide named readable is the owner's margins,
///   a scroll view's content guide starts at its owner's left with a width of its own;
/// - layout margins as UIKit sets them: a view controller's root view takes the system minimum,
///   16 pt on screens narrower than 414 pt and 20 pt from 414 pt (the file's margins where they are
///   20 or more; between 16 and 20 they are taken as the system's),
///   every other view 8 pt unless the file gives `layoutMargins`/`directionalLayoutMargins`;
///   with `preservesSuperviewLayoutMargins`, at least its superview's margin less its distance
///   from the superview's edge;
/// - a view controller's root view spans the screen; a table view cell spans its table view and a
///   cell's content view its cell; a view with `translatesAutoresizingMaskIntoConstraints` left on
///   follows its autoresizing mask from its frame;
/// - scroll views: edges seen from inside are the scrolled content's, width and centre the frame's;
/// - stack views (``IBConstraintSystem/arrange(stack:intrinsicWidth:)``).
///
/// A label's width is reported only when the constraints fix it: the system is solved twice with
/// every label's width pulled (each label at its own level), once towards 0 far below any file
/// priority, and once towards a million just below the label's compression resistance, as long
/// text asks (``textPull(of:)``), and a width that comes out the same both times is fixed. A
/// width left to the label's text (hugging, compression resistance) is fixed only when
/// `intrinsicWidth` gives the text's width.
///
/// ```swift
/// let system = IBConstraintSystem(document: document)
/// system.labelWidths(screenWidth: 375)   // [view index: width]
/// ```
struct IBConstraintSystem {
    struct Frame {
        let left: SolverVariable
        let width: SolverVariable
        var right: LinearSum { left + width }
    }

    /// A view's margins, each a number or (a root view's) the device's system minimum.
    struct Margins {
        var leading: LinearSum
        var trailing: LinearSum
    }

    let document: IBDocument
    /// Whether the layout is an iPad's (regular width) rather than an iPhone's in portrait.
    let regularWidth: Bool
    private(set) var frames: [Frame] = []
    private(set) var margins: [Margins] = []
    /// Each view's subviews, in document order.
    private(set) var children: [[Int]] = []
    /// Layout guides by id: their frame, and whether their edges are the owner's margins.
    var guideFrames: [String: Frame] = [:]
    /// The scrolled content of each scroll view (`scrollView`, `tableView`, `collectionView`,
    /// `textView`): starting at its left edge, as wide as the constraints inside it make it.
    var scrollContents: [Int: Frame] = [:]
    static let scrollViewNames: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
    let screen = SolverVariable("screen.width")
    /// The system minimum margin, an edit variable like the screen's width.
    let systemMargin = SolverVariable("system.margin")
    /// The `id`s of the file's required constraints that contradict those before them; left out, as UIKit breaks one.
    private(set) var unsatisfiableConstraintIDs: [String] = []
    private(set) var towardZero = ConstraintSolver()
    private(set) var towardMaximum = ConstraintSolver()
    /// The file's horizontal constraints an outlet connects to: code changes their constants
    /// (``codeChangedReasons(of:)``).
    private(set) var codeChangedConstraints: [SolverConstraint] = []
    /// The views `intrinsicWidth` gives a content width.
    private(set) var measuredViews: Set<Int> = []

    /// Strength of the screen width and margins: above every priority a file can give (999).
    static let deviceStrength = ConstraintStrength(999.999)
    /// Strength of each root view's span of the screen: below the screen's own width, above
    /// everything else, so only a scene that cannot fit the screen leaves it.
    static let rootStrength = ConstraintStrength(999.9985)
    /// Strength of each table view cell's span of its table: below the roots', so a cell that
    /// cannot fit gives way rather than widening its scene.
    static let cellStrength = ConstraintStrength(999.9983)
    /// Strength of a margin kept at least its superview's (`preservesSuperviewLayoutMargins`):
    /// below the cells' span, because a required one grows with a cell that is wider than its
    /// table (the superview's margin reaches further in), so such a cell could only fit by
    /// widening the table and the scene; UIKit takes the margins from the frames it has.
    static let preserveStrength = ConstraintStrength(999.9981)
    /// Strength that keeps a view preserving its superview's margins at the least margin allowed:
    /// computed before any constraint of the file's is weighed.
    static let marginStrength = ConstraintStrength(999.998)
    /// Strength that keeps every width at least 0: above every file priority, below the device's.
    static let nonNegativeStrength = ConstraintStrength(999.997)

    /// - Parameters:
    ///   - document: the document, as `InterfaceBuilderReader` reads it.
    ///   - intrinsicWidth: the width a view's content asks for (a label's text at a size), or
    ///     `nil`; held by the view's hugging and compression-resistance priorities.
    ///   - regularWidth: lay out for the regular width size class (an iPad) rather than the
    ///     compact one (an iPhone in portrait): which size-class variations' constraints are installed.
    init(document: IBDocument, intrinsicWidth: (Int) -> Double? = { _ in nil }, regularWidth: Bool = false) {
        self.document = document
        self.regularWidth = regularWidth
        for index in document.views.indices {
            frames.append(Frame(left: SolverVariable("v\(index).left"), width: SolverVariable("v\(index).width")))
        }
        children = Array(repeating: [], count: document.views.count)
        measuredViews = Set(document.views.indices.filter { intrinsicWidth($0) != nil })
        for (index, view) in document.views.enumerated() {
            if let parent = view.parent { children[parent].append(index) }
        }
        var structure: [SolverConstraint] = []
        // In document order, so a superview's margins are known before its subviews'.
        for index in document.views.indices {
            let (viewMargins, constraints) = preservingSuperviewMargins(index, own: viewMargins(index))
            margins.append(viewMargins)
            structure += constraints
        }
        structure += guideConstraints()
        for (index, view) in document.views.enumerated() where Self.scrollViewNames.contains(view.node.name) {
            let content = Frame(left: SolverVariable("v\(index).content.left"), width: SolverVariable("v\(index).content.width"))
            scrollContents[index] = content
            structure.append(SolverConstraint(content.left, .equal, frames[index].left, name: view.id ?? ""))
        }
        for index in document.views.indices {
            // No view is narrower than nothing: without this a sibling's width went negative to
            // give a label it is pinned to unbounded room.
            structure.append(SolverConstraint(frames[index].width, .greaterThanOrEqual, 0.0, strength: Self.nonNegativeStrength, name: "width ≥ 0"))
            structure += placement(of: index)
            if document.views[index].node.name == "stackView" { structure += arrange(stack: index, intrinsicWidth: intrinsicWidth) }
        }
        var base = ConstraintSolver()
        // Edit variables cannot fail here: each is added once, optional.
        try? base.addEditVariable(screen, strength: Self.deviceStrength)
        try? base.addEditVariable(systemMargin, strength: Self.deviceStrength)
        let file = fileConstraints()
        codeChangedConstraints = file.filter { !$0.name.isEmpty && document.outletTargets.contains($0.name) }
        for constraint in structure + file + contentConstraints(intrinsicWidth) {
            do {
                try base.add(constraint)
            } catch {
                unsatisfiableConstraintIDs.append(constraint.name)
            }
        }
        towardZero = base
        towardMaximum = base
        for (level, index) in labelIndexes.enumerated() {
            // Each label its own level, so one label's freedom cannot hide behind another's:
            // narrow below every file priority, wide at its text's (``textPull(of:)``).
            let nudge = Double(level) * 1e-7
            try? towardZero.add(SolverConstraint(frames[index].width, .equal, 0.0, strength: ConstraintStrength(0.5 + nudge)))
            try? towardMaximum.add(SolverConstraint(frames[index].width, .equal, 1e6, strength: ConstraintStrength(textPull(of: index) + nudge)))
        }
    }

    /// The system of a storyboard or xib given as text (what the tests use; the scan will pass the
    /// document it has read).
    ///
    /// - Throws: `SyntaxError` for malformed XML or attributes, as `InterfaceBuilderReader` reports them.
    init(reading text: String, path: String, intrinsicWidth: (Int) -> Double? = { _ in nil }) throws(SyntaxError) {
        let root = try XMLReader.parse(text, file: path, droppingWhitespaceBetweenElements: true)
        self.init(document: try IBDocument(root: root, attributes: IBAttributes(file: path)), intrinsicWidth: intrinsicWidth)
    }

    /// The index of the view with `id`.
    func viewIndex(_ id: String) -> Int? {
        document.viewIndexes[id]
    }

    /// The views whose text the scan audits at their width: labels and buttons (a button's title
    /// gets its width less its insets).
    var labelIndexes: [Int] {
        document.views.indices.filter { document.views[$0].node.name == "label" || document.views[$0].node.name == "button" }
    }

    /// The strength at which a label's (or button's) text asks for more width than any room:
    /// just below its horizontal compression resistance (UIKit's default 750), so a file
    /// constraint below that priority gives way to the text as Auto Layout lets it, and one at
    /// or above it holds. Habitica aafd43ae HRPGItemStatsView.xib:49: "STR:" with `width = 20
    /// @500` and compression resistance 1000 grows to its text; the 500 was read as its width.
    /// A resistance of 1000 pulls above every optional file priority (999) and below the
    /// device's and the structure's strengths (``nonNegativeStrength`` and up).
    func textPull(of index: Int) -> Double {
        // A view whose content width is given already has its resistance as a constraint
        // (``contentConstraints(_:)``): its pull stays below every file priority.
        guard !measuredViews.contains(index) else { return 0.9 }
        let resistance = Self.number(document.views[index].node, "horizontalCompressionResistancePriority") ?? 750
        return max(min(resistance, 999.9) - Self.textPullBelowResistance, 1)
    }

    /// How far below a view's compression resistance its text pulls (``textPull(of:)``): below
    /// a file constraint of the same priority (a tie UIKit resolves either way: it is kept), and
    /// above the next whole priority less the per-label nudges.
    static let textPullBelowResistance = 0.01

    /// UIKit's minimum margin of a view controller's root view on a screen this wide: 16 pt on
    /// narrower screens, 20 pt from 414 pt (Xcode lays a storyboard out on a 414 pt iPhone with
    /// 20 pt margins: `Tables/apple-table-cell-insets.csv`).
    static func systemMinimumMargin(screenWidth: Double) -> Double {
        screenWidth >= 414 ? 20 : 16
    }

    /// Each label's width on a screen `screenWidth` wide, for the labels whose width the layout fixes.
    func labelWidths(screenWidth: Double) -> [Int: Double] {
        var low = towardZero
        var high = towardMaximum
        let margin = Self.systemMinimumMargin(screenWidth: screenWidth)
        try? low.suggestValue(screenWidth, for: screen)
        try? low.suggestValue(margin, for: systemMargin)
        try? high.suggestValue(screenWidth, for: screen)
        try? high.suggestValue(margin, for: systemMargin)
        var widths: [Int: Double] = [:]
        for index in labelIndexes {
            let width = low.value(of: frames[index].width)
            if abs(width - high.value(of: frames[index].width)) < 1e-6 { widths[index] = width }
        }
        return widths
    }
}
