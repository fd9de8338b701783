/// A control in a xib whose File's Owner adds a tap recogniser to itself that focuses or fires the
/// control is tapped through the whole view: its hit area is the xib's root view (Habitica
/// LoginEntryView.xib:24, a 419×21 pt field LoginEntryView.swift:81-84,126-127 focuses on a tap
/// anywhere in the 471×66 pt entry view, was a `target.small` error).
package enum OwnerTapTargets {
    /// The File's Owner's outlets to a control and its xib's root view's width and height.
    struct Candidate: Sendable, Hashable {
        let outlets: [String]
        let size: [Double]
    }

    /// The fact the Swift reader records for `Owner.outlet` when a tap on `Owner` acts for the outlet.
    package static func key(outlet: String) -> String { "\(outlet).ownerTap" }

    /// The File's Owner's outlets to the view at `index` and the xib's root view's size, when the
    /// view is an interactive one inside a top-level view of a xib whose File's Owner names its class.
    static func candidate(of index: Int, in document: IBDocument, filesOwner: String?, outlets: [String]) -> Candidate? {
        guard let filesOwner else { return nil }
        let owned = outlets.filter { $0.hasPrefix("\(filesOwner).") && !$0.hasSuffix(".self") }
        guard !owned.isEmpty, let root = document.ancestry(of: index).last, root != index else { return nil }
        let view = document.views[root]
        guard view.holderName == "objects", let width = view.frameWidth, let height = view.frameHeight else { return nil }
        return Candidate(outlets: owned, size: [width, height])
    }

    /// Judges each such control at its root view's size once code forwards the owner's tap to it.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>) {
        for index in elements.indices {
            guard let tap = elements[index].ownerTap, tap.size.count == 2, elements[index].width != nil || elements[index].height != nil else { continue }
            guard tap.outlets.contains(where: { setInCode.contains(key(outlet: $0)) }) else { continue }
            elements[index].width = tap.size[0]
            elements[index].height = tap.size[1]
        }
    }
}
