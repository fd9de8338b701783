import LegibleColor
import LegibleSyntax

/// A simulation of one colour-vision deficiency, ready to apply to colours or pixels.
///
/// All models work on linear-light sRGB; results outside the sRGB gamut are clipped when they
/// are encoded back to sRGB.
///
/// ```swift
/// let deutan = try CVDSimulation(deficiency: .deutan)     // Viénot 1999, complete
/// deutan.simulate(SRGBColor(red8: 0xd6, green8: 0x27, blue8: 0x28)).hex
/// let mild = try CVDSimulation(deficiency: .protan, severity: 0.4)   // Machado 2009
/// let tritan = try CVDSimulation(deficiency: .tritan)     // Brettel 1997
/// ```
///
/// Brettel and Viénot model complete dichromacy; for a severity below 1 they are mixed linearly
/// with the original colour (as libDaltonLens does). Machado interpolates its published matrices.
public struct CVDSimulation: Sendable, Hashable {
    /// The deficiency simulated.
    public let deficiency: Deficiency
    /// The model used.
    public let method: SimulationMethod
    /// From 0 (normal vision) to 1 (complete dichromacy or achromatopsia).
    public let severity: Double
    private let transform: Transform

    private enum Transform: Sendable, Hashable {
        case matrix(Matrix3)
        case halfPlanes(BrettelHalfPlanes)
        case luminance
    }

    /// Creates a simulation.
    ///
    /// - Parameters:
    ///   - deficiency: the kind of colour-vision deficiency to simulate.
    ///   - method: the model; `nil` picks ``SimulationMethod/defaultMethod(for:severity:)``.
    ///   - severity: from 0 to 1.
    /// - Throws: ``VisionError`` when the severity is outside `0...1`, or when the method does not
    ///   fit the deficiency (luminance is only for achromatopsia, which has no other model).
    public init(deficiency: Deficiency, method: SimulationMethod? = nil, severity: Double = 1) throws(VisionError) {
        guard severity.isFinite, (0...1).contains(severity) else {
            throw VisionError("severity '\(severity)': expected a number from 0 to 1")
        }
        let chosen = method ?? SimulationMethod.defaultMethod(for: deficiency, severity: severity)
        if (deficiency == .achroma) != (chosen == .luminance) {
            throw VisionError(
                deficiency == .achroma
                    ? "method '\(chosen.rawValue)' does not model achromatopsia: it is simulated from luminance only"
                    : "method 'luminance' is only for achromatopsia; for \(deficiency.rawValue) use brettel, vienot or machado")
        }
        self.deficiency = deficiency
        self.method = chosen
        self.severity = severity
        switch chosen {
        case .brettel: transform = .halfPlanes(BrettelHalfPlanes(deficiency))
        case .vienot: transform = .matrix(Vienot1999.matrix(deficiency))
        case .machado: transform = .matrix(Machado2009.matrix(deficiency, severity: severity))
        case .luminance: transform = .luminance
        }
    }

    /// The clinical name of what is simulated: "deuteranopia" at severity 1, "deuteranomaly" below.
    public var conditionName: String {
        severity >= 1 ? deficiency.fullName : deficiency.anomalousName
    }

    /// Whether the method is a poor model for the deficiency (Viénot and Machado for tritan).
    public var isInaccurate: Bool {
        deficiency == .tritan && method != .brettel
    }

    /// The simulated linear-light components, not clipped (they may leave `0...1`).
    public func simulate(linear rgb: LinearRGB) -> LinearRGB {
        let input = Vector3(rgb)
        let full: Vector3
        switch transform {
        case .matrix(let matrix):
            // Machado's matrices already encode the severity.
            if method == .machado { return (matrix * input).linearRGB }
            full = matrix * input
        case .halfPlanes(let planes):
            full = planes.apply(input)
        case .luminance:
            let y = 0.2126 * input.x + 0.7152 * input.y + 0.0722 * input.z
            full = Vector3(y, y, y)
        }
        if severity >= 1 { return full.linearRGB }
        return (severity * full + (1 - severity) * input).linearRGB
    }

    /// The colour as someone with this deficiency sees it, clipped to sRGB; alpha is kept.
    public func simulate(_ color: SRGBColor) -> SRGBColor {
        let rgb = simulate(linear: color.linear)
        func clip(_ value: Double) -> Double { min(max(value, 0), 1) }
        return SRGBColor(
            linear: LinearRGB(red: clip(rgb.red), green: clip(rgb.green), blue: clip(rgb.blue)), alpha: color.alpha)
    }

    /// Simulates 8-bit sRGB pixels in place, four bytes per pixel (red, green, blue, alpha);
    /// alpha is left untouched. Trailing bytes that do not make a whole pixel are ignored.
    public func simulateRGBA8(_ pixels: inout [UInt8]) {
        let decode = (0...255).map { SRGBColor.linearize(Double($0) / 255) }
        func encode(_ linear: Double) -> UInt8 {
            UInt8((SRGBColor.encode(min(max(linear, 0), 1)) * 255).rounded())
        }
        var lastInput: (UInt8, UInt8, UInt8)?
        var lastOutput: (UInt8, UInt8, UInt8) = (0, 0, 0)
        var index = 0
        while index + 3 < pixels.count {
            let input = (pixels[index], pixels[index + 1], pixels[index + 2])
            // Interface screenshots repeat colours in long runs; reuse the previous result.
            if let last = lastInput, last == input {
            } else {
                let rgb = simulate(
                    linear: LinearRGB(
                        red: decode[Int(input.0)], green: decode[Int(input.1)], blue: decode[Int(input.2)]))
                lastOutput = (encode(rgb.red), encode(rgb.green), encode(rgb.blue))
                lastInput = input
            }
            pixels[index] = lastOutput.0
            pixels[index + 1] = lastOutput.1
            pixels[index + 2] = lastOutput.2
            index += 4
        }
    }
}

extension CVDSimulation: Codable {
    private enum CodingKeys: String, CodingKey {
        case deficiency, method, severity
    }

    /// Decodes the deficiency, the method (its default when missing) and the severity (1 when
    /// missing), and builds the simulation again.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                deficiency: try container.decode(Deficiency.self, forKey: .deficiency),
                method: try container.decodeIfPresent(SimulationMethod.self, forKey: .method),
                severity: try container.decodeIfPresent(Double.self, forKey: .severity) ?? 1)
        } catch let error as VisionError {
            throw DecodingError.refused(error, at: container.codingPath)
        }
    }

    /// Encodes the deficiency, the method and the severity.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(deficiency, forKey: .deficiency)
        try container.encode(method, forKey: .method)
        try container.encode(severity, forKey: .severity)
    }
}
