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

    /// Clears the colours of each empty label no code reaches: untagged, or tagged with a tag no
    /// code looks up (`viewWithTag(N)` in Swift, recorded as `viewWithTag.N`, or `viewWithTag.*`
    /// for a tag the reader cannot read) and sets nothing through (`Owner.tagN.text`).
    static func apply(to elements: inout [ScannedElement], results: [ScanFileResult]) {
        guard elements.contains(where: { $0.emptyLabelTag != nil }) else { return }
        var reached: Set<String> = []
        for result in results {
            for name in result.setInCode { reached.insert(name) }
            for name in result.textsInCode.keys { reached.insert(name + ".") }
        }
        let anyTag = reached.contains("viewWithTag.*")
        let texted = Set(results.flatMap(\.textsInCode.keys))
        for index in elements.indices {
            guard let tag = elements[index].emptyLabelTag else { continue }
            if elements[index].emptyLabelHasOutlet {
                // An outlet's empty label that code only ever empties (`lastActivityLabel.text =
                // nil`, Habitica aafd43ae MyGuildCell.swift:22, the only text code gives
                // Social.storyboard:618, which was judged 3.75:1) shows nothing. Any other text
                // code sets, even one the scan cannot read, keeps it judged.
                let outlets = elements[index].outlets
                guard outlets.contains(where: { reached.contains($0 + "." + Self.cleared) }), !outlets.contains(where: texted.contains) else { continue }
            } else if tag != 0 {
                if anyTag || reached.contains("viewWithTag.\(tag)") { continue }
                let names = elements[index].outlets.filter { $0.hasSuffix(".tag\(tag)") }.map { $0 + "." }
                if reached.contains(where: { name in names.contains { name.hasPrefix($0) } }) { continue }
            }
            elements[index].textColor = nil
            elements[index].textColorStates = []
        }
    }
}
