import LegibleSyntax

/// Encodes a name-like value as its raw value and decodes every spelling its `init(parsing:)`
/// accepts, so JSON and YAML written by people (`"Title 1"`, `"AX5"`) decode like code's
/// (`"title1"`, `"ax5"`).
protocol CodableBySpelling: Codable, RawRepresentable<String> {
    init(parsing text: String) throws(TypeScaleError)
}

extension CodableBySpelling {
    /// Decodes any accepted spelling.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.refused(error, at: container.codingPath)
        }
    }

    /// Encodes the raw value (the Swift case name).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension TextStyle: CodableBySpelling {}
extension DynamicTypeCategory: CodableBySpelling {}
extension MaterialTypeRole: CodableBySpelling {}
extension TrackingTable: CodableBySpelling {}
extension AndroidDensity: CodableBySpelling {}
