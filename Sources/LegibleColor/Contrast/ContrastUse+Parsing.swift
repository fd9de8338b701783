import LegibleSyntax

extension ContrastUse {
    /// Reads a use, ignoring case, spaces, hyphens and underscores: `normal` (or `text`,
    /// `normalText`), `large` (or `largeText`), `non-text` (or `nonText`).
    ///
    /// ```swift
    /// try ContrastUse(parsing: "largeText")   // .largeText
    /// try ContrastUse(parsing: "non-text")    // .nonText
    /// ```
    ///
    /// - Parameter text: the use as written in an option or a configuration file.
    /// - Throws: ``ContrastError`` naming the input and the accepted uses.
    public init(parsing text: String) throws(ContrastError) {
        let key = text.lowercased().filter { !"-_ ".contains($0) }
        switch key {
        case "normal", "normaltext", "text": self = .normalText
        case "large", "largetext": self = .largeText
        case "nontext": self = .nonText
        default: throw ContrastError("use \(EchoedText.quoted(text)): expected normal, large or non-text")
        }
    }

    /// Decodes any spelling ``init(parsing:)`` reads (`"large"`, `"largeText"`, `"non-text"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            self = try ContrastUse(parsing: try container.decode(String.self))
        } catch let error as ContrastError {
            throw DecodingError.refused(error, at: container.codingPath)
        }
    }

    /// Encodes the raw value: `"normal"`, `"large"` or `"non-text"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension WCAGRequirement: Codable {
    private enum CodingKeys: String, CodingKey {
        case successCriterion, level, use, minimumRatio
    }

    /// Decodes a requirement from its `level` and `use`; the criterion and ratio follow from them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(level: try container.decode(WCAGLevel.self, forKey: .level), use: try container.decode(ContrastUse.self, forKey: .use))
    }

    /// Encodes the criterion, level, use and minimum ratio, as reports show them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(successCriterion, forKey: .successCriterion)
        try container.encode(level, forKey: .level)
        try container.encode(use, forKey: .use)
        try container.encode(minimumRatio, forKey: .minimumRatio)
    }
}
