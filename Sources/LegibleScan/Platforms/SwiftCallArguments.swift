import Foundation

/// Calls in a manifest's Swift code (comments blanked), read as text: each call's labelled
/// arguments at its own level, for a reader that must never run the manifest
/// (``TuistProjectPlatforms``).
enum SwiftCallArguments {
    /// The most calls read of one manifest.
    static let maximumCalls = 2_000
    /// The longest call read, in characters: a target is a few hundred; an unclosed one is not
    /// followed to the end of a hostile manifest once per call.
    static let maximumCallLength = 20_000

    /// The labelled arguments (label → the value as written, trimmed) of each call of a function
    /// whose whole name is one of `names` (`target(` and `.target(`, not `corkTarget(`).
    static func calls(named names: Set<String>, in code: String) -> [[String: String]] {
        let characters = Array(code)
        var calls: [[String: String]] = []
        var index = 0
        var inString = false
        while index < characters.count, calls.count < maximumCalls {
            let character = characters[index]
            if character == "\"" && (index == 0 || characters[index - 1] != "\\") { inString.toggle() }
            if !inString, character == "(", let name = identifier(endingBefore: index, in: characters), names.contains(name),
                let close = closing(from: index, in: characters)
            {
                calls.append(labelled(split(characters[(index + 1)..<close])))
            }
            index += 1
        }
        return calls
    }

    /// The text of a string literal value (`"Cork"`), or `nil` for anything else.
    static func stringLiteral(_ value: String?) -> String? {
        guard let value, value.count >= 2, value.first == "\"", value.last == "\"" else { return nil }
        let inner = value.dropFirst().dropLast()
        return inner.contains("\"") ? nil : String(inner)
    }

    /// The identifiers of a value outside string literals, each with whether a `.` comes just
    /// before it (`[.mac]` → `mac`, dotted; `appDestinations` → not).
    static func words(in value: String) -> [(name: String, dotted: Bool)] {
        var words: [(name: String, dotted: Bool)] = []
        var current = ""
        var dotted = false
        var previous: Character = " "
        var inString = false
        for character in value + " " {
            if character == "\"" { inString.toggle() }
            if !inString, character.isLetter || character == "_" || (!current.isEmpty && character.isNumber) {
                if current.isEmpty { dotted = previous == "." }
                current.append(character)
            } else if !current.isEmpty {
                words.append((current, dotted))
                current = ""
            }
            previous = character
        }
        return words
    }

    /// The identifier just before `index` (spaces between allowed), when a name character does
    /// not continue it further back.
    private static func identifier(endingBefore index: Int, in characters: [Character]) -> String? {
        var end = index
        while end > 0, characters[end - 1] == " " { end -= 1 }
        var start = end
        while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_" { start -= 1 }
        return start < end ? String(characters[start..<end]) : nil
    }

    /// The index of the `)` that closes the `(` at `open`; string literals are skipped.
    private static func closing(from open: Int, in characters: [Character]) -> Int? {
        var depth = 0
        var inString = false
        for index in open..<min(characters.count, open + maximumCallLength) {
            let character = characters[index]
            if character == "\"" && characters[index - 1] != "\\" { inString.toggle() }
            guard !inString else { continue }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// The arguments between a call's parentheses, split at its own commas.
    private static func split(_ content: ArraySlice<Character>) -> [String] {
        var arguments: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        for character in content {
            if character == "\"" { inString.toggle() }
            if !inString, "([{".contains(character) { depth += 1 }
            if !inString, ")]}".contains(character) { depth -= 1 }
            if !inString, depth == 0, character == "," {
                arguments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        arguments.append(current)
        return arguments
    }

    /// `label: value` arguments by label (the first of a label kept); unlabelled ones left out.
    private static func labelled(_ arguments: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for argument in arguments {
            guard let colon = argument.firstIndex(of: ":") else { continue }
            let label = argument[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), result[label] == nil else { continue }
            result[label] = argument[argument.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return result
    }
}
