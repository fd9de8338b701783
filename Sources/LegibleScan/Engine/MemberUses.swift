import LegibleReporting

/// Code nothing calls: an element in a Swift function or computed property whose name no file of
/// the app refers to (``ScannedElement/declaringMember``, ``ScanFileResult/memberUses``) is on no
/// screen, so what is judged of it is a note that says so. winston 3de4a170
/// `StringToMD.swift:92-100`: the fonts of `extension String { var niceMD: AttributedString }`'s
/// attribute dictionaries were eight `text.fixed-size` warnings, and no file names `niceMD`.
///
/// A name only previews or `#if DEBUG` code refer to is not a use either, as for views
/// (``ViewUses``). Names are matched as written, with no types: any use of the name anywhere (a
/// local variable, another type's member) keeps the element judged.
///
/// Decided only when the scan holds a project (an `.xcodeproj` or `Package.swift`): a member
/// that is not `public` is reachable only from its own module, whose files such a scan holds. A
/// scan of some files or one folder may miss the code that calls it (as a view no code names is
/// judged, ``ViewUses``).
struct MemberUses {
    private let uses: Set<String>
    private let quietUses: Set<String>
    private let decides: Bool

    init(results: [ScanFileResult], projectFiles: [String]) {
        decides = !projectFiles.isEmpty
        var uses: Set<String> = []
        var quiet: Set<String> = []
        if decides {
            for result in results {
                uses.formUnion(result.memberUses)
                quiet.formUnion(result.quietMemberUses)
            }
        }
        self.uses = uses
        quietUses = quiet
    }

    /// Why nothing shows the elements of `member`, or `nil` when code names it.
    func unusedReason(_ member: String) -> String? {
        guard decides, !uses.contains(member) else { return nil }
        return quietUses.contains(member) ? "only previews or #if DEBUG code use \(member)" : "nothing in the app uses \(member)"
    }

    /// Turns the errors and warnings about elements of members nothing calls into notes that say why.
    func notes(_ records: inout [ScanFindingRecord], elements: [ScannedElement]) {
        guard decides else { return }
        for index in records.indices where records[index].finding.severity > .note {
            guard let element = records[index].element, let member = elements[element].declaringMember, let reason = unusedReason(member)
            else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "\(reason), so no screen shows it", property: "notOnScreen", why: reason)
        }
    }
}
