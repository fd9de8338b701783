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
/// An instance property that is not of a function type (``MemberUseKey``) is reached only by a
/// use that reads it: a call of the name (`originalFont.bold()`) or an implicit member
/// (`weight: .bold`) is another member's. Bark abbd3baa `String+Extension.swift:28-42`, `extension
/// String { var bold: NSAttributedString; var italic: … }` with `UIFont.systemFontSize` fonts, were
/// two `text.fixed-size` warnings because `MarkdownParser.swift:116,207` call `bold()` and name
/// `.bold` weights (fresh-ios12a D4).
///
/// Decided only when the scan holds a project (an `.xcodeproj` or `Package.swift`): a member
/// that is not `public` is reachable only from its own module, whose files such a scan holds. A
/// scan of some files or one folder may miss the code that calls it (as a view no code names is
/// judged, ``ViewUses``). A `public` member is decided only in a file an Xcode target of the
/// scanned project builds and no Swift package holds: the app's own framework, whose users are
/// the project's targets (Home Assistant d722d781 `Shared/Environment/Style.swift:57`, a closure
/// of `public struct Style` that no file names, was a `contrast.text` error). A package's public
/// API may have users outside the scan.
struct MemberUses {
    private let uses: Set<String>
    private let quietUses: Set<String>
    private let decides: Bool
    private let platforms: ScanPlatformMap

    init(results: [ScanFileResult], projectFiles: [String], platforms: ScanPlatformMap = ScanPlatformMap()) {
        decides = !projectFiles.isEmpty
        self.platforms = platforms
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

    /// Why nothing shows the elements of `member`, or `nil` when code names it. A `public`
    /// member (``MemberUseKey/public(_:)``) is decided only in `file` built by the app's project.
    func unusedReason(_ member: String, file: String? = nil) -> String? {
        var key = member
        if let named = MemberUseKey.publicMember(member) {
            guard let file, isAppProjectFile(file) else { return nil }
            key = named
        }
        guard decides, !uses.contains(key) else { return nil }
        let name = MemberUseKey.displayName(key)
        let verb = key.hasPrefix("set ") ? ("set", "sets") : ("use", "uses")
        return quietUses.contains(key) ? "only previews or #if DEBUG code \(verb.0) \(name)" : "nothing in the app \(verb.1) \(name)"
    }

    /// Whether an Xcode target of the scanned project builds `file` and no Swift package holds it.
    private func isAppProjectFile(_ file: String) -> Bool {
        let absolute = ScanPlatformMap.absolute(file)
        guard !platforms.packages.contains(where: { $0.folders.contains { absolute.hasPrefix($0 + "/") } }) else { return false }
        return platforms.projects.contains { $0.buildState(ofFile: absolute) == .built }
    }

    /// Turns the errors and warnings about elements of members nothing calls into notes that say why.
    func notes(_ records: inout [ScanFindingRecord], elements: [ScannedElement]) {
        guard decides else { return }
        for index in records.indices where records[index].finding.severity > .note {
            guard let element = records[index].element, let member = elements[element].declaringMember,
                let reason = unusedReason(member, file: elements[element].location.file)
            else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "\(reason), so no screen shows it", property: "notOnScreen", why: reason)
        }
    }
}

extension MemberUses {
    /// Turns the errors and warnings about a view its owner's code removes unless a private
    /// property is set into notes, when the app calls none of the methods that set it: the Swift
    /// reader records `Type.outlet.removedUnless:setter,…` (`RemovedUnlessSet`; Amperfy d3513f85
    /// Main.storyboard:24, LibrarySyncPopupVC.swift:65-68, whose only setter `useOptionalButton`
    /// nothing calls).
    func removedNotes(_ records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>) {
        removedByMethodNotes(&records, elements: elements, setInCode: setInCode)
        var removed: [String: String] = [:]
        for fact in setInCode {
            guard let marker = fact.range(of: ".removedUnless:") else { continue }
            let setters = fact[marker.upperBound...].split(separator: ",").map(String.init)
            guard setters.allSatisfy({ unusedReason($0) != nil }) else { continue }
            let outlet = String(fact[..<marker.lowerBound])
            removed[outlet] = setters.isEmpty ? "no code sets what keeps it" : "nothing in the app calls \(setters.joined(separator: " or "))"
        }
        guard decides, !removed.isEmpty else { return }
        for index in records.indices where records[index].finding.severity > .note {
            guard let element = records[index].element, let outlet = elements[element].outlets.first(where: { removed[$0] != nil }),
                let reason = removed[outlet]
            else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "code removes it (\(outlet).removeFromSuperview()) unless a setter runs, and \(reason)",
                property: "notOnScreen", why: "\(outlet) is removed when the view loads unless a property is set, and \(reason)")
        }
    }
}

extension MemberUses {
    /// Turns the errors and warnings about a view (or a view inside it) that a method of its
    /// owner always removes into notes, when the app calls that method: the Swift reader records
    /// `Type.outlet.removedBy:method` (`RemovedByMethod`; Loop 710182e2 StatusBarHUDView.xib:260,
    /// "44U" in the `pumpManagerProvidedHUD` placeholder that PumpStatusHUDView.swift:78-84
    /// removes, called from both status controllers before the pump manager's view is added).
    func removedByMethodNotes(_ records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>) {
        var removed: [String: String] = [:]
        for fact in setInCode {
            guard let marker = fact.range(of: ".removedBy:") else { continue }
            let method = String(fact[marker.upperBound...])
            guard uses.contains(method) || Self.lifecycleMethods.contains(method) else { continue }
            removed[String(fact[..<marker.lowerBound])] = method
        }
        guard decides, !removed.isEmpty else { return }
        for index in records.indices where records[index].finding.severity > .note {
            guard let element = records[index].element else { continue }
            let reaching = elements[element].outlets + elements[element].containerClasses.keys.sorted().flatMap { elements[element].containerClasses[$0] ?? [] }
            guard let outlet = reaching.first(where: { removed[$0] != nil }), let method = removed[outlet] else { continue }
            let name = outlet.split(separator: ".").last.map(String.init) ?? outlet
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "code removes it (\(name).removeFromSuperview() in \(method)(), which the app calls), a placeholder",
                property: "notOnScreen", why: "\(method)() always removes \(outlet) from its superview, and the outlet is weak")
        }
    }

    /// Methods UIKit calls on a view or controller it loads.
    private static let lifecycleMethods: Set<String> = ["awakeFromNib", "viewDidLoad", "viewWillAppear", "layoutSubviews"]
}

/// The names of member uses (``ScanFileResult/memberUses``) and of the members holding elements
/// (``ScannedElement/declaringMember``). Every use records the name; a use that reads a property
/// (`text.bold`, `$0.bold`, a bare `bold` in its type, `\.bold`) records ``read(_:)`` of it as
/// well. A call (`font.bold()`) and an implicit member (`.bold`, a static member or enum case
/// of the type the context expects) cannot read an instance property of a type that is no
/// function, so such a property's elements are keyed by ``read(_:)`` and only a read uses them.
package enum MemberUseKey {
    /// The key of a read of the property `name`: `var bold` (no Swift name holds a space).
    package static func read(_ name: String) -> String { "var " + name }

    /// The key of an assignment to the property `name` (`set labelSize`): what its `didSet` or
    /// `willSet` holds runs only then.
    package static func written(_ name: String) -> String { "set " + name }

    /// The key of a `public` member whose key is `key`: `public bold`.
    package static func `public`(_ key: String) -> String { "public " + key }

    /// The key a `public` member's key holds, `nil` for another member's.
    package static func publicMember(_ key: String) -> String? { key.hasPrefix("public ") ? String(key.dropFirst(7)) : nil }

    /// The name a key is of, as a message writes it.
    package static func displayName(_ key: String) -> String {
        let key = publicMember(key) ?? key
        return key.hasPrefix("var ") || key.hasPrefix("set ") ? String(key.dropFirst(4)) : key
    }
}
