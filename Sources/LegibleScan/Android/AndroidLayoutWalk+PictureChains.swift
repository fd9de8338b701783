import LegibleSyntax

// Text placed beside a picture through the siblings between them (issue 33, fresh-android23b):
// openfoodfacts `welcome_slide_2.xml` stacks a full-width (0dp) ImageView, a title whose top is
// constrained to the picture's bottom, and a description whose top is constrained to the title's
// bottom (:60). The title was judged on the slide's colour (1.9:1), but the description, named
// beside no picture, was taken as drawn over it and left unmeasured (also `welcome_slide_intro.xml:44`,
// `welcome_slide_3.xml:44`). Below a view that is below the picture is below the picture.

extension AndroidLayoutWalk {
    /// Which side of another view a constraint or relative rule puts a view on.
    enum Side: Sendable, Hashable {
        case below, above, after, before

        var opposite: Side {
            switch self {
            case .below: .above
            case .above: .below
            case .after: .before
            case .before: .after
            }
        }
    }

    /// The attributes that put a view on a side of the view they name.
    private static let sideRules: [(key: String, side: Side)] = [
        ("android:layout_below", .below), ("android:layout_above", .above), ("android:layout_toEndOf", .after), ("android:layout_toRightOf", .after),
        ("android:layout_toStartOf", .before), ("android:layout_toLeftOf", .before), ("app:layout_constraintTop_toBottomOf", .below),
        ("app:layout_constraintBottom_toTopOf", .above), ("app:layout_constraintStart_toEndOf", .after), ("app:layout_constraintLeft_toRightOf", .after),
        ("app:layout_constraintEnd_toStartOf", .before), ("app:layout_constraintRight_toLeftOf", .before),
    ]

    /// The sides of `other` that `node` is on by their own rules: `node`'s naming `other`, and
    /// `other`'s naming `node` (the opposite side).
    private static func sides(_ node: AndroidAttributes, of other: AndroidAttributes) -> Set<Side> {
        func id(_ attributes: AndroidAttributes) -> String? { attributes.android("id").flatMap(AndroidValueSyntax.reference)?.name }
        var found = Set<Side>()
        if let otherID = id(other) {
            for rule in sideRules where node.values[rule.key].flatMap(AndroidValueSyntax.reference)?.name == otherID { found.insert(rule.side) }
        }
        if let nodeID = id(node) {
            for rule in sideRules where other.values[rule.key].flatMap(AndroidValueSyntax.reference)?.name == nodeID { found.insert(rule.side.opposite) }
        }
        return found
    }

    /// Whether `node` is on one side of `picture` through a chain of its siblings (at most four
    /// links, each on the same side: below a title that is below the picture). Only for parents
    /// of at most 40 children, as each link compares every pair.
    static func isChainedBesidePicture(_ node: XMLElementNode, picture: XMLElementNode, siblings: [XMLElementNode], namespaces: [String: String]) -> Bool {
        guard siblings.count <= 40 else { return false }
        let pictureAttributes = AndroidAttributes(picture, inherited: namespaces)
        let all = siblings.map { AndroidAttributes($0, inherited: namespaces) }
        var known = all.map { sides($0, of: pictureAttributes) }
        for _ in 0..<4 {
            var changed = false
            for index in all.indices {
                for other in all.indices where other != index && !known[other].isEmpty {
                    let more = sides(all[index], of: all[other]).union(rowMateSides(all[index], of: all[other]))
                        .intersection(known[other]).subtracting(known[index])
                    if !more.isEmpty {
                        known[index].formUnion(more)
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        let attributes = AndroidAttributes(node, inherited: namespaces)
        return all.indices.contains { !sides(attributes, of: all[$0]).union(rowMateSides(attributes, of: all[$0])).intersection(known[$0]).isEmpty }
    }

    /// The rules that place a view down, then across; and what else sizes and spaces it each way.
    private static let verticalRules = [
        "app:layout_constraintTop_toTopOf", "app:layout_constraintTop_toBottomOf", "app:layout_constraintBottom_toTopOf",
        "app:layout_constraintBottom_toBottomOf", "app:layout_constraintBaseline_toBaselineOf", "android:layout_below", "android:layout_above",
        "android:layout_alignTop", "android:layout_alignBottom",
    ]
    private static let horizontalRules = [
        "app:layout_constraintStart_toStartOf", "app:layout_constraintStart_toEndOf", "app:layout_constraintEnd_toStartOf",
        "app:layout_constraintEnd_toEndOf", "app:layout_constraintLeft_toLeftOf", "app:layout_constraintLeft_toRightOf",
        "app:layout_constraintRight_toLeftOf", "app:layout_constraintRight_toRightOf", "android:layout_toEndOf", "android:layout_toStartOf",
    ]
    private static let verticalSizing = [
        "android:layout_height", "android:layout_marginTop", "android:layout_marginBottom", "android:layout_marginVertical", "android:layout_margin", "style",
    ]
    private static let horizontalSizing = [
        "android:layout_width", "android:layout_marginStart", "android:layout_marginEnd", "android:layout_marginHorizontal", "android:layout_margin", "style",
    ]

    /// The sides of a row mate that `node` shares: a view beside `other` in a row (after or before
    /// it) whose vertical rules, height, vertical margins and style are `other`'s is on the same
    /// line, so below (or above) whatever `other` is below (or above); a view in a column with the
    /// same horizontal placement likewise. SimpleTimeTracker `color_selection_dialog_fragment.xml`:
    /// the Green field (:146) is placed only after the Red one (:124), both `bottom_toTopOf` the
    /// save button with the same style; Red is below the arrow picture at the top (through the
    /// hints and the preview card), so Green is too, and its 2.59:1 hint was left unmeasured.
    /// Needs at least one rule on the shared axis: two views that only share a height prove nothing.
    private static func rowMateSides(_ node: AndroidAttributes, of other: AndroidAttributes) -> Set<Side> {
        let between = sides(node, of: other)
        func same(_ rules: [String], _ sizing: [String]) -> Bool {
            rules.contains { node.values[$0] != nil } && (rules + sizing).allSatisfy { node.values[$0] == other.values[$0] }
        }
        var shared = Set<Side>()
        if !between.isDisjoint(with: [.after, .before]), same(verticalRules, verticalSizing) { shared.formUnion([.below, .above]) }
        if !between.isDisjoint(with: [.below, .above]), same(horizontalRules, horizontalSizing) { shared.formUnion([.after, .before]) }
        return shared
    }
}
