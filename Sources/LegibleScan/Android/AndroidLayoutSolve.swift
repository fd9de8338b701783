import LegibleSyntax

/// Android's horizontal measure pass over one layout file, at each screen width: the width every
/// view gets, so text views get the width their text is laid out in (issue 34, item 3).
///
/// A root view is as wide as the screen (an activity's content view, a fragment filling it, a
/// list item in a list as wide as the screen: a list narrower than the screen cannot be told
/// from the file). Below it, each parent places its children as Android does:
/// - `FrameLayout` and the other stacking parents (`CardView`, `ScrollView`, `CoordinatorLayout`…)
///   and a vertical `LinearLayout`: `match_parent` is the parent's content width less margins,
///   `wrap_content` at most that, a dp width that;
/// - a horizontal `LinearLayout`: `layout_weight` shares what the unweighted children leave
///   (`weightSum` when set); a `wrap_content` child gets what the children before it leave
///   (`LinearLayout.measureHorizontal`);
/// - `RelativeLayout`: `alignParentStart/End`, `toStartOf`/`toEndOf`, `alignStart/End`,
///   `centerHorizontal`, measured as `RelativeLayout.getChildMeasureSpec` does;
/// - `ConstraintLayout`: its constraints, chains, guidelines, `0dp` match-constraint widths,
///   percent and ratio widths, solved by `ConstraintSolver` (``AndroidLayoutSolve/constraintChildren(of:)``);
/// - `TableLayout`: its rows as wide as its content; a row's first cell one line in the row's
///   room, later columns unknown (``tableRowCells(of:content:)``);
/// - `HorizontalScrollView`: unbounded, so its text is not audited.
///
/// A `wrap_content` text view is audited at the room it can get (its parent's available width),
/// since its text wraps there. Anything else (a parent the solve does not know, a width that
/// depends on another view's text, a `<merge>` root without `tools:parentTag`) is unknown with
/// the reason: a note, never a guess.
struct AndroidLayoutSolve {
    /// Why a width is unknown.
    struct Unknown: Error, Hashable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// A view's width at one screen width.
    enum Width: Hashable {
        /// Exactly this wide (dp).
        case exact(Double)
        /// As wide as its content, at most this (dp): `wrap_content`.
        case room(Double)
        case unknown(Unknown)

        var known: Double? {
            switch self {
            case .exact(let width), .room(let width): width
            case .unknown: nil
            }
        }

        /// The same kind of width less `inset`.
        func less(_ inset: Double) -> Width {
            switch self {
            case .exact(let width): .exact(width - inset)
            case .room(let width): .room(width - inset)
            case .unknown: self
            }
        }
    }

    /// Android's usual phone widths, in dp: small, typical and large phones in portrait
    /// (`Tables/android-screen-widths.csv`).
    static let defaultScreenWidths: [Double] = AndroidScreens.defaultWidths

    let tree: AndroidLayoutTree
    let resources: AndroidResources
    let screens: [Double]
    /// Each node's frame width, one per screen.
    var frames: [[Width]]
    /// Nodes whose text shows on one line, cut where it passes the room their frame gives
    /// (a table's first column, ``tableRowCells(of:content:)``).
    var oneLine: Set<Int> = []
    /// Text views as wide as their one-line text (plus their inset), measurable by the overflow
    /// audit: a row's view after one gets what it leaves (``besides``) instead of an unknown width.
    let contentTexts: Set<Int>
    /// For a node after such text views in its row, per screen, the ones measured before it:
    /// its frame is the room before they take theirs (``ScannedBesideText``).
    var besides: [Int: [[Beside]]] = [:]
    /// For a weighted text view whose frame is its own plus a share of what the texts of its
    /// row leave, per screen, its part (``textShares(_:available:weightSum:widths:texts:)``).
    var shares: [Int: [Share?]] = [:]
    /// Why a `wrap_content` text view that is not in ``contentTexts`` cannot be measured, for
    /// the unknown width of the views after it in its row.
    let unmeasuredTexts: [Int: String]

    /// A text view as wide as its text, measured before another view of its row, in `room` dp
    /// at most when the text views before it take nothing.
    struct Beside: Hashable {
        var node: Int
        var room: Double
        /// Measured in all of `room` whatever the texts before it took (after a weighted view).
        var alone = false
    }

    /// Solves `tree` at each of `screens` (dp); a drawer header's root in its drawer's width, a
    /// dialog's content in the dialog's widest.
    /// `contentTexts`: the text views whose width the overflow audit can measure (``contentTexts``).
    init(
        tree: AndroidLayoutTree, resources: AndroidResources, screens: [Double], drawer: AndroidDrawerWidth? = nil, dialog: AndroidDialogWidth? = nil,
        contentTexts: Set<Int> = [], unmeasuredTexts: [Int: String] = [:]
    ) {
        self.tree = tree
        self.resources = resources
        self.screens = screens
        self.contentTexts = contentTexts
        self.unmeasuredTexts = unmeasuredTexts
        frames = Array(repeating: Array(repeating: .unknown(Unknown("not reached")), count: screens.count), count: tree.nodes.count)
        guard let root = tree.root else { return }
        frames[root] = screens.map { rootWidth(root, screen: dialog?.width(onScreen: $0) ?? drawer?.width(onScreen: $0) ?? $0) }
        placeChildren(of: root)
    }

    /// A root view's width: its dp width, else the screen's less its margins (`wrap_content` at
    /// most that).
    private func rootWidth(_ root: Int, screen: Double) -> Width {
        let node = tree[root]
        if node.tag == "merge" {
            guard node.attributes["tools:parentTag"] != nil else {
                return .unknown(Unknown("the view is in a <merge> layout, whose parent is in another file (tools:parentTag would name it)"))
            }
            return .exact(screen)
        }
        // The root's margins count: the parent it is inflated into (the activity's content frame, a
        // RecyclerView, a fragment's container, a custom view inflating into itself) honours them.
        guard case .success(let margins) = sides(root, "layout_margin") else {
            return .unknown(Unknown("its margins are not sizes the scan can know"))
        }
        switch node.android("layout_width") {
        case "wrap_content": return .room(screen - margins.start - margins.end)
        case nil, "match_parent", "fill_parent": return .exact(screen - margins.start - margins.end)
        case let value?:
            switch dp(value, what: "layout_width") {
            case .success(let width) where width > 0: return .exact(width)
            case .success: return .exact(screen)
            case .failure(let unknown): return .unknown(unknown)
            }
        }
    }

    /// A parent's class as it places its children: a `<merge>` root's is its `tools:parentTag`;
    /// an app's own container class (`FocusAwareCoordinator`), the class it extends that the
    /// solve knows, from the app's sources (`AndroidSourceFacts.superclasses`).
    func containerTag(_ index: Int) -> String {
        let node = tree[index]
        if node.tag == "merge", let parent = node.attributes["tools:parentTag"] { return AndroidViewKinds.simpleName(parent) }
        let known = { (tag: String) in Self.solvedContainers.contains(tag) || AndroidViewKinds.stackingParents.contains(tag) }
        guard let facts = resources.sourceFacts, !facts.superclasses.isEmpty else {
            return Self.sameLayout[node.tag] ?? Self.libraryBase(of: node.tag, facts: resources.sourceFacts, known: known) ?? node.tag
        }
        let tag = facts.layoutClass(of: node.tag, known: known)
        return Self.sameLayout[tag] ?? Self.libraryBase(of: tag, facts: facts, known: known) ?? tag
    }

    /// Words in a class name that say it sizes itself some other way than its base layout (an
    /// aspect ratio, a maximum width, a square, a flowing wrap).
    private static let ownSizingWords = ["Aspect", "Ratio", "MaxWidth", "Square", "Flow", "Wrap", "Scal", "Zoom"]

    /// A library's container named for the layout it extends, the app declaring no class of that
    /// name: MaterialFiles fc125003 about_fragment.xml:84 `me.zhanghai.android.foregroundcompat.ForegroundLinearLayout`
    /// (a LinearLayout that draws a foreground) is a `LinearLayout`; `nil` for another name.
    static func libraryBase(of tag: String, facts: AndroidSourceFacts?, known: (String) -> Bool) -> String? {
        guard !known(tag), facts?.viewSuperclasses[tag] == nil, !ownSizingWords.contains(where: { tag.contains($0) }) else { return nil }
        return ["LinearLayout", "FrameLayout", "RelativeLayout"].first { tag.hasSuffix($0) && tag != $0 }
    }

    /// The containers whose children the solve places, besides the stacking parents.
    static let solvedContainers: Set<String> = [
        "LinearLayout", "LinearLayoutCompat", "RelativeLayout", "ConstraintLayout", "MotionLayout", "HorizontalScrollView", "DrawerLayout",
        "TableLayout", "TableRow",
    ]

    /// Containers that measure as another: androidx `LinearLayoutCompat` is `LinearLayout`'s
    /// measure pass copied (the same orientation, weights and `weightSum`).
    static let sameLayout: [String: String] = ["LinearLayoutCompat": "LinearLayout"]

    private mutating func placeChildren(of parent: Int) {
        let children = tree[parent].children
        guard !children.isEmpty else { return }
        let content = contentWidths(of: parent)
        let tag = containerTag(parent)
        switch tag {
        case "LinearLayout" where tree[parent].android("orientation") != "vertical":
            linearChildren(of: parent, content: content)
        case "RelativeLayout":
            relativeChildren(of: parent, content: content)
        case "TableLayout":
            tableChildren(of: parent, content: content)
        case "TableRow" where tableOf(parent) != nil:
            tableRowCells(of: parent, content: content)
        case "TableRow":
            // Outside a table a row is the horizontal LinearLayout it extends.
            linearChildren(of: parent, content: content)
        case "ConstraintLayout", "MotionLayout":
            constraintChildren(of: parent, content: content)
        case "merge":
            // No tools:parentTag: the root's reason is every child's.
            for child in children { frames[child] = content }
        case "DrawerLayout":
            drawerChildren(of: parent)
        case "HorizontalScrollView":
            let unbounded = Width.unknown(Unknown("it is in a HorizontalScrollView, which gives its content unlimited width"))
            for child in children { frames[child] = Array(repeating: unbounded, count: screens.count) }
        case _ where AndroidViewKinds.stackingParents.contains(tag) || tag == "LinearLayout":
            for child in children { frames[child] = content.indices.map { stacked(child, content: content[$0]) } }
        default:
            let unknown = Width.unknown(Unknown("its parent \(tag) places it in a way the scan does not work out"))
            for child in children { frames[child] = Array(repeating: unknown, count: screens.count) }
        }
        for child in children { placeChildren(of: child) }
    }

    /// The children of a `DrawerLayout` (androidx `DrawerLayout.onMeasure`, which needs an exact
    /// width and ignores its own padding): a content view (no horizontal `layout_gravity`) is
    /// exactly the layout's width less its margins; a drawer (`layout_gravity` start, end, left or
    /// right) gets its own width within the layout's less 64 dp (`MIN_DRAWER_MARGIN`) and its margins.
    private mutating func drawerChildren(of parent: Int) {
        for child in tree[parent].children {
            let gravity = (tree[child].android("layout_gravity") ?? "").split(separator: "|").map { String($0).trimmingWhitespace }
            let isDrawer = gravity.contains { ["start", "end", "left", "right"].contains($0) }
            frames[child] = frames[parent].map { frame in
                guard case .exact(let width) = frame else {
                    return frame.known == nil ? frame : .unknown(Unknown("its DrawerLayout is as wide as its content, which the scan does not solve"))
                }
                guard case .success(let margins) = sides(child, "layout_margin") else {
                    return .unknown(Unknown("its margins are not sizes the scan can know"))
                }
                let room = width - margins.start - margins.end
                return isDrawer ? ownWidth(child, available: .exact(room - 64)) : .exact(room)
            }
        }
    }

    /// A node's content width per screen: its frame less its horizontal padding.
    func contentWidths(of index: Int) -> [Width] {
        let padding = Self.cards.contains(containerTag(index)) ? cardPadding(index) : sides(index, "padding")
        return frames[index].map { frame in
            switch padding {
            case .success(let sides): frame.less(sides.start + sides.end)
            case .failure(let unknown): frame.known == nil ? frame : .unknown(unknown)
            }
        }
    }

    /// androidx `CardView` and Material's card, whose padding is `app:contentPadding`.
    static let cards: Set<String> = ["CardView", "MaterialCardView"]

    /// A card's padding: `CardView` ignores `android:padding` (its `setPadding` does nothing) and pads
    /// its content by `app:contentPadding` (`…Left`/`…Right` over it), plus a shadow's room only with
    /// `app:cardUseCompatPadding="true"`, which depends on its elevation: unknown then.
    func cardPadding(_ index: Int) -> Result<Sides, Unknown> {
        let node = tree[index]
        if node.app("cardUseCompatPadding") == "true" {
            return .failure(Unknown("its card adds room for a shadow (cardUseCompatPadding), which depends on its elevation"))
        }
        var result = Sides(start: 0, end: 0)
        if let all = node.app("contentPadding") {
            switch dp(all, what: "contentPadding") {
            case .success(let side): result = Sides(start: side, end: side)
            case .failure(let unknown): return .failure(unknown)
            }
        }
        for (name, isStart) in [("contentPaddingLeft", true), ("contentPaddingRight", false)] {
            guard let value = node.app(name) else { continue }
            switch dp(value, what: name) {
            case .success(let side): if isStart { result.start = side } else { result.end = side }
            case .failure(let unknown): return .failure(unknown)
            }
        }
        return .success(result)
    }

    /// A child of a parent that gives each child its whole content width.
    func stacked(_ child: Int, content: Width) -> Width {
        guard case .success(let margins) = sides(child, "layout_margin") else { return .unknown(Unknown("its margins are not sizes the scan can know")) }
        let available = content.less(margins.start + margins.end)
        return ownWidth(child, available: available)
    }

    /// A child's width from its `layout_width` given what its parent makes available.
    func ownWidth(_ child: Int, available: Width) -> Width {
        guard case .unknown = available else {
            switch tree[child].android("layout_width") {
            case "match_parent", "fill_parent": return available
            case "wrap_content", nil:
                // An icon is as wide as its drawable (a progress bar as its style): a known width,
                // so its siblings' room is known too.
                if let icon = contentWidth(child), let room = available.known { return .exact(min(icon, room)) }
                return available.known.map(Width.room) ?? available
            case let value?:
                switch dp(value, what: "layout_width") {
                case .success(let width): return .exact(width)
                case .failure(let unknown): return .unknown(unknown)
                }
            }
        }
        if let value = tree[child].android("layout_width"), case .success(let width) = dp(value, what: "layout_width"), width > 0 { return .exact(width) }
        return available
    }
}
