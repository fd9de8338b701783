import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Interface Builder views no code shows: a xib nothing loads, and a storyboard's prototype cell
/// no code dequeues. What is judged of them is a note that says why (as for code nothing calls,
/// ``MemberUses``). Habitica aafd43ae: `ChallengeDetailHeaderView.xib` (9 errors and warnings)
/// whose nib and class no file but the class's own names; `Main.storyboard:2619`, a prototype
/// cell "ChallengeCell" no code dequeues.
///
/// Conservative, by text: a xib counts as loaded when any code file has its name as a string
/// literal (`UINib(nibName: "Name", …)`, `loadNibNamed("Name"…)`, an app's own
/// `fromNib(nibName: "Name")`) or as a name (`R.nib.name` as a member), or names one of its app
/// classes (its File's Owner's or a top-level view's: `Class.fromNib()`, `String(describing:
/// Class.self)`, a generic `Item<Class>` in the class's own file) anywhere but in a comment or the
/// class's declaration, or another Interface Builder file uses one of those classes or the nib; an
/// Info.plist or build setting naming it (a launch screen) counts too, and so does a class the app
/// does not declare (a library's code may load it). A prototype counts as dequeued when any code
/// file has its reuse identifier as a string literal, a name, or a member in lower camel case
/// (`R.reuseIdentifier.challengeCell`), or builds a string ending or starting with part of it
/// (`"\(kind)Cell"`). Decided only when the scan holds a project (as ``MemberUses``).
struct UnshownNibs {
    /// What the scan needs of one code file: the names it uses (not in comments, not the name a
    /// declaration gives), the names it reaches as members (`R.nib.name`), its string literals,
    /// the types it declares, and the literal text before and after interpolations.
    struct CodeFacts {
        var words: Set<Substring> = []
        var members: Set<Substring> = []
        var literals: Set<Substring> = []
        /// The type (class, struct, enum or extension, innermost) whose braces hold each
        /// literal, `""` outside any: the literal a class keeps of its own name is no load of it.
        var literalOwners: [Substring: Set<Substring>] = [:]
        /// The names used outside literals, and for each name inside a literal the types (as
        /// ``literalOwners``) whose literals hold it.
        var codeWords: Set<Substring> = []
        var literalWords: [Substring: Set<Substring>] = [:]
        var declared: Set<Substring> = []
        var beforeInterpolation: Set<Substring> = []
        var afterInterpolation: Set<Substring> = []
        /// The names used where they may make or reach an instance (``UnusedClasses``): not in
        /// the type's own body or extensions, not in a protocol's requirements, and not as the
        /// class a `register(Name.self, …)` call registers under an identifier made from its own
        /// name; and the classes such calls register.
        var uses: Set<Substring> = []
        var registered: Set<Substring> = []
        /// The ``uses`` outside any type's braces (a free function's): code no type's use gates.
        var topLevelUses: Set<Substring> = []
        /// The lines of each type's body and extensions' bodies (`{` to `}`), for the findings
        /// with no element that code of the type gives (a `text.not-live` at a font's line).
        var spans: [Substring: [ClosedRange<Int>]] = [:]
        /// For each of ``uses``, the types whose code holds it (innermost, a header's type, else `""`); and the names the file extends.
        var useOwners: [Substring: Set<Substring>] = [:]
        var extended: Set<Substring> = []

        init(_ text: String) {
            let bytes = UnshownNibs.withoutImports(Array(text.utf8))
            var index = 0
            var previous: Substring = ""
            var afterDot = false
            // The types whose braces are open, with the depth inside them, and the name of one
            // declared but whose `{` has not come yet.
            var depth = 0
            var owners: [(name: Substring, depth: Int, line: Int)] = []
            let newlines = bytes.indices.filter { bytes[$0] == 10 }
            // The 1-based line of a byte: one more than the newlines before it.
            let line = { (offset: Int) -> Int in
                var (low, high) = (0, newlines.count)
                while low < high {
                    let middle = (low + high) / 2
                    if newlines[middle] < offset { low = middle + 1 } else { high = middle }
                }
                return low + 1
            }
            var pending: Substring?
            // The depths of open protocol bodies, and one declared whose `{` has not come yet;
            // the parentheses open, and the `(` of a `register(` call with the names in it.
            var protocols: [Int] = []
            var pendingProtocol = false
            var parens = 0
            var afterRegister = false
            var call: (start: Int, level: Int, names: [Substring])?
            var topLevel: Set<Substring> = []
            var usedIn: [Substring: Set<Substring>] = [:]
            // The parentheses of a `#selector(…)`: it names a method, and makes or reaches no instance.
            var (selectorLevel, afterSelector): (Int?, Bool) = (nil, false)
            let use = { (word: Substring, call: inout (start: Int, level: Int, names: [Substring])?, uses: inout Set<Substring>) in
                guard protocols.isEmpty, selectorLevel == nil, !owners.contains(where: { $0.name == word }) else { return }
                usedIn[word, default: []].insert(pending ?? owners.last?.name ?? "")
                if call != nil { call?.names.append(word) } else { uses.insert(word) }
                // A name in a declaration's header (`class Sub: Base {`) is the declared type's use.
                if call == nil, owners.isEmpty, pending == nil { topLevel.insert(word) }
            }
            let isStart = SwiftCodeBytes.isIdentifierStart
            let isPart = SwiftCodeBytes.isIdentifierPart
            let slice = { (from: Int, to: Int) in Substring(decoding: bytes[from..<to], as: UTF8.self) }
            while index < bytes.count {
                let byte = bytes[index]
                if isStart(byte) {
                    var end = index + 1
                    while end < bytes.count, isPart(bytes[end]) { end += 1 }
                    let word = slice(index, end)
                    // The name a declaration gives is no use of it (its own file's `class Name`).
                    if ["class", "struct", "enum", "actor", "extension"].contains(previous), !UnshownNibs.modifiers.contains(word) {
                        pending = word
                    }
                    if ["class", "struct", "interface", "implementation"].contains(previous) {
                        declared.insert(word)
                    } else if previous == "extension" {
                        // Extending a class uses nothing of it (ChatMessageUnreadSeparator.swift:21 in Rocket.Chat
                        // 3172a098); the name is not declared either, as a library's class may be extended.
                        extended.insert(word)
                    } else {
                        words.insert(word)
                        codeWords.insert(word)
                        if afterDot { members.insert(word) }
                        use(word, &call, &uses)
                    }
                    if previous == "protocol" { pendingProtocol = true }
                    afterRegister = word == "register"
                    afterSelector = word == "selector" && index > 0 && bytes[index - 1] == 35  // #selector
                    previous = word
                    afterDot = false
                    index = end
                } else if byte == 47, index + 1 < bytes.count, bytes[index + 1] == 47 || bytes[index + 1] == 42 {  // // or /*
                    // A comment names nothing code runs (the header's `//  Name.swift`).
                    index = SwiftCodeBytes.commentEnd(bytes, at: index)
                } else if byte == 34 {  // "
                    // A literal to the next unescaped quote on the line; names inside it count too.
                    let end = SwiftCodeBytes.lineLiteralEnd(bytes, openingAt: index)
                    let literal = slice(index + 1, end)
                    literals.insert(literal)
                    literalOwners[literal, default: []].insert(owners.last?.name ?? "")
                    if let open = literal.range(of: "\\(") { beforeInterpolation.insert(literal[..<open.lowerBound]) }
                    if literal.contains("\\("), let close = literal.lastIndex(of: ")") {
                        afterInterpolation.insert(literal[literal.index(after: close)...])
                    }
                    var inner = index + 1
                    while inner < end {
                        if isStart(bytes[inner]) {
                            var wordEnd = inner + 1
                            while wordEnd < end, isPart(bytes[wordEnd]) { wordEnd += 1 }
                            words.insert(slice(inner, wordEnd))
                            literalWords[slice(inner, wordEnd), default: []].insert(owners.last?.name ?? "")
                            use(slice(inner, wordEnd), &call, &uses)
                            inner = wordEnd
                        } else {
                            inner += 1
                        }
                    }
                    previous = ""
                    afterRegister = false
                    index = end + 1
                } else {
                    if byte == 123 {  // {
                        depth += 1
                        if let name = pending { owners.append((name, depth, line(index))) }
                        if pendingProtocol { protocols.append(depth) }
                        (pending, pendingProtocol) = (nil, false)
                    } else if byte == 125 {  // }
                        if let owner = owners.last, owner.depth == depth {
                            spans[owner.name, default: []].append(owner.line...line(index))
                            owners.removeLast()
                        }
                        if protocols.last == depth { protocols.removeLast() }
                        depth -= 1
                    } else if byte == 59 {  // ; (`@class Name;`, `@protocol Name;`)
                        (pending, pendingProtocol) = (nil, false)
                    } else if byte == 40 {  // (
                        parens += 1
                        if afterRegister, call == nil { call = (index, parens, []) }
                        if afterSelector, selectorLevel == nil { selectorLevel = parens }
                    } else if byte == 41 {  // )
                        if let open = call, open.level == parens {
                            // The class registered under its own name is no use of it; any
                            // other name in the call is.
                            let registers = UnshownNibs.selfRegistered(slice(open.start + 1, index))
                            if let registers { registered.insert(registers) }
                            uses.formUnion(open.names.filter { $0 != registers })
                            call = nil
                        }
                        if selectorLevel == parens { selectorLevel = nil }
                        parens -= 1
                    }
                    if byte != 32, byte != 9, byte != 10 { (afterRegister, afterSelector) = (false, false) }
                    if byte != 32, byte != 64, byte != 9 { previous = "" }  // `@interface`, `class  Name`
                    if byte != 32 { afterDot = byte == 46 }
                    index += 1
                }
            }
            // A call left open (a `)` the reading missed) keeps its names as uses.
            if let open = call { uses.formUnion(open.names) }
            topLevelUses = topLevel
            useOwners = usedIn
        }
    }

    /// Words after `class` that make a member, not a type (`class func`, `class var`).
    private static let modifiers: Set<Substring> = [
        "func", "var", "let", "override", "final", "subscript", "init", "private", "public", "internal", "fileprivate", "open", "static",
    ]

    let code: [String: CodeFacts]
    /// For each name only dead static functions' bodies use in a file, those functions (``UncalledFactories``).
    let uncalledNamers: [Substring: Set<StaticFunctionFacts.Key>]
    let interfaceTexts: [String: String]
    let plists: String
    /// Each Objective-C file's class mentions (``ObjCClassMentions``), and the app's class lookups.
    let objCMentions: [String: ObjCClassMentions]
    let classLookups: ClassLookups
    /// Each code file's text, for the rarer questions asked of a few files (``subclassedBaseReason``).
    let codeTexts: [String: String]
    /// The conditions the projects define for Release alone (``ReleaseConditions``).
    let releaseOnly: Set<String>
    /// Whether code instantiates storyboard scenes by identifiers it builds (``unshownScenes(of:root:)``).
    let buildsIdentifiers: Bool

    init(files: ScanFileSet, limits: ScanLimits) {
        let limit = FileSizeLimit(bytes: limits.maximumFileBytes, what: "a source file", setting: "ScanLimits.maximumFileBytes")
        let read = { (path: String) -> String? in
            guard let data = try? FileReading.read(path, limit: limit, regularFileOnly: true) else { return nil }
            return try? TextDecoding.decode(data, file: path)
        }
        var code: [String: CodeFacts] = [:]
        var interface: [String: String] = [:]
        var mentions: [String: ObjCClassMentions] = [:]
        var texts: [String: String] = [:]
        // An XcodeGen spec counts when it names its project (`name: Riot`, its first key).
        let specs = files.projectSpecs.filter { read($0)?.split(separator: "\n").contains { $0.hasPrefix("name:") } ?? false }
        if !files.projectFiles.isEmpty || !specs.isEmpty {
            for path in files.interfaceFiles + Self.headers(beside: files.interfaceFiles) {
                let ext = PathParts.pathExtension(PathParts.name(path)).lowercased()
                if ["swift", "m", "mm", "h"].contains(ext) {
                    guard let text = read(path) else { continue }
                    code[path] = CodeFacts(text)
                    texts[path] = text
                    if ext != "swift" { mentions[path] = ObjCClassMentions(text) }
                } else if ext == "xib" || ext == "storyboard" {
                    interface[path] = read(path)
                }
            }
        }
        objCMentions = mentions
        classLookups = ClassLookups(texts.keys.sorted().compactMap { texts[$0] })
        codeTexts = texts
        buildsIdentifiers = Self.buildsIdentifiers(texts.values)
        interfaceTexts = interface
        // Launch screens and main nibs are named by Info.plist or the project's build settings
        // (a project lists every file, so only its settings' lines).
        let projectLines = (files.projectFiles + specs).compactMap(read).flatMap { $0.split(separator: "\n") }.filter {
            $0.contains("StoryboardName") || $0.contains("StoryboardFile") || $0.contains("NibFile")
        }
        plists = (files.infoPropertyLists.compactMap(read) + projectLines.map(String.init)).joined(separator: "\n")
        (self.code, uncalledNamers) = UncalledFactories.apply(code, texts: texts, interface: interface, plists: plists)
        releaseOnly = code.isEmpty ? [] : ReleaseConditions.releaseOnly(files.projectFiles.compactMap { path in read(path).map { (path: path, text: $0) } })
    }

    /// Turns the errors and warnings in an unloaded xib or an unreached prototype cell into notes.
    func notes(_ records: inout [ScanFindingRecord]) {
        guard !code.isEmpty else { return }
        var reasons: [String: [(lines: ClosedRange<Int>, reason: String)]] = [:]
        for index in records.indices where records[index].finding.severity > .note {
            guard let location = records[index].finding.location else { continue }
            let file = location.file
            if reasons[file] == nil { reasons[file] = unshownParts(of: file) }
            guard let part = reasons[file]?.first(where: { $0.lines.contains(location.line ?? 0) }) else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "\(part.reason), so no screen shows it", property: "notOnScreen", why: part.reason)
        }
    }

    /// The lines of `file` no screen shows, each with why: the whole of a xib nothing loads, a
    /// storyboard's scene nothing reaches, or each prototype cell of a storyboard nothing dequeues.
    func unshownParts(of file: String) -> [(lines: ClosedRange<Int>, reason: String)] {
        let ext = PathParts.pathExtension(PathParts.name(file)).lowercased()
        guard ext == "xib" || ext == "storyboard", let text = interfaceTexts[file],
            let root = try? XMLReader.parse(text, file: file, droppingWhitespaceBetweenElements: true)
        else { return [] }
        if ext == "xib" {
            let name = (PathParts.name(file) as NSString).deletingPathExtension
            guard let reason = unloadedReason(nib: name, root: root, file: file) else { return [] }
            return [(0...Int.max, reason)]
        }
        if let reason = debugOnlyLoadReason(storyboard: (PathParts.name(file) as NSString).deletingPathExtension, file: file) {
            return [(0...Int.max, reason)]
        }
        // A scene nothing reaches, or the whole storyboard nothing loads (``unshownScenes(of:root:)``), before its cells.
        var parts = unshownScenes(of: file, root: root)
        Self.walk(root, inDynamicList: false) { cell in
            guard let identifier = cell.attribute("reuseIdentifier"), !identifier.isEmpty, !isDequeued(identifier) else { return }
            let lines = cell.position.line...Self.lastLine(of: cell)
            parts.append((lines, "no code dequeues the prototype cell \(EchoedText.quoted(identifier))"))
        }
        return parts
    }

    /// Calls `visit` with each prototype cell: a cell of a table view whose rows are not static,
    /// or of a collection view.
    private static func walk(_ node: XMLElementNode, inDynamicList: Bool, _ visit: (XMLElementNode) -> Void) {
        let dynamic: Bool
        switch node.name {
        case "tableView": dynamic = node.attribute("dataMode") != "static"
        case "collectionView": dynamic = true
        default: dynamic = inDynamicList
        }
        if dynamic, ["tableViewCell", "collectionViewCell"].contains(node.name) {
            visit(node)
            return
        }
        for child in node.childElements { walk(child, inDynamicList: dynamic, visit) }
    }

    /// The line of the last element inside `node` (its closing tag's line is not kept).
    private static func lastLine(of node: XMLElementNode) -> Int {
        node.childElements.last.map(lastLine) ?? node.position.line
    }

    /// Why nothing loads the xib `nib`, or `nil` when something may.
    func unloadedReason(nib: String, root: XMLElementNode, file: String) -> String? {
        if Self.containsWord(plists, nib) { return nil }
        var classes: Set<String> = []
        var unnamedLibraryClass: String?
        if let objects = root.firstChildElement(where: { $0.name == "objects" }) {
            for object in objects.childElements {
                guard object.attribute("placeholderIdentifier") != "IBFirstResponder", let name = object.attribute("customClass") else { continue }
                if let module = unnamedLibraryModule(of: object, nib: nib) {
                    unnamedLibraryClass = unnamedLibraryClass ?? "\(name) of \(module)"
                    continue
                }
                classes.insert(name)
            }
        }
        // The nib's name as a literal loads it, unless the literal is in the nib's own class
        // (`static let identifier = "AutocompleteCell"` inside `class AutocompleteCell`,
        // Rocket.Chat 3172a098 AutocompleteCell.swift:14, read by no code): that class's code
        // runs only when some other code names the class, which counts below.
        let own = Set(classes.union([nib]).map { Substring($0) })
        let loadsByName = { (facts: CodeFacts) in facts.literalOwners[Substring(nib)].map { !$0.isSubset(of: own) } ?? false }
        // A class the app does not declare is a library's or UIKit's, whose code may load the nib.
        if classes.contains(where: { name in !code.values.contains { $0.declared.contains(Substring(name)) } }) { return nil }
        let words = classes.union([nib]).map { Substring($0) }
        let member = Substring(Self.lowercasedFirst(nib))
        // A name in a literal of the class's own code names it no more than its literal loads it.
        let namesIt = { (facts: CodeFacts, word: Substring) in
            facts.codeWords.contains(word) || (facts.literalWords[word].map { !$0.isSubset(of: own) } ?? false)
        }
        // Objective-C names it outside imports, pointer types, declarations and its own classes'
        // code (``namingLines(_:words:own:)``), or, for a name no word spells, in a literal.
        if objCMentions.values.contains(where: { !$0.loaded.isDisjoint(with: own) }) { return nil }
        let isWord = nib.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let namers = code.filter { path, facts in
            if let mentions = objCMentions[path] {
                return !Self.namingLines(mentions, words: Set(words), own: own).isEmpty || (!isWord && loadsByName(facts))
            }
            return loadsByName(facts) || words.contains { namesIt(facts, $0) } || facts.members.contains(member)
        }
        let reason: String
        if namers.isEmpty {
            let named =
                classes.sorted().first.map { " or its class \($0) but to declare it" } ?? unnamedLibraryClass.map { ", its class \($0) or the module" }
                ?? " but to declare it"
            if let owner = classes.sorted().first(where: { name in
                objCMentions.values.contains { Self.namesOnlyInOwnCode($0, words: Set(words), own: [Substring(name)]) }
            }) {
                reason = "nothing loads \(nib).xib (no code but \(owner)'s own names it or its class)"
            } else {
                reason = "nothing loads \(nib).xib (no code names it\(named))"
            }
        } else {
            // Most nibs code names end here, before the search of every storyboard and xib
            // below (Rocket.Chat 3172a098: searching first took a third of its scan).
            guard let unused = onlyUnusedCodeShows(nib: nib, words: Set(words), namers: namers) ?? subclassedBaseReason(nib: nib, classes: classes)
            else { return nil }
            reason = unused
        }
        for (path, text) in interfaceTexts where path != file {
            if classes.contains(where: { text.contains("customClass=\"\($0)\"") }) || text.contains("nibName=\"\(nib)\"") { return nil }
        }
        return reason
    }

    /// Whether code may dequeue a cell by `identifier`.
    func isDequeued(_ identifier: String) -> Bool {
        let member = Substring(Self.lowercasedFirst(identifier))
        return code.values.contains { facts in
            if facts.literals.contains(Substring(identifier)) || facts.words.contains(Substring(identifier)) || facts.members.contains(member) {
                return true
            }
            // An identifier built by interpolation: `"\(kind)Cell"`, `"Cell\(index)"`.
            return facts.afterInterpolation.contains { !$0.isEmpty && identifier.hasSuffix($0) }
                || facts.beforeInterpolation.contains { !$0.isEmpty && identifier.hasPrefix($0) }
        }
    }

    private static func lowercasedFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
