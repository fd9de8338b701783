import Foundation
import LegibleCatalogs
import LegibleReporting

/// Screens nothing makes, one step beyond ``unusedClassNotes(_:elements:results:setInCode:)``
/// (Threema a92bb3b9, judged as shipped):
///
/// - a SwiftUI view whose only shipping uses are in classes nothing in the app uses:
///   `RootCoordinatorPlaceholderView.swift:9`, made only by `RCWorkInProgressCoordinator.start()`
///   (`RCWorkInProgressCoordinator.swift:26`), a class no other file names;
/// - an Objective-C class no code makes: `KKPasscodeViewController.m:615`, whose name other
///   files write only in `#import` lines and pointer types (`(KKPasscodeViewController *)`
///   parameters), never as `[KKPasscodeViewController alloc]`, a subclass's superclass, a Swift
///   name or an Interface Builder class.
///
/// Decided as ``unusedClassNotes(_:elements:results:setInCode:)`` decides: only when the scan
/// holds the project and the app's entry, and not when code makes classes from names it is given
/// (a lookup of a literal name, `NSClassFromString(@"UIApplication")`, makes only that class).
extension UnshownNibs {
    /// Turns the errors and warnings of both kinds into notes that say why.
    func unusedUserNotes(_ records: inout [ScanFindingRecord], elements: [ScannedElement], results: [ScanFileResult], setInCode: Set<String>) {
        guard !code.isEmpty, !classLookups.dynamic else { return }
        let entries = Set(ViewUses.entryTypes.map { Substring($0) })
        guard code.values.contains(where: { !$0.codeWords.isDisjoint(with: entries) }) else { return }
        let views = results.reduce(into: Set<String>()) { $0.formUnion($1.viewTypes) }
        let uses = Dictionary(grouping: results.flatMap(\.typeUses).filter { $0.user != $0.name && !$0.isPreview && !$0.isDebugOnly }, by: \.name)
        var verdicts: [String: String?] = [:]
        for index in records.indices where records[index].finding.severity > .note {
            guard let location = records[index].finding.location else { continue }
            let reason: String?
            if location.file.hasSuffix(".swift") {
                guard let element = records[index].element, let view = elements[element].declaringType, views.contains(view) else { continue }
                if verdicts[view] == nil { verdicts[view] = unusedUsersReason(view, uses: uses[view] ?? [], views: views, setInCode: setInCode) }
                reason = verdicts[view] ?? nil
            } else {
                guard let type = objCImplementation(around: location) else { continue }
                if verdicts[type] == nil { verdicts[type] = unmadeReason(type) }
                reason = verdicts[type] ?? nil
            }
            guard let reason else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "\(reason), so no screen shows it", property: "notOnScreen", why: reason)
        }
    }

    /// Why nothing shows `view`, whose shipping uses are `uses`: every one is in a class the app
    /// never uses (``unusedReason(_:)``), and every file naming the view outside its own code
    /// declares only such classes and names it in none of its top-level code.
    private func unusedUsersReason(_ view: String, uses: [ScannedTypeUse], views: Set<String>, setInCode: Set<String>) -> String? {
        guard let first = uses.first else { return nil }
        var users: Set<Substring> = []
        for use in uses {
            guard let user = use.user, !views.contains(user), setInCode.contains(InertButtons.swiftTypeKey(user)), unusedReason(user) != nil else {
                return nil
            }
            users.insert(Substring(user))
        }
        let word = Substring(view)
        for facts in code.values where facts.words.contains(word) && !facts.declared.contains(word) {
            let owned = facts.outerTypes
            guard !owned.isEmpty, owned.isSubset(of: users), !facts.topLevelUses.contains(word) else { return nil }
        }
        guard let user = first.user else { return nil }
        return "only \(user), which nothing in the app uses, makes \(view) (\(PathParts.name(first.location.file)):\(first.location.line ?? 0))"
    }

    /// The Objective-C class whose `@implementation` holds the finding's line.
    private func objCImplementation(around location: Finding.Location) -> String? {
        guard let line = location.line, let mentions = objCMentions[location.file] else { return nil }
        return mentions.implementations.first { $0.lines.contains(line) }.map { String($0.name) }
    }

    /// Why no code makes the Objective-C class `type`, or `nil` when some may: a Swift file, an
    /// Interface Builder file, a property list or a literal class lookup names it, or an
    /// Objective-C file writes it other than in an import, a pointer type or its own declaration.
    func unmadeReason(_ type: String, besides nib: String? = nil) -> String? {
        let word = Substring(type)
        if classLookups.named.contains(type) || Self.containsWord(plists, type) { return nil }
        // The runtime calls a class's `+load` when the app starts.
        if objCMentions.values.contains(where: { $0.loaded.contains(word) }) { return nil }
        if interfaceMayMake(type, besides: nib) { return nil }
        for (path, facts) in code where objCMentions[path] == nil && facts.words.contains(word) { return nil }
        guard !objCMentions.values.contains(where: { $0.mentions.contains(word) }) else { return nil }
        // A subclass named with the class's name as its suffix may be made (Threema a92bb3b9: Swift
        // makes `PhotoCaptionView`, declared `: CaptionView` in a header, so `CaptionView.m:100` shows).
        // Its own superclass is no such subclass (element-ios `@interface DeviceView : MXKDeviceView`).
        let longer = code.values.reduce(into: Set<Substring>()) { $0.formUnion($1.words.filter { $0.count > word.count && $0.hasSuffix(word) }) }
        if !longer.isEmpty, !longer.isSubset(of: superclasses(of: type)) { return nil }
        return "no code makes a \(type): other files name it only in imports and pointer types"
    }
}

/// What an Objective-C file says of the classes it names: the names it writes other than in
/// `#import`/`@class` lines, as a pointer type (`Name *`) or after `@interface`/`@implementation`
/// (a message `[Name alloc]`, a superclass, `Name.class`), and the lines of each `@implementation`.
struct ObjCClassMentions {
    var mentions: Set<Substring> = []
    var implementations: [(name: Substring, lines: ClosedRange<Int>)] = []
    /// The lines of each word written so (of any case: a nib's name may start in lower case).
    var lines: [Substring: [Int]] = [:]
    /// The classes whose `@implementation` here has a `+load` method, which the runtime calls
    /// when the app starts, whether or not code names the class.
    var loaded: Set<Substring> = []

    init(_ text: String) {
        var open: (name: Substring, line: Int)?
        var inComment = false
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.code(of: raw, inComment: &inComment)
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if ["#import", "#include", "@class", "@import"].contains(where: { trimmed.hasPrefix($0) }) { continue }
            let words = Self.words(in: line)
            if let started = open, trimmed.hasPrefix("+"), Self.isLoadMethod(trimmed.dropFirst()) { loaded.insert(started.name) }
            for (index, word) in words.enumerated() {
                if word.text == "implementation", word.afterAt, index + 1 < words.count { open = (words[index + 1].text, offset + 1) }
                if word.text == "end", word.afterAt, let started = open {
                    implementations.append((started.name, started.line...(offset + 1)))
                    open = nil
                }
                guard !word.beforeStar else { continue }
                if index > 0, words[index - 1].afterAt, ["interface", "implementation"].contains(words[index - 1].text) { continue }
                lines[word.text, default: []].append(offset + 1)
                if word.text.first?.isUppercase == true { mentions.insert(word.text) }
            }
        }
    }

    /// Whether `text`, after a method's `+`, declares `+ (void)load`.
    private static func isLoadMethod(_ text: Substring) -> Bool {
        let compact = text.filter { $0 != " " && $0 != "\t" }
        guard compact.hasPrefix("(void)load"), let next = compact.dropFirst(10).first else { return compact == "(void)load" }
        return !(next.isLetter || next.isNumber || next == "_" || next == ":")
    }

    /// The line without its comments (`// …`, `/* … */`, which may span lines).
    private static func code(of line: Substring, inComment: inout Bool) -> Substring {
        var result = ""
        var index = line.startIndex
        while index < line.endIndex {
            let rest = line[index...]
            if inComment {
                guard let close = rest.range(of: "*/") else { return Substring(result) }
                inComment = false
                index = close.upperBound
            } else if rest.hasPrefix("//") {
                break
            } else if rest.hasPrefix("/*") {
                inComment = true
                index = line.index(index, offsetBy: 2)
            } else {
                result.append(line[index])
                index = line.index(after: index)
            }
        }
        return Substring(result)
    }

    private struct Word {
        var text: Substring
        /// Written `@word` (`@interface`, `@end`).
        var afterAt: Bool
        /// Followed, after spaces, by `*`: a pointer type.
        var beforeStar: Bool
    }

    private static func words(in line: Substring) -> [Word] {
        var found: [Word] = []
        var index = line.startIndex
        while index < line.endIndex {
            guard line[index].isLetter || line[index] == "_" else {
                index = line.index(after: index)
                continue
            }
            let start = index
            while index < line.endIndex, line[index].isLetter || line[index].isNumber || line[index] == "_" { index = line.index(after: index) }
            let afterAt = start > line.startIndex && line[line.index(before: start)] == "@"
            let next = line[index...].first { $0 != " " && $0 != "\t" }
            found.append(Word(text: line[start..<index], afterAt: afterAt, beforeStar: next == "*"))
        }
        return found
    }
}

/// Code that makes classes from names (`NSClassFromString`, `Bundle.classNamed`,
/// `objc_getClass`, `objc_lookUpClass`): `dynamic` when any call's argument is not one string
/// literal, so any class may be made; otherwise the literal names, the only classes made so.
struct ClassLookups {
    var dynamic = false
    var named: Set<String> = []

    private static let functions = ["classNamed", "NSClassFromString", "objc_getClass", "objc_lookUpClass"]

    init(_ texts: [String]) {
        for text in texts where Self.functions.contains(where: { text.contains($0) }) {
            for function in Self.functions {
                var rest = Substring(text)
                while let found = rest.range(of: function) {
                    rest = rest[found.upperBound...]
                    guard let name = Self.literalArgument(rest) ?? Self.constantArgument(rest, in: text) ?? Self.joinedArgument(rest, in: text) else {
                        dynamic = true
                        return
                    }
                    named.insert(name)
                }
            }
        }
    }

    /// `(kName)` at the start of `rest`, where `text` sets `kName` once, to a literal, in a
    /// `static`, `const` or `let` declaration: the literal (element-ios 6c0bb4f6
    /// JitsiViewController.m:20,288, `static NSString * _Nonnull kRCTSafeAreaViewClassName =
    /// @"RCTSafeAreaView";` then `NSClassFromString(kRCTSafeAreaViewClassName)`).
    private static func constantArgument(_ rest: Substring, in text: String) -> String? {
        var inner = rest.drop { $0 == " " }
        guard inner.first == "(" else { return nil }
        inner = inner.dropFirst().drop { $0 == " " }
        let name = inner.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, first.isLetter || first == "_", inner.dropFirst(name.count).drop(while: { $0 == " " }).first == ")"
        else { return nil }
        var assignments: [Substring] = []
        for line in text.split(separator: "\n") where line.contains(name) {
            var search = line[...]
            while let found = search.range(of: name) {
                search = line[found.upperBound...]
                let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
                if let before, before.isLetter || before.isNumber || before == "_" { continue }
                let after = search.drop { $0 == " " || $0 == "\t" }
                guard after.first == "=", after.dropFirst().first != "=" else { continue }
                assignments.append(line)
                if assignments.count > 1 { return nil }
            }
        }
        guard let line = assignments.first, let equals = line.range(of: "=") else { return nil }
        let words = line[..<equals.lowerBound].split { $0 == " " || $0 == "\t" || $0 == "*" }
        guard words.contains(where: { ["static", "const", "let"].contains($0) }) else { return nil }
        var value = line[equals.upperBound...].drop { $0 == " " }
        if value.first == "@" { value = value.dropFirst() }
        guard value.first == "\"" else { return nil }
        value = value.dropFirst()
        guard let close = value.firstIndex(of: "\"") else { return nil }
        let literal = value[..<close]
        guard !literal.contains("\\"),
            value[value.index(after: close)...].drop(while: { $0 == " " }).first == ";" || value[value.index(after: close)...].allSatisfy(\.isWhitespace)
        else { return nil }
        return String(literal)
    }

    /// `(@"Name")` or `("Name")` at the start of `rest`: the name.
    private static func literalArgument(_ rest: Substring) -> String? {
        var text = rest.drop { $0 == " " }
        guard text.first == "(" else { return nil }
        text = text.dropFirst().drop { $0 == " " }
        if text.first == "@" { text = text.dropFirst() }
        guard text.first == "\"" else { return nil }
        text = text.dropFirst()
        guard let close = text.firstIndex(of: "\"") else { return nil }
        let name = text[..<close]
        guard !name.contains("\\"), text[text.index(after: close)...].drop(while: { $0 == " " }).first == ")" else { return nil }
        return String(name)
    }
}
