import LegibleSyntax

/// A storyboard's scenes, each solved as a layout of its own: no constraint crosses from one
/// scene to another (Interface Builder keeps each scene's views and constraints inside its
/// `<scene>`), so a storyboard of thirty scenes is thirty small systems instead of one large one.
/// The solver's cost grows faster than its system (each constraint a tableau row, optimised after
/// each), so solving scene by scene keeps a storyboard's cost linear in its scenes, and the size
/// limit (``InterfaceBuilderReader/largestSolvedScene``) applies to one scene, not to the file.
/// A xib is one part: its top-level views share the File's Owner's outlets (which of them is a
/// controller's `view`).
struct IBScenes {
    /// One part of a document: its own ``IBDocument`` and, for each of its view indexes, the
    /// index of the same view in the whole document.
    struct Part {
        let document: IBDocument
        let wholeIndex: [Int]
    }

    /// The parts of `document` (read from `root`): one per `<scene>` of a storyboard, else the
    /// whole document. A scene that cannot be read on its own (it read as part of the whole) is
    /// left out: its labels keep the widths the file gives them.
    static func parts(of document: IBDocument, root: XMLElementNode?, attributes: IBAttributes) -> [Part] {
        guard let root, let scenes = root.firstChildElement(where: { $0.name == "scenes" }) else {
            return [Part(document: document, wholeIndex: Array(document.views.indices))]
        }
        var parts: [Part] = []
        for scene in scenes.childElements where scene.name == "scene" {
            guard let part = try? IBDocument(root: scene, attributes: attributes) else { continue }
            // Views are matched by id; a view without one (no label is) is no one's label.
            let whole = part.views.map { view in view.id.flatMap { document.viewIndexes[$0] } ?? -1 }
            parts.append(Part(document: part, wholeIndex: whole))
        }
        return parts
    }
}
