import LegibleReporting

/// Text its storyboard or xib hides (`hidden="YES"` on the label or a superview) shows only when
/// code shows it. An overflow of it is judged as the file's text, and the finding says which:
/// code that sets `isHidden` through an outlet to the hidden view shows it, and the finding keeps
/// its severity (Pocket Casts c23892d1 FilterPreviewViewController.xib:119, whose
/// `addMoreLabel.isHidden = false` in FilterPreviewViewController.swift:177 shows a label cut at
/// 320 pt); a hidden view only an outlet reaches may be shown, a warning; one no outlet, tag or
/// class of its own reaches stays hidden, so its overflow is a note.
enum HiddenInFile {
    /// The rules about how the text shows, and a target code shows (``showTargets(in:setInCode:superclasses:)``).
    private static let judged: Set<String> = ["overflow.label", "target.small"]
    /// The rules about the text's font: hidden text that no code the scan read shows is a note,
    /// outlet or not (ownCloud 0ac09a30 PasscodeViewController.xib:291, a hidden text field
    /// `compactHeightPasscodeTextField` the code uses only to take keyboard input, was a
    /// `text.fixed-size` warning). `target.small` skips hidden views itself.
    private static let fontJudged: Set<String> = ["text.fixed-size", "text.not-live", "text.shrinks"]

    /// Gives each control its file hides, and code shows through a name that reaches it, the
    /// size it has when shown (``ScannedElement/sizeIfShown``): its target is judged as its font
    /// is. One no code the scan read shows keeps no size, and is not judged.
    static func showTargets(in elements: inout [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in elements.indices {
            guard let size = elements[index].sizeIfShown, size.count == 2, let names = elements[index].hiddenOutlets else { continue }
            let related = names.flatMap { CodeSetPlaceholders.related($0, superclasses: superclasses, subclasses: subclasses) }
            guard related.contains(where: { shows($0, elements[index], setInCode) }) else { continue }
            elements[index].width = size[0]
            elements[index].height = size[1]
        }
    }

    /// Whether code sets `isHidden` through `name` in code built for the element's platform: code
    /// an iOS build leaves out (`#if targetEnvironment(macCatalyst)`) shows no iOS view (``HiddenAtLoad``).
    private static func shows(_ name: String, _ element: ScannedElement, _ setInCode: Set<String>) -> Bool {
        setInCode.contains("\(name).isHidden") || (element.platform != .iOS && setInCode.contains("\(name).\(HiddenAtLoad.offIOS)"))
    }

    /// Says of each error or warning about hidden text how code shows it, or that nothing does.
    ///
    /// - Parameters:
    ///   - records: the findings, with the index of the element each is about.
    ///   - elements: the elements.
    ///   - setInCode: every `Type.view.property` code sets (``ScanFileResult/setInCode``).
    ///   - superclasses: every class's superclass (``ScanFileResult/superclasses``).
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in records.indices {
            guard let element = records[index].element, let names = elements[element].hiddenOutlets,
                judged.contains(records[index].finding.rule) || fontJudged.contains(records[index].finding.rule),
                records[index].finding.severity >= .warning
            else { continue }
            let related = names.flatMap { CodeSetPlaceholders.related($0, superclasses: superclasses, subclasses: subclasses) }
            var finding = records[index].finding
            let shower = related.first(where: { shows($0, elements[element], setInCode) })
            if fontJudged.contains(finding.rule) {
                guard shower == nil else { continue }
                records[index].finding = CodeSetPlaceholders.demoted(
                    finding, lead: "hidden in the file, and no code the scan read shows it", property: "hiddenInFile",
                    why: "no code the scan read sets isHidden through \(names.isEmpty ? "a name that reaches it" : names.joined(separator: ", "))",
                    judgedProperty: "fileValueFinding")
                continue
            }
            if let shower {
                finding.message += " (hidden in the file; code sets \(shower).isHidden)"
                finding.setProperty("hiddenInFile", "code sets \(shower).isHidden")
            } else if let name = names.first {
                finding.severity = min(finding.severity, .warning)
                finding.message += " (hidden in the file; shown only if code shows it through \(name))"
                finding.setProperty("hiddenInFile", "no code the scan read sets isHidden through \(names.joined(separator: ", "))")
            } else {
                finding.severity = .note
                finding.message = "hidden in the file, and no outlet, tag or class reaches it for code to show it: " + finding.message
                finding.setProperty("hiddenInFile", "no outlet, tag or custom class reaches the hidden view")
            }
            records[index].finding = finding
        }
    }
}
