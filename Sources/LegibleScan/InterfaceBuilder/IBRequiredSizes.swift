extension InterfaceBuilderReader {
    /// The size Auto Layout gives the view along `attribute` (`width` or `height`) from its
    /// required constraints, whatever its frame says: its own `attribute = constant`, or an
    /// `attribute` equal to another view's that is fixed the same way (`first = second × m + c`,
    /// followed either way round); `nil` when none fixes it or they disagree.
    ///
    /// INaturalistIOS 3ab22038 `MainStoryboard.storyboard:1208`, a button whose frame is 38 pt
    /// tall but whose `height = 45` constraint (:1211) is required, was a `target.small` error at
    /// 384×38 (fresh-ios22c class 7). UTM `VMDisplayMetalViewInputAccessory.xib:56`, a key whose
    /// frame is 26 pt tall and whose height equals the Control key's (:122), which is `height = 36`
    /// (:33), was reported at 30×26 instead of 30×36 (fresh-ios25b pattern 1).
    static func requiredSize(_ attribute: String, of index: Int, in document: IBDocument) -> Double? {
        guard let id = document.views[index].id else { return nil }
        var visited: Set<String> = []
        return requiredSize(attribute, of: id, in: document, visited: &visited)
    }

    /// ``requiredSize(_:of:in:)`` by id; `visited` stops a cycle of equal sizes.
    private static func requiredSize(_ attribute: String, of id: String, in document: IBDocument, visited: inout Set<String>) -> Double? {
        guard visited.insert(id).inserted, visited.count <= largestSizeChain else { return nil }
        var sizes = Set<Double>()
        for constraintIndex in document.constraintsByItem[id] ?? [] {
            let constraint = document.constraints[constraintIndex]
            guard constraint.relation == "equal", constraint.isRequired else { continue }
            if constraint.first == id, constraint.firstAttribute == attribute, constraint.second == nil {
                sizes.insert(constraint.constant)
            } else if let linked = linkedSize(attribute, of: id, by: constraint, in: document, visited: &visited) {
                sizes.insert(linked)
            }
        }
        // Rounded so that two routes to one size (36 × 0.5 + 0 and 18) agree.
        let rounded = Set(sizes.map { ($0 * 1000).rounded() / 1000 })
        guard rounded.count == 1, let size = rounded.first, size > 0 else { return nil }
        return size
    }

    /// The size `constraint` gives `id` when it ties `id`'s `attribute` to the same attribute of
    /// another view whose own size is fixed; only sizes (not edges) are followed, so a view's
    /// superview or a sibling it is merely aligned with never lends it a size.
    private static func linkedSize(
        _ attribute: String, of id: String, by constraint: IBDocument.Constraint, in document: IBDocument, visited: inout Set<String>
    ) -> Double? {
        guard constraint.firstAttribute == attribute, constraint.secondAttribute == attribute,
            let first = constraint.first, let second = constraint.second, first != second, constraint.multiplier != 0
        else { return nil }
        if first == id {
            guard document.viewIndexes[second] != nil, let other = requiredSize(attribute, of: second, in: document, visited: &visited) else { return nil }
            return other * constraint.multiplier + constraint.constant
        }
        guard second == id, document.viewIndexes[first] != nil, let other = requiredSize(attribute, of: first, in: document, visited: &visited) else {
            return nil
        }
        return (other - constraint.constant) / constraint.multiplier
    }

    /// The most views one chain of equal sizes is followed through (a keyboard row of 34 keys
    /// each tied to the first is one step each; a longer chain is left to the frames).
    static let largestSizeChain = 64
}
