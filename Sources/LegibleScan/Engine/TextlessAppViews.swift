import LegibleReporting

/// An app's own SwiftUI view whose `body` draws only images and shapes (no `Text`, `Label`,
/// control or other view that could hold text): a `.font(…)` on a use of it sizes symbols, as on
/// an `Image` written inline, so `text.fixed-size` about it is dropped. EhPanda a67ba072
/// `DetailView.swift:517` and `:573` (`RatingView(…).font(.system(size: 12))`, five SF Symbol
/// stars) were wrong warnings. The Swift reader records such a view in
/// ``ScanFileResult/setInCode`` as `Type.` + ``member`` and names the view a font modifies in
/// ``ScannedElement/codeClass``; names are matched as written.
package enum TextlessAppViews {
    /// The member a textless view records in ``ScanFileResult/setInCode``.
    package static let member = "self.body.drawsNoText"

    /// Removes `text.fixed-size` findings about uses of textless app views.
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>) {
        guard setInCode.contains(where: { $0.hasSuffix("." + member) }) else { return }
        records.removeAll { record in
            guard record.finding.rule == ScanRules.textFixedSize.id, let index = record.element, let type = elements[index].codeClass else { return false }
            return setInCode.contains(type + "." + member)
        }
    }
}
