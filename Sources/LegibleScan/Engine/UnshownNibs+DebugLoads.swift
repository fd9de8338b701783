import LegibleCatalogs

/// A storyboard only debug builds load: every file that names it names it only inside `#if DEBUG`
/// or `#if !RELEASE` clauses (``DebugOnlyClauses``, with the Release-only conditions the project
/// defines, ``ReleaseConditions``). ProtonVPN ios-mac-app e3e40470 `Environments.storyboard` (9
/// errors and warnings on its environment picker): `LoginService.swift:297`, `UIStoryboard(name:
/// "Environments", …)`, is the only code naming it, inside `#if !RELEASE` (`:294`), and the iOS
/// project defines `RELEASE` for its Release configuration alone.
///
/// Decided only when code names the storyboard (as a literal, a word, or R.swift's lower-camel
/// member) and every such naming is in Swift debug-only code; an Info.plist or build setting
/// naming it, another storyboard's reference to it, or an Objective-C file naming it keeps it judged.
extension UnshownNibs {
    /// Why only debug builds load the storyboard `name`, or `nil`.
    func debugOnlyLoadReason(storyboard name: String, file: String) -> String? {
        let word = Substring(name)
        let member = Substring(name.prefix(1).lowercased() + name.dropFirst())
        let names = { (facts: CodeFacts) in facts.codeWords.contains(word) || facts.literalWords[word] != nil || facts.members.contains(member) }
        let namers = code.filter { names($0.value) }.keys.sorted()
        guard !namers.isEmpty, !Self.containsWord(plists, name) else { return nil }
        var places: [String] = []
        for path in namers {
            guard objCMentions[path] == nil, let text = codeTexts[path] else { return nil }
            let clauses = DebugOnlyClauses.clauses(in: text, releaseOnly: releaseOnly)
            guard !clauses.isEmpty, !names(CodeFacts(DebugOnlyClauses.shipping(text, leaving: clauses))) else { return nil }
            places.append(Self.firstNaming(name, in: text, clauses: clauses, file: path))
        }
        for (path, text) in interfaceTexts where path != file && text.contains("storyboardName=\"\(name)\"") { return nil }
        return "only code the Release build leaves out loads \(name).storyboard (\(places.joined(separator: ", ")))"
    }

    /// `#if !RELEASE, LoginService.swift:297`: the clause and line of the first naming of `name`.
    private static func firstNaming(_ name: String, in text: String, clauses: [DebugOnlyClauses.Clause], file: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for clause in clauses {
            for line in clause.lines where line <= lines.count && containsWord(String(lines[line - 1]), name) {
                return "\(clause.condition), \(PathParts.name(file)):\(line)"
            }
        }
        return clauses[0].condition
    }
}
