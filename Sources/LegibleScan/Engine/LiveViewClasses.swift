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

    /// The member recorded for a file's view whose owner's code sets
    /// `adjustsFontForContentSizeCategory = YES` on it (or on its `titleLabel`): `Owner.view.adjustsFontForContentSizeCategory`.
    /// ish 00f1c0e5 `AltIconViewController.m:129` makes `About.storyboard:663`'s Caption 1 live.
    static let liveOutletMember = "adjustsFontForContentSizeCategory"

    /// Removes `text.not-live` findings about views of classes that make themselves live, and
    /// about a file's views whose owner's code makes them live.
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        guard setInCode.contains(where: { $0.hasSuffix("." + liveOutletMember) }) else { return }
        records.removeAll { record in
            guard record.finding.rule == ScanRules.textNotLive.id, let index = record.element else { return false }
            let outlets = elements[index].outlets.flatMap { CodeSetPlaceholders.inherited($0, superclasses: superclasses) }
            if outlets.contains(where: { setInCode.contains("\($0).\(liveOutletMember)") }) { return true }
            guard let type = elements[index].codeClass else { return false }
            let chain = CodeSetPlaceholders.inherited("\(type).self", superclasses: superclasses)
            return chain.contains { setInCode.contains(String($0.dropLast(".self".count)) + "." + liveMember) }
        }
    }
}
