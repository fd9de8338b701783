import LegibleReporting

/// A view code makes of an app class (``ScannedElement/codeClass``) whose own code sets
/// `adjustsFontForContentSizeCategory = true` on itself, or whose superclass's does: its text
/// style is live, so `text.not-live` about it is dropped. Corona-Warn-App 02c629b6
/// `DatePickerDayView.swift:59` and `DatePickerOptionView.swift:103` (`DynamicTypeLabel`, live in
/// its `didSet` at `DynamicTypeLabel.swift:31`) were wrong warnings. A class that only sets it
/// to `false`, or not at all, is not live.
package enum LiveViewClasses {
    /// The member a live class records in ``ScanFileResult/setInCode`` (`Type.self.adjustsFontForContentSizeCategory`).
    static let liveMember = "self.adjustsFontForContentSizeCategory"

    /// The member recorded for a file's view whose owner's code sets
    /// `adjustsFontForContentSizeCategory = YES` on it (or on its `titleLabel`): `Owner.view.adjustsFontForContentSizeCategory`.
    /// ish 00f1c0e5 `AltIconViewController.m:129` makes `About.storyboard:663`'s Caption 1 live.
    static let liveOutletMember = "adjustsFontForContentSizeCategory"

    /// The record of a property a runtime attribute may set whose setter makes the font live
    /// (`@IBInspectable var vc_adjustsFontForContentSizeCategory: Bool { …; set {
    /// self.titleLabel?.adjustsFontForContentSizeCategory = newValue } }`, element-ios
    /// Riot/Categories/UIButton.swift:37-43): `liveKey|vc_adjustsFontForContentSizeCategory`.
    package static func liveKey(keyPath: String) -> String { "liveKey|\(keyPath)" }

    /// Removes `text.not-live` findings about views of classes that make themselves live, about
    /// a file's views whose owner's code makes them live, and about views a runtime attribute
    /// makes live (UIKit's own key path, or one whose setter the app declares so), and about rows
    /// a superclass sets again on a text size change (``SizeReloadingClasses``).
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        // And a row's font a controller's superclass sets again when the text size changes.
        SizeReloadingClasses.apply(to: &records, setInCode: setInCode, superclasses: superclasses)
        let outletsLive = setInCode.contains(where: { $0.hasSuffix("." + liveOutletMember) })
        records.removeAll { record in
            guard record.finding.rule == ScanRules.textNotLive.id, let index = record.element else { return false }
            let keyPaths = elements[index].liveKeyPaths
            if keyPaths.contains(where: { $0.split(separator: ".").last == "adjustsFontForContentSizeCategory" || setInCode.contains(liveKey(keyPath: $0)) }) {
                return true
            }
            guard outletsLive else { return false }
            // A code view reached through a class's member or a local of the class (``ScannedElement/codeOutlet``)
            // that the class's own code makes live: OsmAnd-iOS bb362bba `OAMapSettingsCategoryScreen.mm:295`
            // sets Footnote on `customHeader.label`, which `OATableViewCustomHeaderView.m:67` makes live.
            let outlets = (elements[index].outlets + (elements[index].codeOutlet.map { [$0] } ?? []))
                .flatMap { CodeSetPlaceholders.inherited($0, superclasses: superclasses) }
            if outlets.contains(where: { setInCode.contains("\($0).\(liveOutletMember)") }) { return true }
            guard let type = elements[index].codeClass else { return false }
            let chain = CodeSetPlaceholders.inherited("\(type).self", superclasses: superclasses)
            return chain.contains { setInCode.contains(String($0.dropLast(".self".count)) + "." + liveMember) }
        }
    }
}
