import LegibleReporting

/// Interface Builder values that code replaces: a label's `textColor` in a xib is only what
/// Interface Builder draws when its owner's code sets `headerLabel.textColor` itself. A finding
/// about such a value is a note that says so, not an error about a colour nobody sees.
enum CodeSetPlaceholders {
    /// The properties each rule judges.
    private static let judged: [String: [String]] = [
        ScanRules.contrastText.id: ["textColor", "backgroundColor"],
        ScanRules.textFixedSize.id: ["font"],
        ScanRules.textNotLive.id: ["font"],
    ]

    /// Turns the findings about properties code sets into notes.
    ///
    /// - Parameters:
    ///   - records: the findings, with the index of the element each is about.
    ///   - elements: the elements.
    ///   - setInCode: every `Type.view.property` code sets (``ScanFileResult/setInCode``).
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>) {
        guard !setInCode.isEmpty else { return }
        for index in records.indices {
            guard let element = records[index].element, !elements[element].outlets.isEmpty || !elements[element].backgroundOutlets.isEmpty,
                let properties = judged[records[index].finding.rule]
            else { continue }
            // The element's own properties, and the background of the superviews behind it.
            let candidates =
                elements[element].outlets.map { ($0, properties) }
                + (properties.contains("backgroundColor") ? elements[element].backgroundOutlets.map { ($0, ["backgroundColor"]) } : [])
            for (outlet, judged) in candidates {
                guard let property = judged.first(where: { setInCode.contains("\(outlet).\($0)") }) else { continue }
                var finding = records[index].finding
                finding.severity = .note
                finding.message = shortened("code sets \(outlet).\(property), so the file's value is a placeholder: \(finding.message)")
                records[index].finding = finding
                break
            }
        }
    }

    /// A message cut to 200 characters.
    static func shortened(_ message: String) -> String {
        message.count <= 200 ? message : String(message.prefix(199)) + "…"
    }
}
