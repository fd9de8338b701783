extension Finding {
    /// One detail of a finding kept out of its message: a measured number, a font, a locale, the
    /// other appearances a colour pair fails in. JSON writes a finding's details as its
    /// `properties` object and SARIF as the result's `properties` bag, so a message stays one
    /// short sentence (at most 200 characters) and nothing measured is lost.
    ///
    /// Nested in ``Finding`` so the name never meets another framework's `Property`.
    ///
    /// ```swift
    /// var finding = Finding(id: "title", rule: "contrast.text", severity: .error, message: "…")
    /// finding.setProperty("ratio.dark", "1.85:1")
    /// finding.property("ratio.dark")   // "1.85:1"
    /// ```
    public struct Property: Sendable, Hashable, Codable {
        /// The detail's name, such as `font` or `ratio.dark`: stable, for tools to read.
        public var key: String
        /// Its value as text, as a person would write it (`1.85:1`, `231 pt`).
        public var value: String

        /// A detail.
        ///
        /// - Parameters:
        ///   - key: its name.
        ///   - value: its value.
        public init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }
    }

    /// The value of the detail named `key`, or `nil` when the finding has none.
    ///
    /// - Parameter key: the detail's name.
    public func property(_ key: String) -> String? {
        properties.last { $0.key == key }?.value
    }

    /// Sets the detail named `key`, in place when there is one (keeping its position), else last.
    ///
    /// - Parameters:
    ///   - key: the detail's name.
    ///   - value: its value.
    public mutating func setProperty(_ key: String, _ value: String) {
        if let index = properties.firstIndex(where: { $0.key == key }) {
            properties[index].value = value
        } else {
            properties.append(Property(key, value))
        }
    }

    /// The details with one value per key (the last given wins), sorted by key: the order JSON
    /// and SARIF write them in, as `JSONEncoder` with `.sortedKeys` writes a dictionary.
    var sortedProperties: [(key: String, value: String)] {
        var values: [String: String] = [:]
        for property in properties { values[property.key] = property.value }
        return values.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }
}

extension Finding: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, rule, severity, message, location, properties
    }

    /// Reads a finding; `properties`, which older reports do not write, may be absent.
    ///
    /// - Parameter decoder: the decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        rule = try container.decode(String.self, forKey: .rule)
        severity = try container.decode(Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        location = try container.decodeIfPresent(Location.self, forKey: .location)
        let values = try container.decodeIfPresent([String: String].self, forKey: .properties) ?? [:]
        properties = values.sorted { $0.key < $1.key }.map { Property($0.key, $0.value) }
    }

    /// Writes the finding as the JSON report does: `properties` as an object, only when there are any.
    ///
    /// - Parameter encoder: the encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(location, forKey: .location)
        if !properties.isEmpty {
            var values: [String: String] = [:]
            for property in properties { values[property.key] = property.value }
            try container.encode(values, forKey: .properties)
        }
    }
}
