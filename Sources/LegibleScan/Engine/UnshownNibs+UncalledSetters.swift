import Foundation
import LegibleReporting

/// Objective-C code nothing runs: the body of a property's setter no code calls, as Swift's
/// members no file names are (``MemberUses``). element-ios 6c0bb4f6
/// `MXKPublicRoomTableViewCell.m:59`, a fixed `systemFontOfSize:19` inside
/// `setHighlightedPublicRoom:`; no file but the cell's own header (`@property … BOOL
/// highlightedPublicRoom`) and the setter itself names `highlightedPublicRoom` or
/// `setHighlightedPublicRoom` (fresh-ios22a class 7).
///
/// Conservative, by text: any other mention of either name in code, a storyboard or xib (a
/// runtime attribute's key path, a UIKit property the app redeclares), a property list or a
/// literal (key-value coding) keeps it judged; so does code setting values for keys from a
/// dictionary, and a scan without the project and the app's entry.
extension UnshownNibs {
    /// Turns the errors and warnings in Objective-C setters nothing calls into notes that say why.
    func uncalledSetterNotes(_ records: inout [ScanFindingRecord]) {
        guard !code.isEmpty, !codeTexts.values.contains(where: { $0.contains("setValuesForKeys") }) else { return }
        let entries = Set(ViewUses.entryTypes.map { Substring($0) })
        guard code.values.contains(where: { !$0.codeWords.isDisjoint(with: entries) }) else { return }
        var verdicts: [String: String?] = [:]
        for index in records.indices where records[index].finding.severity > .note {
            guard let location = records[index].finding.location, let line = location.line, objCMentions[location.file] != nil,
                let text = codeTexts[location.file]
            else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = Self.methodStart(before: line, in: lines), let selector = Self.selector(lines[start - 1]),
                let property = Self.setProperty(selector)
            else { continue }
            let key = "\(location.file):\(start)"
            if verdicts[key] == nil { verdicts[key] = uncalledReason(property: property, setter: selector, file: location.file, start: start, lines: lines) }
            guard let reason = verdicts[key] ?? nil else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "\(reason), so no screen shows it", property: "notOnScreen", why: reason)
        }
    }

    /// The property a selector `-setName:` sets (`name`), or `nil` for any other selector.
    static func setProperty(_ selector: String) -> String? {
        guard selector.hasPrefix("-set"), selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1 else { return nil }
        let name = selector.dropFirst(4).dropLast()
        guard let first = name.first, first.isUppercase else { return nil }
        return first.lowercased() + name.dropFirst()
    }

    /// The line of the method start (`- (void)…`) nearest above `line` inside an `@implementation`,
    /// or `nil` when `line` is not in a method's body.
    private static func methodStart(before line: Int, in lines: [Substring]) -> Int? {
        for number in stride(from: min(line, lines.count), through: 1, by: -1) {
            let trimmed = lines[number - 1].drop { $0 == " " || $0 == "\t" }
            if selector(lines[number - 1]) != nil { return number }
            if trimmed.hasPrefix("@implementation") || trimmed.hasPrefix("@end") || trimmed.hasPrefix("@interface") { return nil }
        }
        return nil
    }

    /// Why nothing calls the setter `setter` of `property`, whose method starts at line `start` of
    /// `file`, or `nil` when something may.
    private func uncalledReason(property: String, setter: String, file: String, start: Int, lines: [Substring]) -> String? {
        let setterName = String(setter.dropFirst().dropLast())
        if Self.containsWord(plists, property)
            || interfaceTexts.values.contains(where: { Self.containsWord($0, property) || Self.containsWord($0, setterName) })
        {
            return nil
        }
        // The setter's own body ends where the next method or `@end` starts.
        var end = start
        while end < lines.count, Self.selector(lines[end]) == nil, !lines[end].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@end") { end += 1 }
        for (path, text) in codeTexts where Self.containsWord(text, property) || Self.containsWord(text, setterName) {
            let own = path == file
            for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let number = offset + 1
                guard Self.containsWord(String(raw), property) || Self.containsWord(String(raw), setterName) else { continue }
                if own, (start...end).contains(number) { continue }
                let trimmed = raw.drop { $0 == " " || $0 == "\t" }
                // The declaration of the property or of its setter names it but runs nothing.
                if trimmed.hasPrefix("@property") || trimmed.hasPrefix("//") || (Self.selector(raw) != nil && trimmed.hasSuffix(";")) { continue }
                return nil
            }
        }
        return "nothing in the app sets \(property) (its setter \(setterName): runs only then)"
    }
}
