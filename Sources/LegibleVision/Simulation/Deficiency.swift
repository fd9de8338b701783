import Foundation

/// A kind of colour-vision deficiency Legible can simulate.
///
/// Protan and deutan (the red–green deficiencies) affect about 8% of men and 0.5% of women of
/// Northern European descent; tritan (blue–yellow) about 1 in 10 000 people; achromatopsia
/// (no cone vision) about 1 in 30 000.
public enum Deficiency: String, CaseIterable, Sendable, Hashable, Codable {
    /// Missing or anomalous long-wavelength (L, "red") cones.
    case protan
    /// Missing or anomalous medium-wavelength (M, "green") cones.
    case deutan
    /// Missing or anomalous short-wavelength (S, "blue") cones.
    case tritan
    /// No colour vision at all: only luminance is seen.
    case achroma

    /// Parses a deficiency name: `protan`, `deutan`, `tritan`, `achroma`, or a clinical name
    /// such as `deuteranopia`, `protanomaly` or `achromatopsia` (case-insensitive).
    public init(parsing text: String) throws(VisionError) {
        let name = text.lowercased()
        let match = Deficiency.allCases.first { deficiency in
            name == deficiency.rawValue || name == deficiency.fullName || name == deficiency.anomalousName
        }
        guard let match else {
            throw VisionError(
                "deficiency '\(text)': expected one of \(Deficiency.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self = match
    }

    /// The clinical name of the complete form: "protanopia", "deuteranopia", "tritanopia", "achromatopsia".
    public var fullName: String {
        switch self {
        case .protan: "protanopia"
        case .deutan: "deuteranopia"
        case .tritan: "tritanopia"
        case .achroma: "achromatopsia"
        }
    }

    /// The clinical name of the partial form: "protanomaly", "deuteranomaly", "tritanomaly", "achromatomaly".
    public var anomalousName: String {
        switch self {
        case .protan: "protanomaly"
        case .deutan: "deuteranomaly"
        case .tritan: "tritanomaly"
        case .achroma: "achromatomaly"
        }
    }

    /// Which colours people with this deficiency confuse, for reports.
    public var confusions: String {
        switch self {
        case .protan: "red with green, brown and grey; reds look darker"
        case .deutan: "red with green, brown and grey"
        case .tritan: "blue with green, and yellow with pink or grey"
        case .achroma: "every pair of equal lightness"
        }
    }

    /// How common the deficiency is, for reports.
    public var prevalence: String {
        switch self {
        case .protan, .deutan: "red–green deficiencies together affect about 8% of men and 0.5% of women"
        case .tritan: "rare: about 1 in 10 000 people"
        case .achroma: "rare: about 1 in 30 000 people"
        }
    }
}

/// An error in the options of a simulation or palette check, with a message that names the
/// input and says what was expected.
public struct VisionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole message, for example `severity '1.5': expected a number from 0 to 1`.
    public let description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}

extension VisionError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
