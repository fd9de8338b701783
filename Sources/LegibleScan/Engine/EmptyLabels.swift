import LegibleSyntax

/// An Interface Builder label with no text that nothing fills shows no text, so its colours are
/// not judged. openHAB eb34c7f5 `Main.storyboard:34`, a `text=""` label with tag 100 and no
/// outlet in the FrameUITableViewCell prototype, was a contrast error (3.76:1), though
/// `FrameUITableViewCell.swift:31-33` writes into the cell's own `textLabel` and no code calls
/// `viewWithTag(100)`. A label an outlet, its custom class or a cell style reaches may get its
/// text from code (Lockwise's empty labels are filled so), and one with a tag may be found by
/// it: those are judged as before.
enum EmptyLabels {
    /// The ``ScanFileResult/setInCode`` member code records on a view whose text it sets to `nil`
    /// or `""` (the Swift reader's `CodeTexts` writes it as text).
    static let cleared = "textCleared"

    /// The tag (0 when none) of a `<label>` whose file text is empty or absent and that no
    /// outlet, custom class, cell style, runtime localisation key or attributed text reaches;
    /// `nil` for any other label.
    /// With `outlet`, the label must instead be reached by outlets whose names are known (and by
    /// nothing else): it shows text only if code sets some (``apply(to:results:)``).
    static func tag(ofEmpty node: XMLElementNode, id: String, in document: IBDocument, outlet: Bool = false) -> Int? {
        let outlets = document.outletNames[id] ?? []
        guard node.name == "label", (node.attribute("text") ?? "").isEmpty,
            !node.childElements.contains(where: { ["attributedString", "string", "userDefinedRuntimeAttributes"].contains($0.name) }),
            node.attribute("customClass") == nil, outlet ? !outlets.isEmpty : outlets.isEmpty && !document.outletTargets.contains(id),
            !document.cellStyleLabels.contains(id)
        else { return nil }
        return node.attribute("tag").flatMap(Int.init) ?? 0
    }

    /// Sets what makes the label at `id` an empty one (``ScannedElement/emptyLabelTag``,
    /// ``ScannedElement/emptyLabelHasOutlet``, ``ScannedElement/emptyCellStyleKeys``).
    static func mark(_ element: inout ScannedElement, node: XMLElementNode, id: String, in document: IBDocument) {
        element.emptyLabelTag = tag(ofEmpty: node, id: id, in: document)
        if element.emptyLabelTag == nil, let tag = tag(ofEmpty: node, id: id, in: document, outlet: true) {
            (element.emptyLabelTag, element.emptyLabelHasOutlet) = (tag, true)
        }
        element.emptyCellStyleKeys = cellStyleKeys(ofEmpty: node, id: id, in: document)
    }

    /// The ``CellStyleTouches`` keys that may fill the empty cell-style label `id` (`textLabel`,
    /// `detailTextLabel`) of a prototype cell that only its literal reuse identifier reaches: no
    /// custom class or outlet of the cell, and no outlet, class or tag of the label. INaturalistIOS
    /// 3ab22038 MainStoryboard.storyboard:818, the `text=""` detail label of the Right Detail
    /// prototype `rightDetail`, was a contrast error though the code that dequeues it
    /// (ObsDetailActivityViewModel.m:201-215, ObsDetailInfoViewModel.m:177) sets only its
    /// `textLabel`, and no code anywhere touches a `detailTextLabel` it could be.
    static func cellStyleKeys(ofEmpty node: XMLElementNode, id: String, in document: IBDocument) -> [String]? {
        guard node.name == "label", (node.attribute("text") ?? "").isEmpty, let style = document.cellStyles[id],
            !node.childElements.contains(where: { ["attributedString", "string", "userDefinedRuntimeAttributes"].contains($0.name) }),
            node.attribute("customClass") == nil, (node.attribute("tag").flatMap(Int.init) ?? 0) == 0,
            (document.outletNames[id] ?? []).isEmpty, !document.outletTargets.contains(id),
            let label = document.views.firstIndex(where: { $0.id == id }),
            let cellIndex = document.ancestry(of: label).first(where: { document.views[$0].node.name == "tableViewCell" }),
            case let cell = document.views[cellIndex], cell.node.attribute("customClass") == nil, let cellID = cell.id,
            (document.outletNames[cellID] ?? []).isEmpty, !document.outletTargets.contains(cellID),
            let reuse = cell.node.attribute("reuseIdentifier"), !reuse.isEmpty
        else { return nil }
        let property = style.isDetail ? "detailTextLabel" : "textLabel"
        return [CellStyleTouches.key(property: property, reuseIdentifier: nil), CellStyleTouches.key(property: property, reuseIdentifier: reuse)]
    }

    /// Clears the font and colours of each empty label no code fills: an outlet's that code gives
    /// no text, or one untagged or tagged with a tag no code looks up (`viewWithTag(N)` in Swift,
    /// recorded as `viewWithTag.N`, or `viewWithTag.*` for a tag the reader cannot read) and sets
    /// nothing through (`Owner.tagN.text`).
    static func apply(to elements: inout [ScannedElement], results: [ScanFileResult], superclasses: [String: String] = [:]) {
        guard elements.contains(where: { $0.emptyLabelTag != nil || $0.emptyCellStyleKeys != nil }) else { return }
        var reached: Set<String> = []
        for result in results {
            for name in result.setInCode { reached.insert(name) }
            for name in result.textsInCode.keys { reached.insert(name + ".") }
        }
        for index in elements.indices {
            guard let keys = elements[index].emptyCellStyleKeys, !keys.contains(where: reached.contains) else { continue }
            clear(&elements[index])
        }
        let anyTag = reached.contains("viewWithTag.*")
        let texted = Set(results.flatMap(\.textsInCode.keys))
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in elements.indices {
            guard let tag = elements[index].emptyLabelTag else { continue }
            if elements[index].emptyLabelHasOutlet {
                // An outlet's empty label that code only ever empties (`lastActivityLabel.text =
                // nil`, Habitica aafd43ae MyGuildCell.swift:22, the only text code gives
                // Social.storyboard:618, which was judged 3.75:1), or gives no text at all (Amperfy
                // d3513f85 Main.storyboard:74, a `text=""` label LibrarySyncPopupVC.swift:72-78 only
                // colours and rounds into a circle behind an icon, was a 45 pt `text.fixed-size`),
                // shows nothing. Any other text code sets, even one the scan cannot read (also
                // Objective-C's `.text =`), keeps it judged.
                let outlets = elements[index].outlets.flatMap { CodeSetPlaceholders.related($0, superclasses: superclasses, subclasses: subclasses) }
                let names = outlets.compactMap { $0.split(separator: ".").last.map { "textedName." + $0 } }
                guard !outlets.contains(where: { texted.contains($0) || reached.contains($0 + ".text") || reached.contains($0 + ".attributedText") }),
                    !names.contains(where: reached.contains) || outlets.contains(where: { reached.contains($0 + "." + Self.cleared) })
                else { continue }
            } else if tag != 0 {
                if anyTag || reached.contains("viewWithTag.\(tag)") { continue }
                let names = elements[index].outlets.filter { $0.hasSuffix(".tag\(tag)") }.map { $0 + "." }
                if reached.contains(where: { name in names.contains { name.hasPrefix($0) } }) { continue }
            }
            clear(&elements[index])
        }
    }

    private static func clear(_ element: inout ScannedElement) {
        element.textColor = nil
        element.textColorStates = []
        // No text, so no size of it to judge either (as a button titled in no state: ``UntitledButtons``).
        element.font = nil
        element.shrink = nil
    }
}

/// How code's uses of a table view cell style's own label (`cell.detailTextLabel`) are recorded
/// in ``ScanFileResult/setInCode``: `cellStyleTouch.detailTextLabel[ID]` on a cell dequeued by the
/// literal reuse identifier `ID`, `cellStyleTouch.detailTextLabel` where the cell is not known.
package enum CellStyleTouches {
    package static func key(property: String, reuseIdentifier: String?) -> String {
        reuseIdentifier.map { "cellStyleTouch.\(property)[\($0)]" } ?? "cellStyleTouch.\(property)"
    }
}
