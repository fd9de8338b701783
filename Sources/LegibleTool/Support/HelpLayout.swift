/// ArgumentParser prints a command's help as OVERVIEW (the abstract, then the whole discussion),
/// USAGE, ARGUMENTS, OPTIONS: with Legible's long discussions, USAGE came 14 to 61 lines down.
/// This puts the abstract first, then USAGE and the options, then the discussion under
/// DESCRIPTION, as a man page orders them.
enum HelpLayout {
    /// `help` reordered; text that is not a command's help (a version, an error) is returned as is.
    static func reordered(_ help: String) -> String {
        guard help.hasPrefix("OVERVIEW: ") else { return help }
        var sections: [(heading: String, lines: [String])] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let heading = heading(of: line) {
                sections.append((heading, [line]))
            } else if sections.isEmpty {
                sections.append(("", [line]))
            } else {
                sections[sections.count - 1].lines.append(line)
            }
        }
        guard let overview = sections.first, overview.heading == "OVERVIEW",
            sections.contains(where: { $0.heading == "USAGE" })
        else { return help }
        // The abstract is the overview's first paragraph; the discussion is the rest.
        let firstBlank = overview.lines.firstIndex { $0.allSatisfy(\.isWhitespace) } ?? overview.lines.count
        let abstract = Array(overview.lines[..<firstBlank])
        var discussion = Array(overview.lines[firstBlank...]).drop { $0.allSatisfy(\.isWhitespace) }.map { $0 }
        while discussion.last?.allSatisfy(\.isWhitespace) == true { discussion.removeLast() }
        var rest = sections.dropFirst().flatMap(\.lines)
        while rest.last?.allSatisfy(\.isWhitespace) == true { rest.removeLast() }
        var output = abstract + [""] + rest
        if !discussion.isEmpty {
            output += ["", "DESCRIPTION:"] + discussion
        }
        return output.joined(separator: "\n") + (help.hasSuffix("\n") ? "\n" : "")
    }

    /// `USAGE` for `USAGE: legible …`: an upper-case word or words at the start of a line, then a colon.
    private static func heading(of line: String) -> String? {
        guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else { return nil }
        let word = line[..<colon]
        guard word.allSatisfy({ $0.isUppercase || $0 == " " }), word.first?.isUppercase == true else { return nil }
        return String(word)
    }
}
