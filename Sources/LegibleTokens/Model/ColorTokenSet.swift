import LegibleReporting
import LegibleSyntax

/// A design system's colours, resolved per appearance from all its sources: what a contrast
/// check evaluates pairs and palettes against, and points its findings from.
///
/// ```swift
/// let colors = try ColorTokenSet(sources: [ColorSource(.tokens, path: "tokens/base.tokens.json")])
/// colors.names(matching: "color.text.*")                 // ["color.text.primary", …]
/// colors.color(named: "color.text.primary", in: .dark)   // its colour, original text and location
/// ```
///
/// Names keep the order of their first definition (sources in configuration order, each in
/// file order).
public struct ColorTokenSet: Sendable, Hashable {
    /// Every token, in order.
    public let tokens: [ColorToken]
    /// The colours the sources name but Legible cannot resolve in some appearance, and why.
    public let unresolved: [UnresolvedColorToken]
    private let indexes: [String: Int]

    /// A set from tokens already in hand (for tests, or colours from another source).
    ///
    /// - Parameters:
    ///   - tokens: the tokens, in order; a later token with an earlier one's name replaces it.
    ///   - unresolved: the colours that could not be resolved.
    public init(tokens: [ColorToken], unresolved: [UnresolvedColorToken] = []) {
        var unique: [ColorToken] = []
        var indexes: [String: Int] = [:]
        for token in tokens {
            if let index = indexes[token.name] {
                unique[index] = token
            } else {
                indexes[token.name] = unique.count
                unique.append(token)
            }
        }
        self.tokens = unique
        self.indexes = indexes
        self.unresolved = unresolved
    }

    /// Every name, in order.
    public var names: [String] { tokens.map(\.name) }

    /// The token with this exact name.
    ///
    /// - Parameter name: the token's name.
    public func token(named name: String) -> ColorToken? {
        indexes[name].map { tokens[$0] }
    }

    /// A token's colour in an appearance, or `nil` when there is no such token or it has no
    /// colour in that appearance.
    ///
    /// - Parameters:
    ///   - name: the token's name.
    ///   - appearance: the appearance.
    public func color(named name: String, in appearance: ColorAppearance) -> ColorTokenValue? {
        token(named: name)?.values[appearance]
    }

    /// Where a token's value for an appearance is written (its `$value`, colour set component
    /// block or `<color>` element), for a finding to point at.
    ///
    /// - Parameters:
    ///   - name: the token's name.
    ///   - appearance: the appearance.
    public func location(of name: String, in appearance: ColorAppearance) -> Finding.Location? {
        color(named: name, in: appearance)?.location
    }

    /// Whether `text` is a glob rather than a plain name: it holds `*` or `?`.
    ///
    /// - Parameter text: a name or glob from a configuration.
    public static func isPattern(_ text: String) -> Bool {
        // Characters, not Foundation's substring search: this runs for every name and lock entry.
        text.contains { $0 == "*" || $0 == "?" }
    }

    /// The names a name or glob selects, in order: `*` matches any run of characters (dots and
    /// slashes included), `?` one character, `\` escapes the next; a plain name selects itself
    /// when the set has it.
    ///
    /// ```swift
    /// colors.names(matching: "color.text.*")   // ["color.text.primary", "color.text.secondary"]
    /// colors.names(matching: "Text/?ody")      // ["Text/Body"]
    /// ```
    ///
    /// - Parameter pattern: a name or glob.
    public func names(matching pattern: String) -> [String] {
        guard Self.isPattern(pattern) || pattern.contains(where: { $0 == "\\" }) else {
            return indexes[pattern] == nil ? [] : [pattern]
        }
        return names.filter { GlobPattern.matches(pattern, $0) }
    }

    /// The tokens a name or glob selects, in order (see ``names(matching:)``).
    ///
    /// - Parameter pattern: a name or glob.
    public func tokens(matching pattern: String) -> [ColorToken] {
        names(matching: pattern).compactMap(token(named:))
    }

    /// Why a name has no colour in an appearance, when a source names it but it cannot be
    /// resolved there.
    ///
    /// - Parameters:
    ///   - name: the token's name.
    ///   - appearance: the appearance.
    public func unresolvedReason(for name: String, in appearance: ColorAppearance) -> UnresolvedColorToken? {
        unresolved.first { $0.name == name && $0.appearances.contains(appearance) }
    }
}

extension ColorTokenSet: Codable {
    private enum CodingKeys: String, CodingKey {
        case tokens, unresolved
    }

    /// Decodes the tokens and unresolved colours.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            tokens: try container.decode([ColorToken].self, forKey: .tokens),
            unresolved: try container.decodeIfPresent([UnresolvedColorToken].self, forKey: .unresolved) ?? [])
    }

    /// Encodes the tokens and unresolved colours.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tokens, forKey: .tokens)
        try container.encode(unresolved, forKey: .unresolved)
    }
}
