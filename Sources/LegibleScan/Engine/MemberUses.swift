import LegibleReporting
import LegibleTypeScale

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
/// A `private` member whose every use is in the code of other such members is used only when one
/// of them is (``MemberUseKey/inMember(_:_:)``): Home Assistant d722d781 `Style.swift:31`,
/// `private static func onboardingButton`, called only by two closures no file names.
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
    /// The members only the code of views uses, with those views (``Gathered/viewsOnly``).
    private let viewsOnly: [String: Set<String>]
    /// The private members only other members' code uses, with those members (``Gathered/membersOnly``).
    private let membersOnly: [String: Set<String>]
    /// The members every shipping use of which only some platforms compile, with those platforms.
    let compiledOnly: [String: Set<ApplePlatform>]
    private let decides: Bool
    private let platforms: ScanPlatformMap

    init(results: [ScanFileResult], projectFiles: [String], platforms: ScanPlatformMap = ScanPlatformMap()) {
        decides = !projectFiles.isEmpty
        self.platforms = platforms
        var quiet: Set<String> = []
        var gathered = Gathered()
        if decides {
            gathered = Gathered(results)
            for result in results { quiet.formUnion(result.quietMemberUses) }
        }
        uses = gathered.uses
        compiledOnly = gathered.compiledOnly
        viewsOnly = gathered.viewsOnly
        membersOnly = gathered.membersOnly
        quietUses = quiet
    }

    /// Every file's member uses: the keys used (``MemberUseKey/compiled(for:_:)`` read as their
    /// key), and the members only some platforms' code uses.
    struct Gathered {
        var uses: Set<String> = []
        var compiledOnly: [String: Set<ApplePlatform>] = [:]
        /// The members every use of which is in the code of views (``MemberUseKey/inView(_:_:)``), with those views.
        var viewsOnly: [String: Set<String>] = [:]
        /// The private members every use of which is in another member's code (``MemberUseKey/inMember(_:_:)``), with those members.
        var membersOnly: [String: Set<String>] = [:]
        /// The keys used other than in another member's code.
        private var direct: Set<String> = []

        init() {}

        init(_ results: [ScanFileResult]) {
            var everywhere: Set<String> = []
            var outsideViews: Set<String> = []
            for result in results {
                for use in result.memberUses {
                    var key = use
                    let compiled = MemberUseKey.compiledOnly(use)
                    if let compiled { key = compiled.key }
                    // Used in another member's code (under `#if os(…)` or not): used when that member is
                    // (``MemberUses/unusedReason(_:file:)``); a use still for every other reader.
                    let user = MemberUseKey.inMember(key)
                    if let user {
                        membersOnly[user.key, default: []].insert(user.user)
                        key = user.key
                    }
                    if let (view, inner) = MemberUseKey.inView(key) {
                        key = inner
                        viewsOnly[key, default: []].insert(view)
                    } else {
                        outsideViews.insert(key)
                    }
                    uses.insert(key)
                    if user == nil { direct.insert(key) }
                    if let compiled {
                        compiledOnly[key, default: []].formUnion(compiled.platforms)
                    } else {
                        everywhere.insert(key)
                    }
                }
            }
            for key in everywhere { compiledOnly[key] = nil }
            for key in outsideViews { viewsOnly[key] = nil }
            for key in direct { membersOnly[key] = nil }
        }
    }

    /// The platforms whose code alone uses `member`, `nil` when code for any platform does (or
    /// nothing does). A `public` member only in `file` built by the app's project.
    func compiledPlatforms(of member: String, file: String) -> Set<ApplePlatform>? {
        var key = member
        if let named = MemberUseKey.publicMember(member) {
            guard isAppProjectFile(file) else { return nil }
            key = named
        }
        return compiledOnly[key]
    }

    /// Gives each element of a member only some platforms' code uses those platforms (as a view
    /// only their code uses, ``ViewUses/apply(to:)``), unless its own `#if os(…)` decides, or its
    /// file is judged for none but those anyway: omnivore `ShareExtensionView.swift:384`, in
    /// `var macOSBody`, which `body` names only in the `#else` of `#if os(iOS)` (:289-296), was
    /// judged by iPhone's Dynamic Type.
    func apply(to elements: inout [ScannedElement]) {
        guard decides, !compiledOnly.isEmpty else { return }
        for index in elements.indices where elements[index].platform == .iOS {
            guard let member = elements[index].declaringMember, let allowed = compiledPlatforms(of: member, file: elements[index].location.file) else {
                continue
            }
            let own = elements[index].sourcePlatform
            guard own?.platform == nil, own?.platforms.isEmpty ?? true else { continue }
            let file = Set(platforms.decisions(forFile: elements[index].location.file).map { $0.platform == .iPadOS ? .iOS : $0.platform })
            guard !file.isSubset(of: allowed) else { continue }
            var source = own ?? ScannedSourcePlatform()
            source.platforms = ApplePlatform.allCases.filter(allowed.contains)
            source.callers = "only \(source.platforms.map(\.displayName).joined(separator: " and ")) code uses \(MemberUseKey.displayName(member))"
            elements[index].sourcePlatform = source
        }
    }

    /// Why nothing shows the elements of `member`, or `nil` when code names it. A `public`
    /// member (``MemberUseKey/public(_:)``) is decided only in `file` built by the app's project.
    func unusedReason(_ member: String, file: String? = nil) -> String? {
        var visited: Set<String> = []
        return unusedReason(member, file: file, visited: &visited)
    }

    private func unusedReason(_ member: String, file: String?, visited: inout Set<String>) -> String? {
        var key = member
        if let named = MemberUseKey.publicMember(member) {
            guard let file, isAppProjectFile(file) else { return nil }
            key = named
        }
        guard decides, !uses.contains(key) || membersOnly[key] != nil else { return nil }
        let name = MemberUseKey.displayName(key)
        // Used only in the code of other members (``MemberUseKey/inMember(_:_:)``): unused when they
        // all are; one that uses itself, or a member the walk has already met, is no use.
        if let users = membersOnly[key], visited.insert(key).inserted {
            guard visited.count <= 16 else { return nil }
            for user in users.sorted() where !visited.contains(MemberUseKey.publicMember(user) ?? user) {
                guard unusedReason(user, file: file, visited: &visited) != nil else { return nil }
            }
            let named = users.map { MemberUseKey.displayName($0) }.filter { $0 != name }.sorted()
            guard !named.isEmpty else { return nil }
            let which = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + named.last!
            return "only \(which) \(named.count == 1 ? "uses" : "use") \(name), and nothing in the app uses \(named.count == 1 ? "it" : "them")"
        }
        let verb = key.hasPrefix("set ") ? ("set", "sets") : ("use", "uses")
        return quietUses.contains(key) ? "only previews, #if DEBUG code or branches that never run \(verb.0) \(name)" : "nothing in the app \(verb.1) \(name)"
    }

    private func isAppProjectFile(_ file: String) -> Bool { platforms.isAppCode(file) }

    /// Why nothing shows `member` when code names it only in views no screen shows (`unshown`
    /// gives the reason for a view, ``ViewUses``): omnivore `Fonts.swift:25-26`, `static var
    /// textToSpeechRead: Font`, named only by `FeaturePrimer`'s `body`, a view nothing shows.
    func unshownViewsReason(_ member: String, file: String, unshown: (String) -> Bool) -> String? {
        var key = member
        if let named = MemberUseKey.publicMember(member) {
            guard isAppProjectFile(file) else { return nil }
            key = named
        }
        guard decides, let views = viewsOnly[key], !views.isEmpty, views.allSatisfy(unshown) else { return nil }
        let named = views.sorted()
        let which = named.count == 1 ? "only \(named[0]), which no screen shows," : "only views no screen shows"
        return "\(which) uses \(MemberUseKey.displayName(key))"
    }

    /// Turns the errors and warnings about elements of members nothing calls (or only views no
    /// screen shows, `unshown`) into notes that say why.
    func notes(_ records: inout [ScanFindingRecord], elements: [ScannedElement], unshown: (String) -> Bool = { _ in false }) {
        guard decides else { return }
        for index in records.indices where records[index].finding.severity > .note {
            guard let element = records[index].element, let member = elements[element].declaringMember,
                let reason = unusedReason(member, file: elements[element].location.file)
                    ?? unshownViewsReason(member, file: elements[element].location.file, unshown: unshown)
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

    /// The key of a use compiled only for `platforms` (in `#if os(macOS)`, or the `#else` of
    /// `#if os(iOS)`): `on macos macOSBody`. ``compiledOnly(_:)`` reads it back.
    package static func compiled(for platforms: [ApplePlatform], _ key: String) -> String {
        "on " + platforms.map(\.rawValue).joined(separator: ",") + " " + key
    }

    /// The platforms and key of a ``compiled(for:_:)`` key, `nil` for any other key.
    package static func compiledOnly(_ key: String) -> (platforms: [ApplePlatform], key: String)? {
        guard key.hasPrefix("on "), let space = key.dropFirst(3).firstIndex(of: " ") else { return nil }
        let platforms = key[key.index(key.startIndex, offsetBy: 3)..<space].split(separator: ",").compactMap { ApplePlatform(rawValue: String($0)) }
        return (platforms, String(key[key.index(after: space)...]))
    }

    /// The key of a use of the private member `key` in the code of the member `user` (its key) of
    /// the same file: `by public onboardingButtonPrimary | onboardingButton`. ``inMember(_:)`` reads it back.
    package static func inMember(_ user: String, _ key: String) -> String { "by \(user) | \(key)" }

    /// The member and key of an ``inMember(_:_:)`` key, `nil` for any other key.
    package static func inMember(_ key: String) -> (user: String, key: String)? {
        guard key.hasPrefix("by "), let bar = key.range(of: " | ") else { return nil }
        return (String(key[key.index(key.startIndex, offsetBy: 3)..<bar.lowerBound]), String(key[bar.upperBound...]))
    }

    /// The key of a use in the code of the view `view` (declared in the use's file): `in
    /// FeaturePrimer textToSpeechRead`. ``inView(_:)`` reads it back.
    package static func inView(_ view: String, _ key: String) -> String { "in \(view) \(key)" }

    /// The view and key of an ``inView(_:_:)`` key, `nil` for any other key.
    package static func inView(_ key: String) -> (view: String, key: String)? {
        guard key.hasPrefix("in "), let space = key.dropFirst(3).firstIndex(of: " ") else { return nil }
        return (String(key[key.index(key.startIndex, offsetBy: 3)..<space]), String(key[key.index(after: space)...]))
    }

    /// The key a use's key is of, with no platforms, view or member (``compiled(for:_:)``,
    /// ``inView(_:_:)``, ``inMember(_:_:)``).
    package static func bare(_ key: String) -> String {
        let key = compiledOnly(key)?.key ?? key
        if let member = inMember(key) { return member.key }
        return inView(key)?.key ?? key
    }

    /// The name a key is of, as a message writes it.
    package static func displayName(_ key: String) -> String {
        let key = publicMember(key) ?? key
        return key.hasPrefix("var ") || key.hasPrefix("set ") ? String(key.dropFirst(4)) : key
    }
}
