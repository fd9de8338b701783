import Foundation

/// Pseudo-localisation: makes a text look and measure like a longer translation, so overflow
/// shows up before translations arrive (Xcode's accented, double-length and bounded-string
/// pseudolanguages in one).
///
/// Letters become accented look-alikes (`Settings` → `Šéţţîñĝš`), the text is padded with
/// filler words until it is `expansion` longer, and brackets mark its bounds, so a clipped end
/// is visible. Format specifiers (`%@`, `%1$d`, `%#@files@`) are kept as they are, and do not
/// count towards the length, since they become runtime values.
///
/// The pseudo text without its brackets has ⌈n × (1 + expansion)⌉ characters, where n is the
/// number of characters of the original outside format specifiers.
///
/// ```swift
/// let pseudo = try Pseudolocalization(parsing: "expand=40%")
/// pseudo.apply(to: "Settings")          // "[Šéţţîñĝš one]"  (8 → 12 characters)
/// pseudo.apply(to: "Hello %@")          // "[Ĥéļļö %@ on]"    (6 → 9 characters)
/// ```
public struct Pseudolocalization: Sendable, Hashable, Codable {
    /// How much longer the text becomes: 0.4 for 40 %.
    public var expansion: Double
    /// Replace letters with accented look-alikes.
    public var accents: Bool
    /// Wrap the text in `[` and `]`.
    public var brackets: Bool

    /// Pseudo-localisation with the given options (40 %, accents and brackets by default).
    public init(expansion: Double = 0.4, accents: Bool = true, brackets: Bool = true) {
        self.expansion = expansion
        self.accents = accents
        self.brackets = brackets
    }

    /// Parses comma-separated options: `expand=40%` (or `expand=0.4`), `accents=on|off`,
    /// `brackets=on|off`. Options not given keep their defaults (40 %, on, on).
    ///
    /// - Throws: ``PseudolocalizationError`` naming the option and what it accepts.
    public init(parsing options: String) throws(PseudolocalizationError) {
        self.init()
        for option in options.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !option.isEmpty {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw PseudolocalizationError(input: options, problem: "'\(option)' is not NAME=VALUE")
            }
            switch parts[0].lowercased() {
            case "expand":
                let value = parts[1]
                let number = value.hasSuffix("%") ? Double(value.dropLast()).map { $0 / 100 } : Double(value)
                guard let number, number >= 0, number <= 10 else {
                    throw PseudolocalizationError(
                        input: options, problem: "expand '\(value)' must be a percentage from 0% to 1000% (or a fraction such as 0.4)")
                }
                expansion = number
            case "accents": accents = try Self.flag(parts[1], name: "accents", input: options)
            case "brackets": brackets = try Self.flag(parts[1], name: "brackets", input: options)
            default:
                throw PseudolocalizationError(input: options, problem: "unknown option '\(parts[0])'")
            }
        }
    }

    private static func flag(_ value: String, name: String, input: String) throws(PseudolocalizationError) -> Bool {
        switch value.lowercased() {
        case "on", "true", "yes": return true
        case "off", "false", "no": return false
        default: throw PseudolocalizationError(input: input, problem: "\(name) '\(value)' must be on or off")
        }
    }

    /// Filler appended to reach the expansion, like Android's en-XA pseudolocale.
    private static let fillerWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// The pseudo-localised text.
    public func apply(to text: String) -> String {
        let protected = Self.protectedRanges(in: text)
        var body = ""
        var visibleCount = 0
        var index = text.startIndex
        while index < text.endIndex {
            if let range = protected.first(where: { $0.lowerBound == index }) {
                body += text[range]
                index = range.upperBound
                continue
            }
            let character = text[index]
            body.append(accents ? Self.accented(character) : character)
            visibleCount += 1
            index = text.index(after: index)
        }
        let target = Int((Double(visibleCount) * (1 + expansion)).rounded(.up))
        var missing = target - visibleCount
        var word = 0
        while missing > 0 {
            let filler = Self.fillerWords[word % Self.fillerWords.count]
            let piece = " " + filler
            body += piece.prefix(missing)
            missing -= min(missing, piece.count)
            word += 1
        }
        return brackets ? "[" + body + "]" : body
    }

    /// Format specifiers and substitution references, which must stay intact.
    private static func protectedRanges(in text: String) -> [Range<String.Index>] {
        let specifiers = FormatSpecifier.specifiers(in: text).map(\.range)
        let references = FormatSpecifier.substitutionReferences(in: text).map(\.range)
        return (specifiers + references).sorted { $0.lowerBound < $1.lowerBound }
    }

    private static let accentMap: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î",
        "j": "ĵ", "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ",
        "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î",
        "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ",
        "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    private static func accented(_ character: Character) -> Character {
        accentMap[character] ?? character
    }
}

/// Pseudo-localisation options that cannot be used.
public struct PseudolocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The options as given.
    public var input: String
    /// What is wrong with them.
    public var problem: String

    /// An error about the options `input`.
    public init(input: String, problem: String) {
        self.input = input
        self.problem = problem
    }

    public var description: String {
        "pseudo-localisation '\(input)': \(problem); expected options such as expand=40%,accents=on,brackets=on"
    }
}

extension PseudolocalizationError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
