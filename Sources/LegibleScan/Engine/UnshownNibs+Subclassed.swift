import Foundation
import LegibleCatalogs

/// A base class's nib that only the base itself would load, where code makes only subclasses
/// (element-ios 6c0bb4f6, fresh-ios22a class 1c). `MXKCallViewController.xib:291` is loaded by
/// `initWithNibName:NSStringFromClass(self.class)` (MXKCallViewController.m:90), so a
/// `CallViewController` loads `CallViewController.xib`; other code names `MXKCallViewController`
/// only as a superclass (`@interface CallViewController : MXKCallViewController`), a pointer type
/// or a Swift parameter's type (CallPresenter.swift:736). `MXKAuthenticationViewController.m:99`
/// names its own nib in `+nib` and `+authenticationViewController`, which its one subclass
/// overrides (AuthenticationViewController.m:83,89). `MXKDeviceView`'s one subclass, `DeviceView`,
/// is made by no code.
///
/// Conservative: no code file has a literal of the nib's name; every other mention of the class
/// is a superclass clause, a pointer type, a Swift type annotation or cast, or is in the class's
/// own methods that every subclass made overrides; each subclass has no subclass of its own, and
/// is made by no code or has a xib of its own name.
extension UnshownNibs {
    /// Why nothing loads the xib `nib` of the class of the same name, or `nil` when something may.
    func subclassedBaseReason(nib: String, classes: Set<String>) -> String? {
        let base = Substring(nib)
        guard classes.contains(nib), !classLookups.dynamic, !code.values.contains(where: { $0.literals.contains(base) }),
            objCMentions.values.contains(where: { $0.implementations.contains { $0.name == base } })
        else { return nil }
        let entries = Set(ViewUses.entryTypes.map { Substring($0) })
        guard code.values.contains(where: { !$0.codeWords.isDisjoint(with: entries) }) else { return nil }
        var subclasses: [(name: String, swift: Bool)] = []
        var namingMethods: Set<String> = []
        for (path, text) in codeTexts.sorted(by: { $0.key < $1.key }) where Self.containsWord(text, nib) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if let mentions = objCMentions[path] {
                let own = mentions.implementations.filter { $0.name == base }.map(\.lines)
                for number in Set(mentions.lines[base] ?? []).sorted() where number <= lines.count {
                    let line = Self.codeOnly(lines[number - 1])
                    if let subclass = Self.subclass(in: line, of: nib, swift: false) {
                        subclasses.append((subclass, false))
                    } else if Self.namesAsValue(line, nib) {
                        // The class's own code naming itself runs for a subclass unless it overrides the method.
                        guard let range = own.first(where: { $0.contains(number) }), let selector = Self.method(around: number, in: lines, within: range)
                        else { return nil }
                        namingMethods.insert(selector)
                    }
                }
            } else {
                for raw in lines where Self.containsWord(String(raw), nib) {
                    let line = Self.codeOnly(raw)
                    if let subclass = Self.subclass(in: line, of: nib, swift: true) { subclasses.append((subclass, true)) }
                    guard Self.namesOnlyAsType(line, nib) else { return nil }
                }
            }
        }
        for (subclass, swift) in subclasses {
            guard !codeTexts.values.contains(where: { text in Self.containsWord(text, subclass) && Self.declaresSubclass(text, of: subclass) }) else {
                return nil
            }
            // A subclass with no nib of its own may load the base's by its runtime class's name, and
            // may be made where no reader looks (ObjCUnloadedNibTests: a subclass in a header only).
            guard let ownNib = interfaceTexts.keys.first(where: { PathParts.name($0) == "\(subclass).xib" }) else { return nil }
            // A subclass no code makes runs none of the base's code; its own nib makes one only when loaded.
            if swift ? unusedReason(subclass) != nil : unmadeReason(subclass, besides: ownNib) != nil { continue }
            guard swift ? namingMethods.isEmpty : namingMethods.isSubset(of: methods(of: subclass)) else { return nil }
        }
        let names = subclasses.map(\.name).joined(separator: ", ")
        let made = subclasses.isEmpty ? "" : " (its subclasses \(names) load their own nibs or are never made)"
        return "nothing loads \(nib).xib: no code makes a \(nib) itself\(made)"
    }

    /// The selectors of the methods in the `@implementation`s of `type`.
    private func methods(of type: String) -> Set<String> {
        var found: Set<String> = []
        for (path, mentions) in objCMentions {
            let ranges = mentions.implementations.filter { $0.name == Substring(type) }.map(\.lines)
            guard !ranges.isEmpty, let text = codeTexts[path] else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for range in ranges {
                for number in range where number <= lines.count {
                    if let selector = Self.selector(lines[number - 1]) { found.insert(selector) }
                }
            }
        }
        return found
    }

    /// The selector of the method whose body holds line `number`, searching up to the start of `range`.
    private static func method(around number: Int, in lines: [Substring], within range: ClosedRange<Int>) -> String? {
        for candidate in stride(from: number, through: range.lowerBound, by: -1) where candidate <= lines.count {
            if let selector = selector(lines[candidate - 1]) { return selector }
        }
        return nil
    }

    /// `+ (UINib *)nib` → `+nib`, `- (void)a:(T *)x b:(U)y {` → `-a:b:`; `nil` for a line that starts no method.
    static func selector(_ line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let kind = trimmed.first, kind == "+" || kind == "-", trimmed.dropFirst().drop(while: { $0 == " " }).first == "(" else { return nil }
        // The parameter and return types, in parentheses, and the body are no part of the name.
        var plain = ""
        var depth = 0
        for character in trimmed.dropFirst() {
            if character == "{" || character == ";" { break }
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 } else if depth == 0 { plain.append(character) }
        }
        let parts = plain.split(separator: " ", omittingEmptySubsequences: true)
        let labels = parts.compactMap { part in part.firstIndex(of: ":").map { part[..<$0] + ":" } }
        guard let first = parts.first else { return nil }
        return String(kind) + (labels.isEmpty ? String(first) : labels.joined())
    }

    /// `line` with its string literals emptied, its `//` comment dropped and no trailing blanks.
    static func codeOnly(_ line: Substring) -> String {
        var result = ""
        var inLiteral = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inLiteral {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inLiteral = false
                    result.append(character)
                }
            } else if character == "/", previous == "/" {
                result.removeLast()
                break
            } else {
                if character == "\"" { inLiteral = true }
                result.append(character)
            }
            previous = character
        }
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }

    /// The class that `line` declares with `base` as its superclass (`@interface Sub : Base`, `class Sub: Base`).
    private static func subclass(in line: String, of base: String?, swift: Bool) -> String? {
        let keyword = swift ? "class" : "@interface"
        guard let start = line.range(of: keyword + " ") else { return nil }
        let rest = line[start.upperBound...].drop { $0 == " " }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let after = rest.dropFirst(name.count).drop { $0 == " " }
        guard !name.isEmpty, after.first == ":" else { return nil }
        let superclass = after.dropFirst().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return base.map { superclass == $0 } ?? true ? String(name) : nil
    }

    /// The superclasses Objective-C code declares `type` with (`@interface Type : Super`).
    func superclasses(of type: String) -> Set<Substring> {
        var found: Set<Substring> = []
        for (path, text) in codeTexts where objCMentions[path] != nil && text.contains("@interface \(type)") {
            for line in text.split(separator: "\n") where Self.subclass(in: String(line), of: nil, swift: false) == type {
                let rest = line.drop { $0 != ":" }.dropFirst().drop { $0 == " " }
                found.insert(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
        }
        return found
    }

    /// Whether `text` declares a class whose superclass is `type`.
    private static func declaresSubclass(_ text: String, of type: String) -> Bool {
        text.split(separator: "\n").contains { line in
            subclass(in: String(line), of: type, swift: false) != nil || subclass(in: String(line), of: type, swift: true) != nil
        }
    }

    /// The ranges in `line` where the word `name` is written.
    private static func occurrences(of name: String, in line: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var search = line.startIndex..<line.endIndex
        while let range = line.range(of: name, range: search) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            if !isWordCharacter(before), !isWordCharacter(after) { found.append(range) }
            search = range.upperBound..<line.endIndex
        }
        return found
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }

    /// Whether Objective-C `line` names `name` other than as a pointer type (`Name *`).
    private static func namesAsValue(_ line: String, _ name: String) -> Bool {
        occurrences(of: name, in: line).contains { range in line[range.upperBound...].drop { $0 == " " }.first != "*" }
    }

    /// Whether Swift `line` names `name` only as a type: after `:`, `as`, `as?`, `as!` or `is`,
    /// and not followed by `(` or `.` (`Name()`, `Name.self`, `Name.make()` may make one).
    private static func namesOnlyAsType(_ line: String, _ name: String) -> Bool {
        occurrences(of: name, in: line).allSatisfy { range in
            let before = line[..<range.lowerBound].reversed().drop { $0 == " " }
            let next = line[range.upperBound...].drop { $0 == " " }.first
            guard next != "(", next != "." else { return false }
            if before.first == ":" { return true }
            let word = String(before.prefix { !$0.isWhitespace }.reversed())
            return ["as", "as?", "as!", "is"].contains(word)
        }
    }
}
