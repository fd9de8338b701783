import Foundation

/// The sample values put in place of format specifiers before a text is measured.
///
/// The defaults are deliberately long-ish, realistic values, so a label that fits with them
/// fits with most real data:
///
/// | kind | default | for |
/// | --- | --- | --- |
/// | `object` | `Alexandra` | `%@`, `%1$@` |
/// | `string` | `Alexandra` | `%s`, `%1$s` (Android) |
/// | `integer` | `12,345` | `%d`, `%i`, `%u`, `%ld`, `%lld`, `%2$d` |
/// | `float` | `1,234.56` | `%f`, `%.2f` (rounded or padded to the written precision) |
/// | `hexadecimal` | `7f3a` | `%x` (`7F3A` for `%X`) |
/// | `octal` | `17072` | `%o` |
/// | `character` | `W` | `%c` |
/// | `pointer` | `0x600003a4c120` | `%p` |
/// | `boolean` | `false` | `%b` (Android) |
///
/// `%%` becomes `%`. A `%` followed by a space is a percent sign, not a specifier with the
/// space flag: "88% Full" stays as it is (it read as `% F`, "881,234.56ull"). A width (`%5d`) pads with spaces (zeros with the `0` flag, on the right
/// with `-`); a precision on a string (`%.3s`) truncates. Widths above 256 and float
/// precisions above 20 are ignored. Plural variants get the same sample
/// as every other text: the longest realistic form, not the number the plural rule selects.
///
/// ```swift
/// var samples = PlaceholderSamples()
/// samples.substitute(in: "%1$@ sent you %2$lld photos")   // "Alexandra sent you 12,345 photos"
/// samples[.object] = "Maximilian"
/// samples.substitute(in: "Hello %@, %.1f%% done")          // "Hello Maximilian, 1,234.6% done"
/// ```
public struct PlaceholderSamples: Sendable, Hashable, Codable {
    /// The sample for each kind; kinds not present use ``defaults``.
    public var values: [PlaceholderKind: String]
    /// Whether numbers are written as Java's `Formatter` writes them (Android's `getString(id,
    /// args)`, `String.format`): `%d` and `%.2f` with no grouping separator ("12345", "1234.56"),
    /// `%,d` and `%,.2f` with one ("12,345"). A sample that is not a plain number is used as
    /// written. Off, the samples are as written, as Apple's localized formatting
    /// (`String.localizedStringWithFormat`, a string catalog's `%lld`) groups them.
    public var followsJavaGrouping = false

    private enum CodingKeys: String, CodingKey {
        case values
    }

    /// The documented default samples.
    public static let defaults: [PlaceholderKind: String] = [
        .object: "Alexandra",
        .string: "Alexandra",
        .integer: "12,345",
        .float: "1,234.56",
        .hexadecimal: "7f3a",
        .octal: "17072",
        .character: "W",
        .pointer: "0x600003a4c120",
        .boolean: "false",
    ]

    /// Samples with the given overrides on top of the defaults.
    public init(_ overrides: [PlaceholderKind: String] = [:]) {
        values = Self.defaults.merging(overrides) { _, override in override }
    }

    /// Parses overrides written as `kind=value` pairs, for example from repeated
    /// `--sample object=Maximilian` options.
    ///
    /// - Throws: a message naming the pair and listing the kinds, for an unknown kind or a
    ///   pair without `=`.
    public init(parsing pairs: [String]) throws(PlaceholderSampleError) {
        var overrides: [PlaceholderKind: String] = [:]
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="),
                let kind = PlaceholderKind(rawValue: String(pair[..<equals]).lowercased())
            else {
                throw PlaceholderSampleError(input: pair)
            }
            overrides[kind] = String(pair[pair.index(after: equals)...])
        }
        self.init(overrides)
    }

    /// The sample for a kind (the default when none is set).
    public subscript(kind: PlaceholderKind) -> String {
        get { values[kind] ?? Self.defaults[kind] ?? "" }
        set { values[kind] = newValue }
    }

    /// The text with every format specifier replaced by its sample value.
    public func substitute(in text: String) -> String {
        // Most interface strings have no placeholder: no need to scan them character by character.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        // A space flag (`% d`) is legal but no interface string uses it, while "88% Full" and
        // "50% off" read as `% F` and `% o`: such a `%` is a percent sign, left as written.
        let specifiers = FormatSpecifier.specifiers(in: text).filter { !$0.flags.contains(" ") }
        guard !specifiers.isEmpty else { return text }
        var result = ""
        var last = text.startIndex
        for specifier in specifiers {
            result += text[last..<specifier.range.lowerBound]
            result += sample(for: specifier)
            last = specifier.range.upperBound
        }
        result += text[last...]
        return result
    }

    /// The sample one specifier becomes.
    public func sample(for specifier: FormatSpecifier) -> String {
        guard let kind = specifier.kind else { return "%" }
        var value = self[kind]
        switch kind {
        case .float:
            value = Self.formatFloat(value, specifier: specifier)
            if followsJavaGrouping { value = Self.javaGrouped(value, flags: specifier.flags) }
        case .integer where followsJavaGrouping:
            value = Self.javaGrouped(value, flags: specifier.flags)
        case .hexadecimal:
            value = specifier.conversion == "X" ? value.uppercased() : value.lowercased()
        case .object, .string:
            if let precision = specifier.precision, precision <= Self.maximumWidth { value = String(value.prefix(precision)) }
        case .integer, .octal, .character, .pointer, .boolean:
            break
        }
        if let width = specifier.width, width <= Self.maximumWidth, value.count < width {
            let padding = width - value.count
            if specifier.flags.contains("-") {
                value += String(repeating: " ", count: padding)
            } else {
                let fill = specifier.flags.contains("0") && kind != .object && kind != .string ? "0" : " "
                value = String(repeating: fill, count: padding) + value
            }
        }
        return value
    }

    /// Widths and precisions beyond this are ignored: no real label pads to them, and a typo
    /// such as `%99999999d` must not allocate gigabytes.
    static let maximumWidth = 256

    /// Rounds or pads a numeric float sample to the specifier's precision, keeping its
    /// grouping separators; a sample that is not a plain number is used as written.
    private static func formatFloat(_ sample: String, specifier: FormatSpecifier) -> String {
        guard let precision = specifier.precision, precision <= 20 else { return sample }
        guard let (number, grouped) = parsePlainNumber(sample) else { return sample }
        let conversion = specifier.conversion
        let formatted = String(format: "%.\(precision)\(conversion == "F" ? "f" : String(conversion))", number)
        guard grouped, conversion == "f" || conversion == "F" else { return formatted }
        return groupThousands(formatted)
    }

    /// Parses `1234.5` or `1,234.5` (commas only between groups of three digits), and says
    /// whether it was grouped; other spellings (`1.234,5`) are not plain numbers.
    private static func parsePlainNumber(_ text: String) -> (Double, grouped: Bool)? {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integer = parts.first, !integer.isEmpty,
            parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigit))
        else { return nil }
        let groups = integer.split(separator: ",", omittingEmptySubsequences: false)
        let grouped = groups.count > 1
        guard groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            !grouped || (groups[0].count <= 3 && groups.dropFirst().allSatisfy { $0.count == 3 }),
            let number = Double(text.replacingOccurrences(of: ",", with: ""))
        else { return nil }
        return (number, grouped)
    }

    /// A plain number (``parsePlainNumber(_:)``) as Java's `Formatter` writes it: grouped by
    /// thousands with the `,` flag, else with no separator (its `%d` is "12345"); any other
    /// sample as it is.
    private static func javaGrouped(_ sample: String, flags: String) -> String {
        guard parsePlainNumber(sample) != nil else { return sample }
        let plain = sample.replacingOccurrences(of: ",", with: "")
        return flags.contains(",") ? groupThousands(plain) : plain
    }

    private static func groupThousands(_ number: String) -> String {
        let negative = number.hasPrefix("-")
        let unsigned = negative ? String(number.dropFirst()) : number
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integer = parts.first else { return number }
        var grouped = ""
        for (offset, digit) in integer.reversed().enumerated() {
            if offset > 0 && offset % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        var result = (negative ? "-" : "") + String(grouped.reversed())
        if parts.count > 1 { result += "." + parts[1] }
        return result
    }
}

/// A sample override that is not `kind=value` with a known kind.
public struct PlaceholderSampleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pair as given.
    public var input: String

    /// An error about the pair `input`.
    public init(input: String) {
        self.input = input
    }

    public var description: String {
        let kinds = PlaceholderKind.allCases.map(\.rawValue).joined(separator: ", ")
        return "sample '\(input)': expected KIND=VALUE with KIND one of \(kinds)"
    }
}

extension PlaceholderSampleError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
