/// A published model of dichromatic or anomalous vision.
public enum SimulationMethod: String, CaseIterable, Sendable, Hashable, Codable {
    /// Brettel, Viénot & Mollon (1997): projection onto two half-planes through the neutral axis
    /// and two monochromatic anchors (475/575 nm for protan and deutan, 485/660 nm for tritan).
    /// The only one of the three considered accurate for tritan.
    case brettel
    /// Viénot, Brettel & Mollon (1999): a single plane through black, white, sRGB blue and yellow;
    /// a fast, good approximation of Brettel for protan and deutan (not for tritan).
    case vienot
    /// Machado, Oliveira & Fernandes (2009): a physiological model with a severity from 0 to 1,
    /// published as matrices at 0.1 steps that Legible interpolates.
    case machado
    /// Achromatopsia: every colour becomes the grey of the same relative luminance.
    case luminance

    /// Parses a method name (case-insensitive; `viénot` is accepted).
    public init(parsing text: String) throws(VisionError) {
        let name = String(text.lowercased().map { $0 == "é" ? "e" : $0 })
        guard let match = SimulationMethod.allCases.first(where: { $0.rawValue == name }) else {
            throw VisionError(
                "method '\(text)': expected one of \(SimulationMethod.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self = match
    }

    /// The citation shown in reports: "Brettel 1997", "Viénot 1999", "Machado 2009", "luminance".
    public var citation: String {
        switch self {
        case .brettel: "Brettel 1997"
        case .vienot: "Viénot 1999"
        case .machado: "Machado 2009"
        case .luminance: "luminance"
        }
    }

    /// The method Legible picks when none is asked for: Brettel for tritan, Machado for partial
    /// protan/deutan (severity below 1), Viénot for complete protan/deutan, luminance for achromatopsia.
    /// These are the choices the DaltonLens review of open-source simulations recommends.
    public static func defaultMethod(for deficiency: Deficiency, severity: Double) -> SimulationMethod {
        switch deficiency {
        case .achroma: .luminance
        case .tritan: .brettel
        case .protan, .deutan: severity < 1 ? .machado : .vienot
        }
    }
}
