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
/// keeps it judged; so does conforming to an app entry's protocol (an `AppDelegate`). A cell only
/// registered under its own name (``selfRegistered(_:)``) and named nowhere else but in its own
/// body, extensions and protocols' requirements is unused too: a dequeue by that identifier names
/// the class again (`String(describing: Name.self)`, `Name.reuseIdentifier`, `"Name"`, a generic
/// `dequeueReusableCell(for:) as Name`), as does any cast, `Name()` or registration. An app that
/// makes classes from names at run time (`NSClassFromString`, `Bundle.classNamed`) is not decided.
extension UnshownNibs {
    /// Turns the errors and warnings in the code of classes nothing names into notes.
    func unusedClassNotes(_ records: inout [ScanFindingRecord], elements: [ScannedElement], results: [ScanFileResult], setInCode: Set<String>) {
        // A view only such classes make, and an Objective-C class no code makes (``unusedUserNotes``).
        unusedUserNotes(&records, elements: elements, results: results, setInCode: setInCode)
        // And the code of an `awakeFromNib` no nib ever wakes.
        unwokenNotes(&records, results: results, setInCode: setInCode)
        guard !code.isEmpty else { return }
        let entries = results.flatMap(\.typeUses).filter { ViewUses.entryTypes.contains($0.name) }
        guard entries.contains(where: { !$0.isPreview }) else { return }
        // Code that makes classes from names it is given may make any (Sileo c9f70158
        // `FeaturedBaseView.swift:21`, `Bundle.main.classNamed("Sileo.\(className)")` from a
        // repository's depiction JSON, makes `DepictionLabelView`, which no file names); a lookup
        // of a fixed name makes only that class (``ClassLookups``: blink 3e07c90f
        // `KBWebViewBase.m:104`, WebKit's `WKContentView` from literals joined, hid that nothing
        // but comments names `CommandControl`, `CommandControl.swift:61`).
        guard !classLookups.dynamic else { return }
        let views = results.reduce(into: Set<String>()) { $0.formUnion($1.viewTypes) }
        let entryUsers = Set(entries.compactMap(\.user))
        var verdicts: [String: String?] = [:]
        let typeUses = Dictionary(grouping: results.flatMap(\.typeUses).filter { $0.user != $0.name }, by: \.name)
        for index in records.indices where records[index].finding.severity > .note {
            guard let type = declaringType(of: records[index], elements: elements), setInCode.contains(InertButtons.swiftTypeKey(type)),
                !views.contains(type), !entryUsers.contains(type), !classLookups.named.contains(type)
            else { continue }
            if verdicts[type] == nil {
                // A class only unused classes name is unused too (``unreachedReason(_:live:)``).
                let live = { (user: String) in
                    !setInCode.contains(InertButtons.swiftTypeKey(user)) || views.contains(user) || entryUsers.contains(user)
                        || ViewUses.entryTypes.contains(user) || classLookups.named.contains(user)
                }
                let reason: String? = unusedReason(type) ?? mockOnlyReason(type, uses: typeUses[type] ?? []) ?? unreachedReason(type, live: live)
                verdicts[type] = .some(reason)
            }
            guard let reason = verdicts[type] ?? nil else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "\(reason), so no screen shows it", property: "notOnScreen", why: reason)
        }
    }

    /// The class whose Swift code gives a finding: its element's declaring type, or, for a
    /// finding with no element (Mastodon a9e088a9 `ThreadReplyLoaderTableViewCell.swift:28`, a
    /// `text.not-live` at the font's line), the innermost type body or extension of its file
    /// around its line.
    private func declaringType(of record: ScanFindingRecord, elements: [ScannedElement]) -> String? {
        if let element = record.element {
            guard elements[element].location.file.hasSuffix(".swift") else { return nil }
            return elements[element].declaringType
        }
        guard let location = record.finding.location, location.file.hasSuffix(".swift"), let line = location.line,
            let facts = code[location.file]
        else { return nil }
        let around = facts.spans.flatMap { name, spans in spans.filter { $0.contains(line) }.map { (name, $0.count) } }
        return around.min { $0.1 < $1.1 }.map { String($0.0) }
    }

    /// Why nothing shows `type`, or `nil` when something may: no code, Interface Builder file or
    /// property list names it, or code names it only in its own body and extensions, in
    /// protocols' requirements, and to register it under an identifier made of its own name
    /// (Mastodon a9e088a9 `ThreadViewController.swift:41`, `tableView.register(
    /// ThreadReplyLoaderTableViewCell.self, forCellReuseIdentifier: String(describing:
    /// ThreadReplyLoaderTableViewCell.self))`, the only other line naming the cell: every
    /// `dequeueReusableCell` in the app names its class, so none dequeues this one).
    func unusedReason(_ type: String) -> String? {
        let word = Substring(type)
        if Self.containsWord(plists, type) || interfaceMayMake(type) { return nil }
        guard code.values.contains(where: { $0.words.contains(word) }) else { return "nothing in the app uses \(type)" }
        guard code.values.contains(where: { $0.registered.contains(word) }), !code.values.contains(where: { $0.uses.contains(word) }) else { return nil }
        return "the app registers \(type) but no code dequeues or makes one"
    }

    /// The class a `register(…)` call's arguments (`inner`, between its parentheses) register
    /// under an identifier made of its own name only, so that only code naming the class again
    /// can dequeue it: `Name.self` alone (an app's generic `register(_:)`, or `cellType:
    /// Name.self`), or with `forCellReuseIdentifier:` (`forCellWithReuseIdentifier:`,
    /// `forHeaderFooterViewReuseIdentifier:`, `withReuseIdentifier:` after a kind) one of
    /// `String(describing: Name.self)`, `"\(Name.self)"`, `"Name"`, `NSStringFromClass(Name.self)`
    /// or a member of the class (`Name.reuseIdentifier`). Any other identifier (`"Cell"`, a
    /// constant) may be dequeued by code that never names the class.
    static func selfRegistered(_ inner: Substring) -> Substring? {
        var rest = Substring(inner.filter { !$0.isWhitespace })
        if rest.hasPrefix("cellType:") { rest = rest.dropFirst(9) }
        let name: Substring
        if let nib = nibRegistered(rest) {
            (name, rest) = nib
        } else {
            guard let dot = rest.range(of: ".self") else { return nil }
            name = rest[..<dot.lowerBound]
            rest = rest[dot.upperBound...]
        }
        guard isName(name) else { return nil }
        if rest.isEmpty { return name }
        let identifiers = ["String(describing:\(name).self)", "\"\(name)\"", "\"\\(\(name).self)\"", "NSStringFromClass(\(name).self)"]
        let isOwn = { (id: Substring) in identifiers.contains(String(id)) || (id.hasPrefix("\(name).") && isName(id.dropFirst(name.count + 1))) }
        for label in [",forCellReuseIdentifier:", ",forCellWithReuseIdentifier:", ",forHeaderFooterViewReuseIdentifier:"] where rest.hasPrefix(label) {
            return isOwn(rest.dropFirst(label.count)) ? name : nil
        }
        let ofKind = ",forSupplementaryViewOfKind:"
        guard rest.hasPrefix(ofKind), let with = rest.range(of: ",withReuseIdentifier:") else { return nil }
        let kind = rest[rest.index(rest.startIndex, offsetBy: ofKind.count)..<with.lowerBound]
        let kinds = [
            "UICollectionView.elementKindSectionHeader", "UICollectionView.elementKindSectionFooter", ".elementKindSectionHeader", ".elementKindSectionFooter",
        ]
        let literal = kind.count > 1 && kind.first == "\"" && kind.last == "\"" && !kind.dropFirst().dropLast().contains { $0 == "\"" || $0 == "\\" }
        guard kinds.contains(String(kind)) || literal || isOwn(kind) else { return nil }
        return isOwn(rest[with.upperBound...]) ? name : nil
    }

    /// `UINib(nibName:"Name",bundle:nil)` (or `Bundle.main`, `.main`) at the start of a
    /// `register(` call's arguments: the nib's name and what follows. A nib registered under an
    /// identifier made of its own name is dequeued only by code naming it again (Vocable 447a8e21
    /// `EditPhrasesViewController.swift:64`, which registers `EditPhrasesCollectionViewCell` and
    /// never dequeues it).
    private static func nibRegistered(_ text: Substring) -> (Substring, Substring)? {
        let open = "UINib(nibName:\""
        guard text.hasPrefix(open) else { return nil }
        let afterOpen = text.dropFirst(open.count)
        guard let quote = afterOpen.firstIndex(of: "\"") else { return nil }
        let name = afterOpen[..<quote]
        let tail = afterOpen[afterOpen.index(after: quote)...]
        for bundle in [",bundle:nil)", ",bundle:Bundle.main)", ",bundle:.main)", ")"] where tail.hasPrefix(bundle) {
            return (name, tail.dropFirst(bundle.count))
        }
        return nil
    }

    private static func isName(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
