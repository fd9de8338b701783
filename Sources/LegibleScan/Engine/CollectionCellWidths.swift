/// Text in an Interface Builder collection view cell was measured at its flow layout's
/// `itemSize` (``ScannedElement/collectionOwners``); where the app's code sizes the items
/// instead (`collectionView(_:layout:sizeForItemAt:)`, `estimatedItemSize`, `itemSize =`, a
/// compositional layout), that width is not the one the cell shows, so it becomes unknown.
enum CollectionCellWidths {
    /// Makes the width unknown for each element whose collection view's owner classes (or their
    /// superclasses) size items in code, and for every such element when code the scan cannot
    /// tie to a type (`""` in `sizers`) sizes items, or when the element's owners name no class.
    ///
    /// - Parameters:
    ///   - sizers: every ``ScanFileResult/sizesCollectionItems`` of the scan.
    ///   - superclasses: every class's superclass (``ScanFileResult/superclasses``).
    static func apply(to elements: inout [ScannedElement], sizers: Set<String>, superclasses: [String: String]) {
        guard !sizers.isEmpty else { return }
        for index in elements.indices {
            guard let owners = elements[index].collectionOwners else { continue }
            let sizer: String?
            if sizers.contains("") || owners.isEmpty {
                sizer = nil
            } else if let found = owners.lazy.flatMap({ lineage($0, superclasses: superclasses) }).first(where: sizers.contains) {
                sizer = found
            } else {
                continue
            }
            let who = sizer.map { " (\($0))" } ?? ""
            elements[index].textWidth = .unknown(reason: "code sizes its collection view's cells\(who), so the width the file gives them is not the one shown")
            elements[index].screenTextWidths = []
        }
    }

    /// The class and its superclasses, nearest first (at most 32: a cycle in damaged input ends).
    static func lineage(_ name: String, superclasses: [String: String]) -> [String] {
        var chain = [name]
        while chain.count < 32, let parent = superclasses[chain[chain.count - 1]] { chain.append(parent) }
        return chain
    }
}
