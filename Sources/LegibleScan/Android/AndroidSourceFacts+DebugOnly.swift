import Foundation
import LegibleSyntax

// Code only debug builds run (issue 33, fresh-android13b D1): AnySoftKeyboard 6643bda9
// `dev_tools_action.xml:2`, a 36 dp strip icon, is inflated only by `DevStripActionProvider`,
// which `AnySoftKeyboard.java` keeps in a field (`:87`, built at `:246`) and adds to the keyboard
// only in `if (BuildConfig.DEBUG) { getInputViewContainer().addStripAction(mDevToolsAction, false); }`
// (`:315-317`, removed under the same condition at `:335-337`). Release users never see it, as the
// Swift reader already says of views only `#if DEBUG` code uses. A class mentioned only so is no
// edge of the release build's reachability graph (`AndroidResources+DebugReach.swift`).
extension AndroidSourceFacts {
    /// The bodies of `if (BuildConfig.DEBUG)` statements (a block, or the one statement after the
    /// condition), with the line each condition is on. A condition that also ors (`||`) or negates
    /// anything, or an `else`, is not one: release builds may run it.
    static func debugBlocks(in code: [UInt8]) -> [(range: Range<Int>, line: Int)] {
        var result: [(range: Range<Int>, line: Int)] = []
        for start in occurrences(of: Array("DEBUG".utf8), in: code[...]) {
            let config = Array("BuildConfig.".utf8)
            guard start >= config.count, code[(start - config.count)..<start].elementsEqual(config),
                let open = code[max(0, start - 200)..<start].lastIndex(of: UInt8(ascii: "(")),
                let close = closingParenthesis(after: open, in: code), close > start
            else { continue }
            var keyword = open
            while keyword > 0, code[keyword - 1] == UInt8(ascii: " ") { keyword -= 1 }
            guard keyword >= 2, code[(keyword - 2)..<keyword].elementsEqual("if".utf8), keyword == 2 || !isIdentifierByte(code[keyword - 3]) else { continue }
            let condition = String(decoding: code[(open + 1)..<close], as: UTF8.self)
            // `BuildConfig.DEBUG && verbose` is debug-only too; `!BuildConfig.DEBUG`, `|| x` are not.
            let head = condition.components(separatedBy: "&&").first?.trimmingWhitespace ?? ""
            guard !condition.contains("||"), head.hasSuffix("BuildConfig.DEBUG"), !head.contains("!"), !head.contains("(") else { continue }
            var body = close + 1
            while body < code.count, code[body] == UInt8(ascii: " ") || code[body] == UInt8(ascii: "\n") { body += 1 }
            guard body < code.count else { continue }
            let end: Int?
            if code[body] == UInt8(ascii: "{") {
                end = matchingBrace(after: body, in: code).map { $0 + 1 }
            } else {
                end = code[body...].firstIndex { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "\n") }
            }
            guard let end else { continue }
            result.append((body..<end, code[..<start].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }))
        }
        return result
    }

    /// The capitalised names (classes) a file uses only in debug-only code (``debugBlocks(in:)``),
    /// → the line of the first such block. A mention counts as debug-only when it is in such a
    /// block, on an `import` line, or declares or builds a holder (`private DevStripActionProvider
    /// mDevToolsAction;`, `mDevToolsAction = new DevStripActionProvider(this);`, Kotlin's
    /// `lateinit var x: Y`, `val x = Y(…)`) every other use of which is in such a block: building
    /// an object shows nothing. Any other mention (a call, a cast, an argument) keeps the class
    /// reached in release builds.
    static func debugOnlyNames(_ names: Set<String>, in code: [UInt8]) -> [String: Int] {
        let blocks = debugBlocks(in: code)
        guard !blocks.isEmpty else { return [:] }
        func inBlock(_ index: Int) -> Int? { blocks.first { $0.range.contains(index) }?.line }
        var result: [String: Int] = [:]
        for name in names where name.first?.isUppercase == true {
            var line: Int?
            var holders = Set<String>()
            var releaseUse = false
            for at in occurrences(of: Array(name.utf8), in: code[...]) {
                if let found = inBlock(at) {
                    line = line ?? found
                } else if isImportLine(at, in: code) {
                    continue
                } else if let holder = holder(ofTypeAt: at, length: name.utf8.count, in: code) {
                    holders.insert(holder)
                } else {
                    releaseUse = true
                    break
                }
            }
            guard !releaseUse else { continue }
            for holder in holders {
                for at in occurrences(of: Array(holder.utf8), in: code[...]) {
                    if let found = inBlock(at) {
                        line = line ?? found
                    } else if !isDeclarationOrAssignment(of: holder, at: at, in: code) {
                        releaseUse = true
                        break
                    }
                }
                if releaseUse { break }
            }
            if !releaseUse, let line { result[name] = line }
        }
        return result
    }

    /// The `)` that closes the `(` at `open`, within 400 bytes.
    static func closingParenthesis(after open: Int, in code: [UInt8]) -> Int? {
        var depth = 0
        for index in open..<min(code.count, open + 400) {
            if code[index] == UInt8(ascii: "(") { depth += 1 }
            if code[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func isImportLine(_ index: Int, in code: [UInt8]) -> Bool {
        let lineStart = code[..<index].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = String(decoding: code[lineStart..<index], as: UTF8.self).trimmingWhitespace
        return line.hasPrefix("import ")
    }

    /// The holder a type mention at `at` declares or builds: `Type name;`/`Type name =` (Java),
    /// `name: Type` (Kotlin), `name = new Type(…);` or `name = Type(…)` ending the statement.
    private static func holder(ofTypeAt at: Int, length: Int, in code: [UInt8]) -> String? {
        var before = at
        while before > 0, code[before - 1] == UInt8(ascii: " ") { before -= 1 }
        // `name = new Type(…);`, Kotlin's `val name = Type(…)`.
        var afterNew = before
        if before >= 3, code[(before - 3)..<before].elementsEqual("new".utf8) {
            afterNew = before - 3
            while afterNew > 0, code[afterNew - 1] == UInt8(ascii: " ") { afterNew -= 1 }
        }
        if afterNew > 0, code[afterNew - 1] == UInt8(ascii: "="), afterNew < 2 || !"=!<>".utf8.contains(code[afterNew - 2]) {
            guard let close = closingParenthesis(after: at + length, in: code), code[at + length] == UInt8(ascii: "(") else { return nil }
            var end = close + 1
            while end < code.count, code[end] == UInt8(ascii: " ") { end += 1 }
            guard end == code.count || code[end] == UInt8(ascii: ";") || code[end] == UInt8(ascii: "\n") else { return nil }
            return assignedName(before: at, in: code)
        }
        // Kotlin's `name: Type`, `name: Type?`.
        if before > 0, code[before - 1] == UInt8(ascii: ":") {
            var end = before - 1
            while end > 0, code[end - 1] == UInt8(ascii: " ") { end -= 1 }
            var begin = end
            while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
            return begin < end ? String(decoding: code[begin..<end], as: UTF8.self) : nil
        }
        // Java's `Type name;`, `Type name = …`.
        var index = at + length
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        let begin = index
        while index < code.count, isIdentifierByte(code[index]) { index += 1 }
        guard index > begin else { return nil }
        let name = String(decoding: code[begin..<index], as: UTF8.self)
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        guard index < code.count, code[index] == UInt8(ascii: ";") || (code[index] == UInt8(ascii: "=") && code[index + 1] != UInt8(ascii: "=")) else {
            return nil
        }
        return name
    }

    /// Whether the holder's mention at `at` only declares it or assigns it (`x = …`, `this.x = …`,
    /// `val x`, `Type x;`), or compares it with `null`. Another object's `other.x` is a use.
    private static func isDeclarationOrAssignment(of holder: String, at: Int, in code: [UInt8]) -> Bool {
        if at > 0, code[at - 1] == UInt8(ascii: "."), !(at >= 5 && code[(at - 5)..<at].elementsEqual("this.".utf8)) { return false }
        var after = at + holder.utf8.count
        while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
        guard after + 1 < code.count else { return false }
        let rest = String(decoding: code[after..<min(code.count, after + 8)], as: UTF8.self)
        if rest.hasPrefix("==") || rest.hasPrefix("!=") {
            return String(rest.dropFirst(2)).trimmingWhitespace.hasPrefix("null")
        }
        if code[after] == UInt8(ascii: "=") || code[after] == UInt8(ascii: ";") { return true }
        // `val x: Type`, `lateinit var x`; a `cond ? x : y` is a use.
        let previous = String(decoding: code[max(0, at - 12)..<at], as: UTF8.self).trimmingWhitespace
        return previous.hasSuffix(" val") || previous.hasSuffix(" var") || previous == "val" || previous == "var"
    }
}
