import Foundation

/// The `#if` clauses of a Swift file that the build that ships leaves out, by lines of its text:
/// `#if DEBUG` (and `DEBUG && …`, with no `!` or `||`, as the Swift reader's `DebugConditions`
/// reads it), `#if !COND` (and `!COND && …`) for a condition the project defines for its Release
/// configuration only (``ReleaseConditions``), and the `#else` of `#if COND`. Clauses nested in
/// one are left out with it. ProtonVPN ios-mac-app e3e40470 `LoginService.swift:294`: `#if
/// !RELEASE` around the only code that loads `Environments.storyboard`.
enum DebugOnlyClauses {
    /// A clause left out of the shipping build: its lines, from its `#if` line to the line
    /// before the next `#elseif`/`#else`/`#endif` of its block, and its condition as written.
    struct Clause: Equatable {
        var lines: ClosedRange<Int>
        var condition: String
    }

    /// The debug-only clauses of `text` (outermost ones; those inside them are in their lines).
    static func clauses(in text: String, releaseOnly: Set<String>) -> [Clause] {
        guard text.contains("#if") else { return [] }
        // Per open block: where the debug clause being read started, and whether the clauses
        // before an `#else` all tested a Release-only condition (`#if RELEASE`).
        var blocks: [(start: Int?, condition: String, releaseTest: Bool)] = []
        var found: [Clause] = []
        let close = { (block: (start: Int?, condition: String, releaseTest: Bool), line: Int) in
            if let start = block.start, !blocks.contains(where: { $0.start != nil }) { found.append(Clause(lines: start...line, condition: block.condition)) }
        }
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let code = raw.drop { $0 == " " || $0 == "\t" }
            guard code.hasPrefix("#") else { continue }
            let word = code.prefix { !$0.isWhitespace }
            let condition = String(code.dropFirst(word.count).split(separator: "//").first ?? "").trimmingCharacters(in: [" ", "\t", "\r"])
            switch word {
            case "#if":
                blocks.append((isDebugOnly(condition, releaseOnly) ? line : nil, "#if \(condition)", isReleaseTest(condition, releaseOnly)))
            case "#elseif":
                guard var block = blocks.popLast() else { continue }
                close(block, line - 1)
                block.start = isDebugOnly(condition, releaseOnly) ? line : nil
                block.condition = "#elseif \(condition)"
                block.releaseTest = block.releaseTest && isReleaseTest(condition, releaseOnly)
                blocks.append(block)
            case "#else":
                guard var block = blocks.popLast() else { continue }
                close(block, line - 1)
                block.start = block.releaseTest ? line : nil
                block.condition = "#else of \(block.condition)"
                block.releaseTest = false
                blocks.append(block)
            case "#endif":
                guard let block = blocks.popLast() else { continue }
                close(block, line - 1)
            default: continue
            }
        }
        return found
    }

    /// `DEBUG` or `DEBUG && …` with no `!` or `||`; `!COND` or `!COND && …` with no `||`.
    static func isDebugOnly(_ condition: String, _ releaseOnly: Set<String>) -> Bool {
        guard !condition.contains("||") else { return false }
        let terms = condition.components(separatedBy: "&&").map { $0.trimmingCharacters(in: [" ", "\t", "(", ")"]) }
        if !condition.contains("!"), terms.contains("DEBUG") { return true }
        return terms.contains { $0.hasPrefix("!") && releaseOnly.contains($0.dropFirst().trimmingCharacters(in: [" ", "(", ")"])) }
    }

    /// `COND` alone, a Release-only condition: its `#else` is debug-only.
    private static func isReleaseTest(_ condition: String, _ releaseOnly: Set<String>) -> Bool {
        releaseOnly.contains(condition.trimmingCharacters(in: [" ", "(", ")"]))
    }

    /// `text` with the clauses' lines emptied (their line count kept): the code the shipping build compiles.
    static func shipping(_ text: String, leaving clauses: [Clause]) -> String {
        guard !clauses.isEmpty else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            clauses.contains { $0.lines.contains(offset + 1) } ? "" : line
        }.joined(separator: "\n")
    }
}
