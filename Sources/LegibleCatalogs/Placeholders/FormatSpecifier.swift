/// What a format specifier stands for, which decides the sample value put in its place.
public enum PlaceholderKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `%@`: an object, in practice a string (a name, a title).
    case object
    /// `%s`, `%S`: a C string; Android's `%s` (and `%1$s`) too.
    case string
    /// `%d`, `%i`, `%u` with any length modifier (`%ld`, `%lld`, `%lu`).
    case integer
    /// `%f`, `%e`, `%g`, `%a` and their upper-case forms, with any precision (`%.2f`).
    case float
    /// `%x`, `%X`.
    case hexadecimal
    /// `%o`.
    case octal
    /// `%c`, `%C`.
    case character
    /// `%p`.
    case pointer
    /// Java's `%b` (Android).
    case boolean
}

/// One format specifier in a localised string: `%@`, `%d`, `%lld`, `%.2f`, `%1$@`, `%2$d`,
/// `%%`, or Android's `%s`, `%1$s`, `%,d`.
///
/// ```swift
/// let specifiers = FormatSpecifier.specifiers(in: "%1$@ sent you %2$lld photos")
/// specifiers.map(\.kind)      // [.object, .integer]
/// specifiers.map(\.argument)  // [1, 2]
/// ```
public struct FormatSpecifier: Sendable, Hashable {
    /// Where the specifier is in the text it was found in.
    public var range: Range<String.Index>
    /// The positional argument number (`%2$d` → 2), `nil` for sequential ones.
    public var argument: Int?
    /// Flag characters as written (`-`, `+`, space, `#`, `0`, `'`, `,`).
    public var flags: String
    /// The minimum field width (`%5d` → 5), `nil` when absent or `*`.
    public var width: Int?
    /// The precision (`%.2f` → 2), `nil` when absent or `*`.
    public var precision: Int?
    /// `h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t` or `j`; empty when absent.
    public var lengthModifier: String
    /// The conversion character (`@`, `d`, `f`, `s`…), `%` for an escaped percent sign.
    public var conversion: Character
    /// The written form, for example `%1$@`.
    public var literal: String

    /// What the specifier stands for; `nil` for `%%`.
    public var kind: PlaceholderKind? {
        switch conversion {
        case "@": .object
        case "s", "S": .string
        case "d", "D", "i", "u", "U": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .float
        case "x", "X": .hexadecimal
        case "o", "O": .octal
        case "c", "C": .character
        case "p": .pointer
        case "b", "B": .boolean
        default: nil
        }
    }

    private static let conversions: Set<Unicode.Scalar> = [
        "@", "d", "D", "i", "u", "U", "o", "O", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A",
        "c", "C", "s", "S", "p", "b", "B",
    ]
    private static let flagCharacters: Set<Unicode.Scalar> = ["-", "+", " ", "#", "0", "'", ","]

    /// Every format specifier in `text`, in order, `%%` included. Substitution references
    /// (`%#@name@`) are not specifiers; see ``substitutionReferences(in:)``.
    public static func specifiers(in text: String) -> [FormatSpecifier] {
        var result: [FormatSpecifier] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            guard scalars[index] == "%" else {
                index = scalars.index(after: index)
                continue
            }
            if let specifier = parse(text, at: index) {
                result.append(specifier)
                index = specifier.range.upperBound
            } else {
                index = scalars.index(after: index)
            }
        }
        return result
    }

    /// Parses the specifier starting at `start` (a `%`), or returns `nil` when the text there
    /// is not one.
    private static func parse(_ text: String, at start: String.Index) -> FormatSpecifier? {
        let scalars = text.unicodeScalars
        var index = scalars.index(after: start)
        func current() -> Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }
        func advance() { index = scalars.index(after: index) }
        func digits() -> Int? {
            var value = ""
            while let scalar = current(), scalar.isASCIIDigit {
                value.unicodeScalars.append(scalar)
                advance()
            }
            return Int(value)
        }

        if current() == "%" {
            advance()
            return FormatSpecifier(
                range: start..<index, argument: nil, flags: "", width: nil, precision: nil,
                lengthModifier: "", conversion: "%", literal: "%%"
            )
        }
        var argument: Int?
        let afterPercent = index
        if let number = digits(), current() == "$" {
            argument = number
            advance()
        } else {
            index = afterPercent
        }
        var flags = ""
        while let scalar = current(), flagCharacters.contains(scalar) {
            if scalar == "#", index < scalars.endIndex, scalars.index(after: index) < scalars.endIndex,
                scalars[scalars.index(after: index)] == "@"
            {
                return nil
            }
            flags.unicodeScalars.append(scalar)
            advance()
        }
        var width: Int?
        if current() == "*" { advance() } else { width = digits() }
        var precision: Int?
        if current() == "." {
            advance()
            if current() == "*" { advance() } else { precision = digits() ?? 0 }
        }
        var lengthModifier = ""
        while let scalar = current(), ["h", "l", "q", "L", "z", "t", "j"].contains(scalar), lengthModifier.count < 2 {
            lengthModifier.unicodeScalars.append(scalar)
            advance()
        }
        guard let conversion = current(), conversions.contains(conversion) else { return nil }
        advance()
        return FormatSpecifier(
            range: start..<index, argument: argument, flags: flags, width: width, precision: precision,
            lengthModifier: lengthModifier, conversion: Character(conversion), literal: String(text[start..<index])
        )
    }

    /// The `%#@name@` references a String Catalog or `.stringsdict` resolves through its
    /// substitutions or variables, in order (a positional `%1$#@name@` too).
    public static func substitutionReferences(in text: String) -> [(name: String, range: Range<String.Index>)] {
        // Most texts have neither byte; looking for them skips the walk over Characters, which
        // was a tenth of reading a large String Catalog.
        guard text.utf8.contains(UInt8(ascii: "%")), text.utf8.contains(UInt8(ascii: "#")) else { return [] }
        var result: [(name: String, range: Range<String.Index>)] = []
        var searchStart = text.startIndex
        while let percent = text[searchStart...].firstIndex(of: "%") {
            var index = text.index(after: percent)
            while index < text.endIndex, text[index].isASCII, text[index].isNumber { index = text.index(after: index) }
            if index < text.endIndex, text[index] == "$", index > text.index(after: percent) {
                index = text.index(after: index)
            } else {
                index = text.index(after: percent)
            }
            if text[index...].hasPrefix("#@"),
                let close = text[text.index(index, offsetBy: 2)...].firstIndex(of: "@")
            {
                let name = String(text[text.index(index, offsetBy: 2)..<close])
                if !name.isEmpty {
                    let end = text.index(after: close)
                    result.append((name, percent..<end))
                    searchStart = end
                    continue
                }
            }
            searchStart = text.index(after: percent)
        }
        return result
    }
}
