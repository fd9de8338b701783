import LegibleColor

/// One colour of a palette, with an optional name for reports.
public struct PaletteColor: Sendable, Hashable, Codable {
    /// The colour (opaque).
    public var color: SRGBColor
    /// A name such as "vermillion", or `nil`.
    public var name: String?

    /// Creates a palette entry.
    public init(color: SRGBColor, name: String? = nil) {
        self.color = color
        self.name = name
    }

    /// `#rrggbb` followed by the name when there is one: `#d55e00 vermillion`.
    public var label: String {
        name.map { "\(color.hex) \($0)" } ?? color.hex
    }
}

/// Two palette entries, by index, and their CIEDE2000 difference under one vision condition.
public struct ColorPair: Sendable, Hashable, Codable {
    /// Index of the first colour in the palette (always the smaller index).
    public let first: Int
    /// Index of the second colour.
    public let second: Int
    /// CIEDE2000 between the two colours as seen under the condition.
    public let deltaE: Double
}

/// A way of seeing: normal vision or a simulated deficiency.
public struct VisionCondition: Sendable, Hashable, Codable {
    /// The simulation, or `nil` for normal vision.
    public let simulation: CVDSimulation?

    /// Normal colour vision.
    public static let normal = VisionCondition(simulation: nil)

    /// A simulated deficiency.
    public init(simulation: CVDSimulation?) {
        self.simulation = simulation
    }

    /// "normal", or the clinical name ("deuteranopia", "protanomaly").
    public var name: String { simulation?.conditionName ?? "normal" }

    /// The colour as seen under this condition.
    public func apply(_ color: SRGBColor) -> SRGBColor {
        simulation?.simulate(color) ?? color
    }
}
