import Foundation

/// A storyboard or xib view whose class constrains its own height to a constant in code, below
/// 44 pt (``SelfSizingViews`` in the Swift reader records `Type.self.heightAnchor=N`): the view is
/// that tall whatever frame the file draws, so `target.small` judges N. Threema a92bb3b9
/// `SetupButton.swift:49-57` adds a required `height == 36` constraint in `setup()`, called from
/// `init(coder:)`; its buttons drawn 29–30 pt tall in `CreateID.storyboard` (:517, :803, 15 more)
/// were judged at the file's frame ("grow it by 7 pt" where 4 pt is right). A height of 44 pt or
/// more is a placeholder note instead (``CodeSetPlaceholders``).
enum ClassHeights {
    /// The prefix of what the reader records, before the height in points.
    static let marker = ".self.heightAnchor="

    /// Sets the height of each element whose class (or a superclass the app declares) records one.
    static func apply(to elements: inout [ScannedElement], results: [ScanFileResult], superclasses: [String: String]) {
        var heights: [String: Double] = [:]
        var unsure: Set<String> = []
        for result in results {
            for entry in result.setInCode {
                guard let range = entry.range(of: marker), let value = Double(entry[range.upperBound...]), value > 0 else { continue }
                let type = String(entry[..<range.lowerBound])
                // Two heights for one class: which one holds is not known.
                if let known = heights[type], known != value { unsure.insert(type) }
                heights[type] = value
            }
        }
        for type in unsure { heights[type] = nil }
        guard !heights.isEmpty else { return }
        for index in elements.indices where elements[index].height != nil && elements[index].kind.isInteractive {
            let classes = elements[index].outlets.filter { $0.hasSuffix(".self") }.map { String($0.dropLast(5)) }
            let found = classes.lazy.flatMap { CollectionCellWidths.lineage($0, superclasses: superclasses) }.compactMap { heights[$0] }.first
            if let found { elements[index].height = found }
        }
    }
}
