import LegibleReporting

/// App SwiftUI views whose every text sets its own font: a `.font(…)` on a use of one, or on a
/// stack of them, reaches no text (SwiftUI's innermost font wins), so `text.fixed-size` about it
/// is dropped. winston 3de4a170 `PostLinkCompact.swift:97` and `PostLinkNormal.swift:141`
/// (`VotesCluster(…).fontSize(22, .medium)`) and `PostFloatingPill.swift:179` (a stack of
/// `LightBoxButton`s and a `VotesCluster` at `.fontSize(20, .semibold)`) were wrong warnings:
/// `VotesCluster.swift` shows two `VoteButton` images and `Text(…).fontSize(16, .semibold)`.
///
/// A file's reader sees only its own views, so the Swift reader records in
/// ``ScanFileResult/setInCode`` `Name.` + ``member`` for each view it declares, with
/// `Name.member.needs.Other` for each view of another file it shows (and a need no view meets
/// for one whose texts may take the font); a container element whose texts depend on other
/// files' views is recorded the same way under the name in its ``ScannedElement/codeClass``.
/// A name is such a view when every view it needs is, decided here once all files are read.
/// Names are matched as written; two views of one name must both be such views.
package enum OwnFontAppViews {
    /// The member each view records in ``ScanFileResult/setInCode``.
    package static let member = "self.body.textsOwnFont"

    /// Removes `text.fixed-size` findings about containers whose font reaches no text.
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>) {
        let views = resolved(setInCode)
        guard !views.isEmpty else { return }
        records.removeAll { record in
            guard record.finding.rule == ScanRules.textFixedSize.id, let index = record.element, let type = elements[index].codeClass else { return false }
            return views.contains(type)
        }
    }

    /// The names whose every text sets its own font: those with a record whose needs are all
    /// such names, until none is added (a cycle is not one).
    static func resolved(_ setInCode: Set<String>) -> Set<String> {
        let marker = "." + member
        var needs: [String: Set<String>] = [:]
        for record in setInCode {
            guard let range = record.range(of: marker) else { continue }
            let name = String(record[..<range.lowerBound])
            let rest = record[range.upperBound...]
            if rest.isEmpty {
                needs[name, default: []].formUnion([])
            } else if rest.hasPrefix(".needs.") {
                needs[name, default: []].insert(String(rest.dropFirst(".needs.".count)))
            }
        }
        var views: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, wanted) in needs where !views.contains(name) && wanted.allSatisfy(views.contains) {
                views.insert(name)
                changed = true
            }
        }
        return views
    }
}
