import LegibleReporting

/// A view code constrains to 0 pt wide or tall, with a constraint it activates as it makes it and
/// keeps nowhere, draws nothing: what is judged of it is a note. Amperfy d3513f85
/// MiniPlayerView.swift:685-686, `liveLabel.widthAnchor.constraint(equalToConstant: 0)` and its
/// height equal to its width in the iOS mini player's `NSLayoutConstraint.activate([…])`, made the
/// 12 pt "LIVE" label (:172) a 0×0 view, and it was a `text.fixed-size` warning. The Swift reader
/// records `Type.view.zeroSize` (`RemovedViews` there); the UIKit analogue of a frame collapsed to 0.
enum ZeroSizedViews {
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>) {
        guard setInCode.contains(where: { $0.hasSuffix(".zeroSize") }) else { return }
        for index in records.indices where records[index].finding.severity >= .warning {
            guard let element = records[index].element, elements[element].platform == .iOS,
                let view = elements[element].outlets.first(where: { setInCode.contains($0 + ".zeroSize") })
            else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "code constrains it to 0 pt (\(view)), so it draws nothing", property: "zeroSize",
                why: "code activates a constraint that makes \(view) 0 pt wide or tall and keeps it nowhere to change it")
        }
    }
}
