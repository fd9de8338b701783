import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

/// Which SwiftUI views a screen shows, and for which platforms, from the places every Swift file
/// names them (``ScanFileResult/viewTypes``, ``ScannedTypeUse``). A file's reader sees only its
/// own text, so this is decided once all are read (and the cache stays keyed on each file's text):
///
/// - a view that previews, `#if DEBUG` code or views themselves on no screen name, and no other
///   code, is on no screen: what is judged of it is a note that says so (Enchanted 2aa9d140
///   `Header.swift:14`, a view only its own `#Preview` uses, was a 22 pt target error). A view
///   no code names at all is on no screen too when the scan holds the project (an `.xcodeproj`
///   or `Package.swift`, as for members, ``MemberUses``) and the app's entry (a type that names
///   `App`, `UIApplicationDelegate`, `UIWindowSceneDelegate`, `NSApplicationDelegate`, `Widget`
///   or `WidgetBundle`), from which every shown view is named: winston 3de4a170
///   `ChangeAuthAPIKey.swift:21` and `:35`/`:49` (`SmallStep`, `CardStep`, named only in
///   commented-out lines) were `text.fixed-size` warnings. A use in a function nothing calls
///   (``ScannedTypeUse/member``, as ``MemberUses`` tells) is then no use either. Without a
///   project or entry (some files, a snippet, the bundled examples) such a view is judged, since
///   the code that shows it may be outside the scan;
/// - a view every place that names it is compiled only for some platforms (an `#if os(macOS)`
///   block, a file the scan judges for macOS, a view that is itself only there) is judged for
///   those (``ScannedSourcePlatform/callers``; Enchanted 2aa9d140 `CompletionButtonView.swift:18`,
///   a view only `#if os(macOS)` code uses, was held to iPhone's Dynamic Type).
///
/// A view's own `#if os(…)` still decides first. Uses of a view's name inside its own code are
/// not uses. Names are matched as written, so two modules' views of one name share their uses:
/// the view is then shown wherever either is. The type whose code holds a use is taken for the
/// view of its name only where that can be the same type (``isTheView(_:at:)``).
struct ViewUses {
    /// What the uses say of one view.
    enum Verdict: Equatable {
        /// Shown, for every platform its file is judged for.
        case anywhere
        /// Shown only on `platforms`; `use` is the first place that shows it.
        case only(Set<ApplePlatform>, use: ScannedTypeUse)
        /// On no screen; `reason` says why, as a note does.
        case nowhere(reason: String)
    }

    private let views: Set<String>
    /// The files that declare each view, when the scan says which file each result is of.
    private let viewFiles: [String: Set<String>]
    private let uses: [String: [ScannedTypeUse]]
    private let platforms: ScanPlatformMap
    private var verdicts: [String: Verdict] = [:]
    private var filePlatforms: [String: Set<ApplePlatform>] = [:]
    /// Whether a view no file names is on no screen: the scan holds its module (``MemberUses``)
    /// and the app's entry.
    private let decidesUnnamed: Bool
    /// With ``decidesUnnamed``, the member names shipping code refers to (``MemberUses``): a use
    /// in a member none of them names (``ScannedTypeUse/member``) runs on no screen.
    private let calledMembers: Set<String>
    /// With a project, the members only some platforms' code uses (``MemberUses/compiledOnly``):
    /// a use in one is compiled only for those.
    private let memberPlatforms: [String: Set<ApplePlatform>]

    /// The verdict on every view the files declare; `paths`, when given, are the files the
    /// results are of, in order.
    init(results: [ScanFileResult], paths: [String] = [], platforms: ScanPlatformMap, projectFiles: [String] = []) {
        decidesUnnamed =
            !projectFiles.isEmpty && results.contains { $0.typeUses.contains { !$0.isPreview && Self.entryTypes.contains($0.name) } }
        let gathered = projectFiles.isEmpty ? MemberUses.Gathered() : MemberUses.Gathered(results)
        calledMembers = decidesUnnamed ? gathered.uses : []
        memberPlatforms = gathered.compiledOnly
        var views = results.reduce(into: Set<String>()) { $0.formUnion($1.viewTypes.filter { MemberUseKey.publicMember($0) == nil }) }
        var viewFiles: [String: Set<String>] = [:]
        for (result, path) in zip(results, paths) {
            for key in result.viewTypes {
                // A `public` view only in the app's own code, which no other module uses (``ScanPlatformMap/isAppCode(_:)``).
                let view = MemberUseKey.publicMember(key) ?? key
                if view != key {
                    guard platforms.isAppCode(path) else { continue }
                    views.insert(view)
                }
                viewFiles[view, default: []].insert(path)
            }
        }
        self.viewFiles = viewFiles
        var uses: [String: [ScannedTypeUse]] = [:]
        for result in results {
            for use in result.typeUses where views.contains(use.name) && use.user != use.name { uses[use.name, default: []].append(use) }
        }
        self.views = views
        self.uses = uses
        self.platforms = platforms
        for view in views.sorted() {
            var visiting: Set<String> = []
            _ = verdict(view, visiting: &visiting)
        }
        for view in views.sorted() {
            var visiting: Set<String> = []
            _ = barPlace(view, visiting: &visiting)
        }
    }

    /// For each view every shipping use places in the content of a toolbar, menu, swipe
    /// actions or alert, directly or through views only placed there, the first such use;
    /// `nil` for the others (``barPlace(_:visiting:)``).
    private var barPlaces: [String: ScannedTypeUse?] = [:]

    /// The first use of `view` in a bar's or menu's content when every shipping use is there, or
    /// is in a view that is: the system gives such a control its own hit area whatever frame
    /// its label has, as it does a control written there (``ScannedTypeUse/isSystemContent``).
    /// wallabag dae58882 `RefreshButton.swift:16`, a 34 pt button whose only uses are in
    /// `ToolbarItemGroup { … }` (`EntriesView.swift:49`) and `ToolbarItem { … }`
    /// (`MainView.swift:46`), was a `target.small` error.
    private mutating func barPlace(_ view: String, visiting: inout Set<String>) -> ScannedTypeUse? {
        if let known = barPlaces[view] { return known }
        guard visiting.insert(view).inserted else { return nil }
        let shown = (uses[view] ?? []).filter { !$0.isDebugOnly && !$0.isPreview && !isUncalled($0) }
        var first: ScannedTypeUse?
        for use in shown {
            if use.isSystemContent {
                first = first ?? use
                continue
            }
            guard let user = use.user, views.contains(user), isTheView(user, at: use),
                let outer = barPlace(user, visiting: &visiting)
            else {
                first = nil
                break
            }
            first = first ?? outer
        }
        if shown.isEmpty { first = nil }
        visiting.remove(view)
        barPlaces[view] = first
        return first
    }

    /// Protocols an app's entry conforms to: the code that names the views it shows is in the scan.
    static let entryTypes: Set<String> = [
        "App", "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate", "Widget", "WidgetBundle",
    ]

    /// The verdict on a view; `nil` for a name no file declares as a view.
    func verdict(on view: String) -> Verdict? { verdicts[view] }

    private mutating func verdict(_ view: String, visiting: inout Set<String>) -> Verdict {
        if let known = verdicts[view] { return known }
        // A cycle of views that use each other says nothing of where they are shown.
        guard visiting.insert(view).inserted else { return .anywhere }
        var shown: [(use: ScannedTypeUse, on: Set<ApplePlatform>)] = []
        for use in uses[view] ?? [] where !use.isDebugOnly && !use.isPreview && !isUncalled(use) {
            var on = place(of: use)
            if let user = use.user, views.contains(user), isTheView(user, at: use) {
                switch verdict(user, visiting: &visiting) {
                case .nowhere: continue
                case .only(let userPlatforms, _): on = Self.place(of: use, on: on, in: userPlatforms)
                case .anywhere: break
                }
            }
            shown.append((use, on))
        }
        visiting.remove(view)
        let result: Verdict
        if let first = shown.first {
            result = .only(shown.reduce(into: Set<ApplePlatform>()) { $0.formUnion($1.on) }, use: first.use)
        } else if let all = uses[view], !all.isEmpty {
            result = .nowhere(reason: unshownReason(view, uses: all))
        } else if decidesUnnamed {
            result = .nowhere(reason: "nothing in the app uses \(view)")
        } else {
            // Named nowhere and no project: a snippet, or a view another scan's files use. Judged.
            result = .anywhere
        }
        verdicts[view] = result
        return result
    }

    /// Where a use at `on` in a view shown on `userPlatforms` shows its view: where both are.
    /// When they share none, the user's, except for Mac code in a view the iPad app shows (an
    /// `if IS_CATALYST` or `#if targetEnvironment(macCatalyst)` around the use in an iOS view):
    /// only the Mac runs it, so it shows the view only there (nostur-ios-public
    /// `NosturMainView.swift:24`, `if IS_CATALYST && ss.proMode { MacMainWindow() }`, the one
    /// place that shows `SideTabs`, whose 40 pt tabs were `target.small` errors for the iPhone).
    private static func place(of use: ScannedTypeUse, on: Set<ApplePlatform>, in userPlatforms: Set<ApplePlatform>) -> Set<ApplePlatform> {
        let both = on.intersection(userPlatforms)
        guard both.isEmpty else { return both }
        if use.platforms == [.macOS], userPlatforms.contains(.iOS) { return [.macOS] }
        return userPlatforms
    }

    /// Whether `use` is in a member nothing calls: winston 3de4a170 `VotesPopover.swift:62`, in
    /// `ViewVotesModifier`, which only `func viewVotes(_:_:)` uses, named only in a comment.
    private func isUncalled(_ use: ScannedTypeUse) -> Bool {
        guard decidesUnnamed, let member = use.member else { return false }
        return !calledMembers.contains(member)
    }

    /// Whether the type whose code holds `use` can be the view `user` the files declare. Names
    /// are shared across targets: MovieSwiftUI 72eb4ae7's iOS `HomeView.swift:83` is in
    /// `TabbarView`, which `struct HomeView: App` (:19) names, while the tvOS target's own
    /// `MovieSwiftTV/views/HomeView.swift` declares `struct HomeView: View`; following that view
    /// judged `MoviesHome.swift:30` and `:40` for tvOS. A user declared as a view in the use's
    /// own file is that view; one declared only in files judged for other platforms than the
    /// use's file is another type of the same name.
    private mutating func isTheView(_ user: String, at use: ScannedTypeUse) -> Bool {
        guard let files = viewFiles[user], !files.isEmpty, !files.contains(use.location.file) else { return true }
        let here = platforms(ofFile: use.location.file)
        return files.contains { !platforms(ofFile: $0).isDisjoint(with: here) }
    }

    /// The platforms a use is compiled for: its `#if os(…)`, else its member's (only macOS code
    /// names `macOSBody`), else its file's (iPadOS as iOS).
    private mutating func place(of use: ScannedTypeUse) -> Set<ApplePlatform> {
        if !use.platforms.isEmpty { return Set(use.platforms) }
        if let member = use.member, let only = memberPlatforms[member] { return only }
        return platforms(ofFile: use.location.file)
    }

    private mutating func platforms(ofFile file: String) -> Set<ApplePlatform> {
        if let known = filePlatforms[file] { return known }
        let found = Set(platforms.decisions(forFile: file).map { $0.platform == .iPadOS ? .iOS : $0.platform })
        filePlatforms[file] = found
        return found
    }

    private func unshownReason(_ view: String, uses: [ScannedTypeUse]) -> String {
        let code = uses.filter { !$0.isPreview }
        let first = code.first ?? uses[0]
        let place = "\(PathParts.name(first.location.file)):\(first.location.line ?? 0)"
        if code.isEmpty { return "only a preview uses \(view) (\(place))" }
        if code.allSatisfy(\.isDebugOnly) { return "only #if DEBUG code uses \(view) (\(place))" }
        if code.allSatisfy({ isUncalled($0) }), let member = first.member.map(MemberUseKey.displayName) {
            return "only \(member), which nothing calls, uses \(view) (\(place))"
        }
        return "only previews, #if DEBUG code or views on no screen use \(view)"
    }

    /// Gives each element of a view that only code for some platforms shows those platforms,
    /// unless its own `#if os(…)` decides, or its file is judged for none but those anyway.
    mutating func apply(to elements: inout [ScannedElement]) {
        for index in elements.indices where elements[index].platform == .iOS {
            guard let view = elements[index].declaringType, case .only(let allowed, let use) = verdicts[view] else { continue }
            let own = elements[index].sourcePlatform
            guard own?.platform == nil, own?.platforms.isEmpty ?? true else { continue }
            let file = platforms(ofFile: elements[index].location.file)
            guard !file.isSubset(of: allowed) else { continue }
            var source = own ?? ScannedSourcePlatform()
            source.platforms = ApplePlatform.allCases.filter(allowed.contains)
            source.callers = Self.callers(source.platforms, use: use)
            elements[index].sourcePlatform = source
        }
    }

    /// `only macOS code uses it (CompletionPanelView.swift:162)`; without the place when that
    /// makes it longer than a finding names a reason (60 characters).
    private static func callers(_ platforms: [ApplePlatform], use: ScannedTypeUse) -> String {
        let lead = "only \(platforms.map(\.displayName).joined(separator: " and ")) code uses it"
        let placed = "\(lead) (\(PathParts.name(use.location.file)):\(use.location.line ?? 0))"
        return placed.count <= 60 ? placed : lead
    }

    /// Turns the `target.small` errors and warnings about controls of views only placed in a
    /// bar's or menu's content (``barPlace(_:visiting:)``) into notes that say where.
    func barNotes(_ records: inout [ScanFindingRecord], elements: [ScannedElement]) {
        for index in records.indices where records[index].finding.severity > .note && records[index].finding.rule == ScanRules.targetSmall.id {
            guard let element = records[index].element, let view = elements[element].declaringType,
                let use = barPlaces[view] ?? nil
            else { continue }
            let place = "\(PathParts.name(use.location.file)):\(use.location.line ?? 0)"
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "\(view) is placed only in toolbar or menu content (\(place))", property: "barItem",
                why: "the bar or menu gives the control its own hit area whatever frame its label has")
        }
    }

    /// Turns the errors and warnings about elements of views on no screen into notes that say why.
    func notes(_ records: inout [ScanFindingRecord], elements: [ScannedElement]) {
        for index in records.indices where records[index].finding.severity > .note {
            guard let element = records[index].element, let view = elements[element].declaringType,
                case .nowhere(let reason) = verdicts[view]
            else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "\(reason), so no screen shows it", property: "notOnScreen", why: reason)
        }
    }
}
