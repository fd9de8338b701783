import LegibleReporting

/// A Swift class no code, Interface Builder file or Info.plist names is on no screen: what is
/// judged of its code is a note that says so, as for a view no code names (``ViewUses``). Jami
/// a8d4bcb1 `ConfirmationAlert.swift:30`, `class ConfirmationAlert`, which no file but its own
/// names, gave a `text.fixed-size` warning at `:81`; its method is called `configure`, a name
/// other types' calls use, so ``MemberUses`` could not tell.
///
/// Decided only as ``ViewUses`` decides a view no code names (the scan holds the project and the
/// app's entry), and by text, conservatively (``UnshownNibs/CodeFacts``): the class's name as a
/// word anywhere in Swift or Objective-C code but the word after `class` (its own code's
/// `Self`-like uses, a literal `NSClassFromString("Name")`, a subclass's inheritance clause count),
/// in any storyboard or xib, or in an Info.plist or the project's storyboard and nib settings
/// keeps it judged; so does conforming to an app entry's protocol (an `AppDelegate`). An app that
/// makes classes from names at run time (`NSClassFromString`, `Bundle.classNamed`) is not decided.
extension UnshownNibs {
    /// Turns the errors and warnings in the code of classes nothing names into notes.
    func unusedClassNotes(_ records: inout [ScanFindingRecord], elements: [ScannedElement], results: [ScanFileResult], setInCode: Set<String>) {
        guard !code.isEmpty else { return }
        let entries = results.flatMap(\.typeUses).filter { ViewUses.entryTypes.contains($0.name) }
        guard entries.contains(where: { !$0.isPreview }) else { return }
        // Code that makes classes from names it is given may make any (Sileo c9f70158
        // `FeaturedBaseView.swift:21`, `Bundle.main.classNamed("Sileo.\(className)")` from a
        // repository's depiction JSON, makes `DepictionLabelView`, which no file names).
        let lookups: [Substring] = ["classNamed", "NSClassFromString", "objc_getClass", "objc_lookUpClass"]
        guard !code.values.contains(where: { facts in lookups.contains(where: facts.codeWords.contains) }) else { return }
        let views = results.reduce(into: Set<String>()) { $0.formUnion($1.viewTypes) }
        let entryUsers = Set(entries.compactMap(\.user))
        var verdicts: [String: Bool] = [:]
        for index in records.indices where records[index].finding.severity > .note {
            guard let element = records[index].element, elements[element].location.file.hasSuffix(".swift"),
                let type = elements[element].declaringType, setInCode.contains(InertButtons.swiftTypeKey(type)), !views.contains(type),
                !entryUsers.contains(type)
            else { continue }
            if verdicts[type] == nil { verdicts[type] = isUnnamed(type) }
            guard verdicts[type] == true else { continue }
            let reason = "nothing in the app uses \(type)"
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "\(reason), so no screen shows it", property: "notOnScreen", why: reason)
        }
    }

    /// Whether no code, Interface Builder file or property list names `type`.
    private func isUnnamed(_ type: String) -> Bool {
        let word = Substring(type)
        if code.values.contains(where: { $0.words.contains(word) }) { return false }
        if Self.containsWord(plists, type) { return false }
        return !interfaceTexts.values.contains { Self.containsWord($0, type) }
    }
}
