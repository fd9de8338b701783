import LegibleSyntax

/// What `legible` says when it is run with no command or with one it does not know, before
/// ArgumentParser sees the arguments: ArgumentParser would run the root command (exit 0, only
/// its help) for the first and report "3 unexpected arguments" for `legible contarst a b`.
enum CommandSuggestion {
    /// The short usage bare `legible` prints on standard error (exit status 2).
    static func shortUsage(commands: [String]) -> String {
        """
        Usage: legible <command> [options]

        Commands: \(commands.joined(separator: ", "))

        Try:  legible contrast "#767676" white
              legible check            (with a legible.yaml here; legible init writes one)
        More: legible --help, legible help <command>, legible <command> --help
        """
    }

    /// The error for `arguments` (without the program name), or `nil` when they start with a
    /// known command or an option (`--help`, `--version`, `--generate-completion-script`).
    static func problem(with arguments: [String], commands: [String]) -> String? {
        guard let first = arguments.first else { return shortUsage(commands: commands) }
        guard !first.hasPrefix("-"), !commands.contains(first), first != "help" else { return nil }
        // Control characters shown escaped: the word goes to a terminal.
        let shown = EchoedText.unquoted(
            first.unicodeScalars.map {
                $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
            }.joined())
        let close = suggestions(for: first, among: commands)
        let hint = close.isEmpty ? "" : " Did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"
        return "legible: unknown command '\(shown)'.\(hint)\nCommands: \(commands.joined(separator: ", "))\nSee 'legible --help'."
    }

    /// The commands closest to `word`: those it begins (`cont` → `contrast`), else those within
    /// an edit distance of 2 (`contarst` → `contrast`), or a third of the word's length if that
    /// is more, the closest only.
    static func suggestions(for word: String, among commands: [String]) -> [String] {
        let lowered = word.lowercased()
        let prefixed = commands.filter { $0.hasPrefix(lowered) }
        if !lowered.isEmpty, lowered.count >= 3, !prefixed.isEmpty { return prefixed }
        let limit = max(2, lowered.count / 3)
        let scored = commands.map { ($0, EditDistance.between(lowered, $0, limit: limit)) }.filter { $0.1 <= limit }
        guard let best = scored.map(\.1).min() else { return [] }
        return scored.filter { $0.1 == best }.map(\.0)
    }
}
