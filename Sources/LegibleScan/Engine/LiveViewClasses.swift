import LegibleReporting

/// A view code makes of an app class (``ScannedElement/codeClass``) whose own code sets
/// `adjustsFontForContentSizeCategory = true` on itself, or whose superclass's does: its text
/// style is live, so `text.not-live` about it is dropped. Corona-Warn-App 02c629b6
/// `DatePickerDayView.swift:59` and `DatePickerOptionView.swift:103` (`DynamicTypeLabel`, live in
/// its `didSet` at `DynamicTypeLabel.swift:31`) were wrong warnings. A class that only sets it
/// to `false`, or not at all, is not live.
enum LiveViewClasses {
    /// The member a live class records in ``ScanFileResult/setInCode`` (`Type.self.adjustsFontForContentSizeCategory`).
    static let liveMember = "self.adjustsFontForContentSizeCategory"

    /// Removes `text.not-live` findings about views of classes that make themselves live.
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        guard setInCode.contains(where: { $0.hasSuffix("." + liveMember) }) else { return }
        records.removeAll { record in
            guard record.finding.rule == ScanRules.textNotLive.id, let index = record.element, let type = elements[index].codeClass else { return false }
            let chain = CodeSetPlaceholders.inherited("\(type).self", superclasses: superclasses)
            return chain.contains { setInCode.contains(String($0.dropLast(".self".count)) + "." + liveMember) }
        }
    }
}
